import Foundation

/// An API call: its path, method, headers and JSON body.
///
/// ```swift
/// let token: AuthToken = try await network.request(.login(username: "ada", password: "…"))
/// ```
public struct Endpoint: Equatable, Sendable {
  /// An HTTP method.
  public enum Method: String, Sendable {
    /// `GET`
    case get = "GET"
    /// `POST`
    case post = "POST"
  }

  /// The path below the API's base URL, such as `/auth/login`.
  public var path: String
  /// The HTTP method.
  public var method: Method
  /// The request headers.
  public var headers: [String: String]
  /// The JSON body, if any.
  public var body: Data?

  /// Creates an endpoint.
  public init(path: String, method: Method, headers: [String: String] = [:], body: Data? = nil) {
    self.path = path
    self.method = method
    self.headers = headers
    self.body = body
  }

  /// Exchanges credentials for an ``AuthToken``.
  public static func login(username: String, password: String) -> Endpoint {
    Endpoint(
      path: "/auth/login", method: .post,
      body: jsonBody(["username": username, "password": password]))
  }

  /// Exchanges a refresh token for a new ``AuthToken``.
  public static func refresh(refreshToken: String) -> Endpoint {
    Endpoint(path: "/auth/refresh", method: .post, body: jsonBody(["refresh_token": refreshToken]))
  }

  /// Ends the session of `accessToken` on the server.
  public static func logout(accessToken: String) -> Endpoint {
    Endpoint(
      path: "/auth/logout", method: .post, headers: ["Authorization": "Bearer \(accessToken)"])
  }

  private static func jsonBody(_ fields: [String: String]) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys  // equal endpoints have equal bodies
    // Encoding a dictionary of strings cannot fail.
    return (try? encoder.encode(fields)) ?? Data()
  }
}
