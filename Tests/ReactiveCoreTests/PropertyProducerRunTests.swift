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

  @Test func aMappedRunOfValuesSendsTheMappedValueThenEveryChangeUntilDisposed() {
    let property = MutableProperty(1)
    var seen: [Int] = []
    let disposable = property.producer.map { $0 * 10 }.startWithValues { seen.append($0) }
    property.value = 2
    disposable.dispose()
    disposable.dispose()
    property.value = 3
    #expect(seen == [10, 20])
    #expect(disposable.isDisposed)
  }

  @Test func disposingAMappedRunFromInsideAValueStopsItAtOnce() {
    let property = MutableProperty(1)
    let storage = Locked<Disposable?>(nil)
    var seen: [Int] = []
    let disposable = property.producer.map { $0 + 1 }.startWithValues { value in
      seen.append(value)
      // Disposes whatever run is stored: none on the first value, this one afterwards.
      storage.withLock { $0 }?.dispose()
    }
    storage.withLock { $0 = disposable }
    property.value = 5
    property.value = 6
    #expect(seen == [2, 6])
  }

  @Test func aMapOfAPropertysProducerSendsTheSameEventsHoweverItIsStarted() {
    var property: MutableProperty<Int>? = MutableProperty(1)
    let mapped = property!.producer.map { $0 * 10 }
    let started = Timeline<Int, Never>()
    let withSignal = Timeline<Int, Never>()
    let lifted = Timeline<Int, Never>()
    let combined = Timeline<Int, Never>()
    var values: [Int] = []
    mapped.start(started.observer)
    mapped.startWithSignal { signal, _ in signal.observe(withSignal.observer) }
    mapped.filter { $0 != 20 }.start(lifted.observer)
    SignalProducer.combineLatest(mapped, mapped.map { $0 + 1 }).map { $0 + $1 }
      .start(combined.observer)
    let interrupted = Timeline<Int, Never>()
    let run = mapped.start(interrupted.observer)
    mapped.startWithValues { values.append($0) }
    property!.value = 2
    run.dispose()
    property!.value = 3
    property = nil
    #expect(started.entries == ["10", "20", "30", "COMPLETED"])
    #expect(withSignal.entries == ["10", "20", "30", "COMPLETED"])
    #expect(lifted.entries == ["10", "30", "COMPLETED"])
    #expect(combined.entries == ["21", "31", "41", "51", "61", "COMPLETED"])
    #expect(interrupted.entries == ["10", "20", "INTERRUPTED"])
    #expect(values == [10, 20, 30])
  }

  @Test func aRunOfValuesLetsGoOfItsClosuresOnceDisposedOrOnceThePropertyIsGone() {
    weak var weakCanary: Canary?
    var property: MutableProperty<Int>? = MutableProperty(1)
    var disposables: [Disposable] = []
    do {
      let canary = Canary(2)
      weakCanary = canary
      disposables.append(property!.producer.map { $0 * canary.id }.startWithValues { _ in })
      disposables.append(property!.producer.startWithValues { _ in _ = canary })
    }
    #expect(weakCanary != nil)
    property = nil
    // The runs are still held, but they have ended with the property.
    #expect(weakCanary == nil)
    #expect(disposables.count == 2)
  }
}
