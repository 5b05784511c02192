/// Which arguments a call may have: any value, a value equal to an expected one, or one a
/// predicate accepts; for several arguments, one such match per argument.
///
/// Pass one wherever arguments are matched: `when(_:)`, `with:` in the assertions and
/// `waitForCall(with:)`. For a method with several arguments, ``arguments(_:_:)`` takes one
/// match per argument, so only the arguments the test cares about need a value and the
/// others take ``any``:
///
/// ```swift
/// users.user.when(.matching { $0.hasPrefix("guest-") }).returns(guest)
/// payments.charge.when(.arguments(.any, .equal(to: "EUR"))).returns(receipt)
/// expectCalled(payments.charge, with: .arguments(.matching { $0 > 40 }, .equal(to: "EUR")))
/// ```
///
/// A failure prints what each argument was expected to be (`any`, the value, or
/// `matching(…)`) and names each argument that did not match by its label, as the method
/// declares it: `currency (argument 2): "USD", expected "EUR"`. When every argument is
/// expected to be equal, pass the values themselves instead: `with: (42, "EUR")`.
public struct ArgumentMatch<Value: Sendable>: Sendable {
  /// What the match expects, as a message shows it.
  @usableFromInline
  enum Rule: Sendable {
    case any
    case equal(Value)
    case satisfying
    /// One match per element of a tuple.
    case elements(ElementwiseMatch<Value>)
  }

  @usableFromInline let rule: Rule
  /// Whether an argument matches; `nil` for ``any``. Apart from `rule`, so that a call
  /// tests an argument without taking the rule apart (the spy-10-argument-matches row of
  /// .ci/instruction-counts).
  @usableFromInline let test: (@Sendable (Value) -> Bool)?

  @usableFromInline
  init(rule: Rule, test: (@Sendable (Value) -> Bool)?) {
    self.rule = rule
    self.test = test
  }

  /// Matches whatever value the argument has.
  ///
  /// ```swift
  /// payments.charge.when(.arguments(.any, .equal(to: "EUR"))).returns(receipt)
  /// ```
  @inlinable
  public static var any: ArgumentMatch { ArgumentMatch(rule: .any, test: nil) }

  /// Matches an argument equal to `expected`, by its `==`.
  ///
  /// ```swift
  /// expectCalled(payments.charge, with: .arguments(.any, .equal(to: "EUR")))
  /// ```
  ///
  /// - Parameter expected: The value the argument must be equal to.
  /// - Returns: A match that a failure prints as `expected`.
  @inlinable
  public static func equal(to expected: Value) -> ArgumentMatch where Value: Equatable {
    ArgumentMatch(rule: .equal(expected), test: { $0 == expected })
  }

  /// Matches an argument that `predicate` accepts.
  ///
  /// ```swift
  /// users.user.when(.matching { $0.hasPrefix("guest-") }).returns(guest)
  /// ```
  ///
  /// - Parameter predicate: Decides whether the argument matches. In a stub, it runs
  ///   outside the spy's lock.
  /// - Returns: A match that a failure prints as `matching(…)`.
  @inlinable
  public static func matching(_ predicate: @escaping @Sendable (Value) -> Bool)
    -> ArgumentMatch
  {
    ArgumentMatch(rule: .satisfying, test: predicate)
  }

  /// Whether `value` matches.
  @inlinable
  func accepts(_ value: Value) -> Bool {
    guard let test else { return true }
    return test(value)
  }

  /// `actual` beside what this match expects, for a message.
  @usableFromInline
  func compare(_ actual: Value) -> ElementComparison {
    ElementComparison(matches: accepts(actual), actual: actual, expected: expectation)
  }
}

extension ArgumentMatch {
  /// A match of each element of a tuple by its own match.
  @usableFromInline
  init(elements: ElementwiseMatch<Value>) {
    self.init(rule: .elements(elements), test: elements.accepts)
  }

