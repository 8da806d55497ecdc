/// How `flatten` and `flatMap` combine the inner producers they start.
public enum FlattenStrategy: Sendable, Equatable {
  /// Runs every inner producer at once, forwarding values as they come.
  case merge
  /// Runs inner producers one after another, in order.
  case concat
  /// Runs only the latest inner producer: a new one interrupts the one before.
  case latest
  /// Runs at most `limit` inner producers at once; the rest wait in order.
  case concurrent(limit: Int)
  /// Starts every inner producer and forwards only the first to send an event; the
  /// others are interrupted and later ones ignored.
  case race
  /// Starts an inner producer only when none is running; inners that arrive while one
  /// runs are dropped.
  case throttle

  /// Runs at most `limit` inner producers at once (ReactiveSwift's spelling).
  public static func concurrent(limit: UInt) -> FlattenStrategy {
    .concurrent(limit: Int(clamping: limit))
  }
}

extension Signal {
  /// Flattens a signal of producers with `strategy`. Completes once this signal and
  /// every inner producer it started have completed; any failure fails it.
  @inlinable
  public func flatten<U>(_ strategy: FlattenStrategy) -> Signal<U, Error>
  where Value == SignalProducer<U, Error> {
    flattenProducers(strategy)
  }

  /// `flatten`'s work, under a name of its own so that the overloads for other inners
  /// (`FlattenConvertible.swift`) reach it without resolving to themselves.
  @inlinable
  func flattenProducers<U>(_ strategy: FlattenStrategy) -> Signal<U, Error>
  where Value == SignalProducer<U, Error> {
    switch strategy {
    case .latest: return flattenLatest()
    case .merge: return flattenConcurrent(limit: .max)
    case .concat: return flattenConcurrent(limit: 1)
    case .concurrent(let limit):
      precondition(limit > 0, "flatten(.concurrent(limit:)) needs a positive limit")
      return flattenConcurrent(limit: limit)
    case .race: return flattenRace()
    case .throttle: return flattenThrottle()
    }
  }

  /// Maps each value to a producer and flattens them with `strategy`.
  @inlinable
  public func flatMap<U>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, Error>
  ) -> Signal<U, Error> {
    if _slowPath(Instrumentation.isActive) { return reportingFlatMap(strategy, transform) }
    return map(transform).flatten(strategy)
  }

  /// Maps each value to a producer that cannot fail and flattens them with `strategy`.
  @inlinable
  public func flatMap<U>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, Never>
  ) -> Signal<U, Error> {
    if _slowPath(Instrumentation.isActive) {
      return reportingFlatMap(strategy) { transform($0).promoteError(Error.self) }
    }
    return map { transform($0).promoteError(Error.self) }.flatten(strategy)
  }

  /// `flatMap` with an instrument installed: one stage, `flatMap(.latest)`, whose
  /// passed values start their inner producers (so a request is caused by the value
  /// that made it) and which reports an input whose inner run was replaced as
  /// cancelled.
  @usableFromInline
  func reportingFlatMap<U>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, Error>
  ) -> Signal<U, Error> {
    let report = StageReport(description: "flatMap(.\(strategy))", inputs: [core])
    let inners = LatestInnerTracker(report, cancelsPrevious: strategy == .latest)
    let producers = Signal<SignalProducer<U, Error>, Error>.unaryStage(after: self) {
      stage, lifetime in
      lifetime.addForGood(
        self.observe { event in
          guard case .value(let value) = event else { return stage.deliver(event.map(transform)) }
          report.pass(value) {
            let token = inners.starting(value)
            // Weakly: the tracker holds the value, which may hold the inner run's
            // source (a property of properties), and so the run itself.
            stage.deliver(
              .value(transform(value).on(terminated: { [weak inners] in inners?.ended(token) })))
          }
        })
    }
    let flattened = producers.flatten(strategy)
    report.sends(on: flattened.core)
    return flattened
  }

  @inlinable
  func flattenLatest<U>() -> Signal<U, Error> where Value == SignalProducer<U, Error> {
    Signal<U, Error> { observer, lifetime in
      let current = SerialDisposable()
      lifetime += current
      let state = Locked(LatestState())
      lifetime += self.observe { event in
        switch event {
        case .value(let producer):
          let id = state.withLock { state -> UInt64 in
            state.latest += 1
            state.isInnerActive = true
            return state.latest
          }
          func isLatest() -> Bool { state.withLock { $0.latest == id } }
          // The previous inner is interrupted before the new one starts.
          current.inner = nil
          let run = producer.start { innerEvent in
            switch innerEvent {
            case .value(let value):
              if isLatest() { observer.send(value: value) }
            case .failed(let error):
              if isLatest() { observer.send(error: error) }
            case .interrupted:
              if isLatest() { observer.sendInterrupted() }
            case .completed:
              let done = state.withLock { state -> Bool in
                guard state.latest == id else { return false }
                state.isInnerActive = false
                return state.isOuterCompleted
              }
              if done { observer.sendCompleted() }
            }
          }
          if !run.isDisposed { current.inner = run }
        case .failed(let error): observer.send(error: error)
        case .interrupted: observer.sendInterrupted()
        case .completed:
          let done = state.withLock { state -> Bool in
            state.isOuterCompleted = true
            return !state.isInnerActive
          }
          if done { observer.sendCompleted() }
        }
      }
    }
  }

  @inlinable
  func flattenConcurrent<U>(limit: Int) -> Signal<U, Error>
  where Value == SignalProducer<U, Error> {
    Signal<U, Error> { observer, lifetime in
      let inners = CompositeDisposable()
      lifetime += inners
      let state = Locked(ConcurrentState<SignalProducer<U, Error>>())

      func start(_ producer: SignalProducer<U, Error>) {
        producer.startWithSignal { inner, interrupter in
          let handle = inners.add(interrupter)
          inner.observe { innerEvent in
            switch innerEvent {
            case .value(let value): observer.send(value: value)
            case .failed(let error): observer.send(error: error)
            case .interrupted: observer.sendInterrupted()
            case .completed:
              handle?.dispose()
              state.withLock { $0.active -= 1 }
              startWaiting()
            }
          }
        }
      }

      // Starts waiting inners while there is room, in a loop: an inner that completes
      // inside `start` only makes room, and the loop that is already running (on this
      // thread or another) starts the next one, so the stack does not grow with the
      // number of inners that complete at once.
      func startWaiting() {
        let isStarter = state.withLock { state -> Bool in
          guard !state.isStarting else { return false }
          state.isStarting = true
          return true
        }
        guard isStarter else { return }
        while true {
          let (next, done) = state.withLock { state -> (SignalProducer<U, Error>?, Bool) in
            if state.active < limit, let next = state.waiting.popFirst() {
              state.active += 1
              return (next, false)
            }
            state.isStarting = false
            return (nil, state.isFinished)
          }
          guard let next else {
            if done { observer.sendCompleted() }
            return
          }
          start(next)
        }
      }

      lifetime += self.observe { event in
        switch event {
        case .value(let producer):
          state.withLock { $0.waiting.append(producer) }
          startWaiting()
        case .failed(let error): observer.send(error: error)
        case .interrupted: observer.sendInterrupted()
        case .completed:
          state.withLock { $0.isOuterCompleted = true }
          startWaiting()
        }
      }
    }
  }
}

