import ExampleServices
import Foundation
import MockKit
import Testing

/// The examples' `print`: each test checks what its example printed (`PrintedLines`).
private func print(_ items: Any...) { PrintedLines.record(items) }

// The doc-comment examples of Sources/MockKit's Engine, Reporting and Spies folders,
// compiled and run: each code block of those doc comments is an excerpt of this file
// (DocumentationSnippetsTests checks it).

/// A user directory an `async` answer reads from.
actor UserDirectory {
  func user(id: String) -> User { User(id: id, name: "Ada", email: "ada@example.com") }
}

/// Users a throwing answer reads from.
struct UserFixtures {
  func user(id: String) throws -> User {
    guard id == "1" else { throw NetworkError.badStatus(404) }
    return User(id: id, name: "Ada", email: "ada@example.com")
  }
}

/// The orders of a user, with an empty value for unstubbed calls.
struct OrderSummary: Equatable {
  var orders: [Order]
}

extension OrderSummary: MockDefaultValue {
  static var mockDefaultValue: OrderSummary { OrderSummary(orders: []) }
}

/// A session with a method without parameters, whose spy needs another name.
protocol UserSession: Sendable {
  func user(id: String) async throws -> User
  func logout()
}

final class MockUserSession: UserSession {
  let user = ThrowingSpy<String, User>()
  let logoutSpy = Spy<Void, Void>()  // `let logout` beside `func logout()` cannot compile

  func user(id: String) async throws -> User { try await user.call(id) }
  func logout() { logoutSpy.call() }
}

/// A method without parameters that returns a value.
final class MockTokenSession: Sendable {
  let currentTokenSpy = ThrowingSpy<Void, AuthToken>()

  func currentToken() async throws -> AuthToken { try await currentTokenSpy.call() }
}

/// Generic methods, answered with `call(_:returning:)`.
final class MockPreferencesStore: @unchecked Sendable {
  // func load<Value: Decodable>(_ type: Value.Type, forKey key: String) throws -> Value?
  let load = ThrowingSpy<(Any.Type, String), (any Sendable)?>()
  func load<Value: Decodable>(_ type: Value.Type, forKey key: String) throws -> Value? {
    try load.call((type, key), returning: Value?.self)
  }

  let cached = Spy<(Any.Type, String), (any Sendable)?>()
  // func cached<Value>(_ type: Value.Type, forKey key: String) async -> Value?
  func cached<Value>(_ type: Value.Type, forKey key: String) async -> Value? {
    await cached.call((type, key), returning: Value?.self)
  }
}

protocol TokenProvider {
  func currentToken() throws -> String
}

/// An event type a generic `track` receives.
struct OrderPlaced: Sendable {
  let orderID: String
}

final class MockGenericAnalytics {
  let track = Spy<UncheckedArgument<Any>, Void>()

  // func track<Event>(_ event: Event) { track.call(UncheckedArgument(event)) }
  func track<Event>(_ event: Event) { track.call(UncheckedArgument(event)) }
}

extension DocCommentExamples {
  @Test func callRecords() async throws {
    users.user.returns(ada)
    _ = try await users.user(id: "1")
    _ = try await users.user(id: "2")

    let record = users.user.callRecord
    print(record.name)  // "user(id:)"
    print(record.calls.map(\.arguments))  // ["1", "2"]

    #expect(users.user.callRecord.name == "user(id:)")

    print(users.user.callRecord.declaredAt)  // "AppTests/Mocks.swift:12"

    #expect(users.user.callRecord.calls.map(\.arguments) == ["1", "2"])
    #expect(
      PrintedLines.take() == [
        "user(id:)", #"["1", "2"]"#, "ExampleServicesTests/Mocks.swift:16",
      ])

    let first = try #require(users.user.calls.first)
    #expect(first.arguments == "1")

    #expect(users.user.callCount == 2)

    #expect(!payments.charge.wasCalled)

    #expect(users.user.arguments == ["1", "2"])

    #expect(users.user.lastArguments == "2")

    #expect(users.user.calls.first?.arguments == "1")

