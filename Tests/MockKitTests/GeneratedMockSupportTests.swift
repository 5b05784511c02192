import MockKit
import MockKitTestSupport
import Testing
import XCTest

// MARK: Mocks as the generator writes them

struct UserPreferences: Codable, Equatable, Sendable {
  var theme: String
}

struct Receipt: Codable, Equatable, Sendable {
  var id: String
}

/// An empty value exists, so a failed call can return it and the test goes on.
struct OrderHistory: Codable, Equatable, Sendable, MockDefaultValue {
  var orderIDs: [String]
  static var mockDefaultValue: OrderHistory { OrderHistory(orderIDs: []) }
}

enum PaymentError: Error, Equatable {
  case declined
  case insufficientFunds
}

enum NetworkError: Error {
  case offline
}

/// Not `Sendable`: a mock can record it only wrapped in an `UncheckedArgument`.
final class OrderDraft {
  var items: [String] = []
}

protocol OrderCache {
  func cached<Value>(_ type: Value.Type, forKey key: String) -> Value?
  func latest<Value: Decodable>(_ type: Value.Type) async -> Value
}

final class MockOrderCache: OrderCache {
  let cached = Spy<(Any.Type, String), (any Sendable)?>(
    line: 10)
  let latest = Spy<Any.Type, (any Sendable)?>(
    line: 11)

  func cached<Value>(_ type: Value.Type, forKey key: String) -> Value? {
    cached.call((type, key), returning: Value?.self)
  }

  func latest<Value: Decodable>(_ type: Value.Type) async -> Value {
    await latest.call(type, returning: Value.self)
  }
}

protocol PreferencesStore {
  func load<Value: Decodable>(_ type: Value.Type, forKey key: String) throws -> Value?
  func require<Value: Decodable>(_ type: Value.Type, forKey key: String) async throws -> Value
}

final class MockPreferencesStore: PreferencesStore {
  let load = ThrowingSpy<(Any.Type, String), (any Sendable)?>(
    line: 20)
  let require = ThrowingSpy<(Any.Type, String), (any Sendable)?>(
    line: 21)

  func load<Value: Decodable>(_ type: Value.Type, forKey key: String) throws -> Value? {
    try load.call((type, key), returning: Value?.self)
  }

  func require<Value: Decodable>(_ type: Value.Type, forKey key: String) async throws -> Value {
    try await require.call((type, key), returning: Value.self)
  }
}

protocol PaymentGateway {
  func charge(_ order: Order) throws(PaymentError) -> Receipt
  func balance(userID: String) throws(PaymentError) -> Int
  func refund(_ receipt: Receipt) async throws(PaymentError) -> Int
  func cancel(_ order: Order) throws(PaymentError)
  func record<Value: Decodable>(_ type: Value.Type, id: String) throws(PaymentError) -> Value
  func lookup<Value: Decodable>(_ type: Value.Type, id: String) async throws(PaymentError) -> Value
}

final class MockPaymentGateway: PaymentGateway {
  let charge = ThrowingSpy<Order, Receipt>(line: 30)
  let balance = ThrowingSpy<String, Int>(line: 31)
  let refund = ThrowingSpy<Receipt, Int>(line: 32)
  let cancel = ThrowingSpy<Order, Void>(line: 33)
  let record = ThrowingSpy<(Any.Type, String), (any Sendable)?>(
    line: 34)
  let lookup = ThrowingSpy<(Any.Type, String), (any Sendable)?>(
    line: 35)

  func charge(_ order: Order) throws(PaymentError) -> Receipt {
    try charge.call(order, throwing: PaymentError.self)
  }

  func balance(userID: String) throws(PaymentError) -> Int {
    try balance.call(userID, throwing: PaymentError.self)
  }

  func refund(_ receipt: Receipt) async throws(PaymentError) -> Int {
    try await refund.call(receipt, throwing: PaymentError.self)
  }

  func cancel(_ order: Order) throws(PaymentError) {
    try cancel.call(order, throwing: PaymentError.self)
  }

