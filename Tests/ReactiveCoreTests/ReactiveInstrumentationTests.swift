import Testing

@_spi(Inspection) @testable import ReactiveCore

@Suite(.serialized) struct ReactiveInstrumentationTests {
  @Test func nothingIsReportedWithoutAnInstrument() {
    EventRecorder.exclusively {
      let recorder = EventRecorder()
      ReactiveInspection.install(recorder)
      ReactiveInspection.uninstall(recorder)
      // Another test target's instrument (the shell's event log) may be installed in
      // this process; the uninstalled recorder must still hear nothing.
      let othersInstalled = Instrumentation.isActive
      let source = MutableProperty(1)
      let doubled = source.map { $0 * 2 }
      var causes: [ReactiveEvent.ID?] = []
      doubled.signal.observeValues { _ in causes.append(ReactiveInspection.currentCause) }
      source.value = 2
      let action = Action<Int, Int, Never> { SignalProducer(value: $0) }
      action.apply(1).start()
      SignalProducer<Int, Never>(value: 1).start().dispose()
      #expect(recorder.events.isEmpty)
      if !othersInstalled { #expect(causes == [nil]) }
    }
  }

  @Test func aSetIsReportedOldToNewAndCausesWhatItsObserversDo() {
    EventRecorder.recording { recorder in
      let first = MutableProperty(1)
      let second = MutableProperty(0)
      first.signal.observeValues { second.value = $0 * 10 }
      first.value = 2
      let firstChanges = recorder.changes(of: first, as: Int.self)
      let secondChanges = recorder.changes(of: second, as: Int.self)
      #expect(firstChanges.map { [$0.old, $0.new] } == [[1, 2]])
      #expect(secondChanges.map { [$0.old, $0.new] } == [[0, 20]])
      #expect(firstChanges.first?.event.cause == nil)
      #expect(secondChanges.first?.event.cause == firstChanges.first?.event.id)
    }
  }

  @Test func aComposedPropertyChangeIsReportedUnderItsChangeSubject() {
    EventRecorder.recording { recorder in
      let source = MutableProperty(1)
      let next = source.map { $0 + 1 }
      let sum = Property.combineLatest(source, next).map { $0 + $1 }
      source.modify { $0 = 5 }
      let sourceChange = recorder.changes(of: source, as: Int.self)
      let nextChanges = recorder.changes(of: next, as: Int.self)
      let sumChanges = recorder.changes(of: sum, as: Int.self)
      #expect(nextChanges.map { [$0.old, $0.new] } == [[2, 6]])
      // The `map` stage's passed value stands between the source's change and next's.
      let passed = recorder.events.first { $0.id == nextChanges.first?.event.cause }
      if case .stageValue(_, let value, let fate)? = passed?.kind {
        #expect(value as? Int == 5 && fate == .passed)
      } else {
        Issue.record(
          "next's change is not caused by a stage's value: \(String(describing: passed))")
      }
      #expect(passed?.cause == sourceChange.first?.event.id)
      #expect(sumChanges.last?.new == 11)
      if let last = sumChanges.last, let root = sourceChange.first?.event.id {
        #expect(recorder.causeChain(of: last.event).last == root)
      }
      #expect(ReactiveInspection.changeSubject(of: Property(value: 1)) == nil)
      #expect(
        ReactiveInspection.changeSubject(of: Property(capturing: source))
          == ObjectIdentifier(source))
    }
  }

  /// An operator that sends on something else than what came in reports what it sent,
  /// inside its pass (the pass is the cause), before the value is delivered; one that
  /// lets the value through as it came reports nothing more.
  @Test func aStageThatSendsSomethingElseReportsWhatItSent() {
    EventRecorder.recording { recorder in
      let (names, namesObserver) = Signal<String, Never>.pipe()
      let (flags, flagsObserver) = Signal<Bool, Never>.pipe()
      var delivered: [String] = []
      names.combineLatest(with: flags).map { "\($0.0) \($0.1)" }.filter { !$0.isEmpty }
        .observeValues { _ in
          delivered.append(
            recorder.events.compactMap { event -> String? in
              guard case .stageSent(_, let value) = event.kind else { return nil }
              return "\(value)"
            }.joined(separator: "; "))
        }
      flagsObserver.send(value: true)
      namesObserver.send(value: "Ada")
      let passes = recorder.events.filter {
        if case .stageValue(_, _, .passed) = $0.kind { true } else { false }
      }
      let sent = recorder.events.compactMap { event -> (ReactiveEvent, Any)? in
        guard case .stageSent(_, let value) = event.kind else { return nil }
        return (event, value)
      }
      #expect(passes.count == 3, "combineLatest, map and filter each passed one value")
      #expect(sent.count == 2, "filter sent what came in")
      #expect(sent.first.map { "\($0.1)" } == #"("Ada", true)"#)
      #expect(sent.last?.1 as? String == "Ada true")
      #expect(sent.map(\.0.cause) == passes.prefix(2).map(\.id))
      #expect(delivered == [#"("Ada", true); Ada true"#], "reported before the delivery")
    }
  }