    do {
      let record = users.user.callRecord
      #expect(record.name == "user(id:)" && record.calls.map(\.arguments) == ["1", "2"])
    }
  }

  @Test func callRecording() {
    let logout = Spy<Void, Void>(name: "logout()")
    logout.call()
    #expect(logout.wasCalled(times: 1))

    let charge = ThrowingSpy<(Decimal, String), PaymentReceipt>()
    // charge's Input is (Decimal, String): an unlabeled tuple, which the `with:`
    // assertions and `when(_:)` compare element by element.
    charge.when((42, "EUR")).returns(PaymentReceipt(id: "r-1", amount: 42))
  }

  @Test func defaultValues() {
    let failures = MockKitFailure.capture {
      let total = Spy<[Order], Int>()
      let value = total.call([])  // reports a failure, returns Int.mockDefaultValue
      #expect(value == 0)
    }
    #expect(failures.count == 1)

    #expect(Int.mockDefaultValue == 0)
    #expect(Double.mockDefaultValue == 0)
    #expect(String.mockDefaultValue == "")
    #expect(Set<String>.mockDefaultValue.isEmpty)
    #expect(Optional<User>.mockDefaultValue == nil)
    #expect(Bool.mockDefaultValue == false)
    #expect([String: Int].mockDefaultValue.isEmpty)
    #expect(Date.mockDefaultValue == Date(timeIntervalSince1970: 0))
    #expect(UUID.mockDefaultValue.uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(OrderSummary.mockDefaultValue == OrderSummary(orders: []))
  }

  @Test func errors() async throws {
    let failures = try await MockKitFailure.capture {
      do {
        _ = try await users.user(id: "1")
      } catch MockKitError.unstubbed(let spy, _) {
        print("forgot to stub \(spy)")
      }

      await #expect(throws: MockKitError.unstubbed(spy: "user(id:)", call: #"user(id: "1")"#)) {
        try await users.user(id: "1")
      }
    }
    #expect(failures.count == 2)

    let awaitFailures = MockKitFailure.capture {
      #expect(throws: MockKitError.self) {
        users.user.answers { id in await directory.user(id: id) }
        _ = try users.user.call("1")  // throws requiresAwait
      }
    }
    #expect(awaitFailures.count == 1)

    let queueFailures = MockKitFailure.capture {
      #expect(throws: MockKitError.self) {
        let tokens = StubQueue<String>()
        _ = try tokens.next()  // throws queueExhausted(queue: "StubQueue<String>")
      }
    }
    #expect(queueFailures.count == 1)

    let container = TestContainer {
      Provide.unimplemented(AnalyticsTracker.self, MockAnalyticsTracker())
    }
    _ = try await container.resolve(AnalyticsTracker.self)

    let preferences = MockPreferencesStore()
    let mismatchFailures = MockKitFailure.capture {
      #expect(throws: MockKitError.self) {
        // func load<Value: Decodable>(_ type: Value.Type, forKey key: String) throws -> Value?
        preferences.load.returns("dark")
        _ = try preferences.load(UserPreferences.self, forKey: "prefs")  // throws stubTypeMismatch
      }
    }
    #expect(mismatchFailures.count == 1)

    print(MockKitError.queueExhausted(queue: "tokens"))  // "tokens is exhausted"
    #expect(MockKitError.queueExhausted(queue: "tokens").description == "tokens is exhausted")
    #expect(PrintedLines.take() == ["forgot to stub user(id:)", "tokens is exhausted"])
  }

  @Test func sequenceNumbers() async throws {
    inventory.reserve.returns(true)
    payments.charge.returns(PaymentReceipt(id: "r-1", amount: 30))
    let context = RequestContext(requestID: "req-1", logger: MockRequestLogger())
    _ = try await OrderService(inventory: inventory, payments: payments)
      .place(Order(id: "o-1", sku: "book-1", quantity: 2, total: 30), context: context)

    let reserve = try #require(inventory.reserve.calls.first)
    let charge = try #require(payments.charge.calls.first)
    #expect(reserve.sequenceNumber < charge.sequenceNumber)

    let (first, second) = (inventory.reserve.calls[0], payments.charge.calls[0])
    #expect(first.sequenceNumber < second.sequenceNumber)
  }
}

