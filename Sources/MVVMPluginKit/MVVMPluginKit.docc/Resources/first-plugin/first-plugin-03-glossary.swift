import MVVMPluginKit

/// Looks words up: the plugin's own service.
protocol Glossary: Sendable {
  /// What `word` means, or `ServiceError.notFound` when the glossary lacks it.
  func definition(of word: String) -> SignalProducer<String, ServiceError>
}
