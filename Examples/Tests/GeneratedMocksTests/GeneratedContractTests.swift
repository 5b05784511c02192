import ExampleServices
import Foundation
import MockKit
import Testing

/// The storage contract, made from the requirements `mockkit generate --contracts` wrote
/// for `MockDataStorage`: no requirement is written by hand.
enum StorageExamples {
  static let contract = MockDataStorage.Requirements.Contract(
    "DataStorage",
    examples: [
      MockDataStorage.Requirements.exists.example(
        "a key never saved does not exist", with: "current-user", .returns(false)),
      MockDataStorage.Requirements.exists.example(
        "a saved key exists", with: "current-user", .returns(true),
        setUp: { try $0.save(ada, forKey: "current-user") }),
      MockDataStorage.Requirements.delete.example(
        "deleting a key never saved does nothing", with: "current-user", .succeeds),
    ])
}

/// The record store contract, made from the requirements `mockkit generate --contracts`
/// wrote for `MockRecordStore`: `RecordStore<Record>`'s associated type is primary, so
/// they call `any RecordStore<String>`, which needs macOS 13 or iOS 16.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
enum RecordStoreExamples {
  typealias Requirements = MockRecordStore<String>.Requirements

  static let contract = Requirements.Contract(
    "RecordStore",
    examples: [
      Requirements.record.example("an id never used has no record", with: "u-1", .returns(nil)),
      Requirements.record.example(
        "a record inserted is read back", with: "u-1", .returns("Ada"),
        setUp: { try await $0.insert("Ada", forID: "u-1") }),
      Requirements.insert.example(
        "a second record under one id is refused", with: ("Grace", "u-1"),
        .throws(RecordStoreError.duplicateID("u-1")),
        setUp: { try await $0.insert("Ada", forID: "u-1") }),
    ])
}

/// The visit counter contract, made from the requirements `mockkit generate --contracts`
/// wrote for `MockVisitCounter`. `VisitCounter`'s associated type is not primary, so its
/// requirements are made for a type that conforms (`Requirements<Subject>`), and so is the
/// contract: a function makes it for the type it is verified with.
enum VisitCounterExamples {
  static func contract<Counter: VisitCounter>(
    for _: Counter.Type
  ) -> ProtocolContract<Counter> where Counter.Visitor == String {
    typealias Requirements = MockVisitCounter<String>.Requirements<Counter>
    return Requirements.Contract(
      "VisitCounter",
      examples: [
        Requirements.visits.example("a visitor never seen has no visits", with: "ada", .returns(0)),
        Requirements.visits.example(
          "each visit is counted", with: "ada", .returns(2),
          setUp: { counter in
            await counter.recordVisit(by: "ada")
            await counter.recordVisit(by: "ada")
          }),
        Requirements.visits.example(
          "visitors are counted apart", with: "grace", .returns(0),
          setUp: { await $0.recordVisit(by: "ada") }),
      ])
  }
}

/// A counter written in a hurry: it counts every visitor's visits together.
actor OneCountForEveryone: VisitCounter {
  private var count = 0
  func recordVisit(by visitor: String) { count += 1 }
  func visits(by visitor: String) -> Int { count }
}

/// A storage written in a hurry: it says every key exists.
struct EverythingExistsStorage: DataStorage {
  func save<Value: Encodable>(_ value: Value, forKey key: String) throws {}
  func load<Value: Decodable>(_ type: Value.Type, forKey key: String) throws -> Value? { nil }
  func delete(forKey key: String) throws {}
  func exists(forKey key: String) -> Bool { true }
}

@Suite struct GeneratedContractTests {
  /// A protocol with an associated type gets `forwardCalls(to:)` too, for a fake whose
  /// associated type is the mock's: each spy answers by calling the fake, and records.
  @Test func aGeneratedMockOfAProtocolWithAnAssociatedTypeForwardsToAFake() async throws {
    let store = MockRecordStore<String>()
    store.forwardCalls(to: InMemoryRecordStore<String>())

    try await store.insert("Ada", forID: "u-1")
    let saved = await store.record(forID: "u-1")
    await #expect(throws: RecordStoreError.duplicateID("u-1")) {
      try await store.insert("Grace", forID: "u-1")
    }