extension Signal where Error == Never {
  /// Maps each value to a producer that cannot fail either, and flattens them.
  @inlinable
  public func flatMap<U>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, Never>
  ) -> Signal<U, Never> {
    if _slowPath(Instrumentation.isActive) { return reportingFlatMap(strategy, transform) }
    return map(transform).flatten(strategy)
  }

  /// Maps each value to a producer that can fail and flattens them with `strategy`.
  @inlinable
  public func flatMap<U, F>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, F>
  ) -> Signal<U, F> {
    promoteError(F.self).flatMap(strategy, transform)
  }
}

extension SignalProducer {
  /// Flattens a producer of producers with `strategy`.
  @inlinable
  public func flatten<U>(_ strategy: FlattenStrategy) -> SignalProducer<U, Error>
  where Value == SignalProducer<U, Error> {
    lift { $0.flatten(strategy) }
  }

  /// Maps each value to a producer and flattens them with `strategy`.
  @inlinable
  public func flatMap<U>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, Error>
  ) -> SignalProducer<U, Error> {
    lift { $0.flatMap(strategy, transform) }
  }

  /// Maps each value to a producer that cannot fail and flattens them with `strategy`.
  @inlinable
  public func flatMap<U>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, Never>
  ) -> SignalProducer<U, Error> {
    lift { $0.flatMap(strategy, transform) }
  }
}

extension SignalProducer where Error == Never {
  /// Maps each value to a producer that cannot fail either, and flattens them.
  @inlinable
  public func flatMap<U>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, Never>
  ) -> SignalProducer<U, Never> {
    lift { $0.flatMap(strategy, transform) }
  }

  /// Maps each value to a producer that can fail and flattens them with `strategy`.
  @inlinable
  public func flatMap<U, F>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, F>
  ) -> SignalProducer<U, F> {
    promoteError(F.self).flatMap(strategy, transform)
  }
}

/// What `flatten(.latest)` remembers: which inner run is the latest, and what has ended.
@usableFromInline
struct LatestState {
  @usableFromInline var latest: UInt64 = 0
  @usableFromInline var isInnerActive = false
  @usableFromInline var isOuterCompleted = false

  @inlinable
  init() {}
}

/// What `flatten(.merge)`, `.concat` and `.concurrent` remember.
@usableFromInline
struct ConcurrentState<Inner> {
  @usableFromInline var active = 0
  @usableFromInline var waiting = WaitingQueue<Inner>()
  @usableFromInline var isOuterCompleted = false
  /// Whether a thread is in the loop that starts waiting inners.
  @usableFromInline var isStarting = false

  @inlinable
  init() {}

  /// Whether the outer signal and every inner have completed.
  @inlinable
  var isFinished: Bool { isOuterCompleted && active == 0 && waiting.isEmpty }
}

/// A first-in, first-out queue whose removals do not shift the remaining elements.
@usableFromInline
struct WaitingQueue<Element> {
  @usableFromInline var elements: [Element?] = []
  @usableFromInline var head = 0

  @inlinable
  init() {}

  /// Whether the queue is empty.
  @inlinable
  var isEmpty: Bool { head == elements.count }

  /// Adds `element` at the back.
  @inlinable
  mutating func append(_ element: Element) {
    elements.append(element)
  }

  /// Removes and returns the front element, if any.
  @inlinable
  mutating func popFirst() -> Element? {
    guard head < elements.count else { return nil }
    defer {
      elements[head] = nil
      head += 1
      if head == elements.count {
        elements.removeAll(keepingCapacity: true)
        head = 0
      }
    }
    return elements[head]
  }
}
