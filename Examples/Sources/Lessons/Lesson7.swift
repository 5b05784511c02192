/// Lesson 7: silent defaults for unstubbed calls that hide a call the service should not
/// make.
///
/// A refund service gives money back through a payment gateway; it must never charge.
public enum Lesson7 {
  /// Moves money for an order; both methods return a receipt id.
  public protocol RefundGateway: Sendable {
    func charge(orderID: String, cents: Int) throws -> String
    func refund(orderID: String, cents: Int) throws -> String
  }

  /// Refunds an order.
  public struct RefundService: Sendable {
    let gateway: any RefundGateway

    public init(gateway: any RefundGateway) { self.gateway = gateway }

    public func refund(orderID: String, cents: Int) throws -> String {
      try gateway.refund(orderID: orderID, cents: cents)
    }
  }

  /// The bug: a refund is sent as a negative charge, which the real gateway rejects, or
  /// worse, books as a charge.
  public struct FaultyRefundService: Sendable {
    let gateway: any RefundGateway

    public init(gateway: any RefundGateway) { self.gateway = gateway }

    public func refund(orderID: String, cents: Int) throws -> String {
      try gateway.charge(orderID: orderID, cents: -cents)
    }
  }
}
