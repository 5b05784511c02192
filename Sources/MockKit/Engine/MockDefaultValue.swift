import Foundation

/// A type with a value that a non-throwing ``Spy`` returns after it has reported an
/// unstubbed call, so the test goes on and shows every failure instead of stopping.
///
/// An unstubbed call is always a test failure. This value only decides what happens next:
/// with it, the code under test receives an empty or zero value and the test keeps
/// running; without it, the spy has nothing it could return and stops the test process
/// after reporting the failure. (A spy declared with a default, `Spy(returning:)`, answers
/// every call itself, so none of its calls is unstubbed.)
///
/// A call of a method with typed throws (`throws(PaymentError)`) cannot throw
/// ``MockKitError``: when its output has no default value, it throws its error type's,
/// if the error type conforms, instead of stopping the test process.
///
/// MockKit provides it for `Optional` (`nil`), `Bool` (`false`), `String` (`""`), the
/// standard integer and floating-point types (`0`), `Array`, `Set`, `Dictionary` and
/// `Data` (empty), `Date` (the start of 1970) and `UUID` (all zeros), and `AsyncStream`
/// and `AsyncThrowingStream` (already finished). Conform your own types when an empty
/// value exists:
///
/// ```swift
/// extension OrderSummary: MockDefaultValue {
///   static var mockDefaultValue: OrderSummary { OrderSummary(orders: []) }
/// }
/// ```
public protocol MockDefaultValue {
  /// The value an unstubbed call returns after its failure has been reported.
  ///
  /// ```swift
  /// let total = Spy<[Order], Int>()
  /// let value = total.call([])  // reports a failure, returns Int.mockDefaultValue
  /// ```
  static var mockDefaultValue: Self { get }
}

extension MockDefaultValue where Self: BinaryInteger {
  /// Zero.
  ///
  /// ```swift
  /// #expect(Int.mockDefaultValue == 0)
  /// ```
  public static var mockDefaultValue: Self { 0 }
}

extension MockDefaultValue where Self: BinaryFloatingPoint {
  /// Zero.
  ///
  /// ```swift
  /// #expect(Double.mockDefaultValue == 0)
  /// ```
  public static var mockDefaultValue: Self { 0 }
}

extension MockDefaultValue where Self: RangeReplaceableCollection {
  /// The empty collection.
  ///
  /// ```swift
  /// #expect(String.mockDefaultValue == "")
  /// ```
  public static var mockDefaultValue: Self { Self() }
}

extension MockDefaultValue where Self: SetAlgebra {
  /// The empty set.
  ///
  /// ```swift
  /// #expect(Set<String>.mockDefaultValue.isEmpty)
  /// ```
  public static var mockDefaultValue: Self { Self() }
}

extension Optional: MockDefaultValue {
  /// `nil`.
  ///
  /// ```swift
  /// #expect(Optional<User>.mockDefaultValue == nil)
  /// ```
  public static var mockDefaultValue: Self { nil }
}

extension Bool: MockDefaultValue {
  /// `false`.
  ///
  /// ```swift
  /// #expect(Bool.mockDefaultValue == false)
  /// ```
  public static var mockDefaultValue: Self { false }
}

extension Dictionary: MockDefaultValue {
  /// The empty dictionary.
  ///
  /// ```swift
  /// #expect([String: Int].mockDefaultValue.isEmpty)
  /// ```
  public static var mockDefaultValue: Self { [:] }
}

extension AsyncStream: MockDefaultValue {
  /// A stream that is already finished: a `for await` over it ends at once.
  ///
  /// ```swift
  /// for await _ in AsyncStream<Int>.mockDefaultValue { Issue.record("no element expected") }
  /// ```
  public static var mockDefaultValue: Self { AsyncStream { $0.finish() } }
}

extension AsyncThrowingStream: MockDefaultValue where Failure == any Error {
  /// A stream that is already finished, without an error: a `for try await` over it ends
  /// at once.
  ///
  /// ```swift
  /// for try await _ in AsyncThrowingStream<Int, any Error>.mockDefaultValue {
  ///   Issue.record("no element expected")
  /// }
  /// ```
  public static var mockDefaultValue: Self { AsyncThrowingStream { $0.finish() } }
}

extension Date: MockDefaultValue {
  /// The start of 1970 (UTC), the reference date of Unix time: a fixed date rather than
  /// the time of the call, so that the code under test sees the same value in every run.
  ///
  /// ```swift
  /// #expect(Date.mockDefaultValue == Date(timeIntervalSince1970: 0))
  /// ```
  public static var mockDefaultValue: Self { Date(timeIntervalSince1970: 0) }
}

extension UUID: MockDefaultValue {
  /// The UUID whose bits are all zero.
  ///
  /// ```swift
  /// #expect(UUID.mockDefaultValue.uuidString == "00000000-0000-0000-0000-000000000000")
  /// ```
  public static var mockDefaultValue: Self {
    UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
  }
}

extension String: MockDefaultValue {}
extension Array: MockDefaultValue {}
extension Set: MockDefaultValue {}
extension Data: MockDefaultValue {}
extension Int: MockDefaultValue {}
extension Int8: MockDefaultValue {}
extension Int16: MockDefaultValue {}
extension Int32: MockDefaultValue {}
extension Int64: MockDefaultValue {}
extension UInt: MockDefaultValue {}
extension UInt8: MockDefaultValue {}
extension UInt16: MockDefaultValue {}
extension UInt32: MockDefaultValue {}
extension UInt64: MockDefaultValue {}
extension Double: MockDefaultValue {}
extension Float: MockDefaultValue {}

/// The value a non-throwing spy returns after an unanswered call has been reported:
/// `()` for `Void`, the ``MockDefaultValue`` where there is one, `nil` where nothing is
/// possible.
func fallbackValue<Output>(of type: Output.Type) -> Output? {
  if let void = () as? Output { return void }
  guard let defaultType = Output.self as? any MockDefaultValue.Type else { return nil }
  return defaultType.mockDefaultValue as? Output
}
