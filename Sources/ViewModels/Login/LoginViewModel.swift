import Model
import ReactiveCore

/// The login screen: enter a first and a last name and run `login`; while it runs the
/// input is locked, and when it ends the input is valid again if the names still are.
public final class LoginViewModel: ViewModel {
  /// The first name to log in with.
  public let firstName: MutableProperty<String>
  /// The last name to log in with.
  public let lastName: MutableProperty<String>
  /// True when both names are non-empty and no login is running.
  public let loginInputValid: Property<Bool>
  /// True while a login is running.
  public let userLoadingInProgress: Property<Bool>
  /// The user of the last login that succeeded; nil before then.
  public let loggedInUser: Property<User?>
  /// Why the last login failed; cleared when a new login starts.
  public let errorMessage: Property<String?>
  /// Logs in with the names: enabled when `loginInputValid` is true.
  public let login: Action<Void, User, ServiceError>

  private let _names: Property<(String, String)>
  private let _loggedInUser = MutableProperty<User?>(nil)
  private let _errorMessage = MutableProperty<String?>(nil)
  private let _lifetimeToken = Lifetime.Token()

  /// The login screen, logging in through `services`.
  public init(services: any ViewModelServices) {
    firstName = MutableProperty("")
    lastName = MutableProperty("")
    _names = Property.combineLatest(firstName, lastName)
    loggedInUser = Property(capturing: _loggedInUser)
    errorMessage = Property(capturing: _errorMessage)

    let errorMessage = _errorMessage
    let lifetime = Lifetime(_lifetimeToken)
    login = Action(state: _names, enabledIf: Self.areValidNames) { names, _ in
      SignalProducer.deferred { services.userAPI.login(firstName: names.0, lastName: names.1) }
        .on(starting: { errorMessage.value = nil })
        .take(during: lifetime)
    }
    userLoadingInProgress = login.isExecuting
    loginInputValid = _names.map(Self.areValidNames).and(login.isExecuting.negate())

    login.values.observeValues { [_loggedInUser] user in _loggedInUser.value = user }
    login.errors.observeValues { error in errorMessage.value = "Login failed: \(error)" }
  }

  /// Whether both names are filled in.
  private static func areValidNames(_ names: (first: String, last: String)) -> Bool {
    !names.first.isEmpty && !names.last.isEmpty
  }
}

extension LoginViewModel: CommandAvailabilityExplaining {
  /// Why `login` is disabled: a login is running, or a name is empty (naming which).
  public func reasonDisabled(_ command: String) -> String? {
    guard command == "login", !login.isEnabled.value else { return nil }
    if login.isExecuting.value { return "a login is already running" }
    let emptyNames = [("firstName", firstName.value), ("lastName", lastName.value)]
      .filter { $0.1.isEmpty }.map(\.0)
    switch emptyNames.count {
    case 0: return nil
    case 1: return "\(emptyNames[0]) must not be empty"
    default: return "\(emptyNames.joined(separator: " and ")) must not be empty"
    }
  }
}
