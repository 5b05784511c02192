import Foundation

// mockkit:mock
/// Charges money: the role of a payment provider's SDK or API.
///
/// ```swift
/// let receipt = try await payments.charge(amount: 42, currency: "EUR")
/// ```
public protocol PaymentProcessor: Sendable {
  /// Charges `amount` in `currency`.
  ///
  /// - Returns: The provider's receipt.
  /// - Throws: A ``PaymentError`` when the charge is refused, or a transport error.
  func charge(amount: Decimal, currency: String) async throws -> PaymentReceipt
}

/// The proof of a successful charge.
public struct PaymentReceipt: Equatable, Sendable {
  /// The provider's identifier of the charge.
  public var id: String
  /// The amount charged.
  public var amount: Decimal

  /// Creates a receipt.
  public init(id: String, amount: Decimal) {
    self.id = id
    self.amount = amount
  }
}

/// Why a charge was refused.
public enum PaymentError: Error, Equatable, Sendable {
  /// The card or account was declined.
  case declined
  /// The amount is zero or negative.
  case invalidAmount(Decimal)
}
