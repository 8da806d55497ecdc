/// Access to the session's backends for `backends` and `use`.
enum BackendLookup {
  /// The backend directory, or an error when none is registered.
  static func directory(of session: Session) throws -> any BackendDirectory {
    guard let directory = session.backends else {
      throw ShellError("no service backends are registered in this session")
    }
    return directory
  }

  /// Runs `body`, passing the registry's own error messages through as they are (they
  /// already name the nearest valid name).
  static func call<Result>(_ body: () throws -> Result) throws -> Result {
    do {
      return try body()
    } catch let error as ShellError {
      throw error
    } catch {
      throw ShellError(String(describing: error))
    }
  }
}
