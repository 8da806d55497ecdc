import Testing

@testable import ReactiveCore

@Suite struct FlattenTests {
  typealias Pipe = (output: Signal<Int, TestError>, input: Signal<Int, TestError>.Observer)

  @Test func mergeCompletesOnlyWhenOuterAndEveryInnerHaveCompleted() {
    let (outer, outerInput) = Signal<SignalProducer<Int, TestError>, TestError>.pipe()
    let a: Pipe = Signal.pipe()
    let b: Pipe = Signal.pipe()
    let timeline = Timeline<Int, TestError>()
    outer.flatten(.merge).observe(timeline.observer)
    outerInput.send(value: SignalProducer(a.output))
    outerInput.send(value: SignalProducer(b.output))
    b.input.send(value: 2)
    a.input.send(value: 1)
    outerInput.sendCompleted()
    a.input.sendCompleted()
    #expect(timeline.entries == ["2", "1"])
    b.input.sendCompleted()
    #expect(timeline.entries == ["2", "1", "COMPLETED"])
  }

  @Test func mergeFailsWhenAnInnerFails() {
    let (outer, outerInput) = Signal<SignalProducer<Int, TestError>, TestError>.pipe()
    let a: Pipe = Signal.pipe()
    let timeline = Timeline<Int, TestError>()
    outer.flatten(.merge).observe(timeline.observer)
    outerInput.send(value: SignalProducer(a.output))
    a.input.send(error: .boom)
    outerInput.send(value: SignalProducer(value: 9))
    #expect(timeline.entries == ["FAILED boom"])
  }

  @Test func concatRunsInnersOneAfterAnother() {
    let (outer, outerInput) = Signal<SignalProducer<Int, TestError>, TestError>.pipe()
    let a: Pipe = Signal.pipe()
    var startedSecond = false
    let second = SignalProducer<Int, TestError> { observer, _ in
      startedSecond = true
      observer.send(value: 2)
      observer.sendCompleted()
    }
    let timeline = Timeline<Int, TestError>()
    outer.flatten(.concat).observe(timeline.observer)
    outerInput.send(value: SignalProducer(a.output))
    outerInput.send(value: second)
    outerInput.sendCompleted()
    #expect(!startedSecond)
    a.input.send(value: 1)
    a.input.sendCompleted()
    #expect(startedSecond)
    #expect(timeline.entries == ["1", "2", "COMPLETED"])
  }

  @Test func concatFailsWhenTheOuterFails() {
    let (outer, outerInput) = Signal<SignalProducer<Int, TestError>, TestError>.pipe()
    let timeline = Timeline<Int, TestError>()
    outer.flatten(.concat).observe(timeline.observer)
    outerInput.send(value: SignalProducer(value: 1))
    outerInput.send(error: .other)
    #expect(timeline.entries == ["1", "FAILED other"])
  }

  @Test func latestInterruptsThePreviousInnerAndCompletesWithTheLast() {
    let (outer, outerInput) = Signal<SignalProducer<Int, TestError>, TestError>.pipe()
    let a: Pipe = Signal.pipe()
    let b: Pipe = Signal.pipe()
    var aDisposed = false
    let timeline = Timeline<Int, TestError>()
    outer.flatten(.latest).observe(timeline.observer)
    outerInput.send(value: SignalProducer(a.output).on(disposed: { aDisposed = true }))
    a.input.send(value: 1)
    outerInput.send(value: SignalProducer(b.output))
    #expect(aDisposed)
    a.input.send(value: 99)
    b.input.send(value: 2)
    outerInput.sendCompleted()
    #expect(timeline.entries == ["1", "2"])
    b.input.sendCompleted()
    #expect(timeline.entries == ["1", "2", "COMPLETED"])
  }

  @Test func latestFailsWhenTheLatestInnerFails() {
    let (outer, outerInput) = Signal<SignalProducer<Int, TestError>, TestError>.pipe()
    let timeline = Timeline<Int, TestError>()
    outer.flatten(.latest).observe(timeline.observer)
    outerInput.send(value: SignalProducer(error: .boom))
    #expect(timeline.entries == ["FAILED boom"])
  }
}