extension DocCommentExamples {
  @Test func aChargeFailsTheNoChargeAssertion() async throws {
    let payments = MockPaymentProcessor()
    payments.charge.returns(PaymentReceipt(id: "r-1", amount: 42))
    _ = try await CheckoutService(payments: payments).pay(orderID: "o-1", amount: 42)

    let failures = MockKitFailure.capture {
      expectNotCalled(payments.charge)
    }

    #expect(failures.count == 1)
    #expect(failures.first?.message.hasPrefix("charge(amount:currency:)") == true)
  }

  @Test func aFailureKnowsItsFile() {
    let payments = MockPaymentProcessor()
    let failures = MockKitFailure.capture { expectCalled(payments.charge) }; let line = #line

    #expect(failures.first?.fileID == #fileID)
    #expect(failures.first?.filePath == #filePath)
    print(failures.map(\.description).joined(separator: "\n"))
    #expect(
      PrintedLines.take() == [
        "\(#fileID):\(line):57: ThrowingSpy at ExampleServicesTests/Mocks.swift:22 was never called, "
          + "but expected to be called."
      ])
  }

  @Test func captureReturnsNothingWhenNothingFails() {
    let payments = MockPaymentProcessor()
    #expect(MockKitFailure.capture { expectNotCalled(payments.charge) } == [])

    let failures = MockKitFailure.capture {
      expectCalledOnce(payments.charge, with: (42, "EUR"))
    }
    #expect(failures.count == 1)
  }

  @Test func captureAsync() async {
    let failures = await MockKitFailure.capture {
      await users.user.waitForCalls(1, timeout: .milliseconds(10))
    }
    #expect(failures.count == 1)
  }
}

/// At the top level, so that the assertion in the capture starts at column 5.
@Test func aFailurePointsAtTheAssertion() {
  let payments = MockPaymentProcessor()
  payments.charge.returns(PaymentReceipt(id: "r-1", amount: 42))
  _ = try? payments.charge.call((42, "EUR"))
  let failures = MockKitFailure.capture {
    expectNotCalled(payments.charge)
  }
  let assertionLine = #line - 2
  #expect(failures.first?.line == assertionLine)
  #expect(failures.first?.column == 20)  // `    expectNotCalled(`: the call's "("
}

/// The one suite of the doc-comment examples (this file's, AssertionExamples.swift's and
/// ContainerExamples.swift's): its properties are the mocks and fixtures they share.
@Suite struct DocCommentExamples {
  let users = MockUserFetching()
  let payments = MockPaymentProcessor()
  let analytics = MockAnalyticsTracker()
  let inventory = MockInventoryService()
  let storage = MockDataStorage()
  let shipping = MockShippingService()
  let cards = MockCardAuthorizer()
  let directory = UserDirectory()
  let fixtures = UserFixtures()
  let guest = User(id: "guest-1", name: "Guest", email: "guest@example.com")

  @MainActor @Test func showsProgressWhileLoading() async throws {
    let users = MockUserFetching()
    users.user.holdsCalls()
    let model = UserProfileViewModel(users: users)

    let loading = Task { await model.load(userID: "1") }
    let call = try #require(await users.user.nextHeldCall())
    #expect(model.isLoading)

    call.resume(returning: User(id: "1", name: "Ada", email: "ada@example.com"))
    await loading.value
    #expect(!model.isLoading)
  }

  @MainActor @Test func heldCalls() async throws {
    let model = UserProfileViewModel(users: users)
    users.user.holdsCalls(timeout: .defaultHold)

    users.user.holdsCalls()
    let loading = Task { await model.load(userID: "1") }
    let call = try #require(await users.user.nextHeldCall())
    #expect(model.isLoading)
    call.resume(returning: User(id: "1", name: "Ada", email: "ada@example.com"))
    await loading.value
  }

