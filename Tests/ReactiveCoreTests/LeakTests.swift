import Testing

@testable import ReactiveCore

@Suite struct LeakTests {
  @Test func aCompletedChainReleasesItsClosures() {
    let (signal, input) = Signal<Int, Never>.pipe()
    weak var weakCanary: Canary?
    do {
      let canary = Canary(1)
      weakCanary = canary
      signal.map { $0 + canary.id }.filter { _ in canary.id > 0 }.observeValues { _ in _ = canary }
    }
    input.send(value: 1)
    #expect(weakCanary != nil)
    input.sendCompleted()
    #expect(weakCanary == nil)
  }

  @Test func disposingAnObservationReleasesTheDerivedSignalsClosures() {
    let (signal, input) = Signal<Int, Never>.pipe()
    weak var weakCanary: Canary?
    weak var weakDerived: Signal<Int, Never>?
    var disposable: Disposable?
    do {
      let canary = Canary(1)
      weakCanary = canary
      let derived = signal.map { $0 + canary.id }
      weakDerived = derived
      disposable = derived.observeValues { _ in }
    }
    #expect(weakDerived == nil)
    #expect(weakCanary != nil)
    disposable?.dispose()
    #expect(weakCanary == nil)
    input.send(value: 1)
  }

  @Test func disposingAnObservationThatHasReceivedValuesReleasesItsClosure() {
    let (signal, input) = Signal<Int, Never>.pipe()
    weak var weakCanary: Canary?
    var disposable: Disposable?
    do {
      let canary = Canary(1)
      weakCanary = canary
      disposable = signal.observeValues { _ in _ = canary }
    }
    signal.observeValues { _ in }
    input.send(value: 1)
    disposable?.dispose()
    #expect(weakCanary == nil)
    input.send(value: 2)
  }

  @Test func disposingOneObserverOfAnOperatorsSignalReleasesItAtOnce() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let doubled = signal.map { $0 * 2 }.filter { $0 > 0 }
    doubled.observeValues { _ in }
    weak var weakCanary: Canary?
    var disposable: Disposable?
    do {
      let canary = Canary(1)
      weakCanary = canary
      disposable = doubled.observeValues { _ in _ = canary }
    }
    input.send(value: 1)
    disposable?.dispose()
    #expect(weakCanary == nil)
    input.send(value: 2)
  }

  @Test func anObserverThatDisposesItselfWhileReceivingIsReleasedAtOnce() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let doubled = signal.map { $0 * 2 }
    weak var weakCanary: Canary?
    let disposable = SerialDisposable()
    do {
      let canary = Canary(1)
      weakCanary = canary
      disposable.inner = doubled.observeValues { _ in
        _ = canary
        disposable.dispose()
      }
    }
    doubled.observeValues { _ in }
    input.send(value: 1)
    #expect(weakCanary == nil)
    input.send(value: 2)
  }

  @Test func anObservationOfItsOwnPropertyIsFreedWhenDisposed() {
    weak var weakProperty: MutableProperty<Int>?
    do {
      let property = MutableProperty(0)
      weakProperty = property
      let observation = property.signal.observeValues { _ in _ = property.value }
      property.value = 1
      observation?.dispose()
    }
    #expect(weakProperty == nil)
  }

  @Test func aPropertyRunThatDisposesItselfIsFreedWithItsObserver() {
    let property = MutableProperty(1)
    weak var weakCanary: Canary?
    do {
      let canary = Canary(2)
      weakCanary = canary
      var run: Disposable?
      run = property.producer.startWithValues { value in
        _ = canary
        if value == 2 { run?.dispose() }
      }
    }
    property.value = 2
    #expect(weakCanary == nil)
  }

  @Test func aDisposedPropertyRunIsFreedBeforeThePropertyChangesAgain() {
    let property = MutableProperty(1)
    property.signal.observeValues { _ in }
    weak var weakRun: AnyObject?
    do {
      let run = property.producer.startWithValues { _ in }
      weakRun = run as AnyObject
      property.value = 2
      run.dispose()
    }
    #expect(weakRun == nil)
  }

  @Test func anUnobservedReleasedSignalReleasesItsGenerator() {
    weak var weakCanary: Canary?
    weak var weakSignal: Signal<Int, Never>?
    do {
      let canary = Canary()
      weakCanary = canary
      let signal = Signal<Int, Never> { _, lifetime in
        lifetime.observeEnded { _ = canary }
      }
      weakSignal = signal
    }
    #expect(weakSignal == nil)
    #expect(weakCanary == nil)
  }

  @Test func aDisposedProducerChainReleasesItsClosures() {
    let property = MutableProperty(1)
    weak var weakCanary: Canary?
    var disposable: Disposable?
    do {
      let canary = Canary(2)
      weakCanary = canary
      disposable = property.producer.map { $0 * canary.id }.skipRepeats().startWithValues { _ in }
    }
    #expect(weakCanary != nil)
    disposable?.dispose()
    #expect(weakCanary == nil)
  }

  @Test func aReleasedMutablePropertyIsFreedWithItsDerivedProperties() {
    weak var weakProperty: MutableProperty<Int>?
    weak var weakDerived: Property<Int>?
    do {
      let property = MutableProperty(1)
      let derived = property.map { $0 + 1 }
      weakProperty = property
      weakDerived = derived
      #expect(derived.value == 2)
    }
    #expect(weakDerived == nil)
    #expect(weakProperty == nil)
  }

  @Test func anActionIsFreedAfterItsRunsEnd() {
    weak var weakAction: Action<Int, Int, Never>?
    do {
      let action = Action<Int, Int, Never> { SignalProducer(value: $0) }
      weakAction = action
      action.apply(1).start()
    }
    #expect(weakAction == nil)
  }
}
