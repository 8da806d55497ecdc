import Testing

@testable import ReactiveCore

/// A flattened property retains nothing either: when the outer property goes, the inner
/// properties it held go with it and the flattened property completes, as in
/// ReactiveSwift.
@Suite struct FlattenedPropertyLifetimeTests {
  @Test func latestCompletesWhenTheOuterPropertyGoes() {
    var inner: MutableProperty<Int>? = MutableProperty(1)
    weak var weakInner = inner
    var outer: MutableProperty<MutableProperty<Int>>? = MutableProperty(inner!)
    let events = Timeline<Int, Never>()
    outer!.flatten(.latest).producer.start(events.observer)
    inner!.value = 2
    inner = nil
    #expect(weakInner != nil)
    outer = nil
    #expect(weakInner == nil)
    #expect(events.entries == ["1", "2", "COMPLETED"])
  }

  @Test func latestReleasesTheInnerPropertiesItSwitchedAwayFrom() {
    var first: MutableProperty<Int>? = MutableProperty(1)
    weak var weakFirst = first
    let outer = MutableProperty(first!)
    let flattened = outer.flatMap(.latest) { $0.map { "#\($0)" } }
    first = nil
    outer.value = MutableProperty(2)
    #expect(weakFirst == nil)
    #expect(flattened.value == "#2")
  }

  @Test func concatAndMergeCompleteOnceTheOuterAndEveryInnerAreGone() {
    for strategy in [FlattenStrategy.concat, .merge] {
      var inner: MutableProperty<Int>? = MutableProperty(1)
      var outer: MutableProperty<MutableProperty<Int>>? = MutableProperty(inner!)
      let flattened = outer!.flatten(strategy)
      let events = Timeline<Int, Never>()
      flattened.producer.start(events.observer)
      outer = nil
      inner!.value = 2
      #expect(events.entries == ["1", "2"])
      inner = nil
      #expect(events.entries == ["1", "2", "COMPLETED"])
      #expect(flattened.value == 2)
    }
  }

  @Test func aKeptRunDisposableDoesNotKeepTheProducerItStarted() {
    weak var weakCanary: Canary?
    var disposable: Disposable?
    do {
      let canary = Canary(7)
      weakCanary = canary
      disposable = SignalProducer<Int, Never> { observer, _ in observer.send(value: canary.id) }
        .flatMap(.latest) { SignalProducer(value: $0) }
        .start()
    }
    #expect(weakCanary == nil)
    disposable?.dispose()
  }
}