  @MainActor @Test func heldCallProperties() async throws {
    let user = User(id: "1", name: "Ada", email: "ada@example.com")
    users.user.holdsCalls()
    let model = UserProfileViewModel(users: users)
    let loading = Task { await model.load(userID: "1") }

    let call = try #require(await users.user.nextHeldCall())
    #expect(call.arguments == "1")

    #expect(call.sequenceNumber == users.user.calls.last?.sequenceNumber)

    #expect(call.isPending)
    call.resume(returning: user)
    #expect(!call.isPending)
    await loading.value
  }

  @MainActor @Test func cancellingAHeldCall() async throws {
    users.user.holdsCalls()
    let model = UserProfileViewModel(users: users)
    let loading = Task { await model.load(userID: "1") }
    let call = try #require(await users.user.nextHeldCall())

    loading.cancel()
    await loading.value
    #expect(call.isCancelled)
  }

  @Test func resumingAHeldCall() async throws {
    users.user.holdsCalls()
    let first = Task { try await users.user(id: "1") }
    do {
      let call = try #require(await users.user.nextHeldCall())
      call.resume(returning: User(id: "1", name: "Ada", email: "ada@example.com"))
    }
    #expect(try await first.value.name == "Ada")

    let second = Task { try await users.user(id: "1") }
    do {
      let call = try #require(await users.user.nextHeldCall())
      call.resume(throwing: URLError(.timedOut))
    }
    await #expect(throws: URLError(.timedOut)) { try await second.value }

    inventory.release.holdsCalls()
    let releasing = Task { await inventory.release(sku: "book-1", quantity: 2) }
    let release = try #require(await inventory.release.nextHeldCall())
    release.resume()
    await releasing.value
  }

  @Test func holdingStubs() async throws {
    users.user.holdsCalls()
    inventory.release.holdsCalls()
    storage.exists.holdsCalls()
    users.user.when("slow").holdsCalls()
    inventory.release.when(matching: { $0.1 > 10 }).holdsCalls()
    storage.exists.when("prefs").holdsCalls()
    #expect(!users.user.wasCalled)
  }

  @Test func tupleStubs() {
    let discount = Spy<(String, Int), Int>()
    discount.when(("SPRING", 2)).returns(10)
    #expect(discount.call(("SPRING", 2)) == 10)

    let discount3 = {
      let discount = Spy<(String, Int, Bool), Int>()
      discount.when(("SPRING", 2, true)).returns(10)
      return discount
    }()
    #expect(discount3.call(("SPRING", 2, true)) == 10)

    let discount4 = {
      let discount = Spy<(String, Int, Bool, Double), Int>()
      discount.when(("SPRING", 2, true, 0.5)).returns(10)
      return discount
    }()
    #expect(discount4.call(("SPRING", 2, true, 0.5)) == 10)
  }

  @MainActor @Test func waiting() async throws {
    users.user.returns(ada)
    let model = UserProfileViewModel(users: users)
    let loading = Task { await model.load(userID: "1") }
    await users.user.waitForCalls(1)
    await loading.value

    _ = try await users.user(id: "1")
    await users.user.waitForCalls(2, timeout: .defaultWait)

    inventory.reserve.returns(true)
    _ = try await inventory.reserve(sku: "book-1", quantity: 2)
    await users.user.waitForCall(with: "1")
    await inventory.reserve.waitForCall(with: ("book-1", 2))

    payments.charge.returns(PaymentReceipt(id: "r-1", amount: 42))
    _ = try await CheckoutService(payments: payments, analytics: analytics)
      .pay(orderID: "o-1", amount: 42)
    await analytics.track.waitForCall(where: { $0.name == "payment_completed" })
    await analytics.track.waitForCalls(2, timeout: .seconds(2))

    shipping.quote.returns(5)
    _ = shipping.quote(sku: "book-1", quantity: 2, country: "FR")
    await shipping.quote.waitForCall(with: ("book-1", 2, "FR"))

    cards.authorize.returns(true)
    _ = try await cards.authorize(orderID: "o-1", amount: 42, currency: "EUR", saveCard: true)
    await cards.authorize.waitForCall(with: ("o-1", Decimal(42), "EUR", true))
  }

