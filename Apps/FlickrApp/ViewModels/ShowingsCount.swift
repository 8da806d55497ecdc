/// Whether a results row counts the times it is shown, and how its observation of its
/// own `isVisible` captures it: the memory lesson's two variants (`flickr-leaky`,
/// `flickr-fixed`); the `flickr` app's rows do not count.
public enum ShowingsCount: Sendable {
  /// No observation (the `flickr` app).
  case notCounted
  /// The closure captures `self` strongly: a retain cycle, the row outlives its screen.
  case capturingSelfStrongly
  /// The closure captures `[weak self]`: the row is freed with its screen.
  case capturingSelfWeakly
}
