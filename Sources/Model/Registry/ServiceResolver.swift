/// Finds the instance of a service in use right now by its typed key: what view-models'
/// services are looked up through, so that a switch of backend affects the next request.
/// `BackendRegistry` is one; a test may give fakes.
public protocol ServiceResolver: AnyObject {
  /// The instance of the service `key` in use now.
  func service<Service>(_ key: ServiceKey<Service>) -> Service
}
