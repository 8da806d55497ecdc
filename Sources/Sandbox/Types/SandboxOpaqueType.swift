/// A Swift type the sandbox does not see into (an app's `Item`, `URL`): values of it
/// pass through pipelines unchanged, and closures read their fields (`$0.author.name`).
public struct SandboxOpaqueType: Hashable, @unchecked Sendable {
  /// The Swift type.
  public let swiftType: Any.Type

  /// The type `swiftType`.
  public init(_ swiftType: Any.Type) {
    self.swiftType = swiftType
  }

  /// The type's name as Swift prints it, without its module (`Item`, `URL`).
  public var name: String {
    String(describing: swiftType)
  }

  /// Types are equal when they are the same Swift type.
  public static func == (lhs: SandboxOpaqueType, rhs: SandboxOpaqueType) -> Bool {
    lhs.swiftType == rhs.swiftType
  }

  /// Hashes the Swift type's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(swiftType))
  }
}
