import Inspection
@_spi(Inspection) import ReactiveCore
import ViewModelKit

/// Names the properties and actions of the view-models on the session's stack the way
/// a user types them, printed by the path grammar (`searchResults[3].favorites`,
/// `save.isExecuting`, `app/searchText` for a screen below the top), by their
/// ReactiveCore identities.
/// Rebuilt on the session queue when the stack or a list changes. An identity is an
/// address, which a new object may reuse once the old one is freed (a replaced list's
/// new row), so each name is kept with a pin (`ObjectPin`) on the view-model whose member
/// it names, and answers only while that view-model lives: a freed row's name never
/// answers for the object that took its place.
final class SubjectNames {
  /// The most view-models one index walks, so that a huge list cannot stall the shell:
  /// rows beyond are not named, and their changes are not logged.
  static let viewModelLimit = 500

  /// A member's name and the view-model it belongs to, which keeps the member (and so
  /// its identity) alive.
  private struct Name {
    let text: String
    /// Pinned, not held weakly: a weak reference would give the view-model a side table,
    /// and every retain and release of it the runtime's slow path.
    let owner: ObjectPin
    /// The owner's identity, which the member's events carry.
    let ownerID: ViewModelID
    /// How a change to it folds with the same member of other rows (`RowFold(text)`),
    /// found once for every change a row's member makes.
    let fold: RowFold?

    init(text: String, owner: ObjectPin, ownerID: ViewModelID) {
      self.text = text
      self.owner = owner
      self.ownerID = ownerID
      fold = RowFold(text)
    }
  }

  private var names: [ObjectIdentifier: Name] = [:]
  /// The lists the last walk stopped in or at the end of, at `viewModelLimit`, by change
  /// subject, with how many of their rows it visited: a change that keeps those rows
  /// (a page appended to a long list) names nothing new.
  private var listsAtTheLimit: [ObjectIdentifier: Int] = [:]
  /// Whether the stack or a list changed since the last walk.
  private(set) var isStale = true
  /// How many walks `rebuild` has made: the work a long list costs the log.
  private(set) var walkCount = 0

  /// The name of the property or action whose change subject (or identity) is
  /// `subject`, if it is on the stack, and its view-model has lived since the last walk.
  func name(of subject: ObjectIdentifier) -> String? {
    named(subject)?.text
  }

  /// The name of `subject` (see `name(of:)`), the identity of the view-model whose
  /// member it is, and how its changes fold with other rows'.
  func named(_ subject: ObjectIdentifier) -> (text: String, owner: ViewModelID, fold: RowFold?)? {
    guard let name = names[subject], name.owner.isAlive else { return nil }
    return (name.text, name.ownerID, name.fold)
  }

  /// Marks the index out of date; `rebuild` walks again.
  func markStale() {
    isStale = true
  }

  /// Forgets every name (the stack changed: a popped screen's objects may be gone, and
  /// their identities reused).
  func forget() {
    names = [:]
    listsAtTheLimit = [:]
    isStale = true
  }

  /// Whether the list property `subject` changing from `old` to `new` leaves every name
  /// as the last walk gave it: the walk reached `viewModelLimit` in that list's rows or
  /// at their end, and the rows it visited are the same objects at the same places in
  /// `new`, so whatever `new` adds comes after the limit, where nothing is named.
  func keepsNames(whenList subject: ObjectIdentifier, changesFrom old: Any, to new: Any) -> Bool {
    guard !isStale, let visited = listsAtTheLimit[subject],
      let list = new as? any ViewModelList
    else { return false }
    return list.sharedPrefixCount(with: old, upTo: visited) == visited
  }

  /// Walks `screens` (each with the prefix its paths take, "" for the top screen).
  func rebuild(_ screens: [(prefix: String, root: any ViewModel)]) {
    // About as many as the last walk named: the dictionary does not grow step by step.
    var found = [ObjectIdentifier: Name](minimumCapacity: names.count)
    var atTheLimit: [ObjectIdentifier: Int] = [:]
    var count = 0
    for screen in screens.reversed() {
      let names = screen.prefix.isEmpty ? [] : [String(screen.prefix.dropLast())]
      walk(
        screen.root, at: MemberPath(screens: names, segments: []), into: &found,
        atTheLimit: &atTheLimit, count: &count)
    }
    names = found
    listsAtTheLimit = atTheLimit
    isStale = false
    walkCount += 1
  }

