import Testing

@testable import ReactiveCore

@Suite struct SerializationTests {
  @Test func aSendFromInsideAnObserverIsDeliveredAfterTheCurrentDeliveryToEveryObserver() {
    let (signal, input) = Signal<Int, Never>.pipe()
    var log: [String] = []
    signal.observeValues { value in
      log.append("A\(value)")
      if value == 1 { input.send(value: 2) }
      log.append("A\(value) done")
    }
    signal.observeValues { log.append("B\($0)") }
    input.send(value: 1)
    #expect(log == ["A1", "A1 done", "B1", "A2", "A2 done", "B2"])
    input.sendCompleted()  // the observer holds `input`: only termination frees them
  }

  @Test func reentrantSendsThroughADerivedSignalKeepTheirOrder() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let doubled = signal.map { $0 * 2 }
    var first: [Int] = []
    var second: [Int] = []
    doubled.observeValues { value in
      first.append(value)
      if value < 6 { input.send(value: value / 2 + 1) }
    }
    doubled.observeValues { second.append($0) }
    input.send(value: 1)
    #expect(first == [2, 4, 6])
    #expect(second == [2, 4, 6])
    input.sendCompleted()  // the observer holds `input`: only termination frees them
  }

  @Test func aTerminalEventSentFromInsideIsDeliveredAfterQueuedValues() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let timeline = Timeline<Int, Never>()
    signal.observeValues { value in
      if value == 1 {
        input.send(value: 2)
        input.sendCompleted()
        input.send(value: 3)
      }
    }
    signal.observe(timeline.observer)
    input.send(value: 1)
    #expect(timeline.entries == ["1", "2", "COMPLETED"])
  }

  @Test func settingAPropertyFromItsOwnObserverIsQueued() {
    let property = MutableProperty(0)
    var seen: [Int] = []
    let observation = property.signal.observeValues { value in
      seen.append(value)
      if value == 1 { property.value = 2 }
    }
    property.value = 1
    #expect(seen == [1, 2])
    #expect(property.value == 2)
    observation?.dispose()  // the observer holds the property it observes
  }
}
