/// Sends an ``Endpoint`` and decodes the response as whatever type the caller asks for.
///
/// The generic method is the hard case for a mock: a spy's types are fixed when it is
/// declared, but `T` is chosen at each call. The idiomatic MockKit mock records the
/// endpoint and answers with JSON `Data`, decoding it to `T` in the mock method, as the
/// real manager does (see `MockNetworkManager` in the example tests).
///
/// ```swift
/// let token: AuthToken = try await network.request(.refresh(refreshToken: "r-1"))
/// ```
public protocol NetworkManager: Sendable {
  /// Sends `endpoint` and decodes the response body as `T`.
  ///
  /// - Parameter endpoint: The call to make.
  /// - Returns: The decoded response.
  /// - Throws: A ``NetworkError``, a transport error, or a `DecodingError`.
  func request<T: Decodable & Sendable>(_ endpoint: Endpoint) async throws -> T
}

/// The response of an endpoint that returns no body.
public struct EmptyResponse: Decodable, Equatable, Sendable {
  /// Creates an empty response.
  public init() {}
}
