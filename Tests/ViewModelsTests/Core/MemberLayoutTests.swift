import FixtureTestSupport
import FlickrApp
import Foundation
import ReactiveCore
import Testing
import TwitterApp
import ViewModelKit

@testable import Inspection

/// Finding a view-model's members at its type's known field offsets (`MemberLayouts`)
/// gives exactly what `Mirror` gives, for every kind of view-model, and falls back to
/// `Mirror` where offsets cannot be trusted.
@Suite("Members read at known offsets")
struct MemberLayoutTests {
  /// The members as `Mirror` finds them: names in order, and the objects.
  static func mirrored(_ viewModel: AnyObject) -> [(String, AnyObject)] {
    var members: [(String, AnyObject)] = []
    var mirror: Mirror? = Mirror(reflecting: viewModel)
    while let current = mirror {
      for child in current.children {
        guard let name = child.label, Inspection.isPublicName(name) else { continue }
        if let action = child.value as? InspectableAction {
          members.append((name, action))
        } else if let property = child.value as? InspectableProperty {
          members.append((name, property))
        }
      }
      mirror = current.superclassMirror
    }
    return members
  }

  /// Whether `Inspection.members(of:)` and `Mirror` agree on `viewModel`.
  static func agree(_ viewModel: AnyObject) -> Bool {
    let found = Inspection.members(of: viewModel).map { ($0.name, $0.object) }
    let expected = mirrored(viewModel)
    return found.count == expected.count
      && zip(found, expected).allSatisfy { $0.0 == $1.0 && $0.1 === $1.1 }
  }

  @Test("a view-model after the first of its type is read at offsets, members as Mirror finds them")
  func laterViewModelsAreReadAtOffsets() {
    let first = Row(title: "first", detail: nil)
    #expect(Self.agree(first))
    #expect(MemberLayouts.shared.readsStoredFields(of: Row.self))
    let second = Row(title: "second", detail: "a detail")
    #expect(Self.agree(second))
    #expect(Inspection.members(of: second).map(\.name) == ["title", "detail", "refresh", "name"])
  }

  @Test("the rows of the built-in apps are read at offsets")
  func builtInRowsAreReadAtOffsets() {
    let env = TestServices()
    let tweets = (0..<2).map { _ in
      TweetViewModel(tweet: FakeTwitterService.tweet("hello", by: "jane"), scheduler: env.scheduler)
    }
    let photo = FakeFlickrService.results(for: "cats", count: 1).photos[0]
    let photos = (0..<2).map { _ in SearchResultsItemViewModel(photo: photo, services: env.services)
    }
    for row in tweets + photos as [AnyObject] { #expect(Self.agree(row)) }
    #expect(MemberLayouts.shared.readsStoredFields(of: TweetViewModel.self))
    #expect(MemberLayouts.shared.readsStoredFields(of: SearchResultsItemViewModel.self))
  }

  @Test("an optional property that was nil in the first view-model is found in the next")
  func anOptionalMemberNilAtFirstIsFoundLater() {
    let empty = Sparse(detail: nil)
    #expect(Inspection.members(of: empty).map(\.name) == ["title"])
    #expect(MemberLayouts.shared.readsStoredFields(of: Sparse.self))
    let full = Sparse(detail: "here")
    #expect(Inspection.members(of: full).map(\.name) == ["title", "detail"])
    #expect(Self.agree(full))
  }

  @Test("a type with a field of an existential type is reflected with Mirror every time")
  func anExistentialFieldKeepsMirror() {
    let plain = Holder(held: "a string")
    #expect(Inspection.members(of: plain).map(\.name) == ["label"])
    #expect(!MemberLayouts.shared.readsStoredFields(of: Holder.self))
    let holding = Holder(held: MutableProperty(1))
    #expect(Inspection.members(of: holding).map(\.name) == ["label", "held"])
  }
}

/// A base class with a member of its own, for inherited fields.
private class Named {
  let name = Property(value: "named")
}

/// A row with a member in its superclass, an optional member, an action and fields that
/// are no members.
private final class Row: Named, ViewModel {
  let title: MutableProperty<String>
  let detail: Property<String>?
  let refresh: Action<Void, Void, Never>
  let count = 3
  private let _hidden = MutableProperty(0)
  weak var parent: Named?
  var displayTitle: String? { title.value }

  init(title: String, detail: String?) {
    self.title = MutableProperty(title)
    self.detail = detail.map { Property(value: $0) }
    refresh = Action { _ in SignalProducer(value: ()) }
  }
}

/// A view-model whose optional member is nil in the first one made.
private final class Sparse: ViewModel {
  let title = Property(value: "sparse")
  let detail: Property<String>?
  var displayTitle: String? { nil }

  init(detail: String?) {
    self.detail = detail.map { Property(value: $0) }
  }
}

/// A view-model holding a value of any type, a property in some instances.
private final class Holder: ViewModel {
  let label = Property(value: "holder")
  let held: Any
  var displayTitle: String? { nil }

  init(held: Any) {
    self.held = held
  }
}