  @Test func callStream() async throws {
    payments.charge.returns(PaymentReceipt(id: "r-1", amount: 42))
    let checkout = CheckoutService(payments: payments, analytics: analytics)

    let calls = analytics.track.callStream()  // sees every call from now on
    Task { _ = try await checkout.pay(orderID: "o-1", amount: 42) }

    var events: [String] = []
    for await call in calls {
      events.append(call.arguments.name)
      if events.count == 2 { break }
    }
    #expect(events == ["payment_started", "payment_completed"])
  }

  @Test func stubbing() async throws {
    payments.charge.returns(PaymentReceipt(id: "r-1", amount: 42))

    users.user.answers { id in
      guard id == "1" else { throw NetworkError.badStatus(404) }
      return User(id: id, name: "Ada", email: "ada@example.com")
    }
    #expect(try await users.user(id: "1").name == "Ada")

    users.user.answers { id in await directory.user(id: id) }
    #expect(try await users.user(id: "2").id == "2")

    inventory.reserve.enqueue(true, false)

    let discount = Spy<(String, Int), Int>()
    users.user.when("1").returns(User(id: "1", name: "Ada", email: "ada@example.com"))
    discount.when(("SPRING", 2)).returns(10)
    #expect(await discount.call(("SPRING", 2)) == 10)

    users.user.when(matching: { $0.hasPrefix("guest-") }).returns(guest)  // any input type

    storage.load.when(matching: { $0.hasPrefix("draft-") }).returns(nil)

    users.user.when("1").returns(User(id: "1", name: "Ada", email: "ada@example.com"))
    users.user.when("missing").throws(NetworkError.badStatus(404))

    inventory.reserve.when(matching: { $0.1 == 0 }).answers { _ in false }

    users.user.when("1").answers { id in await directory.user(id: id) }

    #expect(try await users.user(id: "guest-1") == guest)
    await #expect(throws: NetworkError.badStatus(404)) { try await users.user(id: "missing") }
    #expect(try await inventory.reserve(sku: "book-1", quantity: 0) == false)
    #expect(try await inventory.reserve(sku: "book-1", quantity: 2))

    let record = users.user.callRecord
    print(record.name, record.calls.count)
    #expect(PrintedLines.take() == ["user(id:) 4"])

    users.user.resetCalls()
    #expect(users.user.callCount == 0)

    users.user.reset()

    users.user.throws(URLError(.notConnectedToInternet))

    // The first attempt fails, the retry succeeds.
    users.user.enqueue(throwing: URLError(.timedOut))
    users.user.enqueue(User(id: "1", name: "Ada", email: "ada@example.com"))

    users.user.when("missing").throws(NetworkError.badStatus(404))
    await #expect(throws: URLError(.timedOut)) { try await users.user(id: "1") }
  }

  @Test func throwingStubs() async throws {
    do {
      let user = ThrowingSpy<String, User>()  // for a throwing method
      user.throws(NetworkError.badStatus(404))
      #expect(throws: NetworkError.badStatus(404)) { try user.call("1") }
    }
    do {
      let user = ThrowingSpy<String, User>()  // for a throwing method
      user.enqueue(throwing: NetworkError.badStatus(404))
      #expect(throws: NetworkError.badStatus(404)) { try user.call("1") }
    }
    do {
      let user = ThrowingSpy<String, User>()  // for a throwing method
      user.answers { id in try fixtures.user(id: id) }
      #expect(throws: NetworkError.badStatus(404)) { try user.call("2") }
    }
    do {
      let user = ThrowingSpy<String, User>()  // for a throwing method
      user.when("missing").throws(NetworkError.badStatus(404))
      #expect(throws: NetworkError.badStatus(404)) { try user.call("missing") }
    }
  }

