/// `==` for a spy's input: one `Equatable` value, or an unlabeled tuple of `Equatable`
/// values compared element by element, whatever its arity.
///
/// Every `with:` assertion, wait and predicate, and `when(_:)` for a tuple, takes its
/// expected input as the spy's `Input`, constrained to `(repeat each Element)` with each
/// `Element: Equatable`. One signature so covers a single value and a tuple of any arity,
/// and a literal still takes the spy's element types (`with: (42, "EUR")` on a
/// `(Decimal, String)` spy). `when(_:)` for a single value has an overload of its own,
/// whose `==` the optimizer specializes; it cannot yet specialize a pack's comparison.
///
/// A context whose input is a pack's tuple only through that same-type constraint must
/// not pass an input value to a function whose parameter is itself such a tuple, nor
/// call a closure that takes one: Swift 6.3's compiler crashes on both. So those entry
/// points only build this value, which iterates the pack in closures of its own, and hand
/// it, with their input, to code generic over a plain `Input`.
struct ElementwiseEquality<Input>: Sendable {
  /// Whether two inputs are equal, every element by its own `==`.
  let equals: @Sendable (Input, Input) -> Bool
  /// Each element of an actual input beside the expected one; for failure messages.
  let comparisons: @Sendable (_ actual: Input, _ expected: Input) -> [ElementComparison]

  init(
    equals: @escaping @Sendable (Input, Input) -> Bool,
    comparisons: @escaping @Sendable (Input, Input) -> [ElementComparison]
  ) {
    self.equals = equals
    self.comparisons = comparisons
  }

  /// The equality of an input whose elements are each `Equatable`.
  static func elementwise<each Element: Equatable & Sendable>() -> Self
  where Input == (repeat each Element) {
    ElementwiseEquality(
      equals: { actual, expected in
        for (actual, expected) in repeat (each actual, each expected) {
          guard actual == expected else { return false }
        }
        return true
      },
      comparisons: { actual, expected in
        var comparisons: [ElementComparison] = []
        for (actual, expected) in repeat (each actual, each expected) {
          comparisons.append(ElementComparison(actual, expected))
        }
        return comparisons
      })
  }
}

/// One argument of a call beside the expected one, and whether `==` found them equal.
struct ElementComparison {
  let isEqual: Bool
  let actual: Any
  let expected: Any

  init<Value: Equatable>(_ actual: Value, _ expected: Value) {
    isEqual = actual == expected
    self.actual = actual
    self.expected = expected
  }
}
