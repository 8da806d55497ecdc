/// A prompt line of a session sample: the prompt the shell shows (`mvvm`,
/// `flickr/SearchResults/searchResults[0]`, at a moment of the past `flickr @2`) followed by
/// `> ` and the line typed after it.
struct SamplePrompt {
  /// The prompt, without `> `.
  let name: String
  /// What was typed after it (empty for a prompt shown alone).
  let command: String

  /// The prompt `line` starts with, or nil when it starts with none: an app's name, then
  /// screens and focused paths each after a `/`, then where time travel stands (` @2`,
  /// ` @skip 3`), then `>` at the end of the line or before a space.
  init?(line: String) {
    guard
      let match = line.wholeMatch(
        of: /([A-Za-z][A-Za-z0-9_.\-]*(?:\/[^\s>\/]+)*(?: @[^>]+)?)>(?: (.*))?/)
    else { return nil }
    name = String(match.output.1)
    command = match.output.2.map(String.init) ?? ""
  }
}
