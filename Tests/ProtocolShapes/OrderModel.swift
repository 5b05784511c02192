// mockkit:mock
/// A stored order, in the shape of FluentKit's `Model`: a static requirement beside an
/// associated type.
public protocol OrderModel: AnyObject, Sendable {
  associatedtype IDValue: Hashable & Sendable
  /// The table the orders are stored in.
  static var schema: String { get }
  /// The order's identifier, once stored.
  var id: IDValue? { get set }
}

/// Where an order is stored: its model's table and its identifier.
public func storageKey<Model: OrderModel>(of order: Model) -> String {
  "\(Model.schema)/\(order.id.map { "\($0)" } ?? "new")"
}
