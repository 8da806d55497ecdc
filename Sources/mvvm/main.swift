import FlickrBackends
import Foundation
import LoginBackends
import TwitterBackends
import ViewModels
import Workbench

// Registers every backend and runs the shell; all logic lives in Workbench.
let status = WorkbenchMain.run(
  arguments: Array(CommandLine.arguments.dropFirst()), apps: BuiltInApps.all
) {
  registry in
  FlickrBackends.register(into: registry)
  TwitterBackends.register(into: registry)
  LoginBackends.register(into: registry)
}
exit(status)
