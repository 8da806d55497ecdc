import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether resources are counted: the one flag the inlinable hot paths read.
@usableFromInline
let resourceCountingIsActive = Synchronization.Atomic<Bool>(false)

/// How many `ReactiveResources.attributing(to:_:)` calls are running now, over every
/// thread: where none is, an attach skips attribution without a call.
@usableFromInline
let resourceHoldersActive = Synchronization.Atomic<Int>(0)

/// The internal side of `ReactiveResources`. Each thread counts into its own block (no
/// contention between threads, and a single-threaded test can read what it alone made);
/// the totals add every thread's block up. An object remembers whether it was counted
/// when it was made, so switching counting off and on again never makes a count go
/// below what is alive.
@usableFromInline
enum ResourceCounting {
  /// The kinds counted, in the order `ReactiveResources.Counts.named` lists them.
  @usableFromInline
  enum Kind: Int, CaseIterable {
    case signal, observer, producer, disposable, scheduledAction
  }

  /// Whether resources are counted; one relaxed load.
  @inlinable
  static var isActive: Bool {
    @inline(__always) get { resourceCountingIsActive.load(ordering: .relaxed) }
  }

  /// Whether an observer attached now is attributed: counting is on and some thread runs
  /// under a holder. Off, this is the one load and branch of `isActive`.
  @inlinable
  static var isAttributing: Bool {
    @inline(__always) get {
      _slowPath(isActive) && resourceHoldersActive.load(ordering: .relaxed) > 0
    }
  }

  /// Counts one more `kind` when counting is on; returns whether it did, for the object
  /// to remember.
  @inlinable @inline(__always)
  static func began(_ kind: Kind) -> Bool {
    guard _slowPath(isActive) else { return false }
    return count(kind)
  }

  /// Counts one more `kind`: `began`'s work when counting is on, kept out of line so
  /// that what every object's initializer inlines is the load and the branch alone.
  @usableFromInline @inline(never)
  static func count(_ kind: Kind) -> Bool {
    ThreadCounts.current.add(kind, 1)
    return true
  }

  /// Counts one fewer `kind` (one that `began` counted).
  @usableFromInline
  static func ended(_ kind: Kind) {
    ThreadCounts.current.add(kind, -1)
  }

  /// Counts a producer run that starts now, until `lifetime` (the run's) ends.
  @usableFromInline
  static func countRun(until lifetime: Lifetime) {
    ThreadCounts.current.add(.producer, 1)
    lifetime.observeEnded { ended(.producer) }
  }

  /// Every thread's counts added up.
  static var total: [Int] {
    ThreadCounts.all.withLock { blocks in
      Kind.allCases.map { kind in blocks.reduce(0) { $0 + $1.count(kind) } }
    }
  }

  /// What this thread has made and not freed, less what it freed that others made.
  static var onThisThread: [Int] {
    let block = ThreadCounts.current
    return Kind.allCases.map { block.count($0) }
  }

  /// One thread's counts. Kept after its thread ends, so the totals stay right when
  /// another thread frees what it made.
  @usableFromInline
  final class ThreadCounts: @unchecked Sendable {
    private let counts = UnsafeMutablePointer<Synchronization.Atomic<Int>>.allocate(
      capacity: Kind.allCases.count)

    /// Every thread's block, in the order the threads first counted.
    static let all = Locked<[ThreadCounts]>([])

    private static let slot: pthread_key_t = {
      var key = pthread_key_t()
      precondition(pthread_key_create(&key, nil) == 0, "no thread-specific key left")
      return key
    }()

    private init() {
      for index in Kind.allCases.indices { (counts + index).initialize(to: .init(0)) }
    }

    /// This thread's block, made the first time the thread counts.
    @usableFromInline
    static var current: ThreadCounts {
      if let raw = pthread_getspecific(slot) {
        return Unmanaged<ThreadCounts>.fromOpaque(raw).takeUnretainedValue()
      }
      let block = ThreadCounts()
      all.withLock { $0.append(block) }
      pthread_setspecific(slot, Unmanaged.passUnretained(block).toOpaque())
      return block
    }

    @usableFromInline
    func add(_ kind: Kind, _ delta: Int) {
      counts[kind.rawValue].add(delta, ordering: .relaxed)
    }

    func count(_ kind: Kind) -> Int {
      counts[kind.rawValue].load(ordering: .relaxed)
    }
  }
}

extension ResourceCounting {
  /// Who made each observer attributed while a holder was active, for
  /// `ReactiveResources.holders(ofObserversOf:)`.
  static let attributions = Locked(ObserverAttributions())

  /// Remembers the holder active on this thread, if any, as the maker of `observer`:
  /// called where an observer is attached to a signal a client can name (`observe`, a
  /// property producer's start), not where one is made, since passing a new observer out
  /// of line from its initializer costs the inlining of its action (+1.9% on core-bench's
  /// case 1).
  @usableFromInline
  static func attribute(_ observer: AnyObject) {
    guard let holder = Holders.current.names.last else { return }
    attributions.withLock { $0.record(observer, madeBy: holder) }
  }

  /// The holders work on one thread is attributed to, innermost last.
  final class Holders {
    /// Only this thread touches its holders: no exclusivity check needed.
    @exclusivity(unchecked) var names: [String] = []

    private static let slot: pthread_key_t = {
      var key = pthread_key_t()
      precondition(pthread_key_create(&key, nil) == 0, "no thread-specific key left")
      return key
    }()

    /// This thread's holders, made the first time the thread asks.
    static var current: Holders {
      if let raw = pthread_getspecific(slot) {
        return Unmanaged<Holders>.fromOpaque(raw).takeUnretainedValue()
      }
      let holders = Holders()
      pthread_setspecific(slot, Unmanaged.passRetained(holders).toOpaque())
      return holders
    }
  }

  /// The makers of observers, held weakly: an entry whose observer is gone is dropped
  /// when the table has doubled since it was last swept, so the table stays about the
  /// size of what is alive.
  struct ObserverAttributions {
    private struct Entry {
      weak var observer: AnyObject?
      let holder: String
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var sweepAt = 1024

    mutating func record(_ observer: AnyObject, madeBy holder: String) {
      entries[ObjectIdentifier(observer)] = Entry(observer: observer, holder: holder)
      guard entries.count >= sweepAt else { return }
      entries = entries.filter { $0.value.observer != nil }
      sweepAt = max(1024, entries.count * 2)
    }

    /// Who made `observer`, or nil when no holder was active then.
    func holder(of observer: AnyObject) -> String? {
      guard let entry = entries[ObjectIdentifier(observer)], entry.observer === observer else {
        return nil
      }
      return entry.holder
    }
  }
}
