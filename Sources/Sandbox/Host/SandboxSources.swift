/// What the sandbox reads from the open app: its members, typed, by name. The shell
/// implements it over the view-model on top of its stack.
public protocol SandboxSources: AnyObject {
  /// The open app's member called `name`, or nil when there is none. For `bind` and
  /// `unbind`, `name` is a path as the user typed it (`searchText`,
  /// `searchResults[0].isVisible`), which the host may resolve with its own path grammar.
  func member(named name: String) -> SandboxMember?

  /// The names `member(named:)` knows, for "did you mean …?" (empty when no app is open).
  var memberNames: [String] { get }
}
