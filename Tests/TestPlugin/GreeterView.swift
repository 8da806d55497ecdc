import MVVMPluginKit

/// The greeter's screen: the name, the greeting, the error.
final class GreeterView: BoundView {
  /// The name.
  let nameField = TextField()
  /// The last greeting.
  let greetingLabel = TextLabel()
  /// Why the last greeting failed.
  let errorLabel = TextLabel()
  /// The view's bindings to its view-model; they end when the view is released.
  let bindings = ViewBindings()

  /// The screen bound to `viewModel`.
  init(viewModel: GreeterViewModel) {
    bindings.bind(nameField.text, to: viewModel.name)
    bindings.bind(greetingLabel.text, to: viewModel.greeting)
    bindings.bind(errorLabel.text, to: viewModel.errorMessage) { $0 ?? "" }
  }

  /// The framed screen.
  func render(width: Int) -> [String] {
    let frame = ScreenFrame(availableWidth: width)
    return frame.draw([
      ["Greeter (a plugin's View)"],
      ["Name " + nameField.render(width: frame.innerWidth - 5)[0]],
      greetingLabel.render(width: frame.innerWidth) + errorLabel.render(width: frame.innerWidth),
    ])
  }
}
