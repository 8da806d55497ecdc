extension Signal {
  /// `flatten(.race)`: starts every inner producer; the first to send any event wins
  /// and the others are interrupted; inners that arrive later are ignored. Completes
  /// once this signal and the winner have completed.
  @inlinable
  func flattenRace<U>() -> Signal<U, Error> where Value == SignalProducer<U, Error> {
    Signal<U, Error> { observer, lifetime in
      let state = Locked(RaceState())
      let contenders = Locked<[Int: SerialDisposable]>([:])
      lifetime += AnyDisposable {
        contenders.withLock { runs in
          defer { runs = [:] }
          return runs.values
        }.forEach { $0.dispose() }
      }
      lifetime += self.observe { event in
        switch event {
        case .value(let producer):
          let index = state.withLock { state -> Int? in
            guard state.winner == nil else { return nil }
            defer { state.started += 1 }
            return state.started
          }
          guard let index else { return }
          let run = SerialDisposable()
          contenders.withLock { $0[index] = run }
          run.inner = producer.start { innerEvent in
            let (isWinner, justWon) = state.withLock { state -> (Bool, Bool) in
              guard state.winner == nil else { return (state.winner == index, false) }
              state.winner = index
              return (true, true)
            }
            guard isWinner else { return }
            if justWon {
              let losers = contenders.withLock { runs in
                defer { runs = runs.filter { $0.key == index } }
                return runs.filter { $0.key != index }.values
              }
              losers.forEach { $0.dispose() }
            }
            if case .completed = innerEvent {
              let done = state.withLock { state -> Bool in
                state.isWinnerCompleted = true
                return state.isOuterCompleted
              }
              if done { observer.sendCompleted() }
              return
            }
            observer.send(innerEvent)
          }
        case .failed(let error): observer.send(error: error)
        case .interrupted: observer.sendInterrupted()
        case .completed:
          let done = state.withLock { state -> Bool in
            state.isOuterCompleted = true
            return state.started == 0 || state.isWinnerCompleted
          }
          if done { observer.sendCompleted() }
        }
      }
    }
  }
}

/// What `flatten(.race)` remembers: how many inners started and which one won.
@usableFromInline
struct RaceState {
  @usableFromInline var started = 0
  @usableFromInline var winner: Int?
  @usableFromInline var isWinnerCompleted = false
  @usableFromInline var isOuterCompleted = false

  @inlinable
  init() {}
}
