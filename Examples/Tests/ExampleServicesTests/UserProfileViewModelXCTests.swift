import ExampleServices
import Foundation
import MockKit
import XCTest

/// The same loading state in XCTest, with the view model built by a `TestContainer`
/// (`Provide.mainActor`, since the view model is `@MainActor`) over the real repository
/// and a mocked network: a small composition-root test.
final class UserProfileViewModelXCTests: XCTestCase {
  @MainActor
  func testLoadsTheUserFromItsURLShowingProgress() async throws {
    let network = MockNetworkClient()
    network.data.suspends()
    let container = TestContainer {
      Provide(NetworkClient.self, instance: network)
      Provide(UserFetching.self) { r in
        try UserRepository(baseURL: apiBaseURL, client: r.resolve())
      }
      Provide.mainActor(UserProfileViewModel.self) { r in
        try UserProfileViewModel(users: r.resolve())
      }
    }
    let model = try await container.resolve(UserProfileViewModel.self)

    let loading = Task { await model.load(userID: "1") }
    let taken = await network.data.nextSuspendedCall()
    let call = try XCTUnwrap(taken)
    XCTAssertEqual(call.arguments, URL(string: "https://api.example.com/v1/users/1"))
    XCTAssertTrue(model.isLoading)

    call.resume(returning: try json(ada))
    await loading.value

    XCTAssertFalse(model.isLoading)
    XCTAssertEqual(model.user, ada)
    XCTAssertNil(model.errorMessage)
  }

  @MainActor
  func testAnUndecodableResponseShowsAnError() async throws {
    let network = MockNetworkClient()
    network.data.returns(Data("<html>".utf8))
    let model = UserProfileViewModel(users: UserRepository(baseURL: apiBaseURL, client: network))

    await model.load(userID: "1")

    XCTAssertNil(model.user)
    XCTAssertEqual(
      model.errorMessage, "Could not load the profile. Check your connection and try again.")
    XCTAssertCalled(network.data, times: 1)
  }
}
