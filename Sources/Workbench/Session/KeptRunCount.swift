import ReactiveCore
import Synchronization

/// How many runs that `run` started a session holds: each is wrapped in a `Counted`,
/// which adds itself while it lives, so the count falls as the session lets a run go
/// (when it ends, is cancelled or the app closes). What a test reads to see that runs
/// which ended do not pile up.
final class KeptRunCount: Sendable {
  private let count = Atomic<Int>(0)

  /// The runs held now.
  var value: Int { count.load(ordering: .relaxed) }

  /// `run`, counted for as long as the session holds it.
  func counted(_ run: Disposable) -> Disposable {
    Counted(run, in: self)
  }

  /// A run the session holds, counted while it lives.
  private final class Counted: Disposable, @unchecked Sendable {
    private let run: Disposable
    private let owner: KeptRunCount

    init(_ run: Disposable, in owner: KeptRunCount) {
      self.run = run
      self.owner = owner
      owner.count.add(1, ordering: .relaxed)
    }

    deinit { owner.count.subtract(1, ordering: .relaxed) }

    var isDisposed: Bool { run.isDisposed }

    func dispose() { run.dispose() }
  }
}
