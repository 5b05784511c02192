import ExampleServices
import Foundation
import MockKit
import Testing
import XCTest

typealias StorageContract = ProtocolContract<any DataStorage>

/// What every `DataStorage` promises, for `User` values: replayed on the real file storage
/// in a temporary directory, on the in-memory fake, and on a fake that drifted.
enum DataStorageContract {
  static let save = StorageContract.Requirement<(User, String), Void>("save(_:forKey:)") {
    try $0.save($1.0, forKey: $1.1)
  }
  static let load = StorageContract.Requirement<(User.Type, String), User?>("load(_:forKey:)") {
    try $0.load($1.0, forKey: $1.1)
  }
  static let loadCount = StorageContract.Requirement<(Int.Type, String), Int?>(
    "load(_:forKey:)"
  ) {
    try $0.load($1.0, forKey: $1.1)
  }
  static let delete = StorageContract.Requirement<String, Void>("delete(forKey:)") {
    try $0.delete(forKey: $1)
  }
  static let exists = StorageContract.Requirement<String, Bool>("exists(forKey:)") {
    $0.exists(forKey: $1)
  }

  static let contract = StorageContract(
    "DataStorage",
    examples: [
      save.example("saving a value succeeds", with: (ada, "current-user"), .succeeds),
      load.example(
        "a saved value loads back", with: (User.self, "current-user"), .returns(ada),
        setUp: { try $0.save(ada, forKey: "current-user") }),
      load.example("a missing key loads nil", with: (User.self, "nobody"), .returns(nil)),
      load.example(
        "saving again replaces the value", with: (User.self, "current-user"), .returns(grace),
        setUp: { storage in
          try storage.save(ada, forKey: "current-user")
          try storage.save(grace, forKey: "current-user")
        }),
      loadCount.example(
        "a value of another type does not decode", with: (Int.self, "current-user"),
        .throws(DecodingError.self), setUp: { try $0.save(ada, forKey: "current-user") }),
      exists.example(
        "a saved key exists", with: "current-user", .returns(true),
        setUp: { try $0.save(ada, forKey: "current-user") }),
      exists.example("a missing key does not exist", with: "nobody", .returns(false)),
      load.example(
        "a deleted key loads nil", with: (User.self, "current-user"), .returns(nil),
        setUp: { storage in
          try storage.save(ada, forKey: "current-user")
          try storage.delete(forKey: "current-user")
        }),
      delete.example("deleting a missing key does nothing", with: "nobody", .succeeds),
    ])
}

/// A fake written in a hurry: it keeps the values themselves, not their JSON, so a value
/// of another type loads as `nil` where the real storage fails to decode it.
final class DictionaryDataStorage: DataStorage, @unchecked Sendable {
  // `@unchecked` is sound: `values` is only read and written while `lock` is held.
  private let lock = NSLock()
  private var values: [String: Any] = [:]

  func save<Value: Encodable>(_ value: Value, forKey key: String) throws {
    locked { $0[key] = value }
  }

  func load<Value: Decodable>(_ type: Value.Type, forKey key: String) throws -> Value? {
    locked { $0[key] as? Value }
  }

  func delete(forKey key: String) throws {
    locked { _ = $0.removeValue(forKey: key) }
  }

  func exists(forKey key: String) -> Bool {
    locked { $0[key] != nil }
  }

  private func locked<Result>(_ body: (inout [String: Any]) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&values)
  }
}

@Suite struct DataStorageContractTests {
  @Test func theFileStorageKeepsTheContract() async throws {
    let directory = try TemporaryDirectory()

    let kept = await expectContract(
      DataStorageContract.contract,
      keptBy: {
        FileDataStorage(directory: directory.url.appendingPathComponent(UUID().uuidString))
      })

    #expect(kept)
  }

  @Test(arguments: DataStorageContract.contract.examples)
  func theInMemoryStorageKeeps(_ example: StorageContract.Example) async {
    await expectExample(example, keptBy: { InMemoryDataStorage() })
  }

  @Test func aFakeThatKeepsValuesInsteadOfJSONBreaksTheContract() async {
    let failures = await MockKitFailure.capture {
      await expectContract(DataStorageContract.contract, keptBy: { DictionaryDataStorage() })
    }

    #expect(
      failures.map(\.message) == [
        """
        Example "a value of another type does not decode" of the DataStorage contract is broken by DictionaryDataStorage.
          Call:
            load(Int, forKey: "current-user")
          Promised: throws an error of type DecodingError
          Got: returned nil
          To fix, make DictionaryDataStorage keep the promise; if the real type does not keep it either, correct the example.
        """
      ])
    #expect(failures.map(\.fileID) == [#fileID])
  }
}

/// The same contract in XCTest.
final class DataStorageContractXCTests: XCTestCase {
  func testTheInMemoryStorageKeepsTheContract() async {
    let kept = await XCTAssertContract(
      DataStorageContract.contract, keptBy: { InMemoryDataStorage() })

    XCTAssertTrue(kept)
  }
}
