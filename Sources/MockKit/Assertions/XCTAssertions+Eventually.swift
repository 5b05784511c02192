import XCTest

/// Asserts that `spy` is called at least `minimum` times, waiting up to `timeout` for the
/// calls.
///
/// Returns as soon as the calls are recorded (at once if they already are); the
/// recording call resumes the wait, so nothing polls or sleeps.
///
/// ```swift
/// func testAppearingLoadsTheUser() async {
///   let repository = MockUserRepository()
///   repository.fetchUser.returns(User(id: "1", name: "Ada"))
///   ProfileViewModel(repository: repository).onAppear()
///   await XCTAssertCalledEventually(repository.fetchUser)
/// }
/// ```
///
/// - Parameters:
///   - spy: The spy to wait on.
///   - minimum: How many calls to wait for, counting those already recorded.
///   - timeout: How long to wait; ``defaultWaitTimeout`` (10 seconds) by default.
///   - file: The file to report a failure in; leave the default.
///   - line: The line to report a failure at; leave the default.
public func XCTAssertCalledEventually(
  _ spy: some CallRecording,
  atLeast minimum: Int = 1,
  timeout: Duration = defaultWaitTimeout,
  file: StaticString = #filePath,
  line: UInt = #line
) async {
  _ = await Waiting.forCalls(
    spy, count: minimum, timeout: timeout, at: FailureLocation(filePath: file, line: line))
}

/// Asserts that `spy` is called with `expected`, waiting up to `timeout` for the call.
///
/// ```swift
/// await XCTAssertCalledEventually(repository.fetchUser, with: "1")
/// ```
///
/// - Parameters:
///   - spy: The spy to wait on.
///   - expected: The awaited arguments.
///   - timeout: How long to wait; ``defaultWaitTimeout`` (10 seconds) by default.
///   - file: The file to report a failure in; leave the default.
///   - line: The line to report a failure at; leave the default.
public func XCTAssertCalledEventually<S: CallRecording>(
  _ spy: S,
  with expected: S.Input,
  timeout: Duration = defaultWaitTimeout,
  file: StaticString = #filePath,
  line: UInt = #line
) async where S.Input: Equatable {
  _ = await Waiting.forCall(
    spy, matching: { $0 == expected }, check: ArgumentCheck(equalTo: expected),
    timeout: timeout, at: FailureLocation(filePath: file, line: line))
}

/// Asserts that `spy` is called with arguments that satisfy `predicate`, waiting up to
/// `timeout` for the call.
///
/// ```swift
/// await XCTAssertCalledEventually(analytics.track, where: { $0.name == "payment_completed" })
/// ```
///
/// - Parameters:
///   - spy: The spy to wait on.
///   - predicate: Decides whether a call is the awaited one.
///   - timeout: How long to wait; ``defaultWaitTimeout`` (10 seconds) by default.
///   - file: The file to report a failure in; leave the default.
///   - line: The line to report a failure at; leave the default.
public func XCTAssertCalledEventually<S: CallRecording>(
  _ spy: S,
  where predicate: @escaping @Sendable (S.Input) -> Bool,
  timeout: Duration = defaultWaitTimeout,
  file: StaticString = #filePath,
  line: UInt = #line
) async {
  _ = await Waiting.forCall(
    spy, matching: predicate, check: ArgumentCheck(predicate: predicate),
    timeout: timeout, at: FailureLocation(filePath: file, line: line))
}

/// Asserts that `spy` is called with these 2 arguments, waiting up to `timeout`.
///
/// ```swift
/// await XCTAssertCalledEventually(pricing.discount, with: ("SPRING", 2))
/// ```
///
/// - Parameters:
///   - spy: The spy to wait on.
///   - expected: The awaited arguments, compared element by element.
///   - timeout: How long to wait; ``defaultWaitTimeout`` (10 seconds) by default.
///   - file: The file to report a failure in; leave the default.
///   - line: The line to report a failure at; leave the default.
public func XCTAssertCalledEventually<
  S: CallRecording, A: Equatable & Sendable, B: Equatable & Sendable
>(
  _ spy: S,
  with expected: (A, B),
  timeout: Duration = defaultWaitTimeout,
  file: StaticString = #filePath,
  line: UInt = #line
) async where S.Input == (A, B) {
  _ = await Waiting.forCall(
    spy, matching: { $0 == expected },
    check: ArgumentCheck(expected: expected, equal: ==),
    timeout: timeout, at: FailureLocation(filePath: file, line: line))
}

/// Asserts that `spy` is called with these 3 arguments, waiting up to `timeout`.
///
/// ```swift
/// await XCTAssertCalledEventually(pricing.discount, with: ("SPRING", 2, true))
/// ```
///
/// - Parameters:
///   - spy: The spy to wait on.
///   - expected: The awaited arguments, compared element by element.
///   - timeout: How long to wait; ``defaultWaitTimeout`` (10 seconds) by default.
///   - file: The file to report a failure in; leave the default.
///   - line: The line to report a failure at; leave the default.
public func XCTAssertCalledEventually<
  S: CallRecording, A: Equatable & Sendable, B: Equatable & Sendable, C: Equatable & Sendable
>(
  _ spy: S,
  with expected: (A, B, C),
  timeout: Duration = defaultWaitTimeout,
  file: StaticString = #filePath,
  line: UInt = #line
) async where S.Input == (A, B, C) {
  _ = await Waiting.forCall(
    spy, matching: { $0 == expected },
    check: ArgumentCheck(expected: expected, equal: ==),
    timeout: timeout, at: FailureLocation(filePath: file, line: line))
}

/// Asserts that `spy` is called with these 4 arguments, waiting up to `timeout`.
///
/// ```swift
/// await XCTAssertCalledEventually(pricing.discount, with: ("SPRING", 2, true, 0.5))
/// ```
///
/// - Parameters:
///   - spy: The spy to wait on.
///   - expected: The awaited arguments, compared element by element.
///   - timeout: How long to wait; ``defaultWaitTimeout`` (10 seconds) by default.
///   - file: The file to report a failure in; leave the default.
///   - line: The line to report a failure at; leave the default.
public func XCTAssertCalledEventually<
  S: CallRecording, A: Equatable & Sendable, B: Equatable & Sendable, C: Equatable & Sendable,
  D: Equatable & Sendable
>(
  _ spy: S,
  with expected: (A, B, C, D),
  timeout: Duration = defaultWaitTimeout,
  file: StaticString = #filePath,
  line: UInt = #line
) async where S.Input == (A, B, C, D) {
  _ = await Waiting.forCall(
    spy, matching: { $0 == expected },
    check: ArgumentCheck(expected: expected, equal: ==),
    timeout: timeout, at: FailureLocation(filePath: file, line: line))
}
