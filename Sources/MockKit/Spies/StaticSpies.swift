/// The static spies of generic mocks, one set per concrete mock type.
///
/// Swift has no stored `static` properties in a generic type, so a generic mock, such as
/// the mock of a protocol with an associated type, cannot hold a `static let` spy for a
/// `static` requirement. It declares a `static var` that asks `StaticSpies` for the spy
/// instead, and gets the same spy on every access from the same mock type:
///
/// ```swift
/// protocol OrderRecord: AnyObject, Sendable {
///   associatedtype ID: Hashable & Sendable
///   static var tableName: String { get }
///   var id: ID { get }
/// }
///
/// final class MockOrderRecord<ID: Hashable & Sendable>: OrderRecord {
///   static var tableNameGetter: Spy<Void, String> {
///     StaticSpies.spy(of: Self.self, named: "tableNameGetter") { Spy(name: "tableName") }
///   }
///   let idGetter = Spy<Void, ID>(name: "id")
///
///   static var tableName: String { tableNameGetter.call() }
///   var id: ID { idGetter.call() }
/// }
/// ```
///
/// Each concrete type has its own spies: stubbing `MockOrderRecord<Int>` leaves
/// `MockOrderRecord<String>` untouched. Like any static spy, one is shared by every test
/// in the process, so a test that stubs it resets it:
///
/// ```swift
/// MockOrderRecord<Int>.tableNameGetter.returns("orders")
/// defer { MockOrderRecord<Int>.tableNameGetter.reset() }
///
/// #expect(MockOrderRecord<Int>.tableName == "orders")
/// #expect(!MockOrderRecord<String>.tableNameGetter.wasCalled)
/// ```
public enum StaticSpies {
  /// One spy of one mock type: the type's identity and the spy's property name.
  private struct Key: Hashable {
    let mockType: ObjectIdentifier
    let name: String
  }

  private static let spies = LockedState<[Key: any AnyObject & Sendable]>([:])

  /// The spy named `name` of `mockType`, made by `make` on the first request.
  ///
  /// ```swift
  /// static var tableNameGetter: Spy<Void, String> {
  ///   StaticSpies.spy(of: Self.self, named: "tableNameGetter") { Spy(name: "tableName") }
  /// }
  /// ```
  ///
  /// A type is told apart by the `ObjectIdentifier` of its metatype: Swift keeps one
  /// metatype per type for the life of the process, so the identifier names the type
  /// itself (`MockOrderRecord<Int>` apart from `MockOrderRecord<String>`), never an
  /// instance whose memory could be reused.
  ///
  /// - Parameters:
  ///   - mockType: The mock type whose spy it is; a mock passes `Self.self`.
  ///   - name: The spy's property name, which tells a mock type's spies apart.
  ///   - make: Makes the spy the first time it is asked for; it runs outside any lock, and
  ///     when two threads ask at once, the spy one of them made is kept for both.
  /// - Returns: The same spy for every request with the same type and name.
  public static func spy<Kept: AnyObject & Sendable>(
    of mockType: Any.Type, named name: String, making make: () -> Kept
  ) -> Kept {
    let key = Key(mockType: ObjectIdentifier(mockType), name: name)
    if let kept = spies.withLock({ $0[key] }) as? Kept { return kept }
    // Made outside the lock: a new spy joins the strict and capture scopes it is made
    // in, which take their own locks.
    let made = make()
    return spies.withLock { spies in
      if let kept = spies[key] as? Kept { return kept }
      spies[key] = made
      return made
    }
  }
}
