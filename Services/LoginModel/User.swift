/// A logged-in user, as the login API returns it.
public struct User: Sendable, Hashable, Codable {
  /// The first name given at login.
  public let firstName: String
  /// The last name given at login.
  public let lastName: String
  /// The session token. Never printed in full: see `description`.
  public let authToken: String

  /// A user with the given fields.
  public init(firstName: String, lastName: String, authToken: String) {
    self.firstName = firstName
    self.lastName = lastName
    self.authToken = authToken
  }

  /// The token with all but its last four characters hidden.
  public var maskedToken: String {
    let visible = authToken.suffix(4)
    return String(repeating: "•", count: max(0, authToken.count - visible.count)) + visible
  }
}

extension User: CustomStringConvertible {
  /// The names and the masked token: `Jane Doe (token ••••••••asdd)`.
  public var description: String {
    "\(firstName) \(lastName) (token \(maskedToken))"
  }
}
