import ExampleServices
import Foundation
import MockKit
import Testing

/// The view model's loading state, observed while the fetch is held open: the spy holds
/// the call (`holdsCalls()`), the test takes it (`nextHeldCall()`), looks at the
/// model, then resumes it with a user or an error.
@MainActor
@Suite struct UserProfileViewModelTests {
  let users = MockUserFetching()

  @Test func showsProgressWhileLoadingThenTheUser() async throws {
    users.user.holdsCalls()
    let model = UserProfileViewModel(users: users)
    #expect(!model.isLoading)

    let loading = Task { await model.load(userID: "1") }
    let call = try #require(await users.user.nextHeldCall())

    #expect(call.arguments == "1")
    #expect(model.isLoading)
    #expect(model.user == nil)

    call.resume(returning: ada)
    await loading.value

    #expect(!model.isLoading)
    #expect(model.user == ada)
    #expect(model.errorMessage == nil)
  }

  @Test func showsAnErrorWhenTheConnectionFails() async throws {
    users.user.holdsCalls()
    let model = UserProfileViewModel(users: users)

    let loading = Task { await model.load(userID: "1") }
    let call = try #require(await users.user.nextHeldCall())
    #expect(model.isLoading)

    call.resume(throwing: URLError(.notConnectedToInternet))
    await loading.value

    #expect(!model.isLoading)
    #expect(model.user == nil)
    #expect(
      model.errorMessage == "Could not load the profile. Check your connection and try again.")
  }

  @Test func saysWhenTheProfileDoesNotExist() async {
    users.user.throws(NetworkError.badStatus(404))
    let model = UserProfileViewModel(users: users)

    await model.load(userID: "missing")

    #expect(model.errorMessage == "This profile does not exist.")
    expectCalledOnce(users.user, with: "missing")
  }

  @Test func aSecondLoadWhileLoadingFetchesNothing() async throws {
    users.user.holdsCalls()
    let model = UserProfileViewModel(users: users)

    let loading = Task { await model.load(userID: "1") }
    let call = try #require(await users.user.nextHeldCall())
    await model.load(userID: "1")
    expectCalled(users.user, times: 1)

    call.resume(returning: ada)
    await loading.value
    #expect(model.user == ada)
  }

  @Test func aFailedReloadKeepsTheUserAndARetryClearsTheError() async {
    users.user.enqueue(ada)
    users.user.enqueue(throwing: URLError(.timedOut))
    users.user.enqueue(grace)
    let model = UserProfileViewModel(users: users)

    await model.load(userID: "1")
    await model.load(userID: "1")
    #expect(model.user == ada)
    #expect(model.errorMessage != nil)

    await model.load(userID: "2")
    #expect(model.user == grace)
    #expect(model.errorMessage == nil)
    #expect(users.user.arguments == ["1", "1", "2"])
  }

  @Test func aCancelledLoadShowsNoError() async throws {
    users.user.holdsCalls()
    let model = UserProfileViewModel(users: users)

    let loading = Task { await model.load(userID: "1") }
    let call = try #require(await users.user.nextHeldCall())
    loading.cancel()
    await loading.value

    #expect(call.isCancelled)
    #expect(!model.isLoading)
    #expect(model.errorMessage == nil)
  }
}
