/// The map's transform and the client's action that a `MapValueRun` calls while its run
/// lasts, or nothing once the run has let go of them.
///
/// Not copyable, so that the run calls them in place: a method of a non-copyable value kept
/// in a class's variable borrows it for the call, where a copyable one (or a closure kept
/// in a variable, or behind a pointer) is copied out first, which retains and releases each
/// closure's context around every value. Replacing it with `released` destroys both
/// closures; the run does that only inside the core's serialized deliveries and never
/// while one of them is being called (see `MapValueRun`).
@usableFromInline
enum MapValueClosures<Value, U>: ~Copyable {
  /// The run is live: each value is mapped with `transform` and handed to `action`.
  case live(transform: (Value) -> U, action: (U) -> Void)
  /// The run has ended and let go of the client's closures.
  case released

  /// Maps `value` and hands it to the client's action, if the closures are still held.
  @inlinable
  func deliver(_ value: Value) {
    switch self {
    case .live(let transform, let action): action(transform(value))
    case .released: break
    }
  }
}
