/// A view-model the shell can host, built in or brought by a plugin. Its user-facing
/// members are stored properties of ReactiveCore types (`MutableProperty`, `Property`,
/// `Action`, lists as `Property<[SomeViewModel]>`); everything else it stores is private
/// and named with a leading underscore, so inspection can skip it.
public protocol ViewModel: AnyObject {
  /// The name the shell shows for this kind of view-model, e.g. `TodoListViewModel`.
  static var typeName: String { get }

  /// The text that tells this instance apart on screen (a results screen's search text,
  /// a profile's user name), or nil when the type name says enough.
  var displayTitle: String? { get }
}

extension ViewModel {
  /// The type's own name (`String(describing:)` of the type, found once per type).
  public static var typeName: String { TypeNames.shared.name(of: self) }

  /// The name of this view-model's type (`Self.typeName`), handy on `any ViewModel`.
  public var typeName: String { Self.typeName }
}
