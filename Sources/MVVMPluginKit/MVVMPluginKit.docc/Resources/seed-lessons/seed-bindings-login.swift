// Apps/LoginApp/ViewModels/LoginViewModel.swift
public let firstName: MutableProperty<String>
public let lastName: MutableProperty<String>
public let loginInputValid: Property<Bool>
// …
firstName = MutableProperty("")
lastName = MutableProperty("")
_names = Property.combineLatest(firstName, lastName)
// …
login = Action(
  state: _names, disabledWhen: Self.whyLoginIsDisabled,
  whileRunning: "a login is already running"
) { names, _ in
  SignalProducer.deferred { services.userAPI.login(firstName: names.0, lastName: names.1) }
  // …
}
// …
loginInputValid = _names.map { Self.whyLoginIsDisabled($0) == nil }
  .and(login.isExecuting.negate())
