import FixtureTestSupport
import Foundation
import ReactiveCore
import Testing
import TweetboatApp
import Workbench

@Suite("TweetboatView and UserProfileView follow their view-models through bindings")
struct TweetboatViewTests {
  let env = FixtureEnvironment.forViews()

  @Test("the valid mark and Get Tweets follow the handle")
  func validMarkFollowsTheHandle() {
    let viewModel = TweetboatViewModel(services: env.services)
    let view = TweetboatView(viewModel: viewModel)
    viewModel.username.value = "not a handle"
    #expect(env.screen(view).contains("_ ] ✗"))
    #expect(env.screen(view).contains("[ Get Tweets ] (disabled)"))
    viewModel.username.value = "@mvvm_daily"
    #expect(env.screen(view).contains("[ @mvvm_daily_"))
    #expect(env.screen(view).contains("_ ] ✓"))
    #expect(env.screen(view).contains("[ Get Tweets ] [ Profile ] (disabled)"))
  }

  @Test("replies load page by page until the all-loaded marker shows")
  func pagingUntilAllLoaded() throws {
    let viewModel = TweetboatViewModel(services: env.services)
    let view = TweetboatView(viewModel: viewModel)
    viewModel.username.value = "@mvvm_daily"
    #expect(env.screen(view).contains("No replies loaded"))
    viewModel.getTweets.apply().start()
    #expect(env.screen(view).contains("⠋ loading replies…"))
    env.advance(0.3)
    let name = try #require(viewModel.userFullName.value)
    #expect(env.screen(view).contains("│ \(name) "))
    #expect(env.screen(view).contains("[ Get Tweets ] [ Profile ]"))
    #expect(env.screen(view).contains("… 15 more"))
    #expect(env.screen(view).contains("[ Load More ]"))

    viewModel.loadMoreTweets.apply().start()
    #expect(env.screen(view).contains("⠋ loading more…"))
    env.advance(0.3)
    #expect(env.screen(view).contains("… 35 more"))
    #expect(!env.screen(view).contains("all replies loaded"))
    viewModel.loadMoreTweets.apply().start()
    env.advance(0.3)
    #expect(env.screen(view).contains("… 49 more"))
    #expect(env.screen(view).contains("[ Load More ] (disabled)"))
    #expect(env.screen(view).contains("— all replies loaded —"))
  }

  @Test("an unknown account shows the error")
  func unknownAccount() {
    let viewModel = TweetboatViewModel(services: env.services)
    let view = TweetboatView(viewModel: viewModel)
    viewModel.username.value = "no_such_user_x"
    viewModel.getTweets.apply().start()
    env.advance(0.3)
    #expect(env.screen(view).contains("! The user @no_such_user_x was not found on Twitter"))
  }

  @Test("the profile screen shows the account's name, handle and avatar")
  func profile() throws {
    let viewModel = TweetboatViewModel(services: env.services)
    viewModel.username.value = "mvvm_daily"
    viewModel.getTweets.apply().start()
    env.advance(0.3)
    viewModel.showProfile.apply().start()
    let profile = try #require(env.top(as: UserProfileViewModel.self))
    let screen = env.screen(UserProfileView(viewModel: profile))
    #expect(screen.contains("│ Profile "))
    #expect(screen.contains("│ \(profile.name.value) "))
    #expect(screen.contains("│ @mvvm_daily "))
    #expect(screen.contains("│ avatar: "))
  }
}
