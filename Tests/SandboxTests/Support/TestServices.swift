import Foundation
import ReactiveCore
import Sandbox

/// Why a test service's request failed.
struct TestServiceError: Error, CustomStringConvertible {
  let query: String
  var description: String { "no results for \(query)" }
}

/// Services on the virtual clock: `twitter.searchRecent(query)` answers half a second
/// later with two tweets (or fails for "fail"), and counts its requests, started and
/// cancelled.
final class TestServices: SandboxServices {
  let scheduler: TestScheduler
  private(set) var started: [String] = []
  private(set) var cancelled: [String] = []

  init(scheduler: TestScheduler) {
    self.scheduler = scheduler
  }

  /// The request the sandbox's call makes, also used by the Swift pipelines the tests
  /// compare with.
  func searchRecent(_ query: String) -> SignalProducer<[TestTweet], TestServiceError> {
    SignalProducer { observer, lifetime in
      self.started.append(query)
      var answered = false
      let answer = self.scheduler.schedule(
        after: self.scheduler.currentDate.addingTimeInterval(0.5)
      ) {
        answered = true
        guard query != "fail" else { return observer.send(error: TestServiceError(query: query)) }
        let author = TestAuthor(name: "Ada", followers: query.count)
        observer.send(value: [
          TestTweet(text: "\(query) 1", author: author),
          TestTweet(text: "\(query) 2", author: author),
        ])
        observer.sendCompleted()
      }
      _ = lifetime.observeEnded {
        guard !answered else { return }
        answer?.dispose()
        self.cancelled.append(query)
      }
    }
  }

  /// A login that answers at once.
  func login(_ first: String, _ last: String) -> SignalProducer<String, Never> {
    SignalProducer(value: "\(first) \(last)")
  }

  var serviceNames: [String] { ["twitter", "login"] }

  func calls(of service: String) -> [SandboxServiceCall] {
    switch service {
    case "twitter":
      return [
        SandboxServiceCall("searchRecent", parameter: "query") { (query: String) in
          self.searchRecent(query)
        }
      ]
    case "login":
      return [
        SandboxServiceCall("login", parameters: ("firstName", "lastName")) {
          (first: String, last: String) in self.login(first, last)
        }
      ]
    default:
      return []
    }
  }
}
