import Foundation
import Testing

@testable import MockKit

/// A request and a response, as a middleware chain passes them along.
struct Request: Equatable, Sendable {
  var path: String
}

struct Response: Equatable, Sendable {
  var status: Int
}

enum MiddlewareError: Error, Equatable {
  case unauthorized
  case tooSlow
}

/// A middleware: it gets the request and the rest of the chain, `next`, which it may call.
protocol Middleware: Sendable {
  func intercept(_ request: Request, next: (Request) async throws -> Response) async throws
    -> Response
}

final class MockMiddleware: Middleware {
  let intercept = ThrowingSpy<
    (Request, ClosureArgument<(Request) async throws -> Response>), Response
  >()

  func intercept(_ request: Request, next: (Request) async throws -> Response) async throws
    -> Response
  {
    try await withoutActuallyEscaping(next) { next in
      try await ClosureArgument.during(next, parameter: "next") { next in
        try await intercept.call((request, next))
      }
    }
  }
}

/// Sends a request through one middleware to a server that answers with the path's length.
struct Pipeline {
  let middleware: any Middleware
  let server = Spy<Request, Response>(name: "server")

  init(middleware: any Middleware) {
    self.middleware = middleware
    server.answers { Response(status: $0.path.count) }
  }

  func send(_ request: Request) async throws -> Response {
    try await middleware.intercept(request) { request in server.call(request) }
  }
}

/// Closures of every kind of effect, in methods of every kind of effect.
protocol OrderBook: Sendable {
  func forEach(_ body: (Order) -> Void)
  func transaction(_ body: (Order) throws -> Int) throws -> Int
  func reduce(_ combine: (Int, Order) async -> Int) async -> Int
  func charge(_ pay: (Order) throws(RepositoryError) -> Int) throws(RepositoryError) -> Int
  func settle(_ pay: (Order) async throws(RepositoryError) -> Int) async throws(RepositoryError)
    -> Int
  func schedule(_ order: Order, then: @escaping (Order) throws(RepositoryError) -> Void)
  func fetch(id: String, completion: @escaping @Sendable (Result<Order, RepositoryError>) -> Void)
  func observe(id: String, handler: @escaping (Order) -> Void)
}

final class MockOrderBook: OrderBook {
  let forEach = Spy<ClosureArgument<(Order) -> Void>, Void>()
  let transaction = ThrowingSpy<ClosureArgument<(Order) throws -> Int>, Int>()
  let reduce = Spy<ClosureArgument<(Int, Order) async -> Int>, Int>()
  // A closure that throws a typed error is lent and recorded with plain `throws`, as
  // `mockkit generate` writes it: as a generic argument, a typed-throws function type needs
  // macOS 15 or iOS 18.
  let charge = ThrowingSpy<ClosureArgument<(Order) throws -> Int>, Int>()
  let settle = ThrowingSpy<ClosureArgument<(Order) async throws -> Int>, Int>()
  let schedule = Spy<(Order, UncheckedArgument<(Order) throws -> Void>), Void>()
  let fetch = Spy<(String, @Sendable (Result<Order, RepositoryError>) -> Void), Void>()
  let observe = Spy<(String, UncheckedArgument<(Order) -> Void>), Void>()

