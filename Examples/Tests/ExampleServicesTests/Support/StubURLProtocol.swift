import Foundation
import MockKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A canned HTTP response for ``StubURLProtocol``.
struct StubResponse: Sendable {
  var statusCode: Int
  var body: Data
  var headers: [String: String] = [:]
}

/// A fake server for one test: a unique host, a `URLSession` whose configuration routes
/// that host to ``StubURLProtocol``, the responses to give, and the requests received.
///
/// `URLProtocol` is instantiated by the URL loading system, so it can only find its
/// responses through a type-level table. Keying the table by a host made for each test
/// keeps tests from ever seeing each other's responses, even when they run in parallel.
final class StubServer: Sendable {
  let host = "stub-\(UUID().uuidString.lowercased()).example.test"
  /// What the server answers, one response (or transport error) per request, in order.
  let responses = StubQueue<StubResponse>(name: "StubServer.responses")
  /// Every request the server received.
  let requests = Spy<URLRequest, Void>(name: "request")
  let session: URLSession

  init() {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [StubURLProtocol.self]
    session = URLSession(configuration: configuration)
    StubURLProtocol.routes.set(
      host, StubURLProtocol.Route(responses: responses, requests: requests))
  }

  deinit {
    StubURLProtocol.routes.set(host, nil)
    session.invalidateAndCancel()
  }

  /// A URL on this server.
  func url(_ path: String = "") -> URL {
    URL(string: "https://\(host)\(path)")!
  }

  /// The URLs requested, in order.
  var requestedURLs: [URL?] { requests.arguments.map(\.url) }
}

/// Answers requests for the hosts of live ``StubServer``s; never touches the network.
final class StubURLProtocol: URLProtocol {
  struct Route: Sendable {
    let responses: StubQueue<StubResponse>
    let requests: Spy<URLRequest, Void>
  }

  static let routes = LockedTable<String, Route>()

  override class func canInit(with request: URLRequest) -> Bool {
    guard let host = request.url?.host else { return false }
    return routes.get(host) != nil
  }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    guard let url = request.url, let host = url.host, let route = Self.routes.get(host) else {
      client?.urlProtocol(self, didFailWithError: URLError(.unsupportedURL))
      return
    }
    route.requests.call(request)
    do {
      let stub = try route.responses.next()
      let response = HTTPURLResponse(
        url: url, statusCode: stub.statusCode, httpVersion: "HTTP/1.1",
        headerFields: stub.headers)!
      client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
      client?.urlProtocol(self, didLoad: stub.body)
      client?.urlProtocolDidFinishLoading(self)
    } catch {
      client?.urlProtocol(self, didFailWithError: error)
    }
  }

  override func stopLoading() {}
}

/// A dictionary guarded by a lock.
final class LockedTable<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
  // `@unchecked` is sound: `storage` is only touched while `lock` is held.
  private let lock = NSLock()
  private var storage: [Key: Value] = [:]

  func get(_ key: Key) -> Value? {
    lock.lock()
    defer { lock.unlock() }
    return storage[key]
  }

  func set(_ key: Key, _ value: Value?) {
    lock.lock()
    defer { lock.unlock() }
    storage[key] = value
  }
}
