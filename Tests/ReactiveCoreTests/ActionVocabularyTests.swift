import Testing

@testable import ReactiveCore

@Suite struct ActionVocabularyTests {
  @Test func stateAndInputReachTheWork() {
    let prefix = MutableProperty("Hello")
    let greet = Action<String, String, Never>(state: prefix) { prefix, name in
      SignalProducer(value: "\(prefix), \(name)")
    }
    #expect(greet.apply("Ada").recorded() == ["Hello, Ada", "COMPLETED"])
    prefix.value = "Bye"
    #expect(greet.apply("Ada").recorded() == ["Bye, Ada", "COMPLETED"])
  }

  @Test func unwrappingIsDisabledWhileTheStateIsNil() {
    let user = MutableProperty<String?>(nil)
    let load = Action<Void, String, Never>(unwrapping: user) {
      SignalProducer(value: "loaded \($0)")
    }
    #expect(load.isEnabled.value == false)
    #expect(load.apply().recorded() == ["FAILED disabled"])
    user.value = "ada"
    #expect(load.isEnabled.value == true)
    #expect(load.apply().recorded() == ["loaded ada", "COMPLETED"])
  }

  @Test func validatedIsDisabledWhileTheValueIsInvalid() {
    let email = ValidatingProperty<String, TestError>("") {
      $0.contains("@") ? .valid : .invalid(.boom)
    }
    let send = Action<Void, String, Never>(validated: email) { SignalProducer(value: "to \($0)") }
    email.value = "nobody"
    #expect(send.isEnabled.value == false)
    email.value = "a@b"
    #expect(send.apply().recorded() == ["to a@b", "COMPLETED"])
  }

  @Test func disabledErrorsSendsForEveryRefusedApply() {
    let gate = MutableProperty(false)
    let action = Action<Int, Int, Never>(enabledIf: gate) { SignalProducer(value: $0) }
    var refused = 0
    action.disabledErrors.observeValues { refused += 1 }
    action.apply(1).start()
    action.apply(2).start()
    #expect(refused == 2)
  }

  @Test func anActionIsABindingTarget() {
    var ran: [Int] = []
    let action = Action<Int, Int, Never> { input in
      ran.append(input)
      return SignalProducer(value: input)
    }
    action <~ SignalProducer([1, 2])
    #expect(ran == [1, 2])
  }
}

@Suite struct BindingVocabularyTests {
  final class Label {
    var text = ""
  }

  @Test func anObserverIsABindingTarget() {
    let (signal, input) = Signal<Int, Never>.pipe()
    var seen: [Int] = []
    signal.observeValues { seen.append($0) }
    input <~ SignalProducer([1, 2])
    #expect(seen == [1, 2])
  }

  @Test func anOptionalTargetBindsWhenPresentAndIgnoresNil() {
    let present: MutableProperty<Int>? = MutableProperty(0)
    let absent: MutableProperty<Int>? = nil
    present <~ SignalProducer(value: 3)
    #expect((absent <~ SignalProducer(value: 4)) == nil)
    #expect(present?.value == 3)
  }

  @Test func keyPathTargetsTakeReactiveSwiftsArgumentOrder() {
    let label = Label()
    let (lifetime, token) = Lifetime.make()
    let target = BindingTarget(lifetime: lifetime, object: label, keyPath: \.text)
    target <~ SignalProducer(value: "hi")
    #expect(label.text == "hi")
    token.dispose()
    target <~ SignalProducer(value: "gone")
    #expect(label.text == "hi")
  }

  @Test func propertyWrappersExposeTheValueAndTheProperty() {
    final class Form {
      @MutableProperty var name = "ada"
      @Property var greeting: String

      init() {
        _greeting = Property(value: "hello")
      }
    }
    let form = Form()
    var seen: [String] = []
    form.$name.producer.startWithValues { seen.append($0) }
    form.name = "alan"
    #expect(seen == ["ada", "alan"])
    #expect(form.greeting == "hello")
    #expect(form.$greeting.value == "hello")
  }
}