  /// What this match expects, as a message shows it.
  @usableFromInline
  var expectation: ExpectedArgument {
    switch rule {
    case .any: .any
    case .equal(let value): .value(value)
    case .satisfying, .elements: .predicate
    }
  }
}

// One overload per count of arguments, from 2 to 6: a closure such as `.matching { $0 > 40 }`
// given to a parameter pack's expansion is not inferred `@Sendable` (Swift 6.3), while one
// given to a parameter of a known type is. They are inlinable, as are the matches they
// take, so that a call tests its arguments in code compiled for their types: the
// spy-10-argument-matches row of .ci/instruction-counts, whose goal is to cost no more
// than a predicate over the whole tuple (when(matching:)).
extension ArgumentMatch {
  /// Matches a call of 2 arguments whose arguments each match their own match, in order.
  ///
  /// ```swift
  /// payments.charge.when(.arguments(.any, .equal(to: "EUR"))).returns(receipt)
  /// ```
  ///
  /// - Parameters:
  ///   - first: The match for argument 1.
  ///   - second: The match for argument 2.
  /// - Returns: A match that a failure prints argument by argument, naming each argument
  ///   that does not match.
  @inlinable
  public static func arguments<A: Sendable, B: Sendable>(
    _ first: ArgumentMatch<A>,
    _ second: ArgumentMatch<B>
  ) -> ArgumentMatch where Value == (A, B) {
    ArgumentMatch(
      elements: ElementwiseMatch(
        accepts: { [a = first.test, b = second.test] in (a?($0.0) ?? true) && (b?($0.1) ?? true) },
        comparisons: { [first.compare($0.0), second.compare($0.1)] },
        expected: [first.expectation, second.expectation], expectedInput: nil))
  }

  /// Matches a call of 3 arguments whose arguments each match their own match, in order.
  ///
  /// ```swift
  /// shipping.quote.when(.arguments(.any, .matching { $0 > 1 }, .equal(to: "FR"))).returns(9)
  /// ```
  ///
  /// - Parameters:
  ///   - first: The match for argument 1.
  ///   - second: The match for argument 2.
  ///   - third: The match for argument 3.
  /// - Returns: A match that a failure prints argument by argument, naming each argument
  ///   that does not match.
  @inlinable
  public static func arguments<A: Sendable, B: Sendable, C: Sendable>(
    _ first: ArgumentMatch<A>,
    _ second: ArgumentMatch<B>,
    _ third: ArgumentMatch<C>
  ) -> ArgumentMatch where Value == (A, B, C) {
    ArgumentMatch(
      elements: ElementwiseMatch(
        accepts: { [a = first.test, b = second.test, c = third.test] in
          (a?($0.0) ?? true) && (b?($0.1) ?? true) && (c?($0.2) ?? true)
        },
        comparisons: { [first.compare($0.0), second.compare($0.1), third.compare($0.2)] },
        expected: [first.expectation, second.expectation, third.expectation], expectedInput: nil))
  }

  /// Matches a call of 4 arguments whose arguments each match their own match, in order.
  ///
  /// ```swift
  /// expectCalled(cards.authorize, with: .arguments(.equal(to: "o-1"), .any, .any, .any))
  /// ```
  ///
  /// - Parameters:
  ///   - first: The match for argument 1.
  ///   - second: The match for argument 2.
  ///   - third: The match for argument 3.
  ///   - fourth: The match for argument 4.
  /// - Returns: A match that a failure prints argument by argument, naming each argument
  ///   that does not match.
  @inlinable
  public static func arguments<A: Sendable, B: Sendable, C: Sendable, D: Sendable>(
    _ first: ArgumentMatch<A>,
    _ second: ArgumentMatch<B>,
    _ third: ArgumentMatch<C>,
    _ fourth: ArgumentMatch<D>
  ) -> ArgumentMatch where Value == (A, B, C, D) {
    ArgumentMatch(
      elements: ElementwiseMatch(
        accepts: { [a = first.test, b = second.test, c = third.test, d = fourth.test] in
          (a?($0.0) ?? true) && (b?($0.1) ?? true) && (c?($0.2) ?? true) && (d?($0.3) ?? true)
        },
        comparisons: {
          [first.compare($0.0), second.compare($0.1), third.compare($0.2), fourth.compare($0.3)]
        },
        expected: [first.expectation, second.expectation, third.expectation, fourth.expectation],
        expectedInput: nil))
  }

