extension SignalProducer {
  /// A producer that shares one run of this producer, started by its first start, and
  /// replays the last `capacity` values (and the end, once there is one) to every
  /// later start before forwarding what comes next. The shared run is interrupted
  /// once the returned producer and every run of it are gone.
  public func replayLazily(upTo capacity: Int) -> SignalProducer<Value, Error> {
    precondition(capacity >= 0, "replayLazily(upTo:) needs a capacity of zero or more")
    let (sharedLifetime, token) = Lifetime.make()
    let state = Locked(ReplayState<Value, Error>(capacity: capacity))
    let startShared = Locked<(() -> Void)?> {
      _ = self.take(during: sharedLifetime).start { event in
        let observers = state.withLock { $0.enqueue(event) }
        observers.forEach { $0.send(event) }
      }
    }
    return SignalProducer { observer, lifetime in
      // The shared run lasts while any run of the returned producer does.
      lifetime.observeEnded { _ = token }
      let id = state.withLock { $0.newID() }
      while true {
        switch state.withLock({ $0.attach(observer, id: id) }) {
        case .replay(let values):
          values.forEach { observer.send(value: $0) }
        case .ended(let event):
          observer.send(event)
          return
        case .attached:
          lifetime.observeEnded { state.withLock { $0.detach(id) } }
          startShared.withLock { start in
            defer { start = nil }
            return start
          }?()
          return
        }
      }
    }
  }
}

/// What `replayLazily` keeps: the last values, the attached observers, what each
/// attaching observer has still to replay, and the end.
struct ReplayState<Value, Error: Swift.Error> {
  /// What `attach` did.
  enum Attachment {
    case replay([Value])
    case attached
    case ended(Signal<Value, Error>.Event)
  }

  let capacity: Int
  var values: [Value] = []
  var observers: [UInt64: Signal<Value, Error>.Observer] = [:]
  var replaying: [UInt64: [Value]] = [:]
  var end: Signal<Value, Error>.Event?
  var lastID: UInt64 = 0

  init(capacity: Int) {
    self.capacity = capacity
  }

  mutating func newID() -> UInt64 {
    lastID += 1
    return lastID
  }

  /// Hands out the values `id` has still to replay, then attaches its observer (or
  /// tells it the end).
  mutating func attach(_ observer: Signal<Value, Error>.Observer, id: UInt64) -> Attachment {
    if let pending = replaying[id] {
      guard pending.isEmpty else {
        replaying[id] = []
        return .replay(pending)
      }
      replaying[id] = nil
    } else if !values.isEmpty {
      replaying[id] = []
      return .replay(values)
    }
    if let end { return .ended(end) }
    observers[id] = observer
    return .attached
  }

  mutating func detach(_ id: UInt64) {
    observers[id] = nil
  }

  /// Records `event` and returns the observers to send it to.
  mutating func enqueue(_ event: Signal<Value, Error>.Event) -> [Signal<Value, Error>.Observer] {
    let current = observers.sorted { $0.key < $1.key }.map(\.value)
    switch event {
    case .value(let value):
      for id in replaying.keys { replaying[id]?.append(value) }
      if capacity > 0 {
        values.append(value)
        if values.count > capacity { values.removeFirst(values.count - capacity) }
      }
    default:
      end = event
      observers = [:]
    }
    return current
  }
}
