import Testing

@testable import ReactiveCore

@Suite struct ActionTests {
  @Test func disablesItselfWhileExecutingAndRejectsApply() {
    let (work, input) = Signal<Int, TestError>.pipe()
    let action = Action<Int, Int, TestError> { n in SignalProducer(work).map { $0 + n } }
    var enabledHistory: [Bool] = []
    action.isEnabled.producer.startWithValues { enabledHistory.append($0) }
    var results: [Result<Int, ActionError<TestError>>] = []
    action.apply(10).startWithResult { results.append($0) }
    #expect(action.isExecuting.value)
    var rejection: ActionError<TestError>?
    action.apply(1).startWithFailed { rejection = $0 }
    #expect(rejection == .disabled)
    input.send(value: 1)
    input.sendCompleted()
    #expect(results == [.success(11)])
    #expect(!action.isExecuting.value)
    #expect(enabledHistory == [true, false, true])
  }

  @Test func reportsValuesErrorsAndEvents() {
    let action = Action<Int, Int, TestError> { n in
      n < 0 ? SignalProducer(error: .boom) : SignalProducer(value: n * 2)
    }
    var values: [Int] = []
    var errors: [TestError] = []
    var events: [String] = []
    var completions = 0
    action.values.observeValues { values.append($0) }
    action.errors.observeValues { errors.append($0) }
    action.events.observeValues { events.append($0.description) }
    action.completed.observeValues { completions += 1 }
    action.apply(2).start()
    var failure: ActionError<TestError>?
    action.apply(-1).startWithFailed { failure = $0 }
    #expect(values == [4])
    #expect(errors == [.boom])
    #expect(failure == .producerFailed(.boom))
    #expect(events == ["VALUE 4", "COMPLETED", "FAILED boom"])
    #expect(completions == 1)
    #expect(action.isEnabled.value)
  }

  @Test func enabledIfFollowsItsProperty() {
    let allowed = MutableProperty(false)
    let action = Action<Void, Int, Never>(enabledIf: allowed) { SignalProducer(value: 1) }
    #expect(!action.isEnabled.value)
    var rejection: ActionError<Never>?
    action.apply().startWithFailed { rejection = $0 }
    #expect(rejection == .disabled)
    allowed.value = true
    #expect(action.isEnabled.value)
    var values: [Int] = []
    action.apply().startWithValues { values.append($0) }
    #expect(values == [1])
    allowed.value = false
    #expect(!action.isEnabled.value)
  }

  @Test func stateActionSeesTheCurrentState() {
    let name = MutableProperty("")
    let action = Action<Void, String, Never>(state: name, enabledIf: { !$0.isEmpty }) { name, _ in
      SignalProducer(value: "hello \(name)")
    }
    #expect(!action.isEnabled.value)
    name.value = "ada"
    var values: [String] = []
    action.apply().startWithValues { values.append($0) }
    #expect(values == ["hello ada"])
  }

  @Test func disposingARunInterruptsItAndReenables() {
    let action = Action<Void, Int, Never> { SignalProducer.never }
    var interrupted = false
    let run = action.apply().startWithInterrupted { interrupted = true }
    #expect(!action.isEnabled.value)
    run.dispose()
    #expect(interrupted)
    #expect(action.isEnabled.value)
  }
}
