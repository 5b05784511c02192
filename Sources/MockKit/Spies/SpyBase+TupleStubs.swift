// One overload per tuple arity: tuples cannot conform to Equatable, so, like the standard
// library's tuple `==`, each arity up to 4 gets its own signature. A parameter pack
// (`with: (repeat each Element)`) would cover every arity in one signature, but the type
// checker then no longer gives a literal the type of the spy's input: `with: (42, "EUR")`
// stops compiling for a `(Decimal, String)` spy (Swift 6.3). The `with:` overloads of the
// assertions, the predicates and the waits are written per arity for the same reason.

extension SpyBase {
  /// Starts a stub for the calls whose 2 arguments equal `input`, element by element.
  ///
  /// ```swift
  /// let discount = Spy<(String, Int), Int>()
  /// discount.when(("SPRING", 2)).returns(10)
  /// ```
  ///
  /// - Parameters:
  ///   - input: The arguments to match.
  ///   - fileID: Where strict mode reports the stub; leave the default.
  ///   - filePath: Where strict mode reports the stub; leave the default.
  ///   - line: Where strict mode reports the stub; leave the default.
  ///   - column: Where strict mode reports the stub; leave the default.
  /// - Returns: A stub to finish with `returns`, `answers`, `holdsCalls` or, on a
  ///   ``ThrowingSpy``, `throws`.
  @inlinable
  public final func when<A: Equatable & Sendable, B: Equatable & Sendable>(
    _ input: (A, B),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Stubbing where Input == (A, B) {
    stubbing(
      Matcher(expected: input, equals: { $0 == $1 }),
      findMatch: { input, stubs in lastMatch(input, in: stubs, equals: ==) }, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Starts a stub for the calls whose 3 arguments equal `input`, element by element.
  ///
  /// ```swift
  /// let discount = Spy<(String, Int, Bool), Int>()
  /// discount.when(("SPRING", 2, true)).returns(10)
  /// ```
  ///
  /// - Parameters:
  ///   - input: The arguments to match.
  ///   - fileID: Where strict mode reports the stub; leave the default.
  ///   - filePath: Where strict mode reports the stub; leave the default.
  ///   - line: Where strict mode reports the stub; leave the default.
  ///   - column: Where strict mode reports the stub; leave the default.
  /// - Returns: A stub to finish with `returns`, `answers`, `holdsCalls` or, on a
  ///   ``ThrowingSpy``, `throws`.
  @inlinable
  public final func when<A: Equatable & Sendable, B: Equatable & Sendable, C: Equatable & Sendable>(
    _ input: (A, B, C),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Stubbing where Input == (A, B, C) {
    stubbing(
      Matcher(expected: input, equals: { $0 == $1 }),
      findMatch: { input, stubs in lastMatch(input, in: stubs, equals: ==) }, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Starts a stub for the calls whose 4 arguments equal `input`, element by element.
  ///
  /// ```swift
  /// let discount = Spy<(String, Int, Bool, Double), Int>()
  /// discount.when(("SPRING", 2, true, 0.5)).returns(10)
  /// ```
  ///
  /// - Parameters:
  ///   - input: The arguments to match.
  ///   - fileID: Where strict mode reports the stub; leave the default.
  ///   - filePath: Where strict mode reports the stub; leave the default.
  ///   - line: Where strict mode reports the stub; leave the default.
  ///   - column: Where strict mode reports the stub; leave the default.
  /// - Returns: A stub to finish with `returns`, `answers`, `holdsCalls` or, on a
  ///   ``ThrowingSpy``, `throws`.
  @inlinable
  public final func when<
    A: Equatable & Sendable, B: Equatable & Sendable, C: Equatable & Sendable,
    D: Equatable & Sendable
  >(
    _ input: (A, B, C, D),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Stubbing where Input == (A, B, C, D) {
    stubbing(
      Matcher(expected: input, equals: { $0 == $1 }),
      findMatch: { input, stubs in lastMatch(input, in: stubs, equals: ==) }, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }
}
