import Testing

@_spi(Inspection) @testable import ReactiveCore

/// Operator stages report their creation (with a short description and what feeds
/// them) and what they did with every value, and what a passed value causes downstream
/// is caused by that report.
@Suite(.serialized) struct StageReportTests {
  /// The stage events as lines (see `EventRecorder.stageLines`).
  private func lines(_ recorder: EventRecorder, properties: [ObjectIdentifier: String] = [:])
    -> [String]
  {
    recorder.stageLines(properties: properties)
  }

  @Test func filterMapAndSkipRepeatsReportWhatTheyDidWithEachValue() {
    EventRecorder.recording { recorder in
      let source = MutableProperty(0)
      let name = [ObjectIdentifier(source): "source"]
      var seen: [Int] = []
      source.signal.filter { $0 > 0 }.map { $0 % 2 }.skipRepeats().observeValues {
        seen.append($0)
      }
      for value in [-1, 1, 3, 4] { source.value = value }
      #expect(seen == [1, 0])
      #expect(
        lines(recorder, properties: name) == [
          "filter <- source", "map <- filter", "skipRepeats <- map",
          "filter -1 dropped",
          "filter 1 passed", "map 1 passed", "skipRepeats 1 passed",
          "filter 3 passed", "map 3 passed", "skipRepeats 1 dropped",
          "filter 4 passed", "map 4 passed", "skipRepeats 0 passed",
        ])
    }
  }

  @Test func throttleHoldsDropsTheSupersededAndReleasesWithTheSetAsCause() {
    EventRecorder.recording { recorder in
      let scheduler = TestScheduler()
      let source = MutableProperty("")
      let target = MutableProperty("")
      let names = [ObjectIdentifier(source): "source", ObjectIdentifier(target): "target"]
      target <~ source.signal.throttle(1, on: scheduler)
      source.value = "s"
      scheduler.advance()
      source.value = "sw"
      source.value = "swi"
      scheduler.advance(by: 1)
      #expect(target.value == "swi")
      #expect(
        lines(recorder, properties: names) == [
          // A producer's own signal (here, the signal's) cannot be named: `?`.
          "throttle(1s) <- source", "<~ <- ?", "binding into target", "take(during:) <- <~",
          "throttle(1s) s held", "throttle(1s) s passed", "<~ s passed", "take(during:) s passed",
          "throttle(1s) sw held", "throttle(1s) sw dropped", "throttle(1s) swi held",
          "throttle(1s) swi passed", "<~ swi passed", "take(during:) swi passed",
        ])
      let set = recorder.changes(of: source, as: String.self).last
      let change = recorder.changes(of: target, as: String.self).last
      if let set, let change {
        #expect(recorder.causeChain(of: change.event).contains(set.event.id))
      }
    }
  }

  @Test func flatMapLatestReportsTheReplacedInputAsCancelled() {
    EventRecorder.recording { recorder in
      let scheduler = TestScheduler()
      let source = MutableProperty("")
      var seen: [String] = []
      source.signal.flatMap(.latest) { text in
        SignalProducer<String, Never>(value: text.uppercased()).delay(1, on: scheduler)
      }.observeValues { seen.append($0) }
      source.value = "swif"
      source.value = "swift"
      scheduler.advance(by: 1)
      #expect(seen == ["SWIFT"])
      let flatMapLines = lines(recorder).filter { $0.hasPrefix("flatMap") }
      #expect(
        flatMapLines == [
          // "swift" passes, and (caused by it) the run "swif" started is cancelled.
          "flatMap(.latest) <- property", "flatMap(.latest) swif passed",
          "flatMap(.latest) swift passed", "flatMap(.latest) swif cancelled",
        ])
    }
  }

  @Test func combineLatestAndZipHoldAValueUntilTheOtherSideHasOne() {
    EventRecorder.recording { recorder in
      let left = MutableProperty(0)
      let right = MutableProperty(0)
      left.signal.combineLatest(with: right.signal).observeValues { _ in }
      left.signal.zip(with: right.signal).observeValues { _ in }
      left.value = 1
      right.value = 2
      #expect(
        lines(recorder) == [
          "combineLatest <- property, property", "zip <- property, property",
          "combineLatest 1 held", "zip 1 held", "combineLatest 2 passed", "zip 2 passed",
        ])
    }
  }

  @Test func aBindingOfALiftedChainNamesItsPropertyTheStageBeforeItAndItsTarget() {
    EventRecorder.recording { recorder in
      let source = MutableProperty(1)
      let target = MutableProperty(0)
      let names = [ObjectIdentifier(target): "target", ObjectIdentifier(source): "source"]
      target <~ source.producer.map { $0 + 1 }.filter { $0 > 0 }
      #expect(
        lines(recorder, properties: names) == [
          "map <- source", "filter <- map", "<~ <- filter", "binding into target",
          "take(during:) <- <~",
          "map 1 passed", "filter 2 passed", "<~ 2 passed", "take(during:) 2 passed",
        ])
    }
  }

  @Test func delayAndDebounceDescribeTheirInterval() {
    EventRecorder.recording { recorder in
      let scheduler = TestScheduler()
      let source = MutableProperty(0)
      _ = source.signal.delay(1, on: scheduler).debounce(0.5, on: scheduler)
      _ = source.signal.throttle(0.25, on: scheduler)
      #expect(
        lines(recorder) == [
          "delay(1s) <- property", "debounce(0.5s) <- delay(1s)", "throttle(250ms) <- property",
        ])
    }
  }

  @Test func nothingIsReportedForStagesMadeWithoutAnInstrument() {
    EventRecorder.exclusively {
      // The shell's event log, another test target's, may be installed in this process.
      guard !Instrumentation.isActive else { return }
      let source = MutableProperty(0)
      var seen: [Int] = []
      source.signal.filter { $0 > 0 }.map { $0 * 2 }.observeValues { seen.append($0) }
      let recorder = EventRecorder()
      ReactiveInspection.install(recorder)
      defer { ReactiveInspection.uninstall(recorder) }
      source.value = 1
      #expect(seen == [2])
      #expect(lines(recorder).isEmpty)
    }
  }
}
