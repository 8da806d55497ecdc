/// What runs lines in a session as if they were typed: the one way the session's parts
/// (a tour running its own lines) reach the interpreter that serves it. The interpreter
/// hands itself over where it starts such a part; the session holds no reference to it.
public protocol LineRunner: AnyObject {
  /// Runs `line` as if typed, on the session queue, and says what it did.
  func execute(_ line: String) -> LineOutcome
}
