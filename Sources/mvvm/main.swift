import BuiltInBackends
import Foundation
import ViewModels
import Workbench

// Registers every built-in backend and app and runs the shell; all logic lives in
// Workbench.
let status = WorkbenchMain.run(
  arguments: Array(CommandLine.arguments.dropFirst()), apps: BuiltInApps.all,
  registerBackends: BuiltInBackends.register(into:))
exit(status)
