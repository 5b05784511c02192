/// Holds the current session's token, safely shared by every task that needs it.
///
/// ```swift
/// let session = SessionStore()
/// await session.store(token)
/// let current = await session.token
/// ```
public actor SessionStore {
  /// The current token; `nil` when signed out.
  public private(set) var token: AuthToken?

  /// Creates a store, signed out unless a token is given.
  public init(token: AuthToken? = nil) {
    self.token = token
  }

  /// Whether there is a session.
  public var isLoggedIn: Bool { token != nil }

  /// Makes `token` the current token.
  public func store(_ token: AuthToken) {
    self.token = token
  }

  /// Forgets the current token.
  public func clear() {
    token = nil
  }
}
