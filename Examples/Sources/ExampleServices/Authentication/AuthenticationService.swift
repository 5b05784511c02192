/// Logs the user in and out and keeps the session's token fresh.
///
/// ```swift
/// let auth = AuthenticationService(network: network, session: SessionStore())
/// try await auth.login(username: "ada", password: "…")
/// ```
public struct AuthenticationService: Sendable {
  private let network: any NetworkManager
  private let session: SessionStore

  /// Creates the service.
  ///
  /// - Parameters:
  ///   - network: Sends the authentication endpoints.
  ///   - session: Holds the token.
  public init(network: any NetworkManager, session: SessionStore) {
    self.network = network
    self.session = session
  }

  /// Exchanges credentials for a token and stores it.
  ///
  /// - Returns: The new token.
  /// - Throws: ``AuthError/missingCredentials`` for an empty username or password
  ///   (nothing is sent), or the network's error (the session is unchanged).
  @discardableResult
  public func login(username: String, password: String) async throws -> AuthToken {
    guard !username.isEmpty, !password.isEmpty else { throw AuthError.missingCredentials }
    let token: AuthToken = try await network.request(
      .login(username: username, password: password))
    await session.store(token)
    return token
  }

  /// Ends the session: forgets the token, then tells the server. Logging out without a
  /// session does nothing.
  ///
  /// - Throws: The network's error. The token is forgotten even then, so a failed call
  ///   never leaves the user signed in on the device.
  public func logout() async throws {
    guard let token = await session.token else { return }
    await session.clear()
    let _: EmptyResponse = try await network.request(.logout(accessToken: token.accessToken))
  }

  /// Exchanges the refresh token for a new token and stores it.
  ///
  /// - Returns: The new token.
  /// - Throws: ``AuthError/notLoggedIn`` without a session (nothing is sent),
  ///   ``AuthError/sessionExpired`` when the server answers 401 (the session is cleared),
  ///   or the network's error (the session is unchanged).
  @discardableResult
  public func refreshToken() async throws -> AuthToken {
    guard let current = await session.token else { throw AuthError.notLoggedIn }
    do {
      let token: AuthToken = try await network.request(
        .refresh(refreshToken: current.refreshToken))
      await session.store(token)
      return token
    } catch NetworkError.badStatus(401) {
      await session.clear()
      throw AuthError.sessionExpired
    }
  }
}
