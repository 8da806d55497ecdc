import Model
import ReactiveCore

/// What every view-model is given: the services it talks to, the scheduler it keeps
/// time with, and navigation. The services are resolved on every access, so switching
/// a backend affects the next request of every view-model.
public protocol ViewModelServices: AnyObject {
  /// The Flickr backend in use right now.
  var flickr: any FlickrSearchService { get }
  /// The Twitter backend in use right now.
  var twitter: any TwitterService { get }
  /// The login backend in use right now.
  var userAPI: any UserAPI { get }
  /// The clock view-models use for delays, throttles and timers (a `TestScheduler` in
  /// tests, the shell's switchable clock in the shell).
  var scheduler: DateScheduler { get }

  /// Shows `viewModel` on top of the current one: how a view-model navigates.
  func push(_ viewModel: any ViewModel)
  /// Returns to the view-model below the current one.
  func pop()
}
