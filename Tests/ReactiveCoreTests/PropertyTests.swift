import Testing

@testable import ReactiveCore

@Suite struct PropertyTests {
  @Test func producerSendsTheCurrentValueFirstThenChanges() {
    let property = MutableProperty(1)
    var received: [Int] = []
    property.producer.startWithValues { received.append($0) }
    property.value = 2
    property.value = 3
    #expect(received == [1, 2, 3])
  }

  @Test func signalSendsOnlyChanges() {
    let property = MutableProperty(1)
    var received: [Int] = []
    property.signal.observeValues { received.append($0) }
    property.value = 2
    #expect(received == [2])
  }

  @Test func derivedPropertiesTrackTheirSources() {
    let a = MutableProperty(1)
    let b = MutableProperty("x")
    let mapped = a.map { $0 * 10 }
    let combined = a.combineLatest(with: b)
    let distinct = a.map { $0 / 2 }.skipRepeats()
    var distinctValues: [Int] = []
    distinct.producer.startWithValues { distinctValues.append($0) }
    #expect(mapped.value == 10)
    #expect(combined.value == (1, "x"))
    a.value = 2
    a.value = 3
    b.value = "y"
    #expect(mapped.value == 30)
    #expect(combined.value == (3, "y"))
    #expect(distinct.value == 1)
    #expect(distinctValues == [0, 1])
  }

  @Test func negateAndAndFollowBooleans() {
    let a = MutableProperty(true)
    let b = MutableProperty(false)
    let both = a.and(b)
    let notA = a.negate()
    #expect(!both.value)
    b.value = true
    #expect(both.value)
    a.value = false
    #expect(notA.value)
    #expect(!both.value)
  }

  @Test func modifyChangesAtomicallyAndNotifies() {
    let property = MutableProperty([1])
    var received: [[Int]] = []
    property.signal.observeValues { received.append($0) }
    let count = property.modify { value -> Int in
      value.append(2)
      return value.count
    }
    #expect(count == 2)
    #expect(received == [[1, 2]])
  }

  @Test func mutablePropertySignalCompletesAndLifetimeEndsOnRelease() {
    var property: MutableProperty<Int>? = MutableProperty(0)
    weak let weakProperty = property
    let timeline = Timeline<Int, Never>()
    var lifetimeEnded = false
    property!.signal.observe(timeline.observer)
    property!.lifetime.observeEnded { lifetimeEnded = true }
    property!.value = 1
    property = nil
    #expect(weakProperty == nil)
    #expect(timeline.entries == ["1", "COMPLETED"])
    #expect(lifetimeEnded)
  }

  @Test func constantPropertyHoldsItsValue() {
    let property = Property(value: 5)
    var received: [Int] = []
    property.producer.startWithValues { received.append($0) }
    #expect(property.value == 5)
    #expect(received == [5])
  }
}
