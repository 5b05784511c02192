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

  typealias SessionContract = ProtocolContract<any URLSessionProtocol>

  /// GOOD, part 1: what the adapter relies on `URLSession` to do, stated once as the
  /// examples of a contract, and replayed on the real `URLSession` and on every double.
  enum UsersAPI {
    static let adasName = URLRequest(url: URL(string: "https://api.example.test/users/u-1/name")!)
    static let nobodysName = URLRequest(
      url: URL(string: "https://api.example.test/users/nobody/name")!)

    static let response = SessionContract.Requirement<URLRequest, (Data, URLResponse)>(
      "response(for:)"
    ) { session, request in
      try await session.response(for: request)
    }

    static let contract = SessionContract(
      "URLSession",
      examples: [
        response.example(
          "a 200 comes back with its body", with: adasName,
          .returns("a 200 response with Ada's name") { status($0) == 200 && text($0) == "Ada" }),
        response.example(
          "a 404 comes back as a response, not an error", with: nobodysName,
          .returns("a 404 response") { status($0) == 404 }),
      ])
    static let found = contract.examples[0]
    static let notFound = contract.examples[1]

    /// The users API as a stub server answers it, on the host the examples name: a real
    /// `URLSession`, its requests routed to a `URLProtocol` stub, no network. Every test
    /// shares it, so it lives as long as the test run.
    static let server = StubServer(
      host: "api.example.test", pages: ["/users/u-1/name": .init(statusCode: 200, body: "Ada")],
      otherwise: .init(statusCode: 404, body: "Not Found"))

    static func status(_ page: (Data, URLResponse)) -> Int? {
      (page.1 as? HTTPURLResponse)?.statusCode
    }

    static func text(_ page: (Data, URLResponse)) -> String {
      String(decoding: page.0, as: UTF8.self)
    }
  }

  /// A page as a server answers it: a response with `status`, and `body`.
  static func page(_ status: Int, _ body: String, for request: URLRequest) -> (Data, URLResponse) {
    let response = HTTPURLResponse(
      url: request.url!, statusCode: status, httpVersion: "HTTP/1.1", headerFields: nil)!
    return (Data(body.utf8), response)
  }

  /// GOOD, part 2: a hand-written fake of the session, verified against the same contract
  /// as the real one: pages by URL, each answered as a response, whatever its status.
  struct FakeURLSession: URLSessionProtocol {
    var pages: [URL: (status: Int, body: String)]

    func response(for request: URLRequest) async throws -> (Data, URLResponse) {
      let found = request.url.flatMap { pages[$0] } ?? (status: 404, body: "Not Found")
      return page(found.status, found.body, for: request)
    }
  }

  /// GOOD, part 3: a spy of the session, stubbed from the contract's examples: it answers
  /// only what the real session was verified to answer.
  final class SpyURLSession: URLSessionProtocol {
    let response = ThrowingSpy<URLRequest, (Data, URLResponse)>()

    func response(for request: URLRequest) async throws -> (Data, URLResponse) {
      try await response.call(request)
    }
  }

  static func goodAdapterTest(client: (any URLSessionProtocol) -> any HTTPClient) async {
    let session = SpyURLSession()
    session.response.stub(
      from: UsersAPI.notFound, returning: page(404, "Not Found", for: UsersAPI.nobodysName))

    await #expect(throws: HTTPError.status(404), "a 404 is an error") {
      try await client(session).get(URL(string: "https://api.example.test/users/nobody/name")!)
    }
  }

  /// The code that uses HTTP is tested against a mock of the thin protocol the app owns.
  final class MockHTTPClient: HTTPClient {
    let get = ThrowingSpy<URL, Data>()

    func get(_ url: URL) async throws -> Data { try await get.call(url) }
  }

  typealias ClientContract = ProtocolContract<any HTTPClient>

  /// GOOD, part 4: what the app's own protocol promises, one level up: the contract that
  /// the real adapter, over a real `URLSession`, keeps, and that keeps `MockHTTPClient`'s
  /// stubs honest for the code that uses HTTP.
  enum HTTPAPI {
    static let adasName = URL(string: "https://api.example.test/users/u-1/name")!
    static let nobodysName = URL(string: "https://api.example.test/users/nobody/name")!

    static let get = ClientContract.Requirement<URL, Data>("get(_:)") { client, url in
      try await client.get(url)
    }

    static let contract = ClientContract(
      "HTTPClient",
      examples: [
        get.example("a 200 comes back as its body", with: adasName, .returns(Data("Ada".utf8))),
        get.example(
          "a 404 is an HTTPError, not a body", with: nobodysName, .throws(HTTPError.status(404))),
      ])
    static let found = contract.examples[0]
    static let notFound = contract.examples[1]
  }

  /// A hand-written fake of the app's protocol, verified against the same contract as the
  /// real adapter: pages by URL, and an `HTTPError` for any status outside 2xx.
  struct FakeHTTPClient: HTTPClient {
    var pages: [URL: (status: Int, body: String)]

    func get(_ url: URL) async throws -> Data {
      let found = pages[url] ?? (status: 404, body: "Not Found")
      guard (200...299).contains(found.status) else { throw HTTPError.status(found.status) }
      return Data(found.body.utf8)
    }
  }
}