  /// Matches a call of 5 arguments whose arguments each match their own match, in order.
  ///
  /// ```swift
  /// expectCalled(deliveries.book, with: .arguments(.any, .any, .any, .any, .equal(to: true)))
  /// ```
  ///
  /// - Parameters:
  ///   - first: The match for argument 1.
  ///   - second: The match for argument 2.
  ///   - third: The match for argument 3.
  ///   - fourth: The match for argument 4.
  ///   - fifth: The match for argument 5.
  /// - Returns: A match that a failure prints argument by argument, naming each argument
  ///   that does not match.
  @inlinable
  public static func arguments<A: Sendable, B: Sendable, C: Sendable, D: Sendable, E: Sendable>(
    _ first: ArgumentMatch<A>,
    _ second: ArgumentMatch<B>,
    _ third: ArgumentMatch<C>,
    _ fourth: ArgumentMatch<D>,
    _ fifth: ArgumentMatch<E>
  ) -> ArgumentMatch where Value == (A, B, C, D, E) {
    ArgumentMatch(
      elements: ElementwiseMatch(
        accepts: {
          [a = first.test, b = second.test, c = third.test, d = fourth.test, e = fifth.test] in
          (a?($0.0) ?? true) && (b?($0.1) ?? true) && (c?($0.2) ?? true) && (d?($0.3) ?? true)
            && (e?($0.4) ?? true)
        },
        comparisons: {
          [
            first.compare($0.0), second.compare($0.1), third.compare($0.2), fourth.compare($0.3),
            fifth.compare($0.4),
          ]
        },
        expected: [
          first.expectation, second.expectation, third.expectation, fourth.expectation,
          fifth.expectation,
        ], expectedInput: nil))
  }

  /// Matches a call of 6 arguments whose arguments each match their own match, in order.
  ///
  /// ```swift
  /// expectCalled(hotels.book, with: .arguments(.any, .any, .equal(to: "EUR"), .any, .any, .any))
  /// ```
  ///
  /// - Parameters:
  ///   - first: The match for argument 1.
  ///   - second: The match for argument 2.
  ///   - third: The match for argument 3.
  ///   - fourth: The match for argument 4.
  ///   - fifth: The match for argument 5.
  ///   - sixth: The match for argument 6.
  /// - Returns: A match that a failure prints argument by argument, naming each argument
  ///   that does not match.
  @inlinable
  public static func arguments<
    A: Sendable, B: Sendable, C: Sendable, D: Sendable, E: Sendable, F: Sendable
  >(
    _ first: ArgumentMatch<A>,
    _ second: ArgumentMatch<B>,
    _ third: ArgumentMatch<C>,
    _ fourth: ArgumentMatch<D>,
    _ fifth: ArgumentMatch<E>,
    _ sixth: ArgumentMatch<F>
  ) -> ArgumentMatch where Value == (A, B, C, D, E, F) {
    ArgumentMatch(
      elements: ElementwiseMatch(
        accepts: {
          [
            a = first.test, b = second.test, c = third.test, d = fourth.test, e = fifth.test,
            f = sixth.test
          ] in
          (a?($0.0) ?? true) && (b?($0.1) ?? true) && (c?($0.2) ?? true) && (d?($0.3) ?? true)
            && (e?($0.4) ?? true) && (f?($0.5) ?? true)
        },
        comparisons: {
          [
            first.compare($0.0), second.compare($0.1), third.compare($0.2), fourth.compare($0.3),
            fifth.compare($0.4), sixth.compare($0.5),
          ]
        },
        expected: [
          first.expectation, second.expectation, third.expectation, fourth.expectation,
          fifth.expectation, sixth.expectation,
        ], expectedInput: nil))
  }
}
