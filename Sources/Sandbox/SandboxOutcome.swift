/// What a sandbox line did, for the shell to confirm.
public enum SandboxOutcome: CustomStringConvertible {
  /// `let` made a new value.
  case defined(SandboxValue)
  /// `let` replaced a value; the values and bindings built on it (`rebuilt`, in order)
  /// were rebuilt on the new one.
  case redefined(SandboxValue, rebuilt: [String])
  /// `bind` made a binding (replacing the target's earlier binding if `replaced`).
  case bound(SandboxBinding, replaced: Bool)
  /// `unbind` ended the binding of `target`.
  case unbound(target: String)

  /// "greeting: Property<String>", "query: Signal<String, Never> (redefined; rebuilt
  /// results, count)", "searchText <~ name", "searchText: unbound".
  public var description: String {
    switch self {
    case .defined(let value):
      return "\(value.name): \(value.type)"
    case .redefined(let value, let rebuilt):
      let note = rebuilt.isEmpty ? "" : "; rebuilt \(rebuilt.joined(separator: ", "))"
      return "\(value.name): \(value.type) (redefined\(note))"
    case .bound(let binding, let replaced):
      let characters = Array(binding.line)
      let source = binding.source.range
      let text = String(
        characters[
          min(source.lowerBound, characters.count)..<min(source.upperBound, characters.count)])
      return "\(binding.target) <~ \(text)\(replaced ? " (replacing its binding)" : "")"
    case .unbound(let target):
      return "\(target): unbound"
    }
  }
}
