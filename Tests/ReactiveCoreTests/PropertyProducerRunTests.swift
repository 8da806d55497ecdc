import Testing

@testable import ReactiveCore

@Suite struct PropertyProducerRunTests {
  @Test func disposingARunInterruptsItOnceAndStopsValues() {
    let property = MutableProperty(1)
    let timeline = Timeline<Int, Never>()
    let disposable = property.producer.start(timeline.observer)
    property.value = 2
    disposable.dispose()
    disposable.dispose()
    property.value = 3
    #expect(timeline.entries == ["1", "2", "INTERRUPTED"])
    #expect(disposable.isDisposed)
  }

  @Test func disposingFromInsideTheFirstValueEndsTheRunAtOnce() {
    let property = MutableProperty(1)
    let timeline = Timeline<Int, Never>()
    var disposable: Disposable?
    var seen: [Int] = []
    disposable = property.producer.startWithValues { value in
      seen.append(value)
      if value == 2 { disposable?.dispose() }
    }
    property.producer.start(timeline.observer)
    property.value = 2
    property.value = 3
    #expect(seen == [1, 2])
    #expect(timeline.entries == ["1", "2", "3"])
  }

  @Test func aRunCompletesWhenThePropertyIsReleased() {
    var property: MutableProperty<Int>? = MutableProperty(1)
    let timeline = Timeline<Int, Never>()
    let disposable = property!.producer.start(timeline.observer)
    property = nil
    disposable.dispose()
    #expect(timeline.entries == ["1", "COMPLETED"])
  }
}
