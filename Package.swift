// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "MVVMWorkbench",
    products: [
        .library(name: "ReactiveCore", targets: ["ReactiveCore"]),
    ],
    targets: [
        .target(
            name: "ReactiveCore",
            path: "Sources/ReactiveCore"
        ),
        .testTarget(
            name: "ReactiveCoreTests",
            dependencies: ["ReactiveCore"],
            path: "Tests/ReactiveCoreTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
