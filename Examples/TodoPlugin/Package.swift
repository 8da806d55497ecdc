// swift-tools-version:6.1
import PackageDescription

// A plugin for the MVVM Workbench: the TodoMVC view-model as the app `todos`, over a
// todo-store service with two backends. It depends on the workbench by path and links
// its plugin kit dynamically, so at run time it uses the kit inside `mvvm`.
let package = Package(
  name: "TodoPlugin",
  products: [
    .library(name: "TodoPlugin", type: .dynamic, targets: ["TodoPlugin"])
  ],
  dependencies: [
    .package(name: "MVVMWorkbench", path: "../..")
  ],
  targets: [
    .target(
      name: "TodoPlugin",
      dependencies: [.product(name: "MVVMPluginKit", package: "MVVMWorkbench")],
      path: "Sources/TodoPlugin")
  ],
  swiftLanguageModes: [.v6]
)
