import ExampleServices
import Foundation
import MockKit
import Testing

/// `AuthenticationService` over `MockNetworkManager` (a generic method, mocked with a
/// `ThrowingSpy<Endpoint, Data>`) and a real `SessionStore` actor.
@Suite struct AuthenticationServiceTests {
  let network = MockNetworkManager()
  let token = AuthToken(accessToken: "access-1", refreshToken: "refresh-1")
  let renewed = AuthToken(accessToken: "access-2", refreshToken: "refresh-2")

  @Test func loginSendsTheCredentialsAndStoresTheToken() async throws {
    network.request.when(.login(username: "ada", password: "secret")).returns(try json(token))
    let session = SessionStore()
    let auth = AuthenticationService(network: network, session: session)

    let result = try await auth.login(username: "ada", password: "secret")

    #expect(result == token)
    #expect(await session.token == token)
    let endpoint = try #require(network.request.lastArguments)
    #expect(endpoint.path == "/auth/login")
    #expect(endpoint.method == .post)
    #expect(endpoint.body == Data(#"{"password":"secret","username":"ada"}"#.utf8))
  }

  @Test func loginWithEmptyCredentialsSendsNothing() async throws {
    let session = SessionStore()
    let auth = AuthenticationService(network: network, session: session)

    await #expect(throws: AuthError.missingCredentials) {
      try await auth.login(username: "ada", password: "")
    }
    expectNotCalled(network.request)
    #expect(await !session.isLoggedIn)
  }

  @Test func aRejectedLoginLeavesTheSessionUnchanged() async throws {
    network.request.throws(NetworkError.badStatus(401))
    let session = SessionStore()
    let auth = AuthenticationService(network: network, session: session)

    await #expect(throws: NetworkError.badStatus(401)) {
      try await auth.login(username: "ada", password: "wrong")
    }
    #expect(await session.token == nil)
  }

  @Test func aResponseOfTheWrongShapeFailsWithADecodingError() async throws {
    network.request.returns(Data(#"{"token":"not the expected shape"}"#.utf8))
    let session = SessionStore()
    let auth = AuthenticationService(network: network, session: session)

    await #expect(throws: DecodingError.self) {
      try await auth.login(username: "ada", password: "secret")
    }
    #expect(await session.token == nil)
  }

  @Test func logoutForgetsTheTokenAndTellsTheServer() async throws {
    network.request.returns(Data())
    let session = SessionStore(token: token)
    let auth = AuthenticationService(network: network, session: session)

    try await auth.logout()

    #expect(await session.token == nil)
    expectCalledOnce(network.request, with: .logout(accessToken: "access-1"))
    #expect(network.request.lastArguments?.headers["Authorization"] == "Bearer access-1")
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
    network.request.returns(try json(renewed))
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
    network.request.enqueue(try json(renewed))
    let session = SessionStore(token: token)
    let auth = AuthenticationService(network: network, session: session)

    await #expect(throws: URLError.self) { try await auth.refreshToken() }
    #expect(await session.token == token)

    #expect(try await auth.refreshToken() == renewed)
    #expect(
      network.request.arguments == Array(repeating: .refresh(refreshToken: "refresh-1"), count: 2))
  }

  @Test func loginThenRefreshThenLogoutInOrder() async throws {
    network.request.enqueue(try json(token), try json(renewed), Data())
    let session = SessionStore()
    let auth = AuthenticationService(network: network, session: session)

    try await auth.login(username: "ada", password: "secret")
    try await auth.refreshToken()
    try await auth.logout()

    #expect(
      network.request.arguments.map(\.path) == ["/auth/login", "/auth/refresh", "/auth/logout"])
    #expect(network.request.arguments.last == .logout(accessToken: "access-2"))
    #expect(await !session.isLoggedIn)
  }
}

/// The `SessionStore` actor the service keeps its token in, on its own.
extension AuthenticationServiceTests {
  @Test func storesAndClearsTheToken() async {
    let session = SessionStore()
    let token = AuthToken(accessToken: "a", refreshToken: "r")

    await session.store(token)
    #expect(await session.token == token)
    #expect(await session.isLoggedIn)

    await session.clear()
    #expect(await session.token == nil)
  }

  @Test func keepsTheLastOfManyConcurrentWritesWhole() async {
    let session = SessionStore()

    await withTaskGroup(of: Void.self) { group in
      for index in 0..<100 {
        group.addTask {
          await session.store(AuthToken(accessToken: "a-\(index)", refreshToken: "r-\(index)"))
        }
      }
    }

    let token = await session.token
    #expect(token?.accessToken.dropFirst(2) == token?.refreshToken.dropFirst(2))
  }
}
