/// One recorded call: the arguments it was made with and its place in the process-wide
/// order of calls.
///
/// Sequence numbers come from one clock shared by every spy, so comparing them tells
/// which of two calls happened first, even across mocks (they grow with every call, but
/// not one by one):
///
/// ```swift
/// let reserve = try #require(inventory.reserve.calls.first)
/// let charge = try #require(payments.charge.calls.first)
/// #expect(reserve.sequenceNumber < charge.sequenceNumber)
/// ```
///
/// ``expectCallOrder(_:message:fileID:filePath:line:column:)`` and
/// ``XCTAssertCallOrder(_:message:fileID:filePath:line:column:)`` do this for you, with a
/// readable failure.
public struct SpyCall<Input: Sendable>: Sendable {
  /// The arguments, as the mock passed them to `call(_:)`.
  ///
  /// ```swift
  /// #expect(users.user.calls.first?.arguments == "1")
  /// ```
  public let arguments: Input
  /// This call's place in the order of all calls recorded by every spy in the process: a
  /// call made after another, on any spy, has a greater number. Numbers are not
  /// consecutive.
  ///
  /// ```swift
  /// let (first, second) = (inventory.reserve.calls[0], payments.charge.calls[0])
  /// #expect(first.sequenceNumber < second.sequenceNumber)
  /// ```
  public let sequenceNumber: UInt64

  @inlinable
  init(arguments: Input, sequenceNumber: UInt64) {
    self.arguments = arguments
    self.sequenceNumber = sequenceNumber
  }
}

extension SpyCall: Equatable where Input: Equatable {}
extension SpyCall: Hashable where Input: Hashable {}
