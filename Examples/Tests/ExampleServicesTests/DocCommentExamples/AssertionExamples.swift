import ExampleServices
import Foundation
import MockKit
import Testing
import XCTest

// The doc-comment examples of Sources/MockKit/Assertions, compiled and run: each code block
// of those doc comments is an excerpt of this file (DocumentationSnippetsTests checks it).

/// Quotes shipping for `quantity` items of `sku` to `country`: a three-argument method.
final class MockShippingService: Sendable {
  let quote = Spy<(String, Int, String), Decimal>()

  func quote(sku: String, quantity: Int, country: String) -> Decimal {
    quote.call((sku, quantity, country))
  }
}

/// Authorizes a card payment: a four-argument method.
final class MockCardAuthorizer: Sendable {
  let authorize = ThrowingSpy<(String, Decimal, String, Bool), Bool>()

  func authorize(orderID: String, amount: Decimal, currency: String, saveCard: Bool)
    async throws -> Bool
  {
    try await authorize.call((orderID, amount, currency, saveCard))
  }
}

/// Mocks exercised the way the assertion examples expect: a checkout of order `o-1` for
/// 42 EUR (one charge, two analytics events), one user read, one quote, one authorization.
struct CheckoutCalls {
  let users = MockUserFetching()
  let payments = MockPaymentProcessor()
  let analytics = MockAnalyticsTracker()
  let shipping = MockShippingService()
  let cards = MockCardAuthorizer()

  init() async throws {
    users.user.returns(ada)
    payments.charge.returns(PaymentReceipt(id: "r-1", amount: 42))
    cards.authorize.returns(true)
    shipping.quote.returns(5)
    _ = try await users.user(id: "1")
    _ = try await CheckoutService(payments: payments, analytics: analytics)
      .pay(orderID: "o-1", amount: 42)
    _ = shipping.quote(sku: "book-1", quantity: 2, country: "FR")
    _ = try await cards.authorize(orderID: "o-1", amount: 42, currency: "EUR", saveCard: true)
  }
}

extension DocCommentExamples {
  @Test func predicates() async throws {
    let calls = try await CheckoutCalls()
    let (users, payments, analytics) = (calls.users, calls.payments, calls.analytics)
    let (shipping, cards) = (calls.shipping, calls.cards)

    #expect(analytics.track.wasCalled(times: 2))

    #expect(analytics.track.wasCalled(times: 2...))
    #expect(users.user.wasCalled(times: 0...1))

    #expect(analytics.track.wasCalled(where: { $0.name.hasPrefix("payment_") }))

    #expect(users.user.wasCalled(with: "1"))
    #expect(payments.charge.wasCalled(with: (42, "EUR")))

    #expect(shipping.quote.wasCalled(with: ("book-1", 2, "FR")))

    #expect(cards.authorize.wasCalled(with: ("o-1", Decimal(42), "EUR", true)))
  }

  @Test func expectations() async throws {
    let calls = try await CheckoutCalls()
    let (users, payments, analytics) = (calls.users, calls.payments, calls.analytics)
    let (shipping, cards) = (calls.shipping, calls.cards)

    expectCalled(analytics.track)
    expectCalled(analytics.track, times: 2...)
    expectCalled(users.user, times: 0...1, "the profile is cached")

    expectCalled(payments.charge, times: 1)

    expectCalled(users.user, with: "1")
    expectCalled(payments.charge, with: (42, "EUR"))

    expectCalled(shipping.quote, with: ("book-1", 2, "FR"))

    expectCalled(cards.authorize, with: ("o-1", Decimal(42), "EUR", true))

    expectCalled(analytics.track, where: { $0.name == "payment_completed" })

    expectCalledOnce(payments.charge)

    expectCalledOnce(users.user, with: "1")
    expectCalledOnce(payments.charge, with: (42, "EUR"))

    expectCalledOnce(shipping.quote, with: ("book-1", 2, "FR"))

    expectCalledOnce(cards.authorize, with: ("o-1", Decimal(42), "EUR", true))

    expectCalledOnce(users.user, with: "1")
    expectNoOtherCalls(on: users, except: users.user)
  }

  @Test func expectNotCalledAndOnceWhere() {
    let payments = MockPaymentProcessor()
    let analytics = MockAnalyticsTracker()
    analytics.track(AnalyticsEvent(name: "payment_completed"))

    expectNotCalled(payments.charge)

    expectCalledOnce(analytics.track, where: { $0.name == "payment_completed" })

    XCTAssertNotCalled(payments.charge)

    XCTAssertCalledOnce(analytics.track, where: { $0.name == "payment_completed" })
  }

  @Test func callOrder() async throws {
    let inventory = MockInventoryService()
    inventory.reserve.returns(true)
    let payments = MockPaymentProcessor()
    payments.charge.throws(PaymentError.declined)
    let orders = OrderService(inventory: inventory, payments: payments)
    let context = RequestContext(requestID: "req-1", logger: MockRequestLogger())
    let order = Order(id: "o-1", sku: "book-1", quantity: 2, total: 30)
    await #expect(throws: PaymentError.declined) { try await orders.place(order, context: context) }

    expectCallOrder(inventory.reserve, payments.charge, inventory.release)

    XCTAssertCallOrder(inventory.reserve, payments.charge, inventory.release)
  }

  /// A checkout started as a button starts it, charged once and never again: two windows
  /// of 200 milliseconds, one per name.
  @Test func noMoreCalls() async {
    let payments = MockPaymentProcessor()
    payments.charge.returns(PaymentReceipt(id: "r-1", amount: 42))
    let checkout = CheckoutService(payments: payments)

    Task { _ = try await checkout.pay(orderID: "o-1", amount: 42) }  // a button's action

    await payments.charge.waitForCalls(1)
    await expectNoMoreCalls(on: payments.charge, afterCount: 1, within: .milliseconds(200))

    await payments.charge.waitForCalls(1)
    await XCTAssertNoMoreCalls(on: payments.charge, afterCount: 1, within: .milliseconds(200))
  }

  @Test func xctestNames() async throws {
    let calls = try await CheckoutCalls()
    let (users, payments, analytics) = (calls.users, calls.payments, calls.analytics)
    let (shipping, cards) = (calls.shipping, calls.cards)

    XCTAssertCalled(analytics.track)
    XCTAssertCalled(analytics.track, times: 2...)
    XCTAssertCalled(users.user, times: 0...1, "the profile is cached")

    XCTAssertCalled(payments.charge, times: 1)

    XCTAssertCalled(users.user, with: "1")
    XCTAssertCalled(payments.charge, with: (42, "EUR"))

    XCTAssertCalled(shipping.quote, with: ("book-1", 2, "FR"))

    XCTAssertCalled(cards.authorize, with: ("o-1", Decimal(42), "EUR", true))

    XCTAssertCalled(analytics.track, where: { $0.name == "payment_completed" })

    XCTAssertCalledOnce(payments.charge)

    XCTAssertCalledOnce(users.user, with: "1")
    XCTAssertCalledOnce(payments.charge, with: (42, "EUR"))

    XCTAssertCalledOnce(shipping.quote, with: ("book-1", 2, "FR"))

    XCTAssertCalledOnce(cards.authorize, with: ("o-1", Decimal(42), "EUR", true))

    XCTAssertCalledOnce(users.user, with: "1")
    XCTAssertNoOtherCalls(on: users, except: users.user)
  }
}
