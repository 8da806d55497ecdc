import Foundation
import MVVMPluginKit
import TwitterModel

/// The Twitter search-as-you-type app, built in through the plugin door: the app
/// `twitter`, its screen and its tour. Its service's backends are a module of their own
/// (`TwitterBackends`); its tweets' rows are shared with `TweetboatApp`.
public enum TwitterApp {
  /// Registers the app, its screen and its tour with `registrar`.
  public static func register(with registrar: PluginRegistrar) {
    registrar.register(
      app: AppDefinition(
        name: "twitter", summary: "Twitter search as you type: throttled, latest query wins",
        make: TwitterSearchViewModel.init(services:)),
      view: screen(for:))
    for tour in ["twitter", "sandbox"] {
      registrar.register(tour: tour) { EmbeddedResources.data(named: tour + ".mvvm") ?? Data() }
    }
    registrar.register(sandboxCalls: sandboxCalls(_:), for: .twitter)
  }

  /// What the sandbox may call: `twitter.searchRecent($0)`, the first page's tweets as
  /// the search view-model asks for them, and `twitter.user($0)`.
  @Sendable static func sandboxCalls(_ twitter: @escaping () -> any TwitterService)
    -> [SandboxServiceCall]
  {
    [
      SandboxServiceCall("searchRecent", parameter: "query") { (query: String) in
        tweets(
          of: twitter().searchRecent(query, cursor: nil, pageSize: TwitterSearchViewModel.pageSize))
      },
      SandboxServiceCall("user", parameter: "username") { (username: String) in
        twitter().user(named: username)
      },
    ]
  }

  /// The tweets of each page `pages` sends, passed on inside the call rather than by a
  /// `map` stage: the learner did not write one, so `why` should not show one.
  private static func tweets(of pages: SignalProducer<TweetPage, ServiceError>)
    -> SignalProducer<[Tweet], ServiceError>
  {
    SignalProducer { observer, lifetime in
      lifetime += pages.start { event in
        switch event {
        case .value(let page): observer.send(value: page.tweets)
        case .failed(let error): observer.send(error: error)
        case .completed: observer.sendCompleted()
        case .interrupted: observer.sendInterrupted()
        }
      }
    }
  }

  /// A new screen bound to `viewModel`, or nil when it is not one of this app's.
  @Sendable static func screen(for viewModel: any ViewModel) -> (any TextWidget)? {
    (viewModel as? TwitterSearchViewModel).map { TwitterSearchView(viewModel: $0) }
  }
}

extension ViewModelServices {
  /// The Twitter backend in use right now.
  public var twitter: any TwitterService { service(.twitter) }
}
