import Testing

@testable import ReactiveCore

@Suite struct PipeInputReleaseTests {
  @Test func aPipeWhoseInputIsReleasedIsInterruptedAndItsDisposableDisposed() {
    let disposable = AnyDisposable()
    var input: Signal<Int, Never>.Observer?
    let signal: Signal<Int, Never>
    (signal, input) = Signal<Int, Never>.pipe(disposable: disposable)
    let timeline = Timeline<Int, Never>()
    signal.observe(timeline.observer)
    input?.send(value: 1)
    input = nil
    #expect(timeline.entries == ["1", "INTERRUPTED"])
    #expect(disposable.isDisposed)
  }
}