    #expect(saved == "Ada")
    #expect(store.insert.arguments.map(\.0) == ["Ada", "Grace"])
    expectCalledOnce(store.record, with: "u-1")
  }

  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test func theInMemoryRecordStoreKeepsTheContractMadeFromItsGeneratedRequirements() async {
    let kept = await expectContract(
      RecordStoreExamples.contract, keptBy: { InMemoryRecordStore<String>() })

    #expect(kept)
  }

  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test func aStubFromTheContractAnswersAsTheStoreDoes() async throws {
    let store = MockRecordStore<String>()
    let refused = RecordStoreExamples.contract.examples(
      of: RecordStoreExamples.Requirements.insert)[0]
    store.insert.stub(from: refused)

    await #expect(throws: RecordStoreError.duplicateID("u-1")) {
      try await store.insert("Grace", forID: "u-1")
    }
  }

  @Test func theFileStorageKeepsTheContractMadeFromTheGeneratedRequirements() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("GeneratedContractTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }

    let kept = await expectContract(
      StorageExamples.contract,
      keptBy: { FileDataStorage(directory: directory.appendingPathComponent(UUID().uuidString)) })

    #expect(kept)
  }

  @Test func theInMemoryStorageKeepsIt() async {
    let kept = await expectContract(StorageExamples.contract, keptBy: { InMemoryDataStorage() })

    #expect(kept)
  }

  @Test func aStorageThatSaysEveryKeyExistsBreaksIt() async {
    var kept = true
    await withKnownIssue {
      kept = await expectContract(StorageExamples.contract, keptBy: { EverythingExistsStorage() })
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        Example "a key never saved does not exist" of the DataStorage contract is broken by EverythingExistsStorage.
          Call:
            exists(forKey: "current-user")
          Promised: returns false
          Got: returned true
          To fix, make EverythingExistsStorage keep the promise; if the real type does not keep it either, correct the example.
        """
      ]
    }

    #expect(!kept)
  }

  @Test func aGeneratedMockForwardsItsCallsToAFakeAndRecordsThem() throws {
    let fake = InMemoryDataStorage()
    try fake.save(UserPreferences.defaults, forKey: UserPreferencesService.storageKey)
    let storage = MockDataStorage()
    storage.forwardCalls(to: fake)

    #expect(storage.exists(forKey: UserPreferencesService.storageKey))
    try UserPreferencesService(storage: storage).resetToDefaults()

    #expect(!fake.exists(forKey: UserPreferencesService.storageKey))
    expectCalledOnce(storage.delete, with: UserPreferencesService.storageKey)
    expectCalledOnce(storage.exists, with: UserPreferencesService.storageKey)
  }

  @Test func theInMemoryVisitCounterKeepsTheContractMadeForIt() async {
    let kept = await expectContract(
      VisitCounterExamples.contract(for: InMemoryVisitCounter<String>.self),
      keptBy: { InMemoryVisitCounter<String>() })

    #expect(kept)
  }

  @Test func aCounterThatCountsEveryoneTogetherBreaksTheContractMadeForIt() async {
    var kept = true
    await withKnownIssue {
      kept = await expectContract(
        VisitCounterExamples.contract(for: OneCountForEveryone.self),
        keptBy: { OneCountForEveryone() })
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        Example "visitors are counted apart" of the VisitCounter contract is broken by OneCountForEveryone.
          Call:
            visits(by: "grace")
          Promised: returns 0
          Got: returned 1
          To fix, make OneCountForEveryone keep the promise; if the real type does not keep it either, correct the example.
        """
      ]
    }

    #expect(!kept)
  }

  /// A mock keeps the contract made for the fake it stands in for: its stubs are checked
  /// against the same examples.
  @Test(.strictMocks(.contracts)) func aMockKeepsTheContractMadeForAConformingType() async {
    typealias Counter = InMemoryVisitCounter<String>
    let counter = MockVisitCounter<String>()
    counter.visits.keeps(
      MockVisitCounter<String>.Requirements<Counter>.visits,
      of: VisitCounterExamples.contract(for: Counter.self))
    counter.visits.when("ada").returns(2)

    #expect(await counter.visits(by: "ada") == 2)
  }

  @Test(.strictMocks(.contracts)) func aGeneratedMockKeepsTheContractOfItsRequirements() {
    let storage = MockDataStorage()
    storage.exists.keeps(MockDataStorage.Requirements.exists, of: StorageExamples.contract)
    storage.exists.when("current-user").returns(true)

    #expect(storage.exists(forKey: "current-user"))
  }
}
