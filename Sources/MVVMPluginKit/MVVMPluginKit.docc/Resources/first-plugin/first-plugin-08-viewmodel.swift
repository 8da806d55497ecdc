import MVVMPluginKit

/// Looks a word up in the glossary: set `word`, run `lookUp`, read `meaning`.
final class GlossaryViewModel: ViewModel {
  /// The word to look up.
  let word = MutableProperty("")
  /// The meaning of the last word found.
  let meaning: Property<String>
  /// Why the last lookup failed; nil after one that succeeded.
  let errorMessage: Property<String?>
  /// Looks `word` up; disabled while the word is empty, and while a lookup runs.
  let lookUp: Action<Void, String, ServiceError>

  private let _meaning = MutableProperty("")
  private let _errorMessage = MutableProperty<String?>(nil)

  /// A glossary screen looking words up through `services`.
  init(services: any ViewModelServices) {
    meaning = Property(capturing: _meaning)
    errorMessage = Property(capturing: _errorMessage)
    lookUp = Action(
      state: word,
      disabledWhen: { $0.isEmpty ? "word must not be empty" : nil },
      whileRunning: "a lookup is already running"
    ) { word, _ in
      // Deferred: the glossary is looked up when the lookup starts, so `use` takes
      // effect at the next one.
      SignalProducer.deferred { services.glossary.definition(of: word) }
    }
    lookUp.values.observeValues { [_meaning, _errorMessage] meaning in
      _meaning.value = meaning
      _errorMessage.value = nil
    }
    lookUp.errors.observeValues { [_errorMessage] error in
      _errorMessage.value = "\(error)"
    }
  }

  /// The word on screen, once there is one.
  var displayTitle: String? { word.value.isEmpty ? nil : word.value }
}
