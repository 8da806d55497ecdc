import Model

/// The "did you mean …?" part of an error message, from the registry's `NameSuggestion`
/// and in the registry's format, so that every hint in the shell reads the same.
enum DidYouMean {
  /// "; did you mean 'NAME'?" for the candidate nearest to `name`, or an empty string.
  /// Put lists of valid names after it, in parentheses.
  static func hint(for name: String, in candidates: [String]) -> String {
    NameSuggestion.nearest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
  }
}
