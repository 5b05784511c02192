// mockkit:mock
/// Charges a customer: the role of a payment provider's API.
public protocol PaymentGateway: Sendable {
  /// Charges `cents` for the order `orderID`.
  ///
  /// - Returns: The provider's identifier of the charge.
  /// - Throws: ``PaymentDeclined`` when the provider refuses the charge.
  func charge(orderID: String, cents: Int) async throws -> String
}

/// The provider refused a charge.
public struct PaymentDeclined: Error, Equatable, Sendable {
  /// The provider's reason.
  public var reason: String

  /// Creates the error.
  public init(reason: String) {
    self.reason = reason
  }
}
