import Foundation

/// A ``DataStorage`` that keeps each value as a JSON file in a directory.
///
/// ```swift
/// let storage = FileDataStorage(directory: FileDataStorage.defaultDirectory)
/// try storage.save(UserPreferences.defaults, forKey: "preferences")
/// ```
public struct FileDataStorage: DataStorage {
  /// The directory the files are written to; created on the first save.
  public let directory: URL

  /// The app's storage directory: `ExampleServices` in the user's caches directory.
  public static var defaultDirectory: URL {
    FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
      .appendingPathComponent("ExampleServices", isDirectory: true)
  }

  /// Creates a storage that writes to `directory`.
  ///
  /// - Parameter directory: Where the files go; ``defaultDirectory`` by default. Tests
  ///   pass a temporary directory of their own.
  public init(directory: URL = FileDataStorage.defaultDirectory) {
    self.directory = directory
  }

  /// Encodes `value` as JSON and writes it atomically to the key's file.
  ///
  /// - Throws: An `EncodingError`, or the file system's error.
  public func save<Value: Encodable>(_ value: Value, forKey key: String) throws {
    let data = try JSONEncoder().encode(value)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try data.write(to: fileURL(forKey: key), options: .atomic)
  }

  /// Reads and decodes the key's file.
  ///
  /// - Returns: The value, or `nil` when the key has no file.
  /// - Throws: The file system's error, or a `DecodingError` for a file that is not a
  ///   `Value`.
  public func load<Value: Decodable>(_ type: Value.Type, forKey key: String) throws -> Value? {
    let url = fileURL(forKey: key)
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    return try JSONDecoder().decode(Value.self, from: Data(contentsOf: url))
  }

  /// Removes the key's file, if there is one.
  ///
  /// - Throws: The file system's error.
  public func delete(forKey key: String) throws {
    let url = fileURL(forKey: key)
    guard FileManager.default.fileExists(atPath: url.path) else { return }
    try FileManager.default.removeItem(at: url)
  }

  /// Whether the key has a file.
  public func exists(forKey key: String) -> Bool {
    FileManager.default.fileExists(atPath: fileURL(forKey: key).path)
  }

  private static let fileNameCharacters = CharacterSet.alphanumerics.union(
    CharacterSet(charactersIn: "-_."))

  /// The key's file. Anything but letters, digits, `-`, `_` and `.` is percent-encoded,
  /// so a key such as `../x` stays inside ``directory``.
  func fileURL(forKey key: String) -> URL {
    let name = key.addingPercentEncoding(withAllowedCharacters: Self.fileNameCharacters) ?? key
    return directory.appendingPathComponent(name + ".json", isDirectory: false)
  }
}
