import Foundation

/// A ``DataStorage`` fake that keeps JSON in memory: a working implementation for tests
/// and previews, not a mock.
///
/// Values are encoded on save and decoded on load, as ``FileDataStorage`` does, so a
/// test cannot get back an object it still mutates. It is safe to use from many tasks.
///
/// ```swift
/// let storage = InMemoryDataStorage()
/// let preferences = UserPreferencesService(storage: storage)
/// ```
public final class InMemoryDataStorage: DataStorage, @unchecked Sendable {
  // `@unchecked` is sound: `entries` is only read and written while `lock` is held.
  private let lock = NSLock()
  private var entries: [String: Data]

  /// Creates a storage, optionally with encoded values already in it.
  ///
  /// - Parameter entries: JSON by key; empty by default.
  public init(entries: [String: Data] = [:]) {
    self.entries = entries
  }

  /// The keys that have a value, sorted.
  public var keys: [String] { locked { $0.keys.sorted() } }

  /// Encodes `value` as JSON and stores it under `key`.
  ///
  /// - Throws: An `EncodingError`.
  public func save<Value: Encodable>(_ value: Value, forKey key: String) throws {
    let data = try JSONEncoder().encode(value)
    locked { $0[key] = data }
  }

  /// Decodes the value stored under `key`.
  ///
  /// - Returns: The value, or `nil` when nothing is stored under `key`.
  /// - Throws: A `DecodingError` when the stored value is not a `Value`.
  public func load<Value: Decodable>(_ type: Value.Type, forKey key: String) throws -> Value? {
    guard let data = locked({ $0[key] }) else { return nil }
    return try JSONDecoder().decode(Value.self, from: data)
  }

  /// Removes the value stored under `key`.
  public func delete(forKey key: String) {
    locked { _ = $0.removeValue(forKey: key) }
  }

  /// Whether something is stored under `key`.
  public func exists(forKey key: String) -> Bool {
    locked { $0[key] != nil }
  }

  private func locked<Result>(_ body: (inout [String: Data]) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&entries)
  }
}
