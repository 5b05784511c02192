import ExampleServices
import Foundation
import MockKit
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The real `URLSession` adapter, tested for real: requests go through a `URLSession`
/// whose configuration routes them to `StubURLProtocol`, never to the network.
final class URLSessionNetworkClientTests: XCTestCase {
  func testReturnsTheBodyOfASuccessfulResponse() async throws {
    let server = StubServer()
    server.responses.enqueue(StubResponse(statusCode: 200, body: Data("hello".utf8)))
    let client = URLSessionNetworkClient(session: server.session)

    let data = try await client.data(from: server.url("/greeting"))

    XCTAssertEqual(String(decoding: data, as: UTF8.self), "hello")
    XCTAssertEqual(server.requestedURLs, [server.url("/greeting")])
    XCTAssertEqual(server.requests.lastArguments?.httpMethod, "GET")
  }

  func testAcceptsEveryStatusInThe2xxRange() async throws {
    let server = StubServer()
    server.responses.enqueue(
      StubResponse(statusCode: 201, body: Data("a".utf8)),
      StubResponse(statusCode: 299, body: Data("b".utf8)))
    let client = URLSessionNetworkClient(session: server.session)

    let created = try await client.data(from: server.url("/a"))
    let last = try await client.data(from: server.url("/b"))

    XCTAssertEqual(created, Data("a".utf8))
    XCTAssertEqual(last, Data("b".utf8))
  }

  func testRejectsAClientErrorWithItsStatus() async throws {
    let server = StubServer()
    server.responses.enqueue(StubResponse(statusCode: 404, body: Data("not found".utf8)))
    let client = URLSessionNetworkClient(session: server.session)

    do {
      _ = try await client.data(from: server.url("/missing"))
      XCTFail("a 404 must throw")
    } catch {
      XCTAssertEqual(error as? NetworkError, .badStatus(404))
    }
  }

  func testRejectsAServerErrorAndARedirectStatus() async throws {
    let server = StubServer()
    server.responses.enqueue(
      StubResponse(statusCode: 500, body: Data()),
      StubResponse(statusCode: 300, body: Data()))
    let client = URLSessionNetworkClient(session: server.session)

    for expected in [500, 300] {
      do {
        _ = try await client.data(from: server.url("/fails"))
        XCTFail("status \(expected) must throw")
      } catch {
        XCTAssertEqual(error as? NetworkError, .badStatus(expected))
      }
    }
    XCTAssertEqual(server.requests.callCount, 2)
  }

  func testPassesOnATransportError() async throws {
    let server = StubServer()
    server.responses.enqueue(throwing: URLError(.notConnectedToInternet))
    let client = URLSessionNetworkClient(session: server.session)

    do {
      _ = try await client.data(from: server.url("/offline"))
      XCTFail("a transport error must throw")
    } catch {
      XCTAssertEqual((error as? URLError)?.code, .notConnectedToInternet)
    }
  }

  /// The repository and the real client together: the URL the repository builds is the
  /// one the session requests, and the JSON the server sends is the user returned.
  func testTheRepositoryLoadsAUserOverTheRealClient() async throws {
    let server = StubServer()
    server.responses.enqueue(StubResponse(statusCode: 200, body: try json(ada)))
    let repository = UserRepository(
      baseURL: server.url("/v1"), client: URLSessionNetworkClient(session: server.session))

    let user = try await repository.user(id: "1")

    XCTAssertEqual(user, ada)
    XCTAssertEqual(server.requestedURLs, [server.url("/v1/users/1")])
  }
}
