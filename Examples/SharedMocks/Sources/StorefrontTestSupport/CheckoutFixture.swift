import Storefront

/// A `Checkout` built from the shared mocks, which MockKitPlugin generates into this
/// library at build time, with the mocks at hand to stub and check.
public struct CheckoutFixture: Sendable {
  /// The payment gateway the checkout charges.
  public let payments = MockPaymentGateway()
  /// The order store the checkout saves to.
  public let orders = MockOrderStore()

  /// A fixture whose mocks nothing is stubbed on yet.
  public init() {}

  /// The checkout under test, wired to ``payments`` and ``orders``.
  public var checkout: Checkout { Checkout(payments: payments, orders: orders) }
}
