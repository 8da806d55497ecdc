import FlickrModel
import Foundation
import Glibc
import LoopbackTestSupport
import Model
import ReactiveCore
import Testing

/// Keys kept in `${XDG_CONFIG_HOME:-~/.config}/mvvm/credentials`: read after the option
/// and the environment, named truthfully, refused when others may read the file.
@Suite("Credentials file")
struct CredentialsFileTests {
  /// A fresh configuration directory holding `mvvm/credentials` with `text` and `mode`.
  func configDirectory(_ text: String, mode: Int = 0o600) throws -> String {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("mvvm-credentials-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(
      atPath: directory + "/mvvm", withIntermediateDirectories: true)
    let file = directory + "/mvvm/credentials"
    try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file)
    return directory
  }

  @Test func aKeyInThePrivateFileIsUsedAndTheSummarySaysSo() async throws {
    let config = try configDirectory(
      "# keys for mvvm\n\nTWITTER_BEARER_TOKEN=t\n FLICKR_API_KEY = from-file \n")
    defer { try? FileManager.default.removeItem(atPath: config) }
    let server = try LoopbackHTTPServer { _ in .json(200, FlickrLiveTests.searchBody) }
    defer { server.stop() }
    let registry = makeRegistry(variables: ["XDG_CONFIG_HOME": config])
    try registry.use(
      service: "flickr", backend: "live", options: ["base-url=\(server.url("/rest/"))"])
    #expect(
      try registry.activeDescription(of: "flickr").hasSuffix(
        "(key from the credentials file \(config)/mvvm/credentials)"))
    _ = await result(of: registry.service(.flickr).search("bird"))
    #expect(server.requests.first?.queryValue("api_key") == "from-file")
  }

  @Test func theOptionThenTheEnvironmentThenTheFile() throws {
    let config = try configDirectory("FLICKR_API_KEY=from-file\n")
    defer { try? FileManager.default.removeItem(atPath: config) }
    let option = CredentialOption(
      option: "api-key", variable: "FLICKR_API_KEY", noun: "key", placement: .queryItem("api_key"))
    func source(_ values: [String: BackendOptionValue], _ variables: [String: String]) throws
      -> Credential.Source?
    {
      try option.credential(
        in: BackendConfiguration(
          service: "flickr", backend: "live",
          environment: BackendEnvironment(scheduler: TestScheduler(), variables: variables),
          values: values))?.source
    }
    let file = ["XDG_CONFIG_HOME": config]
    let environment = file.merging(["FLICKR_API_KEY": "e"]) { $1 }
    #expect(try source([:], file) == .file(path: config + "/mvvm/credentials"))
    #expect(try source([:], environment) == .environment("FLICKR_API_KEY"))
    #expect(try source(["api-key": .secret("o")], environment) == .option("api-key"))
  }

  @Test func withoutXDGConfigHomeTheFileIsUnderHomeDotConfig() throws {
    let home = try configDirectory("")
    defer { try? FileManager.default.removeItem(atPath: home) }
    try FileManager.default.createDirectory(
      atPath: home + "/.config/mvvm", withIntermediateDirectories: true)
    let file = home + "/.config/mvvm/credentials"
    try Data("TWITTER_BEARER_TOKEN=AAAA\n".utf8).write(to: URL(fileURLWithPath: file))
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file)
    let registry = makeRegistry(variables: ["HOME": home, "XDG_CONFIG_HOME": "relative/ignored"])
    try registry.use(service: "twitter", backend: "live", options: [])
    #expect(
      try registry.activeDescription(of: "twitter").hasSuffix(
        "(token from the credentials file \(file))"))
  }

  @Test(arguments: [0o644, 0o640, 0o604])
  func aFileOthersCanReadIsRefusedSayingHowToFixItsMode(mode: Int) throws {
    let config = try configDirectory("FLICKR_API_KEY=exposed-secret\n", mode: mode)
    defer { try? FileManager.default.removeItem(atPath: config) }
    let registry = makeRegistry(variables: ["XDG_CONFIG_HOME": config])
    let error = #expect(throws: BackendRegistryError.self) {
      try registry.use(service: "flickr", backend: "live", options: [])
    }
    let path = config + "/mvvm/credentials"
    #expect(
      error?.description
        == "the credentials file \(path) can be read by others (mode \(String(mode, radix: 8))); make it private with: chmod 600 \(path)"
    )
    #expect(try registry.backends(of: "flickr").first { $0.isActive }?.name == "fixture")
  }

  @Test func theFileIsNotReadWhenTheEnvironmentHasTheKey() throws {
    let config = try configDirectory("FLICKR_API_KEY=x\n", mode: 0o644)
    defer { try? FileManager.default.removeItem(atPath: config) }
    let registry = makeRegistry(variables: ["XDG_CONFIG_HOME": config, "FLICKR_API_KEY": "e"])
    try registry.use(service: "flickr", backend: "live", options: [])
    #expect(try registry.activeDescription(of: "flickr").hasSuffix("(key from FLICKR_API_KEY)"))
  }

  @Test func aMalformedLineIsNamedByItsNumberNeverItsText() throws {
    let config = try configDirectory("# ok\nFLICKR_API_KEY=k\nhunter2-secret-alone\n")
    defer { try? FileManager.default.removeItem(atPath: config) }
    let error = #expect(throws: BackendRegistryError.self) {
      try makeRegistry(variables: ["XDG_CONFIG_HOME": config])
        .use(service: "twitter", backend: "live", options: [])
    }
    #expect(
      error?.description
        == "the credentials file \(config)/mvvm/credentials, line 3: expected NAME=value, like SERVICE_API_KEY=…"
    )
  }

  @Test func aFileWithoutTheKeyLeavesItMissing() throws {
    let config = try configDirectory("FLICKR_API_KEY=k\n")
    defer { try? FileManager.default.removeItem(atPath: config) }
    let error = #expect(throws: BackendRegistryError.self) {
      try makeRegistry(variables: ["XDG_CONFIG_HOME": config])
        .use(service: "twitter", backend: "live", options: [])
    }
    #expect(error?.description.hasPrefix("twitter live needs a token:") == true)
  }

  @Test func aFileOverSixtyFourKilobytesIsRefusedWithoutBeingReadWhole() throws {
    let padding = String(repeating: "# a comment line that only takes room\n", count: 2_000)
    let config = try configDirectory(padding + "FLICKR_API_KEY=k\n")
    defer { try? FileManager.default.removeItem(atPath: config) }
    let file = CredentialsFile(path: config + "/mvvm/credentials")
    let error = #expect(throws: CredentialsFileError.self) { try file.value(of: "FLICKR_API_KEY") }
    #expect(
      error?.description
        == "the credentials file \(file.path) holds more than 64 KB, so it was not read: it should be a few NAME=value lines"
    )
  }

  @Test func aPrivateFIFOIsReadUntilItsWriterClosesItAndOnlyOnce() throws {
    let config = FileManager.default.temporaryDirectory
      .appendingPathComponent("mvvm-credentials-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(
      atPath: config + "/mvvm", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: config) }
    let path = config + "/mvvm/credentials"
    try #require(mkfifo(path, 0o600) == 0)
    // A password manager's way: it opens the FIFO when a reader comes and writes the keys.
    let writer = Thread {
      let descriptor = open(path, O_WRONLY)
      guard descriptor >= 0 else { return }
      let text = Array("FLICKR_API_KEY=from-fifo\nTWITTER_BEARER_TOKEN=t\n".utf8)
      _ = write(descriptor, text, text.count)
      close(descriptor)
    }
    writer.start()
    let file = CredentialsFile(path: path)
    #expect(try file.value(of: "FLICKR_API_KEY") == "from-fifo")
    #expect(try file.value(of: "TWITTER_BEARER_TOKEN") == "t", "read once, remembered")
  }

  @Test func aFIFOOthersCanReadIsRefusedLikeAFile() throws {
    let config = FileManager.default.temporaryDirectory
      .appendingPathComponent("mvvm-credentials-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(
      atPath: config + "/mvvm", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: config) }
    let path = config + "/mvvm/credentials"
    try #require(mkfifo(path, 0o600) == 0)
    try #require(chmod(path, 0o644) == 0)
    let error = #expect(throws: CredentialsFileError.self) {
      try CredentialsFile(path: path).value(of: "FLICKR_API_KEY")
    }
    #expect(error == .readableByOthers(path: path, mode: 0o644))
  }
}
