import Model

extension ServiceKey where Service == any UserAPI {
  /// The login API.
  public static var login: ServiceKey {
    ServiceKey(name: "login") { FaultInjectingUserAPI(base: $0, faults: $1) }
  }
}
