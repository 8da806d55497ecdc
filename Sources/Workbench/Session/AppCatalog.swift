import ViewModels

/// The apps of the seed tutorials, each opened with services resolved from the session's
/// registry at call time, on the session clock, with navigation into the session's stack.
public enum AppCatalog {
  /// flickr, twitter, tweetboat and login.
  public static var standard: [AppDefinition] {
    [
      AppDefinition(
        name: "flickr",
        summary: "Flickr photo search: recent searches, a results screen with metadata"
      ) {
        FlickrSearchViewModel(services: services(for: $0))
      },
      AppDefinition(
        name: "twitter", summary: "Twitter search as you type: throttled, latest query wins"
      ) {
        TwitterSearchViewModel(services: services(for: $0))
      },
      AppDefinition(name: "tweetboat", summary: "a user's tweets, paged, with a profile screen") {
        TweetboatViewModel(services: services(for: $0))
      },
      AppDefinition(name: "login", summary: "a login form with validation and a slow user API") {
        LoginViewModel(services: services(for: $0))
      },
    ]
  }

  /// View-model services for an app opened in `environment`.
  static func services(for environment: AppEnvironment) -> ResolvingViewModelServices {
    ResolvingViewModelServices(
      registry: environment.registry, push: { environment.push($0) }, pop: environment.pop)
  }
}
