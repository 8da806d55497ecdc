/// Spells a service request's arguments the way the shell prints a call:
/// `service.search("swift", cursor: "abc")`.
public enum RequestName {
  /// `text` in double quotes, with quotes and backslashes escaped and control
  /// characters shown as escapes.
  public static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          result += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// `, cursor: "abc"` for a next page, nothing for the first.
  public static func cursor(_ cursor: String?) -> String {
    cursor.map { ", cursor: \(quoted($0))" } ?? ""
  }
}
