import Foundation
import Glibc
import LineEditor
import LoopbackTestSupport
import Model
import Testing

@testable import Workbench

/// One masking rule on every output path: what the screen, `--echo`, history, `save`,
/// `log --json`, error messages and recordings show or keep of a secret option (however
/// quoted), a URL's user information and a query item named like a secret is `••••`.
@Suite struct SecretMaskingPathTests {
  /// The secrets the lines below carry; none may show anywhere.
  static let secrets = ["PASS-1", "TOK-2", "KEY-3", "BEARER-4", "PW-5", "SIG-6"]

  /// Lines that succeed and carry every kind of secret.
  static let lines = [
    "use flickr live base-url=http://ada:PASS-1@127.0.0.1:9/rest/?token=TOK-2 api-key=KEY-3",
    #"use twitter live "bearer-token=BEARER-4" base-url=http://127.0.0.1:9/?sig=SIG-6"#,
    "use login live url=http://127.0.0.1:9/login?password=PW-5",
  ]

  func expectNoSecret(
    _ text: String, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for secret in Self.secrets {
      #expect(!text.contains(secret), "\(secret) in \(text)", sourceLocation: sourceLocation)
    }
  }

  @Test func echoedLinesShowNoSecret() {
    let shell = ShellHarness(includesStandardApps: true)
    var presentation = ScriptRunner.Presentation()
    presentation.echoesLines = true
    let runner = ScriptRunner(
      interpreter: shell.interpreter, sourceName: "secrets.mvvm", keepsGoing: false,
      presentation: presentation)
    #expect(runner.run(lines: Self.lines + ["type use flickr live api-key=KEY-3"]) == .success)
    expectNoSecret(shell.output.text)
    #expect(
      shell.output.all.first
        == "mvvm> use flickr live base-url=http://••••@127.0.0.1:9/rest/?token=•••• api-key=••••")
    #expect(
      shell.output.all.contains(
        #"mvvm> use twitter live "bearer-token=••••" base-url=http://127.0.0.1:9/?sig=••••"#))
    #expect(shell.output.all.contains("mvvm> use flickr live api-key=••••"), "type's own line")
  }

