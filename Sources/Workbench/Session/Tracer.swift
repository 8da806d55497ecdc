import Inspection
import ReactiveCore
import ViewModelKit

/// `trace on`: prints every property change and action event of the focused view-model
/// and the view-models it holds, as they happen. Follows lists as items come and go.
/// A run of changes to one member across a list's items prints as one line (see
/// `Console.traceChange`), released before anything else prints, when an action ends,
/// or `foldingWindow` after the run began.
public final class Tracer {
  /// The most view-models one trace follows, so that a huge list cannot flood the shell.
  static let viewModelLimit = 200
  /// How long (real time) changes are held for folding: rows' timers started together
  /// fire a few milliseconds apart on the real clock.
  static let foldingWindow = 0.1

  private let console: Console
  private let hop: (@escaping () -> Void) -> Void
  private let hopShortlyAfter: (@escaping () -> Void) -> Void
  private var subscriptions = CompositeDisposable()
  private weak var root: (any ViewModel)?
  private var isRebuildPending = false
  private var isFlushPending = false

  /// Whether tracing is on.
  public private(set) var isOn = false

  /// A tracer printing to `console`; `hop` runs a closure later on the session queue,
  /// `hopShortlyAfter` does so once `foldingWindow` has passed.
  init(
    console: Console, hop: @escaping (@escaping () -> Void) -> Void,
    hopShortlyAfter: @escaping (@escaping () -> Void) -> Void
  ) {
    self.console = console
    self.hop = hop
    self.hopShortlyAfter = hopShortlyAfter
  }

  /// Turns tracing on or off for the tree under `root`.
  func set(on: Bool, root: (any ViewModel)?) {
    isOn = on
    follow(root)
  }

  /// Follows a new focus (after navigation or `cd`).
  func follow(_ root: (any ViewModel)?) {
    self.root = root
    subscriptions.dispose()
    subscriptions = CompositeDisposable()
    guard isOn, let root else { return }
    var count = 0
    attach(to: root, prefix: "", count: &count)
  }

  private func attach(to viewModel: any ViewModel, prefix: String, count: inout Int) {
    count += 1
    guard count <= Self.viewModelLimit else { return }
    for member in Inspection.members(of: viewModel) {
      let name = prefix + member.name
      switch member.kind {
      case .property(let property):
        subscriptions += property.observeChanges { [weak self] value in
          self?.traceChange(name, to: value)
          if !Inspection.childViewModels(in: value).isEmpty
            || ValueFormatter.elements(of: value) != nil
          {
            self?.scheduleRebuild()
          }
        }
        let value = property.currentValue
        if let items = ValueFormatter.elements(of: value) {
          for (index, item) in items.enumerated() {
            if let child = Inspection.viewModel(in: item) {
              attach(to: child, prefix: "\(name)[\(index)].", count: &count)
            }
          }
        } else if let child = Inspection.viewModel(in: value) {
          attach(to: child, prefix: "\(name).", count: &count)
        }
      case .action(let action):
        subscriptions += action.executingProperty.observeChanges { [weak self] value in
          self?.traceChange("\(name).isExecuting", to: value)
        }
        subscriptions += action.enabledProperty.observeChanges { [weak self] value in
          self?.traceChange("\(name).isEnabled", to: value)
        }
        subscriptions += action.observeEvents { [weak self] event in
          guard let console = self?.console else { return }
          console.traceEvent(
            "\(name) \(ActionEventText.describe(event, within: console.room(after: "trace: \(name) ")))"
          )
        }
      }
    }
  }

  private func traceChange(_ name: String, to value: Any) {
    if console.traceChange(
      name,
      to: ValueFormatter.describe(value, shortenedTo: console.room(after: "trace: \(name) = ")))
    {
      scheduleFlush()
    }
  }

  private func scheduleFlush() {
    guard !isFlushPending else { return }
    isFlushPending = true
    hopShortlyAfter { [weak self] in
      guard let self else { return }
      self.isFlushPending = false
      self.console.flushTrace()
    }
  }

  private func scheduleRebuild() {
    guard !isRebuildPending else { return }
    isRebuildPending = true
    hop { [weak self] in
      guard let self else { return }
      self.isRebuildPending = false
      self.follow(self.root)
    }
  }
}
