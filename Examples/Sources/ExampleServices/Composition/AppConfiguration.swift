import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What differs between the app and its tests: where the API is, how requests travel,
/// where files go and where notifications are posted.
///
/// ```swift
/// let configuration = AppConfiguration(baseURL: URL(string: "https://api.example.com")!)
/// ```
public struct AppConfiguration: Sendable {
  /// The API's root.
  public var baseURL: URL
  /// Sends the requests.
  public var session: URLSession
  /// Where ``FileDataStorage`` writes.
  public var storageDirectory: URL
  /// Where changes are announced.
  public var notificationCenter: NotificationCenter

  /// Creates a configuration; every argument but `baseURL` defaults to production.
  public init(
    baseURL: URL,
    session: URLSession = .shared,
    storageDirectory: URL = FileDataStorage.defaultDirectory,
    notificationCenter: NotificationCenter = .default
  ) {
    self.baseURL = baseURL
    self.session = session
    self.storageDirectory = storageDirectory
    self.notificationCenter = notificationCenter
  }
}
