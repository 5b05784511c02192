// mockkit:mock
/// Holds stock for orders.
///
/// ```swift
/// guard try await inventory.reserve(sku: "book-1", quantity: 2) else { … }
/// ```
public protocol InventoryService: Sendable {
  /// Reserves `quantity` items of `sku`.
  ///
  /// - Returns: `true` if the items are now held for the order, `false` if there are not
  ///   enough.
  /// - Throws: A transport error.
  func reserve(sku: String, quantity: Int) async throws -> Bool

  /// Gives back a reservation made with ``reserve(sku:quantity:)``.
  func release(sku: String, quantity: Int) async
}
