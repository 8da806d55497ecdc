import Testing

@testable import ReactiveCore

@Suite struct LifetimeBindingTests {
  @Test func takeUntilCompletesWhenTheTriggerFires() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let (trigger, fire) = Signal<(), Never>.pipe()
    let timeline = Timeline<Int, Never>()
    signal.take(until: trigger).observe(timeline.observer)
    input.send(value: 1)
    fire.send(value: ())
    input.send(value: 2)
    #expect(timeline.entries == ["1", "COMPLETED"])
  }

  @Test func takeDuringCompletesWhenTheLifetimeEnds() {
    let (signal, input) = Signal<Int, Never>.pipe()
    var token: Lifetime.Token? = Lifetime.Token()
    let lifetime = Lifetime(token!)
    let timeline = Timeline<Int, Never>()
    signal.take(during: lifetime).observe(timeline.observer)
    input.send(value: 1)
    token = nil
    input.send(value: 2)
    #expect(timeline.entries == ["1", "COMPLETED"])
  }

  @Test func bindingEndsWithTheTargetsLifetime() {
    let source = MutableProperty(1)
    var target: MutableProperty<Int>? = MutableProperty(0)
    weak let weakTarget = target
    target! <~ source
    #expect(target?.value == 1)
    source.value = 2
    #expect(target?.value == 2)
    target = nil
    #expect(weakTarget == nil)
    var sourceObservers = 0
    source.signal.observeValues { _ in sourceObservers += 1 }
    source.value = 3
    #expect(sourceObservers == 1)
  }

  @Test func bindingIntoAnObjectKeyPathAndDisposingItEarly() {
    final class Label {
      var text = ""
    }
    let label = Label()
    let (lifetime, token) = Lifetime.make()
    let source = MutableProperty("a")
    let binding = BindingTarget(object: label, lifetime: lifetime, keyPath: \.text) <~ source
    #expect(label.text == "a")
    binding?.dispose()
    source.value = "b"
    #expect(label.text == "a")
    _ = token
  }
}