  @Test func spyInitializers() {
    let track = Spy<AnalyticsEvent, Void>()  // in a mock: named after its method
    let onUserLoaded = Spy<User?, Void>(name: "onUserLoaded")  // a callback a test calls
    #expect(!track.wasCalled && onUserLoaded.callRecord.name == "onUserLoaded")

    let user = ThrowingSpy<String, User>()  // in a mock: named after its method
    let onTokenRefresh = ThrowingSpy<AuthToken, Void>(name: "onTokenRefresh")  // a callback
    #expect(!user.wasCalled && onTokenRefresh.callRecord.name == "onTokenRefresh")
  }

  @Test func aPaymentIsTrackedBeforeAndAfterTheCharge() async throws {
    let payments = MockPaymentProcessor()
    payments.charge.returns(PaymentReceipt(id: "r-1", amount: 42))
    let analytics = MockAnalyticsTracker()

    _ = try await CheckoutService(payments: payments, analytics: analytics)
      .pay(orderID: "o-1", amount: 42)

    expectCalled(analytics.track, times: 2)
  }

  @MainActor @Test func showsTheUsersName() async throws {
    let users = MockUserFetching()
    users.user.returns(User(id: "1", name: "Ada", email: "ada@example.com"))
    let model = UserProfileViewModel(users: users)

    await model.load(userID: "1")

    #expect(model.user?.name == "Ada")
    expectCalledOnce(users.user, with: "1")
  }

  @Test func aSessionMock() async throws {
    let session = MockUserSession()
    session.logout()
    expectCalled(session.logoutSpy, times: 1)

    let tokens = MockTokenSession()
    tokens.currentTokenSpy.returns(AuthToken(accessToken: "a", refreshToken: "r"))
    _ = try await tokens.currentToken()
  }

  @Test func genericMethods() async throws {
    let preferences = MockPreferencesStore()
    preferences.cached.returns("dark")
    #expect(await preferences.cached(String.self, forKey: "theme") == "dark")
  }

  @Test func stubQueues() throws {
    let prices = StubQueue<Decimal>(whenExhausted: .fallback(0))
    #expect(try prices.next() == 0)
    do {
      let tokens = StubQueue<String>(whenExhausted: .fail)
      #expect(tokens.remainingCount == 0)
    }
    do {
      let tokens = StubQueue<String>(whenExhausted: .repeatLast)
      tokens.enqueue("first", "second")
      #expect(try tokens.next() == "first")
    }
    do {
      let tokens = StubQueue<String>(
        whenExhausted: .fallback(throwing: NetworkError.badStatus(401)))
      tokens.enqueue(throwing: NetworkError.badStatus(401))
      #expect(throws: NetworkError.badStatus(401)) { try tokens.next() }
    }
    do {
      let tokens = StubQueue<String>([.success("first"), .failure(NetworkError.badStatus(401))])
      #expect(try tokens.next() == "first")
    }
  }

  @Test func uncheckedArguments() {
    let events = MockOrderEvents()
    events.onOrderPlaced { _ in }
    let handler = events.onOrderPlaced.lastArguments?.value
    #expect(handler != nil)

    let analytics = MockGenericAnalytics()
    analytics.track(OrderPlaced(orderID: "o-1"))
    // func track<Event>(_ event: Event) { track.call(UncheckedArgument(event)) }
    let event = analytics.track.lastArguments?.value(as: OrderPlaced.self)
    #expect(event?.orderID == "o-1")

    #expect(UncheckedArgument(42).description == "42")

    #expect(UncheckedArgument<[String]>.mockDefaultValue.value == [])
  }
}

struct FakeTokenProvider: TokenProvider {
  let tokens = StubQueue<String>(whenExhausted: .repeatLast)

  func currentToken() throws -> String { try tokens.next() }
}

@Test func retriesWithAFreshToken() async throws {
  let provider = FakeTokenProvider()
  provider.tokens.enqueue(throwing: NetworkError.badStatus(401))
  provider.tokens.enqueue("fresh-token")

  #expect(throws: NetworkError.badStatus(401)) { try provider.currentToken() }
  #expect(try provider.currentToken() == "fresh-token")
}

protocol OrderCache {
  func cached<Value>(_ type: Value.Type, forKey key: String) -> Value?
}

