import Foundation
import Model

/// What a saved script says about a line that chose a backend reaching outside the
/// session (`BackendDefinition.reachesOutside`): a replay from the recording of the
/// answers the session kept from it, written beside the script (`SavedRecordings`), or,
/// where there is none, a `# needs` comment naming what its replay asks again (the
/// server), and the line without `record=`, so that replaying the script never rewrites
/// the recording the session made.
enum ReplayNeeds {
  /// `line` as a saved script keeps it, after its comments; unchanged, with none, unless
  /// it is `use SERVICE BACKEND …` of such a backend. `recordings` (nil when nothing is
  /// written beside the script) writes the kept answers.
  static func saved(
    _ line: String, backends: BackendRegistry, recordings: SavedRecordings? = nil
  ) -> [String] {
    guard let words = try? Tokenizer.tokens(of: line).map(\.text), words.count > 2,
      words[0] == UseCommand.name,
      let listing = try? backends.backends(of: words[1]).first(where: { $0.name == words[2] }),
      listing.reachesOutside
    else { return [line] }
    let options = words.dropFirst(3)
    var why: [String] = []
    switch recordings?.choice(
      service: words[1], backend: words[2], options: Array(options), backends: backends)
    {
    case .replayed(let comment, let replay)?:
      return [backends.secretMasking.masking(comment), replay]
    case .kept(let comments)?: why = comments
    case nil: break
    }
    // The URL ends the comment: masking reads a secret in it up to a space.
    let endpoint = options.first { $0.hasPrefix("base-url=") }.map { ", at \($0.dropFirst(9))" }
    // The comments go through the masking the line will: a URL may hold a secret.
    let masking = backends.secretMasking
    var lines =
      [
        "# needs a server: replaying this line asks \(words[1])'s \(words[2]) backend again"
          + (endpoint ?? "")
      ].map(masking.masking) + why.map(masking.masking)
    guard let recording = options.first(where: { $0.hasPrefix("record=") }) else {
      return lines + [line]
    }
    lines.append(
      masking.masking(
        "# left out \(recording): a replay never rewrites the recording; replay offline from it"
          + " with the offline backend's dir=\(recording.dropFirst(7))"))
    return lines + [line.replacingOccurrences(of: " \(recording)", with: "")]
  }
}
