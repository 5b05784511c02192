import ExampleServices
import Foundation
import MockKit
import Testing

/// The code of Docs/spies-and-stubs.md, compiled and run: each code block of the guide is
/// an excerpt of this file.
enum SpiesAndStubsGuide {
  /// A mock whose spy has no `name:`: messages name it after the method that calls it.
  final class UnnamedAnalyticsTracker: AnalyticsTracker {
    let track = Spy<AnalyticsEvent, Void>()

    func track(_ event: AnalyticsEvent) { track.call(event) }
  }

  /// A fake that is not a spy: it hands out scripted responses from a queue.
  struct ScriptedNetworkClient: NetworkClient {
    let responses: StubQueue<Data>

    func data(from url: URL) async throws -> Data { try responses.next() }
  }

  /// Told about a session, a reference type (an actor): the spy keeps the reference.
  protocol SessionObserver: Sendable {
    func sessionDidChange(_ session: SessionStore) async
  }

  final class MockSessionObserver: SessionObserver {
    let sessionDidChange = Spy<SessionStore, Void>()

    func sessionDidChange(_ session: SessionStore) async { await sessionDidChange.call(session) }
  }

  /// The same role, recording a snapshot of the session's token instead of the session.
  final class SnapshottingSessionObserver: SessionObserver {
    let sessionDidChange = Spy<AuthToken?, Void>()

    func sessionDidChange(_ session: SessionStore) async {
      await sessionDidChange.call(await session.token)
    }
  }
}

extension SpiesAndStubsGuide {
  /// Two overloads that Swift names alike, `record(_:)`: each spy's `name:` adds the types.
  protocol PaymentLedger: Sendable {
    func record(_ receipt: PaymentReceipt)
    func record(_ refundID: String)
  }

  final class MockPaymentLedger: PaymentLedger {
    let recordByReceipt = Spy<PaymentReceipt, Void>(name: "record(_: PaymentReceipt)")
    let recordByRefundID = Spy<String, Void>(name: "record(_: String)")

    func record(_ receipt: PaymentReceipt) { recordByReceipt.call(receipt) }
    func record(_ refundID: String) { recordByRefundID.call(refundID) }
  }
}

extension SpiesAndStubsGuide {
  /// A middleware whose `next`, a non-escaping closure, the mock lends its spy.
  final class MockRequestMiddleware: RequestMiddleware {
    let intercept = ThrowingSpy<
      (APIRequest, ClosureArgument<(APIRequest) async throws -> APIResponse>), APIResponse
    >()

    func intercept(_ request: APIRequest, next: (APIRequest) async throws -> APIResponse)
      async throws -> APIResponse
    {
      try await withoutActuallyEscaping(next) { next in
        try await ClosureArgument.during(next, parameter: "next") { next in
          try await intercept.call((request, next))
        }
      }
    }
  }

  final class MockAPITransport: APITransport {
    let send = ThrowingSpy<APIRequest, APIResponse>()

    func send(_ request: APIRequest) async throws -> APIResponse { try await send.call(request) }
  }

  /// A callback API, whose escaping completion handler the spy records as it is.
  final class MockReceiptFetching: ReceiptFetching {
    let fetch = Spy<(String, @Sendable (Result<PaymentReceipt, any Error>) -> Void), Void>()

    func fetch(
      id: String, completion: @escaping @Sendable (Result<PaymentReceipt, any Error>) -> Void
    ) {
      fetch.call((id, completion))
    }
  }
}

/// The closure arguments section: a middleware mock's answers call `next`.
@Suite struct SpiesAndStubsClosureGuideTests {
  let middleware = SpiesAndStubsGuide.MockRequestMiddleware()
  let transport = SpiesAndStubsGuide.MockAPITransport()
  let request = APIRequest(path: "/orders/o-1")
  var pipeline: RequestPipeline { RequestPipeline(middlewares: [middleware], transport: transport) }

  init() {
    transport.send.answers { APIResponse(status: 200, body: Data($0.path.utf8)) }
  }

  @Test func anAnswerChangesTheRequestBeforeNext() async throws {
    middleware.intercept.answers { request, next in
      var request = request
      request.headers["Authorization"] = "Bearer token-1"
      return try await next.closure(request)
    }

    #expect(try await pipeline.send(request).status == 200)
    expectCalledOnce(transport.send, where: { $0.headers["Authorization"] == "Bearer token-1" })
    expectCalledOnce(middleware.intercept, where: { $0.0 == request })
  }

