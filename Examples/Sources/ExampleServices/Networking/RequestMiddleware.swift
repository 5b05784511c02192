import Foundation

// mockkit:mock
/// One step of the chain an API request goes through before it reaches the server:
/// authentication, retries, logging. A middleware may change the request, answer it
/// itself, or pass it on with `next` and change what comes back.
///
/// ```swift
/// struct Authorizing: RequestMiddleware {
///   let token: String
///
///   func intercept(
///     _ request: APIRequest, next: (APIRequest) async throws -> APIResponse
///   ) async throws -> APIResponse {
///     var request = request
///     request.headers["Authorization"] = "Bearer \(token)"
///     return try await next(request)
///   }
/// }
/// ```
public protocol RequestMiddleware: Sendable {
  /// Handles `request`, calling `next` to pass it on to the rest of the chain.
  ///
  /// - Parameters:
  ///   - request: The request, as the middlewares before this one left it.
  ///   - next: The rest of the chain; it returns the server's response.
  /// - Returns: The response for the middlewares before this one.
  /// - Throws: What `next` throws, or the middleware's own error.
  func intercept(_ request: APIRequest, next: (APIRequest) async throws -> APIResponse)
    async throws -> APIResponse
}

/// A request to the shop's API.
public struct APIRequest: Equatable, Sendable {
  /// The path, such as `/orders/o-1`.
  public var path: String
  /// The header fields, by name.
  public var headers: [String: String]

  /// Creates a request.
  public init(path: String, headers: [String: String] = [:]) {
    self.path = path
    self.headers = headers
  }
}

/// The API's response to a request.
public struct APIResponse: Equatable, Sendable {
  /// The HTTP status code.
  public var status: Int
  /// The body.
  public var body: Data

  /// Creates a response.
  public init(status: Int, body: Data = Data()) {
    self.status = status
    self.body = body
  }
}
