// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "MVVMWorkbench",
  products: [
    .library(name: "ReactiveCore", targets: ["ReactiveCore"]),
    // What a plugin links: the kit's layers and the registration API. Dynamic, so that a
    // plugin leaves the kit's symbols to the copy in `mvvm` (ARCHITECTURE.md, "Plugins").
    .library(name: "MVVMPluginKit", type: .dynamic, targets: ["MVVMPluginKit"]),
    .executable(name: "mvvm", targets: ["mvvm"]),
    .executable(name: "core-bench", targets: ["CoreBench"]),
    .executable(name: "shell-bench", targets: ["ShellBench"]),
    .executable(name: "shell-fuzzer", targets: ["ShellFuzzer"]),
  ],
  targets: [
    // Layers, bottom up: each may import only the ones above it in this list.
    .target(
      name: "ReactiveCore", dependencies: ["ReactiveCoreSupport"], path: "Sources/ReactiveCore"),
    // The one system call ReactiveCore needs that Swift cannot make (`syscall` is
    // variadic): Linux's process-wide memory barrier, for `DeliveryLock`.
    .target(name: "ReactiveCoreSupport", path: "Sources/ReactiveCoreSupport"),
    // The calls into libcurl that Swift cannot make (`curl_easy_setopt` and
    // `curl_easy_getinfo` are variadic), for the HTTP client; libcurl itself is loaded
    // at run time, so building needs no libcurl header or library.
    .target(name: "HTTPTransportSupport", path: "Sources/HTTPTransportSupport"),
    .target(
      name: "Model", dependencies: ["ReactiveCore", "HTTPTransportSupport"], path: "Sources/Model"),
    // The offline data is embedded in the code (EmbedResources), so an installed `mvvm`
    // needs no resource bundle beside it.
    .target(
      name: "FlickrBackends", dependencies: ["ReactiveCore", "Model"],
      path: "Services/Flickr", exclude: ["Resources"], plugins: ["EmbedResources"]),
    .target(
      name: "TwitterBackends", dependencies: ["ReactiveCore", "Model"],
      path: "Services/Twitter", exclude: ["Resources"], plugins: ["EmbedResources"]),
    .target(
      name: "LoginBackends", dependencies: ["ReactiveCore", "Model"], path: "Services/Login"),
    // Every backend that ships with the workbench, registered in one call.
    .target(
      name: "BuiltInBackends",
      dependencies: ["Model", "FlickrBackends", "TwitterBackends", "LoginBackends"],
      path: "Services/BuiltIn"),
    // What any view-model needs, built-in or brought by a plugin: the ViewModel protocol,
    // the services it is given, app definitions and actions that explain themselves.
    .target(
      name: "ViewModelKit", dependencies: ["ReactiveCore", "Model"],
      path: "Sources/ViewModels/Kit"),
    // The built-in apps' view-models.
    .target(
      name: "ViewModels", dependencies: ["ReactiveCore", "Model", "ViewModelKit"],
      path: "Sources/ViewModels/Apps"),
    // What reaches the terminal: widths, wrapping, tables, shortening, escaping.
    .target(name: "TerminalText", path: "Sources/Text"),
    // Reusable text widgets, fed only by `<~` bindings.
    .target(
      name: "Widgets", dependencies: ["ReactiveCore", "TerminalText"],
      path: "Sources/Views/Widgets"),
    // The built-in apps' screens, made of widgets bound to their view-models.
    .target(
      name: "Views",
      dependencies: [
        "ReactiveCore", "Model", "ViewModelKit", "ViewModels", "Widgets", "TerminalText",
      ],
      path: "Sources/Views/Screens"),
    // Everything a plugin needs, re-exported, plus the registrar and the kit's identity
    // (its sources' hash, generated at build time by KitIdentity).
    .target(
      name: "MVVMPluginKit",
      dependencies: ["ReactiveCore", "Model", "ViewModelKit", "TerminalText", "Widgets"],
      path: "Sources/PluginKit", plugins: ["KitIdentity"]),
    // Looking into any view-model: members, values, literals, what derives from what.
    .target(
      name: "Inspection", dependencies: ["ReactiveCore", "ViewModelKit", "TerminalText"],
      path: "Sources/Inspection"),
    .target(
      name: "Workbench",
      dependencies: [
        "ReactiveCore", "Model", "ViewModelKit", "TerminalText", "Views", "Inspection",
        "MVVMPluginKit",
      ],
      // The tours ship inside the executable (EmbedResources), like the offline data.
      path: "Sources/Workbench", exclude: ["Resources"], plugins: ["EmbedResources"]),
    .executableTarget(
      name: "mvvm",
      dependencies: ["Workbench", "ViewModels", "BuiltInBackends"],
      path: "Sources/mvvm",
      // Plugins bind to this executable's copy of the kit instead of their own, so there is
      // one copy of each kit type at run time (ARCHITECTURE.md, "Plugins").
      linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"], .when(platforms: [.linux]))]
    ),
    // The shell's line parser and command dispatch under libFuzzer (Fuzz/README.md); a
    // plain build makes a corpus-replay program of it.
    .target(
      name: "ShellFuzzing", dependencies: ["Workbench", "ViewModels", "BuiltInBackends"],
      path: "Fuzz/ShellFuzzing"),
    .executableTarget(
      name: "ShellFuzzer", dependencies: ["ShellFuzzing"], path: "Fuzz/ShellFuzzer"),
    .executableTarget(name: "EmbedResourcesTool", path: "Plugins/EmbedResourcesTool"),
    .plugin(
      name: "EmbedResources", capability: .buildTool(), dependencies: ["EmbedResourcesTool"],
      path: "Plugins/EmbedResources"),
    .executableTarget(name: "KitIdentityTool", path: "Plugins/KitIdentityTool"),
    .plugin(
      name: "KitIdentity", capability: .buildTool(), dependencies: ["KitIdentityTool"],
      path: "Plugins/KitIdentity"),
    .executableTarget(
      name: "CoreBench", dependencies: ["ReactiveCore"], path: "Benchmarks/CoreBench"),
    // Real shell sessions in-process, measured against same-run baselines.
    .executableTarget(
      name: "ShellBench",
      dependencies: [
        "ReactiveCore", "Model", "ViewModelKit", "ViewModels", "Workbench", "BuiltInBackends",
        "FlickrBackends", "TwitterBackends", "LoginBackends",
      ],
      path: "Benchmarks/ShellBench"),

    .testTarget(
      name: "ReactiveCoreTests", dependencies: ["ReactiveCore"], path: "Tests/ReactiveCoreTests"),
    .testTarget(
      name: "TerminalTextTests", dependencies: ["TerminalText"], path: "Tests/TerminalTextTests"),
    // An HTTP server on 127.0.0.1 that serves stub responses (the services' wire formats,
    // hostile payloads), shared by the service and shell tests.
    .target(name: "LoopbackTestSupport", path: "Tests/LoopbackTestSupport"),
    .testTarget(
      name: "ServicesTests",
      dependencies: [
        "ReactiveCore", "Model", "FlickrBackends", "TwitterBackends", "LoginBackends",
        "LoopbackTestSupport",
      ],
      path: "Tests/ServicesTests"),
    // The fixture backends behind view-model services on a virtual clock, shared by the
    // view-model and view tests.
    .target(
      name: "FixtureTestSupport",
      dependencies: [
        "ReactiveCore", "Model", "ViewModelKit", "ViewModels", "FlickrBackends", "TwitterBackends",
        "LoginBackends",
      ],
      path: "Tests/FixtureTestSupport"),
    .testTarget(
      name: "ViewModelsTests",
      dependencies: [
        "ReactiveCore", "Model", "ViewModelKit", "ViewModels", "FlickrBackends", "TwitterBackends",
        "LoginBackends", "FixtureTestSupport", "Inspection",
      ],
      path: "Tests/ViewModelsTests"),
    .testTarget(
      name: "WorkbenchTests",
      dependencies: [
        "Workbench", "ViewModelKit", "ViewModels", "Inspection", "TerminalText", "Widgets", "Views",
        "BuiltInBackends", "FlickrBackends", "TwitterBackends", "LoginBackends",
        "FixtureTestSupport", "ShellFuzzing", "LoopbackTestSupport",
      ],
      path: "Tests/WorkbenchTests",
      resources: [.copy("Scripts")]),
    // A tiny plugin for the tests. PluginTests links its objects into a library without
    // the kit, as a plugin package's build does (Tests/PluginTests/TestPluginLibrary.swift).
    .target(name: "TestPlugin", dependencies: ["MVVMPluginKit"], path: "Tests/TestPlugin"),
    // Loads TestPlugin into the built `mvvm`; its lesson script has `expect` lines.
    .testTarget(
      name: "PluginTests", dependencies: ["TestPlugin", "MVVMPluginKit", "Workbench"],
      path: "Tests/PluginTests",
      resources: [.copy("Scripts")]),
  ],
  swiftLanguageModes: [.v6]
)

// `MVVM_FUZZ=1` (set by Fuzz/run-fuzzer, which builds into its own scratch path)
// instruments every library for libFuzzer and links `shell-fuzzer` with libFuzzer's
// `main`; every other build is untouched.
if Context.environment["MVVM_FUZZ"] == "1" {
  for target in package.targets where target.type == .regular {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-sanitize=fuzzer"])]
  }
  if let fuzzer = package.targets.first(where: { $0.name == "ShellFuzzer" }) {
    fuzzer.swiftSettings = [
      .define("FUZZING"),
      .unsafeFlags([
        "-sanitize=fuzzer", "-parse-as-library", "-enable-experimental-feature", "Extern",
      ]),
    ]
    fuzzer.linkerSettings = [.unsafeFlags(["-sanitize=fuzzer", "-use-ld=lld"])]
  }
}
