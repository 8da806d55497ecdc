/// A signal core whose requested terminal event can be delivered by a caller that does
/// not know its type (a stage's removal, for the upstream that serializes it).
@usableFromInline
protocol RequestedTerminalDelivering: AnyObject {
  /// Delivers the requested terminal event now if no delivery is under way (see
  /// `SignalCore.deliverRequestedTerminalIfIdle`).
  func deliverRequestedTerminalIfIdle()
}

extension SignalCore: RequestedTerminalDelivering {}