final class MockOrderCache: OrderCache {
  let cached = Spy<(Any.Type, String), (any Sendable)?>()

  func cached<Value>(_ type: Value.Type, forKey key: String) -> Value? {
    cached.call((type, key), returning: Value?.self)
  }
}

@Test func readsTheLastOrderFromTheCache() {
  let cache = MockOrderCache()
  let order = Order(id: "o-1", sku: "book-1", quantity: 2, total: 42)
  cache.cached.returns(order)

  #expect(cache.cached(Order.self, forKey: "last-order") == order)
}

protocol PaymentGateway {
  func charge(_ order: Order) throws(PaymentError) -> PaymentReceipt
}

final class MockPaymentGateway: PaymentGateway {
  let charge = ThrowingSpy<Order, PaymentReceipt>()

  func charge(_ order: Order) throws(PaymentError) -> PaymentReceipt {
    try charge.call(order, throwing: PaymentError.self)
  }
}

@Test func aDeclinedCardFailsTheCheckout() {
  let gateway = MockPaymentGateway()
  gateway.charge.throws(PaymentError.declined)

  #expect(throws: PaymentError.declined) {
    try gateway.charge(Order(id: "o-1", sku: "book-1", quantity: 2, total: 42))
  }
}

final class MockAsyncPaymentGateway {
  let charge = ThrowingSpy<Order, PaymentReceipt>()
  let record = ThrowingSpy<(Any.Type, String), (any Sendable)?>()

  // func charge(_ order: Order) async throws(PaymentError) -> PaymentReceipt
  func charge(_ order: Order) async throws(PaymentError) -> PaymentReceipt {
    try await charge.call(order, throwing: PaymentError.self)
  }

  // func record<Value>(_ type: Value.Type, id: String) async throws(PaymentError) -> Value
  func record<Value>(_ type: Value.Type, id: String) async throws(PaymentError) -> Value {
    try await record.call((type, id), returning: Value.self, throwing: PaymentError.self)
  }
}

@Test func aCancelledChargeThrowsTheGatewaysOwnError() async throws {
  let gateway = MockAsyncPaymentGateway()
  gateway.charge.holdsCalls(endingWith: PaymentError.declined)
  let paying = Task { () async throws(PaymentError) -> PaymentReceipt in
    try await gateway.charge(Order(id: "o-1", sku: "book-1", quantity: 2, total: 42))
  }
  _ = try #require(await gateway.charge.nextHeldCall())

  paying.cancel()

  let result = await paying.result
  #expect(throws: PaymentError.declined) { try result.get() }
}

protocol PaymentRecords {
  func record<Value>(_ type: Value.Type, id: String) throws(PaymentError) -> Value
}

final class MockPaymentRecords: PaymentRecords {
  let record = ThrowingSpy<(Any.Type, String), (any Sendable)?>()

  func record<Value>(_ type: Value.Type, id: String) throws(PaymentError) -> Value {
    try record.call((type, id), returning: Value.self, throwing: PaymentError.self)
  }
}

@Test func findsTheReceipt() throws {
  let records = MockPaymentRecords()
  let receipt = PaymentReceipt(id: "r-1", amount: 42)
  records.record.returns(receipt)

  #expect(try records.record(PaymentReceipt.self, id: "r-1") == receipt)
}

protocol OrderEvents {
  func onOrderPlaced(_ handler: @escaping (Order) -> Void)
}

final class MockOrderEvents: OrderEvents {
  let onOrderPlaced = Spy<UncheckedArgument<(Order) -> Void>, Void>()

  func onOrderPlaced(_ handler: @escaping (Order) -> Void) {
    onOrderPlaced.call(UncheckedArgument(handler))
  }
}

@Test func placingAnOrderNotifiesTheHandler() {
  let events = MockOrderEvents()
  var placed: [Order] = []
  events.onOrderPlaced { placed.append($0) }

  let order = Order(id: "o-1", sku: "book-1", quantity: 2, total: 42)
  events.onOrderPlaced.lastArguments?.value(order)

  #expect(placed == [order])
}

