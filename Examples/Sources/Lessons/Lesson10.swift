/// Lesson 10: property injection with an implicitly unwrapped optional that crashes when
/// nobody sets it.
///
/// An order history counts a user's orders from a store.
public enum Lesson10 {
  /// Reads a user's orders; here just their ids.
  public protocol OrderStore: Sendable {
    func orderIDs(userID: String) -> [String]
  }

  /// BAD: the dependency is a property someone must remember to set.
  public final class PropertyInjectedOrderHistory {
    public var store: (any OrderStore)!

    public init() {}

    public func orderCount(userID: String) -> Int {
      store.orderIDs(userID: userID).count
    }
  }

  /// Wires a ``PropertyInjectedOrderHistory``, as a composition root would.
  public static func makePropertyInjectedHistory(store: any OrderStore)
    -> PropertyInjectedOrderHistory
  {
    let history = PropertyInjectedOrderHistory()
    history.store = store
    return history
  }

  /// The bug: the wiring forgets to set the store; the history traps at its first use.
  public static func makeFaultyPropertyInjectedHistory(store: any OrderStore)
    -> PropertyInjectedOrderHistory
  {
    PropertyInjectedOrderHistory()
  }

  /// GOOD: the dependency is an initializer parameter; forgetting it does not compile.
  public struct OrderHistory: Sendable {
    let store: any OrderStore

    public init(store: any OrderStore) { self.store = store }

    public func orderCount(userID: String) -> Int {
      store.orderIDs(userID: userID).count
    }
  }
}
