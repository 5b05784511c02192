import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A fake HTTP server for one test: a host made for the test, and a real `URLSession`
/// whose ephemeral configuration routes that host to ``StubURLProtocol``. Nothing reaches
/// the network.
final class StubServer: Sendable {
  let host = "stub-\(UUID().uuidString.lowercased()).example.test"
  let session: URLSession

  /// - Parameters:
  ///   - statusCode: The status of every response.
  ///   - body: The body of every response.
  init(statusCode: Int, body: String) {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [StubURLProtocol.self]
    session = URLSession(configuration: configuration)
    StubURLProtocol.routes.set(host, StubURLProtocol.Response(statusCode: statusCode, body: body))
  }

  deinit {
    StubURLProtocol.routes.set(host, nil)
    session.invalidateAndCancel()
  }

  func url(_ path: String) -> URL { URL(string: "https://\(host)\(path)")! }
}

/// Answers requests for the hosts of live ``StubServer``s.
///
/// The URL loading system makes the protocol's instances, so they find their response in a
/// type-level table; keying it by a host made for each test keeps tests apart.
final class StubURLProtocol: URLProtocol {
  struct Response: Sendable {
    var statusCode: Int
    var body: String
  }

  static let routes = Routes()

  override class func canInit(with request: URLRequest) -> Bool {
    request.url?.host.flatMap(routes.get) != nil
  }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    guard let url = request.url, let stub = url.host.flatMap(Self.routes.get),
      let response = HTTPURLResponse(
        url: url, statusCode: stub.statusCode, httpVersion: "HTTP/1.1", headerFields: nil)
    else {
      client?.urlProtocol(self, didFailWithError: URLError(.unsupportedURL))
      return
    }
    client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
    client?.urlProtocol(self, didLoad: Data(stub.body.utf8))
    client?.urlProtocolDidFinishLoading(self)
  }

  override func stopLoading() {}

  /// The responses by host, guarded by a lock.
  final class Routes: @unchecked Sendable {
    // `@unchecked` is sound: `responses` is only touched while `lock` is held.
    private let lock = NSLock()
    private var responses: [String: Response] = [:]

    func get(_ host: String) -> Response? {
      lock.lock()
      defer { lock.unlock() }
      return responses[host]
    }

    func set(_ host: String, _ response: Response?) {
      lock.lock()
      defer { lock.unlock() }
      responses[host] = response
    }
  }
}
