import Lessons
import MockKit
import Testing

extension Lesson14 {
  final class MockUserCache: UserCache {
    let user = Spy<String, User?>()
    let store = Spy<User, Void>()

    func user(id: String) -> User? { user.call(id) }
    func store(_ user: User) { store.call(user) }
  }

  final class MockUserAPI: UserAPI {
    let fetchUser = ThrowingSpy<String, User>()

    func fetchUser(id: String) async throws -> User { try await fetchUser.call(id) }
  }

  /// BAD: pins every call the implementation happens to make today.
  static func overVerifiedTest(
    displayName: (any UserCache, any UserAPI) async throws -> String
  ) async throws {
    let cache = MockUserCache()
    cache.user.returns(User(id: "u-1", name: "Ada"))
    let api = MockUserAPI()

    let name = try await displayName(cache, api)

    #expect(name == "Ada", "the cached name is shown")
    expectCalledOnce(cache.user, with: "u-1")
    expectNoOtherCalls(on: cache, except: cache.user)
    expectNoOtherCalls(on: api)
  }

  /// GOOD: asserts what the user relies on: the name, and no trip to the server on a hit.
  static func focusedTest(
    displayName: (any UserCache, any UserAPI) async throws -> String
  ) async throws {
    let cache = MockUserCache()
    cache.user.returns(User(id: "u-1", name: "Ada"))
    let api = MockUserAPI()

    let name = try await displayName(cache, api)

    #expect(name == "Ada", "the cached name is shown")
    expectNotCalled(api.fetchUser)
  }
}

/// Inverted: the variant is a harmless refactor, not a bug. The over-verified test fails
/// on it, the focused test passes; on the original both pass.
extension LessonProofs {
  @Test func overVerificationBreaksOnARefactorThatTheFocusedTestAccepts() async {
    let refactored = {
      try await Lesson14.RefactoredDisplayNameService(cache: $0, api: $1).displayName(userID: "u-1")
    }
    let original = {
      try await Lesson14.DisplayNameService(cache: $0, api: $1).displayName(userID: "u-1")
    }

    #expect(
      await issues { try await Lesson14.overVerifiedTest(displayName: refactored) } == [
        .mockKit("user(id:) was called 2 times, but expected to be called 1 time.")
      ])
    #expect(await issues { try await Lesson14.focusedTest(displayName: refactored) } == [])

    #expect(await issues { try await Lesson14.overVerifiedTest(displayName: original) } == [])
    #expect(await issues { try await Lesson14.focusedTest(displayName: original) } == [])
  }
}
