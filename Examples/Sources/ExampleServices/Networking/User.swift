/// A user of the example app, as the API returns it in JSON.
public struct User: Codable, Equatable, Sendable {
  /// The user's identifier.
  public var id: String
  /// The name to show.
  public var name: String
  /// The user's email address.
  public var email: String

  /// Creates a user.
  public init(id: String, name: String, email: String) {
    self.id = id
    self.name = name
    self.email = email
  }
}
