// mockkit:mock
/// Keeps records of one type by their identifier: the role a store of users, orders or
/// receipts plays.
///
/// ```swift
/// try await store.insert("Ada", forID: "u-1")
/// let saved = await store.record(forID: "u-1")
/// ```
public protocol RecordStore<Record>: Sendable {
  /// The records it keeps.
  associatedtype Record: Sendable

  /// Keeps `record` under `id`.
  ///
  /// - Throws: ``RecordStoreError/duplicateID(_:)`` when a record is already kept under
  ///   `id`.
  func insert(_ record: Record, forID id: String) async throws

  /// The record kept under `id`, or `nil` when there is none.
  func record(forID id: String) async -> Record?
}

/// Why a ``RecordStore`` refused a record.
public enum RecordStoreError: Error, Equatable {
  /// A record is already kept under this identifier.
  case duplicateID(String)
}

/// A ``RecordStore`` fake that keeps records in memory: a working implementation for tests,
/// not a mock. It refuses a second record under one identifier, as a store with a unique
/// key does.
public actor InMemoryRecordStore<Record: Sendable>: RecordStore {
  private var records: [String: Record] = [:]

  /// Creates an empty store.
  public init() {}

  /// Keeps `record` under `id`.
  ///
  /// - Throws: ``RecordStoreError/duplicateID(_:)`` when a record is already kept under
  ///   `id`.
  public func insert(_ record: Record, forID id: String) throws {
    guard records[id] == nil else { throw RecordStoreError.duplicateID(id) }
    records[id] = record
  }

  /// The record kept under `id`, or `nil` when there is none.
  public func record(forID id: String) -> Record? {
    records[id]
  }
}
