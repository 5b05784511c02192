import ExampleServices
import Foundation
import MockKit
import XCTest

/// `MessageClient` over the generated `MockMessageTransport`, in XCTest.
final class MessageClientXCTests: XCTestCase {
  let transport = MockMessageTransport()

  func testARequestIsAnsweredByTheReplyWithItsID() async throws {
    let server = transport.receiveSpy.returnsStream()
    let client = MessageClient(transport: transport)
    try await client.start()

    async let result = client.request("ping")
    await transport.send.waitForCalls(1)
    let request = try JSONDecoder().decode(Request.self, from: transport.send.arguments[0])
    server.yield(try JSONEncoder().encode(Reply(id: request.id, result: "pong")))

    let answer = try await result
    XCTAssertEqual(answer, "pong")
    XCTAssertEqual(request.method, "ping")
    server.finish()
  }

  func testAClosedConnectionFailsTheWaitingRequests() async throws {
    let server = transport.receiveSpy.returnsStream()
    let client = MessageClient(transport: transport)
    try await client.start()

    async let result = client.request("ping")
    await transport.send.waitForCalls(1)
    server.finish()

    do {
      _ = try await result
      XCTFail("expected the request to fail")
    } catch {
      XCTAssertEqual(error as? MessageClientError, .connectionClosed)
    }
  }
}