  /// Whether a property's new value may change which view-models the stack holds: a
  /// list, or a view-model. Constant time (a list's elements are not visited).
  /// The fields of a plain value with fields (a user), as the log keeps them with its
  /// change: each readable field's value as printed, and a field's own fields under
  /// `field.inner`, two levels deep. Nil for values without fields (text, numbers, lists)
  /// and for view-models.
  static func fieldTexts(of value: Any) -> [String: String]? {
    if value is Int || value is String || value is Bool || value is Double { return nil }
    guard let unwrapped = ValueFormatter.unwrapped(value),
      Mirror(reflecting: unwrapped).displayStyle == .struct
        || Mirror(reflecting: unwrapped).displayStyle == .class,
      Inspection.viewModel(in: unwrapped) == nil
    else { return nil }
    var texts: [String: String] = [:]
    func add(_ value: Any, prefix: String, depth: Int) {
      for name in ValueFields.names(of: value) {
        guard case .found(let field) = ValueFields.field(named: name, of: value) else { continue }
        texts[prefix + name] = ValueFormatter.describe(field)
        if depth > 0 { add(field, prefix: prefix + name + ".", depth: depth - 1) }
      }
    }
    add(unwrapped, prefix: "", depth: 1)
    return texts.isEmpty ? nil : texts
  }

  static func mayHoldViewModels(_ value: Any) -> Bool {
    guard let value = ValueFormatter.unwrapped(value) else { return false }
    let style = Mirror(reflecting: value).displayStyle
    return style == .collection || style == .set || Inspection.viewModel(in: value) != nil
  }

  /// The first `limit` elements of `value` when it is a list, else nil.
  private static func listItems(of value: Any, upTo limit: Int) -> [Any]? {
    guard !Inspection.isPlainValue(value), let value = ValueFormatter.unwrapped(value) else {
      return nil
    }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .collection || mirror.displayStyle == .set else { return nil }
    return mirror.children.prefix(max(0, limit)).map(\.value)
  }

  /// Names the members of `viewModel`, found at `path`, and walks on into its lists'
  /// rows and the view-models it holds.
  private func walk(
    _ viewModel: any ViewModel, at path: MemberPath, into found: inout [ObjectIdentifier: Name],
    atTheLimit: inout [ObjectIdentifier: Int], count: inout Int
  ) {
    count += 1
    guard count <= Self.viewModelLimit else { return }
    let id = ViewModelID.of(viewModel)
    // Each member's name is the path's text and the member's, as `MemberPath` prints it.
    let pathText = path.description
    let separator = path.segments.isEmpty ? "" : "."
    for member in Inspection.members(of: viewModel) {
      let name = pathText + separator + member.name
      switch member.kind {
      case .property(let property):
        let subject = ReactiveInspection.changeSubject(of: property)
        let isFirstVisit = subject.map { found[$0] == nil } ?? false
        if let subject, isFirstVisit {
          found[subject] = Name(text: name, owner: ObjectPin(viewModel), ownerID: id)
        }
        let value = property.currentValue
        if let items = Self.listItems(of: value, upTo: Self.viewModelLimit - count) {
          let memberPath = path.appending(.member(member.name))
          for (index, item) in items.enumerated() {
            if let child = Inspection.viewModel(in: item) {
              walk(
                child, at: memberPath.appending(.index(index)), into: &found,
                atTheLimit: &atTheLimit, count: &count)
            }
          }
          // Nothing after this list's visited rows is named: its later rows are not.
          if let subject, isFirstVisit, count >= Self.viewModelLimit {
            atTheLimit[subject] = items.count
          }
        } else if let child = Inspection.viewModel(in: value) {
          walk(
            child, at: path.appending(.member(member.name)), into: &found,
            atTheLimit: &atTheLimit, count: &count)
        }
      case .action(let action):
        found[ObjectIdentifier(action)] = Name(text: name, owner: ObjectPin(viewModel), ownerID: id)
        for (state, property) in [
          ("isEnabled", action.enabledProperty), ("isExecuting", action.executingProperty),
        ] {
          if let subject = ReactiveInspection.changeSubject(of: property), found[subject] == nil {
            found[subject] = Name(
              text: name + "." + state, owner: ObjectPin(viewModel), ownerID: id)
          }
        }
      }
    }
  }
}
