/// What a stream can fail with: `Never` (a property's producer, a pipeline of pure
/// operators) or an error type (a service call's, once `flatMap` has let it in).
public struct SandboxFailureType: Hashable, CustomStringConvertible, @unchecked Sendable {
  /// The Swift error type (`Never` when the stream cannot fail).
  public let swiftType: any Error.Type

  /// The failure type `swiftType`.
  public init(_ swiftType: any Error.Type) {
    self.swiftType = swiftType
  }

  /// A stream that cannot fail.
  public static let never = SandboxFailureType(Never.self)
  /// Any error: what two streams that fail with different error types merge into.
  public static let anyError = SandboxFailureType((any Error).self)

  /// Whether the stream cannot fail.
  public var isNever: Bool { swiftType == Never.self }

  /// The type a stream combining one that fails with this and one that fails with
  /// `other` fails with: the one that can fail, the common type, or `any Error`.
  public func joined(with other: SandboxFailureType) -> SandboxFailureType {
    if isNever { return other }
    if other.isNever || other == self { return self }
    return .anyError
  }

  /// The error type as Swift writes it (`Never`, `ServiceError`, `any Error`).
  public var description: String {
    swiftType == (any Error).self ? "any Error" : String(describing: swiftType)
  }

  /// Types are equal when they are the same Swift type.
  public static func == (lhs: SandboxFailureType, rhs: SandboxFailureType) -> Bool {
    lhs.swiftType == rhs.swiftType
  }

  /// Hashes the Swift type's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(swiftType))
  }
}
