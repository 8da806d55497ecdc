import ReactiveCore

/// A `bind target <~ source` the sandbox made: the app's settable member `target`
/// takes every value of `source` (ReactiveCore's `<~`) until `unbind`.
public final class SandboxBinding {
  /// The member bound, as typed (`searchText`).
  public let target: String
  /// The line that made it.
  public let line: String
  /// The sandbox values the source reads.
  public let dependencies: [String]

  /// The parsed source, checked again when a value it reads is redefined.
  let source: Expression
  /// Where the target is written in `line`.
  let targetRange: Range<Int>
  private let disposable: CompositeDisposable

  init(
    target: String, targetRange: Range<Int>, line: String, source: Expression,
    dependencies: [String], disposable: CompositeDisposable
  ) {
    self.target = target
    self.targetRange = targetRange
    self.line = line
    self.source = source
    self.dependencies = dependencies
    self.disposable = disposable
  }

  /// Ends the binding and what its source started.
  func dispose() {
    disposable.dispose()
  }
}
