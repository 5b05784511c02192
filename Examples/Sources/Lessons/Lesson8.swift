import Foundation

/// Lesson 8: count-only verification that misses a wrong argument (a wrong URL).
///
/// A user loader fetches `users/<id>` below a base URL and decodes the user.
public enum Lesson8 {
  /// A user as the API sends it.
  public struct User: Codable, Equatable, Sendable {
    public var id: String
    public var name: String

    public init(id: String, name: String) {
      self.id = id
      self.name = name
    }
  }

  /// Fetches the body of a URL.
  public protocol HTTPFetching: Sendable {
    func data(from url: URL) async throws -> Data
  }

  /// Loads users from the API.
  public struct UserLoader: Sendable {
    let baseURL: URL
    let http: any HTTPFetching

    public init(baseURL: URL, http: any HTTPFetching) {
      self.baseURL = baseURL
      self.http = http
    }

    public func user(id: String) async throws -> User {
      let data = try await http.data(from: baseURL.appendingPathComponent("users/\(id)"))
      return try JSONDecoder().decode(User.self, from: data)
    }
  }

  /// The bug: the path says `user/`, not `users/`; the real API answers 404.
  public struct FaultyUserLoader: Sendable {
    let baseURL: URL
    let http: any HTTPFetching

    public init(baseURL: URL, http: any HTTPFetching) {
      self.baseURL = baseURL
      self.http = http
    }

    public func user(id: String) async throws -> User {
      let data = try await http.data(from: baseURL.appendingPathComponent("user/\(id)"))
      return try JSONDecoder().decode(User.self, from: data)
    }
  }
}
