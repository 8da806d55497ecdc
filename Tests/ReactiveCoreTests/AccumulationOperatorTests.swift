import Testing

@testable import ReactiveCore

@Suite struct AccumulationOperatorTests {
  @Test func scanAndReduceIntoUpdateInPlace() {
    #expect(
      SignalProducer<_, Never>([1, 2, 3]).scan(into: [Int]()) { $0.append($1) }.map { "\($0)" }
        .recorded()
        == ["[1]", "[1, 2]", "[1, 2, 3]", "COMPLETED"])
    #expect(
      SignalProducer<_, Never>([1, 2, 3]).reduce(into: 0) { $0 += $1 }.recorded() == [
        "6", "COMPLETED",
      ])
  }

  @Test func scanMapKeepsAStateAndSendsWhatItReturns() {
    let running = SignalProducer<_, Never>(["a", "b", "c"]).scanMap(0) { count, letter in
      (count + 1, "\(count + 1)\(letter)")
    }
    #expect(running.recorded() == ["1a", "2b", "3c", "COMPLETED"])
    let inPlace = SignalProducer<_, Never>([5, 6]).scanMap(into: 10) { total, value -> Int in
      total += value
      return total
    }
    #expect(inPlace.recorded() == ["15", "21", "COMPLETED"])
  }

  @Test func collectWithAPredicateSendsTheArraysItCloses() {
    let byTotal = SignalProducer<_, Never>([1, 2, 3, 4, 5]).collect { $0.reduce(0, +) >= 3 }
    #expect(byTotal.map { "\($0)" }.recorded() == ["[1, 2]", "[3]", "[4]", "[5]", "COMPLETED"])
    let byRun = SignalProducer<_, Never>([1, 1, 2, 2, 2, 3]).collect { collected, latest in
      collected.last.map { $0 != latest } ?? false
    }
    #expect(byRun.map { "\($0)" }.recorded() == ["[1, 1]", "[2, 2, 2]", "[3]", "COMPLETED"])
    #expect(
      SignalProducer<Int, Never>.empty.collect { _ in true }.map { "\($0)" }.recorded() == [
        "[]", "COMPLETED",
      ])
  }

  @Test func materializeResultsEndsAFailureAsAValue() {
    let failing = SignalProducer<Int, TestError> { observer, _ in
      observer.send(value: 1)
      observer.send(error: .boom)
    }
    #expect(
      failing.materializeResults().recorded() == [
        "success(1)", "failure(ReactiveCoreTests.TestError.boom)", "COMPLETED",
      ])
    #expect(failing.materializeResults().dematerializeResults().recorded() == ["1", "FAILED boom"])
  }

  @Test func attemptAndAttemptMapFailOnTheFirstFailure() {
    let checked = SignalProducer<Int, TestError>([1, 2, 3]).attempt { value in
      value < 2 ? .success(()) : .failure(.boom)
    }
    #expect(checked.recorded() == ["1", "FAILED boom"])
    let doubled = SignalProducer<Int, TestError>([1, 2]).attemptMap { .success($0 * 2) }
    #expect(doubled.recorded() == ["2", "4", "COMPLETED"])
    let throwing = SignalProducer<Int, Never>([1, 2]).attemptMap { value -> Int in
      if value == 2 { throw TestError.other }
      return value
    }
    #expect(throwing.recorded() == ["1", "FAILED other"])
  }
}
