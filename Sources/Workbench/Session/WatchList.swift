import EventLog
import Foundation
import Inspection
import Synchronization
import TerminalText
import ViewModelKit

/// The paths being watched, read from the session's event log: each prints its new
/// value whenever an event touches it (a value sent again unchanged is marked so), a
/// watched command prints its runs and its isEnabled and isExecuting changes, until
/// `unwatch`. A watch belongs to the screen it was made on: it follows that screen's
/// view-model whatever the focus, waits for a path that does not exist yet (no rows
/// before the first search), and is dropped, saying so, when its screen is popped.
public final class WatchList: @unchecked Sendable {
  private final class Watch {
    let path: MemberPath
    weak var root: (any ViewModel)?
    weak var screenRoot: (any ViewModel)?
    /// The focus's path inside its screen when the watch was made (`searchResults[3]`).
    let focusPrefix: String
    let isAction: Bool
    var lastRendered: String?

    init(
      path: MemberPath, root: any ViewModel, screenRoot: any ViewModel, focusPrefix: String,
      isAction: Bool, rendered: String?
    ) {
      self.path = path
      self.root = root
      self.screenRoot = screenRoot
      self.focusPrefix = focusPrefix
      self.isAction = isAction
      self.lastRendered = rendered
    }

    /// Whether it waits for its path to exist.
    var isWaiting: Bool { lastRendered == nil && !isAction }
  }

  private var watches: [Watch] = [] {
    didSet { hasNoWatches.store(watches.isEmpty, ordering: .relaxed) }
  }
  /// `watches.isEmpty`, read on every event without the lock: most sessions watch nothing.
  private let hasNoWatches = Synchronization.Atomic<Bool>(true)
  private let lock = NSRecursiveLock()
  private let console: Console
  /// The screens on the stack with their path prefixes (see `Session.namedScreens`).
  private let screens: () -> [(prefix: String, root: any ViewModel)]

  /// A list printing to `console`; `screens` tells which prefix a screen's paths take.
  init(console: Console, screens: @escaping () -> [(prefix: String, root: any ViewModel)]) {
    self.console = console
    self.screens = screens
  }

  /// The watched paths, in the order they were added; a waiting one says so.
  public var paths: [String] {
    lock.withLock { watches.map(\.path.description) }
  }

  /// The watches as `watches` lists them: `tweets[0].text (waiting: no such row yet)`.
  public var listing: [String] {
    lock.withLock {
      watches.map { watch in
        watch.isWaiting
          ? "\(watch.path) (waiting for it to exist)"
          : watch.isAction ? "\(watch.path) (action)" : "\(watch.path)"
      }
    }
  }

  /// Starts watching `path` from `root` (the focus, on the screen whose root is
  /// `screenRoot`, reached by `focusPrefix`). Returns the text to print: `watching
  /// PATH = VALUE`, `already watching PATH`, or that it waits for the path.
  func add(
    _ path: MemberPath, from root: any ViewModel, screenRoot: any ViewModel, focusPrefix: String
  ) throws -> String {
    let isAction = (try? ActionLookup.action(at: path, from: root)) != nil
    var rendered: String?
    var waitReason: String?
    if !isAction {
      do {
        rendered = ResolvedPath.folded(try PathResolver.resolveRows(path, from: root))
      } catch {
        guard Self.mayAppearLater(path, from: root) else { throw error }
        try RowMemberCheck.check(path, from: root)
        waitReason = "\(error)"
      }
    }
    return lock.withLock {
      guard !watches.contains(where: { $0.path == path && $0.root === root }) else {
        return "already watching \(path)"
      }
      watches.append(
        Watch(
          path: path, root: root, screenRoot: screenRoot, focusPrefix: focusPrefix,
          isAction: isAction, rendered: rendered))
      if isAction { return "watching \(path) (its runs, isEnabled and isExecuting)" }
      if let rendered { return "watching \(path) = \(rendered)" }
      return "watching \(path): it does not exist yet (\(waitReason ?? "")); waiting for it"
    }
  }

