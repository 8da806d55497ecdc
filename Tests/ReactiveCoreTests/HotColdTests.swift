import Testing

@testable import ReactiveCore

@Suite struct HotColdTests {
  @Test func producerWorkRunsAgainOnEveryStart() {
    var runs = 0
    let producer = SignalProducer<Int, Never> { observer, _ in
      runs += 1
      observer.send(value: runs)
      observer.sendCompleted()
    }
    #expect(runs == 0)
    var first: [Int] = []
    var second: [Int] = []
    producer.startWithValues { first.append($0) }
    producer.startWithValues { second.append($0) }
    #expect(runs == 2)
    #expect(first == [1])
    #expect(second == [2])
  }

  @Test func signalObserversSeeOnlyLaterEvents() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let early = Timeline<Int, Never>()
    signal.observe(early.observer)
    input.send(value: 1)
    let late = Timeline<Int, Never>()
    signal.observe(late.observer)
    input.send(value: 2)
    input.sendCompleted()
    #expect(early.entries == ["1", "2", "COMPLETED"])
    #expect(late.entries == ["2", "COMPLETED"])
  }

  @Test func derivedSignalSharesOneRunOfItsOperatorAcrossObservers() {
    let (signal, input) = Signal<Int, Never>.pipe()
    var calls = 0
    let mapped = signal.map { value -> Int in
      calls += 1
      return value * 10
    }
    var a: [Int] = []
    var b: [Int] = []
    mapped.observeValues { a.append($0) }
    mapped.observeValues { b.append($0) }
    input.send(value: 1)
    #expect(calls == 1)
    #expect(a == [10])
    #expect(b == [10])
  }

  @Test func observingATerminatedSignalInterruptsAtOnce() {
    let (signal, input) = Signal<Int, Never>.pipe()
    input.sendCompleted()
    let timeline = Timeline<Int, Never>()
    let disposable = signal.observe(timeline.observer)
    #expect(disposable == nil)
    #expect(timeline.entries == ["INTERRUPTED"])
  }
}
