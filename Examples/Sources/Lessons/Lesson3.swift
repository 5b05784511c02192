/// Lesson 3: a force-cast stub (`stubbedResult as! T`) that crashes instead of failing.
///
/// A reorder service asks an API with a generic method for a user's orders.
public enum Lesson3 {
  /// An order as the API sends it.
  public struct Order: Codable, Equatable, Sendable {
    public var id: String
    public var totalCents: Int

    public init(id: String, totalCents: Int) {
      self.id = id
      self.totalCents = totalCents
    }
  }

  /// Gets a path from the API and decodes the response as whatever type the caller asks for.
  public protocol OrderAPI: Sendable {
    func get<Response: Decodable & Sendable>(_ path: String) async throws -> Response
  }

  /// Finds the order a user placed last, to offer "order again".
  public struct ReorderService: Sendable {
    let api: any OrderAPI

    public init(api: any OrderAPI) { self.api = api }

    public func lastOrder(userID: String) async throws -> Order? {
      let orders: [Order] = try await api.get("/users/\(userID)/orders")
      return orders.last
    }
  }

  /// The bug: `/users/<id>/orders` returns a list, but this asks for a single order.
  public struct FaultyReorderService: Sendable {
    let api: any OrderAPI

    public init(api: any OrderAPI) { self.api = api }

    public func lastOrder(userID: String) async throws -> Order? {
      let order: Order = try await api.get("/users/\(userID)/orders")
      return order
    }
  }
}
