/// An argument a mock records although its type is not known to be `Sendable`.
///
/// A spy's `Input` must be `Sendable`, because its calls are read from other tasks. Some
/// arguments cannot promise that: a closure that is not `@Sendable`, or a value of a
/// generic parameter that is not constrained to `Sendable`. A mock records such an
/// argument wrapped in an `UncheckedArgument`:
///
/// ```swift
/// protocol OrderEvents {
///   func onOrderPlaced(_ handler: @escaping (Order) -> Void)
/// }
///
/// final class MockOrderEvents: OrderEvents {
///   let onOrderPlaced = Spy<UncheckedArgument<(Order) -> Void>, Void>()
///
///   func onOrderPlaced(_ handler: @escaping (Order) -> Void) {
///     onOrderPlaced.call(UncheckedArgument(handler))
///   }
/// }
///
/// @Test func placingAnOrderNotifiesTheHandler() {
///   let events = MockOrderEvents()
///   var placed: [Order] = []
///   events.onOrderPlaced { placed.append($0) }
///
///   let order = Order(id: "o-1", sku: "book-1", quantity: 2, total: 42)
///   events.onOrderPlaced.lastArguments?.value(order)
///
///   #expect(placed == [order])
/// }
/// ```
///
/// The wrapper is `Sendable` only by assertion: MockKit never mutates `value`; it stores
/// it, hands it back, and describes it in failure messages. Reading it from another task than the one that
/// made the call is the test author's responsibility: do it only where the value is
/// safe to use, typically in the test body after the code under test has returned.
///
/// Failure messages print the wrapped value, not the wrapper, so a call reads
/// `onOrderPlaced((Function))` as it would without it.
public struct UncheckedArgument<Value>: @unchecked Sendable {
  /// The argument as the mock received it.
  ///
  /// ```swift
  /// let handler = events.onOrderPlaced.lastArguments?.value
  /// ```
  public let value: Value

  /// Wraps an argument so a spy can record it.
  ///
  /// ```swift
  /// func onOrderPlaced(_ handler: @escaping (Order) -> Void) {
  ///   onOrderPlaced.call(UncheckedArgument(handler))
  /// }
  /// ```
  ///
  /// - Parameter value: The argument of the mocked method.
  public init(_ value: Value) {
    self.value = value
  }

  /// The argument as a `T`, or `nil` if it is not one; for an `UncheckedArgument<Any>`,
  /// which a mock uses when the argument's type is a generic parameter.
  ///
  /// ```swift
  /// // func track<Event>(_ event: Event) { track.call(UncheckedArgument(event)) }
  /// let event = analytics.track.lastArguments?.value(as: OrderPlaced.self)
  /// #expect(event?.orderID == "o-1")
  /// ```
  ///
  /// - Parameter type: The type to read the argument as.
  /// - Returns: The argument, if it is a `T`; otherwise `nil`.
  public func value<T>(as type: T.Type) -> T? {
    self.value as? T
  }
}

extension UncheckedArgument: Equatable where Value: Equatable {}

extension UncheckedArgument: CustomStringConvertible {
  /// The wrapped value's description, so messages show the argument, not the wrapper.
  ///
  /// ```swift
  /// #expect(UncheckedArgument(42).description == "42")
  /// ```
  public var description: String { String(describing: value) }
}

extension UncheckedArgument: MockDefaultValue where Value: MockDefaultValue {
  /// The wrapped type's default value, so an unstubbed call of a generated mock whose
  /// result is not `Sendable` reports its failure and goes on.
  ///
  /// ```swift
  /// #expect(UncheckedArgument<[String]>.mockDefaultValue.value == [])
  /// ```
  public static var mockDefaultValue: UncheckedArgument<Value> {
    UncheckedArgument(Value.mockDefaultValue)
  }
}

extension UncheckedArgument: UncheckedValue {
  var uncheckedValue: Any { value }
}
