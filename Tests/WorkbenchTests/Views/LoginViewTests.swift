import FixtureTestSupport
import Foundation
import LoginApp
import ReactiveCore
import Testing
import Workbench

@Suite("LoginView follows its view-model through bindings")
struct LoginViewTests {
  let env = FixtureEnvironment.forViews()

  @Test("Log In is enabled once both names are typed; logging in spins for 1.5 s")
  func loginFlow() {
    let viewModel = LoginViewModel(services: env.services)
    let view = LoginView(viewModel: viewModel)
    #expect(env.screen(view).contains("[ Log In ] (disabled)"))
    viewModel.firstName.value = "Jane"
    #expect(env.screen(view).contains("[ Log In ] (disabled)"))
    viewModel.lastName.value = "Doe"
    #expect(env.screen(view).contains("│ First name [ Jane_"))
    #expect(env.screen(view).contains("│ Last name  [ Doe_"))
    #expect(!env.screen(view).contains("(disabled)"))

    viewModel.login.apply().start()
    #expect(env.screen(view).contains("⠋ logging in…"))
    #expect(env.screen(view).contains("[ Log In ] (disabled)"))
    env.advance(1.5)
    let screen = env.screen(view)
    #expect(!screen.contains("logging in"))
    #expect(screen.contains("│ Logged in as Jane Doe "))
    #expect(screen.contains("│ token •"))
    #expect(screen.contains("•asdd "))
    #expect(!screen.contains("(disabled)"))
  }

  @Test("a failed login shows why")
  func failedLogin() throws {
    let viewModel = LoginViewModel(services: env.services)
    let view = LoginView(viewModel: viewModel)
    try env.registry.use(service: "login", backend: "dummy", options: ["fail=locked"])
    viewModel.firstName.value = "Jane"
    viewModel.lastName.value = "Doe"
    viewModel.login.apply().start()
    env.advance(1.5)
    #expect(env.screen(view).contains("! Login failed:"))
    #expect(!env.screen(view).contains("Logged in as"))
  }
}
