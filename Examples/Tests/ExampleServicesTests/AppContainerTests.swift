import ExampleServices
import Foundation
import MockKit
import XCTest

/// The hand-written `AppContainer`, tested with plain constructor injection: it is a
/// composition root already, and everything that differs in a test (base URL, session,
/// directory, notification center) comes in through its `AppConfiguration`. A
/// `TestContainer` would only restate the wiring under test. The graph is real, down to
/// a `URLSession` routed to `StubURLProtocol` and a temporary directory.
@MainActor
final class AppContainerTests: XCTestCase {
  private var server: StubServer!
  private var directory: TemporaryDirectory!
  private var container: AppContainer!

  override func setUp() async throws {
    server = StubServer()
    directory = try TemporaryDirectory()
    container = AppContainer(
      configuration: AppConfiguration(
        baseURL: server.url("/v1"), session: server.session, storageDirectory: directory.url,
        notificationCenter: NotificationCenter()))
  }

  override func tearDown() async throws {
    container = nil
    directory = nil
    server = nil
  }

  func testTheProfileScreenLoadsThroughTheRealStack() async throws {
    server.responses.enqueue(StubResponse(statusCode: 200, body: try json(ada)))
    let model = container.makeUserProfileViewModel()

    await model.load(userID: "1")

    XCTAssertEqual(model.user, ada)
    XCTAssertEqual(server.requestedURLs, [server.url("/v1/users/1")])
  }

  func testAServerErrorReachesTheProfileScreen() async throws {
    server.responses.enqueue(StubResponse(statusCode: 404, body: Data()))
    let model = container.makeUserProfileViewModel()

    await model.load(userID: "404")

    XCTAssertNil(model.user)
    XCTAssertEqual(model.errorMessage, "This profile does not exist.")
  }

  func testSharedServicesAreMadeOnceAndFactoriesMakeNewOnes() {
    XCTAssertTrue(container.sessionStore === container.sessionStore)
    XCTAssertFalse(container.makeUserProfileViewModel() === container.makeUserProfileViewModel())
  }

  func testAuthenticationServicesShareTheSession() async throws {
    let token = AuthToken(accessToken: "a", refreshToken: "r")
    server.responses.enqueue(StubResponse(statusCode: 200, body: try json(token)))

    try await container.makeAuthenticationService().login(username: "ada", password: "secret")

    let stored = await container.sessionStore.token
    XCTAssertEqual(stored, token)
    XCTAssertEqual(server.requestedURLs, [server.url("/v1/auth/login")])
  }

  func testPreferencesArePersistedInTheConfiguredDirectory() throws {
    try container.makePreferencesService().updateTheme(.dark)

    XCTAssertEqual(try container.makePreferencesService().preferences().theme, .dark)
    XCTAssertEqual(try directory.fileNames(), ["\(UserPreferencesService.storageKey).json"])
  }

  /// A `lazy var` is also a seam: assigned before first use, it replaces the real service
  /// for everything built after.
  func testAServiceCanBeReplacedBeforeItsFirstUse() async throws {
    let network = MockNetworkClient()
    network.data.returns(try json(grace))
    container.networkClient = network

    let model = container.makeUserProfileViewModel()
    await model.load(userID: "2")

    XCTAssertEqual(model.user, grace)
    XCTAssertCalledOnce(network.data, with: server.url("/v1/users/2"))
    XCTAssertNotCalled(server.requests)
  }
}
