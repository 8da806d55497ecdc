/// Counts of what ReactiveCore has alive, as RxSwift's `Resources.total` does: live
/// signals, observers, started producers, disposables and scheduled actions. Counting is
/// off by default; while it is off, each place that would count pays one predictable
/// branch. Only what is made while counting is on is counted.
public enum ReactiveResources {
  /// The counts at one instant.
  public struct Counts: Hashable, Sendable {
    /// Signals alive (each operator stage is one).
    public var signals: Int
    /// Observers alive (the handles that receive or send a signal's events).
    public var observers: Int
    /// Producer runs started and not yet ended.
    public var producers: Int
    /// Disposables alive (single, composite and serial).
    public var disposables: Int
    /// Actions operators handed to a scheduler that have neither run nor been cancelled.
    public var scheduledActions: Int

    init(_ counts: [Int]) {
      (signals, observers, producers, disposables, scheduledActions) =
        (counts[0], counts[1], counts[2], counts[3], counts[4])
    }

    /// The counts by name, in the order `resources` lists them.
    public var named: [(name: String, count: Int)] {
      [
        ("signals", signals), ("observers", observers), ("producers", producers),
        ("disposables", disposables), ("scheduledActions", scheduledActions),
      ]
    }
  }

  /// Whether resources are counted. Switch it on before making what you want counted.
  public static var isCounting: Bool {
    get { ResourceCounting.isActive }
    set { resourceCountingIsActive.store(newValue, ordering: .releasing) }
  }

  /// The counts now, over every thread.
  public static var current: Counts { Counts(ResourceCounting.total) }

  /// What this thread made and has not freed, less what it freed that other threads
  /// made: exact for work that stays on one thread (a test on a `TestScheduler`), which
  /// other threads' work cannot disturb.
  public static var onThisThread: Counts { Counts(ResourceCounting.onThisThread) }
}

extension ReactiveResources {
  /// Runs `body` with what it starts attributed to `holder` (a typed line, a
  /// view-model's initializer): each observer attached on this thread while counting is
  /// on, by `Signal.observe` or by the start of a property's producer (under any
  /// operators), remembers it, for `holders(ofObserversOf:)`. Nested calls attribute to
  /// the innermost holder.
  public static func attributing<Result>(to holder: String, _ body: () throws -> Result)
    rethrows -> Result
  {
    let holders = ResourceCounting.Holders.current
    holders.names.append(holder)
    resourceHoldersActive.add(1, ordering: .relaxed)
    defer {
      holders.names.removeLast()
      resourceHoldersActive.subtract(1, ordering: .relaxed)
    }
    return try body()
  }

  /// The holder work on this thread is attributed to now (the innermost
  /// `attributing(to:_:)`), or nil: what a scheduler hands on to the work it runs later.
  public static var holder: String? { ResourceCounting.Holders.current.names.last }

  /// For each observer attached now to the signal of `property` (a `MutableProperty` or
  /// a `Property`), the holder active when it was attached, or nil when none was (it was
  /// attached on another thread, outside every `attributing(to:_:)`, or by an operator
  /// on the property's signal). Nil when `property` is neither.
  public static func holders(ofObserversOf property: AnyObject) -> [String?]? {
    guard let observed = property as? any ObservedProperty else { return nil }
    let observers = observed.observers
    return ResourceCounting.attributions.withLock { table in
      observers.map { table.holder(of: $0) }
    }
  }
}

/// A property whose signal's observers `ReactiveResources` can list.
protocol ObservedProperty: AnyObject {
  /// The observers attached to the property's signal now.
  var observers: [AnyObject] { get }
}

extension MutableProperty: ObservedProperty {
  var observers: [AnyObject] { signal.core.attachedObservers }
}

extension Property: ObservedProperty {
  var observers: [AnyObject] { signal.core.attachedObservers }
}

extension SignalCore {
  /// The observers attached now.
  var attachedObservers: [AnyObject] {
    state.withLock { state in state.entries.map { $0.observer } }
  }
}