  @Test func anAnswerFailsAfterNext() async throws {
    middleware.intercept.answers { request, next in
      _ = try await next.closure(request)
      throw URLError(.cannotDecodeContentData)
    }

    await #expect(throws: URLError(.cannotDecodeContentData)) { try await pipeline.send(request) }
    expectCalledOnce(transport.send, with: request)
  }

  @Test func returnsReplacesTheRestOfTheChain() async throws {
    middleware.intercept.returns(APIResponse(status: 304))

    #expect(try await pipeline.send(request) == APIResponse(status: 304))
    expectNotCalled(transport.send)
  }

  @Test func theTestCallsNextOfAHeldCall() async throws {
    let pipeline = pipeline
    let request = request
    middleware.intercept.holdsCalls()
    let sending = Task { try await pipeline.send(request) }
    let call = try #require(await middleware.intercept.nextHeldCall())
    let response = try await call.arguments.1.closure(call.arguments.0)
    call.resume(returning: APIResponse(status: response.status, body: Data("cached".utf8)))

    #expect(try await sending.value.body == Data("cached".utf8))
    expectCalledOnce(transport.send, with: request)
  }

  @Test func anAnswerCallsTheCompletionHandler() async throws {
    let receipts = SpiesAndStubsGuide.MockReceiptFetching()
    let receipt = PaymentReceipt(id: "r-1", amount: 42)
    receipts.fetch.answers { _, completion in completion(.success(receipt)) }

    #expect(try await ReceiptLoader(receipts: receipts).receipt(id: "r-1") == receipt)
  }
}

@Suite struct SpiesAndStubsGuideTests {
  let context = RequestContext(requestID: "req-1", logger: MockRequestLogger())

  @Test func recordsEveryCall() async throws {
    let inventory = MockInventoryService()
    inventory.reserve.returns(true)
    let payments = MockPaymentProcessor()
    payments.charge.returns(PaymentReceipt(id: "r-1", amount: 30))
    let orders = OrderService(inventory: inventory, payments: payments)

    _ = try await orders.place(
      Order(id: "o-1", sku: "book-1", quantity: 2, total: 30), context: context)
    _ = try await orders.place(
      Order(id: "o-2", sku: "pen-1", quantity: 1, total: 3), context: context)

    #expect(inventory.reserve.callCount == 2)
    #expect(inventory.reserve.arguments.map(\.0) == ["book-1", "pen-1"])
    #expect(inventory.reserve.lastArguments?.1 == 1)

    let firstReserve = try #require(inventory.reserve.calls.first)
    let firstCharge = try #require(payments.charge.calls.first)
    #expect(firstReserve.sequenceNumber < firstCharge.sequenceNumber)
  }

  @Test func anUnnamedSpyIsNamedAfterTheMethodThatCallsIt() {
    let analytics = SpiesAndStubsGuide.UnnamedAnalyticsTracker()
    #expect(analytics.track.callRecord.name.hasPrefix("Spy at "))

    analytics.track(AnalyticsEvent(name: "payment_started"))

    #expect(analytics.track.callRecord.name == "track(_:)")
  }

  @Test func overloadsThatSwiftNamesAlikeAreNamedWithTheirTypes() {
    let mock = SpiesAndStubsGuide.MockPaymentLedger()
    let ledger: any SpiesAndStubsGuide.PaymentLedger = mock

    ledger.record(PaymentReceipt(id: "r-1", amount: 42))
    ledger.record("rf-1")

    #expect(mock.recordByReceipt.callRecord.name == "record(_: PaymentReceipt)")
    #expect(mock.recordByRefundID.callRecord.name == "record(_: String)")
    #expect(mock.recordByRefundID.arguments == ["rf-1"])
  }

  @Test func returnsAnswersEveryCall() async throws {
    let client = MockNetworkClient()
    client.data.returns(try json(ada))
    let repository = UserRepository(baseURL: apiBaseURL, client: client)

    #expect(try await repository.user(id: "1") == ada)
    #expect(try await repository.user(id: "1") == ada)
  }

  @Test func answersComputesTheOutputFromTheArguments() async throws {
    let client = MockNetworkClient()
    client.data.answers { url in
      try json(User(id: url.lastPathComponent, name: "User", email: "user@example.com"))
    }
    let repository = UserRepository(baseURL: apiBaseURL, client: client)

    #expect(try await repository.user(id: "7").id == "7")
  }

