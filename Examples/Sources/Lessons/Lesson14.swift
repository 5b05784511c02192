/// Lesson 14: over-verification ("nothing else happened" in every test) that breaks on
/// harmless refactors.
///
/// A profile service shows a user's name, from a cache when it can.
public enum Lesson14 {
  /// A user.
  public struct User: Equatable, Sendable {
    public var id: String
    public var name: String

    public init(id: String, name: String) {
      self.id = id
      self.name = name
    }
  }

  /// Users kept in memory.
  public protocol UserCache: Sendable {
    func user(id: String) -> User?
    func store(_ user: User)
  }

  /// Fetches users from the server.
  public protocol UserAPI: Sendable {
    func fetchUser(id: String) async throws -> User
  }

  /// Shows a user's name, fetching and caching the user on a miss.
  public struct DisplayNameService: Sendable {
    let cache: any UserCache
    let api: any UserAPI

    public init(cache: any UserCache, api: any UserAPI) {
      self.cache = cache
      self.api = api
    }

    public func displayName(userID: String) async throws -> String {
      if let cached = cache.user(id: userID) { return cached.name }
      let user = try await api.fetchUser(id: userID)
      cache.store(user)
      return user.name
    }
  }

  /// Not a bug: a refactor that checks the cache before reading it, so a hit reads the
  /// cache twice. Users see no difference.
  public struct RefactoredDisplayNameService: Sendable {
    let cache: any UserCache
    let api: any UserAPI

    public init(cache: any UserCache, api: any UserAPI) {
      self.cache = cache
      self.api = api
    }

    public func displayName(userID: String) async throws -> String {
      let isCached = cache.user(id: userID) != nil
      if isCached, let cached = cache.user(id: userID) { return cached.name }
      let user = try await api.fetchUser(id: userID)
      cache.store(user)
      return user.name
    }
  }
}
