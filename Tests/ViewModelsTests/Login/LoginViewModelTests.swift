import Foundation
import LoginApp
import Model
import ReactiveCore
import Testing

/// What the login screen shows.
private struct LoginScreen: Equatable {
  var loginInputValid: Bool
  var isEnabled: Bool
  var userLoadingInProgress = false
  var loggedInUser: String?
  var errorMessage: String?

  init(
    loginInputValid: Bool, userLoadingInProgress: Bool = false, loggedInUser: String? = nil,
    errorMessage: String? = nil
  ) {
    self.loginInputValid = loginInputValid
    isEnabled = loginInputValid
    self.userLoadingInProgress = userLoadingInProgress
    self.loggedInUser = loggedInUser
    self.errorMessage = errorMessage
  }

  init(_ viewModel: LoginViewModel) {
    loginInputValid = viewModel.loginInputValid.value
    isEnabled = viewModel.login.isEnabled.value
    userLoadingInProgress = viewModel.userLoadingInProgress.value
    loggedInUser = viewModel.loggedInUser.value.map(String.init(describing:))
    errorMessage = viewModel.errorMessage.value
  }
}

@Suite("LoginViewModel")
struct LoginViewModelTests {
  let env = TestServices()
  /// How Jane Doe, logged in by the fake, is shown: her token "token-Jane-Doe-0042" masked.
  let janeDoe = "Jane Doe (token \(String(repeating: "•", count: 15))0042)"

  @Test("login needs both names")
  func inputValidation() {
    let viewModel = LoginViewModel(services: env.services)
    #expect(LoginScreen(viewModel) == LoginScreen(loginInputValid: false))
    viewModel.firstName.value = "Jane"
    #expect(LoginScreen(viewModel) == LoginScreen(loginInputValid: false))
    viewModel.lastName.value = "Doe"
    #expect(LoginScreen(viewModel) == LoginScreen(loginInputValid: true))
    viewModel.firstName.value = ""
    #expect(LoginScreen(viewModel) == LoginScreen(loginInputValid: false))
  }

  @Test("a login loads for 1.5 s, then shows the user with a masked token")
  func loginTimeline() {
    let viewModel = LoginViewModel(services: env.services)
    viewModel.firstName.value = "Jane"
    viewModel.lastName.value = "Doe"
    viewModel.login.apply().start()
    #expect(
      LoginScreen(viewModel) == LoginScreen(loginInputValid: false, userLoadingInProgress: true))
    #expect(env.userAPI.logins.requests == ["Jane Doe"])

    env.advance(1.4)
    #expect(
      LoginScreen(viewModel) == LoginScreen(loginInputValid: false, userLoadingInProgress: true))

    env.advance(0.1)
    #expect(
      LoginScreen(viewModel)
        == LoginScreen(loginInputValid: true, loggedInUser: janeDoe))
  }

  @Test("when a login ends, the input is checked again from the names")
  func validityRecheckedAfterLogin() {
    let viewModel = LoginViewModel(services: env.services)
    viewModel.firstName.value = "Jane"
    viewModel.lastName.value = "Doe"
    viewModel.login.apply().start()
    viewModel.lastName.value = ""
    env.advance(1.5)
    #expect(
      LoginScreen(viewModel)
        == LoginScreen(loginInputValid: false, loggedInUser: janeDoe))
  }

  @Test("a failed login says why; a new login clears it")
  func failedLogin() {
    env.userAPI.logins.failure = .invalidCredentials("unknown user")
    let viewModel = LoginViewModel(services: env.services)
    viewModel.firstName.value = "Jane"
    viewModel.lastName.value = "Doe"
    viewModel.login.apply().start()
    env.advance(1.5)
    let message = "Login failed: invalid credentials: unknown user"
    #expect(LoginScreen(viewModel) == LoginScreen(loginInputValid: true, errorMessage: message))

    env.userAPI.logins.failure = nil
    viewModel.login.apply().start()
    #expect(
      LoginScreen(viewModel) == LoginScreen(loginInputValid: false, userLoadingInProgress: true))
  }

  @Test("a new attempt clears the user of the last one, so a failed re-login shows no user")
  func failedReloginClearsTheUser() {
    let viewModel = LoginViewModel(services: env.services)
    viewModel.firstName.value = "Jane"
    viewModel.lastName.value = "Doe"
    viewModel.login.apply().start()
    env.advance(1.5)
    #expect(viewModel.loggedInUser.value != nil)

    env.userAPI.logins.failure = .invalidCredentials("server down")
    viewModel.login.apply().start()
    #expect(viewModel.loggedInUser.value == nil)
    env.advance(1.5)
    #expect(
      LoginScreen(viewModel)
        == LoginScreen(
          loginInputValid: true, errorMessage: "Login failed: invalid credentials: server down"))
  }

  @Test("dropping the view-model mid-login frees it and cancels the request")
  func freedMidLogin() {
    weak var weakLogin: LoginViewModel?
    do {
      let viewModel = LoginViewModel(services: env.services)
      weakLogin = viewModel
      viewModel.firstName.value = "Jane"
      viewModel.lastName.value = "Doe"
      viewModel.login.apply().start()
      env.advance(1)
    }
    #expect(weakLogin == nil)
    #expect(env.userAPI.logins.cancelled == ["Jane Doe"])
  }
}
