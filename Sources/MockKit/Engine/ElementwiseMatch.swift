/// How a call's arguments match, argument by argument: what decides whether a call
/// matches, and what a message shows of each argument beside what was expected.
///
/// Every way of matching arguments by their values makes one: `when(_:)` and `with:` with
/// the expected values themselves, and ``ArgumentMatch/arguments(_:_:)`` with one match per
/// argument. A predicate over all the arguments at once (`when(matching:)`, `where:`) has
/// no arguments to show, and makes none.
@usableFromInline
struct ElementwiseMatch<Input: Sendable>: Sendable {
  /// Whether a call with these arguments matches. A caller's `==` or predicate: it runs
  /// outside the spy's lock.
  @usableFromInline let accepts: @Sendable (Input) -> Bool
  /// Each argument of a call beside what was expected of it; runs only when a message
  /// needs it.
  @usableFromInline let comparisons: @Sendable (Input) -> [ElementComparison]
  /// What each argument is expected to be, in order.
  @usableFromInline let expected: [ExpectedArgument]
  /// The expected arguments, when each is expected equal to a value: a message prints
  /// them as the spy prints its calls, in its own words if it has them.
  @usableFromInline let expectedInput: Input?

  @usableFromInline
  init(
    accepts: @escaping @Sendable (Input) -> Bool,
    comparisons: @escaping @Sendable (Input) -> [ElementComparison],
    expected: [ExpectedArgument], expectedInput: Input?
  ) {
    self.accepts = accepts
    self.comparisons = comparisons
    self.expected = expected
    self.expectedInput = expectedInput
  }

  /// The calls whose one argument is `==` to `expected`: one closure, compiled where the
  /// spy's types are known (the matched-stubs benchmark row).
  @inlinable
  init(equalTo expected: Input) where Input: Equatable {
    self.init(
      accepts: { $0 == expected },
      comparisons: {
        [ElementComparison(matches: $0 == expected, actual: $0, expected: .value(expected))]
      },
      expected: [.value(expected)], expectedInput: expected)
  }

  /// The calls whose arguments are each equal to those of `expected`.
  init(equalTo expected: Input, _ equality: ElementwiseEquality<Input>) {
    self.init(
      accepts: { equality.equals($0, expected) },
      comparisons: { equality.comparisons($0, expected) },
      expected: equality.values(expected).map { .value($0) }, expectedInput: expected)
  }

  /// The calls whose arguments `match` accepts.
  init(_ match: ArgumentMatch<Input>) {
    if case .elements(let elements) = match.rule {
      self = elements
      return
    }
    let expectedInput: Input? = if case .equal(let value) = match.rule { value } else { nil }
    self.init(
      accepts: { match.accepts($0) }, comparisons: { [match.compare($0)] },
      expected: [match.expectation], expectedInput: expectedInput)
  }
}

/// What one argument is expected to be, as a message shows it.
@usableFromInline
enum ExpectedArgument: Sendable {
  /// Any value (`ArgumentMatch.any`).
  case any
  /// A value equal to this one.
  case value(any Sendable)
  /// A value a predicate accepts (`ArgumentMatch.matching(_:)`).
  case predicate
}

/// One argument of a call beside what was expected of it, and whether it matched.
@usableFromInline
struct ElementComparison {
  let matches: Bool
  let actual: Any
  let expected: ExpectedArgument

  @usableFromInline
  init(matches: Bool, actual: Any, expected: ExpectedArgument) {
    self.matches = matches
    self.actual = actual
    self.expected = expected
  }
}

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
/// it, with their input, to code generic over a plain `Input`
/// (``ElementwiseMatch/init(equalTo:_:)``).
struct ElementwiseEquality<Input>: Sendable {
  /// Whether two inputs are equal, every element by its own `==`.
  let equals: @Sendable (Input, Input) -> Bool
  /// Each element of an actual input beside the expected one; for failure messages.
  let comparisons: @Sendable (_ actual: Input, _ expected: Input) -> [ElementComparison]
  /// The elements of an input, in order.
  let values: @Sendable (Input) -> [any Sendable]

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
          comparisons.append(
            ElementComparison(
              matches: actual == expected, actual: actual, expected: .value(expected)))
        }
        return comparisons
      },
      values: { input in
        var values: [any Sendable] = []
        for value in repeat each input { values.append(value) }
        return values
      })
  }
}
