import ExampleServices
import Foundation
import MockKit
import Testing

/// `RequestPipeline` over the generated `MockRequestMiddleware`, whose `next` an answer
/// calls while the call runs, and `MockAPITransport`.
@Suite struct RequestPipelineWithGeneratedMocksTests {
  let middleware = MockRequestMiddleware()
  let transport = MockAPITransport()
  let request = APIRequest(path: "/orders/o-1")
  let ok = APIResponse(status: 200, body: Data("o-1".utf8))

  var pipeline: RequestPipeline { RequestPipeline(middlewares: [middleware], transport: transport) }

  @Test func aMiddlewarePassesTheRequestThrough() async throws {
    middleware.intercept.answers { request, next in try await next.closure(request) }
    transport.send.returns(ok)

    #expect(try await pipeline.send(request) == ok)
    expectCalledOnce(transport.send, with: request)
    expectCalledOnce(middleware.intercept, where: { $0.0 == request })
  }

  @Test func aMiddlewareChangesTheRequestBeforeNext() async throws {
    middleware.intercept.answers { request, next in
      var request = request
      request.headers["Authorization"] = "Bearer token-1"
      return try await next.closure(request)
    }
    transport.send.returns(ok)

    _ = try await pipeline.send(request)

    expectCalledOnce(
      transport.send,
      with: APIRequest(path: "/orders/o-1", headers: ["Authorization": "Bearer token-1"]))
  }

  @Test func aMiddlewareReplacesTheResponse() async throws {
    middleware.intercept.returns(APIResponse(status: 304))

    #expect(try await pipeline.send(request) == APIResponse(status: 304))
    expectNotCalled(transport.send)
  }

  @Test func aMiddlewareFailsBeforeNext() async throws {
    middleware.intercept.answers { _, _ in throw URLError(.userAuthenticationRequired) }

    await #expect(throws: URLError(.userAuthenticationRequired)) {
      try await pipeline.send(request)
    }
    expectNotCalled(transport.send)
  }

  @Test func aMiddlewareFailsAfterNext() async throws {
    middleware.intercept.answers { request, next in
      let response = try await next.closure(request)
      guard response.status == 200 else { return response }
      throw URLError(.cannotDecodeContentData)
    }
    transport.send.returns(ok)

    await #expect(throws: URLError(.cannotDecodeContentData)) {
      try await pipeline.send(request)
    }
    expectCalledOnce(transport.send, with: request)
  }

  @Test func middlewaresRunInOrderAroundTheTransport() async throws {
    let outer = MockRequestMiddleware()
    outer.intercept.answers { request, next in
      var response = try await next.closure(request)
      response.status += 1
      return response
    }
    middleware.intercept.answers { request, next in try await next.closure(request) }
    transport.send.returns(ok)

    let response = try await RequestPipeline(
      middlewares: [outer, middleware], transport: transport
    )
    .send(request)

    #expect(response.status == 201)
    expectCallOrder(outer.intercept, middleware.intercept, transport.send)
  }
}
