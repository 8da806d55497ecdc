import Testing

@testable import ReactiveCore

/// Flattening many inner producers that complete at once must not grow the stack with
/// their number: each strategy runs the waiting inners in a loop, not by recursion.
@Suite struct FlattenStackDepthTests {
  static let inners = 10_000

  @Test(arguments: [FlattenStrategy.concat, .merge, .latest, .concurrent(limit: 3)])
  func innersQueuedBehindARunningOneStartInConstantStackDepth(strategy: FlattenStrategy) {
    let (outer, outerInput) = Signal<SignalProducer<Int, Never>, Never>.pipe()
    let (first, firstInput) = Signal<Int, Never>.pipe()
    var count = 0
    var sum = 0
    var ended: [String] = []
    outer.flatten(strategy).observe { event in
      switch event {
      case .value(let value):
        count += 1
        sum += value
      default: ended.append(event.description)
      }
    }
    outerInput.send(value: SignalProducer(first))
    for value in 1...Self.inners { outerInput.send(value: SignalProducer(value: value)) }
    outerInput.sendCompleted()
    firstInput.send(value: 0)
    firstInput.sendCompleted()
    let expectedCount = strategy == .latest ? Self.inners : Self.inners + 1
    #expect(count == expectedCount)
    #expect(sum == (1...Self.inners).reduce(0, +))
    #expect(ended == ["COMPLETED"])
  }

  @Test(arguments: [FlattenStrategy.concat, .merge, .latest, .concurrent(limit: 3)])
  func aProducerOfImmediateInnersFlattensInConstantStackDepth(strategy: FlattenStrategy) {
    var values: [Int] = []
    var ended: [String] = []
    SignalProducer<Int, Never>(1...Self.inners)
      .flatMap(strategy) { SignalProducer(value: $0) }
      .start { event in
        if let value = event.value { values.append(value) } else { ended.append(event.description) }
      }
    #expect(values == Array(1...Self.inners))
    #expect(ended == ["COMPLETED"])
  }
}