  @Test func historyKeepsNoSecretAndAnEarlierSessionsMaskIsRefused() {
    let shell = ShellHarness(includesStandardApps: true)
    let reader = ScriptedLineReader(
      lines: Self.lines + [
        "use flickr live base-url=http://ada:••••@127.0.0.1:9/rest/"
      ])
    InteractiveShell(interpreter: shell.interpreter, reader: reader).run(banner: "")
    expectNoSecret(reader.history.joined(separator: "\n"))
    #expect(
      reader.history[1]
        == #"use twitter live "bearer-token=••••" base-url=http://127.0.0.1:9/?sig=••••"#)
    #expect(
      shell.output.lines(on: .error).map { $0.trimmingCharacters(in: .whitespaces) }
        .joined(separator: " ")
        == "a URL's credentials was not saved in history (secrets never are): type the secret again in place of ••••"
    )
  }

  @Test func aMaskedSecretInAReplayedLineIsRefusedNamingTheOption() {
    let shell = ShellHarness(includesStandardApps: true)
    #expect(
      shell.failure("use flickr live api-key=•••• base-url=http://127.0.0.1:9/")
        == "api-key= holds •••• where a secret was (saved scripts and history never keep secrets): give the secret itself"
    )
    #expect(
      shell.failure("use login live url=http://ada:••••@127.0.0.1:9/login")
        == "url= holds •••• where a secret was (saved scripts and history never keep secrets): give the secret itself"
    )
  }

  @Test func aSavedScriptKeepsNoSecretAndNamesWhereReplayFindsIt() throws {
    let folder = NSTemporaryDirectory() + "mvvm-secrets-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(Self.lines)
    shell.runAll(["save \(folder)/saved.mvvm"])
    let saved = try String(contentsOfFile: folder + "/saved.mvvm", encoding: .utf8)
    expectNoSecret(saved)
    #expect(
      Array(saved.components(separatedBy: "\n").suffix(12)) == [
        "# needs a server: replaying this line asks flickr's live backend again, at http://••••@127.0.0.1:9/rest/?token=••••",
        "# left out api-key= (a secret is never saved): replay reads it from FLICKR_API_KEY, else from the line FLICKR_API_KEY=… of the credentials file",
        "# •••• stands for a secret that was not saved: replay fails at the next line until the secret is written in its place",
        "use flickr live base-url=http://••••@127.0.0.1:9/rest/?token=••••",
        "# needs a server: replaying this line asks twitter's live backend again, at http://127.0.0.1:9/?sig=••••",
        "# left out bearer-token= (a secret is never saved): replay reads it from TWITTER_BEARER_TOKEN, else from the line TWITTER_BEARER_TOKEN=… of the credentials file",
        "# •••• stands for a secret that was not saved: replay fails at the next line until the secret is written in its place",
        "use twitter live base-url=http://127.0.0.1:9/?sig=••••",
        "# needs a server: replaying this line asks login's live backend again",
        "# •••• stands for a secret that was not saved: replay fails at the next line until the secret is written in its place",
        "use login live url=http://127.0.0.1:9/login?password=••••", "",
      ])
  }

  @Test func theScreenTheLogAndItsJSONShowNoSecret() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(Self.lines)
    shell.runAll(["open flickr", "set searchText http://ada:PASS-1@h/?access_token=TOK-2"])
    let printed = shell.runAll(["get searchText", "log", "log --json", "backends"])
    expectNoSecret(printed.joined(separator: "\n"))
    #expect(printed.first == #"searchText = "http://••••@h/?access_token=••••""#)
  }

  @Test func aMalformedURLIsMaskedInItsError() {
    let shell = ShellHarness(includesStandardApps: true)
    let message = shell.failure("use flickr live base-url=http:/ada:PASS-1@127.0.0.1:9/ api-key=k")
    #expect(message?.contains("'http:/••••@127.0.0.1:9/'") == true, "\(message ?? "")")
    shell.run("use flickr live base-url=http:/ada:PASS-1@127.0.0.1:9/ api-key=k")
    expectNoSecret(shell.output.text)
  }

  /// The permission bits of what is at `path`.
  func mode(_ path: String) -> mode_t {
    var status = stat()
    return stat(path, &status) == 0 ? status.st_mode & 0o777 : 0
  }

  @Test func aRecordingIsPrivateAndKeepsTheTokenMaskedForReplay() throws {
    let server = try LoopbackHTTPServer { _ in
      .json(200, #"{"first_name":"Ada","last_name":"Lovelace","auth_token":"TOK-2"}"#)
    }
    defer { server.stop() }
    let parent = NSTemporaryDirectory() + "mvvm-recording-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: parent) }
    let directory = parent + "/login"
    let live = ShellHarness(clock: .real, includesStandardApps: true)
    live.runAll([
      "use login live url=\(server.url("/login")) record=\(directory)", "open login",
      "set firstName Ada", "set lastName Lovelace", "run login", "wait --timeout 20s",
    ])
    #expect(mode(directory) == 0o700)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory)
    #expect(files.count == 2)
    for file in files {
      #expect(mode(directory + "/" + file) == 0o600, "\(file)")
      expectNoSecret(try String(contentsOfFile: directory + "/" + file, encoding: .utf8))
    }

    let replay = ShellHarness(includesStandardApps: true)
    replay.runAll([
      "use login dummy dir=\(directory)", "open login", "set firstName Ada",
      "set lastName Lovelace", "run login", "advance 5s",
    ])
    #expect(
      replay.run("get loggedInUser.lastName").printed == [#"loggedInUser.lastName = "Lovelace""#])
    #expect(
      replay.run("get loggedInUser.authToken").printed == [#"loggedInUser.authToken = "••••""#])
  }

  @Test func aRecordingDirectoryOthersMayEnterIsRefused() throws {
    let directory = NSTemporaryDirectory() + "mvvm-recording-\(UUID().uuidString)"
    try FileManager.default.createDirectory(
      atPath: directory, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let shell = ShellHarness(includesStandardApps: true)
    #expect(
      shell.failure("use login live url=http://127.0.0.1:9/login record=\(directory)")
        == "record=: expected a private directory (\(directory) may be entered by others (mode 755): a recording is kept private; give a new directory (it is made 0700) or chmod 700 \(directory)), got '\(directory)'"
    )
    #expect(mode(directory) == 0o755, "left as it was")
  }
}
