// mockkit:mock
/// Holds what a customer is buying.
public protocol Cart: Sendable {
  /// Adds one of the product `sku`.
  func add(sku: String)
}
