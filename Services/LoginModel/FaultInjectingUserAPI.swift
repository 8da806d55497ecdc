import Model
import ReactiveCore

/// The login service's fault adapter: every login of `base` with the fault options
/// applied.
public struct FaultInjectingUserAPI: UserAPI {
  /// The backend's own instance.
  public let base: any UserAPI
  /// The faults to inject.
  public let faults: FaultInjection

  /// `base` with `faults` applied to each login.
  public init(base: any UserAPI, faults: FaultInjection) {
    self.base = base
    self.faults = faults
  }

  /// `base`'s login, with faults.
  public func login(firstName: String, lastName: String) -> SignalProducer<User, ServiceError> {
    faults.inject(
      into: base.login(firstName: firstName, lastName: lastName),
      named: "login.login(\(RequestName.quoted(firstName)), \(RequestName.quoted(lastName)))")
  }
}
