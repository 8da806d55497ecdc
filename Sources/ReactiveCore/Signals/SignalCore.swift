import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The shared state behind a `Signal`: its observers, its termination, and the
/// serialization of deliveries.
///
/// Deliveries are serialized by `deliveryLock`. A send made from inside a delivery on the
/// same thread (an observer sending into the signal it observes) is queued and delivered
/// after the current delivery finishes, instead of deadlocking; sends from other threads
/// wait their turn.
@usableFromInline
final class SignalCore<Value, Error: Swift.Error>: @unchecked Sendable {
    typealias Event = Signal<Value, Error>.Event
    typealias Observer = Signal<Value, Error>.Observer

    private struct Entry {
        let key: UInt64
        let observer: Observer
    }

    private struct State {
        var entries: ContiguousArray<Entry> = []
        var nextKey: UInt64 = 0
        var isTerminated = false
        var isSignalAlive = true
    }

    private let state = Locked(State())
    /// Bumped whenever `state.entries` changes, so a delivery can reuse its snapshot.
    private let version = Atomic<UInt64>(1)
    private let deliveryLock = Lock()
    private let deliveringThread = Atomic<UInt>(0)
    private let lifetimeToken = Lifetime.Token()

    // Only touched while holding `deliveryLock`.
    private var pending: ContiguousArray<Event> = []
    private var snapshot: ContiguousArray<Observer> = []
    private var snapshotVersion: UInt64 = 0
    private var hasDeliveredTerminal = false

    /// The generator's lifetime: ends when the signal terminates or is released.
    let lifetime: Lifetime

    init() {
        lifetime = Lifetime(lifetimeToken)
    }

    /// A new observer that sends events into this core. It holds the core strongly: a
    /// signal stays alive while someone can still send into it and someone observes it.
    func makeInput() -> Observer {
        Observer { event in self.send(event) }
    }

    /// Delivers `event` to every observer, serialized with all other deliveries.
    @inline(__always)
    func send(_ event: Event) {
        sendTransaction { event }
    }

    /// Runs `makeEvent` and delivers the event it returns, both inside the serialized
    /// delivery, so state updated by `makeEvent` is observed in the same order as the
    /// events. Re-entrant calls from inside a delivery run `makeEvent` at once and queue
    /// the event behind the current delivery.
    func sendTransaction(_ makeEvent: () throws -> Event?) rethrows {
        let thread = currentThreadID()
        if deliveringThread.load(ordering: .relaxed) == thread {
            if let event = try makeEvent() { pending.append(event) }
            return
        }
        try deliveryLock.withLock {
            deliveringThread.store(thread, ordering: .relaxed)
            defer { deliveringThread.store(0, ordering: .relaxed) }
            if let event = try makeEvent() { deliver(event) }
            var index = 0
            while index < pending.count {
                deliver(pending[index])
                index += 1
            }
            pending.removeAll(keepingCapacity: true)
        }
    }

    private func deliver(_ event: Event) {
        guard !hasDeliveredTerminal else { return }
        if event.isTerminating {
            hasDeliveredTerminal = true
            let observers = state.withLock { state -> ContiguousArray<Entry> in
                guard !state.isTerminated else { return [] }
                state.isTerminated = true
                defer { state.entries = [] }
                return state.entries
            }
            version.add(1, ordering: .releasing)
            snapshot = []
            for entry in observers { entry.observer.send(event) }
            pending.removeAll()
            lifetimeToken.dispose()
            return
        }
        let current = version.load(ordering: .acquiring)
        if current != snapshotVersion {
            snapshot = state.withLock { state in
                state.isTerminated ? [] : ContiguousArray(state.entries.lazy.map(\.observer))
            }
            snapshotVersion = current
        }
        for observer in snapshot { observer.send(event) }
    }

    /// Adds an observer; see `Signal.observe(_:)`.
    func add(_ observer: Observer) -> Disposable? {
        let key: UInt64? = state.withLock { state in
            guard !state.isTerminated else { return nil }
            let key = state.nextKey
            state.nextKey += 1
            state.entries.append(Entry(key: key, observer: observer))
            return key
        }
        guard let key else {
            observer.sendInterrupted()
            return nil
        }
        version.add(1, ordering: .releasing)
        return AnyDisposable { [weak self] in self?.removeObserver(key) }
    }

    /// Whether the signal has terminated (or was released unobserved).
    var isTerminated: Bool { state.withLock { $0.isTerminated } }

    private func removeObserver(_ key: UInt64) {
        let shouldEnd = state.withLock { state -> Bool in
            guard let index = state.entries.firstIndex(where: { $0.key == key }) else { return false }
            state.entries.remove(at: index)
            return endIfUnused(&state)
        }
        version.add(1, ordering: .releasing)
        if shouldEnd { lifetimeToken.dispose() }
    }

    /// Called when the `Signal` wrapping this core is released.
    func signalReleased() {
        let shouldEnd = state.withLock { state -> Bool in
            state.isSignalAlive = false
            return endIfUnused(&state)
        }
        if shouldEnd { lifetimeToken.dispose() }
    }

    private func endIfUnused(_ state: inout State) -> Bool {
        guard !state.isSignalAlive, state.entries.isEmpty, !state.isTerminated else { return false }
        state.isTerminated = true
        return true
    }
}

@inline(__always)
private func currentThreadID() -> UInt {
    #if canImport(Darwin)
        return UInt(bitPattern: pthread_self())
    #else
        return UInt(pthread_self())
    #endif
}
