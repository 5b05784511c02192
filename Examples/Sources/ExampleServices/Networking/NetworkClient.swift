import Foundation

/// Fetches the bytes behind a URL: the one networking role the repositories depend on.
///
/// Code under test depends on this small protocol, not on `URLSession`, so its tests stub
/// the data while ``URLSessionNetworkClient`` is tested once, for real, against a
/// `URLProtocol`.
///
/// ```swift
/// let data = try await client.data(from: URL(string: "https://api.example.com/users/1")!)
/// ```
public protocol NetworkClient: Sendable {
  /// Fetches the body of a successful response from `url`.
  ///
  /// - Parameter url: The resource to fetch.
  /// - Returns: The response body.
  /// - Throws: A ``NetworkError`` for a response that is not a success, or the transport's
  ///   error.
  func data(from url: URL) async throws -> Data
}
