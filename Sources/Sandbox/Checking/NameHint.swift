import Model

/// The "did you mean …?" part of a sandbox message, from the registry's
/// `NameSuggestion` and in the shell's format, so that every hint reads the same.
enum NameHint {
  /// "; did you mean 'NAME'?" for the candidate nearest to `name`, or an empty string.
  static func hint(for name: String, in candidates: [String]) -> String {
    NameSuggestion.nearest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
  }
}
