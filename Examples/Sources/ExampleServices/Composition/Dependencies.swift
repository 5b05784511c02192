/// Something that provides a ``NetworkClient``.
public protocol HasNetwork: Sendable {
  /// The network client.
  var network: any NetworkClient { get }
}

/// Something that provides a ``DataStorage``.
public protocol HasStorage: Sendable {
  /// The storage.
  var storage: any DataStorage { get }
}

/// A protocol-composition root: one struct with every dependency, handed to services that
/// each declare only the roles they use (`any HasNetwork & HasStorage`).
///
/// ```swift
/// let dependencies = Dependencies.live(AppConfiguration(baseURL: apiURL))
/// let loader = OfflineFirstUserLoader(dependencies: dependencies, baseURL: apiURL)
/// ```
public struct Dependencies: HasNetwork, HasStorage {
  /// The network client.
  public var network: any NetworkClient
  /// The storage.
  public var storage: any DataStorage

  /// Creates the dependencies.
  public init(network: any NetworkClient, storage: any DataStorage) {
    self.network = network
    self.storage = storage
  }

  /// The real dependencies, built from `configuration`.
  public static func live(_ configuration: AppConfiguration) -> Dependencies {
    Dependencies(
      network: URLSessionNetworkClient(session: configuration.session),
      storage: FileDataStorage(directory: configuration.storageDirectory))
  }
}
