// Boolean checks that read well inside `#expect` and `XCTAssert`. They report nothing
// themselves; for a failure that lists the calls, use `expectCalled` or `XCTAssertCalled`.

extension CallRecording {
  /// Whether the spy was called exactly `times` times.
  ///
  /// ```swift
  /// #expect(analytics.track.wasCalled(times: 2))
  /// ```
  ///
  /// - Parameter times: The expected number of calls.
  /// - Returns: `true` if the count matches; `false` for a negative count.
  public func wasCalled(times: Int) -> Bool {
    Verification.count(callRecord, .exactly(times)) == nil
  }

  /// Whether the spy's number of calls is in `times`.
  ///
  /// ```swift
  /// #expect(analytics.track.wasCalled(times: 2...))
  /// #expect(users.user.wasCalled(times: 0...1))
  /// ```
  ///
  /// - Parameter times: The call counts that pass, as `expectCalled(_:times:)` takes them:
  ///   a range without a lower bound (`...1`, `..<2`) does not compile; write `0...1`.
  /// - Returns: `true` if the count is in the range; `false` for an empty range, one with a
  ///   negative count, or one that holds every count (`0...`), which would check nothing.
  public func wasCalled(times: some RangeExpression<Int> & Sequence<Int>) -> Bool {
    Verification.count(callRecord, CallCountExpectation(times)) == nil
  }

  /// Unavailable: a count range needs a lower bound, as in `confirmation(expectedCount:)`.
  /// Write `wasCalled(times: 0...n)` for at most `n` calls.
  @available(*, unavailable, message: "...n has no lower bound; write 0...n for at most n calls")
  public func wasCalled(times: PartialRangeThrough<Int>) -> Bool {
    fatalError("unavailable")
  }

  /// Unavailable: `times: ...` allows any number of calls, so it would check nothing.
  /// Write `wasCalled` for at least one call.
  @available(
    *, unavailable,
    message: "... allows any count, so it checks nothing; write wasCalled for at least one call"
  )
  public func wasCalled(times: UnboundedRange) -> Bool {
    fatalError("unavailable")
  }

  /// Unavailable: a count range needs a lower bound, as in `confirmation(expectedCount:)`.
  /// Write `wasCalled(times: 0..<n)` for fewer than `n` calls.
  @available(*, unavailable, message: "..<n has no lower bound; write 0..<n for fewer than n calls")
  public func wasCalled(times: PartialRangeUpTo<Int>) -> Bool {
    fatalError("unavailable")
  }

  /// Whether any call had arguments that satisfy `predicate`.
  ///
  /// ```swift
  /// #expect(analytics.track.wasCalled(where: { $0.name.hasPrefix("payment_") }))
  /// ```
  ///
  /// - Parameter predicate: Decides whether a call's arguments are the expected ones.
  /// - Returns: `true` if at least one call matches.
  public func wasCalled(where predicate: (Input) -> Bool) -> Bool {
    callRecord.calls.contains { predicate($0.arguments) }
  }

  /// Whether any call was made with `expected`.
  ///
  /// ```swift
  /// #expect(users.user.wasCalled(with: "1"))
  /// #expect(payments.charge.wasCalled(with: (42, "EUR")))
  /// ```
  ///
  /// - Parameter expected: The expected arguments: one `Equatable` value, or an unlabeled
  ///   tuple of `Equatable` values of any length, compared element by element.
  /// - Returns: `true` if at least one call matches.
  public func wasCalled<each Element: Equatable & Sendable>(with expected: Input) -> Bool
  where Input == (repeat each Element) {
    Verification.anyCall(of: self, equalTo: expected, .elementwise())
  }

  /// Whether any call had arguments that `match` accepts.
  ///
  /// ```swift
  /// #expect(users.user.wasCalled(with: .matching { $0.hasPrefix("guest-") }))
  /// #expect(payments.charge.wasCalled(with: .arguments(.any, .equal(to: "EUR"))))
  /// ```
  ///
  /// - Parameter match: What the argument must be, or for several, one match per argument
  ///   (``ArgumentMatch/arguments(_:_:)``).
  /// - Returns: `true` if at least one call matches.
  public func wasCalled(with match: ArgumentMatch<Input>) -> Bool {
    Verification.anyCall(of: self, matching: ElementwiseMatch(match))
  }
}
