/// Keeps secret option values out of the history. A line enters history with the value of
/// every secret option (`api-key=`, `bearer-token=`: the names the owner says are secret)
/// replaced by `••••`. Recalled in the same session, the masked line runs with
/// the secrets it was typed with; recalled from an earlier session's history it does not
/// run, and says which secret to type again. Used from the shell's thread only.
public final class HistorySecrets {
  /// What a secret value is replaced with in history.
  public static let mask = "••••"

  /// Why a recalled line cannot run: it comes from an earlier session, whose secrets
  /// were never saved.
  public struct NotKept: Error, Equatable {
    /// The message for the user, naming the options to type again.
    public let message: String
  }

  private let secretNames: () -> Set<String>
  /// The lines typed in this session that held secrets, by the masked form history shows.
  private var typedLines: [String: String] = [:]

  /// Masks the options `secretNames` returns, asked again for every line.
  public init(secretNames: @escaping () -> Set<String>) {
    self.secretNames = secretNames
  }

  /// `line` as it enters history, its secret values masked; remembers what was masked so
  /// that `lineToRun` can give it back in this session.
  public func historyEntry(for line: String) -> String {
    let scan = Scan(line, secretNames: secretNames())
    if scan.masked != line {
      typedLines[scan.masked] = line
    }
    return scan.masked
  }

  /// The line to run for `line`, typed or recalled: the line itself, or, for a masked line
  /// of this session, the line it was with its secrets. Fails for a masked value this
  /// session never saw.
  public func lineToRun(_ line: String) -> Result<String, NotKept> {
    let scan = Scan(line, secretNames: secretNames())
    guard !scan.namesMasked.isEmpty else { return .success(line) }
    if let typed = typedLines[line] {
      return .success(typed)
    }
    let options = scan.namesMasked.map { "\($0)=" }.joined(separator: " and ")
    return .failure(
      NotKept(
        message: "\(options) \(scan.namesMasked.count == 1 ? "was" : "were") not saved in"
          + " history (secrets never are): type the secret again in place of \(Self.mask)"))
  }

  /// One pass over a line with the shell tokenizer's rules for words and quotes.
  private struct Scan {
    /// The line with each secret option's value replaced by the mask.
    var masked = ""
    /// The secret options whose value already was the mask, in order.
    var namesMasked: [String] = []

    init(_ line: String, secretNames: Set<String>) {
      let names = secretNames.sorted { $0.count > $1.count }
      var rest = Substring(line)
      while let character = rest.first {
        if character.isWhitespace {
          masked.append(character)
          rest = rest.dropFirst()
        } else if let name = names.first(where: { rest.hasPrefix($0 + "=") }) {
          rest = rest.dropFirst(name.count + 1)
          let value = Self.word(at: &rest)
          masked += name + "=" + (value.isEmpty ? "" : HistorySecrets.mask)
          if value == HistorySecrets.mask { namesMasked.append(name) }
        } else {
          masked += Self.word(at: &rest)
        }
      }
    }

    /// Removes from `rest` and returns the text up to the next whitespace outside quotes.
    private static func word(at rest: inout Substring) -> Substring {
      var index = rest.startIndex
      var inQuotes = false
      while index < rest.endIndex {
        let character = rest[index]
        if !inQuotes && character.isWhitespace { break }
        if character == "\"" {
          inQuotes.toggle()
        } else if inQuotes && character == "\\" && rest.index(after: index) < rest.endIndex {
          index = rest.index(after: index)
        }
        index = rest.index(after: index)
      }
      defer { rest = rest[index...] }
      return rest[..<index]
    }
  }
}
