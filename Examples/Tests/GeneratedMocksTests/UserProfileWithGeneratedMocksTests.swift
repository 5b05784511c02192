import ExampleServices
import Foundation
import MockKit
import Testing

/// `UserProfileViewModel` over the generated `MockUserFetching`; a held fetch shows
/// the loading state while the call is in flight.
@MainActor
@Suite struct UserProfileWithGeneratedMocksTests {
  let users = MockUserFetching()

  @Test func showsProgressWhileLoadingThenTheUser() async throws {
    users.user.holdsCalls()
    let model = UserProfileViewModel(users: users)

    let loading = Task { await model.load(userID: "1") }
    let call = try #require(await users.user.nextHeldCall())

    #expect(call.arguments == "1")
    #expect(model.isLoading)
    call.resume(returning: ada)
    await loading.value

    #expect(!model.isLoading)
    #expect(model.user == ada)
    #expect(model.errorMessage == nil)
  }

  @Test func aSecondLoadWhileLoadingFetchesNothing() async throws {
    users.user.holdsCalls()
    let model = UserProfileViewModel(users: users)

    let loading = Task { await model.load(userID: "1") }
    let call = try #require(await users.user.nextHeldCall())
    await model.load(userID: "1")

    expectCalledOnce(users.user, with: "1")
    call.resume(returning: ada)
    await loading.value
  }

  @Test func saysWhenTheProfileDoesNotExist() async {
    users.user.throws(NetworkError.badStatus(404))
    let model = UserProfileViewModel(users: users)

    await model.load(userID: "missing")

    #expect(model.errorMessage == "This profile does not exist.")
    #expect(model.user == nil)
  }

  @Test func aFailedReloadKeepsTheUserAndARetryClearsTheError() async {
    users.user.enqueue(ada)
    users.user.enqueue(throwing: URLError(.timedOut))
    users.user.enqueue(grace)
    let model = UserProfileViewModel(users: users)

    await model.load(userID: "1")
    await model.load(userID: "1")
    #expect(model.user == ada)
    #expect(
      model.errorMessage == "Could not load the profile. Check your connection and try again.")

    await model.load(userID: "2")
    #expect(model.user == grace)
    #expect(model.errorMessage == nil)
  }
}
