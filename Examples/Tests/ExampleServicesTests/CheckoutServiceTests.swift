import ExampleServices
import Foundation
import MockKit
import XCTest

/// `CheckoutService` with a mocked payment processor and analytics tracker, in XCTest.
final class CheckoutServiceTests: XCTestCase {
  private let receipt = PaymentReceipt(id: "r-1", amount: 42)

  func testChargesTheAmountAndReturnsTheReceipt() async throws {
    let payments = MockPaymentProcessor()
    payments.charge.returns(receipt)
    let checkout = CheckoutService(payments: payments)

    let result = try await checkout.pay(orderID: "o-1", amount: 42, currency: "USD")

    XCTAssertEqual(result, receipt)
    XCTAssertCalledOnce(payments.charge, with: (Decimal(42), "USD"))
  }

  func testChargesInEurosByDefault() async throws {
    let payments = MockPaymentProcessor()
    payments.charge.returns(receipt)

    _ = try await CheckoutService(payments: payments).pay(orderID: "o-1", amount: 42)

    XCTAssertCalledOnce(payments.charge, with: (Decimal(42), "EUR"))
  }

  func testTracksStartedBeforeAndCompletedAfterTheCharge() async throws {
    let payments = MockPaymentProcessor()
    payments.charge.returns(receipt)
    let analytics = MockAnalyticsTracker()
    let checkout = CheckoutService(payments: payments, analytics: analytics)

    _ = try await checkout.pay(orderID: "o-1", amount: 42)

    let properties = ["order_id": "o-1", "amount": "42", "currency": "EUR"]
    var completed = properties
    completed["receipt_id"] = "r-1"
    XCTAssertEqual(
      analytics.track.arguments,
      [
        AnalyticsEvent(name: "payment_started", properties: properties),
        AnalyticsEvent(name: "payment_completed", properties: completed),
      ])
    XCTAssertCallOrder(analytics.track, payments.charge, analytics.track)
  }

  func testADeclinedChargeTracksAFailureAndNoCompletion() async throws {
    let payments = MockPaymentProcessor()
    payments.charge.throws(PaymentError.declined)
    let analytics = MockAnalyticsTracker()
    let checkout = CheckoutService(payments: payments, analytics: analytics)

    do {
      _ = try await checkout.pay(orderID: "o-1", amount: 42)
      XCTFail("a declined charge must throw")
    } catch {
      XCTAssertEqual(error as? PaymentError, .declined)
    }

    XCTAssertEqual(analytics.track.arguments.map(\.name), ["payment_started", "payment_failed"])
    XCTAssertEqual(analytics.track.lastArguments?.properties["error"], "declined")
    XCTAssertAnyCall(analytics.track, where: { $0.name == "payment_started" })
  }

  func testANonPositiveAmountChargesAndTracksNothing() async throws {
    let payments = MockPaymentProcessor()
    let analytics = MockAnalyticsTracker()
    let checkout = CheckoutService(payments: payments, analytics: analytics)

    for amount: Decimal in [0, -5] {
      do {
        _ = try await checkout.pay(orderID: "o-1", amount: amount)
        XCTFail("amount \(amount) must be refused")
      } catch {
        XCTAssertEqual(error as? PaymentError, .invalidAmount(amount))
      }
    }

    XCTAssertNotCalled(payments.charge)
    XCTAssertNotCalled(analytics.track)
  }

  func testARetryAfterADeclineSucceeds() async throws {
    let payments = MockPaymentProcessor()
    payments.charge.enqueue(throwing: PaymentError.declined)
    payments.charge.enqueue(receipt)
    let checkout = CheckoutService(payments: payments)

    do {
      _ = try await checkout.pay(orderID: "o-1", amount: 42)
      XCTFail("the first charge is declined")
    } catch {}
    let second = try await checkout.pay(orderID: "o-1", amount: 42)

    XCTAssertEqual(second, receipt)
    XCTAssertCalled(payments.charge, times: 2)
  }

  /// The same graph built by a `TestContainer`: the test registers its mocks once and
  /// resolves the service, as the app's composition root would build it.
  func testTheCheckoutGraphFromATestContainer() async throws {
    let payments = MockPaymentProcessor()
    payments.charge.returns(receipt)
    let analytics = MockAnalyticsTracker()

    let checkout = try withTestContainer {
      Provide(PaymentProcessor.self, instance: payments)
      Provide(AnalyticsTracker.self, instance: analytics)
      Provide(CheckoutService.self) { r in
        try CheckoutService(payments: r.resolve(), analytics: r.resolve(AnalyticsTracker.self))
      }
    } run: { container in
      try container.resolve(CheckoutService.self)
    }
    _ = try await checkout.pay(orderID: "o-7", amount: 42)

    XCTAssertCalledOnce(payments.charge, with: (Decimal(42), "EUR"))
    XCTAssertCalled(analytics.track, times: 2)
  }
}
