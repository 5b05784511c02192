/// A payment token that cannot be copied, so it is spent once.
public struct PaymentToken: ~Copyable {
  /// The token's value.
  public let value: String

  /// Creates a token of `value`.
  public init(value: String) { self.value = value }
}

/// An order confirmation that the maker hands over to the caller.
public final class Confirmation {
  /// The confirmed order.
  public let orderID: String

  /// Creates the confirmation of `orderID`.
  public init(orderID: String) { self.orderID = orderID }
}

// mockkit:mock
/// A checkout session that need not be copyable.
public protocol CheckoutSession: ~Copyable {
  /// Ends the session.
  consuming func close()
}

// mockkit:mock
/// Payments with values that cannot be copied or escape, and a result sent to the caller.
public protocol PaymentTerminal {
  /// Reads the provider's settings from the bytes of a file.
  init(settings: RawSpan, provider: String) throws
  /// Runs `body` while the terminal watches the order, and returns what it returns.
  func watch<Result: ~Copyable>(order orderID: String, _ body: () throws -> Result) rethrows
    -> Result
  /// Makes a confirmation the caller owns.
  func confirm(orderID: String) -> sending Confirmation
  /// Charges the order with `token`.
  func charge(_ token: borrowing PaymentToken, orderID: String)
}

/// Pays `orderID` with `token` while `terminal` watches it, and confirms it.
public func pay(
  orderID: String, with token: borrowing PaymentToken, on terminal: some PaymentTerminal
) -> Confirmation {
  terminal.watch(order: orderID) { terminal.charge(token, orderID: orderID) }
  return terminal.confirm(orderID: orderID)
}