  @Test func anAsyncAnswerCanAwait() async throws {
    let client = MockNetworkClient()
    client.data.returns(try json(ada))
    let repository = UserRepository(baseURL: apiBaseURL, client: client)

    let users = MockUserFetching()
    users.user.answers { id in try await repository.user(id: id) }

    #expect(try await users.user(id: "1") == ada)
    expectCalledOnce(users.user, with: "1")
    expectCalledOnce(client.data, with: repository.userURL(id: "1"))
  }

  @Test func enqueueAnswersTheNextCallsInOrder() async throws {
    let client = MockNetworkClient()
    client.data.enqueue(try json(ada), try json(grace))
    let repository = UserRepository(baseURL: apiBaseURL, client: client)

    #expect(try await repository.user(id: "1") == ada)
    #expect(try await repository.user(id: "2") == grace)
  }

  @Test func firstAttemptFailsTheRetrySucceeds() async throws {
    let client = MockNetworkClient()
    client.data.enqueue(throwing: URLError(.timedOut))
    client.data.enqueue(try json(ada))
    let repository = UserRepository(baseURL: apiBaseURL, client: client)

    await #expect(throws: URLError(.timedOut)) { try await repository.user(id: "1") }
    #expect(try await repository.user(id: "1") == ada)
  }

  @Test func whenAnswersTheseArgumentsOnly() async throws {
    let client = MockNetworkClient()
    let repository = UserRepository(baseURL: apiBaseURL, client: client)
    client.data.when(repository.userURL(id: "1")).returns(try json(ada))
    client.data.when(repository.userURL(id: "404")).throws(NetworkError.badStatus(404))

    #expect(try await repository.user(id: "1") == ada)
    await #expect(throws: NetworkError.badStatus(404)) { try await repository.user(id: "404") }
  }

