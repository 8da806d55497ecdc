/// An object whose members change while it lives (the shell's sandbox: a `let` adds a
/// value), so it lists them itself instead of being read once by `Mirror` and
/// remembered as a view-model is.
public protocol MemberProvider: AnyObject {
  /// Its members now, in order.
  var providedMembers: [InspectedMember] { get }
}
