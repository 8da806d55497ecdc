import Model
import ReactiveCore

/// What every view-model is given, built in or brought by a plugin: the services it
/// talks to, found by their typed keys, the scheduler it keeps time with, and
/// navigation. A service is looked up on every call, so switching a backend affects the
/// next request of every view-model. An app declares a convenience accessor for the
/// services it uses (`var photos: any PhotoSearchService { service(.photos) }`).
public protocol ViewModelServices: AnyObject {
  /// The backend of the service `key` in use right now.
  func service<Service>(_ key: ServiceKey<Service>) -> Service
  /// The clock view-models use for delays, throttles and timers (a `TestScheduler` in
  /// tests, the shell's switchable clock in the shell).
  var scheduler: DateScheduler { get }

  /// Shows `viewModel` on top of the current one: how a view-model navigates.
  func push(_ viewModel: any ViewModel)
  /// Returns to the view-model below the current one.
  func pop()
}
