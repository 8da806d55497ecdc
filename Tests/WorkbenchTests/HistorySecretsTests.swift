import Model
import ReactiveCore
import Testing

@testable import LineEditor
@testable import Workbench

@Suite struct HistorySecretsTests {
  let secrets = HistorySecrets { SecretMasking(secretOptions: ["api-key", "bearer-token"]) }

  @Test func secretValuesAreMaskedBeforeALineEntersHistory() {
    #expect(
      secrets.historyEntry(for: "use flickr live api-key=SECRET timeout=5s")
        == "use flickr live api-key=•••• timeout=5s")
    #expect(
      secrets.historyEntry(for: #"use twitter live  bearer-token="a b\" c" base-url=x"#)
        == "use twitter live  bearer-token=•••• base-url=x")
    #expect(secrets.historyEntry(for: "set searchText api-key") == "set searchText api-key")
    #expect(secrets.historyEntry(for: "set title x-api-key=1") == "set title x-api-key=1")
    #expect(secrets.historyEntry(for: "use flickr live api-key=") == "use flickr live api-key=")
  }

  @Test func theSecretOptionsAreTheOnesBackendsDeclare() {
    let shell = ShellHarness()
    let names = shell.session.backends.secretMasking.secretOptions
    #expect(names.isSuperset(of: ["api-key", "bearer-token"]))
    #expect(!names.contains("timeout"))
  }

  @Test func aMaskedLineRecalledInTheSameSessionRunsWithItsSecret() throws {
    let (shell, vault) = shellWithVault()
    let reader = ScriptedLineReader(lines: [
      "use vault spy token=s3cret", "use vault spy token=••••",
    ])
    InteractiveShell(interpreter: shell.interpreter, reader: reader).run(banner: "")
    #expect(reader.history == ["use vault spy token=••••"])
    #expect(vault.tokens.suffix(2) == ["s3cret", "s3cret"])
    #expect(shell.output.lines(on: .error).isEmpty)
  }

  @Test func aMaskedLineFromAnEarlierSessionAsksForTheSecret() throws {
    let (shell, vault) = shellWithVault()
    let reader = ScriptedLineReader(lines: ["use vault spy token=••••"])
    InteractiveShell(interpreter: shell.interpreter, reader: reader).run(banner: "")
    #expect(!vault.tokens.contains("••••"))
    // The 80-column console wraps the message at a word.
    #expect(
      shell.output.lines(on: .error).joined(separator: " ").replacingOccurrences(
        of: "   ", with: " ")
        == "token= was not saved in history (secrets never are): type the secret again in place of ••••"
    )
  }

  /// A shell with a service `vault` whose backend `spy` records the `token=` it is given.
  private func shellWithVault() -> (ShellHarness, TokenLog) {
    let shell = ShellHarness()
    let log = TokenLog()
    let spy = BackendDefinition<String>(
      name: "spy", summary: "records its token",
      options: [BackendOption(name: "token", summary: "a secret", kind: .secret)]
    ) { configuration in
      log.record(configuration.text("token"))
      return "vault"
    }
    shell.session.backends.register(
      spy, for: ServiceKey<String>(name: "vault") { vault, _ in vault })
    return (shell, log)
  }
}

/// The tokens a test backend was created with, in order.
private final class TokenLog: Sendable {
  private let recorded = Atomic<[String]>([])

  var tokens: [String] { recorded.modify { $0 } }

  func record(_ token: String?) {
    if let token { recorded.modify { $0.append(token) } }
  }
}
