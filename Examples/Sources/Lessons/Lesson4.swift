/// Lesson 4: a `shouldThrowError` flag that cannot express "the first call fails, the
/// retry succeeds".
///
/// A checkout retries a charge once when the payment provider times out.
public enum Lesson4 {
  /// Why a charge failed.
  public enum GatewayError: Error, Equatable, Sendable {
    case timedOut
    case declined
  }

  /// Charges an order and returns the receipt's id.
  public protocol PaymentGateway: Sendable {
    func charge(orderID: String, cents: Int) async throws -> String
  }

  /// Pays for an order, retrying once after a timeout.
  public struct CheckoutPayment: Sendable {
    let gateway: any PaymentGateway

    public init(gateway: any PaymentGateway) { self.gateway = gateway }

    public func pay(orderID: String, cents: Int) async throws -> String {
      do {
        return try await gateway.charge(orderID: orderID, cents: cents)
      } catch GatewayError.timedOut {
        return try await gateway.charge(orderID: orderID, cents: cents)
      }
    }
  }

  /// The bug: the retry was lost; a timeout fails the checkout.
  public struct FaultyCheckoutPayment: Sendable {
    let gateway: any PaymentGateway

    public init(gateway: any PaymentGateway) { self.gateway = gateway }

    public func pay(orderID: String, cents: Int) async throws -> String {
      try await gateway.charge(orderID: orderID, cents: cents)
    }
  }
}
