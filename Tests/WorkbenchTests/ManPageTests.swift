import Foundation
import ProcessTestSupport
import Testing

@testable import Workbench

/// The manual page, `mvvm --man`, and what `mvvm --help` and the shell's `help` print never
/// disagree: every option and every command of one is in the other, in the same words.
/// Run on the built `mvvm`, as a user reads them.
@Suite(.enabled(if: MvvmExecutable.path != nil, MvvmExecutable.missingReason))
struct ManPageTests {
  /// What the built `mvvm` prints for `arguments`, with `input` on standard input.
  static func mvvm(_ arguments: [String], input: String = "") async throws -> String {
    let path = try #require(MvvmExecutable.path)
    var environment = ProcessInfo.processInfo.environment
    environment["MVVM_PLUGIN_PATH"] = nil
    environment["COLUMNS"] = nil
    return try await ProgramRun.run(
      path, arguments, input: input, environment: environment, capturing: .output
    ).printed
  }

  /// The page's text, its macros and escapes taken out, every run of white space one
  /// space: what a reader of `man mvvm` reads, without the layout.
  static func plainText(ofRoff roff: String) -> String {
    let lines = roff.split(separator: "\n").compactMap { line -> String? in
      if line.hasPrefix(".B ") || line.hasPrefix(".I ") { return String(line.dropFirst(3)) }
      return line.hasPrefix(".") ? nil : String(line)
    }
    let text = lines.joined(separator: " ")
      .replacingOccurrences(of: "\\-", with: "-")
      .replacingOccurrences(of: "\\&", with: "")
      .replacing(/\\\[u([0-9A-F]{4,6})\]/) { match in
        UInt32(match.output.1, radix: 16).flatMap(Unicode.Scalar.init).map { String($0) } ?? ""
      }
    return normalized(text.replacingOccurrences(of: "\\e", with: "\\"))
  }

  /// `text` with every run of white space one space, and none at the ends.
  static func normalized(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// The section `name` of the page (`.SH NAME` to the next `.SH`).
  static func section(_ name: String, of roff: String) -> Substring {
    let start = roff.range(of: ".SH \(name)\n")?.upperBound ?? roff.endIndex
    let end = roff[start...].range(of: "\n.SH ")?.lowerBound ?? roff.endIndex
    return roff[start..<end]
  }

  /// The entries of a section: the `.B` line after each `.TP`.
  static func entries(of section: Substring) -> [String] {
    let lines = section.split(separator: "\n")
    return lines.indices.dropLast().compactMap { index in
      lines[index] == ".TP" && lines[index + 1].hasPrefix(".B ")
        ? plainText(ofRoff: String(lines[index + 1])) : nil
    }
  }

  /// The rows of `--help`'s option table, each as one line of normalized text.
  static func optionRows(ofHelp help: String) -> [String] {
    let table = help.components(separatedBy: "\nOptions:\n").last ?? ""
    var rows: [String] = []
    for line in table.split(separator: "\n") {
      if line.hasPrefix("  -") {
        rows.append(normalized(String(line)))
      } else if !rows.isEmpty {
        rows[rows.count - 1] += " " + normalized(String(line))
      }
    }
    return rows
  }

  @Test func everyOptionOfHelpIsInTheManualInTheSameWordsAndNoOther() async throws {
    let help = try await Self.mvvm(["--help"])
    let roff = try await Self.mvvm(["--man"])
    let manual = Self.plainText(ofRoff: roff)
    let rows = Self.optionRows(ofHelp: help)
    #expect(rows.count == CommandLineOptions.all.count)
    for row in rows {
      #expect(manual.contains(row), "--help's row is not in the manual: \(row)")
    }
    let options = Self.entries(of: Self.section("OPTIONS", of: roff))
    #expect(options.count == rows.count)
    for option in options {
      #expect(rows.contains { $0.hasPrefix(option + " ") }, "\(option) is not in --help")
    }
    #expect(manual.contains(Self.normalized(CommandLineOptions.usage)))
    #expect(help.hasPrefix(CommandLineOptions.synopsis.prefix(while: { $0 != "\n" })))
  }

  @Test func everyCommandOfHelpIsInTheManualInTheSameWordsAndNoOther() async throws {
    let roff = try await Self.mvvm(["--man"])
    let manual = Self.plainText(ofRoff: String(Self.section("COMMANDS", of: roff)))
    let names = CommandCatalog.all.map { $0.name }
    let synopses = CommandCatalog.all.map { $0.synopsis }
    let entries = Self.entries(of: Self.section("COMMANDS", of: roff))
    #expect(entries.map { String($0.split(separator: " ")[0]) } == names)
    let listing = try await Self.mvvm(["--clock", "virtual", "--no-plugins"], input: "help\n")
    let listed = Set(listing.split(separator: "\n").map { Self.normalized(String($0)) })
    for synopsis in synopses {
      let isListed = listed.contains { $0.hasPrefix(synopsis + " ") }
      #expect(isListed, "\(synopsis) is in the manual but not in help's listing")
    }
    for name in names {
      let explained = try await Self.mvvm(
        ["--clock", "virtual", "--no-plugins"], input: "help \(name)\n")
      let isInManual = manual.contains(Self.normalized(explained))
      #expect(isInManual, "help \(name) says what the manual does not:\n\(explained)")
    }
  }

  @Test func theManualIsRoffAnyReaderTakes() async throws {
    let roff = try await Self.mvvm(["--man"])
    #expect(
      roff.hasPrefix(".TH MVVM 1 \"\" \"mvvm \(WorkbenchMain.version)\" \"MVVM Workbench\"\n"))
    #expect(roff.unicodeScalars.allSatisfy { $0.isASCII })
    let lines = roff.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    for line in lines where !line.hasPrefix(".") {
      #expect(!line.hasPrefix("'"), "a text line read as a request: \(line)")
    }
    #expect(ManPage.text(".5s - \\ …") == "\\&.5s \\- \\e \\[u2026]")
    #expect(ManPage.text("'quoted'") == "\\&'quoted'")
  }
}
