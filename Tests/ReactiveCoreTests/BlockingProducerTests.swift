import Testing

@testable import ReactiveCore

@Suite struct BlockingProducerTests {
  @Test func firstLastAndSingleReadAProducersValues() throws {
    let three = SignalProducer([1, 2, 3])
    #expect(three.first()?.get() == 1)
    #expect(three.last()?.get() == 3)
    #expect(three.single() == nil)
    #expect(SignalProducer(value: 7).single()?.get() == 7)
    #expect(SignalProducer<Int, Never>.empty.first() == nil)
  }

  @Test func failuresComeBackAsResults() {
    let failing = SignalProducer<Int, TestError>(error: .boom)
    #expect(failing.first() == .failure(.boom))
    #expect(throws: TestError.boom) { try failing.wait().get() }
    #expect(throws: Never.self) { try SignalProducer<Int, TestError>([1, 2]).wait().get() }
  }

  @Test func waitBlocksUntilAProducerOnAnotherQueueCompletes() throws {
    let worker = QueueScheduler(name: "BlockingProducerTests")
    let produced = SignalProducer<Int, Never>([4, 5]).start(on: worker)
    #expect(produced.last()?.get() == 5)
  }
}
