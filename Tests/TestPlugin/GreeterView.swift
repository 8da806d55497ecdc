import MVVMPluginKit

/// The greeter's screen: the name, the greeting, the error.
final class GreeterView: TextWidget {
  /// The name.
  let nameField = TextField()
  /// The last greeting.
  let greetingLabel = TextLabel()
  /// Why the last greeting failed.
  let errorLabel = TextLabel()
  /// Ends when the view is released, and every binding with it.
  let lifetime: Lifetime
  private let lifetimeToken = Lifetime.Token()

  /// The screen bound to `viewModel`.
  init(viewModel: GreeterViewModel) {
    lifetime = Lifetime(lifetimeToken)
    lifetime += nameField.text <~ viewModel.name
    lifetime += greetingLabel.text <~ viewModel.greeting
    lifetime += errorLabel.text <~ viewModel.errorMessage.producer.map { $0 ?? "" }
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
