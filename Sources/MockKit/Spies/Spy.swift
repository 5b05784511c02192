/// Records every call of a non-throwing mock method and answers it from stubs.
///
/// A mock holds one spy per protocol requirement, as a `let`, and forwards each method to
/// it. `Input` is the argument (an unlabeled tuple or a small struct for several, `Void`
/// for none; `when(_:)` and the `with:` assertions compare an unlabeled tuple of
/// `Equatable` values element by element, whatever its length);
/// `Output` is the return type.
///
/// ```swift
/// final class MockAnalyticsTracker: AnalyticsTracker {
///   let track = Spy<AnalyticsEvent, Void>()
///
///   func track(_ event: AnalyticsEvent) { track.call(event) }
/// }
/// ```
///
/// ```swift
/// @Test func aPaymentIsTrackedBeforeAndAfterTheCharge() async throws {
///   let payments = MockPaymentProcessor()
///   payments.charge.returns(PaymentReceipt(id: "r-1", amount: 42))
///   let analytics = MockAnalyticsTracker()
///
///   _ = try await CheckoutService(payments: payments, analytics: analytics)
///     .pay(orderID: "o-1", amount: 42)
///
///   expectCalled(analytics.track, times: 2)
/// }
/// ```
///
/// How a call is answered, recorded and named, and how to wait for calls and hold them:
/// see ``MethodSpy``, which has every member a `Spy` has beyond its initializer.
// @unchecked restates MethodSpy's conformance: no stored property of its own.
public final class Spy<Input: Sendable, Output: Sendable>:
  MethodSpy<Input, Output, Never>, @unchecked Sendable
{
  /// Creates a spy with no calls and no stubs.
  ///
  /// ```swift
  /// let track = Spy<AnalyticsEvent, Void>()  // in a mock: named after its method
  /// let onUserLoaded = Spy<User?, Void>(name: "onUserLoaded")  // a callback a test calls
  /// ```
  ///
  /// A spy can say how its calls' arguments read in failure messages, where their
  /// description is not what a test needs to read: here, the event's name, without the
  /// properties that would crowd every line.
  ///
  /// ```swift
  /// let track = Spy<AnalyticsEvent, Void>(describingArguments: { $0.name })
  /// ```
  ///
  /// Its calls then read `track(payment_started)` in every message.
  ///
  /// - Parameters:
  ///   - name: The name failure messages use. Leave it out to use the mock method that
  ///     makes the spy's first call.
  ///   - describingArguments: How failure messages print a call's arguments, in place of
  ///     MockKit's rules (see ``CustomMockStringConvertible``). The text stands for the
  ///     argument of a method with one, after its label, and for the whole list of a
  ///     method with several. It runs when a message is put together, never while the
  ///     spy records a call.
  ///   - function: Where the spy is declared; leave the default.
  ///   - fileID: Where the spy is declared; leave the default.
  ///   - filePath: Where the spy is declared; leave the default.
  ///   - line: Where the spy is declared; leave the default.
  ///   - column: Where the spy is declared; leave the default.
  public init(
    name: String? = nil,
    describingArguments: (@Sendable (Input) -> String)? = nil,
    function: StaticString = #function,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    super.init(
      kind: "Spy", name: name, describingArguments: describingArguments, function: function,
      site: DeclarationSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Creates a spy that answers every call with `output` until a test stubs it
  /// otherwise: a default the mock carries where it declares the spy, so tests need not
  /// stub it, and calls are answered rather than reported as unstubbed. `reset()` restores
  /// it.
  ///
  /// ```swift
  /// let isOnline = Spy<Void, Bool>(returning: true)
  /// ```
  ///
  /// - Parameters:
  ///   - output: What every call returns until a test stubs the spy otherwise.
  ///   - name: The name failure messages use. Leave it out to use the mock method that
  ///     makes the spy's first call.
  ///   - describingArguments: How failure messages print a call's arguments, in place of
  ///     MockKit's rules (see ``CustomMockStringConvertible``).
  ///   - function: Where the spy is declared; leave the default.
  ///   - fileID: Where the spy is declared; leave the default.
  ///   - filePath: Where the spy is declared; leave the default.
  ///   - line: Where the spy is declared; leave the default.
  ///   - column: Where the spy is declared; leave the default.
  public init(
    returning output: Output,
    name: String? = nil,
    describingArguments: (@Sendable (Input) -> String)? = nil,
    function: StaticString = #function,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    super.init(
      kind: "Spy", name: name, describingArguments: describingArguments, declaredDefault: output,
      function: function,
      site: DeclarationSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
