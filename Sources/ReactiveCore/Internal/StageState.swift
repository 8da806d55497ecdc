/// Mutable state an operator stage keeps between events, such as the previous value.
///
/// A class with an unchecked stored property instead of a captured `var`: a captured
/// `var` in an escaping closure pays a dynamic exclusivity check on every access, and
/// stage state is only touched inside the upstream's serialized deliveries anyway.
@usableFromInline
final class StageState<State>: @unchecked Sendable {
  /// The state; touch it only from inside the owning stage's deliveries.
  @exclusivity(unchecked) @usableFromInline
  var value: State

  @inlinable
  init(_ value: State) {
    self.value = value
  }
}
