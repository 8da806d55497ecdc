import Foundation

/// The names `ViewModel.typeName` gives by default, `String(describing:)` of each type,
/// kept once found: printing a type's name walks its metadata, and the kit asks for it
/// for every view-model it makes and every one the session counts.
final class TypeNames: @unchecked Sendable {
  /// The shared names.
  static let shared = TypeNames()

  private let lock = NSLock()
  private var names: [ObjectIdentifier: String] = [:]

  /// `String(describing: type)`, found once per type.
  func name(of type: Any.Type) -> String {
    let key = ObjectIdentifier(type)
    if let name = lock.withLock({ names[key] }) { return name }
    let name = String(describing: type)
    lock.withLock { names[key] = name }
    return name
  }
}
