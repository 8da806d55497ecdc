// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "MVVMWorkbench",
  products: [
    .library(name: "ReactiveCore", targets: ["ReactiveCore"]),
    .executable(name: "mvvm", targets: ["mvvm"]),
    .executable(name: "core-bench", targets: ["CoreBench"]),
  ],
  targets: [
    // Layers, bottom up: each may import only the ones above it in this list.
    .target(name: "ReactiveCore", path: "Sources/ReactiveCore"),
    .target(name: "Model", dependencies: ["ReactiveCore"], path: "Sources/Model"),
    .target(
      name: "FlickrBackends", dependencies: ["ReactiveCore", "Model"],
      path: "Services/Flickr", resources: [.copy("Resources")]),
    .target(
      name: "TwitterBackends", dependencies: ["ReactiveCore", "Model"],
      path: "Services/Twitter", resources: [.copy("Resources")]),
    .target(
      name: "LoginBackends", dependencies: ["ReactiveCore", "Model"], path: "Services/Login"),
    .target(
      name: "ViewModels", dependencies: ["ReactiveCore", "Model"], path: "Sources/ViewModels"),
    .target(
      name: "Workbench", dependencies: ["ReactiveCore", "Model", "ViewModels"],
      path: "Sources/Workbench"),
    .executableTarget(
      name: "mvvm",
      dependencies: ["Workbench", "FlickrBackends", "TwitterBackends", "LoginBackends"],
      path: "Sources/mvvm"),
    .executableTarget(
      name: "CoreBench", dependencies: ["ReactiveCore"], path: "Benchmarks/CoreBench"),

    .testTarget(
      name: "ReactiveCoreTests", dependencies: ["ReactiveCore"], path: "Tests/ReactiveCoreTests"),
    .testTarget(
      name: "ServicesTests",
      dependencies: [
        "ReactiveCore", "Model", "FlickrBackends", "TwitterBackends", "LoginBackends",
      ],
      path: "Tests/ServicesTests"),
    // The fixture backends behind view-model services on a virtual clock, shared by the
    // view-model and view tests.
    .target(
      name: "FixtureTestSupport",
      dependencies: [
        "ReactiveCore", "Model", "ViewModels", "FlickrBackends", "TwitterBackends", "LoginBackends",
      ],
      path: "Tests/FixtureTestSupport"),
    .testTarget(
      name: "ViewModelsTests",
      dependencies: [
        "ReactiveCore", "Model", "ViewModels", "FlickrBackends", "TwitterBackends", "LoginBackends",
        "FixtureTestSupport",
      ],
      path: "Tests/ViewModelsTests"),
    .testTarget(
      name: "WorkbenchTests",
      dependencies: [
        "Workbench", "FlickrBackends", "TwitterBackends", "LoginBackends", "FixtureTestSupport",
      ],
      path: "Tests/WorkbenchTests",
      resources: [.copy("Scripts")]),
  ],
  swiftLanguageModes: [.v6]
)
