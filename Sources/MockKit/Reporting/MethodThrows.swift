/// What a mocked method can throw, which decides what a call that cannot be answered
/// does, and how its failure says so.
enum MethodThrows: Sendable {
  /// Nothing: the call returns a fallback value.
  case nothing
  /// Any error: the call throws a ``MockKitError``.
  case anyError
  /// Only its own errors, as `throws(PaymentError)` does: the call returns a fallback
  /// value.
  case otherErrors

  /// Whether the call throws the ``MockKitError``.
  var throwsMockKitError: Bool { self == .anyError }
}
