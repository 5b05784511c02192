import MockKit
import Storefront
import StorefrontTestSupport
import Testing

/// `Checkout` with `MockPaymentGateway` and `MockOrderStore`, the public mocks that
/// MockKitPlugin generates into StorefrontTestSupport: this target declares no mock, and
/// StorefrontXCTests uses the same ones.
@Suite struct StorefrontTests {
  let payments = MockPaymentGateway()
  let orders = MockOrderStore()

  var checkout: Checkout { Checkout(payments: payments, orders: orders) }

  @Test func chargesTheOrderThenSavesItWithTheChargeID() async throws {
    payments.charge.returns("ch_1")

    let order = try await checkout.place(orderID: "o-1", cents: 4200)

    #expect(order == PlacedOrder(id: "o-1", cents: 4200, chargeID: "ch_1"))
    expectCalledOnce(payments.charge, with: ("o-1", 4200))
    expectCalledOnce(orders.save, with: order)
    expectCallOrder(payments.charge, orders.save)
  }

  @Test func aDeclinedChargeSavesNothing() async throws {
    payments.charge.throws(PaymentDeclined(reason: "insufficient funds"))

    await #expect(throws: PaymentDeclined(reason: "insufficient funds")) {
      try await checkout.place(orderID: "o-1", cents: 4200)
    }

    expectNotCalled(orders.save)
  }
}
