import ExampleServices
import Foundation
import MockKit
import Testing

/// `CheckoutService` with `MockPaymentProcessor` and `MockAnalyticsTracker`, which
/// MockKitPlugin generates at build time from the `// mockkit:mock` protocols of
/// ExampleServices: no mock is written or checked in here.
@Suite struct CheckoutServiceTests {
  let payments = MockPaymentProcessor()
  let analytics = MockAnalyticsTracker()
  let receipt = PaymentReceipt(id: "r-1", amount: 42)

  var checkout: CheckoutService { CheckoutService(payments: payments, analytics: analytics) }

  @Test func chargesTheAmountAndTracksTheCompletedPayment() async throws {
    payments.charge.returns(receipt)

    let result = try await checkout.pay(orderID: "o-1", amount: 42, currency: "USD")

    #expect(result == receipt)
    expectCalledOnce(payments.charge, with: (Decimal(42), "USD"))
    #expect(analytics.track.arguments.map(\.name) == ["payment_started", "payment_completed"])
    #expect(analytics.track.lastArguments?.properties["receipt_id"] == "r-1")
    expectCallOrder(analytics.track, payments.charge, analytics.track)
  }

  @Test func aDeclinedChargeIsPassedOnAndTrackedAsFailed() async throws {
    payments.charge.throws(PaymentError.declined)

    await #expect(throws: PaymentError.declined) {
      try await checkout.pay(orderID: "o-1", amount: 42)
    }

    #expect(analytics.track.arguments.map(\.name) == ["payment_started", "payment_failed"])
    #expect(analytics.track.lastArguments?.properties["error"] == "declined")
  }
}
