/// Reads a property's current value and starts observing its later changes with no
/// gap and no duplicate between them: `setup` runs once with the current value and
/// returns the action to run for every later change; `ended` runs once the property
/// will change no more (it is gone, or its own sources are). Returns the disposable
/// that ends the observation.
///
/// For this module's own properties the read and the observation happen inside one
/// serialized delivery of the property's signal, so a change made meanwhile on another
/// thread waits for `setup` to finish; any other conformance goes through its
/// `producer`, which must send the current value at once on start.
@inlinable
func observeCurrentAndChanges<P: PropertyProtocol>(
  of property: P, _ setup: (P.Value) -> (P.Value) -> Void, ended: @escaping () -> Void
) -> Disposable? {
  guard property is MutableProperty<P.Value> || property is Property<P.Value> else {
    return observeThroughProducer(of: property, setup, ended: ended)
  }
  let signal = property.signal
  var disposable: Disposable?
  signal.core.sendTransaction {
    let action = setup(property.value)
    disposable = signal.observe { event in
      if case .value(let value) = event { action(value) } else { ended() }
    }
    return nil
  }
  return disposable
}

/// `observeCurrentAndChanges` for properties from elsewhere: values that arrive while
/// `setup` runs are queued and handed to its action, in order, before later ones.
@usableFromInline
func observeThroughProducer<P: PropertyProtocol>(
  of property: P, _ setup: (P.Value) -> (P.Value) -> Void, ended: @escaping () -> Void
) -> Disposable {
  let phase = Locked((action: ((P.Value) -> Void)?.none, received: [P.Value]()))
  let disposable = property.producer.start { event in
    guard case .value(let value) = event else {
      ended()
      return
    }
    let action = phase.withLock { phase -> ((P.Value) -> Void)? in
      if phase.action == nil { phase.received.append(value) }
      return phase.action
    }
    action?(value)
  }
  var received = phase.withLock { phase in
    defer { phase.received = [] }
    return phase.received
  }
  guard !received.isEmpty else {
    preconditionFailure("a property's producer must send its current value at once")
  }
  let action = setup(received.removeFirst())
  while true {
    for value in received { action(value) }
    received = phase.withLock { phase in
      defer { phase.received = [] }
      if phase.received.isEmpty { phase.action = action }
      return phase.received
    }
    if received.isEmpty { return disposable }
  }
}
