import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A fake HTTP server: a host, and a real `URLSession` whose ephemeral configuration routes
/// that host to ``StubURLProtocol``. Nothing reaches the network.
final class StubServer: Sendable {
  let host: String
  let session: URLSession

  /// A server for one test, on a host made for it, answering every path alike.
  ///
  /// - Parameters:
  ///   - statusCode: The status of every response.
  ///   - body: The body of every response.
  convenience init(statusCode: Int, body: String) {
    self.init(
      host: "stub-\(UUID().uuidString.lowercased()).example.test", pages: [:],
      otherwise: StubURLProtocol.Response(statusCode: statusCode, body: body))
  }

  /// A server answering `pages` by path, and `otherwise` for any other path.
  ///
  /// A server on a host of its own stops answering when it is released; one on a shared
  /// host, such as an API's, must live as long as every test using the host, so make it
  /// once, in a `static let`.
  init(
    host: String, pages: [String: StubURLProtocol.Response],
    otherwise: StubURLProtocol.Response
  ) {
    self.host = host
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [StubURLProtocol.self]
    session = URLSession(configuration: configuration)
    StubURLProtocol.routes.set(host, StubURLProtocol.Site(pages: pages, otherwise: otherwise))
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

  /// What a host answers: a response by path, and one for any other path.
  struct Site: Sendable {
    var pages: [String: Response]
    var otherwise: Response

    func response(for url: URL) -> Response { pages[url.path] ?? otherwise }
  }

  static let routes = Routes()

  override class func canInit(with request: URLRequest) -> Bool {
    request.url?.host.flatMap(routes.get) != nil
  }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    guard let url = request.url, let site = url.host.flatMap(Self.routes.get),
      case let stub = site.response(for: url),
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

  /// The sites by host, guarded by a lock.
  final class Routes: @unchecked Sendable {
    // `@unchecked` is sound: `sites` is only touched while `lock` is held.
    private let lock = NSLock()
    private var sites: [String: Site] = [:]

    func get(_ host: String) -> Site? {
      lock.lock()
      defer { lock.unlock() }
      return sites[host]
    }

    func set(_ host: String, _ site: Site?) {
      lock.lock()
      defer { lock.unlock() }
      sites[host] = site
    }
  }
}
