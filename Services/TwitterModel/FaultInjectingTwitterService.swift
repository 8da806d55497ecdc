import Model
import ReactiveCore

/// The Twitter service's fault adapter: every call of `base` with the fault options
/// applied.
public struct FaultInjectingTwitterService: TwitterService {
  /// The backend's own instance.
  public let base: any TwitterService
  /// The faults to inject.
  public let faults: FaultInjection

  /// `base` with `faults` applied to each call.
  public init(base: any TwitterService, faults: FaultInjection) {
    self.base = base
    self.faults = faults
  }

  /// `base`'s recent search, with faults.
  public func searchRecent(_ query: String, cursor: String?, pageSize: Int) -> SignalProducer<
    TweetPage, ServiceError
  > {
    faults.inject(
      into: base.searchRecent(query, cursor: cursor, pageSize: pageSize),
      named: "twitter.searchRecent(\(RequestName.quoted(query))\(RequestName.cursor(cursor)))")
  }

  /// `base`'s user lookup, with faults.
  public func user(named username: String) -> SignalProducer<TwitterUser, ServiceError> {
    faults.inject(
      into: base.user(named: username), named: "twitter.user(\(RequestName.quoted(username)))")
  }

  /// `base`'s replies, with faults (once: not again through `searchRecent`).
  public func replies(to username: String, cursor: String?, pageSize: Int) -> SignalProducer<
    TweetPage, ServiceError
  > {
    faults.inject(
      into: base.replies(to: username, cursor: cursor, pageSize: pageSize),
      named: "twitter.replies(\(RequestName.quoted(username))\(RequestName.cursor(cursor)))")
  }
}