  @Test func anActionRunIsReportedFromStartToCompletion() {
    EventRecorder.recording { recorder in
      let action = Action<Int, Int, Never> { SignalProducer(value: $0 * 2) }
      let subject = ObjectIdentifier(action)
      action.apply(3).start()
      let kinds = recorder.events.compactMap { ActionStep($0.kind, of: subject) }
      #expect(kinds == [.started(3), .value(6), .completed])
      let started = recorder.events.first { ActionStep($0.kind, of: subject) == .started(3) }
      for event in recorder.events where ActionStep(event.kind, of: subject) != nil {
        if event.id != started?.id, let started {
          #expect(recorder.causeChain(of: event).contains(started.id))
        }
      }
    }
  }

  @Test func anActionRunIsReportedFailingAndInterrupted() {
    EventRecorder.recording { recorder in
      let failing = Action<Void, Int, TestError> { SignalProducer(error: .boom) }
      let endless = Action<Void, Int, Never> { SignalProducer { _, _ in } }
      failing.apply().start()
      let run = endless.apply().start()
      run.dispose()
      let failingSteps = recorder.events.compactMap {
        ActionStep($0.kind, of: ObjectIdentifier(failing))
      }
      let endlessSteps = recorder.events.compactMap {
        ActionStep($0.kind, of: ObjectIdentifier(endless))
      }
      #expect(failingSteps == [.started(()), .failed])
      #expect(endlessSteps == [.started(()), .interrupted])
    }
  }

  @Test func aProducerStartAndItsDisposalAreReportedWithTheirConsequences() {
    EventRecorder.recording { recorder in
      let finite = SignalProducer<Int, Never>(values: 1, 2)
      finite.start()
      let endless = SignalProducer<Int, Never> { _, _ in }
      let disposable = endless.start()
      disposable.dispose()
      let steps = recorder.events.compactMap { ProducerStep($0.kind) }
      guard steps.count == 5 else {
        Issue.record("unexpected producer events: \(steps)")
        return
      }
      #expect(steps[0] == .started(steps[0].run))
      #expect(steps[1] == .ended(steps[0].run, .completed))
      #expect(steps[2] == .started(steps[2].run))
      #expect(steps[3] == .disposed(steps[2].run))
      #expect(steps[4] == .ended(steps[2].run, .interrupted))
      let events = recorder.events.filter { ProducerStep($0.kind) != nil }
      #expect(events[4].cause == events[3].id)
    }
  }
}

/// A test's view of an action's reported events.
enum ActionStep: Equatable {
  case started(AnyHashable)
  case value(AnyHashable)
  case failed, completed, interrupted

  init?(_ kind: ReactiveEvent.Kind, of subject: ObjectIdentifier) {
    switch kind {
    case .actionStarted(subject, let input): self = .started(ActionStep.hashable(input))
    case .actionValue(subject, let value): self = .value(ActionStep.hashable(value))
    case .actionFailed(subject, _): self = .failed
    case .actionCompleted(subject): self = .completed
    case .actionInterrupted(subject): self = .interrupted
    default: return nil
    }
  }

  static func started(_ input: Int) -> ActionStep { .started(AnyHashable(input)) }
  static func started(_: Void) -> ActionStep { .started(AnyHashable("()")) }
  static func value(_ value: Int) -> ActionStep { .value(AnyHashable(value)) }

  private static func hashable(_ value: Any) -> AnyHashable {
    (value as? AnyHashable) ?? AnyHashable(String(describing: value))
  }
}

/// A test's view of a producer's reported events.
enum ProducerStep: Equatable {
  case started(UInt64)
  case disposed(UInt64)
  case ended(UInt64, ReactiveEvent.ProducerEnd)

  init?(_ kind: ReactiveEvent.Kind) {
    switch kind {
    case .producerStarted(let run): self = .started(run)
    case .producerDisposed(let run): self = .disposed(run)
    case .producerEnded(let run, let how): self = .ended(run, how)
    default: return nil
    }
  }

  var run: UInt64 {
    switch self {
    case .started(let run), .disposed(let run), .ended(let run, _): return run
    }
  }
}

extension ReactiveInstrumentationTests {
  /// The stages ReactiveCore reported made (`stageCreated`) whose release it reported.
  private func releasedStages(in recorder: EventRecorder) -> (made: [UInt64], released: [UInt64]) {
    var made: [UInt64] = []
    var released: [UInt64] = []
    for event in recorder.events {
      switch event.kind {
      case .stageCreated(let stage, _, _): made.append(stage)
      case .stageReleased(let stage): released.append(stage)
      default: break
      }
    }
    return (made, released)
  }

  @Test func aStageIsReportedReleasedWithTheLastOfItsSignal() {
    EventRecorder.recording { recorder in
      let source = MutableProperty(1)
      var observation: Disposable?
      do {
        let filtered = source.signal.filter { $0 > 0 }.map { $0 * 2 }
        observation = filtered.observeValues { _ in }
      }
      source.value = 2
      #expect(releasedStages(in: recorder).made.count == 2)
      #expect(releasedStages(in: recorder).released.isEmpty, "observed: the stages live on")
      observation?.dispose()
      observation = nil
      let stages = releasedStages(in: recorder)
      #expect(Set(stages.released) == Set(stages.made))
    }
  }

  @Test func aProducersStagesAreReleasedWhenItsRunEnds() {
    EventRecorder.recording { recorder in
      SignalProducer([1, 2, 3]).map { $0 + 1 }.filter { $0 > 2 }.start()
      let stages = releasedStages(in: recorder)
      #expect(stages.made.count == 2)
      #expect(Set(stages.released) == Set(stages.made))
    }
  }
}
