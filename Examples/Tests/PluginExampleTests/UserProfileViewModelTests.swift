import ExampleServices
import Foundation
import MockKit
import Testing

/// `UserProfileViewModel` with the generated `MockUserFetching`.
@MainActor
@Suite struct UserProfileViewModelTests {
  let users = MockUserFetching()
  let ada = User(id: "1", name: "Ada Lovelace", email: "ada@example.com")

  @Test func showsTheLoadedUser() async {
    users.user.when("1").returns(ada)
    let model = UserProfileViewModel(users: users)

    await model.load(userID: "1")

    #expect(model.user == ada)
    #expect(model.errorMessage == nil)
    #expect(!model.isLoading)
  }

  @Test func keepsTheUserAndSaysWhenTheNextProfileDoesNotExist() async {
    users.user.when("1").returns(ada)
    users.user.when("missing").throws(NetworkError.badStatus(404))
    let model = UserProfileViewModel(users: users)

    await model.load(userID: "1")
    await model.load(userID: "missing")

    #expect(model.user == ada)
    #expect(model.errorMessage == "This profile does not exist.")
    #expect(users.user.arguments == ["1", "missing"])
  }
}
