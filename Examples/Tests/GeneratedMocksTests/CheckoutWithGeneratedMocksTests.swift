import ExampleServices
import Foundation
import MockKit
import Testing

/// `CheckoutService` over the generated `MockPaymentProcessor` and `MockAnalyticsTracker`.
@Suite struct CheckoutWithGeneratedMocksTests {
  let payments = MockPaymentProcessor()
  let analytics = MockAnalyticsTracker()
  let receipt = PaymentReceipt(id: "r-1", amount: 42)

  var checkout: CheckoutService { CheckoutService(payments: payments, analytics: analytics) }

  @Test func chargesTheAmountOnceAndReturnsTheReceipt() async throws {
    payments.charge.returns(receipt)

    let result = try await checkout.pay(orderID: "o-1", amount: 42, currency: "USD")

    #expect(result == receipt)
    expectCalledOnce(payments.charge, with: (Decimal(42), "USD"))
  }

  @Test func chargesInEurosByDefault() async throws {
    payments.charge.returns(receipt)

    _ = try await checkout.pay(orderID: "o-1", amount: 42)

    expectCalledOnce(payments.charge, with: (Decimal(42), "EUR"))
  }

  @Test func tracksStartedBeforeTheChargeAndCompletedAfterIt() async throws {
    payments.charge.returns(receipt)

    _ = try await checkout.pay(orderID: "o-1", amount: 42)

    let started = ["order_id": "o-1", "amount": "42", "currency": "EUR"]
    var completed = started
    completed["receipt_id"] = "r-1"
    #expect(
      analytics.track.arguments == [
        AnalyticsEvent(name: "payment_started", properties: started),
        AnalyticsEvent(name: "payment_completed", properties: completed),
      ])
    expectCallOrder(analytics.track, payments.charge, analytics.track)
  }

  @Test func aDeclinedChargeIsTrackedAsAFailureAndPassedOn() async throws {
    payments.charge.throws(PaymentError.declined)

    await #expect(throws: PaymentError.declined) {
      try await checkout.pay(orderID: "o-1", amount: 42)
    }

    #expect(analytics.track.arguments.map(\.name) == ["payment_started", "payment_failed"])
    #expect(analytics.track.lastArguments?.properties["error"] == "declined")
    expectCalled(payments.charge, times: 1)
  }

  @Test func aNonPositiveAmountChargesAndTracksNothing() async throws {
    for amount: Decimal in [0, -5] {
      await #expect(throws: PaymentError.invalidAmount(amount)) {
        try await checkout.pay(orderID: "o-1", amount: amount)
      }
    }

    expectNotCalled(payments.charge)
    expectNotCalled(analytics.track)
  }

  @Test func concurrentCheckoutsAreEachChargedAndTrackedOnce() async throws {
    payments.charge.answers { amount, _ in PaymentReceipt(id: "r-\(amount)", amount: amount) }

    try await withThrowingTaskGroup(of: Void.self) { group in
      for index in 1...50 {
        group.addTask { [checkout] in
          _ = try await checkout.pay(orderID: "o-\(index)", amount: Decimal(index))
        }
      }
      try await group.waitForAll()
    }

    expectCalled(payments.charge, times: 50)
    #expect(Set(payments.charge.arguments.map(\.0)) == Set((1...50).map { Decimal($0) }))
    let receipts = analytics.track.arguments.filter { $0.name == "payment_completed" }.map {
      "\($0.properties["order_id"] ?? "?") → \($0.properties["receipt_id"] ?? "?")"
    }
    #expect(receipts.sorted() == (1...50).map { "o-\($0) → r-\($0)" }.sorted())
    expectCalled(analytics.track, times: 100)
  }
}
