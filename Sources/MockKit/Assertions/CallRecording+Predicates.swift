// Boolean checks that read well inside `#expect` and `XCTAssert`. They report nothing
// themselves; for a failure that lists the calls, use `expectCalled` or `XCTAssertCalled`.

extension CallRecording {
  /// Whether the spy was called exactly `times` times.
  ///
  /// ```swift
  /// #expect(repository.fetchUser.wasCalled(times: 2))
  /// ```
  ///
  /// - Parameter times: The expected number of calls.
  /// - Returns: `true` if the count matches.
  public func wasCalled(times: Int) -> Bool {
    Verification.count(callRecord, .exactly(times)) == nil
  }

  /// Whether the spy was called at least `minimum` times.
  ///
  /// ```swift
  /// #expect(analytics.track.wasCalled(atLeast: 2))
  /// ```
  ///
  /// - Parameter minimum: The fewest calls that pass.
  /// - Returns: `true` if there were at least that many calls.
  public func wasCalled(atLeast minimum: Int) -> Bool {
    Verification.count(callRecord, .atLeast(minimum)) == nil
  }

  /// Whether the spy was called at most `maximum` times.
  ///
  /// ```swift
  /// #expect(repository.fetchUser.wasCalled(atMost: 1))
  /// ```
  ///
  /// - Parameter maximum: The most calls that pass.
  /// - Returns: `true` if there were no more calls than that.
  public func wasCalled(atMost maximum: Int) -> Bool {
    Verification.count(callRecord, .atMost(maximum)) == nil
  }

  /// Whether any call had arguments that satisfy `predicate`.
  ///
  /// ```swift
  /// #expect(repository.fetchUser.wasCalled(where: { $0.hasPrefix("guest-") }))
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
  /// #expect(repository.fetchUser.wasCalled(with: "1"))
  /// ```
  ///
  /// - Parameter expected: The expected arguments.
  /// - Returns: `true` if at least one call matches.
  public func wasCalled(with expected: Input) -> Bool where Input: Equatable {
    wasCalled(where: { $0 == expected })
  }

  /// Whether any call was made with these 2 arguments.
  ///
  /// ```swift
  /// #expect(pricing.discount.wasCalled(with: ("SPRING", 2)))
  /// ```
  ///
  /// - Parameter expected: The expected arguments, compared element by element.
  /// - Returns: `true` if at least one call matches.
  public func wasCalled<A: Equatable, B: Equatable>(with expected: (A, B)) -> Bool
  where Input == (A, B) {
    wasCalled(where: { $0 == expected })
  }

  /// Whether any call was made with these 3 arguments.
  ///
  /// ```swift
  /// #expect(pricing.discount.wasCalled(with: ("SPRING", 2, true)))
  /// ```
  ///
  /// - Parameter expected: The expected arguments, compared element by element.
  /// - Returns: `true` if at least one call matches.
  public func wasCalled<A: Equatable, B: Equatable, C: Equatable>(with expected: (A, B, C)) -> Bool
  where Input == (A, B, C) {
    wasCalled(where: { $0 == expected })
  }

  /// Whether any call was made with these 4 arguments.
  ///
  /// ```swift
  /// #expect(pricing.discount.wasCalled(with: ("SPRING", 2, true, 0.5)))
  /// ```
  ///
  /// - Parameter expected: The expected arguments, compared element by element.
  /// - Returns: `true` if at least one call matches.
  public func wasCalled<A: Equatable, B: Equatable, C: Equatable, D: Equatable>(
    with expected: (A, B, C, D)
  ) -> Bool where Input == (A, B, C, D) {
    wasCalled(where: { $0 == expected })
  }
}
