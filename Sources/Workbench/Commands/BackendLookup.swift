import Model

/// Access to the session's backends for `backends` and `use`.
enum BackendLookup {
  /// The session's registry, or an error when no backend is registered in it.
  static func directory(of session: Session) throws -> BackendRegistry {
    guard !session.backends.serviceNames.isEmpty else {
      throw ShellError("no service backends are registered in this session")
    }
    return session.backends
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
