import MVVMPluginKit

/// The `builtin` backend: a few words kept in memory, answered half a second later on
/// the session's clock, as a server would.
struct BuiltInGlossary: Glossary {
  /// How the backend is listed and made; it has no options of its own.
  static let definition = BackendDefinition<any Glossary>(
    name: "builtin", summary: "a few words about MVVM, answered after 0.5s"
  ) { configuration in
    BuiltInGlossary(scheduler: configuration.environment.scheduler)
  }

  /// The words it knows.
  static let words = [
    "binding": "a connection that keeps a target equal to its source: target <~ source",
    "view-model": "a screen's state and behaviour, without the screen",
    "action": "work a user starts, enabled or disabled by a rule",
  ]

  /// The clock the answers wait on: real in the shell, virtual in a test.
  let scheduler: any DateScheduler

  /// The meaning of `word` (in any case), half a second after the lookup starts.
  func definition(of word: String) -> SignalProducer<String, ServiceError> {
    scheduler.wait(0.5).promoteError(ServiceError.self).flatMap(.latest) { _ in
      guard let meaning = Self.words[word.lowercased()] else {
        return SignalProducer<String, ServiceError>(error: .notFound("the word \"\(word)\""))
      }
      return SignalProducer(value: meaning)
    }
  }
}
