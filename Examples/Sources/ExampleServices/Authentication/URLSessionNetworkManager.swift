import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A ``NetworkManager`` that sends endpoints to an API with `URLSession` and decodes JSON.
///
/// ```swift
/// let network = URLSessionNetworkManager(baseURL: URL(string: "https://api.example.com")!)
/// let token: AuthToken = try await network.request(.login(username: "ada", password: "…"))
/// ```
public struct URLSessionNetworkManager: NetworkManager {
  private let baseURL: URL
  private let session: URLSession
  private let decoder: JSONDecoder

  /// Creates a manager for the API at `baseURL`.
  ///
  /// - Parameters:
  ///   - baseURL: The API's root.
  ///   - session: Sends the requests; `URLSession.shared` by default.
  ///   - decoder: Decodes the responses; a plain `JSONDecoder` by default.
  public init(baseURL: URL, session: URLSession = .shared, decoder: JSONDecoder = JSONDecoder()) {
    self.baseURL = baseURL
    self.session = session
    self.decoder = decoder
  }

  /// Sends `endpoint` and decodes a 2xx response as `T`; an empty body is an
  /// ``EmptyResponse``.
  ///
  /// - Throws: ``NetworkError/badStatus(_:)`` for a status outside 200...299, the
  ///   session's error, or a `DecodingError`.
  public func request<T: Decodable & Sendable>(_ endpoint: Endpoint) async throws -> T {
    var request = URLRequest(url: baseURL.appendingPathComponent(endpoint.path))
    request.httpMethod = endpoint.method.rawValue
    request.httpBody = endpoint.body
    if endpoint.body != nil {
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    }
    for (field, value) in endpoint.headers {
      request.setValue(value, forHTTPHeaderField: field)
    }
    let (data, response) = try await session.data(for: request)
    guard let http = response as? HTTPURLResponse else { throw NetworkError.notHTTP }
    guard (200...299).contains(http.statusCode) else {
      throw NetworkError.badStatus(http.statusCode)
    }
    if data.isEmpty, let empty = EmptyResponse() as? T { return empty }
    return try decoder.decode(T.self, from: data)
  }
}
