// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "GlossaryPlugin",
  products: [
    .library(name: "GlossaryPlugin", type: .dynamic, targets: ["GlossaryPlugin"])
  ],
  dependencies: [
    .package(name: "MVVMWorkbench", path: "../mvvm-workbench")
  ],
  targets: [
    .target(
      name: "GlossaryPlugin",
      dependencies: [.product(name: "MVVMPluginKit", package: "MVVMWorkbench")]),
    .testTarget(name: "GlossaryPluginTests", dependencies: ["GlossaryPlugin"]),
  ],
  swiftLanguageModes: [.v6]
)
