import Testing

@_spi(Inspection) @testable import ReactiveCore

/// The operators added for ReactiveSwift's vocabulary report their stages to the
/// instrumentation like the others: a description, what feeds them, and what they did
/// with each value.
@Suite(.serialized) struct VocabularyStageReportTests {
  /// The stage events as lines: `skip(while:) <- source`, `skip(while:) 1 dropped`.
  private func lines(_ recorder: EventRecorder, names: [ObjectIdentifier: String]) -> [String] {
    var stages: [UInt64: String] = [:]
    return recorder.events.compactMap { event in
      switch event.kind {
      case .stageCreated(let stage, let description, let inputs):
        stages[stage] = description
        let sources = inputs.map { input -> String in
          switch input {
          case .stage(let id): return stages[id] ?? "stage \(id)"
          case .property(let subject): return names[subject] ?? "property"
          case .action: return "action"
          case .unknown: return "?"
          }
        }
        return "\(description) <- \(sources.joined(separator: ", "))"
      case .stageValue(let stage, let value, let fate):
        return "\(stages[stage] ?? "?") \(value) \(fate)"
      default: return nil
      }
    }
  }

  @Test func aFilteringOperatorReportsPassedAndDroppedValues() {
    EventRecorder.recording { recorder in
      let source = MutableProperty(0)
      var seen: [Int] = []
      source.signal.skip(while: { $0 < 2 }).uniqueValues().observeValues { seen.append($0) }
      for value in [1, 2, 1, 2] { source.value = value }
      #expect(seen == [2, 1])
      #expect(
        lines(recorder, names: [ObjectIdentifier(source): "source"]) == [
          "skip(while:) <- source", "uniqueValues <- skip(while:)",
          "skip(while:) 1 dropped",
          "skip(while:) 2 passed", "uniqueValues 2 passed",
          "skip(while:) 1 passed", "uniqueValues 1 passed",
          "skip(while:) 2 passed", "uniqueValues 2 dropped",
        ])
    }
  }

  @Test func aBufferingOperatorReportsHeldValuesAndPassesThemAtTheEnd() {
    EventRecorder.recording { recorder in
      let (signal, input) = Signal<Int, Never>.pipe()
      var seen: [Int] = []
      signal.take(last: 1).observeValues { seen.append($0) }
      input.send(value: 1)
      input.send(value: 2)
      input.sendCompleted()
      #expect(seen == [2])
      #expect(
        lines(recorder, names: [:]) == [
          "take(last: 1) <- ?", "take(last: 1) 1 held", "take(last: 1) 1 dropped",
          "take(last: 1) 2 held", "take(last: 1) 2 passed",
        ])
    }
  }

  @Test func aSchedulingOperatorHoldsThenPassesOnTheScheduler() {
    EventRecorder.recording { recorder in
      let scheduler = TestScheduler()
      let paused = MutableProperty(true)
      let source = MutableProperty("")
      var seen: [String] = []
      source.signal.throttle(while: paused, on: scheduler).observeValues { seen.append($0) }
      source.value = "a"
      source.value = "b"
      paused.value = false
      scheduler.advance()
      #expect(seen == ["b"])
      #expect(
        lines(recorder, names: [ObjectIdentifier(source): "source"]).filter {
          $0.hasPrefix("throttle")
        } == [
          "throttle(while:) <- source", "throttle(while:) a held", "throttle(while:) a dropped",
          "throttle(while:) b held", "throttle(while:) b passed",
        ])
    }
  }

  @Test func composedOperatorsNameThemselvesAfterTheirParts() {
    EventRecorder.recording { recorder in
      let a = MutableProperty(true)
      let b = MutableProperty(false)
      var both: [Bool] = []
      a.signal.and(b.signal).observeValues { both.append($0) }
      a.value = true
      b.value = true
      #expect(both == [true])
      let reported = lines(recorder, names: [ObjectIdentifier(a): "a", ObjectIdentifier(b): "b"])
      #expect(reported.contains("and <- a, b"))
      #expect(reported.last == "and true passed")
    }
  }

  @Test func flattenOverSignalsReportsWhatItForwards() {
    EventRecorder.recording { recorder in
      let (signals, send) = Signal<Signal<Int, Never>, Never>.pipe()
      let (inner, innerInput) = Signal<Int, Never>.pipe()
      var seen: [Int] = []
      signals.flatten(.latest).observeValues { seen.append($0) }
      send.send(value: inner)
      innerInput.send(value: 5)
      #expect(seen == [5])
      let reported = lines(recorder, names: [:])
      #expect(reported.contains("flatten(.latest) <- ?"))
      #expect(reported.last == "flatten(.latest) 5 passed")
    }
  }
}
