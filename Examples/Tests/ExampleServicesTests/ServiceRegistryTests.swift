import ExampleServices
import Foundation
import MockKit
import Testing

/// The registry composition root: its own behaviour, its live wiring, and the same
/// graph built from mocks by a `TestContainer`.
@Suite struct ServiceRegistryTests {
  @Test func resolvesWhatWasRegistered() throws {
    let registry = ServiceRegistry()
    let network = MockNetworkClient()
    registry.register((any NetworkClient).self) { _ in network }

    let resolved = try registry.resolve((any NetworkClient).self)

    #expect(resolved as? MockNetworkClient === network)
  }

  @Test func aMissingRegistrationThrowsNamingTheType() throws {
    let registry = ServiceRegistry()

    #expect(throws: RegistryError.notRegistered("NetworkClient")) {
      try registry.resolve((any NetworkClient).self)
    }
  }

  @Test func aMissingDependencyFailsTheServiceThatNeedsIt() throws {
    let registry = ServiceRegistry()
    registry.register((any UserFetching).self) { r in
      try UserRepository(baseURL: apiBaseURL, client: r.resolve())
    }

    #expect(throws: RegistryError.notRegistered("NetworkClient")) {
      try registry.resolve((any UserFetching).self)
    }
  }

  @Test func theLiveGraphLoadsUsersFromTheConfiguredAPI() async throws {
    let server = StubServer()
    server.responses.enqueue(StubResponse(statusCode: 200, body: try json(ada)))
    let directory = try TemporaryDirectory()
    let registry = ServiceRegistry.live(
      AppConfiguration(
        baseURL: server.url("/v1"), session: server.session, storageDirectory: directory.url,
        notificationCenter: NotificationCenter()))

    let users = try registry.resolve((any UserFetching).self)

    #expect(try await users.user(id: "1") == ada)
    #expect(server.requestedURLs == [server.url("/v1/users/1")])
    #expect(try registry.resolve(SessionStore.self) === registry.resolve(SessionStore.self))
    _ = try registry.resolve(AuthenticationService.self)
    _ = try registry.resolve(UserPreferencesService.self)
  }

  /// With a registry, a test can start from the live graph and register a mock over one
  /// service: a later registration replaces the earlier one.
  @Test func aMockRegisteredOverTheLiveGraphIsUsed() async throws {
    let network = MockNetworkClient()
    network.data.returns(try json(grace))
    let registry = ServiceRegistry.live(AppConfiguration(baseURL: apiBaseURL))
    registry.register((any NetworkClient).self) { _ in network }

    let user = try await registry.resolve((any UserFetching).self).user(id: "2")

    #expect(user == grace)
    expectCalledOnce(network.data, with: URL(string: "https://api.example.com/v1/users/2")!)
  }

  /// The same user graph as `ServiceRegistry.live`, built from mocks by a `TestContainer`
  /// made for this test by the `.container` trait. The mock is created by the container
  /// and fetched back by its concrete type.
  @Test(
    .container {
      Provide(NetworkClient.self, scope: .perContainer) { _ in MockNetworkClient() }
      Provide(UserFetching.self) { r in
        try UserRepository(baseURL: apiBaseURL, client: r.resolve())
      }
    })
  func theUserGraphFromATestContainer() async throws {
    let container = try #require(TestContainer.current)
    try await container.validate()
    let network = try await container.resolve(NetworkClient.self, as: MockNetworkClient.self)
    network.data.enqueue(throwing: URLError(.timedOut))
    network.data.enqueue(try json(ada))
    let users = try await container.resolve(UserFetching.self)

    await #expect(throws: URLError.self) { try await users.user(id: "1") }
    #expect(try await users.user(id: "1") == ada)
    expectCalled(network.data, times: 2)
  }

  /// A `TestContainer` that is missing a registration says so before any test logic runs.
  @Test func aTestContainerNamesAMissingRegistration() throws {
    let container = TestContainer {
      Provide(UserFetching.self) { r in
        try UserRepository(baseURL: apiBaseURL, client: r.resolve())
      }
    }

    let error = try #require(throws: TestContainer.ResolutionError.self) {
      try container.resolve(UserFetching.self)
    }
    #expect(
      error.description == """
        No registration for NetworkClient.
          Resolving: UserFetching → NetworkClient
          Registered:
            UserFetching
          To fix, register it:
            Provide(NetworkClient.self) { _ in … }
        """)
  }
}