  func forEach(_ body: (Order) -> Void) {
    withoutActuallyEscaping(body) { body in
      ClosureArgument.during(body) { body in forEach.call(body) }
    }
  }
  func transaction(_ body: (Order) throws -> Int) throws -> Int {
    try withoutActuallyEscaping(body) { body in
      try ClosureArgument.during(body) { body in try transaction.call(body) }
    }
  }
  func reduce(_ combine: (Int, Order) async -> Int) async -> Int {
    await withoutActuallyEscaping(combine) { combine in
      await ClosureArgument.during(combine) { combine in await reduce.call(combine) }
    }
  }
  func charge(_ pay: (Order) throws(RepositoryError) -> Int) throws(RepositoryError) -> Int {
    try withoutActuallyEscaping(pay) { pay throws(RepositoryError) in
      try ClosureArgument<(Order) throws -> Int>.during(pay, parameter: "pay") {
        pay throws(RepositoryError) in
        try charge.call(pay, throwing: RepositoryError.self)
      }
    }
  }
  func settle(_ pay: (Order) async throws(RepositoryError) -> Int) async throws(RepositoryError)
    -> Int
  {
    try await withoutActuallyEscaping(pay) { pay async throws(RepositoryError) in
      try await ClosureArgument<(Order) async throws -> Int>.during(pay, parameter: "pay") {
        pay async throws(RepositoryError) in
        try await settle.call(pay, throwing: RepositoryError.self)
      }
    }
  }
  func schedule(_ order: Order, then: @escaping (Order) throws(RepositoryError) -> Void) {
    schedule.call((order, UncheckedArgument<(Order) throws -> Void>(then)))
  }
  func fetch(
    id: String, completion: @escaping @Sendable (Result<Order, RepositoryError>) -> Void
  ) {
    fetch.call((id, completion))
  }
  func observe(id: String, handler: @escaping (Order) -> Void) {
    observe.call((id, UncheckedArgument(handler)))
  }
}

/// A generic closure, lent as `ClosureArgument<Any>` since the spy cannot name `T`, as
/// `mockkit generate` writes it.
protocol OrderDatabase: Sendable {
  func read<T>(_ block: (Order) throws -> T) throws -> T
}

final class MockOrderDatabase: OrderDatabase {
  let read = ThrowingSpy<ClosureArgument<Any>, (any Sendable)?>()

  func read<T>(_ block: (Order) throws -> T) throws -> T {
    try withoutActuallyEscaping(block) { block in
      try ClosureArgument<Any>.during(block, parameter: "block") { block in
        try read.call(block, returning: T.self)
      }
    }
  }
}

/// Answers that call the closure arguments of a mocked call: non-escaping ones while the
/// call runs, escaping ones (completion handlers) whenever the answer runs.
@Suite struct ClosureArgumentTests {
  let middleware = MockMiddleware()
  let request = Request(path: "/orders")
  let order = Order(id: "o-1", total: 42)

  // MARK: A middleware's `next`

  @Test func anAnswerPassesTheRequestThroughNext() async throws {
    middleware.intercept.answers { request, next in try await next.closure(request) }
    let pipeline = Pipeline(middleware: middleware)

    #expect(try await pipeline.send(request) == Response(status: 7))
    expectCalledOnce(pipeline.server, with: request)
    expectCalledOnce(middleware.intercept, where: { $0.0 == request })
  }

  @Test func anAnswerChangesTheRequestAndTheResponse() async throws {
    middleware.intercept.answers { request, next in
      let response = try await next.closure(Request(path: request.path + "/1"))
      return Response(status: response.status * 10)
    }
    let pipeline = Pipeline(middleware: middleware)

    #expect(try await pipeline.send(request) == Response(status: 90))
    expectCalledOnce(pipeline.server, with: Request(path: "/orders/1"))
  }

  @Test func aReturnedResponseReplacesTheRestOfTheChain() async throws {
    middleware.intercept.returns(Response(status: 304))
    let pipeline = Pipeline(middleware: middleware)

    #expect(try await pipeline.send(request) == Response(status: 304))
    expectNotCalled(pipeline.server)
  }

  @Test func anAnswerFailsBeforeNext() async throws {
    middleware.intercept.answers { _, _ in throw MiddlewareError.unauthorized }
    let pipeline = Pipeline(middleware: middleware)

    await #expect(throws: MiddlewareError.unauthorized) { try await pipeline.send(request) }
    expectNotCalled(pipeline.server)
  }

  @Test func anAnswerFailsAfterNext() async throws {
    middleware.intercept.answers { request, next in
      _ = try await next.closure(request)
      throw MiddlewareError.tooSlow
    }
    let pipeline = Pipeline(middleware: middleware)

    await #expect(throws: MiddlewareError.tooSlow) { try await pipeline.send(request) }
    expectCalledOnce(pipeline.server, with: request)
  }

