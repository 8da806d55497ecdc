import Testing

@testable import ReactiveCore

@Suite struct BooleanOperatorTests {
  @Test func signalNegateAndOrFollowTheLatestValues() {
    let (a, inputA) = Signal<Bool, Never>.pipe()
    let (b, inputB) = Signal<Bool, Never>.pipe()
    let negated = Timeline<Bool, Never>()
    let both = Timeline<Bool, Never>()
    let either = Timeline<Bool, Never>()
    a.negate().observe(negated.observer)
    a.and(b).observe(both.observer)
    a.or(b).observe(either.observer)
    inputA.send(value: true)
    inputB.send(value: false)
    inputB.send(value: true)
    inputA.send(value: false)
    #expect(negated.entries == ["false", "true"])
    #expect(both.entries == ["false", "true", "false"])
    #expect(either.entries == ["true", "true", "true"])
  }

  @Test func signalAllAndAnyWaitForEveryInput() {
    let pipes = (0..<3).map { _ in Signal<Bool, Never>.pipe() }
    let all = Timeline<Bool, Never>()
    let any = Timeline<Bool, Never>()
    Signal.all(pipes.map(\.output)).observe(all.observer)
    Signal.any(pipes[0].output, pipes[1].output, pipes[2].output).observe(any.observer)
    pipes[0].input.send(value: true)
    pipes[1].input.send(value: true)
    #expect(all.entries.isEmpty)
    pipes[2].input.send(value: false)
    pipes[2].input.send(value: true)
    pipes.forEach { $0.input.sendCompleted() }
    #expect(all.entries == ["false", "true", "COMPLETED"])
    #expect(any.entries == ["true", "true", "COMPLETED"])
  }

  @Test func producerBooleansAcceptPropertiesAndSignals() {
    let flag = MutableProperty(true)
    let other = MutableProperty(false)
    #expect(SignalProducer<_, Never>(value: true).and(flag).recorded() == ["true"])
    #expect(SignalProducer<_, Never>(value: false).or(other).recorded() == ["false"])
    #expect(SignalProducer<_, Never>(value: true).negate().recorded() == ["false", "COMPLETED"])
    #expect(
      SignalProducer.all([flag.producer, other.producer]).take(first: 1).recorded()
        == ["false", "COMPLETED"])
    #expect(
      SignalProducer<Bool, Never>.any([flag, other]).take(first: 1).recorded() == [
        "true", "COMPLETED",
      ])
  }

  @Test func propertyAllAndAnyFollowTheirSources() {
    let name = MutableProperty(false)
    let password = MutableProperty(false)
    let valid = Property.all(name, password)
    let started = Property<Bool>.any([name, password])
    #expect(valid.value == false)
    #expect(started.value == false)
    name.value = true
    #expect(valid.value == false)
    #expect(started.value == true)
    password.value = true
    #expect(valid.value == true)
    #expect(Property<Bool>.all([MutableProperty<Bool>]()).value == true)
    #expect(Property<Bool>.any([MutableProperty<Bool>]()).value == false)
  }
}

@Suite struct BooleanOperatorEmptyTests {
  @Test func allAndAnyOfNoProducersSendTheirNeutralValue() {
    #expect(SignalProducer<Bool, Never>.all([]).recorded() == ["true", "COMPLETED"])
    #expect(SignalProducer<Bool, Never>.any([]).recorded() == ["false", "COMPLETED"])
  }
}
