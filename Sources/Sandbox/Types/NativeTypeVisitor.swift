/// Generic code to run with a sandbox type's Swift type as its type parameter: how the
/// sandbox makes a `Property<String>` rather than a `Property<Any>` when a closure's
/// result is a `String`.
protocol NativeTypeVisitor {
  /// What the visit returns.
  associatedtype Result
  /// Runs with `T`, the Swift type.
  func visit<T>(_ type: T.Type) -> Result
}

extension SandboxType {
  /// Runs `visitor` with this type's Swift type.
  func open<Visitor: NativeTypeVisitor>(_ visitor: Visitor) -> Visitor.Result {
    func visit<T>(_ type: T.Type) -> Visitor.Result { visitor.visit(type) }
    return visit(nativeType)
  }
}
