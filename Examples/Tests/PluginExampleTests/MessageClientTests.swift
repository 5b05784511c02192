import ExampleServices
import Foundation
import MockKit
import Testing

/// `MessageClient` over the generated `MockMessageTransport`: the test drives the
/// transport's `receive()` stream, as a server would, with no hand-written transport.
@Suite struct MessageClientTests {
  let transport = MockMessageTransport()

  /// The request the client sent in call `number` of `send(_:)`, decoded.
  func sentRequest(_ number: Int = 1) async throws -> Request {
    try await #require(transport.send.waitForCalls(number))
    return try JSONDecoder().decode(Request.self, from: transport.send.arguments[number - 1])
  }

  func reply(_ id: Int, _ result: String) throws -> Data {
    try JSONEncoder().encode(Reply(id: id, result: result))
  }

  @Test func aRequestIsAnsweredByTheReplyWithItsID() async throws {
    let server = transport.receiveSpy.returnsStream()
    let client = MessageClient(transport: transport)
    try await client.start()

    async let result = client.request("ping")
    let request = try await sentRequest()
    server.yield(try reply(request.id, "pong"))

    #expect(try await result == "pong")
    #expect(request.method == "ping")
    server.finish()
  }

  @Test func repliesInAnotherOrderReachTheirOwnCallers() async throws {
    let server = transport.receiveSpy.returnsStream()
    let client = MessageClient(transport: transport)
    try await client.start()

    async let first = client.request("first")
    let firstRequest = try await sentRequest(1)
    async let second = client.request("second")
    let secondRequest = try await sentRequest(2)
    server.yield(try reply(secondRequest.id, "two"))
    server.yield(try reply(firstRequest.id, "one"))

    #expect(try await (first, second) == ("one", "two"))
    server.finish()
  }

  @Test func aNotificationBetweenRepliesIsSkipped() async throws {
    let server = transport.receiveSpy.returnsStream()
    let client = MessageClient(transport: transport)
    try await client.start()

    async let result = client.request("status")
    let request = try await sentRequest()
    server.yield(Data(#"{"event":"heartbeat"}"#.utf8))
    server.yield(try reply(request.id, "ok"))

    #expect(try await result == "ok")
    server.finish()
  }

  @Test func aFailingConnectionFailsTheWaitingRequests() async throws {
    let server = transport.receiveSpy.returnsStream()
    let client = MessageClient(transport: transport)
    try await client.start()

    let result = Task { try await client.request("ping") }
    _ = try await sentRequest()
    server.finish(throwing: URLError(.networkConnectionLost))

    await #expect(throws: URLError(.networkConnectionLost)) { try await result.value }
  }

  @Test func aClosedConnectionFailsTheWaitingRequests() async throws {
    let server = transport.receiveSpy.returnsStream()
    let client = MessageClient(transport: transport)
    try await client.start()

    let result = Task { try await client.request("ping") }
    _ = try await sentRequest()
    server.finish()

    await #expect(throws: MessageClientError.connectionClosed) { try await result.value }
  }

  @Test func stoppingDisconnectsAndFailsTheWaitingRequests() async throws {
    transport.receiveSpy.returnsStream()
    let client = MessageClient(transport: transport)
    try await client.start()

    let result = Task { try await client.request("ping") }
    _ = try await sentRequest()
    await client.stop()

    await #expect(throws: MessageClientError.connectionClosed) { try await result.value }
    expectCalledOnce(transport.disconnectSpy)
  }

  @Test func theClientListensBeforeTheFirstRequest() async throws {
    let server = transport.receiveSpy.returnsStream()
    let client = MessageClient(transport: transport)
    try await client.start()

    #expect(await server.waitUntilIterated())
    expectCalledOnce(transport.connectSpy)
    expectCalledOnce(transport.receiveSpy)
    server.finish()
  }

  /// The exchange the `StreamStub` documentation shows.
  @Test func theDocumentedExchange() async throws {
    let server = transport.receiveSpy.returnsStream()
    let client = MessageClient(transport: transport)
    try await client.start()

    async let result = client.request("ping")
    await transport.send.waitForCalls(1)
    server.yield(try JSONEncoder().encode(Reply(id: 1, result: "pong")))

    #expect(try await result == "pong")
    server.finish()  // the connection closes, and the client stops reading
    #expect(server.streamsMade == 1)
  }

  @Test func oneStreamForAllCallsIsTheSameStream() async throws {
    let server = transport.receiveSpy.returnsStream(.oneForAllCalls)
    let first = transport.receive()
    let second = transport.receive()
    server.yield(Data("a".utf8))
    server.finish()

    var received: [Data] = []
    for try await message in first { received.append(message) }
    for try await message in second { received.append(message) }
    #expect(received == [Data("a".utf8)])
    #expect(server.streamsMade == 1)
  }
}

/// The streams section of the spies-and-stubs guide.
@Test func aReplyReachesTheRequestWithItsID() async throws {
  let transport = MockMessageTransport()
  let server = transport.receiveSpy.returnsStream()
  let client = MessageClient(transport: transport)
  try await client.start()

  async let result = client.request("ping")
  await transport.send.waitForCalls(1)
  server.yield(try JSONEncoder().encode(Reply(id: 1, result: "pong")))

  #expect(try await result == "pong")
  server.finish()  // the connection closes, and the client stops reading
}

/// The stream examples of `MethodSpy` and `MockDefaultValue`, on spies of their own.
@Suite struct StreamStubbingExamples {
  @Test func aSpyReturningAnAsyncStream() async {
    let prices = Spy<String, AsyncStream<Decimal>>()
    let acme = prices.returnsStream()
    acme.yield(42)
    acme.finish()

    var received: [Decimal] = []
    for await price in await prices.call("ACME") { received.append(price) }
    #expect(received == [42])
  }

  @Test func aMatchedStubReturningStreams() async throws {
    let prices = Spy<String, AsyncStream<Decimal>>()
    let channels = Spy<String, AsyncThrowingStream<Data, any Error>>()
    let acme = prices.when("ACME").returnsStream()
    acme.finish()
    let general = channels.when("general").returnsStream()
    general.finish(throwing: URLError(.networkConnectionLost))

    for await _ in await prices.call("ACME") { Issue.record("no price expected") }
    await #expect(throws: URLError(.networkConnectionLost)) {
      for try await _ in await channels.call("general") {}
    }
  }

  @Test func defaultValuesOfStreamsAreFinished() async throws {
    for await _ in AsyncStream<Int>.mockDefaultValue { Issue.record("no element expected") }
    for try await _ in AsyncThrowingStream<Int, any Error>.mockDefaultValue {
      Issue.record("no element expected")
    }
  }
}
