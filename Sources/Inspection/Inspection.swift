import ViewModelKit

/// Finds a view-model's properties, actions and child view-models by name, with
/// `Mirror`, from the ReactiveCore properties and actions it stores. Stored properties
/// whose names start with `_` are private state and are skipped.
public enum Inspection {
  /// The user-facing members of `viewModel`, in declaration order. They are found once
  /// per view-model (its stored properties and actions never change) and remembered.
  /// A `MemberProvider` lists its own, every time.
  public static func members(of viewModel: AnyObject) -> [InspectedMember] {
    if let provider = viewModel as? any MemberProvider { return provider.providedMembers }
    return MemberCache.shared.members(of: viewModel) {
      MemberLayouts.shared.members(of: $0, reflect: reflectedMembers(of:))
    }
  }

  /// The members of `viewModel` found through `Mirror`.
  private static func reflectedMembers(of viewModel: AnyObject) -> [InspectedMember] {
    var members: [InspectedMember] = []
    var mirror: Mirror? = Mirror(reflecting: viewModel)
    while let current = mirror {
      for child in current.children {
        guard let name = child.label, isPublicName(name) else { continue }
        if let action = child.value as? InspectableAction {
          members.append(InspectedMember(name: name, kind: .action(action)))
        } else if let property = child.value as? InspectableProperty {
          members.append(InspectedMember(name: name, kind: .property(property)))
        }
      }
      mirror = current.superclassMirror
    }
    return members
  }

  /// The member of `viewModel` named `name`, if any.
  public static func member(named name: String, of viewModel: AnyObject) -> InspectedMember? {
    members(of: viewModel).first { $0.name == name }
  }

  /// `value` as a view-model, when it is one.
  public static func viewModel(in value: Any) -> (any ViewModel)? {
    guard !isPlainValue(value), let value = ValueFormatter.unwrapped(value) else { return nil }
    // Only an object can be a view-model. Casting a struct to one bridges it to a
    // Foundation object first (a URL is parsed again, a string copied): the session asks
    // this of every member's value after every line.
    guard type(of: value) is AnyObject.Type else { return nil }
    return value as? any ViewModel
  }

  /// Whether `value` is text, a number, a flag, an address or a date (or an optional of
  /// one): no list and no view-model, and holding none. Told by its type alone, without a
  /// cast or reflection: the walks after each line ask it of every member's value.
  public static func isPlainValue(_ value: Any) -> Bool {
    TypeKind.isPlain(type(of: value))
  }

  /// The view-models a member's value holds: the items of a list of view-models, or a
  /// single child view-model. Empty for any other value.
  public static func childViewModels(in value: Any) -> [any ViewModel] {
    guard !isPlainValue(value), let value = ValueFormatter.unwrapped(value) else { return [] }
    if let viewModel = viewModel(in: value) { return [viewModel] }
    // Only a list can hold view-models; anything else is not reflected.
    guard value is any Collection, !(value is any StringProtocol) else { return [] }
    return ValueFormatter.elements(of: value)?.compactMap(viewModel(in:)) ?? []
  }

  /// A short label for `viewModel`: its type name, with its display title when it has
  /// one: `ResultsViewModel "sunset"` (a title longer than 40 columns is cut).
  public static func label(of viewModel: any ViewModel) -> String {
    guard let title = viewModel.displayTitle, !title.isEmpty else { return viewModel.typeName }
    return "\(viewModel.typeName) \(ValueFormatter.describe(title, shortenedTo: 40))"
  }

  static func isPublicName(_ name: String) -> Bool {
    !name.hasPrefix("_") && !name.hasPrefix("$")
  }
}
