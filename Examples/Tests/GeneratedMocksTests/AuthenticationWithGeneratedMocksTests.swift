import ExampleServices
import Foundation
import MockKit
import Testing

/// `AuthenticationService` over the generated `MockNetworkManager` and a real
/// `SessionStore`.
///
/// `request<T>(_:)` is generic in its return type, so its spy answers `(any Sendable)?`:
/// each call is stubbed with a value of the type the service asks for at that call, an
/// `AuthToken` for login and refresh and an `EmptyResponse` for logout.
@Suite struct AuthenticationWithGeneratedMocksTests {
  let network = MockNetworkManager()
  let token = AuthToken(accessToken: "access-1", refreshToken: "refresh-1")
  let renewed = AuthToken(accessToken: "access-2", refreshToken: "refresh-2")

  @Test func loginSendsTheCredentialsAndStoresTheToken() async throws {
    network.request.returns(token)
    let session = SessionStore()
    let auth = AuthenticationService(network: network, session: session)

    let result = try await auth.login(username: "ada", password: "secret")

    #expect(result == token)
    #expect(await session.token == token)
    expectCalledOnce(network.request, with: .login(username: "ada", password: "secret"))
  }

  @Test func loginWithAnEmptyUsernameOrPasswordSendsNothing() async throws {
    let session = SessionStore()
    let auth = AuthenticationService(network: network, session: session)

    await #expect(throws: AuthError.missingCredentials) {
      try await auth.login(username: "", password: "secret")
    }
    await #expect(throws: AuthError.missingCredentials) {
      try await auth.login(username: "ada", password: "")
    }

    expectNotCalled(network.request)
    #expect(await !session.isLoggedIn)
  }

  @Test func aRejectedLoginIsPassedOnAndStoresNothing() async throws {
    network.request.throws(NetworkError.badStatus(401))
    let session = SessionStore()
    let auth = AuthenticationService(network: network, session: session)

    await #expect(throws: NetworkError.badStatus(401)) {
      try await auth.login(username: "ada", password: "wrong")
    }

    #expect(await session.token == nil)
  }

  @Test func logoutForgetsTheTokenAndTellsTheServer() async throws {
    network.request.returns(EmptyResponse())
    let session = SessionStore(token: token)
    let auth = AuthenticationService(network: network, session: session)

    try await auth.logout()

    #expect(await session.token == nil)
    expectCalledOnce(network.request, with: .logout(accessToken: "access-1"))
  }

  @Test func aFailedLogoutStillSignsOutOnTheDevice() async throws {
    network.request.throws(URLError(.notConnectedToInternet))
    let session = SessionStore(token: token)
    let auth = AuthenticationService(network: network, session: session)

    await #expect(throws: URLError.self) { try await auth.logout() }

    #expect(await session.token == nil)
  }

  @Test func logoutWithoutASessionSendsNothing() async throws {
    let auth = AuthenticationService(network: network, session: SessionStore())

    try await auth.logout()

    expectNotCalled(network.request)
  }

  @Test func refreshSendsTheRefreshTokenAndStoresTheNewToken() async throws {
    network.request.returns(renewed)
    let session = SessionStore(token: token)
    let auth = AuthenticationService(network: network, session: session)

    let result = try await auth.refreshToken()

    #expect(result == renewed)
    #expect(await session.token == renewed)
    expectCalledOnce(network.request, with: .refresh(refreshToken: "refresh-1"))
  }

  @Test func refreshWithoutASessionSendsNothing() async throws {
    let auth = AuthenticationService(network: network, session: SessionStore())

    await #expect(throws: AuthError.notLoggedIn) { try await auth.refreshToken() }

    expectNotCalled(network.request)
  }

  @Test func aRejectedRefreshTokenEndsTheSession() async throws {
    network.request.throws(NetworkError.badStatus(401))
    let session = SessionStore(token: token)
    let auth = AuthenticationService(network: network, session: session)

    await #expect(throws: AuthError.sessionExpired) { try await auth.refreshToken() }

    #expect(await session.token == nil)
  }

  @Test func aFailedRefreshKeepsTheSessionForARetry() async throws {
    network.request.enqueue(throwing: URLError(.timedOut))
    network.request.enqueue(renewed)
    let session = SessionStore(token: token)
    let auth = AuthenticationService(network: network, session: session)

    await #expect(throws: URLError.self) { try await auth.refreshToken() }
    #expect(await session.token == token)

    #expect(try await auth.refreshToken() == renewed)
    #expect(
      network.request.arguments == Array(repeating: .refresh(refreshToken: "refresh-1"), count: 2))
  }

  /// One spy answers calls that return different types: each queued answer is of the
  /// type its call asks for.
  @Test func loginRefreshAndLogoutEachGetTheirOwnType() async throws {
    network.request.enqueue(token, renewed, EmptyResponse())
    let session = SessionStore()
    let auth = AuthenticationService(network: network, session: session)

    try await auth.login(username: "ada", password: "secret")
    try await auth.refreshToken()
    try await auth.logout()

    #expect(
      network.request.arguments.map(\.path) == ["/auth/login", "/auth/refresh", "/auth/logout"])
    #expect(network.request.lastArguments == .logout(accessToken: "access-2"))
    #expect(await !session.isLoggedIn)
  }

  /// The hand-written mock answered with the server's JSON; the generated one answers
  /// with the decoded value. A JSON stub is a test failure that says what to stub, and
  /// the login fails without storing anything.
  @Test func aStubOfTheWrongTypeFailsTheTestAndStoresNothing() async throws {
    network.request.returns(try json(token))
    let session = SessionStore()
    let auth = AuthenticationService(network: network, session: session)

    let failures = await MockKitFailure.capture {
      await #expect(throws: MockKitError.self) {
        try await auth.login(username: "ada", password: "secret")
      }
    }

    #expect(failures.count == 1)
    let message = try #require(failures.first?.message)
    #expect(
      message.hasPrefix(
        """
        request(_:) was stubbed with a value of type Data, but this call returns AuthToken, \
        so it threw MockKitError.stubTypeMismatch.
        """))
    #expect(message.hasSuffix("To fix, stub this call with a value of type AuthToken."))

    #expect(await session.token == nil)
  }
}
