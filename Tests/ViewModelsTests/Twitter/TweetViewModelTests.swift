import Foundation
import Model
import ReactiveCore
import Testing
import TwitterApp
import TwitterModel

@Suite("TweetViewModel")
struct TweetViewModelTests {
  let env = TestServices()

  @Test("a tweet shows its text and author")
  func constantProperties() {
    let viewModel = TweetViewModel(
      tweet: FakeTwitterService.tweet("hello", by: "jane"), scheduler: env.scheduler)
    #expect(viewModel.status.value == "hello")
    #expect(viewModel.username.value == "jane")
    #expect(viewModel.profileImageUrl.value == URL(string: "https://pbs.twimg.com/jane_normal.png"))
  }

  @Test("a one-second timer keeps the age current")
  func ageTicks() {
    let viewModel = TweetViewModel(
      tweet: FakeTwitterService.tweet("hello", by: "jane"), scheduler: env.scheduler)
    #expect(viewModel.ageInSeconds.value == 30)
    env.advance(0.9)
    #expect(viewModel.ageInSeconds.value == 30)
    env.advance(0.1)
    #expect(viewModel.ageInSeconds.value == 31)
    env.advance(2.5)
    #expect(viewModel.ageInSeconds.value == 33)
  }

  @Test("a tweet stamped ahead of the local clock is 0 seconds old until the clock catches up")
  func ageOfATweetFromTheFuture() {
    let postedAt = env.scheduler.currentDate.addingTimeInterval(2.5)
    let tweet = Tweet(
      id: "ahead", status: "hello", createdAt: postedAt,
      author: FakeTwitterService.tweet("hello", by: "jane").author)
    let viewModel = TweetViewModel(tweet: tweet, scheduler: env.scheduler)
    #expect(viewModel.ageInSeconds.value == 0)
    env.advance(2)
    #expect(viewModel.ageInSeconds.value == 0)
    env.advance(2)
    #expect(viewModel.ageInSeconds.value == 1)
  }

  @Test("the timer stops when the view-model is released")
  func timerStopsOnRelease() {
    weak var weakTweet: TweetViewModel?
    let age: Property<Int>
    do {
      let viewModel = TweetViewModel(
        tweet: FakeTwitterService.tweet("hello", by: "jane"), scheduler: env.scheduler)
      weakTweet = viewModel
      age = viewModel.ageInSeconds
      env.advance(1)
    }
    #expect(weakTweet == nil)
    env.advance(5)
    #expect(age.value == 31)
  }
}
