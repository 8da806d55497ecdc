import Foundation
import LoginModel
import Model
import ReactiveCore
import Testing

@Suite("Login dummy")
struct LoginDummyTests {
  let scheduler = TestScheduler()

  @Test func namesLogInAfterOnePointFiveSeconds() {
    let login = makeRegistry(scheduler: scheduler).service(.login)
    let probe = ProducerProbe<User>()
    probe.start(login.login(firstName: "Jayesh", lastName: "Kawli"))
    scheduler.advance(by: 1.499)
    #expect(probe.values.isEmpty)
    scheduler.advance(by: 0.001)
    #expect(
      probe.values == [
        User(firstName: "Jayesh", lastName: "Kawli", authToken: "123adasdsadasdasdasdd")
      ])
    #expect(probe.isTerminated)
  }

  @Test func emptyNamesAreInvalidCredentials() {
    let login = makeRegistry(scheduler: scheduler).service(.login)
    let result = virtualResult(of: login.login(firstName: "Jayesh", lastName: "  "), on: scheduler)
    guard case .invalidCredentials? = result?.failure else {
      Issue.record("expected invalidCredentials, got \(String(describing: result))")
      return
    }
  }
}
