import FixtureTestSupport
import Foundation
import MVVMPluginKit
import Testing

/// The test plugin loaded into the real `mvvm`: what it registers works like the built-in
/// parts, and every way a library can fail to load gives its message while the shell
/// starts anyway.
@Suite(.enabled(if: TestPluginLibrary.isAvailable, TestPluginLibrary.missingReason))
struct PluginLoadingTests {
  let home: URL
  let plugin: String

  init() async throws {
    home = FileManager.default.temporaryDirectory
      .appendingPathComponent("mvvm-plugin-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    plugin = try await TestPluginLibrary.link(into: home)
  }

  @Test func theTestPluginRunsItsLesson() async throws {
    let lesson = try #require(
      Bundle.module.url(forResource: "test-plugin", withExtension: "mvvm", subdirectory: "Scripts"))
    let run = try await MvvmRun.run(
      ["--script", lesson.path, "--clock", "virtual", "--plugin", plugin], home: home)
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("TestPlugin 1.0.0  \(plugin)"))
    #expect(
      run.output.contains("registered: backend greeter canned, backend login instant, app greeter"))
    #expect(run.output.contains("Greeter (a plugin's View)"))
    #expect(run.output.contains("nameField.text     <~ name"))
    #expect(run.output.contains("errorLabel.text    <~ errorMessage (mapped)"))
    #expect(run.output.contains("✓ echo == \"ADA\""))
    #expect(run.output.contains("✓ loggedInUser ~ \"Ada Lovelace\""))
  }

  @Test func aPluginBuiltAgainstAnotherKitIsRefusedSayingWhatToRebuild() async throws {
    let hash = Array(KitIdentity.builtSourceHash.utf8)
    var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: plugin)))
    var patched = 0
    var index = bytes.startIndex
    while index + hash.count <= bytes.endIndex {
      if bytes[index..<index + hash.count].elementsEqual(hash) {
        bytes.replaceSubrange(
          index..<index + hash.count, with: Array(repeating: UInt8(ascii: "0"), count: hash.count))
        patched += 1
        index += hash.count
      } else {
        index += 1
      }
    }
    try #require(patched > 0, "the plugin does not hold its kit's source hash")
    let other = home.appendingPathComponent("other-kit")
    try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
    let copy = other.appendingPathComponent("libTestPlugin.so")
    try Data(bytes).write(to: copy)

    let run = try await MvvmRun.run(["--plugin", copy.path], input: "plugins\napps\n", home: home)
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("\(copy.path): wrong kit: it was built against other kit sources"))
    #expect(run.output.contains("rebuild the plugin against the workbench that built this mvvm"))
    #expect(!run.output.contains("greeter"))
  }

  @Test func whatIsNotAPluginIsReportedAndTheShellStarts() async throws {
    let text = home.appendingPathComponent("notes.so")
    try "not a library".write(to: text, atomically: true, encoding: .utf8)
    let missing = home.appendingPathComponent("missing.so").path
    let library = try #require(Self.loadedLibrary(named: "libdispatch.so"))

    let run = try await MvvmRun.run(
      ["--plugin", text.path, "--plugin", missing, "--plugin", library],
      input: "plugins\nopen login\n", home: home)
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("\(text.path): not a loadable library"))
    #expect(run.output.contains("\(missing): no such file or directory"))
    #expect(run.output.contains("\(library): not a plugin: it has no mvvm_plugin_entry function"))
    #expect(run.output.contains("opened login"))
  }

  @Test func aNameAnotherPluginTookIsRefusedNamingBoth() async throws {
    let second = home.appendingPathComponent("second")
    try FileManager.default.createDirectory(at: second, withIntermediateDirectories: true)
    let copy = second.appendingPathComponent("libTestPlugin.so").path
    try FileManager.default.copyItem(atPath: plugin, toPath: copy)

    let run = try await MvvmRun.run(
      ["--plugin", plugin, "--plugin", second.path], input: "plugins\n", home: home)
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("TestPlugin 1.0.0  \(plugin)"))
    #expect(
      run.output.contains(
        "\(copy): name clash: plugin TestPlugin's backend 'greeter canned' clashes with "
          + "plugin TestPlugin's backend 'greeter canned'"))
    #expect(
      run.output.contains(
        "plugin TestPlugin's app 'greeter' clashes with plugin TestPlugin's app 'greeter'"))
  }

  @Test func aPluginThatTrappedWhileLoadingIsSkippedUntilGivenExplicitly() async throws {
    let directory = (plugin as NSString).deletingLastPathComponent
    let path = ["MVVM_PLUGIN_PATH": directory]
    let crashed = try await MvvmRun.run(
      [], input: "plugins\n", home: home,
      environment: path.merging(["MVVM_TEST_PLUGIN_TRAP": "1"]) { $1 })
    #expect(crashed.trapped, "\(crashed.output)")

    let next = try await MvvmRun.run([], input: "plugins\n", home: home, environment: path)
    #expect(next.status == 0, "\(next.output)")
    #expect(
      next.output.contains("\(plugin): skipped: it stopped mvvm while loading at an earlier start"))
    #expect(next.output.contains("give it with --plugin \(plugin)"))

    let explicit = try await MvvmRun.run(["--plugin", plugin], input: "plugins\n", home: home)
    #expect(explicit.output.contains("TestPlugin 1.0.0  \(plugin)"), "\(explicit.output)")
    let after = try await MvvmRun.run([], input: "plugins\n", home: home, environment: path)
    #expect(after.output.contains("TestPlugin 1.0.0  \(plugin)"), "\(after.output)")
  }

  @Test func pluginsListsTheBuiltInOnesFirstInTheOrderMvvmRegistersThem() async throws {
    let run = try await MvvmRun.run(["--plugin", plugin], input: "plugins\napps\n", home: home)
    #expect(run.status == 0, "\(run.output)")
    let lines = run.output.split(separator: "\n").map(String.init)
    let builtIn = lines.drop { $0 != "built in:" }.dropFirst()
      .prefix { $0.hasPrefix("  ") }
      .filter { !$0.hasPrefix("    ") }
      .map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(builtIn == StandardPlugins.all.map(\.name))
    #expect(run.output.contains("    registered: app login, tour bindings, tour login\n"))
    #expect(
      run.output.contains("    registered: app tweetboat, tour tweetboat, tour time-travel\n"))
    #expect(run.output.contains("loaded:\n  TestPlugin 1.0.0  \(plugin)"))
  }

  @Test func aPluginsTourIsListedAndTakenLikeABuiltInOne() async throws {
    let run = try await MvvmRun.run(
      ["--plugin", plugin, "--clock", "virtual"],
      input: "tour\ntour greeter\nset name Ada\nrun greet\n", home: home)
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("  greeter "), "the tour is listed: \(run.output)")
    #expect(run.output.contains("Tour greeter: 1 steps"))
    #expect(run.output.contains("✓ Step 1 done"))
    #expect(run.output.contains("Tour greeter finished."))
  }

  @Test func noPluginsLoadsNone() async throws {
    let run = try await MvvmRun.run(
      ["--no-plugins", "--plugin", plugin], input: "plugins\napps\n", home: home)
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("loading plugins from libraries is off (--no-plugins)"))
    #expect(run.output.contains("built in:\n  FlickrBackends\n"), "the built-in plugins still come")
    #expect(!run.output.contains("greeter"))
  }

  /// The path of a library this test process has loaded whose file is called `name`.
  static func loadedLibrary(named name: String) -> String? {
    // /proc files report no size, so they are read to their end rather than by size.
    guard let file = FileHandle(forReadingAtPath: "/proc/self/maps") else { return nil }
    let maps = String(decoding: file.readDataToEndOfFile(), as: UTF8.self)
    return maps.split(separator: "\n").lazy
      .compactMap { $0.split(separator: " ", omittingEmptySubsequences: true).last }
      .map(String.init)
      .first { $0.hasPrefix("/") && ($0 as NSString).lastPathComponent == name }
  }
}
