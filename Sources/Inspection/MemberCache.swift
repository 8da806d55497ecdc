import Foundation
@_spi(Inspection) import ReactiveCore

/// The members `Inspection.members(of:)` found in each view-model, kept so that reading
/// them again costs a dictionary lookup instead of a walk through `Mirror` (which decodes
/// every stored field's type on each access: most of the time of a traced or watched
/// change). A view-model's members are its stored properties and actions, which never
/// change after it is made. The cache keeps nothing alive: it pins each view-model
/// (`ObjectPin`, which unlike a weak reference gives the view-model no side table, so
/// the app's own retains and releases of its rows stay on the runtime's fast path) and
/// holds its members weakly; entries of released view-models are dropped as it grows.
final class MemberCache: @unchecked Sendable {
  /// A member held weakly: its owner holds it strongly for as long as the entry is used.
  private struct WeakMember {
    let name: String
    weak var property: (any InspectableProperty)?
    weak var action: (any InspectableAction)?

    init(_ member: InspectedMember) {
      name = member.name
      property = member.property
      action = member.action
    }

    var member: InspectedMember? {
      if let property { return InspectedMember(name: name, kind: .property(property)) }
      if let action { return InspectedMember(name: name, kind: .action(action)) }
      return nil
    }
  }

  private struct Entry {
    /// The view-model: while the entry exists, no other object takes its address.
    let owner: ObjectPin
    let members: [WeakMember]
  }

  private struct State {
    var entries: [ObjectIdentifier: Entry] = [:]
    var pruneAt = 1024
  }

  private let lock = NSLock()
  private var state = State()

  /// The shared cache.
  static let shared = MemberCache()

  /// The cached members of `owner`, or `find(owner)`'s answer, remembered.
  func members(of owner: AnyObject, find: (AnyObject) -> [InspectedMember]) -> [InspectedMember] {
    let key = ObjectIdentifier(owner)
    let cached = lock.withLock { () -> [InspectedMember]? in
      guard let entry = state.entries[key], entry.owner.pins(owner) else { return nil }
      let members = entry.members.compactMap(\.member)
      return members.count == entry.members.count ? members : nil
    }
    if let cached { return cached }
    let members = find(owner)
    lock.withLock {
      state.entries[key] = Entry(owner: ObjectPin(owner), members: members.map(WeakMember.init))
      if state.entries.count >= state.pruneAt {
        state.entries = state.entries.filter { $0.value.owner.isAlive }
        state.pruneAt = max(1024, state.entries.count * 2)
      }
    }
    return members
  }
}
