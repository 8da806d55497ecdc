import ViewModelKit

/// The apps of the seed tutorials: flickr, twitter, tweetboat and login.
public enum BuiltInApps {
  /// Every built-in app, in the order `apps` lists them.
  public static var all: [AppDefinition] {
    [
      AppDefinition(
        name: "flickr",
        summary: "Flickr photo search: recent searches, a results screen with metadata",
        make: FlickrSearchViewModel.init(services:)),
      AppDefinition(
        name: "twitter", summary: "Twitter search as you type: throttled, latest query wins",
        make: TwitterSearchViewModel.init(services:)),
      AppDefinition(
        name: "tweetboat", summary: "a user's tweets, paged, with a profile screen",
        make: TweetboatViewModel.init(services:)),
      AppDefinition(
        name: "login", summary: "a login form with validation and a slow user API",
        make: LoginViewModel.init(services:)),
    ]
  }
}
