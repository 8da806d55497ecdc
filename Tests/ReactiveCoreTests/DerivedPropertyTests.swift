import Dispatch
import Testing

@testable import ReactiveCore

/// A property implemented outside ReactiveCore: derived properties must follow it through
/// its producer.
final class ForeignProperty: PropertyProtocol, @unchecked Sendable {
  private let inner: MutableProperty<Int>

  init(_ value: Int) {
    inner = MutableProperty(value)
  }

  var value: Int {
    get { inner.value }
    set { inner.value = newValue }
  }

  var producer: SignalProducer<Int, Never> { inner.producer }
  var signal: Signal<Int, Never> { inner.signal }
}

@Suite struct DerivedPropertyTests {
  @Test func mapRunsTheTransformOncePerValue() {
    let source = MutableProperty(1)
    var calls: [Int] = []
    let mapped = source.map { value -> Int in
      calls.append(value)
      return value * 10
    }
    source.value = 2
    #expect(mapped.value == 20)
    #expect(calls == [1, 2])
  }

  @Test func derivedPropertiesFollowAForeignConformance() {
    let foreign = ForeignProperty(1)
    let other = MutableProperty("a")
    let mapped = foreign.map { $0 + 1 }
    let combined = foreign.combineLatest(with: other)
    let distinct = foreign.skipRepeats()
    var seen: [Int] = []
    distinct.signal.observeValues { seen.append($0) }
    foreign.value = 5
    foreign.value = 5
    other.value = "b"
    foreign.value = 6
    #expect(mapped.value == 7)
    #expect(combined.value == (6, "b"))
    #expect(seen == [5, 6])
  }

  @Test func aCombinedPropertySendsEveryChangeOfEitherSource() {
    let left = MutableProperty(0)
    let right = MutableProperty(10)
    let combined = Property.combineLatest(left, right)
    var pairs: [String] = []
    combined.producer.startWithValues { pairs.append("\($0.0),\($0.1)") }
    left.value = 1
    right.value = 11
    left.value = 1
    #expect(pairs == ["0,10", "1,10", "1,11", "1,11"])
  }

  @Test func aReleasedDerivedPropertysSignalKeepsFollowingUntilTheSourceEnds() {
    var source: MutableProperty<Int>? = MutableProperty(1)
    var derived: Property<Int>? = source!.map { $0 * 2 }
    let timeline = Timeline<Int, Never>()
    derived!.signal.observe(timeline.observer)
    source!.value = 2
    derived = nil
    source!.value = 3
    source = nil
    #expect(timeline.entries == ["4", "6", "COMPLETED"])
  }

  @Test func aReleasedDerivedPropertysProducerKeepsFollowing() {
    let source = MutableProperty("a")
    var received: [Bool] = []
    source.map { $0.count > 3 }.skipRepeats().producer.startWithValues { received.append($0) }
    source.value = "abcd"
    source.value = "abcde"
    source.value = "ab"
    #expect(received == [false, true, false])
  }

  @Test func concurrentChangesOfBothSourcesEndInTheLatestPair() {
    let left = MutableProperty(0)
    let right = MutableProperty(0)
    let combined = left.combineLatest(with: right)
    let writes = 20_000
    DispatchQueue.concurrentPerform(iterations: 2) { thread in
      let target = thread == 0 ? left : right
      for i in 1...writes { target.value = i }
    }
    #expect(combined.value == (writes, writes))
  }
}