  @Test func whatNextThrowsReachesTheCaller() async throws {
    middleware.intercept.answers { request, next in try await next.closure(request) }

    await #expect(throws: MiddlewareError.unauthorized) {
      try await middleware.intercept(request) { _ in throw MiddlewareError.unauthorized }
    }
  }

  @Test func aMatchedStubAnswersSomeRequestsAndPassesTheOthersOn() async throws {
    middleware.intercept.answers { request, next in try await next.closure(request) }
    middleware.intercept.when(matching: { $0.0.path == "/admin" })
      .throws(MiddlewareError.unauthorized)
    let pipeline = Pipeline(middleware: middleware)

    #expect(try await pipeline.send(request) == Response(status: 7))
    await #expect(throws: MiddlewareError.unauthorized) {
      try await pipeline.send(Request(path: "/admin"))
    }
    expectCalledOnce(pipeline.server, with: request)
  }

  @Test func aHeldCallLetsTheTestCallNextBeforeResuming() async throws {
    middleware.intercept.holdsCalls()
    let pipeline = Pipeline(middleware: middleware)

    let sending = Task { [request] in try await pipeline.send(request) }
    let call = try #require(await middleware.intercept.nextHeldCall())
    expectNotCalled(pipeline.server)
    let response = try await call.arguments.1.closure(call.arguments.0)
    expectCalledOnce(pipeline.server, with: request)
    call.resume(returning: Response(status: response.status + 1))

    #expect(try await sending.value == Response(status: 8))
  }

  @Test func concurrentCallsEachCallTheirOwnNext() async throws {
    middleware.intercept.answers { request, next in try await next.closure(request) }

    let statuses = try await withThrowingTaskGroup(of: (Int, Int).self) { group in
      for index in 0..<200 {
        group.addTask { [middleware] in
          let response = try await middleware.intercept(Request(path: "\(index)")) { _ in
            Response(status: index)
          }
          return (index, response.status)
        }
      }
      return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
    }

    #expect(statuses == Dictionary(uniqueKeysWithValues: (0..<200).map { ($0, $0) }))
    #expect(middleware.intercept.callCount == 200)
  }

  @Test func messagesPrintTheClosureAsAFunction() async throws {
    middleware.intercept.returns(Response(status: 200))
    _ = try await middleware.intercept(request) { _ in Response(status: 500) }

    let failures = MockKitFailure.capture { expectNotCalled(middleware.intercept) }

    #expect(
      failures.map(\.message) == [
        """
        intercept(_:next:) was called 1 time, but expected not to be called.
          Calls:
            #1 intercept(Request(path: "/orders"), next: (Function))
          Declared at: MockKitTests/ClosureArgumentTests.swift:29
        """
      ])
  }

  // MARK: After the call

  /// No value of the closure's type can be made up, so the failure is reported (the child
  /// process's issue reaches this test) and the process stops.
  ///
  /// One exit test, not observing the child's output: Swift Testing reads the child's
  /// streams with blocking reads on the concurrency pool that every other test shares.
  @Test func readingTheClosureAfterTheCallReportsItAndStops() async throws {
    let issues = try await testingIssues {
      await #expect(processExitsWith: .failure) {
        let middleware = MockMiddleware()
        middleware.intercept.returns(Response(status: 200))
        _ = try await middleware.intercept(Request(path: "/orders")) { _ in Response(status: 500) }
        _ = try await middleware.intercept.lastArguments?.1.closure(Request(path: "/late"))
      }
    }
    #expect(
      issues.map(\.message) == [
        """
        The closure next of intercept(_:next:) was read after its call returned, so there is no closure to hand out and the test cannot go on.
          A closure the mocked method does not keep (not @escaping) exists only while the call runs.
          To fix, read it while the call runs: in the stub's answer, or in the test before resuming a held call.
        """
      ])
  }

  /// The message of a closure the mock lent without naming its parameter; the process
  /// stop itself is pinned once, above.
  @Test func aClosureLentWithoutAParameterNameIsNamedByItsMethod() {
    let failure = MockFailure.closureArgumentEnded(parameter: nil, function: "forEach(_:)")

    #expect(
      failure.description == """
        A closure argument of forEach(_:) was read after its call returned, so there is no closure to hand out and the test cannot go on.
          A closure the mocked method does not keep (not @escaping) exists only while the call runs.
          To fix, read it while the call runs: in the stub's answer, or in the test before resuming a held call.
        """)
  }

  // MARK: Every kind of closure

  @Test func aSynchronousClosureIsCalledFromASynchronousAnswer() {
    let book = MockOrderBook()
    book.forEach.answers { body in
      body.closure(Order(id: "o-1", total: 42))
      body.closure(Order(id: "o-2", total: 7))
    }
    var seen: [String] = []

    book.forEach { seen.append($0.id) }

    #expect(seen == ["o-1", "o-2"])
  }

  @Test func aThrowingClosuresErrorLeavesThroughTheAnswer() throws {
    let book = MockOrderBook()
    book.transaction.answers { [order] body in try body.closure(order) + 1 }

    #expect(try book.transaction { $0.total } == 43)
    #expect(throws: RepositoryError.offline) {
      try book.transaction { _ in throw RepositoryError.offline }
    }
  }

  @Test func anAsyncClosureIsAwaitedByAnAsyncAnswer() async {
    let book = MockOrderBook()
    book.reduce.answers { [order] combine in
      let once = await combine.closure(0, order)
      return await combine.closure(once, order)
    }

    #expect(await book.reduce { sum, order in sum + order.total } == 84)
  }

  @Test func aTypedThrowsClosureIsLentAndItsErrorReachesTheCallerTyped() throws {
    let book = MockOrderBook()
    book.charge.answers { [order] pay in try pay.closure(order) }

    #expect(try book.charge { $0.total } == 42)
    let charged = Result { () throws(RepositoryError) -> Int in
      try book.charge { _ throws(RepositoryError) in throw .notFound }
    }
    #expect(charged == .failure(.notFound))
    expectCalled(book.charge, times: 2)
  }

  @Test func anAsyncTypedThrowsClosureIsLentAndItsErrorReachesTheCallerTyped() async {
    let book = MockOrderBook()
    book.settle.answers { [order] pay in try await pay.closure(order) + 1 }

    do throws(RepositoryError) {
      #expect(try await book.settle { $0.total } == 43)
      _ = try await book.settle { _ throws(RepositoryError) in throw .offline }
      Issue.record("settle(_:) returned, but its closure threw")
    } catch {
      #expect(error == .offline)
    }
    expectCalled(book.settle, times: 2)
  }

  @Test func anEscapingTypedThrowsClosureIsRecordedAndThrowsItsErrorWhenCalled() throws {
    let book = MockOrderBook()
    book.schedule(order) { order throws(RepositoryError) in
      if order.total > 40 { throw .offline }
    }

    let then = try #require(book.schedule.lastArguments?.1.value)
    #expect(throws: RepositoryError.offline) { try then(order) }
    expectCalledOnce(book.schedule, where: { $0.0 == order })
  }

  @Test func aGenericClosureIsCastToTheTypeTheCallerChose() throws {
    let database = MockOrderDatabase()
    database.read.answers { [order] block in
      let read = try #require(block.closure as? (Order) throws -> Int)
      return try read(order)
    }

    #expect(try database.read { $0.total } == 42)
  }

  // MARK: Escaping closures

  @Test func anAnswerCallsASendableCompletionHandler() async throws {
    let book = MockOrderBook()
    book.fetch.answers { [order] _, completion in completion(.success(order)) }

    let fetched = await withCheckedContinuation { continuation in
      book.fetch(id: "o-1") { continuation.resume(returning: $0) }
    }

    #expect(fetched == .success(order))
    expectCalledOnce(book.fetch, where: { $0.0 == "o-1" })
  }

  @Test func aCompletionHandlerCanBeCalledAfterTheCallReturned() async throws {
    let book = MockOrderBook()
    book.fetch(id: "o-1") { _ in }
    let received = Spy<Result<Order, RepositoryError>, Void>(name: "completion")
    book.fetch(id: "o-2") { received.call($0) }

    let completion = try #require(book.fetch.lastArguments?.1)
    completion(.failure(.offline))

    expectCalledOnce(received, with: .failure(.offline))
  }

  @Test func anAnswerCallsAHandlerThatIsNotSendable() {
    let book = MockOrderBook()
    book.observe.answers { [order] _, handler in handler.value(order) }
    var observed: [Order] = []

    book.observe(id: "o-1") { observed.append($0) }

    #expect(observed == [order])
  }
}
