import Testing

@_spi(Inspection) @testable import ReactiveCore

/// Every operator reports its stage: what feeds it, and what it did with each value.
@Suite(.serialized) struct OperatorStageReportTests {
  private struct Timeout: Error {}

  @Test func mergePassesTheValuesOfEverySignal() {
    EventRecorder.recording { recorder in
      let left = MutableProperty(0)
      let right = MutableProperty(0)
      let names = [ObjectIdentifier(left): "left", ObjectIdentifier(right): "right"]
      Signal.merge(left.signal, right.signal).observeValues { _ in }
      left.value = 1
      right.value = 2
      #expect(
        recorder.stageLines(properties: names) == [
          "merge <- left, right", "merge 1 passed", "merge 2 passed",
        ])
    }
  }

  @Test func mergeWithIsOneStage() {
    EventRecorder.recording { recorder in
      let left = MutableProperty(0)
      let right = MutableProperty(0)
      let names = [ObjectIdentifier(left): "left", ObjectIdentifier(right): "right"]
      left.signal.merge(with: right.signal).observeValues { _ in }
      right.value = 2
      #expect(
        recorder.stageLines(properties: names) == [
          "merge(with:) <- left, right", "merge(with:) 2 passed",
        ])
    }
  }

  @Test func sampleHoldsTheLatestValueAndPassesItOnEachSample() {
    EventRecorder.recording { recorder in
      let source = MutableProperty(0)
      let sampler = MutableProperty("")
      let names = [ObjectIdentifier(source): "source", ObjectIdentifier(sampler): "sampler"]
      source.signal.sample(with: sampler.signal).observeValues { _ in }
      sampler.value = "early"
      source.value = 1
      sampler.value = "tick"
      #expect(
        recorder.stageLines(properties: names) == [
          "sample <- source, sampler", "sample early dropped", "sample 1 held", "sample 1 passed",
        ])
    }
  }

  @Test func withLatestDropsAValueBeforeTheOtherSideHasOne() {
    EventRecorder.recording { recorder in
      let source = MutableProperty(0)
      let other = MutableProperty("")
      let names = [ObjectIdentifier(source): "source", ObjectIdentifier(other): "other"]
      source.signal.withLatest(from: other.signal).observeValues { _ in }
      source.value = 1
      other.value = "a"
      source.value = 2
      #expect(
        recorder.stageLines(properties: names) == [
          "withLatest(from:) <- source, other", "withLatest(from:) 1 dropped",
          "withLatest(from:) 2 passed",
        ])
    }
  }

  @Test func scanPassesEveryValue() {
    EventRecorder.recording { recorder in
      let source = MutableProperty(0)
      source.signal.scan(0, +).observeValues { _ in }
      source.value = 1
      source.value = 2
      #expect(recorder.stageLines() == ["scan <- property", "scan 1 passed", "scan 2 passed"])
    }
  }

  @Test func takeFirstPassesItsCountThenEnds() {
    EventRecorder.recording { recorder in
      let source = MutableProperty(0)
      source.signal.take(first: 2).observeValues { _ in }
      for value in 1...3 { source.value = value }
      #expect(
        recorder.stageLines() == [
          "take(first: 2) <- property", "take(first: 2) 1 passed", "take(first: 2) 2 passed",
        ])
    }
  }

  @Test func takeUntilPassesValuesUntilItsTriggerFires() {
    EventRecorder.recording { recorder in
      let source = MutableProperty(0)
      let (trigger, fire) = Signal<(), Never>.pipe()
      source.signal.take(until: trigger).observeValues { _ in }
      source.value = 1
      fire.send(value: ())
      source.value = 2
      #expect(
        recorder.stageLines() == ["take(until:) <- property, ?", "take(until:) 1 passed"])
    }
  }

  @Test func takeWhileDropsTheValueThatEndsIt() {
    EventRecorder.recording { recorder in
      let source = MutableProperty(0)
      source.signal.take(while: { $0 < 2 }).observeValues { _ in }
      source.value = 1
      source.value = 2
      source.value = 1
      #expect(
        recorder.stageLines() == [
          "take(while:) <- property", "take(while:) 1 passed", "take(while:) 2 dropped",
        ])
    }
  }

  @Test func skipFirstDropsItsCount() {
    EventRecorder.recording { recorder in
      let source = MutableProperty(0)
      source.signal.skip(first: 1).observeValues { _ in }
      source.value = 1
      source.value = 2
      #expect(
        recorder.stageLines() == [
          "skip(first: 1) <- property", "skip(first: 1) 1 dropped", "skip(first: 1) 2 passed",
        ])
    }
  }

  @Test func observeOnHoldsAValueUntilTheSchedulerDeliversIt() {
    EventRecorder.recording { recorder in
      let scheduler = TestScheduler()
      let source = MutableProperty(0)
      source.signal.observe(on: scheduler).observeValues { _ in }
      source.value = 1
      let beforeTheScheduler = recorder.stageLines()
      scheduler.run()
      #expect(beforeTheScheduler == ["observe(on:) <- property", "observe(on:) 1 held"])
      #expect(
        recorder.stageLines() == [
          "observe(on:) <- property", "observe(on:) 1 held", "observe(on:) 1 passed",
        ])
    }
  }

  @Test func timeoutPassesValuesAndDescribesItsInterval() {
    EventRecorder.recording { recorder in
      let scheduler = TestScheduler()
      let (signal, input) = Signal<Int, Timeout>.pipe()
      signal.timeout(after: 5, raising: Timeout(), on: scheduler).observeValues { _ in }
      input.send(value: 1)
      #expect(recorder.stageLines() == ["timeout(5s) <- ?", "timeout(5s) 1 passed"])
    }
  }

  @Test func collectHoldsEveryValueAndPassesTheArray() {
    EventRecorder.recording { recorder in
      let (signal, input) = Signal<Int, Never>.pipe()
      signal.collect().observeValues { _ in }
      signal.collect(count: 2).observeValues { _ in }
      input.send(value: 1)
      input.send(value: 2)
      input.sendCompleted()
      #expect(
        recorder.stageLines() == [
          "collect <- ?", "collect(count: 2) <- ?", "collect 1 held", "collect(count: 2) 1 held",
          "collect 2 held", "collect(count: 2) 2 passed", "collect [1, 2] passed",
        ])
    }
  }
}