protocol OrderMiddleware: Sendable {
  func intercept(_ order: Order, next: (Order) async throws -> PaymentReceipt) async throws
    -> PaymentReceipt
}

final class MockOrderMiddleware: OrderMiddleware {
  let intercept = ThrowingSpy<
    (Order, ClosureArgument<(Order) async throws -> PaymentReceipt>), PaymentReceipt
  >()

  func intercept(_ order: Order, next: (Order) async throws -> PaymentReceipt) async throws
    -> PaymentReceipt
  {
    try await withoutActuallyEscaping(next) { next in
      try await ClosureArgument.during(next, parameter: "next") { next in
        try await intercept.call((order, next))
      }
    }
  }
}

protocol OrderBatch {
  func forEach(_ body: (Order) -> Void)
}

final class MockOrderBatch: OrderBatch {
  let forEach = Spy<ClosureArgument<(Order) -> Void>, Void>()

  func forEach(_ body: (Order) -> Void) {
    withoutActuallyEscaping(body) { body in
      ClosureArgument.during(body, parameter: "body") { body in forEach.call(body) }
    }
  }
}

@Test func aMiddlewaresAnswerPassesTheOrderOnThroughNext() async throws {
  let middleware = MockOrderMiddleware()
  let order = Order(id: "o-1", sku: "book-1", quantity: 2, total: 42)
  middleware.intercept.answers { order, next in
    try await next.closure(order)
  }

  let receipt = try await middleware.intercept(order) { order in
    PaymentReceipt(id: "r-\(order.id)", amount: order.total)
  }

  #expect(receipt == PaymentReceipt(id: "r-o-1", amount: 42))
  expectCalledOnce(middleware.intercept, where: { $0.0 == order })
  #expect(middleware.intercept.lastArguments?.1.description == "(Function)")
}

@Test func aBatchsAnswerCallsTheBodyForEachOrder() {
  let batch = MockOrderBatch()
  let orders = [
    Order(id: "o-1", sku: "book-1", quantity: 2, total: 42),
    Order(id: "o-2", sku: "pen-1", quantity: 1, total: 3),
  ]
  batch.forEach.answers { body in orders.forEach(body.closure) }
  var seen: [String] = []

  batch.forEach { seen.append($0.id) }

  #expect(seen == ["o-1", "o-2"])
}

/// A tracker whose spy prints each event by its name only.
final class MockNamedEventTracker: AnalyticsTracker {
  let track = Spy<AnalyticsEvent, Void>(describingArguments: { $0.name })

  func track(_ event: AnalyticsEvent) { track.call(event) }
}

/// `CustomMockStringConvertible` and `describingArguments:`.
extension DocCommentExamples {
  @Test func aTypeChoosesItsMockDescription() {
    let request = ChargeRequest(orderID: "o-1", amount: 42, currency: "EUR")
    #expect(request.mockDescription == "42 EUR for o-1")
  }

  @Test func aSpyPrintsItsArgumentsWithItsClosure() {
    let analytics = MockNamedEventTracker()
    analytics.track(AnalyticsEvent(name: "payment_started", properties: ["order_id": "o-1"]))

    let failures = MockKitFailure.capture { expectCalled(analytics.track, times: 2) }

    #expect(
      failures.first?.message.components(separatedBy: "\n").dropFirst(2).first
        == "    #1 track(payment_started)")
  }

  @Test func aThrowingSpyPrintsAnEndpointWithItsBody() async {
    let request = ThrowingSpy<Endpoint, Data>(describingArguments: { endpoint in
      let body = endpoint.body.map { " " + String(decoding: $0, as: UTF8.self) } ?? ""
      return "\(endpoint.method.rawValue) \(endpoint.path)\(body)"
    })

    let failures = await MockKitFailure.capture {
      _ = try? await request.call(.login(username: "ada", password: "secret"))
    }

    let call = #"#1 call(POST /auth/login {"password":"secret","username":"ada"})"#
    #expect(failures.count == 1)
    #expect(failures.first?.message.contains("\n    \(call)\n") == true)
  }
}
