import Foundation
import Workbench

// Registers every backend and runs the shell; all logic lives in Workbench.
exit(WorkbenchMain.run(arguments: Array(CommandLine.arguments.dropFirst()), apps: []))
