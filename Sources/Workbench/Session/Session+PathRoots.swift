import Inspection
import ViewModelKit

extension Session {
  /// The names of the screens on the stack, bottom first, as the prompt spells them: the
  /// app's name for the first, the view-model's short name for each pushed one.
  public var screenNames: [String] {
    stack.enumerated().map { index, screen in
      index == 0 ? (appName ?? screen.shortName) : screen.shortName
    }
  }

  /// Where `path` starts: the focus, or the root of the screen its screen names name
  /// (the topmost screen whose name, and the names of the screens just below it, match).
  /// A path that starts at a sandbox value starts at the sandbox. Throws when no app is
  /// open or no screen has that name.
  public func root(of path: MemberPath) throws -> any ViewModel {
    if isSandboxPath(path) { return sandboxScope }
    try refuseNearSandboxName(path)
    let focus = try requireFocus()
    guard !path.screens.isEmpty else { return focus }
    let names = screenNames
    let wanted = path.screens
    for top in names.indices.reversed() where top + 1 >= wanted.count {
      if Array(names[(top + 1 - wanted.count)...top]) == wanted { return stack[top].root }
    }
    let name = wanted.last ?? ""
    let chain = names.indices.map { names[...$0].joined(separator: "/") }
    throw ShellError(
      "\(path): no screen '\(wanted.joined(separator: "/"))' on the stack\(DidYouMean.hint(for: name, in: names)) (screens: \(chain.joined(separator: ", ")))"
    )
  }

  /// The name `resources.NAME` reads, when `path` starts at the `resources` root: two
  /// steps from the focus (`resources.observers`), and no member of the focus or the
  /// sandbox is called `resources`. Nil for any other path.
  public func resourceName(in path: MemberPath) -> String? {
    guard path.screens.isEmpty, path.segments.count == 2,
      case .member("resources") = path.segments[0], case .member(let name) = path.segments[1],
      !isSandboxPath(path)
    else { return nil }
    if let focus, Inspection.member(named: "resources", of: focus) != nil { return nil }
    return name
  }
}
