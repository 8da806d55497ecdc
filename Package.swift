// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "MVVMWorkbench",
  products: [
    .library(name: "ReactiveCore", targets: ["ReactiveCore"]),
    // What a plugin links: the kit's layers and the registration API, and the built-in
    // services' modules, so that a plugin can add a backend to one. Dynamic, so that a
    // plugin leaves the kit's symbols to the copy in `mvvm` (ARCHITECTURE.md, "Plugins").
    .library(
      name: "MVVMPluginKit", type: .dynamic,
      targets: ["MVVMPluginKit", "FlickrModel", "TwitterModel", "LoginModel"]),
    .executable(name: "mvvm", targets: ["mvvm"]),
    .executable(name: "core-bench", targets: ["CoreBench"]),
    .executable(name: "shell-bench", targets: ["ShellBench"]),
    .executable(name: "shell-fuzzer", targets: ["ShellFuzzer"]),
  ],
  targets: [
    // The layers, bottom up: a target imports only targets listed above it, and only those
    // it names as dependencies (Tests/PackageTests checks both).
    // What ReactiveCore's `ThreadLock` needs that Swift cannot say: Linux's process-wide
    // memory barrier (`syscall` is variadic) and a compiler barrier (a signal fence).
    .target(name: "ReactiveCoreSupport", path: "Sources/ReactiveCoreSupport"),
    .target(
      name: "ReactiveCore", dependencies: ["ReactiveCoreSupport"], path: "Sources/ReactiveCore"),
    // What reaches the terminal: widths, wrapping, tables, shortening, escaping.
    .target(name: "TerminalText", path: "Sources/TerminalText"),
    // The calls into libcurl that Swift cannot make (`curl_easy_setopt` and
    // `curl_easy_getinfo` are variadic), for the HTTP client; libcurl itself is loaded
    // at run time, so building needs no libcurl header or library.
    .target(name: "HTTPTransportSupport", path: "Sources/HTTPTransportSupport"),
    // What every service shares: typed service keys, the backend registry, fault
    // injection, the HTTP client, recordings, the duration grammar. It names no service.
    .target(
      name: "Model", dependencies: ["ReactiveCore", "HTTPTransportSupport"], path: "Sources/Model"),
    // The built-in services, each its protocol, its domain values and its key.
    .target(
      name: "FlickrModel", dependencies: ["ReactiveCore", "Model"], path: "Services/FlickrModel"),
    .target(
      name: "TwitterModel", dependencies: ["ReactiveCore", "Model"], path: "Services/TwitterModel"),
    .target(
      name: "LoginModel", dependencies: ["ReactiveCore", "Model"], path: "Services/LoginModel"),
    // Their backends. The offline data is embedded in the code (EmbedResources), so an
    // installed `mvvm` needs no resource bundle beside it.
    .target(
      name: "FlickrBackends", dependencies: ["ReactiveCore", "Model", "FlickrModel"],
      path: "Services/FlickrBackends", exclude: ["Resources"], plugins: ["EmbedResources"]),
    .target(
      name: "TwitterBackends", dependencies: ["ReactiveCore", "Model", "TwitterModel"],
      path: "Services/TwitterBackends", exclude: ["Resources"], plugins: ["EmbedResources"]),
    .target(
      name: "LoginBackends", dependencies: ["ReactiveCore", "Model", "LoginModel"],
      path: "Services/LoginBackends"),
    // What any view-model needs, built in or brought by a plugin: the ViewModel protocol,
    // the services it is given (by key), app definitions and actions that explain
    // themselves.
    .target(
      name: "ViewModelKit", dependencies: ["ReactiveCore", "ReactiveCoreSupport", "Model"],
      path: "Sources/ViewModelKit"),
    // The sandbox: a small Swift-spelled language whose `let` and `bind` lines build
    // pipelines of ReactiveCore's own operators over an app's members (issue 33).
    .target(
      name: "Sandbox", dependencies: ["ReactiveCore", "Model"], path: "Sources/Sandbox"),
    // Reusable text widgets, fed only by `<~` bindings.
    .target(
      name: "Widgets", dependencies: ["ReactiveCore", "TerminalText"], path: "Sources/Widgets"),
    // Looking into any view-model: members, values, literals, the path grammar, what
    // derives from what.
    .target(
      name: "Inspection", dependencies: ["ReactiveCore", "ViewModelKit", "TerminalText"],
      path: "Sources/Inspection"),
    // The session event log: the instrument ReactiveCore reports to, the logger that names
    // what it reports in the path grammar, the bounded log and its queries, the pipelines'
    // topology. It knows ReactiveCore's inspection door and the path grammar, not the shell.
    .target(
      name: "EventLog",
      dependencies: ["ReactiveCore", "Model", "ViewModelKit", "Inspection", "TerminalText"],
      path: "Sources/EventLog"),
    // The line editor: libedit loaded at run time, a plain reader, history and the secrets
    // kept out of it, serving the main queue while a line is read. Knows nothing of sessions.
    .target(
      name: "LineEditor", dependencies: ["ReactiveCore", "TerminalText", "Model"],
      path: "Sources/LineEditor"),
    // The one door: everything a plugin needs, re-exported, the registrar every plugin
    // (built in or loaded) registers through, and the kit's identity (its sources' hash,
    // generated at build time by KitIdentity).
    .target(
      name: "MVVMPluginKit",
      dependencies: [
        "ReactiveCore", "Model", "ViewModelKit", "Sandbox", "TerminalText", "Widgets",
      ],
      path: "Sources/MVVMPluginKit", plugins: ["KitIdentity"]),
    // The built-in apps, each a plugin linked statically: its view-models, its screens,
    // its tours (embedded, as the offline data) and its registration.
    .target(
      name: "FlickrApp",
      dependencies: [
        "ReactiveCore", "Model", "ViewModelKit", "TerminalText", "Widgets", "MVVMPluginKit",
        "FlickrModel",
      ],
      path: "Apps/FlickrApp", exclude: ["Resources"], plugins: ["EmbedResources"]),
    .target(
      name: "TwitterApp",
      dependencies: [
        "ReactiveCore", "Model", "ViewModelKit", "TerminalText", "Widgets", "MVVMPluginKit",
        "TwitterModel",
      ],
      path: "Apps/TwitterApp", exclude: ["Resources"], plugins: ["EmbedResources"]),
    .target(
      name: "TweetboatApp",
      dependencies: [
        "ReactiveCore", "Model", "ViewModelKit", "TerminalText", "Widgets", "MVVMPluginKit",
        "TwitterModel", "TwitterApp",
      ],
      path: "Apps/TweetboatApp", exclude: ["Resources"], plugins: ["EmbedResources"]),
    .target(
      name: "LoginApp",
      dependencies: [
        "ReactiveCore", "Model", "ViewModelKit", "TerminalText", "Widgets", "MVVMPluginKit",
        "LoginModel",
      ],
      path: "Apps/LoginApp", exclude: ["Resources"], plugins: ["EmbedResources"]),
    // The shell: parser, commands, session, output, pictures, tours, plugin loading. It
    // names no app and no service.
    .target(
      name: "Workbench",
      dependencies: [
        "ReactiveCore", "Model", "ViewModelKit", "Sandbox", "TerminalText", "Widgets",
        "Inspection", "EventLog", "LineEditor", "MVVMPluginKit",
      ],
      path: "Sources/Workbench"),
    // The composition root: lists the built-in plugins and runs the shell.
    .executableTarget(
      name: "mvvm",
      dependencies: [
        "Workbench", "MVVMPluginKit", "FlickrBackends", "TwitterBackends", "LoginBackends",
        "FlickrApp", "TwitterApp", "TweetboatApp", "LoginApp",
      ],
      path: "Sources/mvvm",
      // Plugins bind to this executable's copy of the kit instead of their own, so there is
      // one copy of each kit type at run time (ARCHITECTURE.md, "Plugins"): the linker
      // settings are set below, from the kit product's targets.
    ),

    // Beside the product: tests' support, the fuzzer, the build tools, the benchmarks.
    // The fixture backends behind view-model services on a virtual clock, and the built-in
    // plugins as mvvm lists them: shared by the view-model and shell tests, the fuzzer and
    // the benchmarks.
    .target(
      name: "FixtureTestSupport",
      dependencies: [
        "ReactiveCore", "Model", "ViewModelKit", "MVVMPluginKit", "FlickrBackends",
        "TwitterBackends", "LoginBackends", "FlickrApp", "TwitterApp", "TweetboatApp", "LoginApp",
      ],
      path: "Tests/FixtureTestSupport"),
    // The shell's line parser and command dispatch under libFuzzer (Fuzz/README.md); a
    // plain build makes a corpus-replay program of it.
    .target(
      name: "ShellFuzzing",
      dependencies: ["Workbench", "FixtureTestSupport", "Sandbox", "ReactiveCore"],
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
    // Replaces malloc and its siblings in core-bench's process to count allocations.
    .target(name: "AllocationCounter", path: "Benchmarks/AllocationCounter"),
    .executableTarget(
      name: "CoreBench", dependencies: ["ReactiveCore", "AllocationCounter"],
      path: "Benchmarks/CoreBench"),
    // Real shell sessions in-process, measured against same-run baselines.
    .executableTarget(
      name: "ShellBench",
      dependencies: [
        "ReactiveCore", "Model", "ViewModelKit", "EventLog", "Workbench", "FixtureTestSupport",
        "TwitterBackends", "FlickrApp", "TwitterApp", "TweetboatApp",
      ],
      path: "Benchmarks/ShellBench"),

    .testTarget(
      name: "ReactiveCoreTests", dependencies: ["ReactiveCore"], path: "Tests/ReactiveCoreTests"),
    // The package holds to its layers: reads Package.swift and the sources.
    .testTarget(name: "PackageTests", path: "Tests/PackageTests"),
    .testTarget(
      name: "SandboxTests", dependencies: ["Sandbox", "ReactiveCore", "Model"],
      path: "Tests/SandboxTests"),
    .testTarget(
      name: "TerminalTextTests", dependencies: ["TerminalText"], path: "Tests/TerminalTextTests"),
    // An HTTP server on 127.0.0.1 that serves stub responses (the services' wire formats,
    // hostile payloads), shared by the service and shell tests.
    .target(name: "LoopbackTestSupport", path: "Tests/LoopbackTestSupport"),
    // Runs a program to its end (`mvvm`, `swiftc`, `cp`, Graphviz's `dot`) on a thread of
    // its own, for the shell and plugin tests.
    .target(name: "ProcessTestSupport", path: "Tests/ProcessTestSupport"),
    .testTarget(
      name: "ServicesTests",
      dependencies: [
        "ReactiveCore", "Model", "FlickrModel", "TwitterModel", "LoginModel", "FlickrBackends",
        "TwitterBackends", "LoginBackends", "LoopbackTestSupport",
      ],
      path: "Tests/ServicesTests"),
    .testTarget(
      name: "ViewModelsTests",
      dependencies: [
        "ReactiveCore", "Model", "ViewModelKit", "Inspection", "FlickrModel", "TwitterModel",
        "LoginModel", "FlickrBackends", "TwitterBackends", "LoginBackends", "FlickrApp",
        "TwitterApp", "TweetboatApp", "LoginApp", "FixtureTestSupport",
      ],
      path: "Tests/ViewModelsTests"),
    .testTarget(
      name: "WorkbenchTests",
      dependencies: [
        "ReactiveCore", "Model", "Workbench", "ViewModelKit", "Inspection", "TerminalText",
        "Widgets", "EventLog", "LineEditor", "MVVMPluginKit", "FlickrModel", "TwitterModel",
        "LoginModel", "FlickrBackends", "TwitterBackends", "LoginBackends", "FlickrApp",
        "TwitterApp", "TweetboatApp", "LoginApp", "FixtureTestSupport", "ShellFuzzing",
        "LoopbackTestSupport", "ProcessTestSupport",
      ],
      path: "Tests/WorkbenchTests",
      resources: [.copy("Scripts")]),
    // A tiny plugin for the tests. PluginTests links its objects into a library without
    // the kit, as a plugin package's build does (Tests/PluginTests/TestPluginLibrary.swift).
    .target(
      name: "TestPlugin", dependencies: ["MVVMPluginKit", "LoginModel"], path: "Tests/TestPlugin"),
    // Loads TestPlugin into the built `mvvm`; its lesson script has `expect` lines.
    .testTarget(
      name: "PluginTests",
      dependencies: [
        "TestPlugin", "MVVMPluginKit", "Workbench", "LoginModel", "FixtureTestSupport",
        "ProcessTestSupport",
      ],
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

// How `mvvm` is linked on Linux, with the toolchain's own lld:
// - It exports the symbols of the kit a plugin links (the `MVVMPluginKit` product's targets
//   and everything they depend on), so a plugin binds to this executable's copy of the kit
//   (ARCHITECTURE.md, "Plugins"). A Swift symbol names the module that defines it, so one
//   pattern per module covers its types, functions, conformances and extensions. Every
//   symbol that is not a Swift one (`[!$]*`: the C support modules' functions and, in a
//   sanitizer's build, its runtime and interceptors, which a plugin's code calls) is
//   exported too. Leaving the other modules' Swift symbols out keeps the dynamic symbol
//   table the loader reads at start-up a third smaller.
// - A release build puts every function in a section of its own and lays the functions that
//   run at start-up side by side (`Benchmarks/startup/functions.order`, written by
//   `Benchmarks/startup/order-functions`), so start-up touches a few pages of the program
//   instead of nearly all of them. A function the list names that no longer exists is
//   skipped; one it misses only costs a page.
//   The compiler's private functions, which have no symbol to list, go in one block
//   just before them (`Benchmarks/startup/private-functions.ld`).
// - Its relative relocations (about 12,000: every pointer in Swift's metadata and tables)
//   are packed as RELR (`-z pack-relative-relocs`, glibc 2.36 reads it) instead of 24 bytes
//   each: the loader reads a few KiB instead of the 280 KiB table.
@MainActor func kitModules() -> [String] {
  let kit = package.products.first { $0.name == "MVVMPluginKit" } as? Product.Library
  let roots = kit?.targets ?? []
  var modules: [String] = []
  var pending = roots
  while let name = pending.popLast() {
    guard !modules.contains(name),
      let target = package.targets.first(where: { $0.name == name })
    else { continue }
    modules.append(name)
    for dependency in target.dependencies {
      if case .byNameItem(let dependencyName, _) = dependency { pending.append(dependencyName) }
    }
  }
  return modules.sorted()
}
if let executable = package.targets.first(where: { $0.name == "mvvm" }) {
  let exported =
    kitModules().map { "*\($0.utf8.count)\($0)*" } + ["[!$]*"]
  executable.linkerSettings = [
    .unsafeFlags(
      ["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"]
        + exported.flatMap { ["-Xlinker", "--export-dynamic-symbol=\($0)"] },
      .when(platforms: [.linux])),
    .unsafeFlags(
      [
        "-Xlinker",
        "--symbol-ordering-file=\(Context.packageDirectory)/Benchmarks/startup/functions.order",
        "-Xlinker", "--no-warn-symbol-ordering",
        "-Xlinker", "-T", "-Xlinker",
        "\(Context.packageDirectory)/Benchmarks/startup/private-functions.ld",
      ],
      .when(platforms: [.linux], configuration: .release)),
  ]
}
for target in package.targets where target.type == .regular || target.type == .executable {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .unsafeFlags(
        ["-Xfrontend", "-function-sections"], .when(platforms: [.linux], configuration: .release))
    ]
}
