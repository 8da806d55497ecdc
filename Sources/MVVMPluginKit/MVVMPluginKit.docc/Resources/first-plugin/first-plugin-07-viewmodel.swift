import MVVMPluginKit

/// Looks a word up in the glossary: set `word`, run `lookUp`, read `meaning`.
final class GlossaryViewModel: ViewModel {
  /// The word to look up.
  let word = MutableProperty("")
  /// The meaning of the last word found.
  let meaning: Property<String>
  /// Why the last lookup failed; nil after one that succeeded.
  let errorMessage: Property<String?>

  private let _meaning = MutableProperty("")
  private let _errorMessage = MutableProperty<String?>(nil)

  /// A glossary screen looking words up through `services`.
  init(services: any ViewModelServices) {
    meaning = Property(capturing: _meaning)
    errorMessage = Property(capturing: _errorMessage)
  }

  /// The word on screen, once there is one.
  var displayTitle: String? { word.value.isEmpty ? nil : word.value }
}
