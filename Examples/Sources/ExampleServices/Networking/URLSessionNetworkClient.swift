import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A ``NetworkClient`` backed by `URLSession` that accepts only 2xx responses.
///
/// ```swift
/// let client = URLSessionNetworkClient()  // URLSession.shared
/// let data = try await client.data(from: URL(string: "https://api.example.com/users")!)
/// ```
public struct URLSessionNetworkClient: NetworkClient {
  private let session: URLSession

  /// Creates a client that sends its requests through `session`.
  ///
  /// - Parameter session: The session to use; `URLSession.shared` by default. Tests pass
  ///   a session whose configuration registers a stub `URLProtocol`.
  public init(session: URLSession = .shared) {
    self.session = session
  }

  /// Fetches `url` and returns the body of a 2xx response.
  ///
  /// - Parameter url: The resource to fetch.
  /// - Returns: The response body.
  /// - Throws: ``NetworkError/badStatus(_:)`` for a status outside 200...299,
  ///   ``NetworkError/notHTTP`` for a response that is not HTTP, or the session's error.
  public func data(from url: URL) async throws -> Data {
    let (data, response) = try await session.data(from: url)
    guard let http = response as? HTTPURLResponse else { throw NetworkError.notHTTP }
    guard (200...299).contains(http.statusCode) else {
      throw NetworkError.badStatus(http.statusCode)
    }
    return data
  }
}
