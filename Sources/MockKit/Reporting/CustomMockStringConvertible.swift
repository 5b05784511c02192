/// A type that chooses how its values read in MockKit's failure messages.
///
/// MockKit prints an argument by the first of these rules that applies:
///
/// 1. `CustomMockStringConvertible`: its ``mockDescription``;
/// 2. Swift Testing's `CustomTestStringConvertible`: its `testDescription`;
/// 3. MockKit's own rules: a string quoted, an optional as the value it holds or `nil`,
///    `Data` as its text when it is UTF-8 text, else as its first bytes in hex, and
///    anything else as its `description`, with the elements of each dictionary and set
///    sorted by their text, so that a message reads the same in every run.
///
/// The standard library's types keep MockKit's rules even where Swift Testing conforms
/// them to `CustomTestStringConvertible` (strings, optionals, ranges), so they read as
/// they always have: Swift Testing prints a string without escaping its quotes.
///
/// Adopt it where a type's `description` is for something else (a log line, a UI), or
/// where it leaves out what a test needs to read; adopt `CustomTestStringConvertible`
/// instead when `#expect` should print the value the same way.
///
/// ```swift
/// extension ChargeRequest: CustomMockStringConvertible {
///   var mockDescription: String { "\(amount) \(currency) for \(orderID)" }
/// }
/// ```
///
/// A call with a `ChargeRequest` then reads `submit(42 EUR for o-1)`, in every message.
/// To choose how one spy prints its arguments, whatever their type, give the spy a
/// closure: `Spy(describingArguments:)`.
public protocol CustomMockStringConvertible {
  /// The text MockKit's messages show for the value, as it is: not quoted.
  ///
  /// ```swift
  /// let request = ChargeRequest(orderID: "o-1", amount: 42, currency: "EUR")
  /// #expect(request.mockDescription == "42 EUR for o-1")
  /// ```
  var mockDescription: String { get }
}