  func record<Value: Decodable>(_ type: Value.Type, id: String) throws(PaymentError) -> Value {
    try record.call((type, id), returning: Value.self, throwing: PaymentError.self)
  }

  func lookup<Value: Decodable>(_ type: Value.Type, id: String) async throws(PaymentError) -> Value
  {
    try await lookup.call((type, id), returning: Value.self, throwing: PaymentError.self)
  }
}

protocol OrderEvents {
  func onOrderPlaced(_ handler: @escaping (Order) -> Void)
  func track<Event>(_ event: Event)
}

final class MockOrderEvents: OrderEvents {
  let onOrderPlaced = Spy<UncheckedArgument<(Order) -> Void>, Void>()
  let track = Spy<UncheckedArgument<Any>, Void>(
    line: 40)

  func onOrderPlaced(_ handler: @escaping (Order) -> Void) {
    onOrderPlaced.call(UncheckedArgument(handler))
  }

  func track<Event>(_ event: Event) {
    track.call(UncheckedArgument(event))
  }
}

// MARK: Messages

/// The messages the new failures report, shared by the Swift Testing and XCTest tests.
enum GeneratedMockMessages {
  static let cachedStubbedWithAString = """
    cached(_:forKey:) was stubbed with a value of type String, but this call returns OrderHistory?.
      Call:
        #1 cached(OrderHistory, forKey: "history")
      Declared at: MockKitTests/GeneratedMockSupportTests.swift:10
      To fix, stub this call with a value of type OrderHistory?.
    """

  static let latestStubbedWithNil = """
    latest(_:) was stubbed with nil, but this call returns OrderHistory.
      Call:
        #1 latest(OrderHistory)
      Declared at: MockKitTests/GeneratedMockSupportTests.swift:11
      To fix, stub this call with a value of type OrderHistory.
    """

  static let loadStubbedWithAString = """
    load(_:forKey:) was stubbed with a value of type String, but this call returns UserPreferences?, so it threw MockKitError.stubTypeMismatch.
      Call:
        #1 load(UserPreferences, forKey: "u-1")
      Declared at: MockKitTests/GeneratedMockSupportTests.swift:20
      To fix, stub this call with a value of type UserPreferences?.
    """

  static let balanceThrewANetworkError = """
    balance(userID:) threw NetworkError.offline, but it can only throw PaymentError.
      Call:
        #1 balance(userID: "u-1")
      Declared at: MockKitTests/GeneratedMockSupportTests.swift:31
      To fix, stub it to throw an error of type PaymentError.
    """

  static let recordStubbedWithAReceipt = """
    record(_:id:) was stubbed with a value of type Receipt, but this call returns OrderHistory.
      Call:
        #1 record(OrderHistory, id: "o-1")
      Declared at: MockKitTests/GeneratedMockSupportTests.swift:34
      To fix, stub this call with a value of type OrderHistory.
    """

  /// A typed-throws method cannot throw `MockKitError.unstubbed`, so the message does not
  /// say it did; it can throw a `PaymentError`, so a stubbed error is one of the fixes.
  static let balanceUnstubbed = """
    balance(userID:) was called without a stub to answer it.
      Call:
        #1 balance(userID: "u-1")
      Declared at: MockKitTests/GeneratedMockSupportTests.swift:31
      To fix, stub it before the call with one of:
        .returns(value) to answer every call
        .enqueue(value, …) to answer the next calls in order
        .when(arguments).returns(value) to answer these arguments only
        .throws(error) to fail every call
    """
}

// MARK: UncheckedArgument

@Suite struct GeneratedMockSupportTests {
  @Test func uncheckedArgumentsCompareTheirValues() {
    #expect(UncheckedArgument("o-1") == UncheckedArgument("o-1"))
    #expect(UncheckedArgument("o-1") != UncheckedArgument("o-2"))
  }

