import Foundation
import Model
import ReactiveCore
import TweetboatApp
import TwitterBackends
import ViewModelKit

/// The baseline of the Tweetboat case: the same view-model paging in the same replies,
/// driven by hand-written code on a `TestScheduler`, with no shell, trace or watch.
enum HandWrittenTweetboat {
  /// Pages `replies` replies into a fresh `TweetboatViewModel` and returns it.
  static func pageIn(replies: Int) -> TweetboatViewModel {
    let scheduler = TestScheduler(startDate: Date(timeIntervalSince1970: 1_767_225_600))
    let registry = BackendRegistry(
      environment: BackendEnvironment(scheduler: scheduler, variables: [:]))
    TwitterBackends.register(with: registry)
    try? registry.use(service: "twitter", backend: "fixture", options: ["size=\(replies)"])
    let viewModel = TweetboatViewModel(services: ResolvingViewModelServices(registry: registry))
    viewModel.username.value = "mvvm_daily"
    viewModel.getTweets.apply().start()
    scheduler.advance(by: 0.3)
    while !viewModel.allTweetsLoaded.value {
      viewModel.loadMoreTweets.apply().start()
      scheduler.advance(by: 0.3)
    }
    return viewModel
  }
}