  /// Whether a path that does not resolve now may later: it goes into a list's rows, or
  /// through a value that is nil now.
  private static func mayAppearLater(_ path: MemberPath, from root: any ViewModel) -> Bool {
    var prefix = MemberPath(screens: path.screens, segments: [])
    for segment in path.segments {
      switch segment {
      case .index, .range: return (try? PathResolver.resolveRows(prefix, from: root)) != nil
      case .member:
        if (try? PathResolver.resolveRows(prefix.appending(segment), from: root)) == nil {
          guard let rows = try? PathResolver.resolveRows(prefix, from: root) else { return false }
          return rows.contains { row in
            if case .viewModel = row.target { return false }
            return ValueFormatter.unwrapped(row.value) == nil
          }
        }
      }
      prefix = prefix.appending(segment)
    }
    return false
  }

  /// Stops watching `path`; false when it was not watched.
  func remove(_ path: String) -> Bool {
    lock.withLock {
      guard let index = watches.firstIndex(where: { $0.path.description == path }) else {
        return false
      }
      watches.remove(at: index)
      return true
    }
  }

  /// Stops every watch.
  func removeAll() {
    lock.withLock { watches.removeAll() }
  }

  /// Drops the watches made on the screen showing `root`, which was popped, and says so.
  func screenPopped(_ root: any ViewModel, name: String) {
    let dropped = lock.withLock { () -> [String] in
      let gone = watches.filter { $0.screenRoot === root || $0.screenRoot == nil }
      watches.removeAll { $0.screenRoot === root || $0.screenRoot == nil }
      return gone.map(\.path.description)
    }
    guard !dropped.isEmpty else { return }
    console.live(
      "dropped \(dropped.count == 1 ? "the watch" : "the watches") on \(dropped.joined(separator: ", ")): its screen \(name) was popped"
    )
  }

  /// Takes an event just logged: prints what it changed of every watch it touches.
  func take(_ event: SessionEvent) {
    // Told without describing a change's old value (see `SessionEvent.kind`).
    let isChange = event.isChange
    let isActionEvent: Bool
    switch event.kindWithoutOldValue {
    case .actionStarted, .actionValue, .actionFailed, .actionCompleted, .actionInterrupted:
      isActionEvent = true
    default: isActionEvent = false
    }
    guard isChange || isActionEvent, !hasNoWatches.load(ordering: .relaxed) else { return }
    lock.withLock {
      guard !watches.isEmpty else { return }
      let prefixes = screens()
      for watch in watches {
        guard let screenRoot = watch.screenRoot,
          let prefix = prefixes.first(where: { $0.root === screenRoot })?.prefix
        else { continue }
        let base = prefix + (watch.focusPrefix.isEmpty ? "" : watch.focusPrefix + ".")
        let subject = base + watch.path.withoutScreens.description
        if watch.isAction {
          report(action: watch, event, subject: subject)
        } else if isChange, watch.isWaiting || SubjectMatch.touches(event.subject, path: subject) {
          report(watch, event, subject: subject)
        }
      }
    }
  }

  private func report(action watch: Watch, _ event: SessionEvent, subject: String) {
    guard
      event.subject == subject || event.subject == subject + ".isEnabled"
        || event.subject == subject + ".isExecuting"
    else { return }
    if event.kindWithoutOldValue == .unchanged { return }
    let shown = watch.path.description + event.subject.dropFirst(subject.count)
    let text = EventText.describe(event).replacingOccurrences(of: event.subject, with: shown)
    console.live("watch: \(TextFitting.truncated(text, to: console.width))")
  }

  private func report(_ watch: Watch, _ event: SessionEvent, subject: String) {
    guard let root = watch.root else { return }
    guard let rows = try? PathResolver.resolveRows(watch.path, from: root) else {
      if watch.lastRendered != nil {
        watch.lastRendered = nil
        console.live("watch: \(watch.path) is gone (waiting for it to come back)")
      }
      return
    }
    let rendered = ResolvedPath.folded(rows)
    let prefix = "watch: \(watch.path) = "
    if rendered == watch.lastRendered {
      if event.kindWithoutOldValue == .unchanged, SubjectMatch.names(event.subject, path: subject) {
        console.live(
          prefix + TextFitting.truncated(rendered, to: console.room(after: prefix)) + " (unchanged)"
        )
      }
      return
    }
    watch.lastRendered = rendered
    console.live(prefix + TextFitting.truncated(rendered, to: console.room(after: prefix)))
  }
}
