internal import ReactiveCoreSupport

/// A reference that tells whether an object is still alive without keeping it alive,
/// as a weak reference does, but without giving the object a side table: the runtime
/// gives an object a side table when the first weak reference to it is made, and from
/// then on every retain and release of it takes a slower path. A host that watches
/// every row of a long list (the workbench counting live view-models for `resources`)
/// would otherwise slow down the app's own copies of its rows.
///
/// The pin holds an unowned reference, which keeps the object's memory (not the object)
/// until the pin goes: the object's address cannot be reused meanwhile, so a pin's
/// `identity` never stands for another object. Hold pins only while they are needed
/// (sweep those of dead objects): each keeps its object's memory allocated.
@_spi(Inspection)
public struct ObjectPin: @unchecked Sendable {
  /// Keeps the object's memory allocated; read only through `object`, which checks first
  /// that the object is alive (an unowned reference read after its object died traps).
  private unowned(safe) let pinned: AnyObject
  private let address: UnsafeMutableRawPointer
  /// The pinned object's identity, which no other object takes while the pin exists
  /// (alive or not).
  public let identity: ObjectIdentifier

  /// A pin on `object`.
  public init(_ object: AnyObject) {
    pinned = object
    address = Unmanaged.passUnretained(object).toOpaque()
    identity = ObjectIdentifier(object)
  }

  /// Whether the object is alive: its deinitializer has not begun. One load of its
  /// reference counts.
  public var isAlive: Bool { !reactive_core_is_deinitializing(address) }

  /// The object while it is alive (a strong reference, taken atomically as a weak
  /// reference's load takes it), nil once its deinitializer has begun.
  public var object: AnyObject? {
    guard reactive_core_try_retain(address) else { return nil }
    return Unmanaged<AnyObject>.fromOpaque(address).takeRetainedValue()
  }

  /// Whether this pins `object`, which the caller holds (so it is alive).
  public func pins(_ object: AnyObject) -> Bool {
    identity == ObjectIdentifier(object)
  }
}
