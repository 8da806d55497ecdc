/// What the sandbox reads from the open app: its members, typed, by name. The shell
/// implements it over the view-model on top of its stack.
public protocol SandboxSources: AnyObject {
  /// The open app's member called `name`, or nil when there is none. For `bind` and
  /// `unbind`, `name` is a path as the user typed it (`searchText`,
  /// `searchResults[0].isVisible`), which the host may resolve with its own path grammar.
  func member(named name: String) -> SandboxMember?

  /// The names `member(named:)` knows, for "did you mean …?" (empty when no app is open).
  var memberNames: [String] { get }

  /// The members `member` is derived from, directly or through others (a view-model's
  /// `title` from its `searchText`), so that `bind` can refuse a loop: binding
  /// `searchText` to a pipeline that reads `title` would set it again on every value.
  func derivation(of member: String) -> [String]

  /// Whether an app is open: when none is, a name that is not a sandbox value is
  /// refused saying so, and `bind` has nothing to drive.
  var isAppOpen: Bool { get }
}

extension SandboxSources {
  /// None: the host knows of no member derived from another.
  public func derivation(of member: String) -> [String] { [] }

  /// Open: the host always offers an app.
  public var isAppOpen: Bool { true }
}
