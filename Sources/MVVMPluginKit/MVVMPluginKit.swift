// What a plugin imports: `import MVVMPluginKit` brings the kit's layers with it.

@_exported import Model
@_exported import ReactiveCore
@_exported import Sandbox
@_exported import TerminalText
@_exported import ViewModelKit
@_exported import Widgets
