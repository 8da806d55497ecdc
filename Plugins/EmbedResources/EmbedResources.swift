import Foundation
import PackagePlugin

/// Embeds the files of a target's `Resources` folder in the target's code, so an
/// installed `mvvm` (the executable copied on its own) carries its offline data with it
/// instead of looking for a resource bundle beside it. The target reads them through the
/// generated `EmbeddedResources.data(named:)`.
@main
struct EmbedResources: BuildToolPlugin {
  /// One command per target: write `EmbeddedResources.swift` from every file in
  /// `Resources`, rerun when any of them changes.
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let resources = target.directoryURL.appending(path: "Resources")
    let files = try FileManager.default.contentsOfDirectory(
      at: resources, includingPropertiesForKeys: nil
    )
    .filter { !$0.lastPathComponent.hasPrefix(".") }
    .sorted { $0.lastPathComponent < $1.lastPathComponent }
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedResources.swift")
    return [
      .buildCommand(
        displayName: "Embedding the resources of \(target.name)",
        executable: try context.tool(named: "EmbedResourcesTool").url,
        arguments: [output.path] + files.map(\.path),
        inputFiles: files,
        outputFiles: [output])
    ]
  }
}
