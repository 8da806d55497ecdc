import Testing

/// A shell session shown in a page of the documentation: a fenced block whose lines start
/// with the shell's prompt (`mvvm> `, `flickr/SearchResults> `), each followed by what
/// the command printed. The test runs it on the virtual clock and compares, so a sample
/// that drifts from the product fails. The comments directly above the fence may say how
/// to run it (see CONTRIBUTING.md, "Session samples"):
///
///     <!-- sample setup: open twitter; use twitter fixture latency=2s -->
///     <!-- sample width: 48 -->
///     <!-- sample skip: a live backend: needs FLICKR_API_KEY and the network -->
struct SessionSample: Sendable, CustomTestStringConvertible {
  /// One typed line and what it printed.
  struct Step: Sendable {
    /// The prompt shown before the line, without its trailing space (`flickr`).
    let prompt: String
    /// The line typed after the prompt (empty for a prompt shown alone).
    let command: String
    /// The lines printed, as the sample shows them; a line `…` stands for any lines.
    var expected: [String] = []
    /// The line of the page the prompt is on (1-based).
    let line: Int
  }

  /// The page, relative to the repository (`README.md`).
  let page: String
  /// The line of the page the fence opens on (1-based).
  let line: Int
  /// Lines run silently before the sample, to reach its first prompt.
  var setup: [String] = []
  /// The columns output is laid out to.
  var width = 80
  /// Why the sample is not run, when it cannot be (a live backend, the real clock).
  var skipReason: String?
  /// The typed lines and their output.
  var steps: [Step] = []
  /// What is wrong with the sample's comments or its fence, if anything.
  var problems: [String] = []

  /// Where the sample is, as a test's name shows it.
  var testDescription: String { "\(page):\(line)" }
}
