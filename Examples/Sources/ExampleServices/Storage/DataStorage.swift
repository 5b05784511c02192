// mockkit:mock
/// Stores `Codable` values by key: the persistence role the services depend on.
///
/// ```swift
/// try storage.save(preferences, forKey: "preferences")
/// let saved = try storage.load(UserPreferences.self, forKey: "preferences")
/// ```
public protocol DataStorage: Sendable {
  /// Stores `value` under `key`, replacing what was there.
  ///
  /// - Throws: An encoding or write error.
  func save<Value: Encodable>(_ value: Value, forKey key: String) throws

  /// Loads the value stored under `key`.
  ///
  /// - Returns: The value, or `nil` when nothing is stored under `key`.
  /// - Throws: A read error, or a `DecodingError` when the stored value is not a `Value`.
  func load<Value: Decodable>(_ type: Value.Type, forKey key: String) throws -> Value?

  /// Removes what is stored under `key`; removing a missing key does nothing.
  ///
  /// - Throws: A file-system error.
  func delete(forKey key: String) throws

  /// Whether something is stored under `key`.
  func exists(forKey key: String) -> Bool
}
