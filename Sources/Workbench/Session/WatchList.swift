import ReactiveCore
import TerminalText
import ViewModelKit

/// The paths being watched: each prints its new value whenever it changes, until
/// `unwatch`. A watch stays on the view-model it was set on, whatever the focus.
public final class WatchList {
  private final class Watch {
    let path: MemberPath
    weak var root: (any ViewModel)?
    var subscriptions = CompositeDisposable()
    var watchedIdentities: [ObjectIdentifier] = []
    var lastRendered: String

    init(path: MemberPath, root: any ViewModel, rendered: String) {
      self.path = path
      self.root = root
      self.lastRendered = rendered
    }
  }

  private var watches: [Watch] = []
  private let console: Console
  private let hop: (@escaping () -> Void) -> Void

  /// A list printing to `console`; `hop` runs a closure later on the session queue.
  init(console: Console, hop: @escaping (@escaping () -> Void) -> Void) {
    self.console = console
    self.hop = hop
  }

  /// The watched paths, in the order they were added.
  public var paths: [String] { watches.map(\.path.description) }

  /// Starts watching `path` from `root`. Returns false when it is already watched.
  func add(_ path: MemberPath, from root: any ViewModel) throws -> Bool {
    let rows = try PathResolver.resolveRows(path, from: root)
    guard !watches.contains(where: { $0.path == path && $0.root === root }) else { return false }
    let watch = Watch(path: path, root: root, rendered: ResolvedPath.folded(rows))
    watches.append(watch)
    subscribe(watch, to: rows)
    return true
  }

  /// Stops watching `path`; false when it was not watched.
  func remove(_ path: String) -> Bool {
    guard let index = watches.firstIndex(where: { $0.path.description == path }) else {
      return false
    }
    watches.remove(at: index).subscriptions.dispose()
    return true
  }

  /// Stops every watch.
  func removeAll() {
    watches.forEach { $0.subscriptions.dispose() }
    watches.removeAll()
  }

  private func subscribe(_ watch: Watch, to rows: [ResolvedPath]) {
    watch.subscriptions.dispose()
    let subscriptions = CompositeDisposable()
    watch.subscriptions = subscriptions
    let dependencies = rows.flatMap(\.dependencies)
    watch.watchedIdentities = dependencies.map(ObjectIdentifier.init)
    for property in dependencies {
      subscriptions += property.observeChanges { [weak self, weak watch] _ in
        guard let self, let watch else { return }
        self.changed(watch)
      }
    }
  }

  private func changed(_ watch: Watch) {
    guard let root = watch.root else { return }
    guard let rows = try? PathResolver.resolveRows(watch.path, from: root) else {
      report(watch, "unavailable")
      return
    }
    report(watch, ResolvedPath.folded(rows))
    let identities = rows.flatMap(\.dependencies).map(ObjectIdentifier.init)
    if identities != watch.watchedIdentities {
      hop { [weak self, weak watch] in
        guard let self, let watch, let root = watch.root,
          let fresh = try? PathResolver.resolveRows(watch.path, from: root)
        else { return }
        self.subscribe(watch, to: fresh)
      }
    }
  }

  private func report(_ watch: Watch, _ rendered: String) {
    guard rendered != watch.lastRendered else { return }
    watch.lastRendered = rendered
    console.live(
      "watch: \(watch.path) = \(TextFitting.truncated(rendered, to: console.room(after: "watch: \(watch.path) = ")))"
    )
  }
}
