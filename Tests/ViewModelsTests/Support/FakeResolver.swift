import Model

/// Services answered by closures, one per key, for `ResolvingViewModelServices` in the
/// view-model tests: each lookup calls the closure again, as the registry resolves the
/// active backend on every request.
final class FakeResolver: ServiceResolver {
  private var answers: [String: () -> Any] = [:]

  /// Answers `key` with what `answer` returns at each lookup.
  func answer<Service>(_ key: ServiceKey<Service>, with answer: @escaping () -> Service) {
    answers[key.name] = answer
  }

  /// What the closure given for `key` returns now; a key with none is a test's mistake.
  func service<Service>(_ key: ServiceKey<Service>) -> Service {
    guard let answer = answers[key.name], let service = answer() as? Service else {
      preconditionFailure("the test gave no \(Service.self) for '\(key.name)'")
    }
    return service
  }
}
