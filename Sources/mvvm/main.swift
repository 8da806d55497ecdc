import FlickrApp
import FlickrBackends
import Foundation
import LoginApp
import LoginBackends
import MVVMPluginKit
import TweetboatApp
import TwitterApp
import TwitterBackends
import Workbench

// The composition root: the built-in plugins, in the order they register (backends
// first, then the apps, whose order is the order `apps` and `tour` list them in), then
// the shell. All logic lives in Workbench and the plugins' modules.
let builtIns = [
  BuiltInPlugin(name: "FlickrBackends") { FlickrBackends.register(with: $0) },
  BuiltInPlugin(name: "TwitterBackends") { TwitterBackends.register(with: $0) },
  BuiltInPlugin(name: "LoginBackends") { LoginBackends.register(with: $0) },
  BuiltInPlugin(name: "LoginApp") { LoginApp.register(with: $0) },
  BuiltInPlugin(name: "FlickrApp") { FlickrApp.register(with: $0) },
  BuiltInPlugin(name: "TwitterApp") { TwitterApp.register(with: $0) },
  BuiltInPlugin(name: "TweetboatApp") { TweetboatApp.register(with: $0) },
]
exit(WorkbenchMain.run(arguments: Array(CommandLine.arguments.dropFirst()), builtIns: builtIns))
