import Foundation

/// Places orders: reserves the stock, then charges the payment.
///
/// Stock that cannot be reserved ends the order before any money is taken. When the
/// charge fails, the reservation is released.
///
/// ```swift
/// let orders = OrderService(inventory: warehouse, payments: stripe)
/// let confirmation = try await orders.place(order, context: context)
/// ```
public struct OrderService: Sendable {
  private let inventory: any InventoryService
  private let payments: any PaymentProcessor

  /// Creates an order service.
  ///
  /// - Parameters:
  ///   - inventory: Holds the stock.
  ///   - payments: Charges the money.
  public init(inventory: any InventoryService, payments: any PaymentProcessor) {
    self.inventory = inventory
    self.payments = payments
  }

  /// Places `order`: reserves its items, then charges its total.
  ///
  /// - Parameters:
  ///   - order: The order.
  ///   - context: The request's identifier and logger.
  /// - Returns: The confirmation, with the payment's receipt.
  /// - Throws: ``OrderError/outOfStock(sku:)`` when the items cannot be reserved, the
  ///   inventory's error, or the payment's error (after releasing the reservation).
  public func place(_ order: Order, context: RequestContext) async throws -> OrderConfirmation {
    context.log("reserving \(order.quantity) × \(order.sku) for \(order.id)")
    guard try await inventory.reserve(sku: order.sku, quantity: order.quantity) else {
      context.log("out of stock: \(order.sku)")
      throw OrderError.outOfStock(sku: order.sku)
    }
    do {
      let receipt = try await payments.charge(amount: order.total, currency: order.currency)
      context.log("charged \(order.total) \(order.currency) for \(order.id)")
      return OrderConfirmation(orderID: order.id, receiptID: receipt.id)
    } catch {
      context.log("payment failed for \(order.id): \(error)")
      await inventory.release(sku: order.sku, quantity: order.quantity)
      throw error
    }
  }
}

/// An order of one product.
public struct Order: Equatable, Sendable {
  /// The order's identifier.
  public var id: String
  /// The product's stock-keeping unit.
  public var sku: String
  /// How many items.
  public var quantity: Int
  /// The total to charge.
  public var total: Decimal
  /// The currency of ``total``, an ISO 4217 code.
  public var currency: String

  /// Creates an order.
  public init(id: String, sku: String, quantity: Int, total: Decimal, currency: String = "EUR") {
    self.id = id
    self.sku = sku
    self.quantity = quantity
    self.total = total
    self.currency = currency
  }
}

/// A placed order.
public struct OrderConfirmation: Equatable, Sendable {
  /// The order's identifier.
  public var orderID: String
  /// The payment's receipt identifier.
  public var receiptID: String

  /// Creates a confirmation.
  public init(orderID: String, receiptID: String) {
    self.orderID = orderID
    self.receiptID = receiptID
  }
}

/// Why an order could not be placed.
public enum OrderError: Error, Equatable, Sendable {
  /// There is not enough stock of `sku`.
  case outOfStock(sku: String)
}
