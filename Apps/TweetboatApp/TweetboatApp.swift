import Foundation
import MVVMPluginKit

/// The Tweetboat app, built in through the plugin door: the app `tweetboat` (a user's
/// tweets, paged, with a profile screen), its screens and its tour. It talks to the
/// Twitter service through `TwitterApp`'s accessor and draws its tweets with its rows.
public enum TweetboatApp {
  /// Registers the app, its screens and its tours (its own, and the time-travel tour) with `registrar`.
  public static func register(with registrar: PluginRegistrar) {
    registrar.register(
      app: AppDefinition(
        name: "tweetboat", summary: "a user's tweets, paged, with a profile screen",
        make: TweetboatViewModel.init(services:)),
      view: screen(for:))
    // The time-travel tour works on the twitter app; it comes last in teaching order.
    for tour in ["tweetboat", "time-travel"] {
      registrar.register(tour: tour) { EmbeddedResources.data(named: tour + ".mvvm") ?? Data() }
    }
  }

  /// A new screen bound to `viewModel`, or nil when it is not one of this app's.
  @Sendable static func screen(for viewModel: any ViewModel) -> (any TextWidget)? {
    switch viewModel {
    case let viewModel as TweetboatViewModel: TweetboatView(viewModel: viewModel)
    case let viewModel as UserProfileViewModel: UserProfileView(viewModel: viewModel)
    default: nil
    }
  }
}
