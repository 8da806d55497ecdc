import Testing

@testable import ReactiveCore

/// Composed properties retain nothing, as in ReactiveSwift: their relay lives while the
/// property, its signal or its producer is in use, and they complete when their sources
/// go.
@Suite struct ComposedPropertyLifetimeTests {
  @Test func aComposedPropertyDoesNotKeepItsSourceAlive() {
    weak var weakSource: MutableProperty<Int>?
    var composed: [Property<Int>] = []
    do {
      let source = MutableProperty(1)
      weakSource = source
      composed = [
        source.map { $0 }, source.skipRepeats(), Property(source),
        source.combineLatest(with: source).map { $0 + $1 },
      ]
    }
    #expect(weakSource == nil)
    #expect(composed.map(\.value) == [1, 1, 1, 2])
  }

  @Test func whenTheSourceGoesTheSignalAndProducerComplete() {
    var source: MutableProperty<Int>? = MutableProperty(1)
    let mapped = source!.map { $0 * 10 }
    let signalEvents = Timeline<Int, Never>()
    let producerEvents = Timeline<Int, Never>()
    mapped.signal.observe(signalEvents.observer)
    mapped.producer.start(producerEvents.observer)
    source!.value = 2
    source = nil
    #expect(signalEvents.entries == ["20", "COMPLETED"])
    #expect(producerEvents.entries == ["10", "20", "COMPLETED"])
    #expect(mapped.value == 20)
    let late = Timeline<Int, Never>()
    mapped.producer.start(late.observer)
    #expect(late.entries == ["20", "COMPLETED"])
  }

  @Test func theUpstreamSubscriptionEndsWithTheRelay() {
    let source = MutableProperty(1)
    weak var weakComposed: Property<Int>?
    weak var weakCanary: Canary?
    do {
      let canary = Canary(5)
      weakCanary = canary
      let composed = source.map { $0 + canary.id }
      weakComposed = composed
      #expect(composed.value == 6)
    }
    #expect(weakComposed == nil)
    #expect(weakCanary == nil)
    source.value = 2
  }

  @Test func anObservedRelayOutlivesItsProperty() {
    let source = MutableProperty(1)
    var received: [Int] = []
    let observation = source.map { $0 * 2 }.signal.observeValues { received.append($0) }
    source.value = 2
    observation?.dispose()
    source.value = 3
    #expect(received == [4])
  }

  @Test func aChainOfTemporariesUsedOnlyByAnActionKeepsWorking() {
    let first = MutableProperty("")
    let last = MutableProperty("")
    weak var weakChain: Property<Bool>?
    let action: Action<Void, String, Never>
    do {
      let chain = Property.combineLatest(first, last)
        .map { "\($0) \($1)".trimmingCharacters(in: .whitespaces) }
        .map { $0.count > 3 }
      weakChain = chain
      action = Action(enabledIf: chain) { SignalProducer(value: "\(first.value) \(last.value)") }
    }
    #expect(weakChain != nil)
    #expect(!action.isEnabled.value)
    first.value = "Ada"
    #expect(!action.isEnabled.value)
    last.value = "Lovelace"
    #expect(action.isEnabled.value)
    var output: [String] = []
    action.apply().startWithValues { output.append($0) }
    #expect(output == ["Ada Lovelace"])
    first.value = ""
    last.value = ""
    #expect(!action.isEnabled.value)
  }

  @Test func anActionStatePropertyMadeInlineKeepsFollowing() {
    let text = MutableProperty("ab")
    let action = Action<Void, Int, Never>(
      state: text.map { $0.count }, enabledIf: { $0 > 2 },
      execute: { count, _ in SignalProducer(value: count) })
    #expect(!action.isEnabled.value)
    text.value = "abcd"
    var output: [Int] = []
    action.apply().startWithValues { output.append($0) }
    #expect(output == [4])
  }

  @Test func propertyInitialThenCompletesWhenItsUpstreamIsInterrupted() {
    let (values, input) = Signal<Int, Never>.pipe()
    let property = Property(initial: 0, then: values)
    let signalEvents = Timeline<Int, Never>()
    property.signal.observe(signalEvents.observer)
    input.send(value: 1)
    input.sendInterrupted()
    #expect(signalEvents.entries == ["1", "COMPLETED"])
    #expect(property.value == 1)
    let late = Timeline<Int, Never>()
    property.producer.start(late.observer)
    #expect(late.entries == ["1", "COMPLETED"])
  }

  @Test func aMutablePropertysProducerStartedAfterItIsGoneSendsTheLastValueThenCompletes() {
    var property: MutableProperty<Int>? = MutableProperty(1)
    let producer = property!.producer
    property!.value = 7
    property = nil
    let direct = Timeline<Int, Never>()
    producer.start(direct.observer)
    let lifted = Timeline<Int, Never>()
    producer.map { $0 }.start(lifted.observer)
    #expect(direct.entries == ["7", "COMPLETED"])
    #expect(lifted.entries == ["7", "COMPLETED"])
  }
}
