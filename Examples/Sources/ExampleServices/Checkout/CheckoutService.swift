import Foundation

/// Takes the payment for an order, and reports it to analytics when a tracker is set.
///
/// With a tracker, a payment tracks `payment_started` before the charge and
/// `payment_completed` after it succeeds; a failed charge tracks `payment_failed`.
///
/// ```swift
/// let checkout = CheckoutService(payments: stripe, analytics: tracker)
/// let receipt = try await checkout.pay(orderID: "o-1", amount: 42)
/// ```
public struct CheckoutService: Sendable {
  private let payments: any PaymentProcessor
  private let analytics: (any AnalyticsTracker)?

  /// Creates a checkout.
  ///
  /// - Parameters:
  ///   - payments: Charges the money.
  ///   - analytics: Receives the payment events; `nil` (no tracking) by default.
  public init(payments: any PaymentProcessor, analytics: (any AnalyticsTracker)? = nil) {
    self.payments = payments
    self.analytics = analytics
  }

  /// Charges `amount` for the order `orderID`.
  ///
  /// - Parameters:
  ///   - orderID: The order paid for.
  ///   - amount: The amount; must be positive.
  ///   - currency: An ISO 4217 code; `EUR` by default.
  /// - Returns: The payment's receipt.
  /// - Throws: ``PaymentError/invalidAmount(_:)`` for an amount that is not positive
  ///   (nothing is charged or tracked), or the processor's error.
  public func pay(orderID: String, amount: Decimal, currency: String = "EUR") async throws
    -> PaymentReceipt
  {
    guard amount > 0 else { throw PaymentError.invalidAmount(amount) }
    let properties = [
      "order_id": orderID, "amount": "\(amount)", "currency": currency,
    ]
    analytics?.track(AnalyticsEvent(name: "payment_started", properties: properties))
    do {
      let receipt = try await payments.charge(amount: amount, currency: currency)
      var completed = properties
      completed["receipt_id"] = receipt.id
      analytics?.track(AnalyticsEvent(name: "payment_completed", properties: completed))
      return receipt
    } catch {
      var failed = properties
      failed["error"] = "\(error)"
      analytics?.track(AnalyticsEvent(name: "payment_failed", properties: failed))
      throw error
    }
  }
}
