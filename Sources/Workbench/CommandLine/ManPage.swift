/// The manual page, `mvvm.1`, in roff: made from the same declarations as `mvvm --help`
/// (the synopsis, the description and `CommandLineOptions.all`) and as the shell's
/// `help` (each command's synopsis, aliases, help text and argument lines in
/// `CommandCatalog`), so the manual, `--help`, `help` and Tab never disagree.
/// `mvvm --man` prints it; the README's install lines put it where `man` finds it.
public enum ManPage {
  /// The page for `mvvm` at `version`. It carries no date, so the same build always
  /// prints the same page.
  public static func roff(version: String) -> String {
    var lines = [
      #".TH MVVM 1 "" "mvvm \#(version)" "MVVM Workbench""#,
      // Neither hyphenate nor justify: names and paths stay whole, as in `help`.
      ".nh",
      ".ad l",
      ".SH NAME",
      #"mvvm \- a shell of live MVVM view-models you set, run, watch and ask why"#,
      ".SH SYNOPSIS",
      ".nf",
    ]
    lines += CommandLineOptions.synopsis.split(separator: "\n").map { text(String($0)) }
    lines += [".fi", ".SH DESCRIPTION"]
    lines += paragraphs(CommandLineOptions.description)
    lines.append(".SH OPTIONS")
    for option in CommandLineOptions.all {
      lines += [".TP", ".B " + text(option.shown), text(option.summary)]
    }
    lines += [
      ".SH COMMANDS",
      text("Inside the shell, help lists the commands and help COMMAND explains one:"),
    ]
    for command in CommandCatalog.all {
      lines += [".TP", ".B " + text(command.synopsis)]
      if !command.aliases.isEmpty {
        lines.append(text("(also: \(command.aliases.joined(separator: ", ")))"))
        lines.append(".br")
      }
      lines += command.help.split(separator: "\n").flatMap { [text(String($0)), ".br"] }
        .dropLast()
      for row in command.signature.argumentRows {
        lines += [".RS", ".TP", ".I " + text(row.name), text(row.summary), ".RE"]
      }
    }
    lines += [
      ".SH EXIT STATUS",
      text(
        "0 when every command succeeded and every expect held, 1 otherwise, 64 for a bad "
          + "command line."),
      ".SH SEE ALSO",
      text("The README of MVVM Workbench, and its documentation site (Scripts/docs)."),
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// `description`'s paragraphs (one a line), each its own roff paragraph.
  private static func paragraphs(_ description: String) -> [String] {
    description.split(separator: "\n").enumerated().flatMap { index, line in
      (index == 0 ? [] : [".PP"]) + [text(String(line))]
    }
  }

  /// `plain` as a line of roff text: backslashes and hyphens escaped (a hyphen is then
  /// a minus sign, so an option copied from the page works), characters beyond ASCII
  /// named by their code point (`…` is `\[u2026]`), so any roff reads the page without a
  /// preprocessor, and a line that would start with a control character kept as text.
  static func text(_ plain: String) -> String {
    var escaped = ""
    for scalar in plain.unicodeScalars {
      switch scalar {
      case "\\": escaped += "\\e"
      case "-": escaped += "\\-"
      case _ where scalar.isASCII: escaped.unicodeScalars.append(scalar)
      default:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        escaped += "\\[u\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex)]"
      }
    }
    return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
  }
}