  @Test func whenComparesTupleArgumentsElementByElement() async throws {
    let inventory = MockInventoryService()
    inventory.reserve.when(("book-1", 2)).returns(true)
    inventory.reserve.when(("book-1", 50)).returns(false)
    let payments = MockPaymentProcessor()
    payments.charge.when((Decimal(30), "EUR")).returns(PaymentReceipt(id: "r-1", amount: 30))
    payments.charge.when((Decimal(30), "USD")).throws(PaymentError.declined)

    #expect(try await inventory.reserve(sku: "book-1", quantity: 2))
    #expect(try await !inventory.reserve(sku: "book-1", quantity: 50))
    await #expect(throws: PaymentError.declined) {
      try await payments.charge(amount: 30, currency: "USD")
    }
  }

  @Test func whenTakesOneMatchPerArgument() async throws {
    let inventory = MockInventoryService()
    let payments = MockPaymentProcessor()
    payments.charge.returns(PaymentReceipt(id: "r-1", amount: 30))
    inventory.reserve.returns(true)

    payments.charge.when(.arguments(.any, .equal(to: "USD"))).throws(PaymentError.declined)
    inventory.reserve.when(.arguments(.equal(to: "book-1"), .matching { $0 > 10 })).returns(false)

    await #expect(throws: PaymentError.declined) {
      try await payments.charge(amount: 30, currency: "USD")
    }
    #expect(try await payments.charge(amount: 30, currency: "EUR").id == "r-1")
    #expect(try await !inventory.reserve(sku: "book-1", quantity: 50))
    #expect(try await inventory.reserve(sku: "book-1", quantity: 2))
  }

  @Test func whenMatchingTakesAPredicate() async throws {
    let client = MockNetworkClient()
    let repository = UserRepository(baseURL: apiBaseURL, client: client)
    client.data.when(matching: { $0.lastPathComponent == "users" }).returns(try json([ada, grace]))
    client.data.when(matching: { $0.path.contains("/users/") }).returns(try json(ada))

    #expect(try await repository.allUsers() == [ada, grace])
    #expect(try await repository.user(id: "1") == ada)
  }

  @Test func throwsFailsEveryCall() async throws {
    let payments = MockPaymentProcessor()
    payments.charge.throws(PaymentError.declined)
    let checkout = CheckoutService(payments: payments)

    await #expect(throws: PaymentError.declined) {
      try await checkout.pay(orderID: "o-1", amount: 42)
    }
  }

  @Test func resolutionOrder() async throws {
    let inventory = MockInventoryService()
    inventory.reserve.returns(true)  // 3. the default
    inventory.reserve.enqueue(false)  // 2. the one-shot queue
    inventory.reserve.when(matching: { $0.0 == "rare-1" }).returns(false)  // 1. older
    inventory.reserve.when(("rare-1", 1)).returns(true)  // 1. newer: tried first

    #expect(try await inventory.reserve(sku: "rare-1", quantity: 1) == true)
    #expect(try await inventory.reserve(sku: "rare-1", quantity: 5) == false)
    #expect(try await inventory.reserve(sku: "book-1", quantity: 1) == false)  // the queue
    #expect(try await inventory.reserve(sku: "book-1", quantity: 1) == true)  // the default
  }

  @Test func anUnstubbedVoidMethodReturns() async {
    let inventory = MockInventoryService()

    await inventory.release(sku: "book-1", quantity: 2)

    expectCalledOnce(inventory.release, with: ("book-1", 2))
  }

  @Test func anUnstubbedNonThrowingSpyFailsAndReturnsTheDefaultValue() {
    let storage = MockDataStorage()

    let failures = MockKitFailure.capture {
      #expect(storage.exists(forKey: "preferences") == false)  // Bool.mockDefaultValue
    }
    #expect(failures.count == 1)
  }

  @Test func anUnstubbedThrowingSpyFailsAndThrows() async {
    let payments = MockPaymentProcessor()
    let checkout = CheckoutService(payments: payments)

    let failures = await MockKitFailure.capture {
      await #expect(
        throws: MockKitError.unstubbed(
          spy: "charge(amount:currency:)", call: #"charge(amount: 42, currency: "EUR")"#)
      ) {
        try await checkout.pay(orderID: "o-1", amount: 42)
      }
    }
    #expect(failures.count == 1)  // captured, so this test passes
  }

  @Test func aStubQueueScriptsAFake() async throws {
    let responses = StubQueue<Data>(whenExhausted: .repeatLast)
    responses.enqueue(throwing: URLError(.timedOut))
    responses.enqueue(try json(ada))
    let client = SpiesAndStubsGuide.ScriptedNetworkClient(responses: responses)
    let repository = UserRepository(baseURL: apiBaseURL, client: client)

    await #expect(throws: URLError(.timedOut)) { try await repository.user(id: "1") }
    #expect(try await repository.user(id: "1") == ada)
    #expect(try await repository.user(id: "1") == ada)  // .repeatLast
    #expect(responses.remainingCount == 0)
  }

  @Test func exhaustionPolicies() throws {
    let failing = StubQueue<Data>()  // .fail, the default
    let offline = StubQueue<Data>(
      whenExhausted: .fallback(throwing: URLError(.notConnectedToInternet)))
    let empty = StubQueue<Data>(whenExhausted: .fallback(Data()))

    let failures = MockKitFailure.capture {
      #expect(throws: MockKitError.queueExhausted(queue: "StubQueue<Data>")) {
        try failing.next()
      }
    }
    #expect(failures.count == 1)
    #expect(throws: URLError(.notConnectedToInternet)) { try offline.next() }
    #expect(try empty.next() == Data())
  }

  @Test func aReferenceArgumentShowsItsLaterState() async throws {
    let token = AuthToken(accessToken: "access-1", refreshToken: "refresh-1")
    let session = SessionStore(token: token)
    let observer = SpiesAndStubsGuide.MockSessionObserver()
    let snapshots = SpiesAndStubsGuide.SnapshottingSessionObserver()

    await observer.sessionDidChange(session)
    await snapshots.sessionDidChange(session)
    await session.clear()

    let recorded = try #require(observer.sessionDidChange.lastArguments)
    #expect(await recorded.token == nil)  // the session as it is now
    #expect(snapshots.sessionDidChange.lastArguments == token)  // as it was when passed
  }
}

extension SpiesAndStubsGuide {
  /// The guide's mock of a generic method: the built-in `call(_:returning:)`, as
  /// `mockkit generate` writes it. (Support/Mocks.swift's mock decodes JSON instead.)
  final class MockNetworkManager: NetworkManager {
    let request = ThrowingSpy<Endpoint, (any Sendable)?>()

    func request<T: Decodable & Sendable>(_ endpoint: Endpoint) async throws -> T {
      try await request.call(endpoint, returning: T.self)
    }
  }
}

extension SpiesAndStubsGuideTests {
  /// In these tests, `MockNetworkManager` is the guide's own.
  private typealias MockNetworkManager = SpiesAndStubsGuide.MockNetworkManager

