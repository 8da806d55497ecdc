import Foundation
import PackagePlugin

/// Writes the plugin kit's identity into the kit's code: a hash of every Swift source of
/// the kit's product (the kit target, the other targets of the product that holds it,
/// and every target they depend on; paths relative to the package, then contents), and
/// the compiler's version. Two builds of the same sources agree, in this package and in
/// a plugin's package that depends on it by path; any change to the kit's sources
/// changes the hash, so a plugin built against another kit is noticed.
@main
struct KitIdentity: BuildToolPlugin {
  /// One command: write `KitIdentity+Build.swift`, rerun when any kit source changes.
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let kit = target as? SourceModuleTarget else { return [] }
    let product = context.package.products.first { product in
      product.targets.contains { $0.id == kit.id }
    }
    let roots = product?.targets ?? [kit]
    var modules: [SourceModuleTarget] = []
    for root in roots {
      for module in [root] + root.recursiveTargetDependencies {
        guard let module = module as? SourceModuleTarget,
          !modules.contains(where: { $0.id == module.id })
        else { continue }
        modules.append(module)
      }
    }
    let sources = modules.flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url) }
    let output = context.pluginWorkDirectoryURL.appending(path: "KitIdentity+Build.swift")
    let compiler = (try? context.tool(named: "swiftc").url.path) ?? ""
    return [
      .buildCommand(
        displayName: "Computing the identity of \(target.name)",
        executable: try context.tool(named: "KitIdentityTool").url,
        arguments: [output.path, context.package.directoryURL.path, compiler]
          + sources.map(\.path),
        inputFiles: sources,
        outputFiles: [output])
    ]
  }
}
