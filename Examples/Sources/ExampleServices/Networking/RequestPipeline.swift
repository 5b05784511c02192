// mockkit:mock
/// Sends a request to the server and returns its response: the last step of a
/// ``RequestPipeline``.
public protocol APITransport: Sendable {
  /// Sends `request`.
  ///
  /// - Returns: The server's response, whatever its status.
  /// - Throws: A transport error, when no response arrived.
  func send(_ request: APIRequest) async throws -> APIResponse
}

/// Sends requests through middlewares, in order, and then to the transport.
///
/// ```swift
/// let pipeline = RequestPipeline(middlewares: [authorizing, logging], transport: transport)
/// let response = try await pipeline.send(APIRequest(path: "/orders/o-1"))
/// ```
public struct RequestPipeline: Sendable {
  private let middlewares: [any RequestMiddleware]
  private let transport: any APITransport

  /// Creates a pipeline.
  ///
  /// - Parameters:
  ///   - middlewares: The steps a request goes through, first to last.
  ///   - transport: Sends the request the last middleware passes on.
  public init(middlewares: [any RequestMiddleware], transport: any APITransport) {
    self.middlewares = middlewares
    self.transport = transport
  }

  /// Sends `request` through every middleware, then to the transport.
  ///
  /// - Returns: The response, as the first middleware returns it.
  /// - Throws: What a middleware or the transport throws.
  public func send(_ request: APIRequest) async throws -> APIResponse {
    try await send(request, through: middlewares[...])
  }

  private func send(
    _ request: APIRequest, through middlewares: ArraySlice<any RequestMiddleware>
  ) async throws -> APIResponse {
    guard let first = middlewares.first else { return try await transport.send(request) }
    return try await first.intercept(request) { request in
      try await send(request, through: middlewares.dropFirst())
    }
  }
}
