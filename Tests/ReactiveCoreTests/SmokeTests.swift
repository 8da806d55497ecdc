import Testing

@testable import ReactiveCore

@Suite struct SmokeTests {
  @Test func pipeDeliversInOrderAndReentrantSendsAreQueued() {
    let (signal, input) = Signal<Int, Never>.pipe()
    var received: [Int] = []
    signal.observeValues { value in
      received.append(value)
      if value == 1 { input.send(value: 3) }
      received.append(-value)
    }
    input.send(value: 1)
    input.send(value: 2)
    #expect(received == [1, -1, 3, -3, 2, -2])
    input.sendCompleted()  // the observer holds `input`: only termination frees them
  }

  @Test func propertyProducerSendsCurrentValueFirst() {
    let property = MutableProperty(1)
    var received: [Int] = []
    property.producer.startWithValues { received.append($0) }
    property.value = 2
    let doubled = property.map { $0 * 2 }
    #expect(doubled.value == 4)
    property.value = 5
    #expect(doubled.value == 10)
    #expect(received == [1, 2, 5])
  }

  @Test func actionDisablesWhileExecuting() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let action = Action<Int, Int, Never> { n in SignalProducer(signal).map { $0 + n } }
    var values: [Int] = []
    action.values.observeValues { values.append($0) }
    #expect(action.isEnabled.value)
    action.apply(10).start()
    #expect(!action.isEnabled.value)
    #expect(action.isExecuting.value)
    var disabled = false
    action.apply(1).startWithFailed { if case .disabled = $0 { disabled = true } }
    #expect(disabled)
    input.send(value: 1)
    input.sendCompleted()
    #expect(values == [11])
    #expect(action.isEnabled.value)
  }

  @Test func flatMapLatestOnTestScheduler() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    var received: [Int] = []
    signal.flatMap(.latest) { n in
      SignalProducer<Int, Never> { observer, lifetime in
        lifetime += scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(1)) {
          observer.send(value: n)
          observer.sendCompleted()
        }
      }
    }.observeValues { received.append($0) }
    input.send(value: 1)
    scheduler.advance(by: 0.5)
    input.send(value: 2)
    scheduler.advance(by: 2)
    #expect(received == [2])
  }

  @Test func bindingEndsWithTargetLifetime() {
    let source = MutableProperty("a")
    var target: MutableProperty<String>? = MutableProperty("")
    weak let weakTarget = target
    target! <~ source
    #expect(target?.value == "a")
    source.value = "b"
    #expect(target?.value == "b")
    target = nil
    #expect(weakTarget == nil)
    source.value = "c"
  }
}
