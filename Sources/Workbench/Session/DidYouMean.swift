import Model

/// The "(did you mean …?)" part of an error message, from the registry's `NameSuggestion`.
enum DidYouMean {
  /// " (did you mean NAME?)" for the candidate nearest to `name`, or an empty string.
  static func hint(for name: String, in candidates: [String]) -> String {
    NameSuggestion.nearest(to: name, in: candidates).map { " (did you mean \($0)?)" } ?? ""
  }
}
