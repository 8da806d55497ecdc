extension Signal {
  /// ReactiveSwift's signal without serialization. ReactiveCore's signals are always
  /// serialized and queue re-entrant sends, so this is `Signal(_:)`.
  public static func unserialized(_ generator: (Observer, Lifetime) -> Void) -> Signal {
    Signal(generator)
  }

  /// ReactiveSwift's re-entrant signal without serialization: `Signal(_:)` here (a
  /// re-entrant send is delivered after the current one).
  public static func reentrantUnserialized(_ generator: (Observer, Lifetime) -> Void) -> Signal {
    Signal(generator)
  }

  /// ReactiveSwift's pipe without serialization: `pipe(disposable:)` here.
  public static func unserializedPipe(disposable: Disposable? = nil) -> (
    output: Signal, input: Observer
  ) {
    pipe(disposable: disposable)
  }

  /// ReactiveSwift's re-entrant pipe without serialization: `pipe(disposable:)` here.
  public static func reentrantUnserializedPipe(disposable: Disposable? = nil) -> (
    output: Signal, input: Observer
  ) {
    pipe(disposable: disposable)
  }
}
