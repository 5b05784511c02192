import Foundation

/// Loads a user from the network and keeps a copy, falling back to the copy when the
/// network fails: a service built from a protocol-composition ``Dependencies``.
///
/// ```swift
/// let loader = OfflineFirstUserLoader(dependencies: dependencies, baseURL: apiURL)
/// let user = try await loader.user(id: "1")
/// ```
public struct OfflineFirstUserLoader: UserFetching {
  private let dependencies: any HasNetwork & HasStorage
  private let repository: UserRepository

  /// Creates a loader.
  ///
  /// - Parameters:
  ///   - dependencies: Provides the network and the storage.
  ///   - baseURL: The API's root.
  public init(dependencies: any HasNetwork & HasStorage, baseURL: URL) {
    self.dependencies = dependencies
    self.repository = UserRepository(baseURL: baseURL, client: dependencies.network)
  }

  /// The storage key of the copy of user `id`.
  public static func cacheKey(forUser id: String) -> String { "user-\(id)" }

  /// Loads user `id` from the network and saves a copy; when the network fails, returns
  /// the saved copy.
  ///
  /// - Throws: The network's error when there is no saved copy.
  public func user(id: String) async throws -> User {
    let key = Self.cacheKey(forUser: id)
    do {
      let user = try await repository.user(id: id)
      // A failed cache write is not the caller's problem: the user was loaded.
      try? dependencies.storage.save(user, forKey: key)
      return user
    } catch {
      guard let cached = try? dependencies.storage.load(User.self, forKey: key) else { throw error }
      return cached
    }
  }
}
