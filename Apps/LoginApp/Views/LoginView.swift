import LoginModel
import Model
import ReactiveCore
import TerminalText
import Widgets

/// The login form: first and last name, the Log In button, a spinner while logging in,
/// the error of the last attempt, and who is logged in.
public final class LoginView: BoundView {
  /// The view-model shown.
  public let viewModel: LoginViewModel
  /// The view's bindings to `viewModel`; they end when the view is released.
  public let bindings = ViewBindings()
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

  /// The screen bound to `viewModel`.
  public init(viewModel: LoginViewModel) {
    self.viewModel = viewModel
    bindings.bind(firstNameField.text, to: viewModel.firstName)
    bindings.bind(lastNameField.text, to: viewModel.lastName)
    bindings.bind(loginButton.isEnabled, to: viewModel.login.isEnabled)
    bindings.bind(activityIndicator.isAnimating, to: viewModel.userLoadingInProgress)
    bindings.bind(errorLabel.text, to: viewModel.errorMessage, map: ErrorLine.text)
    bindings.bind(userLabel.text, to: viewModel.loggedInUser, map: Self.userText)
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
