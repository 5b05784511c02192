import Foundation
import Lessons
import MockKit
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension Lesson13 {
  /// BAD: a mock of `URLSession`'s shape. It behaves the way its author believes
  /// `URLSession` does; here, that an error status throws. The real `URLSession` returns
  /// a 404 like any other response, so the mock hides a missing status check.
  struct MockURLSession: URLSessionProtocol {
    let statusCode: Int
    let body: Data

    func response(for request: URLRequest) async throws -> (Data, URLResponse) {
      if statusCode >= 400 { throw URLError(.badServerResponse) }
      let response = HTTPURLResponse(
        url: request.url!, statusCode: statusCode, httpVersion: nil, headerFields: nil)!
      return (body, response)
    }
  }

  static func badTest(client: (any URLSessionProtocol) -> any HTTPClient) async {
    let session = MockURLSession(statusCode: 404, body: Data("Not Found".utf8))

    await #expect(throws: (any Error).self, "a 404 is an error") {
      try await client(session).get(URL(string: "https://api.example.test/users/u-1/name")!)
    }
  }

  /// GOOD, part 1: the adapter is tested against a real `URLSession`, whose ephemeral
  /// configuration routes requests to a `URLProtocol` stub: the real URL loading system,
  /// no network.
  static func goodAdapterTest(client: (any URLSessionProtocol) -> any HTTPClient) async {
    let server = StubServer(statusCode: 404, body: "Not Found")

    await #expect(throws: HTTPError.status(404), "a 404 is an error") {
      try await client(server.session).get(server.url("/users/u-1/name"))
    }
  }

  /// GOOD, part 2: the code that uses HTTP is tested against a mock of the thin protocol
  /// the app owns.
  final class MockHTTPClient: HTTPClient {
    let get = ThrowingSpy<URL, Data>()

    func get(_ url: URL) async throws -> Data { try await get.call(url) }
  }
}

extension LessonProofs {
  @Test func aURLSessionMockEncodesAWrongBeliefThatTheRealSessionDisproves() async {
    let faulty = { Lesson13.FaultyURLSessionHTTPClient(session: $0) as any Lesson13.HTTPClient }
    let correct = { Lesson13.URLSessionHTTPClient(session: $0) as any Lesson13.HTTPClient }

    #expect(await issues { await Lesson13.badTest(client: faulty) } == [])
    #expect(
      await issues { await Lesson13.goodAdapterTest(client: faulty) } == [
        .expectation("a 404 is an error")
      ])
    #expect(await issues { await Lesson13.goodAdapterTest(client: correct) } == [])
  }

  @Test func theProfileServiceIsTestedAgainstTheOwnedProtocol() async throws {
    let http = Lesson13.MockHTTPClient()
    http.get.returns(Data("Ada".utf8))
    let baseURL = URL(string: "https://api.example.test")!

    let name = try await Lesson13.ProfileService(baseURL: baseURL, http: http)
      .displayName(userID: "u-1")

    #expect(name == "Ada")
    expectCalledOnce(http.get, with: URL(string: "https://api.example.test/users/u-1/name")!)
  }

  @Test func theAdapterReturnsTheBodyOfASuccessfulResponse() async throws {
    let server = StubServer(statusCode: 200, body: "Ada")

    let data = try await Lesson13.URLSessionHTTPClient(session: server.session)
      .get(server.url("/users/u-1/name"))

    #expect(String(decoding: data, as: UTF8.self) == "Ada")
  }
}
