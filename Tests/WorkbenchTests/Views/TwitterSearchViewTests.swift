import FixtureTestSupport
import Foundation
import ReactiveCore
import Testing
import TwitterApp
import TwitterModel
import Workbench

@Suite("TwitterSearchView follows its view-model through bindings")
struct TwitterSearchViewTests {
  let env = FixtureEnvironment.forViews()

  @Test("typing searches at once: spinner, then tweets with @username, age and text")
  func searchAsYouType() throws {
    let viewModel = TwitterSearchViewModel(services: env.services)
    let view = TwitterSearchView(viewModel: viewModel)
    #expect(env.screen(view).contains("No tweets"))
    viewModel.searchText.value = "swift"
    env.advance(0)
    #expect(env.screen(view).contains("[ swift_"))
    #expect(env.screen(view).contains("⠋ searching…"))
    env.advance(0.3)
    let screen = env.screen(view)
    #expect(!screen.contains("searching"))
    #expect(screen.contains("Execution time: 300 ms"))
    let first = try #require(viewModel.tweets.value.first)
    let age = TweetRow.ageText(first.ageInSeconds.value)
    #expect(screen.contains("│ @\(first.username.value) · \(age) "))
    #expect(screen.contains("… \(viewModel.tweets.value.count - 5) more"))
  }

  @Test("a tweet's age on screen follows its view-model's clock")
  func ageTicks() throws {
    let viewModel = TwitterSearchViewModel(services: env.services)
    let view = TwitterSearchView(viewModel: viewModel)
    viewModel.searchText.value = "swift"
    env.advance(0.3)
    let first = try #require(viewModel.tweets.value.first)
    let before = TweetRow.ageText(first.ageInSeconds.value)
    env.advance(60)
    let after = TweetRow.ageText(first.ageInSeconds.value)
    #expect(before != after)
    #expect(env.screen(view).contains("@\(first.username.value) · \(after) "))
  }

  @Test("a post of several lines is drawn on several lines, each still escaped")
  func multiLinePost() {
    let scheduler = TestScheduler()
    let author = TwitterUser(id: "1", username: "ada", name: "Ada", profileImageURL: nil)
    let tweet = Tweet(
      id: "2", status: "First line\nSecond line \u{1B}[2J\r\n\nLast",
      createdAt: scheduler.currentDate,
      author: author)
    var rows: [String] = []
    TweetRow.row(for: TweetViewModel(tweet: tweet, scheduler: scheduler)).take(first: 1)
      .startWithValues { rows.append($0) }
    #expect(rows == ["@ada · 0s\nFirst line\nSecond line \\e[2J\nLast"])
  }

  @Test("ages read in the largest whole unit")
  func ageText() {
    #expect(TweetRow.ageText(-3) == "0s")
    #expect(TweetRow.ageText(59) == "59s")
    #expect(TweetRow.ageText(60) == "1m")
    #expect(TweetRow.ageText(7200) == "2h")
    #expect(TweetRow.ageText(3 * 86400 + 5) == "3d")
  }
}
