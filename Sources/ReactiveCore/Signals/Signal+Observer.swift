extension Signal {
  /// Receives a signal's events. Also the handle a generator or pipe sends events
  /// through: `send(value:)`, `send(error:)`, `sendCompleted()`, `sendInterrupted()`.
  ///
  /// Not final so that the library's own observers (`ValueObserver`, the operators'
  /// observers) can keep what they need in one object instead of an observer and a
  /// closure context; nothing outside the module can subclass it.
  public class Observer: @unchecked Sendable {
    /// What the observer does with each event.
    public typealias Action = (Event) -> Void

    @usableFromInline
    let action: Action

    /// How one of the library's own observers receives each event, given the observer
    /// itself: a closure without captures, made where the observer was made so that it
    /// runs the client's specialised code (a dynamically dispatched method would run
    /// the module's unspecialised one). Called only when `hasReceive` says so (a flag,
    /// not an optional: calling an optional closure stored in a class retains it).
    ///
    /// It takes the event by address. Taken by value, the specialised closure was given
    /// the event in registers through a reabstraction thunk, which loaded the event's
    /// one-byte tag with a four-byte load: a load the sender's one-byte store cannot
    /// forward to, which stalls it on every event. By address, nothing is converted and
    /// the closure reads the tag as the byte it is.
    @usableFromInline
    let receive: (Observer, UnsafePointer<Event>) -> Void
    @usableFromInline
    let hasReceive: Bool
    /// Whether `ReactiveResources` counted this observer when it was made and has not yet
    /// counted its end. Set in each initializer, not by an initial value, which the
    /// compiler calls as a function of its own from every inlined initializer. A variable
    /// for `MapValueRun`, whose observer ends with its run while the object lives on as the
    /// client's disposable; read only by that run, under its core's deliveries, and by
    /// `deinit`.
    @exclusivity(unchecked) @usableFromInline
    var isCounted: Bool

    /// An observer that runs `action` for every event.
    @inlinable
    public init(_ action: @escaping Action) {
      self.action = action
      receive = Self.receiveNothing
      hasReceive = false
      isCounted = ResourceCounting.began(.observer)
    }

    /// One of the library's own observers, receiving each event through `receive`.
    @inlinable
    init(receive: @escaping (Observer, UnsafePointer<Event>) -> Void) {
      action = Self.ignore
      self.receive = receive
      hasReceive = true
      isCounted = ResourceCounting.began(.observer)
    }

    deinit {
      if isCounted { ResourceCounting.ended(.observer) }
    }

    /// The `action` of an observer that receives its events through `receive`: never
    /// called.
    @inlinable
    static func ignore(_ event: Event) {}

    /// The `receive` of an observer made from an action: never called.
    @inlinable
    static func receiveNothing(_ observer: Observer, _ event: UnsafePointer<Event>) {}

    /// An observer with a handler per kind of event; missing handlers ignore it.
    @inlinable
    public convenience init(
      value: ((Value) -> Void)? = nil,
      failed: ((Error) -> Void)? = nil,
      completed: (() -> Void)? = nil,
      interrupted: (() -> Void)? = nil
    ) {
      self.init { event in
        switch event {
        case .value(let v): value?(v)
        case .failed(let error): failed?(error)
        case .completed: completed?()
        case .interrupted: interrupted?()
        }
      }
    }

    /// An observer of values only, as `init(value:)` makes, with one closure to capture
    /// instead of four: what `observeValues` and `startWithValues` use.
    @inlinable
    static func values(_ action: @escaping (Value) -> Void) -> Observer {
      ValueObserver(action)
    }

    /// Sends `event` to the observer.
    @inlinable @inline(__always)
    public final func send(_ event: Event) {
      // Unprotected: the pointer does not outlive the call, and `withUnsafePointer`
      // gave every inlined send a stack protector (a canary stored and checked).
      _withUnprotectedUnsafePointer(to: event) { pointer in
        if hasReceive {
          receive(self, pointer)
        } else if _isPOD(Event.self) {
          // The same stored event for both kinds of observer, so that a delivery loop
          // stores it once an observer. (Specialised, the test is a constant.)
          action(pointer.pointee)
        } else {
          // Not `pointer.pointee`: that would copy the event, retaining what it holds.
          action(event)
        }
      }
    }

    /// Sends a value. (This and the three below are always inlined, as `send(_:)` is:
    /// left to the optimiser, a property producer's start called two of them.)
    @inlinable @inline(__always)
    public final func send(value: Value) {
      send(.value(value))
    }

    /// Sends a failure: a terminal event.
    @inlinable @inline(__always)
    public final func send(error: Error) {
      send(.failed(error))
    }

    /// Sends completion: a terminal event.
    @inlinable @inline(__always)
    public final func sendCompleted() {
      send(.completed)
    }

    /// Sends interruption (the work was cancelled): a terminal event.
    @inlinable @inline(__always)
    public final func sendInterrupted() {
      send(.interrupted)
    }
  }
}
