import ExampleServices
import Foundation
import Testing

/// The in-memory fake must behave like the real storage, or tests that use it prove
/// nothing; and it must be exact under concurrency.
@Suite struct InMemoryDataStorageTests {
  let storage = InMemoryDataStorage()

  @Test func savedValueLoadsBack() throws {
    try storage.save(ada, forKey: "current-user")

    #expect(try storage.load(User.self, forKey: "current-user") == ada)
    #expect(storage.exists(forKey: "current-user"))
    #expect(storage.keys == ["current-user"])
  }

  @Test func missingKeyLoadsNil() throws {
    #expect(try storage.load(User.self, forKey: "nobody") == nil)
    #expect(!storage.exists(forKey: "nobody"))
  }

  @Test func deleteRemovesTheValue() throws {
    try storage.save(ada, forKey: "current-user")

    storage.delete(forKey: "current-user")

    #expect(try storage.load(User.self, forKey: "current-user") == nil)
    #expect(storage.keys.isEmpty)
  }

  @Test func loadingAsAnotherTypeThrowsLikeTheFileStorage() throws {
    try storage.save(["not", "a", "user"], forKey: "current-user")

    #expect(throws: DecodingError.self) { try storage.load(User.self, forKey: "current-user") }
  }

  @Test func startsWithTheGivenEntries() throws {
    let storage = InMemoryDataStorage(entries: ["current-user": try json(grace)])

    #expect(try storage.load(User.self, forKey: "current-user") == grace)
  }

  @Test func keepsEverySaveFromManyTasks() async throws {
    await withThrowingTaskGroup(of: Void.self) { group in
      for index in 0..<200 {
        group.addTask { try storage.save(index, forKey: "key-\(index)") }
      }
    }

    #expect(storage.keys.count == 200)
    #expect(try storage.load(Int.self, forKey: "key-199") == 199)
  }
}
