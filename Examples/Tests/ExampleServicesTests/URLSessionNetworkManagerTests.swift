import ExampleServices
import Foundation
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The real network manager, against `StubURLProtocol`: the request it builds from an
/// `Endpoint`, and how it decodes or rejects the response.
final class URLSessionNetworkManagerTests: XCTestCase {
  func testSendsTheEndpointAndDecodesTheResponse() async throws {
    let server = StubServer()
    let token = AuthToken(accessToken: "a", refreshToken: "r")
    server.responses.enqueue(StubResponse(statusCode: 200, body: try json(token)))
    let network = URLSessionNetworkManager(baseURL: server.url("/api"), session: server.session)

    let result: AuthToken = try await network.request(.login(username: "ada", password: "secret"))

    XCTAssertEqual(result, token)
    let request = try XCTUnwrap(server.requests.lastArguments)
    XCTAssertEqual(request.url, server.url("/api/auth/login"))
    XCTAssertEqual(request.httpMethod, "POST")
    XCTAssertEqual(request.value(forHTTPHeaderField: "Content-Type"), "application/json")
    XCTAssertEqual(bodyData(of: request), Data(#"{"password":"secret","username":"ada"}"#.utf8))
  }

  func testSendsTheEndpointsHeaders() async throws {
    let server = StubServer()
    server.responses.enqueue(StubResponse(statusCode: 204, body: Data()))
    let network = URLSessionNetworkManager(baseURL: server.url(), session: server.session)

    let _: EmptyResponse = try await network.request(.logout(accessToken: "a-1"))

    XCTAssertEqual(
      server.requests.lastArguments?.value(forHTTPHeaderField: "Authorization"), "Bearer a-1")
  }

  func testRejectsANon2xxStatus() async throws {
    let server = StubServer()
    server.responses.enqueue(StubResponse(statusCode: 401, body: Data()))
    let network = URLSessionNetworkManager(baseURL: server.url(), session: server.session)

    do {
      let _: AuthToken = try await network.request(.refresh(refreshToken: "r"))
      XCTFail("a 401 must throw")
    } catch {
      XCTAssertEqual(error as? NetworkError, .badStatus(401))
    }
  }

  func testABodyOfTheWrongShapeThrowsADecodingError() async throws {
    let server = StubServer()
    server.responses.enqueue(StubResponse(statusCode: 200, body: Data("[]".utf8)))
    let network = URLSessionNetworkManager(baseURL: server.url(), session: server.session)

    do {
      let _: AuthToken = try await network.request(.refresh(refreshToken: "r"))
      XCTFail("an array is not a token")
    } catch {
      XCTAssertTrue(error is DecodingError, "got \(error)")
    }
  }

  /// `URLProtocol` may receive the body as a stream rather than as `httpBody`.
  private func bodyData(of request: URLRequest) -> Data? {
    if let body = request.httpBody { return body }
    guard let stream = request.httpBodyStream else { return nil }
    stream.open()
    defer { stream.close() }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 1024)
    while stream.hasBytesAvailable {
      let count = stream.read(&buffer, maxLength: buffer.count)
      guard count > 0 else { break }
      data.append(buffer, count: count)
    }
    return data
  }
}
