/// One run of a producer, prepared but not started: the signal its events go to, the
/// disposable that interrupts it, and the function that starts the work.
@usableFromInline
struct ProducerRun<Value, Error: Swift.Error> {
  /// The signal of the run.
  @usableFromInline let signal: Signal<Value, Error>
  /// Interrupts the run: for a lifted run, the run it was lifted from, so that the
  /// interruption travels through the operators (an asynchronous one delivers it on its
  /// scheduler).
  @usableFromInline let interrupter: Disposable
  /// Starts the work.
  @usableFromInline let start: () -> Void

  @inlinable
  init(signal: Signal<Value, Error>, interrupter: Disposable, start: @escaping () -> Void) {
    self.signal = signal
    self.interrupter = interrupter
    self.start = start
  }
}
