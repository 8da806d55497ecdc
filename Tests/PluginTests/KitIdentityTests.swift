import MVVMPluginKit
import Testing

@testable import Workbench

/// The handshake's identity and the options that choose plugins.
struct KitIdentityTests {
  let host = KitIdentity(
    version: "1", compiler: "Swift version 6.3.1", sourceHash: "0123456789abcdef0123456789abcdef")

  @Test func theIdentityCrossesAsTextAndBack() {
    let text = "kit 1\nSwift version 6.3.1\nsources 0123456789abcdef0123456789abcdef"
    #expect(KitIdentity(text: text) == host)
    #expect(KitIdentity(text: "something else") == nil)
    #expect(KitIdentity(text: KitIdentity.builtText) == KitIdentity.ofThisBuild)
  }

  @Test func aRefusalSaysWhichPartDiffersAndWhatToRebuild() {
    #expect(host.refusal(ofPluginBuiltWith: host) == nil)
    let otherVersion = KitIdentity(
      version: "2", compiler: host.compiler, sourceHash: host.sourceHash)
    #expect(
      host.refusal(ofPluginBuiltWith: otherVersion)
        == "it was built against plugin kit 2, this mvvm has kit 1: update the plugin's "
        + "workbench dependency and rebuild the plugin")
    let otherCompiler = KitIdentity(
      version: "1", compiler: "Swift version 6.2", sourceHash: host.sourceHash)
    #expect(
      host.refusal(ofPluginBuiltWith: otherCompiler)
        == "it was built with Swift version 6.2, this mvvm with Swift version 6.3.1: rebuild the "
        + "plugin with the toolchain that built mvvm")
    let otherSources = KitIdentity(
      version: "1", compiler: host.compiler, sourceHash: "ffffffffffff0000ffffffffffff0000")
    #expect(
      host.refusal(ofPluginBuiltWith: otherSources)?.hasPrefix(
        "it was built against other kit sources (ffffffffffff…, this mvvm has 0123456789ab…)")
        == true)
  }

  @Test func pluginOptionsAreRead() throws {
    let options = try CommandLineOptions(arguments: [
      "--plugin", "a.so", "--plugin=plugins/", "--no-plugins",
    ])
    #expect(options.pluginPaths == ["a.so", "plugins/"])
    #expect(options.loadsPlugins == false)
    #expect(CommandLineOptions().loadsPlugins)
  }

  @Test func librariesAreNamedAfterTheirFiles() {
    #expect(PluginLoader.defaultName(of: "/x/libTodoPlugin.so") == "TodoPlugin")
    #expect(PluginLoader.isKitLibrary("libMVVMPluginKit.so"))
    #expect(!PluginLoader.isKitLibrary("libTodoPlugin.so"))
  }
}
