import MVVMPluginKit

/// The glossary's screen: the word, its meaning, and what went wrong.
final class GlossaryView: BoundView {
  /// The word.
  let wordField = TextField()
  /// The meaning of the last word found.
  let meaningLabel = TextLabel()
  /// Why the last lookup failed.
  let errorLabel = TextLabel()
  /// The View's bindings; they end when the View is released.
  let bindings = ViewBindings()

  /// The screen bound to `viewModel`: each widget fed by `<~`, nothing else.
  init(viewModel: GlossaryViewModel) {
    bindings.bind(wordField.text, to: viewModel.word)
    bindings.bind(meaningLabel.text, to: viewModel.meaning)
    bindings.bind(errorLabel.text, to: viewModel.errorMessage) { $0 ?? "" }
  }

  /// The framed screen, `width` columns wide.
  func render(width: Int) -> [String] {
    let frame = ScreenFrame(availableWidth: width)
    return frame.draw([
      ["Glossary"],
      ["Word " + wordField.render(width: frame.innerWidth - 5)[0]],
      meaningLabel.render(width: frame.innerWidth) + errorLabel.render(width: frame.innerWidth),
    ])
  }
}
