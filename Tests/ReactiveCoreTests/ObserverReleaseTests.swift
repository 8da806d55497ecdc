import Testing

@testable import ReactiveCore

/// Releasing an observer can end other signals (what it captured goes with it), whose
/// terminal events may come back to the signal it was removed from.
@Suite struct ObserverReleaseTests {
  @Test func anObserverWhoseReleaseEndsASignalIsReleasedOutsideTheLock() {
    final class ViewModel {
      let refresh = Action<(), (), Never> { _ in SignalProducer(value: ()) }
    }
    let open = Action<(), ViewModel, Never> { _ in SignalProducer(value: ViewModel()) }
    var refreshes = 0
    open.values
      .flatMap(.latest) { viewModel in viewModel.refresh.values.map { _ in viewModel } }
      .observeValues { _ in refreshes += 1 }
    // The second run replaces the first view-model: its inner observation is removed,
    // and releasing it releases the view-model, whose action ends its signals.
    open.apply().start()
    open.apply().start()
    #expect(refreshes == 0)
  }
}
