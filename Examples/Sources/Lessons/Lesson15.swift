/// Lesson 15: a stub nothing uses, because the code under test asks for other arguments
/// and a catch-all default answers instead.
///
/// A shipping service charges shipping, free for premium customers.
public enum Lesson15 {
  /// A customer.
  public struct Customer: Equatable, Sendable {
    public var id: String
    public var isPremium: Bool

    public init(id: String, isPremium: Bool) {
      self.id = id
      self.isPremium = isPremium
    }
  }

  /// An order of a customer.
  public struct Order: Equatable, Sendable {
    public var id: String
    public var customerID: String

    public init(id: String, customerID: String) {
      self.id = id
      self.customerID = customerID
    }
  }

  /// Looks customers up.
  public protocol CustomerDirectory: Sendable {
    func customer(id: String) async throws -> Customer
  }

  /// Charges 5 for shipping, nothing for a premium customer.
  public struct ShippingService: Sendable {
    let customers: any CustomerDirectory

    public init(customers: any CustomerDirectory) {
      self.customers = customers
    }

    public func shippingCost(for order: Order) async throws -> Int {
      let customer = try await customers.customer(id: order.customerID)
      return customer.isPremium ? 0 : 5
    }
  }

  /// Faulty: looks the customer up by the order's ID, so no premium customer ever gets
  /// free shipping.
  public struct FaultyShippingService: Sendable {
    let customers: any CustomerDirectory

    public init(customers: any CustomerDirectory) {
      self.customers = customers
    }

    public func shippingCost(for order: Order) async throws -> Int {
      let customer = try await customers.customer(id: order.id)
      return customer.isPremium ? 0 : 5
    }
  }
}
