/// Lesson 17: a protocol whose requirement is mutable state, `var storage: [String: Any]
/// { get set }`, instead of the operations its users need.
///
/// A cart keeps how many of each product the user wants, saved between launches: the cart
/// saved at the last launch is there at the next.
public enum Lesson17 {
  /// What a cart does, whichever store it is saved in.
  public protocol ShoppingCart {
    func add(productID: String)
    func quantity(of productID: String) -> Int
  }

  /// BAD: the protocol is the state itself. Its users read and write the dictionary, cast
  /// what they read, and a setter cannot throw. (`[String: Any]` is not `Sendable`, so
  /// neither is anything holding it.)
  public protocol CartStorage: AnyObject {
    var storage: [String: Any] { get set }
  }

  /// Keeps the cart under `"cart"` in the storage, as product IDs to quantities.
  public final class StorageCart: ShoppingCart {
    let store: any CartStorage

    public init(store: any CartStorage) { self.store = store }

    public func add(productID: String) {
      var quantities = store.storage["cart"] as? [String: Int] ?? [:]
      quantities[productID, default: 0] += 1
      store.storage["cart"] = quantities
    }

    public func quantity(of productID: String) -> Int {
      (store.storage["cart"] as? [String: Int])?[productID] ?? 0
    }
  }

  /// The bug: the cart counts in memory, from nothing, and only writes to the storage; the
  /// cart saved at the last launch is never read, and the first add overwrites it.
  public final class FaultyStorageCart: ShoppingCart {
    let store: any CartStorage
    private var quantities: [String: Int] = [:]

    public init(store: any CartStorage) { self.store = store }

    public func add(productID: String) {
      quantities[productID, default: 0] += 1
      store.storage["cart"] = quantities
    }

    public func quantity(of productID: String) -> Int { quantities[productID] ?? 0 }
  }

  /// GOOD: the protocol states what the cart asks of its store: the quantities saved, and
  /// saving new ones.
  public protocol CartStore: Sendable {
    func savedQuantities() -> [String: Int]
    func save(_ quantities: [String: Int])
  }

  public struct SavedCart: ShoppingCart, Sendable {
    let store: any CartStore

    public init(store: any CartStore) { self.store = store }

    public func add(productID: String) {
      var quantities = store.savedQuantities()
      quantities[productID, default: 0] += 1
      store.save(quantities)
    }

    public func quantity(of productID: String) -> Int {
      store.savedQuantities()[productID] ?? 0
    }
  }

  /// The same bug: the cart counts in memory, from nothing, and never reads the store.
  public final class FaultySavedCart: ShoppingCart {
    let store: any CartStore
    private var quantities: [String: Int] = [:]

    public init(store: any CartStore) { self.store = store }

    public func add(productID: String) {
      quantities[productID, default: 0] += 1
      store.save(quantities)
    }

    public func quantity(of productID: String) -> Int { quantities[productID] ?? 0 }
  }
}
