import Model

extension ServiceKey where Service == any TwitterService {
  /// Twitter recent search and user lookup.
  public static var twitter: ServiceKey {
    ServiceKey(name: "twitter") { FaultInjectingTwitterService(base: $0, faults: $1) }
  }
}
