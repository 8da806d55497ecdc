import Model

/// Keeps secrets out of the history. A line enters history masked by the session's
/// `SecretMasking` (secret option values however quoted, URL credentials), each secret
/// replaced by `••••`. Recalled in the same session, the masked line runs with the
/// secrets it was typed with; recalled from an earlier session's history it does not
/// run, and says which secret to type again. Used from the shell's thread only.
public final class HistorySecrets {
  /// What a secret value is replaced with in history.
  public static let mask = SecretMasking.mask

  /// Why a recalled line cannot run: it comes from an earlier session, whose secrets
  /// were never saved.
  public struct NotKept: Error, Equatable {
    /// The message for the user, naming the options to type again.
    public let message: String
  }

  private let masking: () -> SecretMasking
  /// The lines typed in this session that held secrets, by the masked form history shows.
  private var typedLines: [String: String] = [:]

  /// Masks with the rule `masking` returns, asked again for every line.
  public init(masking: @escaping () -> SecretMasking) {
    self.masking = masking
  }

  /// `line` as it enters history, its secrets masked; remembers what was masked so
  /// that `lineToRun` can give it back in this session.
  public func historyEntry(for line: String) -> String {
    let masked = masking().masking(line)
    if masked != line {
      typedLines[masked] = line
    }
    return masked
  }

  /// The line to run for `line`, typed or recalled: the line itself, or, for a masked line
  /// of this session, the line it was with its secrets. Fails for a masked value this
  /// session never saw.
  public func lineToRun(_ line: String) -> Result<String, NotKept> {
    if let typed = typedLines[line] {
      return .success(typed)
    }
    let masked = masking().maskedSecrets(in: line)
    guard !masked.isEmpty else { return .success(line) }
    let names = masked.joined(separator: " and ")
    return .failure(
      NotKept(
        message: "\(names) \(masked.count == 1 ? "was" : "were") not saved in"
          + " history (secrets never are): type the secret again in place of \(Self.mask)"))
  }
}
