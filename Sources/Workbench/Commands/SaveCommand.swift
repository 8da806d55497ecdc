import Foundation
import Inspection
import Model

/// `save FILE [--expect]`: writes the session so far as a script that replays it.
public struct SaveCommand: ShellCommand {
  public static let name = "save"
  public static let signature = CommandSignature(
    [
      ArgumentSpec(
        "FILE", .file,
        summary:
          "where to write the script (a file there is replaced; a FIFO or /dev/stdout is written to)"
      )
    ],
    flags: [
      FlagSpec("--expect", summary: "end with an expect line for each watched path's value now")
    ])
  public static let help = """
    Writes the session so far as a script that replays it.
    Replay it with mvvm --script FILE. The script starts on the virtual clock and holds the lines that succeeded, in order; pauses between lines on the real clock become advance lines, so timing-dependent state comes out the same. Secrets are never written: a credential option (api-key= and the like) is left out, with a comment naming where replay reads it instead (its environment variable or the credentials file); any other secret, such as a password in a URL, is written as ••••, and replay stops there until it is given. Lines about the shell rather than the session (save, tour, hint, clock) are not written.
    With --expect, the script ends with an expect line for the value of each watched path now, so replaying it checks that it reproduces the session.
    """
  public static let isReplayed = false

  /// The file to write.
  let file: String
  /// Whether to end with the watched values.
  let addsExpectations: Bool

  public init(_ arguments: ParsedArguments) throws {
    file = try arguments.required("FILE") { arguments.word($0) }
    addsExpectations = arguments.has("--expect")
  }

  /// Saving to `file`, with the watched values when `addsExpectations`.
  init(file: String, addsExpectations: Bool) {
    self.file = file
    self.addsExpectations = addsExpectations
  }

  public func run(in session: Session) throws -> CommandOutcome {
    guard session.mayWriteFiles else {
      throw ShellError("save: \(PictureFile.notWritten)")
    }
    let recordings = SavedRecordings(beside: file, kept: session.liveResponses.kept)
    let text = script(of: session, recordings: recordings)
    let outcome: OutputFile.Outcome
    do {
      outcome = try OutputFile.write(Data(text.utf8), to: file)
    } catch {
      throw ShellError("save: \(error)")
    }
    let count = session.history.records.filter(\.isReplayed).count
    var saved = "saved \(count) \(count == 1 ? "line" : "lines") \(outcome.destination(file))"
    if let paths = recordings?.paths, !paths.isEmpty {
      saved +=
        " and the live answers they need \(paths.count == 1 ? "in" : "in each of") "
        + paths.joined(separator: ", ")
    }
    switch outcome {
    case .created, .replaced:
      session.console.wholeResult("\(saved); replay with mvvm --script \(file)")
    case .wroteIntoFIFO, .wroteToStandardStream: session.console.wholeResult(saved)
    }
    return .done
  }

