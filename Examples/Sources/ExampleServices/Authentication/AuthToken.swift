/// The tokens of a signed-in session.
public struct AuthToken: Codable, Equatable, Sendable {
  /// Authorizes API calls; short-lived.
  public var accessToken: String
  /// Gets a new access token when the old one expires.
  public var refreshToken: String

  /// Creates a token.
  public init(accessToken: String, refreshToken: String) {
    self.accessToken = accessToken
    self.refreshToken = refreshToken
  }
}

/// Why an authentication call failed.
public enum AuthError: Error, Equatable, Sendable {
  /// The username or the password is empty.
  case missingCredentials
  /// There is no session to refresh.
  case notLoggedIn
  /// The server no longer accepts the refresh token; the user must log in again.
  case sessionExpired
}
