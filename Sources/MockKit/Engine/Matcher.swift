/// Which calls a `when` stub answers: those equal to some arguments (`when(_:)`), or those
/// a predicate accepts (`when(matching:)`).
@usableFromInline
struct Matcher<Input: Sendable>: Sendable {
  /// The arguments a `when(_:)` stub answers, which strict mode prints; `nil` for a
  /// predicate.
  let expected: Input?
  /// Whether the stub answers a call with these arguments. A caller's `==` or predicate:
  /// it runs outside the spy's lock.
  @usableFromInline let accepts: @Sendable (Input) -> Bool

  @usableFromInline
  init(expected: Input?, accepts: @escaping @Sendable (Input) -> Bool) {
    self.expected = expected
    self.accepts = accepts
  }

  /// The calls whose arguments `equals` finds equal to `expected`.
  @inlinable
  static func equal(
    to expected: Input, by equals: @escaping @Sendable (Input, Input) -> Bool
  ) -> Self {
    Matcher(expected: expected, accepts: { equals($0, expected) })
  }

  /// The calls whose arguments are `==` to `expected`: one closure a stub, compiled where
  /// the spy's types are known (the matched-stubs benchmark row).
  @inlinable
  static func equal(to expected: Input) -> Self where Input: Equatable {
    Matcher(expected: expected, accepts: { $0 == expected })
  }

  /// The calls `predicate` accepts.
  static func satisfying(_ predicate: @escaping @Sendable (Input) -> Bool) -> Self {
    Matcher(expected: nil, accepts: predicate)
  }
}