  /// The script: a header, the lines with real-time gaps as `advance`, the expectations;
  /// a live backend's lines replay from the answers the session kept, written by
  /// `recordings` (none without it).
  func script(of session: Session, recordings: SavedRecordings? = nil) -> String {
    var lines = [
      "# A session saved by mvvm save; replay it with: mvvm --script FILE",
      "# It runs on the virtual clock, pauses on the real clock written as advance lines.",
    ]
    let backends = session.backends.serviceNames.compactMap { service -> String? in
      guard let active = try? session.backends.activeDescription(of: service) else { return nil }
      return "\(service) " + (active.components(separatedBy: ": ").first ?? active)
    }
    let header = lines.count
    if !backends.isEmpty {
      lines.append(
        "# Backends when saved: \(backends.joined(separator: ", ")) (the use lines below set them)."
      )
    }
    lines.append("clock virtual")
    // The lines as time travel replays them (`SessionReplay`): each at the time it
    // started on the session's clock, a real-clock wait as the time it let pass.
    var clock = SessionClock.virtualStart
    // Moves the script's clock to `date` with an advance line, as it will read when
    // replayed (to the millisecond).
    func advance(to date: Date) {
      let gap = TimeSpan(clampingSeconds: date.timeIntervalSince(clock))
      guard gap.milliseconds > 0 else { return }
      lines.append("advance \(gap)")
      clock = clock.addingTimeInterval(gap.seconds)
    }
    var resuming: String?
    for record in session.history.records where record.isReplayed {
      // Lines a tour ran to catch up on resuming were not typed: the script says so, and
      // keeps them for the state they built.
      if record.resumingTour != resuming {
        if let resuming { lines.append("# (end of the lines tour \(resuming) replayed)") }
        if let tour = record.resumingTour {
          lines.append(
            "# tour \(tour) replayed the lines below when it resumed; they were not typed")
        }
        resuming = record.resumingTour
      }
      advance(to: record.replayDate)
      let waitsOnly =
        record.clock == .real
        && [WaitCommand.name, SleepCommand.name].contains(Tokenizer.firstWord(of: record.line))
      if !waitsOnly {
        for saved in ReplayNeeds.saved(
          record.line, backends: session.backends, recordings: recordings)
        {
          lines +=
            saved.hasPrefix("#") ? [saved] : Self.withoutSecrets(saved, backends: session.backends)
        }
      }
      let end = SessionClock.virtualStart.addingTimeInterval(record.endOffset)
      if record.clock == .real {
        advance(to: end)
      } else {
        clock = max(clock, end)
      }
    }
    if let resuming { lines.append("# (end of the lines tour \(resuming) replayed)") }
    if !backends.isEmpty, recordings?.paths.isEmpty == false {
      lines[header] = lines[header].replacingOccurrences(
        of: "(the use lines below set them).",
        with: "(the use lines below set them; a live one replays offline from what it answered).")
    }
    if addsExpectations {
      lines += expectations(in: session)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `line` as the script keeps it, after comments saying what it held secret: a
  /// credential option (`api-key=`) is left out, so replay reads it where the backend
  /// falls back to (its environment variable, else the credentials file's line of that
  /// name), which the comment names; any other secret (an option without a fallback, a
  /// URL's credentials) is masked, and replay stops at the line until it is given again.
  static func withoutSecrets(_ line: String, backends: BackendRegistry) -> [String] {
    var comments: [String] = []
    var kept = line
    if let words = try? Tokenizer.tokens(of: line), words.count > 2,
      words[0].text == UseCommand.name,
      let listing = try? backends.backends(of: words[1].text).first(where: {
        $0.name == words[2].text
      })
    {
      let fallbacks = Dictionary(
        listing.options.compactMap { option in option.fallbackVariable.map { (option.name, $0) } },
        uniquingKeysWith: { first, _ in first })
      let file =
        "the credentials file" + (backends.environment.credentialsFile.map { " \($0.path)" } ?? "")
      let leftOut = words.dropFirst(3).filter { word in
        guard let name = word.text.split(separator: "=").first.map(String.init),
          let variable = fallbacks[name], word.text.contains("=")
        else { return false }
        comments.append(
          "# left out \(name)= (a secret is never saved): replay reads it from \(variable), else"
            + " from the line \(variable)=… of \(file)")
        return true
      }
      if !leftOut.isEmpty {
        kept = words.filter { !leftOut.contains($0) }.map(Self.written).joined(separator: " ")
      }
    }
    let masked = backends.secretMasking.masking(kept)
    if masked != kept {
      comments.append(
        "# \(SecretMasking.mask) stands for a secret that was not saved: replay fails at the next"
          + " line until the secret is written in its place")
    }
    return comments + [masked]
  }

  /// `token` as a line writes it: in quotes when it was, or must be.
  private static func written(_ token: Token) -> String {
    let needsQuotes =
      token.isQuoted || token.text.contains { $0.isWhitespace || "\"#".contains($0) }
    return needsQuotes ? ValueFormatter.quoted(token.text) : token.text
  }

  /// An `expect` line per watched path, for its value now.
  private func expectations(in session: Session) -> [String] {
    var lines: [String] = []
    for text in session.watches.paths {
      guard let path = try? MemberPath(parsing: text), path.rows == nil,
        let root = try? session.root(of: path),
        let resolved = try? PathResolver.resolve(path, from: root)
      else {
        lines.append("# \(text): watched, but not a single value to expect")
        continue
      }
      let value = resolved.value
      guard let unwrapped = ValueFormatter.unwrapped(value) else {
        lines.append("expect \(text) == nil")
        continue
      }
      switch unwrapped {
      case is String, is Bool, is Int, is Double:
        lines.append("expect \(text) == \(ValueFormatter.describe(unwrapped))")
      default:
        if let elements = ValueFormatter.elements(of: unwrapped) {
          lines.append("expect \(text).count == \(elements.count)")
        } else {
          lines.append(
            "expect \(text) ~ \(ValueFormatter.quoted(ValueFormatter.plainText(unwrapped)))")
        }
      }
    }
    return lines
  }
}
