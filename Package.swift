// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "MVVMWorkbench",
    products: [
        .library(name: "ReactiveCore", targets: ["ReactiveCore"]),
        .executable(name: "mvvm", targets: ["mvvm"]),
    ],
    targets: [
        // Layers, bottom up: each may import only the ones above it in this list.
        .target(name: "ReactiveCore", path: "Sources/ReactiveCore"),
        .target(name: "Model", dependencies: ["ReactiveCore"], path: "Sources/Model"),
        .target(name: "ViewModels", dependencies: ["ReactiveCore", "Model"], path: "Sources/ViewModels"),
        .target(
            name: "Workbench", dependencies: ["ReactiveCore", "Model", "ViewModels"],
            path: "Sources/Workbench"),
        .executableTarget(
            name: "mvvm",
            dependencies: ["Workbench"],
            path: "Sources/mvvm"),

        .testTarget(name: "ReactiveCoreTests", dependencies: ["ReactiveCore"], path: "Tests/ReactiveCoreTests"),
        .testTarget(
            name: "WorkbenchTests",
            dependencies: ["Workbench"],
            path: "Tests/WorkbenchTests",
            resources: [.copy("Scripts")]),
    ],
    swiftLanguageModes: [.v6]
)