extension Lesson13 {
  /// `URLError(.badServerResponse)` as MockKit's messages print an error: Foundation's
  /// description, which is not the same on every platform, then the type.
  static let badServerResponse = "\(URLError(.badServerResponse)) (URLError)"
}

extension LessonProofs {
  @Test func aURLSessionMockEncodesAWrongBeliefThatTheContractDisproves() async {
    let faulty = { Lesson13.FaultyURLSessionHTTPClient(session: $0) as any Lesson13.HTTPClient }
    let correct = { Lesson13.URLSessionHTTPClient(session: $0) as any Lesson13.HTTPClient }

    #expect(await issues { await Lesson13.badTest(client: faulty) } == [])
    #expect(
      await issues { await Lesson13.goodAdapterTest(client: faulty) } == [
        .expectation("a 404 is an error")
      ])
    #expect(await issues { await Lesson13.goodAdapterTest(client: correct) } == [])
  }

  @Test func theRealSessionKeepsTheContract() async {
    let kept = await expectContract(
      Lesson13.UsersAPI.contract, keptBy: { Lesson13.UsersAPI.server.session })

    #expect(kept)
  }

  @Test func theFakeSessionKeepsTheContract() async {
    let fake = Lesson13.FakeURLSession(pages: [
      URL(string: "https://api.example.test/users/u-1/name")!: (status: 200, body: "Ada")
    ])

    let kept = await expectContract(Lesson13.UsersAPI.contract, keptBy: { fake })

    #expect(kept)
  }

  @Test func theBadMockBreaksThe404Example() async {
    let failures = await MockKitFailure.capture {
      await expectExample(
        Lesson13.UsersAPI.found,
        keptBy: { Lesson13.MockURLSession(statusCode: 200, body: Data("Ada".utf8)) })
      await expectExample(
        Lesson13.UsersAPI.notFound,
        keptBy: { Lesson13.MockURLSession(statusCode: 404, body: Data("Not Found".utf8)) })
    }

    #expect(
      failures.map(\.message) == [
        """
        Example "a 404 comes back as a response, not an error" of the URLSession contract is broken by MockURLSession.
          Call:
            response(for: https://api.example.test/users/nobody/name)
          Promised: returns a 404 response
          Got: threw \(Lesson13.badServerResponse)
          To fix, make MockURLSession keep the promise; if the real type does not keep it either, correct the example.
        """
      ])
  }

  @Test func aStubFromThe404ExampleCannotThrowWhatTheRealSessionDoesNot() async {
    let session = Lesson13.SpyURLSession()

    let failures = MockKitFailure.capture {
      session.response.stub(
        from: Lesson13.UsersAPI.notFound, throwing: URLError(.badServerResponse))
    }

    #expect(
      failures.map(\.message) == [
        """
        A stub from example "a 404 comes back as a response, not an error" of the URLSession contract answers with what the example does not promise.
          Call:
            response(for: https://api.example.test/users/nobody/name)
          Promised: returns a 404 response
          Stubbed: throws \(Lesson13.badServerResponse)
          To fix, stub what the example promises; if the real type does answer this way, correct the example.
        """
      ])
  }

  @Test func theRealAdapterKeepsTheHTTPClientContract() async {
    let kept = await expectContract(
      Lesson13.HTTPAPI.contract,
      keptBy: { Lesson13.URLSessionHTTPClient(session: Lesson13.UsersAPI.server.session) })

    #expect(kept)
  }

  @Test func theFakeClientKeepsTheHTTPClientContract() async {
    let fake = Lesson13.FakeHTTPClient(pages: [Lesson13.HTTPAPI.adasName: (200, "Ada")])

    let kept = await expectContract(Lesson13.HTTPAPI.contract, keptBy: { fake })

    #expect(kept)
  }

  @Test func theAdapterOverTheBadMockBreaksThe404ExampleOfTheClient() async {
    let failures = await MockKitFailure.capture {
      await expectExample(
        Lesson13.HTTPAPI.found,
        keptBy: {
          Lesson13.URLSessionHTTPClient(
            session: Lesson13.MockURLSession(statusCode: 200, body: Data("Ada".utf8)))
        })
      await expectExample(
        Lesson13.HTTPAPI.notFound,
        keptBy: {
          Lesson13.URLSessionHTTPClient(
            session: Lesson13.MockURLSession(statusCode: 404, body: Data("Not Found".utf8)))
        })
    }

    #expect(
      failures.map(\.message) == [
        """
        Example "a 404 is an HTTPError, not a body" of the HTTPClient contract is broken by URLSessionHTTPClient.
          Call:
            get(https://api.example.test/users/nobody/name)
          Promised: throws HTTPError.status(404)
          Got: threw \(Lesson13.badServerResponse)
          To fix, make URLSessionHTTPClient keep the promise; if the real type does not keep it either, correct the example.
        """
      ])
  }

  @Test func theFaultyAdapterBreaksThe404ExampleOfTheClient() async {
    let failures = await MockKitFailure.capture {
      await expectContract(
        Lesson13.HTTPAPI.contract,
        keptBy: {
          Lesson13.FaultyURLSessionHTTPClient(session: Lesson13.UsersAPI.server.session)
        })
    }

    #expect(
      failures.map(\.message) == [
        """
        Example "a 404 is an HTTPError, not a body" of the HTTPClient contract is broken by FaultyURLSessionHTTPClient.
          Call:
            get(https://api.example.test/users/nobody/name)
          Promised: throws HTTPError.status(404)
          Got: returned "Not Found" (9 bytes)
          To fix, make FaultyURLSessionHTTPClient keep the promise; if the real type does not keep it either, correct the example.
        """
      ])
  }

  @Test func theProfileServiceIsTestedAgainstAMockStubbedFromTheClientContract() async throws {
    let http = Lesson13.MockHTTPClient()
    http.get.stub(from: Lesson13.HTTPAPI.contract.examples(of: Lesson13.HTTPAPI.get))
    let service = Lesson13.ProfileService(
      baseURL: URL(string: "https://api.example.test")!, http: http)

    #expect(try await service.displayName(userID: "u-1") == "Ada")
    await #expect(throws: Lesson13.HTTPError.status(404)) {
      try await service.displayName(userID: "nobody")
    }
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
    let session = Lesson13.SpyURLSession()
    session.response.stub(
      from: Lesson13.UsersAPI.found,
      returning: Lesson13.page(200, "Ada", for: Lesson13.UsersAPI.adasName))

    let data = try await Lesson13.URLSessionHTTPClient(session: session)
      .get(URL(string: "https://api.example.test/users/u-1/name")!)

    #expect(String(decoding: data, as: UTF8.self) == "Ada")
  }
}
