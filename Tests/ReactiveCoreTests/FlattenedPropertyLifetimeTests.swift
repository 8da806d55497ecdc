import Testing

@_spi(Inspection) @testable import ReactiveCore

/// A flattened property retains nothing either: when the outer property goes, the inner
/// properties it held go with it and the flattened property completes, as in
/// ReactiveSwift. The same with an instrument installed (the shell's event log).
@Suite struct FlattenedPropertyLifetimeTests {
  @Test(arguments: [false, true])
  func latestCompletesWhenTheOuterPropertyGoes(instrumented: Bool) {
    Self.run(instrumented: instrumented) {
      var inner: MutableProperty<Int>? = MutableProperty(1)
      weak let weakInner = inner
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
  }

  @Test(arguments: [false, true])
  func latestReleasesTheInnerPropertiesItSwitchedAwayFrom(instrumented: Bool) {
    Self.run(instrumented: instrumented) {
      var first: MutableProperty<Int>? = MutableProperty(1)
      weak let weakFirst = first
      let outer = MutableProperty(first!)
      let flattened = outer.flatMap(.latest) { $0.map { "#\($0)" } }
      first = nil
      outer.value = MutableProperty(2)
      #expect(weakFirst == nil)
      #expect(flattened.value == "#2")
    }
  }

  @Test(arguments: [false, true])
  func concatAndMergeCompleteOnceTheOuterAndEveryInnerAreGone(instrumented: Bool) {
    Self.run(instrumented: instrumented) {
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
  }

  @Test(arguments: [false, true])
  func aKeptRunDisposableDoesNotKeepTheProducerItStarted(instrumented: Bool) {
    Self.run(instrumented: instrumented) {
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

  /// Runs `body`, with an instrument installed when `instrumented`: one that keeps
  /// nothing, as the shell's event log keeps descriptions of values, not the values.
  static func run(instrumented: Bool, _ body: () -> Void) {
    guard instrumented else { return body() }
    EventRecorder.exclusively {
      let instrument = DiscardingInstrument()
      ReactiveInspection.install(instrument)
      defer { ReactiveInspection.uninstall(instrument) }
      body()
    }
  }
}

/// An instrument that hears every event and keeps none.
private final class DiscardingInstrument: ReactiveInstrument {
  func record(_ event: ReactiveEvent) {}
}
