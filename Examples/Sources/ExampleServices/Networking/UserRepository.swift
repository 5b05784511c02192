import Foundation

/// Loads users from the API: `<base>/users/<id>` and `<base>/users`, decoded from JSON.
///
/// ```swift
/// let repository = UserRepository(
///   baseURL: URL(string: "https://api.example.com")!,
///   client: URLSessionNetworkClient())
/// let ada = try await repository.user(id: "1")
/// ```
public struct UserRepository: UserFetching {
  private let baseURL: URL
  private let client: any NetworkClient
  private let decoder: JSONDecoder

  /// Creates a repository that reads from the API at `baseURL`.
  ///
  /// - Parameters:
  ///   - baseURL: The API's root, such as `https://api.example.com/v1`.
  ///   - client: Fetches the data.
  ///   - decoder: Decodes the JSON; a plain `JSONDecoder` by default.
  public init(baseURL: URL, client: any NetworkClient, decoder: JSONDecoder = JSONDecoder()) {
    self.baseURL = baseURL
    self.client = client
    self.decoder = decoder
  }

  /// The URL of the user with identifier `id`: `<base>/users/<id>`.
  ///
  /// - Parameter id: The user's identifier.
  /// - Returns: The URL.
  public func userURL(id: String) -> URL {
    usersURL.appendingPathComponent(id)
  }

  /// The URL of the list of users: `<base>/users`.
  public var usersURL: URL {
    baseURL.appendingPathComponent("users")
  }

  /// Loads the user with identifier `id`.
  ///
  /// - Parameter id: The user's identifier.
  /// - Returns: The decoded user.
  /// - Throws: The client's error, or a `DecodingError` for a body that is not a user.
  public func user(id: String) async throws -> User {
    try decoder.decode(User.self, from: await client.data(from: userURL(id: id)))
  }

  /// Loads every user.
  ///
  /// - Returns: The decoded users.
  /// - Throws: The client's error, or a `DecodingError` for a body that is not a list of
  ///   users.
  public func allUsers() async throws -> [User] {
    try decoder.decode([User].self, from: await client.data(from: usersURL))
  }
}
