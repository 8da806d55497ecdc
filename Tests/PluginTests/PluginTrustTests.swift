import Foundation
import Glibc
import ProcessTestSupport
import Testing

/// What `mvvm` refuses to load, and how it handles a plugin that never finishes loading or
/// stops `mvvm`: code someone else could have changed, a relative `MVVM_PLUGIN_PATH`
/// entry, an entry point that skips the kit handshake; a crash marker that cannot be
/// written is reported, one per process, and a slow plugin is named while it loads.
@Suite(.enabled(if: TestPluginLibrary.isAvailable, TestPluginLibrary.missingReason))
struct PluginTrustTests {
  let home: URL
  let plugin: String

  init() async throws {
    home = FileManager.default.temporaryDirectory
      .appendingPathComponent("mvvm-plugin-trust-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: home, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
    plugin = try await TestPluginLibrary.link(into: home)
  }

  /// A directory `name` in `home` holding a copy of the plugin, with `mode`.
  func pluginDirectory(_ name: String, mode: mode_t = 0o755) throws -> String {
    let directory = home.appendingPathComponent(name).path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: plugin, toPath: directory + "/libTestPlugin.so")
    chmod(directory, mode)
    return directory
  }

  @Test func aRelativePluginPathEntryIsRefused() async throws {
    let run = try await MvvmRun.run(
      [], input: "plugins\n", home: home, environment: ["MVVM_PLUGIN_PATH": "."])
    #expect(run.status == 0, "\(run.output)")
    #expect(
      run.output.contains("  .: refused: MVVM_PLUGIN_PATH entries must be absolute paths"),
      "\(run.output)")
    #expect(!run.output.contains("TestPlugin 1.0.0"), "\(run.output)")
  }

  @Test func aLibraryOthersMayWriteIsRefusedSayingWhy() async throws {
    let directory = try pluginDirectory("shared")
    chmod(directory + "/libTestPlugin.so", 0o666)
    let run = try await MvvmRun.run(
      [], input: "plugins\n", home: home, environment: ["MVVM_PLUGIN_PATH": directory])
    #expect(
      run.output.contains(
        "\(directory)/libTestPlugin.so: refused: it is writable by others (mode 666), so anyone"
          + " could change the code mvvm would run; chmod o-w \(directory)/libTestPlugin.so"),
      "\(run.output)")
    #expect(!run.output.contains("TestPlugin 1.0.0"))
  }

  @Test func aPluginDirectoryOthersMayWriteIsRefusedSayingWhy() async throws {
    let directory = try pluginDirectory("data/mvvm/plugins", mode: 0o777)
    let run = try await MvvmRun.run([], input: "plugins\n", home: home)
    #expect(
      run.output.contains(
        "\(directory): refused: it is writable by others (mode 777), so anyone could change the"
          + " code mvvm would run; chmod o-w \(directory)"), "\(run.output)")
    #expect(!run.output.contains("TestPlugin 1.0.0"))
  }

  @Test(.enabled(if: getuid() == 0, "only root can give a file to another user"))
  func aLibraryOrDirectoryOfAnotherUserIsRefused() async throws {
    let directory = try pluginDirectory("theirs")
    chown(directory + "/libTestPlugin.so", 65534, 65534)
    let library = try await MvvmRun.run(
      [], input: "plugins\n", home: home, environment: ["MVVM_PLUGIN_PATH": directory])
    #expect(
      library.output.contains(
        "\(directory)/libTestPlugin.so: refused: it belongs to nobody (user 65534), who is neither"
          + " you nor root and could change the code mvvm would run"), "\(library.output)")
    chown(directory + "/libTestPlugin.so", 0, 0)
    chown(directory, 65534, 65534)
    let run = try await MvvmRun.run(
      ["--plugin", directory + "/libTestPlugin.so"], input: "plugins\n", home: home)
    #expect(
      run.output.contains(
        "refused: its directory \(directory) belongs to nobody (user 65534)"), "\(run.output)")
    #expect(!run.output.contains("TestPlugin 1.0.0"))
  }

  @Test func anEntryPointThatSkipsTheHandshakeIsRefused() async throws {
    let run = try await MvvmRun.run(
      ["--plugin", plugin], input: "plugins\n", home: home,
      environment: ["MVVM_TEST_PLUGIN_NO_HANDSHAKE": "1"])
    #expect(
      run.output.contains(
        "\(plugin): not a plugin: its entry point answered 0 without the kit handshake"
          + " (PluginEntry.handshake), so its kit was never checked"), "\(run.output)")
    #expect(!run.output.contains("TestPlugin 1.0.0"))
  }

  @Test func aCrashMarkerThatCannotBeWrittenIsReported() async throws {
    let blocked = home.appendingPathComponent("not-a-directory")
    try Data().write(to: blocked)
    let run = try await MvvmRun.run(
      ["--plugin", plugin], input: "plugins\n", home: home,
      environment: ["XDG_STATE_HOME": blocked.path])
    #expect(
      run.output.contains("cannot write the crash marker \(blocked.path)/mvvm/plugin-loading."),
      "\(run.output)")
    #expect(
      run.output.contains(
        "a plugin that stops mvvm while loading will stop it again at every start"))
    #expect(run.output.contains("TestPlugin 1.0.0"), "it still loads")
  }

  @Test func aShellStillLoadingASlowPluginIsNotTakenForACrash() async throws {
    let directory = (plugin as NSString).deletingLastPathComponent
    let path = ["MVVM_PLUGIN_PATH": directory]
    let slow = try RunningMvvm(
      home: home, environment: path.merging(["MVVM_TEST_PLUGIN_SLEEP": "10"]) { $1 })
    let state = home.appendingPathComponent("state/mvvm").path
    // The marker lives only while the plugin loads (10 s): it is looked for on a thread of
    // its own, which a loaded test runner cannot keep waiting past that window.
    let marked = try await OwnThread.run {
      for _ in 0..<3000 {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: state)) ?? []
        if names.contains(where: { $0.hasPrefix("plugin-loading") }) { return true }
        usleep(20_000)
      }
      return false
    }
    #expect(marked, "the slow shell marks its plugin while loading")
    let other = try await MvvmRun.run([], input: "plugins\n", home: home, environment: path)
    #expect(other.output.contains("TestPlugin 1.0.0  \(plugin)"), "\(other.output)")
    let first = await slow.finish(input: "plugins\n")
    #expect(first.contains("TestPlugin 1.0.0  \(plugin)"), "\(first)")
  }

  @Test func aPluginStillLoadingIsNamedAndCtrlCSkipsItAtTheNextStart() async throws {
    let directory = (plugin as NSString).deletingLastPathComponent
    let path = ["MVVM_PLUGIN_PATH": directory]
    let stuck = try RunningMvvm(
      home: home, environment: path.merging(["MVVM_TEST_PLUGIN_SLEEP": "60"]) { $1 })
    let named =
      "mvvm: plugin \(plugin) is still loading; Ctrl-C ends mvvm, and the next start skips it"
    #expect(await stuck.waitUntil { stuck.output.contains(named) }, "\(stuck.output)")
    stuck.interrupt()
    _ = await stuck.finish(input: "")

    let next = try await MvvmRun.run([], input: "plugins\n", home: home, environment: path)
    #expect(
      next.output.contains("\(plugin): skipped: it stopped mvvm while loading at an earlier start"),
      "\(next.output)")
  }
}