  @Test func anUncheckedArgumentDescribesItsValue() {
    let order = Order(id: "o-1", total: 42)
    #expect(UncheckedArgument(order).description == #"Order(id: "o-1", total: 42)"#)
    #expect(UncheckedArgument<Any>(order).description == #"Order(id: "o-1", total: 42)"#)
  }

  @Test func failureMessagesShowTheWrappedArgument() {
    let events = MockOrderEvents()
    events.track(Order(id: "o-1", total: 42))

    let issues = recordedIssues { expectNotCalled(events.track) }

    #expect(
      issues.map(\.message) == [
        """
        track(_:) was called 1 time, but expected not to be called.
          Calls:
            #1 track(Order(id: "o-1", total: 42))
          Declared at: MockKitTests/GeneratedMockSupportTests.swift:40
        """
      ])
  }

  @Test func aWrappedStringIsQuotedLikeAnyOtherString() {
    let events = MockOrderEvents()
    events.track("checkout-started")

    let issues = recordedIssues { expectNotCalled(events.track) }

    #expect(
      issues.map(\.message) == [
        """
        track(_:) was called 1 time, but expected not to be called.
          Calls:
            #1 track("checkout-started")
          Declared at: MockKitTests/GeneratedMockSupportTests.swift:40
        """
      ])
  }

  @Test func aSpyRecordsANonSendableInstanceAndHandsItBack() {
    let events = MockOrderEvents()
    let draft = OrderDraft()

    events.track(draft)

    #expect(events.track.lastArguments?.value(as: OrderDraft.self) === draft)
    #expect(events.track.lastArguments?.value(as: Order.self) == nil)
  }

  @Test func aRecordedClosureCanBeCalledFromTheTest() {
    let events = MockOrderEvents()
    var placed: [Order] = []
    events.onOrderPlaced { placed.append($0) }

    events.onOrderPlaced.lastArguments?.value(Order(id: "o-1", total: 42))

    #expect(placed == [Order(id: "o-1", total: 42)])
    #expect(events.onOrderPlaced.lastArguments?.description == "(Function)")
  }

  // MARK: Generic return values on a Spy

  @Test func aGenericCallReturnsTheStubbedValueAsItsType() async {
    let cache = MockOrderCache()
    cache.cached.returns(Order(id: "o-1", total: 42))
    cache.latest.returns(OrderHistory(orderIDs: ["o-1"]))

    #expect(cache.cached(Order.self, forKey: "last-order") == Order(id: "o-1", total: 42))
    #expect(await cache.latest(OrderHistory.self) == OrderHistory(orderIDs: ["o-1"]))
    #expect(cache.cached.lastArguments?.1 == "last-order")
  }

  @Test func anAsyncGenericCallAwaitsAnAsyncAnswer() async {
    let cache = MockOrderCache()
    cache.latest.answers { _ async in OrderHistory(orderIDs: ["o-2"]) }

    #expect(await cache.latest(OrderHistory.self) == OrderHistory(orderIDs: ["o-2"]))
  }

  @Test func nilAnswersAnOptionalReturnWithoutFailure() {
    let cache = MockOrderCache()
    cache.cached.returns(nil)
    var result: Order? = Order(id: "x", total: 0)

    let issues = recordedIssues { result = cache.cached(Order.self, forKey: "last-order") }

    #expect(result == nil)
    #expect(issues.isEmpty)
  }

  // MARK: Generic return values on a ThrowingSpy

  @Test func aThrowingGenericCallReturnsTheStubbedValueAsItsType() async throws {
    let store = MockPreferencesStore()
    store.load.returns(UserPreferences(theme: "dark"))
    store.require.returns(UserPreferences(theme: "light"))

    #expect(try store.load(UserPreferences.self, forKey: "u-1") == UserPreferences(theme: "dark"))
    #expect(
      try await store.require(UserPreferences.self, forKey: "u-1")
        == UserPreferences(theme: "light"))
  }

  @Test func aThrowingGenericCallThrowsTheStubbedError() async {
    let store = MockPreferencesStore()
    store.load.throws(NetworkError.offline)
    store.require.answers { _ async throws in throw NetworkError.offline }

    #expect(throws: NetworkError.offline) { try store.load(UserPreferences.self, forKey: "u-1") }
    await #expect(throws: NetworkError.offline) {
      try await store.require(UserPreferences.self, forKey: "u-1")
    }
  }

  @Test func aThrowingGenericCallAnswersNilToAnOptional() throws {
    let store = MockPreferencesStore()
    store.load.returns(nil)

    #expect(try store.load(UserPreferences.self, forKey: "u-1") == nil)
  }

  @Test func anUnstubbedThrowingGenericCallThrowsUnstubbedOnce() async {
    let store = MockPreferencesStore()
    var thrown: [any Error] = []

    let issues = await recordedIssues {
      do { _ = try await store.require(UserPreferences.self, forKey: "u-1") } catch {
        thrown.append(error)
      }
    }

    #expect(
      thrown.map { $0 as? MockKitError } == [
        .unstubbed(spy: "require(_:forKey:)", call: #"require(UserPreferences, forKey: "u-1")"#)
      ])
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasPrefix("require(_:forKey:) was called without a stub") == true)
  }

  @Test func anAnswerOfAnotherTypeThrowsStubTypeMismatch() {
    let store = MockPreferencesStore()
    store.load.returns("dark")
    var thrown: (any Error)?

    let issues = recordedIssues {
      do { _ = try store.load(UserPreferences.self, forKey: "u-1") } catch { thrown = error }
    }

    #expect(
      thrown as? MockKitError
        == .stubTypeMismatch(
          spy: "load(_:forKey:)", stubbed: "String", expected: "UserPreferences?",
          call: #"load(UserPreferences, forKey: "u-1")"#))
    #expect(
      issues == [
        RecordedIssue(
          message: GeneratedMockMessages.loadStubbedWithAString,
          fileID: "MockKitTests/GeneratedMockSupportTests.swift", line: 20)
      ])
  }

  @Test func nilForANonOptionalReturnThrowsStubTypeMismatch() async {
    let store = MockPreferencesStore()
    store.require.returns(nil)
    var thrown: (any Error)?

    let issues = await recordedIssues {
      do { _ = try await store.require(UserPreferences.self, forKey: "u-1") } catch {
        thrown = error
      }
    }

    #expect(
      thrown as? MockKitError
        == .stubTypeMismatch(
          spy: "require(_:forKey:)", stubbed: nil, expected: "UserPreferences",
          call: #"require(UserPreferences, forKey: "u-1")"#))
    #expect(
      issues.map(\.message) == [
        """
        require(_:forKey:) was stubbed with nil, but this call returns UserPreferences, so it threw MockKitError.stubTypeMismatch.
          Call:
            #1 require(UserPreferences, forKey: "u-1")
          Declared at: MockKitTests/GeneratedMockSupportTests.swift:21
          To fix, stub this call with a value of type UserPreferences.
        """
      ])
  }

  @Test func stubTypeMismatchSummarizesTheReportedFailure() {
    #expect(
      MockKitError.stubTypeMismatch(
        spy: "load(_:forKey:)", stubbed: "String", expected: "UserPreferences?",
        call: #"load(UserPreferences, forKey: "u-1")"#
      ).description
        == #"load(_:forKey:) was stubbed with a value of type String, but this call returns UserPreferences?: load(UserPreferences, forKey: "u-1")"#
    )
    #expect(
      MockKitError.stubTypeMismatch(
        spy: "load(_:forKey:)", stubbed: nil, expected: "UserPreferences",
        call: #"load(UserPreferences, forKey: "u-1")"#
      ).description
        == #"load(_:forKey:) was stubbed with nil, but this call returns UserPreferences: load(UserPreferences, forKey: "u-1")"#
    )
  }

  // MARK: Typed throws

  @Test func aTypedThrowsCallReturnsTheStubbedValue() async throws {
    let gateway = MockPaymentGateway()
    gateway.charge.returns(Receipt(id: "r-1"))
    gateway.refund.returns(42)

    #expect(try gateway.charge(Order(id: "o-1", total: 42)) == Receipt(id: "r-1"))
    #expect(try await gateway.refund(Receipt(id: "r-1")) == 42)
  }

  @Test func aTypedThrowsCallRethrowsItsErrorType() async {
    let gateway = MockPaymentGateway()
    gateway.charge.throws(PaymentError.declined)
    gateway.refund.answers { _ async throws in throw PaymentError.insufficientFunds }

    let charged: Result<Receipt, PaymentError> = Result { () throws(PaymentError) in
      try gateway.charge(Order(id: "o-1", total: 42))
    }
    var refundError: PaymentError?
    do { _ = try await gateway.refund(Receipt(id: "r-1")) } catch { refundError = error }

    #expect(charged == .failure(.declined))
    #expect(refundError == .insufficientFunds)
  }

  @Test func anUnstubbedTypedThrowsCallWithoutAResultReturns() throws {
    let gateway = MockPaymentGateway()

    let issues = try recordedIssues { try gateway.cancel(Order(id: "o-1", total: 42)) }

    #expect(issues.isEmpty)
    #expect(gateway.cancel.callCount == 1)
  }

  @Test func aMockKitErrorThrownByAnAnswerIsNotReportedAgain() {
    let gateway = MockPaymentGateway()
    let balances = StubQueue<Int>(name: "balances")
    gateway.balance.answers { _ in try balances.next() }
    var balance = -1

    let issues = recordedIssues { balance = (try? gateway.balance(userID: "u-1")) ?? -2 }

    #expect(balance == 0)
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasPrefix("balances is exhausted") == true)
  }

  @Test func anyErrorAsTheErrorTypeRethrowsEverything() {
    let balance = ThrowingSpy<String, Int>(name: "balance(userID:)")
    balance.throws(NetworkError.offline)
    var thrown: [any Error] = []

    do { _ = try balance.call("u-1", throwing: (any Error).self) } catch { thrown.append(error) }
    balance.reset()
    let issues = recordedIssues {
      do { _ = try balance.call("u-1", throwing: (any Error).self) } catch { thrown.append(error) }
    }

    #expect(thrown.first is NetworkError)
    #expect(
      thrown.last as? MockKitError
        == .unstubbed(spy: "balance(userID:)", call: #"balance(userID: "u-1")"#))
    #expect(
      issues.first?.message.hasPrefix(
        "balance(userID:) was called without a stub to answer it, so it threw MockKitError.unstubbed."
      ) == true)
  }

  // MARK: Generic return values with typed throws

  @Test func aGenericTypedThrowsCallReturnsTheStubbedValue() async throws {
    let gateway = MockPaymentGateway()
    gateway.record.returns(Receipt(id: "r-1"))
    gateway.lookup.returns(Receipt(id: "r-2"))

    #expect(try gateway.record(Receipt.self, id: "r-1") == Receipt(id: "r-1"))
    #expect(try await gateway.lookup(Receipt.self, id: "r-2") == Receipt(id: "r-2"))
  }

  @Test func aGenericTypedThrowsCallRethrowsItsErrorType() async {
    let gateway = MockPaymentGateway()
    gateway.record.throws(PaymentError.declined)
    gateway.lookup.answers { _ async throws in throw PaymentError.insufficientFunds }
    var errors: [PaymentError] = []

    do { _ = try gateway.record(Receipt.self, id: "r-1") } catch { errors.append(error) }
    do { _ = try await gateway.lookup(Receipt.self, id: "r-2") } catch { errors.append(error) }

    #expect(errors == [.declined, .insufficientFunds])
  }

  // MARK: Calls a generated mock cannot answer as its signature says

  /// Each call is reported once, word for word at the spy's declaration, and returns the
  /// type's default value, so the test goes on.
  @Test(arguments: unanswerableCalls)
  func anUnanswerableCallIsReportedAndReturnsTheDefaultValue(_ call: UnanswerableCall) async {
    var returned = ""

    let issues = await recordedIssues { returned = await call.make() }

    #expect(returned == call.returns)
    #expect(
      issues == [
        RecordedIssue(
          message: call.message, fileID: "MockKitTests/GeneratedMockSupportTests.swift",
          line: call.declaredAt)
      ])
  }
}

