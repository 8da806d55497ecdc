import FlickrApp
import FlickrBackends
import LoginApp
import LoginBackends
import MVVMPluginKit
import TweetboatApp
import TwitterApp
import TwitterBackends

/// The built-in plugins in the order `mvvm` lists them (Sources/mvvm/main.swift), for
/// what builds sessions as `mvvm` does: the shell tests, the fuzzer and the benchmarks.
/// A plugin test checks that `mvvm`'s `plugins` lists the same, in the same order.
public enum StandardPlugins {
  /// Every built-in plugin: the backends, then the apps.
  public static let all = backends + apps

  /// The built-in backend modules.
  public static let backends = [
    BuiltInPlugin(name: "FlickrBackends") { FlickrBackends.register(with: $0) },
    BuiltInPlugin(name: "TwitterBackends") { TwitterBackends.register(with: $0) },
    BuiltInPlugin(name: "LoginBackends") { LoginBackends.register(with: $0) },
  ]

  /// The built-in apps.
  public static let apps = [
    BuiltInPlugin(name: "LoginApp") { LoginApp.register(with: $0) },
    BuiltInPlugin(name: "FlickrApp") { FlickrApp.register(with: $0) },
    BuiltInPlugin(name: "TwitterApp") { TwitterApp.register(with: $0) },
    BuiltInPlugin(name: "TweetboatApp") { TweetboatApp.register(with: $0) },
  ]
}
