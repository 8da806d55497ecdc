import Foundation
import LoginModel
import MVVMPluginKit

/// The login form app, built in through the plugin door: the app `login`, its screen,
/// and two tours: `bindings`, the vocabulary every other tour leans on, tried out on the
/// login screen, then `login`. Its service's backends are a module of their own
/// (`LoginBackends`).
public enum LoginApp {
  /// Registers the app, its screen and its tours with `registrar`.
  public static func register(with registrar: PluginRegistrar) {
    registrar.register(
      app: AppDefinition(
        name: "login", summary: "a login form with validation and a slow user API",
        make: LoginViewModel.init(services:)),
      view: screen(for:))
    for tour in ["bindings", "login"] {
      registrar.register(tour: tour) { EmbeddedResources.data(named: tour + ".mvvm") ?? Data() }
    }
    registrar.register(
      sandboxCalls: { login in
        [
          SandboxServiceCall("login", parameters: ("firstName", "lastName")) {
            (firstName: String, lastName: String) in
            login().login(firstName: firstName, lastName: lastName)
          }
        ]
      }, for: .login)
  }

  /// A new screen bound to `viewModel`, or nil when it is not one of this app's.
  @Sendable static func screen(for viewModel: any ViewModel) -> (any TextWidget)? {
    (viewModel as? LoginViewModel).map { LoginView(viewModel: $0) }
  }
}

extension ViewModelServices {
  /// The login backend in use right now.
  var userAPI: any UserAPI { service(.login) }
}
