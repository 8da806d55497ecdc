import Foundation

/// The one rule for keeping secrets out of what the workbench shows and stores, applied
/// by every output path (the screen, `--echo`, history, `save`, recordings, the event log
/// and `log --json`, error messages). It masks, each with `mask`:
///
/// - the value of every secret option (an option a backend declares `.secret`, such as
///   `api-key=` or `bearer-token=`), however the line quotes it: `api-key=K`,
///   `"bearer-token=T"`, `bearer-token="a b"`, or inside a quoted sentence;
/// - the user information of a URL (`http://user:pass@host`, `http:/user:pass@host`);
/// - the values of URL query and fragment items named like secrets (`token`,
///   `access_token`, `password`, `api_key`, `key`, `secret`, `sig`: see `SecretNames`);
/// - in a JSON body (`maskingJSON`), the string values of fields named like secrets.
///
/// A masked text masks to itself, so applying the rule twice changes nothing.
public struct SecretMasking: Sendable {
  /// What a secret is replaced with.
  public static let mask = URLRedaction.mask

  /// The options whose values are secret.
  public let secretOptions: Set<String>

  /// The rule for options named `secretOptions`.
  public init(secretOptions: Set<String>) {
    self.secretOptions = secretOptions
  }

  /// `text` (a line, a message, several lines) with every secret in it masked.
  public func masking(_ text: String) -> String {
    guard text.contains(where: { $0 == "=" || $0 == "@" }) else { return text }
    var characters = Array(text)
    for value in optionValues(in: characters).reversed() {
      characters.replaceSubrange(
        value.range, with: Array(Self.mask + (value.closesQuote ? "\"" : "")))
    }
    return URLRedaction.redacting(String(characters))
  }

  /// The secrets in `line` that already hold the mask (a line recalled from an earlier
  /// session's history, or from a saved script): `api-key=` for an option, `a URL's
  /// credentials` for the rest. Empty when the line holds no mask.
  public func maskedSecrets(in line: String) -> [String] {
    guard line.contains(Self.mask) else { return [] }
    let characters = Array(line)
    var rest = characters
    var names: [String] = []
    for value in optionValues(in: characters).reversed() {
      let shown = String(characters[value.range]).replacingOccurrences(of: "\"", with: "")
      guard shown == Self.mask else { continue }
      names.insert(value.name + "=", at: 0)
      rest.removeSubrange(value.range)
    }
    if String(rest).contains(Self.mask) { names.append("a URL's credentials") }
    return names
  }

  /// One secret option's value in a text: where it is (from the character after `=` to
  /// the end of the word, for a value that is a whole word), and whether the span ends an
  /// open quote (so the mask must close it).
  private struct OptionValue {
    let range: Range<Int>
    let name: String
    let closesQuote: Bool
  }

  /// The values of secret options in `characters`, in order, read with the shell's rules
  /// for words: whitespace separates them, double quotes group text, `\` escapes inside
  /// quotes. A word inside quotes that holds several (a sentence, a JSON string) is read
  /// word by word too.
  private func optionValues(in characters: [Character]) -> [OptionValue] {
    var values: [OptionValue] = []
    var index = 0
    var inQuotes = false
    while index < characters.count {
      if !inQuotes && characters[index].isWhitespace {
        index += 1
        continue
      }
      // One word: its text without quotes, where each of its characters is, and where
      // its quotes open or close.
      var text: [Character] = []
      var positions: [Int] = []
      var quotes: [Int] = []
      while index < characters.count {
        let character = characters[index]
        if character == "\"" {
          inQuotes.toggle()
          quotes.append(index)
        } else if inQuotes && character == "\\" && index + 1 < characters.count {
          index += 1
          text.append(characters[index])
          positions.append(index)
        } else if !inQuotes && character.isWhitespace {
          break
        } else {
          text.append(character)
          positions.append(index)
        }
        index += 1
      }
      values += secretValues(in: text, at: positions, quotes: quotes, wordEnd: index)
    }
    return values
  }

  /// The secret option values in one word (`text`, its characters at `positions`).
  private func secretValues(
    in text: [Character], at positions: [Int], quotes: [Int], wordEnd: Int
  ) -> [OptionValue] {
    var values: [OptionValue] = []
    var start = 0
    while start < text.count {
      let end = text[start...].firstIndex { $0.isWhitespace } ?? text.count
      if let equals = text[start..<end].firstIndex(of: "="), equals + 1 < end {
        let name = String(text[start..<equals].drop { !($0.isLetter || $0.isNumber) })
        // A secret (or its mask) has a letter, a digit or a bullet in it: the `api-key=,`
        // of a sentence has no value.
        if secretOptions.contains(name),
          text[(equals + 1)..<end].contains(where: { $0.isLetter || $0.isNumber || $0 == "•" })
        {
          // An option that starts the word takes the rest of it, quotes and all, as the
          // shell reads it; one inside quoted text (a sentence, a JSON string) ends at a
          // space or where the quotes close; any other ends at a space.
          let equalsAt = positions[equals]
          let lastCharacter = end == text.count ? wordEnd : positions[end - 1] + 1
          let upper: Int
          if start == 0 {
            upper = wordEnd
          } else if quotes.count(where: { $0 < equalsAt }) % 2 == 1 {
            upper = min(lastCharacter, quotes.first { $0 > equalsAt } ?? wordEnd)
          } else {
            upper = lastCharacter
          }
          let range = (equalsAt + 1)..<upper
          let toggles = quotes.count { range.contains($0) }
          values.append(OptionValue(range: range, name: name, closesQuote: toggles % 2 == 1))
          if start == 0 { break }
        }
      }
      start = (text[end...].firstIndex { !$0.isWhitespace }) ?? text.count
    }
    return values
  }

  /// `body` (JSON) with the string value of every field named like a secret replaced by
  /// the mask, and nothing else changed, not even its layout: what a recording stores of
  /// a server's answer (a session's `auth_token`). A body that is not JSON comes back as it
  /// was, its text masked by `URLRedaction`.
  public static func maskingJSON(_ body: Data) -> Data {
    let bytes = [UInt8](body)
    guard let first = bytes.first(where: { !Self.isJSONSpace($0) }), first == 0x7B || first == 0x5B
    else {
      guard let text = String(bytes: bytes, encoding: .utf8) else { return body }
      return Data(URLRedaction.redacting(text).utf8)
    }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    var lastString: Range<Int>?
    var maskNextString = false
    while index < bytes.count {
      let byte = bytes[index]
      guard byte == 0x22 else {
        if byte == 0x3A, let key = lastString {
          // The string before a colon was a field's name.
          maskNextString = SecretNames.isSecret(String(decoding: bytes[key], as: UTF8.self))
        } else if !isJSONSpace(byte) {
          maskNextString = false
        }
        if byte != 0x3A && !isJSONSpace(byte) { lastString = nil }
        result.append(byte)
        index += 1
        continue
      }
      var end = index + 1
      while end < bytes.count && bytes[end] != 0x22 {
        end += bytes[end] == 0x5C ? 2 : 1
      }
      end = min(end, bytes.count - 1)
      if maskNextString {
        result += [0x22] + Array(mask.utf8) + [0x22]
        maskNextString = false
        lastString = nil
      } else {
        result += bytes[index...end]
        lastString = (index + 1)..<end
      }
      index = end + 1
    }
    return Data(result)
  }

  private static func isJSONSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }
}
