/// An observer of everything ReactiveCore does, installed with
/// `ReactiveInspection.install(_:)`.
///
/// `record` is called synchronously on the thread where the event happens, often while
/// a signal's delivery lock is held: it must be quick and thread-safe, and must not set
/// properties, send values or start producers.
@_spi(Inspection)
public protocol ReactiveInstrument: AnyObject, Sendable {
  /// Takes one event, in the order events happen on its thread.
  func record(_ event: ReactiveEvent)
}
