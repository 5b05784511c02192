// mockkit:mock
/// Keeps placed orders: the role of a database or a server.
public protocol OrderStore: Sendable {
  /// Saves `order`, replacing one of the same ID.
  func save(_ order: PlacedOrder) async throws
}

/// An order that was paid for.
public struct PlacedOrder: Equatable, Sendable {
  /// The order's ID.
  public var id: String
  /// What was charged, in cents.
  public var cents: Int
  /// The payment provider's identifier of the charge.
  public var chargeID: String

  /// Creates a placed order.
  public init(id: String, cents: Int, chargeID: String) {
    self.id = id
    self.cents = cents
    self.chargeID = chargeID
  }
}
