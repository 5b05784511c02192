/// Places orders: charges the customer, then saves the paid order.
public struct Checkout: Sendable {
  private let payments: any PaymentGateway
  private let orders: any OrderStore

  /// A checkout that charges through `payments` and saves to `orders`.
  public init(payments: any PaymentGateway, orders: any OrderStore) {
    self.payments = payments
    self.orders = orders
  }

  /// Charges `cents` for the order `id` and saves it; a declined charge saves nothing.
  ///
  /// - Returns: The saved order.
  /// - Throws: What the payment gateway or the order store throws.
  public func place(orderID id: String, cents: Int) async throws -> PlacedOrder {
    let chargeID = try await payments.charge(orderID: id, cents: cents)
    let order = PlacedOrder(id: id, cents: cents, chargeID: chargeID)
    try await orders.save(order)
    return order
  }
}
