import LoginModel
import Model
import ReactiveCore
import ViewModelKit

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
    let loggedInUser = _loggedInUser
    let lifetime = Lifetime(_lifetimeToken)
    login = Action(
      state: _names, disabledWhen: Self.whyLoginIsDisabled,
      whileRunning: "a login is already running"
    ) { names, _ in
      SignalProducer.deferred { services.userAPI.login(firstName: names.0, lastName: names.1) }
        .on(starting: {
          // A new attempt tells one story: no error and no user until it ends.
          errorMessage.value = nil
          loggedInUser.value = nil
        })
        .take(during: lifetime)
    }
    userLoadingInProgress = login.isExecuting
    loginInputValid = _names.map { Self.whyLoginIsDisabled($0) == nil }
      .and(login.isExecuting.negate())

    login.values.observeValues { [_loggedInUser] user in _loggedInUser.value = user }
    login.errors.observeValues { error in errorMessage.value = "Login failed: \(error)" }
  }

  /// Which names are empty, or nil when both are filled in.
  private static func whyLoginIsDisabled(_ names: (first: String, last: String)) -> String? {
    let emptyNames = [("firstName", names.first), ("lastName", names.last)]
      .filter { $0.1.isEmpty }.map(\.0)
    guard !emptyNames.isEmpty else { return nil }
    return "\(emptyNames.joined(separator: " and ")) must not be empty"
  }

  /// None: the login form is one of a kind.
  public var displayTitle: String? { nil }
}
