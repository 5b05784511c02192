// mockkit:mock
/// Loads one user by identifier: the role a screen that shows a user depends on.
///
/// ```swift
/// let user = try await users.user(id: "1")
/// ```
public protocol UserFetching: Sendable {
  /// Loads the user with identifier `id`.
  ///
  /// - Parameter id: The user's identifier.
  /// - Returns: The user.
  /// - Throws: Whatever the source of users throws.
  func user(id: String) async throws -> User
}
