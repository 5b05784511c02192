import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Lesson 13: mocking a type you do not own (`URLSession`) the way you believe it behaves,
/// instead of from a contract verified against the real type.
///
/// A profile service reads a user's name through an HTTP client; the client is an adapter
/// over `URLSession` that turns non-2xx responses into errors.
public enum Lesson13 {
  /// The thin protocol the app owns: the one thing it needs from HTTP.
  public protocol HTTPClient: Sendable {
    func get(_ url: URL) async throws -> Data
  }

  /// Why a request failed.
  public enum HTTPError: Error, Equatable, Sendable {
    case status(Int)
    case notHTTP
  }

  /// `URLSession`'s shape, mirrored so a test can replace the session: the protocol the
  /// adapter depends on, and the one the lesson's contract is about.
  public protocol URLSessionProtocol: Sendable {
    func response(for request: URLRequest) async throws -> (Data, URLResponse)
  }

  /// The adapter: HTTP through `URLSession`.
  public struct URLSessionHTTPClient: HTTPClient {
    let session: any URLSessionProtocol

    public init(session: any URLSessionProtocol) { self.session = session }

    public func get(_ url: URL) async throws -> Data {
      let (data, response) = try await session.response(for: URLRequest(url: url))
      guard let http = response as? HTTPURLResponse else { throw HTTPError.notHTTP }
      guard (200...299).contains(http.statusCode) else { throw HTTPError.status(http.statusCode) }
      return data
    }
  }

  /// The bug: the status code is never checked, so an error page is returned as data.
  public struct FaultyURLSessionHTTPClient: HTTPClient {
    let session: any URLSessionProtocol

    public init(session: any URLSessionProtocol) { self.session = session }

    public func get(_ url: URL) async throws -> Data {
      let (data, _) = try await session.response(for: URLRequest(url: url))
      return data
    }
  }

  /// Shows a user's name; knows nothing of `URLSession`.
  public struct ProfileService: Sendable {
    let baseURL: URL
    let http: any HTTPClient

    public init(baseURL: URL, http: any HTTPClient) {
      self.baseURL = baseURL
      self.http = http
    }

    public func displayName(userID: String) async throws -> String {
      let data = try await http.get(baseURL.appendingPathComponent("users/\(userID)/name"))
      return String(decoding: data, as: UTF8.self)
    }
  }
}

extension URLSession: Lesson13.URLSessionProtocol {
  public func response(for request: URLRequest) async throws -> (Data, URLResponse) {
    try await data(for: request)
  }
}