  @Test func aGenericMethodAnswersTheTypeTheCallerAsksFor() async throws {
    let network = MockNetworkManager()
    let token = AuthToken(accessToken: "access-1", refreshToken: "refresh-1")
    network.request.when(.login(username: "ada", password: "secret")).returns(token)
    let auth = AuthenticationService(network: network, session: SessionStore())

    #expect(try await auth.login(username: "ada", password: "secret") == token)
    expectCalledOnce(network.request, with: .login(username: "ada", password: "secret"))
  }

  @Test func aStubOfAnotherTypeFailsAndThrows() async throws {
    let network = MockNetworkManager()
    network.request.returns(ada)  // a User, where the service asks for an AuthToken
    let auth = AuthenticationService(network: network, session: SessionStore())

    let failures = await MockKitFailure.capture {
      await #expect(throws: MockKitError.self) {
        try await auth.login(username: "ada", password: "secret")
      }
    }
    #expect(failures.count == 1)
    #expect(failures.first?.message.contains("AuthToken") == true)
  }
}

/// A charge as a payment provider's API takes it.
struct ChargeRequest: Equatable, Sendable {
  var orderID: String
  var amount: Decimal
  var currency: String
}

extension ChargeRequest: CustomMockStringConvertible {
  var mockDescription: String { "\(amount) \(currency) for \(orderID)" }
}

extension SpiesAndStubsGuide {
  /// Submits charges to the provider.
  protocol ChargeSubmitting: Sendable {
    func submit(_ request: ChargeRequest) async throws -> PaymentReceipt
  }

  final class MockChargeSubmitting: ChargeSubmitting {
    let submit = ThrowingSpy<ChargeRequest, PaymentReceipt>()

    func submit(_ request: ChargeRequest) async throws -> PaymentReceipt {
      try await submit.call(request)
    }
  }

  /// A mock of the network manager whose spy prints an `Endpoint` as a request line with
  /// its JSON body: the endpoint's own description shows the body as `Optional(38 bytes)`.
  final class ReadableNetworkManager: NetworkManager {
    let request = ThrowingSpy<Endpoint, Data>(describingArguments: { endpoint in
      let body = endpoint.body.map { " " + String(decoding: $0, as: UTF8.self) } ?? ""
      return "\(endpoint.method.rawValue) \(endpoint.path)\(body)"
    })

    func request<T: Decodable & Sendable>(_ endpoint: Endpoint) async throws -> T {
      try JSONDecoder().decode(T.self, from: try await request.call(endpoint))
    }
  }
}

/// The guide's "Readable arguments".
extension SpiesAndStubsGuideTests {
  @Test func aTypeChoosesHowItReadsInMessages() async {
    let charges = SpiesAndStubsGuide.MockChargeSubmitting()

    let failures = await MockKitFailure.capture {
      await #expect(
        throws: MockKitError.unstubbed(spy: "submit(_:)", call: "submit(42 EUR for o-1)")
      ) {
        try await charges.submit(ChargeRequest(orderID: "o-1", amount: 42, currency: "EUR"))
      }
    }
    #expect(failures.count == 1)
  }

  @Test func aSpyPrintsItsArgumentsAsItsDeclarationSays() async {
    let login = Endpoint.login(username: "ada", password: "secret")
    #expect(String(describing: login).hasSuffix("body: Optional(38 bytes))"))

    let network = SpiesAndStubsGuide.ReadableNetworkManager()
    let auth = AuthenticationService(network: network, session: SessionStore())

    let failures = await MockKitFailure.capture {
      await #expect(
        throws: MockKitError.unstubbed(
          spy: "request(_:)",
          call: #"request(POST /auth/login {"password":"secret","username":"ada"})"#)
      ) {
        try await auth.login(username: "ada", password: "secret")
      }
    }
    #expect(failures.count == 1)
  }
}

/// The defaults section: a hand-written mock that carries its spy's answer.
final class MockInventory: InventoryService {
  let reserve = ThrowingSpy<(String, Int), Bool>(returning: true)  // in stock
  let release = Spy<(String, Int), Void>()

  func reserve(sku: String, quantity: Int) async throws -> Bool {
    try await reserve.call((sku, quantity))
  }
  func release(sku: String, quantity: Int) async { await release.call((sku, quantity)) }
}

extension SpiesAndStubsGuideTests {
  @Test func aMockCarriesItsDefault() async throws {
    let inventory = MockInventory()
    var reserved = false
    let failures = try await MockKitFailure.capture {
      reserved = try await inventory.reserve(sku: "book-1", quantity: 2)
    }
    #expect(reserved)
    #expect(failures.isEmpty)
  }
}
