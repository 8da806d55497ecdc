import Glibc

/// The process's environment variables, read from the C library's `environ`: the same
/// names and values as Foundation's `ProcessInfo.processInfo.environment`, without
/// Foundation's process-information code, which would otherwise be paged in at every start
/// (about 300 KiB of `mvvm`'s memory at start-up; Benchmarks/startup).
public enum ProcessEnvironment {
  /// Every variable, by name; an entry without `=` is no variable and is left out, and of
  /// two entries with one name the first is kept, as `getenv` reads it.
  public static func variables() -> [String: String] {
    var variables: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
        let name = String(text[..<equals])
        if variables[name] == nil {
          variables[name] = String(text[text.utf8.index(after: equals)...])
        }
      }
      entry += 1
    }
    return variables
  }
}
