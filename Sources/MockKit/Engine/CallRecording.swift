/// A test double that records calls: ``Spy`` and ``ThrowingSpy`` conform.
///
/// The assertions (`XCTAssertCalled`, `expectCalled`, …) and the predicates
/// (`wasCalled(times:)`, …) accept any `CallRecording`, so they read the same for both
/// kinds of spy:
///
/// ```swift
/// let logout = Spy<Void, Void>(name: "logout()")
/// logout.call()
/// #expect(logout.wasCalled(times: 1))
/// ```
public protocol CallRecording<Input>: AnyObject, Sendable {
  /// The type of the arguments of one call.
  ///
  /// ```swift
  /// let charge = ThrowingSpy<(Decimal, String), PaymentReceipt>()
  /// // charge's Input is (Decimal, String): an unlabeled tuple, which the `with:`
  /// // assertions and `when(_:)` compare element by element.
  /// ```
  associatedtype Input: Sendable

  /// A consistent snapshot of the calls recorded so far and of the name used in messages,
  /// taken at one instant.
  ///
  /// ```swift
  /// let record = users.user.callRecord
  /// #expect(record.name == "user(id:)" && record.calls.map(\.arguments) == ["1", "2"])
  /// ```
  var callRecord: CallRecord<Input> { get }
}
