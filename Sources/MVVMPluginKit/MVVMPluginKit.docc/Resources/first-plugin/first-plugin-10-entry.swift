import Foundation
import MVVMPluginKit

/// The plugin's entry point, which `mvvm` calls as it loads the library: the kit's
/// handshake, then everything the plugin brings, registered in one go.
@_cdecl("mvvm_plugin_entry")
public func mvvmPluginEntry(
  _ host: UnsafePointer<CChar>, _ identity: UnsafeMutablePointer<CChar>, _ capacity: Int32,
  _ registrar: UnsafeMutableRawPointer
) -> Int32 {
  PluginEntry.handshake(host, identity, capacity, registrar) { registrar in
    registrar.name = "GlossaryPlugin"
    registrar.version = "1.0.0"
    registrar.register(BuiltInGlossary.definition, for: .glossary, isDefault: true)
    registrar.register(FileGlossary.definition, for: .glossary, isDefault: false)
    registrar.register(
      app: AppDefinition(
        name: "glossary", summary: "looks words up in a glossary",
        make: GlossaryViewModel.init(services:)),
      view: { ($0 as? GlossaryViewModel).map(GlossaryView.init(viewModel:)) })
  }
}
