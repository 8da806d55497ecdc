import FlickrBackends
import LoginBackends
import Model
import TwitterBackends

/// Every backend that ships with the workbench, registered the way a plugin registers
/// its own: the executable, the benchmarks, the fuzzer and the tests all start from it.
public enum BuiltInBackends {
  /// Registers the Flickr, Twitter and login backends into `registry`.
  public static func register(into registry: BackendRegistry) {
    FlickrBackends.register(into: registry)
    TwitterBackends.register(into: registry)
    LoginBackends.register(into: registry)
  }
}
