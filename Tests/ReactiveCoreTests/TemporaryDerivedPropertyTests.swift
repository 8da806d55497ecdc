import Dispatch
import Synchronization
import Testing

@testable import ReactiveCore

/// A derived property that nobody keeps (made inline for an `Action`'s `enabledIf`, a
/// binding or a producer) must keep following its sources for as long as its signal or
/// producer is in use, as in ReactiveSwift.
@Suite struct TemporaryDerivedPropertyTests {
  @Test func anActionEnabledByATemporaryDerivedPropertyFollowsItsSource() {
    let searchText = MutableProperty("")
    let action = Action<Void, String, Never>(enabledIf: searchText.map { $0.count > 3 }) {
      SignalProducer(value: searchText.value)
    }
    #expect(!action.isEnabled.value)
    searchText.value = "kittens"
    #expect(action.isEnabled.value)
    var results: [Result<String, ActionError<Never>>] = []
    action.apply().startWithResult { results.append($0) }
    #expect(results == [.success("kittens")])
    searchText.value = "ab"
    #expect(!action.isEnabled.value)
  }

  @Test func anActionEnabledByTemporaryCombinedPropertiesFollowsBothSources() {
    let first = MutableProperty("")
    let last = MutableProperty("")
    let action = Action<Void, Void, Never>(
      enabledIf: first.map { !$0.isEmpty }.and(last.map { !$0.isEmpty }).skipRepeats()
    ) { SignalProducer(value: ()) }
    first.value = "Ada"
    #expect(!action.isEnabled.value)
    last.value = "Lovelace"
    #expect(action.isEnabled.value)
  }

  @Test func aBindingFromATemporaryDerivedPropertyKeepsUpdating() {
    let source = MutableProperty(1)
    let target = MutableProperty(0)
    target <~ source.map { $0 * 10 }
    source.value = 2
    source.value = 3
    #expect(target.value == 30)
  }

  @Test func manyActionsWithTemporaryStateRunFromManyThreadsAtOnce() {
    let threads = 8
    let rounds = 200
    let failures = Mutex(0)
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
      for round in 0..<rounds {
        let names = MutableProperty("")
        let action = Action<Void, Int, Never>(
          state: names.map { $0.count }, enabledIf: { $0 > 0 }
        ) { count, _ in SignalProducer(value: count) }
        names.value = String(repeating: "x", count: round % 5 + 1)
        var received: Int?
        action.apply().startWithValues { received = $0 }
        if received != round % 5 + 1 || !action.isEnabled.value {
          failures.withLock { $0 += 1 }
        }
      }
    }
    #expect(failures.withLock { $0 } == 0)
  }
}
