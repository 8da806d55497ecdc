import Model
import ReactiveCore
import TerminalText
import ViewModels
import Widgets

/// The login form: first and last name, the Log In button, a spinner while logging in,
/// the error of the last attempt, and who is logged in.
public final class LoginView: TextWidget {
  /// The view-model shown.
  public let viewModel: LoginViewModel
  /// Ends when the view is released, and every binding of the view with it.
  public let lifetime: Lifetime
  /// The first name.
  public let firstNameField = TextField()
  /// The last name.
  public let lastNameField = TextField()
  /// Logs in.
  public let loginButton = TextButton(title: "Log In")
  /// Turns while logging in.
  public let activityIndicator = ActivityIndicator(caption: "logging in…")
  /// Why the last login failed.
  public let errorLabel = TextLabel()
  /// Who is logged in.
  public let userLabel = TextLabel()

  private let lifetimeToken = Lifetime.Token()

  /// The screen bound to `viewModel`.
  public init(viewModel: LoginViewModel) {
    self.viewModel = viewModel
    lifetime = Lifetime(lifetimeToken)
    lifetime += firstNameField.text <~ viewModel.firstName
    lifetime += lastNameField.text <~ viewModel.lastName
    lifetime += loginButton.isEnabled <~ viewModel.login.isEnabled
    lifetime += activityIndicator.isAnimating <~ viewModel.userLoadingInProgress
    lifetime += errorLabel.text <~ viewModel.errorMessage.producer.map(ErrorLine.text)
    lifetime += userLabel.text <~ viewModel.loggedInUser.producer.map(Self.userText)
  }

  /// The framed screen.
  public func render(width: Int) -> [String] {
    let frame = ScreenFrame(availableWidth: width)
    let inner = frame.innerWidth
    let caption = { (text: String) in TextFitting.padded(text, to: 11) }
    return frame.draw([
      ["Login"],
      [
        caption("First name") + firstNameField.render(width: inner - 11)[0],
        caption("Last name") + lastNameField.render(width: inner - 11)[0],
      ] + loginButton.render(width: inner) + activityIndicator.render(width: inner)
        + errorLabel.render(width: inner),
      userLabel.render(width: inner),
    ])
  }

  private static func userText(_ user: User?) -> String {
    user.map {
      let name = ControlCharacters.escaped("\($0.firstName) \($0.lastName)")
      return "Logged in as \(name)\ntoken \(ControlCharacters.escaped($0.maskedToken))"
    } ?? ""
  }
}
