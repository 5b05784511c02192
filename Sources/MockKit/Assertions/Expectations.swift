// The `expect…` assertions: they work in Swift Testing and XCTest tests alike, and a
// caller needs no `import Testing`. Each forwards to the verification core, as the
// `XCTAssert…` twins do, so both report the same message at the caller's line.
//
// A `with:` assertion takes the spy's input: one `Equatable` value, or an unlabeled tuple
// of them, compared element by element whatever its arity (`ElementwiseEquality`).

/// Expects that `spy` was called a number of times in `times`: at least once by default.
///
/// Counts are ranges, as `confirmation(expectedCount:)` takes them: `times: 2...` for two
/// or more calls, `times: 0...3` for at most three, `times: 1...3` for one to three. As
/// there, a range without a lower bound (`...3`, `..<3`) does not compile: a count starts
/// at 0, so write `0...3`. An empty range, or one with a negative count, is reported as a
/// misuse.
///
/// ```swift
/// expectCalled(analytics.track)
/// expectCalled(analytics.track, times: 2...)
/// expectCalled(users.user, times: 0...1, "the profile is cached")
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - times: The call counts that pass.
///   - message: Words to add to the failure message, as its last line.
///   - fileID: Where a failure points; leave the default.
///   - filePath: Where a failure points; leave the default.
///   - line: Where a failure points; leave the default.
///   - column: Where a failure points; leave the default.
/// - Returns: Whether the expectation held, so a test can stop early.
@discardableResult
public func expectCalled(
  _ spy: some CallRecording,
  times: some RangeExpression<Int> & Sequence<Int> = 1...,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  Verification.called(
    spy, CallCountExpectation(times), message,
    FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Unavailable: a count range needs a lower bound, as in `confirmation(expectedCount:)`.
/// Write `times: 0...n` for at most `n` calls.
@available(*, unavailable, message: "...n has no lower bound; write 0...n for at most n calls")
@discardableResult
public func expectCalled(
  _ spy: some CallRecording,
  times: PartialRangeThrough<Int>,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  fatalError("unavailable")
}

/// Unavailable: a count range needs a lower bound, as in `confirmation(expectedCount:)`.
/// Write `times: 0..<n` for fewer than `n` calls.
@available(*, unavailable, message: "..<n has no lower bound; write 0..<n for fewer than n calls")
@discardableResult
public func expectCalled(
  _ spy: some CallRecording,
  times: PartialRangeUpTo<Int>,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  fatalError("unavailable")
}

/// Expects that `spy` was called exactly `times` times.
///
/// ```swift
/// expectCalled(payments.charge, times: 1)
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - times: The expected number of calls, 0 or more.
///   - message: Words to add to the failure message, as its last line.
///   - fileID: Where a failure points; leave the default.
///   - filePath: Where a failure points; leave the default.
///   - line: Where a failure points; leave the default.
///   - column: Where a failure points; leave the default.
/// - Returns: Whether the expectation held, so a test can stop early.
@discardableResult
public func expectCalled(
  _ spy: some CallRecording,
  times: Int,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  Verification.called(
    spy, .exactly(times), message,
    FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Expects that `spy` was never called.
///
/// ```swift
/// expectNotCalled(payments.charge)
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - message: Words to add to the failure message, as its last line.
///   - fileID: Where a failure points; leave the default.
///   - filePath: Where a failure points; leave the default.
///   - line: Where a failure points; leave the default.
///   - column: Where a failure points; leave the default.
/// - Returns: Whether the expectation held, so a test can stop early.
@discardableResult
public func expectNotCalled(
  _ spy: some CallRecording,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  Verification.called(
    spy, .never, message,
    FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Expects that at least one call of `spy` was made with `expected`.
///
/// ```swift
/// expectCalled(users.user, with: "1")
/// expectCalled(payments.charge, with: (42, "EUR"))
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - expected: The expected arguments: one `Equatable` value, or an unlabeled tuple of
///     `Equatable` values of any length, compared element by element.
///   - message: Words to add to the failure message, as its last line.
///   - fileID: Where a failure points; leave the default.
///   - filePath: Where a failure points; leave the default.
///   - line: Where a failure points; leave the default.
///   - column: Where a failure points; leave the default.
/// - Returns: Whether the expectation held, so a test can stop early.
@discardableResult
public func expectCalled<S: CallRecording, each Element: Equatable & Sendable>(
  _ spy: S,
  with expected: S.Input,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool where S.Input == (repeat each Element) {
  Verification.called(
    spy, .anyCall, ArgumentCheck(equalTo: expected, .elementwise()), message,
    FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Expects that at least one call of `spy` had arguments that satisfy `predicate`.
///
/// ```swift
/// expectCalled(analytics.track, where: { $0.name == "payment_completed" })
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - predicate: Decides whether a call's arguments are the expected ones.
///   - message: Words to add to the failure message, as its last line.
///   - fileID: Where a failure points; leave the default.
///   - filePath: Where a failure points; leave the default.
///   - line: Where a failure points; leave the default.
///   - column: Where a failure points; leave the default.
/// - Returns: Whether the expectation held, so a test can stop early.
@discardableResult
public func expectCalled<S: CallRecording>(
  _ spy: S,
  where predicate: @escaping (S.Input) -> Bool,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  Verification.called(
    spy, .anyCall, ArgumentCheck(predicate: predicate), message,
    FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Expects that `spy` was called exactly once, whatever the arguments.
///
/// The same check, and the same failure message, as `expectCalled(spy, times: 1)`. To check
/// the arguments of that call too, pass them with `with:`, or a predicate with `where:`.
///
/// ```swift
/// expectCalledOnce(payments.charge)
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - message: Words to add to the failure message, as its last line.
///   - fileID: Where a failure points; leave the default.
///   - filePath: Where a failure points; leave the default.
///   - line: Where a failure points; leave the default.
///   - column: Where a failure points; leave the default.
/// - Returns: Whether the expectation held, so a test can stop early.
@discardableResult
public func expectCalledOnce(
  _ spy: some CallRecording,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  Verification.called(
    spy, .exactly(1), message,
    FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Expects that `spy` was called exactly once, with `expected`.
///
/// ```swift
/// expectCalledOnce(users.user, with: "1")
/// expectCalledOnce(payments.charge, with: (42, "EUR"))
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - expected: The expected arguments: one `Equatable` value, or an unlabeled tuple of
///     `Equatable` values of any length, compared element by element.
///   - message: Words to add to the failure message, as its last line.
///   - fileID: Where a failure points; leave the default.
///   - filePath: Where a failure points; leave the default.
///   - line: Where a failure points; leave the default.
///   - column: Where a failure points; leave the default.
/// - Returns: Whether the expectation held, so a test can stop early.
@discardableResult
public func expectCalledOnce<S: CallRecording, each Element: Equatable & Sendable>(
  _ spy: S,
  with expected: S.Input,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool where S.Input == (repeat each Element) {
  Verification.called(
    spy, .onlyCall, ArgumentCheck(equalTo: expected, .elementwise()), message,
    FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Expects that `spy` was called exactly once, with arguments that satisfy `predicate`.
///
/// ```swift
/// expectCalledOnce(analytics.track, where: { $0.name == "payment_completed" })
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - predicate: Decides whether a call's arguments are the expected ones.
///   - message: Words to add to the failure message, as its last line.
///   - fileID: Where a failure points; leave the default.
///   - filePath: Where a failure points; leave the default.
///   - line: Where a failure points; leave the default.
///   - column: Where a failure points; leave the default.
/// - Returns: Whether the expectation held, so a test can stop early.
@discardableResult
public func expectCalledOnce<S: CallRecording>(
  _ spy: S,
  where predicate: @escaping (S.Input) -> Bool,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  Verification.called(
    spy, .onlyCall, ArgumentCheck(predicate: predicate), message,
    FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Expects that the spies were called in this order, across one or more mocks.
///
/// The calls of all the spies, merged in the order they happened, must contain the
/// spies in the order given; other calls may come between. A spy may appear more than
/// once to expect more than one call.
///
/// ```swift
/// expectCallOrder(inventory.reserve, payments.charge, inventory.release)
/// ```
///
/// - Parameters:
///   - spies: The spies, in the order their calls are expected.
///   - message: Words to add to the failure message, as its last line.
///   - fileID: Where a failure points; leave the default.
///   - filePath: Where a failure points; leave the default.
///   - line: Where a failure points; leave the default.
///   - column: Where a failure points; leave the default.
/// - Returns: Whether the expectation held, so a test can stop early.
@discardableResult
public func expectCallOrder(
  _ spies: any CallRecording...,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  Verification.callOrder(
    spies, message, FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Expects that no spy of `mock` was called, except the ones listed.
///
/// The spies are the mock's stored `Spy` and `ThrowingSpy` properties, found by
/// reflection. Check the calls you expect, name their spies in `except`, and this fails
/// on anything else the code under test did.
///
/// ```swift
/// expectCalledOnce(users.user, with: "1")
/// expectNoOtherCalls(on: users, except: users.user)
/// ```
///
/// - Parameters:
///   - mock: The mock whose spies to check.
///   - except: Spies whose calls are expected.
///   - message: Words to add to the failure message, as its last line.
///   - fileID: Where a failure points; leave the default.
///   - filePath: Where a failure points; leave the default.
///   - line: Where a failure points; leave the default.
///   - column: Where a failure points; leave the default.
/// - Returns: Whether the expectation held, so a test can stop early.
@discardableResult
public func expectNoOtherCalls(
  on mock: Any,
  except: any CallRecording...,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  Verification.noOtherCalls(
    on: mock, except: except, message,
    FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}
