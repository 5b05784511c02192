/// Records every call of a non-throwing mock method and answers it from stubs.
///
/// A mock holds one spy per protocol requirement, as a `let`, and forwards each method to
/// it. `Input` is the argument (an unlabeled tuple or a small struct for several, `Void`
/// for none; `when(_:)` and the `with:` assertions compare unlabeled tuples of up to 4
/// `Equatable` values element by element);
/// `Output` is the return type.
///
/// ```swift
/// protocol OrderStore: Sendable {
///   func save(_ order: Order)
///   func order(id: String) -> Order?
/// }
///
/// final class MockOrderStore: OrderStore {
///   let save = Spy<Order, Void>()
///   let orderByID = Spy<String, Order?>()
///
///   func save(_ order: Order) { save.call(order) }
///   func order(id: String) -> Order? { orderByID.call(id) }
/// }
///
/// @Test func checkoutSavesTheOrder() {
///   let store = MockOrderStore()
///   store.orderByID.returns(Order(id: "o-1", total: 42))
///
///   CheckoutService(store: store).placeOrder(id: "o-1")
///
///   expectCalled(store.save, times: 1)
/// }
/// ```
///
/// How a call is answered, recorded and named, and how to wait for calls and hold them:
/// see ``SpyBase``, which has every member a `Spy` has beyond its initializer.
// @unchecked restates SpyBase's conformance: no stored property of its own.
public final class Spy<Input: Sendable, Output: Sendable>:
  SpyBase<Input, Output, Never>, @unchecked Sendable
{
  /// Creates a spy with no calls and no stubs.
  ///
  /// ```swift
  /// let save = Spy<Order, Void>()
  /// let total = Spy<[Order], Decimal>(name: "total(of:)")
  /// ```
  ///
  /// - Parameters:
  ///   - name: The name failure messages use. Leave it out to use the mock method that
  ///     first calls the spy.
  ///   - function: Where the spy is declared; leave the default.
  ///   - fileID: Where the spy is declared; leave the default.
  ///   - filePath: Where the spy is declared; leave the default.
  ///   - line: Where the spy is declared; leave the default.
  ///   - column: Where the spy is declared; leave the default.
  public init(
    name: String? = nil,
    function: StaticString = #function,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    super.init(
      kind: "Spy", name: name, function: function,
      site: DeclarationSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