/// A call a generated mock cannot answer as its signature says: the failure it reports, and
/// the default value it returns instead.
struct UnanswerableCall: Sendable, CustomTestStringConvertible {
  let testDescription: String
  /// The failure's message, word for word.
  let message: String
  /// The line of the spy's declaration, where the failure points.
  let declaredAt: Int
  /// What the call returns, as `String(describing:)` prints it.
  let returns: String
  /// Stubs a new mock, makes the call and describes what it returned.
  let make: @Sendable () async -> String
}

extension GeneratedMockSupportTests {
  static let unanswerableCalls: [UnanswerableCall] = [
    // Generic return values on a Spy
    UnanswerableCall(
      testDescription: "an unstubbed generic call",
      message: """
        cached(_:forKey:) was called without a stub to answer it.
          Call:
            #1 cached(Order, forKey: "last-order")
          Declared at: MockKitTests/GeneratedMockSupportTests.swift:10
          To fix, stub it before the call with one of:
            .returns(value) to answer every call
            .enqueue(value, …) to answer the next calls in order
            .when(arguments).returns(value) to answer these arguments only
        """,
      declaredAt: 10, returns: "nil"
    ) {
      let cache = MockOrderCache()
      return String(describing: cache.cached(Order.self, forKey: "last-order"))
    },
    UnanswerableCall(
      testDescription: "a generic call answered with another type",
      message: GeneratedMockMessages.cachedStubbedWithAString, declaredAt: 10, returns: "nil"
    ) {
      let cache = MockOrderCache()
      cache.cached.returns("o-1")
      return String(describing: cache.cached(OrderHistory.self, forKey: "history"))
    },
    UnanswerableCall(
      testDescription: "an async generic call answered with nil for a non-optional return",
      message: GeneratedMockMessages.latestStubbedWithNil, declaredAt: 11,
      returns: "OrderHistory(orderIDs: [])"
    ) {
      let cache = MockOrderCache()
      cache.latest.returns(nil)
      return String(describing: await cache.latest(OrderHistory.self))
    },

    // Typed throws
    UnanswerableCall(
      testDescription: "a typed-throws call stubbed with an error of another type",
      message: GeneratedMockMessages.balanceThrewANetworkError, declaredAt: 31, returns: "0"
    ) {
      let gateway = MockPaymentGateway()
      gateway.balance.throws(NetworkError.offline)
      return String(describing: (try? gateway.balance(userID: "u-1")) ?? -2)
    },
    UnanswerableCall(
      testDescription: "an async typed-throws call answered with an error of another type",
      message: """
        refund(_:) threw NetworkError.offline, but it can only throw PaymentError.
          Call:
            #1 refund(Receipt(id: "r-1"))
          Declared at: MockKitTests/GeneratedMockSupportTests.swift:32
          To fix, stub it to throw an error of type PaymentError.
        """,
      declaredAt: 32, returns: "0"
    ) {
      let gateway = MockPaymentGateway()
      gateway.refund.answers { _ async throws in throw NetworkError.offline }
      return String(describing: (try? await gateway.refund(Receipt(id: "r-1"))) ?? -2)
    },
    // A stub's CancellationError is a wrong error like any other: only a held call the
    // test did not resume ends with one on purpose.
    UnanswerableCall(
      testDescription: "an async typed-throws call whose answer throws CancellationError",
      message: """
        refund(_:) threw CancellationError(), but it can only throw PaymentError.
          Call:
            #1 refund(Receipt(id: "r-1"))
          Declared at: MockKitTests/GeneratedMockSupportTests.swift:32
          To fix, stub it to throw an error of type PaymentError.
        """,
      declaredAt: 32, returns: "0"
    ) {
      let gateway = MockPaymentGateway()
      gateway.refund.answers { _ async throws in throw CancellationError() }
      return String(describing: (try? await gateway.refund(Receipt(id: "r-1"))) ?? -2)
    },
    UnanswerableCall(
      testDescription: "an unstubbed typed-throws call, which does not claim it threw",
      message: GeneratedMockMessages.balanceUnstubbed, declaredAt: 31, returns: "0"
    ) {
      let gateway = MockPaymentGateway()
      return String(describing: (try? gateway.balance(userID: "u-1")) ?? -2)
    },

    // Generic return values with typed throws
    UnanswerableCall(
      testDescription: "a generic typed-throws call answered with another type",
      message: GeneratedMockMessages.recordStubbedWithAReceipt, declaredAt: 34,
      returns: "OrderHistory(orderIDs: [])"
    ) {
      let gateway = MockPaymentGateway()
      gateway.record.returns(Receipt(id: "r-1"))
      return describe { () throws(PaymentError) in
        try gateway.record(OrderHistory.self, id: "o-1")
      }
    },
    UnanswerableCall(
      testDescription: "an async generic typed-throws call stubbed with an error of another type",
      message: """
        lookup(_:id:) threw NetworkError.offline, but it can only throw PaymentError.
          Call:
            #1 lookup(OrderHistory, id: "o-1")
          Declared at: MockKitTests/GeneratedMockSupportTests.swift:35
          To fix, stub it to throw an error of type PaymentError.
        """,
      declaredAt: 35, returns: "OrderHistory(orderIDs: [])"
    ) {
      let gateway = MockPaymentGateway()
      gateway.lookup.throws(NetworkError.offline)
      do {
        return String(describing: try await gateway.lookup(OrderHistory.self, id: "o-1"))
      } catch {
        return "threw \(error)"
      }
    },
    UnanswerableCall(
      testDescription: "an unstubbed generic typed-throws call",
      message: """
        record(_:id:) was called without a stub to answer it.
          Call:
            #1 record(OrderHistory, id: "o-1")
          Declared at: MockKitTests/GeneratedMockSupportTests.swift:34
          To fix, stub it before the call with one of:
            .returns(value) to answer every call
            .enqueue(value, …) to answer the next calls in order
            .when(arguments).returns(value) to answer these arguments only
            .throws(error) to fail every call
        """,
      declaredAt: 34, returns: "OrderHistory(orderIDs: [])"
    ) {
      let gateway = MockPaymentGateway()
      return describe { () throws(PaymentError) in
        try gateway.record(OrderHistory.self, id: "o-1")
      }
    },
  ]

  /// What a typed-throws call returned, or the error it threw.
  private static func describe<Value>(_ call: () throws(PaymentError) -> Value) -> String {
    do { return String(describing: try call()) } catch { return "threw \(error)" }
  }
}

// MARK: XCTest

/// The same calls in an XCTest test: each fails the test once, word for word as the Swift
/// Testing test pins it.
extension ReportingXCTestTests {
  func testEveryUnanswerableCallFailsTheTestWithItsMessage() async {
    for call in GeneratedMockSupportTests.unanswerableCalls {
      startCapturing()
      let returned = await call.make()
      let failures = takeFailures()
      XCTAssertEqual(returned, call.returns, call.testDescription)
      XCTAssertEqual(failures.map(\.message), [call.message], call.testDescription)
      XCTAssertEqual(failures.map(\.line), [call.declaredAt], call.testDescription)
    }
  }

  func testAStubTypeMismatchOnAThrowingSpyFailsTheTest() {
    let store = MockPreferencesStore()
    store.load.returns("dark")

    XCTAssertThrowsError(try store.load(UserPreferences.self, forKey: "u-1"))

    XCTAssertEqual(takeFailures().map(\.message), [GeneratedMockMessages.loadStubbedWithAString])
  }
}
