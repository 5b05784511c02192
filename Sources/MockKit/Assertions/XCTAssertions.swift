// The `XCTAssert…` names of the assertions, for XCTest users: each is a one-line forward
// to the same verification core as its `expect…` twin, so both report the same message
// at the caller's line, and both work in either framework.

/// Asserts that `spy` was called a number of times in `times`: at least once by default.
///
/// Counts are ranges, as `confirmation(expectedCount:)` takes them: `times: 2...` for two
/// or more calls, `times: 0...3` for at most three, `times: 1...3` for one to three. As
/// there, a range without a lower bound (`...3`, `..<3`) does not compile: a count starts
/// at 0, so write `0...3`. An empty range, one with a negative count, or one that holds
/// every count (`0...`, which would check nothing) is reported as a misuse.
///
/// ```swift
/// XCTAssertCalled(analytics.track)
/// XCTAssertCalled(analytics.track, times: 2...)
/// XCTAssertCalled(users.user, times: 0...1, "the profile is cached")
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
public func XCTAssertCalled(
  _ spy: some CallRecording,
  times: some RangeExpression<Int> & Sequence<Int> = 1...,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  _ = Verification.called(
    spy, CallCountExpectation(times), message,
    FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Unavailable: a count range needs a lower bound, as in `confirmation(expectedCount:)`.
/// Write `times: 0...n` for at most `n` calls.
@available(*, unavailable, message: "...n has no lower bound; write 0...n for at most n calls")
public func XCTAssertCalled(
  _ spy: some CallRecording,
  times: PartialRangeThrough<Int>,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  fatalError("unavailable")
}

/// Unavailable: `times: ...` allows any number of calls, so it would check nothing.
/// Leave `times:` out (at least one call), or write `XCTAssertNotCalled(_:)` for none.
@available(
  *, unavailable,
  message:
    "... allows any count, so it checks nothing; write 1... (or leave times: out) for at least one call"
)
public func XCTAssertCalled(
  _ spy: some CallRecording,
  times: UnboundedRange,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  fatalError("unavailable")
}

/// Unavailable: a count range needs a lower bound, as in `confirmation(expectedCount:)`.
/// Write `times: 0..<n` for fewer than `n` calls.
@available(*, unavailable, message: "..<n has no lower bound; write 0..<n for fewer than n calls")
public func XCTAssertCalled(
  _ spy: some CallRecording,
  times: PartialRangeUpTo<Int>,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  fatalError("unavailable")
}

/// Asserts that `spy` was called exactly `times` times.
///
/// ```swift
/// XCTAssertCalled(payments.charge, times: 1)
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
public func XCTAssertCalled(
  _ spy: some CallRecording,
  times: Int,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  _ = Verification.called(
    spy, .exactly(times), message,
    FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Asserts that `spy` was never called.
///
/// ```swift
/// XCTAssertNotCalled(payments.charge)
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - message: Words to add to the failure message, as its last line.
///   - fileID: Where a failure points; leave the default.
///   - filePath: Where a failure points; leave the default.
///   - line: Where a failure points; leave the default.
///   - column: Where a failure points; leave the default.
public func XCTAssertNotCalled(
  _ spy: some CallRecording,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  _ = Verification.called(
    spy, .never, message,
    FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Asserts that at least one call of `spy` was made with `expected`.
///
/// ```swift
/// XCTAssertCalled(users.user, with: "1")
/// XCTAssertCalled(payments.charge, with: (42, "EUR"))
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
public func XCTAssertCalled<S: CallRecording, each Element: Equatable & Sendable>(
  _ spy: S,
  with expected: S.Input,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) where S.Input == (repeat each Element) {
  _ = Verification.called(
    spy, .anyCall, ArgumentCheck(equalTo: expected, .elementwise()), message,
    FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Asserts that at least one call of `spy` had arguments that `match` accepts.
///
/// ```swift
/// XCTAssertCalled(users.user, with: .matching { $0.hasPrefix("guest-") })
/// XCTAssertCalled(payments.charge, with: .arguments(.any, .equal(to: "EUR")))
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - match: What the argument must be (``ArgumentMatch/any``,
///     ``ArgumentMatch/equal(to:)``, ``ArgumentMatch/matching(_:)``), or for several, one
///     such match per argument (``ArgumentMatch/arguments(_:_:)``).
///   - message: Words to add to the failure message, as its last line.
///   - fileID: Where a failure points; leave the default.
///   - filePath: Where a failure points; leave the default.
///   - line: Where a failure points; leave the default.
///   - column: Where a failure points; leave the default.
public func XCTAssertCalled<S: CallRecording>(
  _ spy: S,
  with match: ArgumentMatch<S.Input>,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  _ = Verification.called(
    spy, .anyCall, ArgumentCheck(ElementwiseMatch(match)), message,
    FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Asserts that at least one call of `spy` had arguments that satisfy `predicate`.
///
/// ```swift
/// XCTAssertCalled(analytics.track, where: { $0.name == "payment_completed" })
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
public func XCTAssertCalled<S: CallRecording>(
  _ spy: S,
  where predicate: @escaping (S.Input) -> Bool,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  _ = Verification.called(
    spy, .anyCall, ArgumentCheck(predicate: predicate), message,
    FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Asserts that `spy` was called exactly once, whatever the arguments.
///
/// The same check, and the same failure message, as `XCTAssertCalled(spy, times: 1)`. To check
/// the arguments of that call too, pass them with `with:`, or a predicate with `where:`.
///
/// ```swift
/// XCTAssertCalledOnce(payments.charge)
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - message: Words to add to the failure message, as its last line.
///   - fileID: Where a failure points; leave the default.
///   - filePath: Where a failure points; leave the default.
///   - line: Where a failure points; leave the default.
///   - column: Where a failure points; leave the default.
public func XCTAssertCalledOnce(
  _ spy: some CallRecording,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  _ = Verification.called(
    spy, .exactly(1), message,
    FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Asserts that `spy` was called exactly once, with `expected`.
///
/// ```swift
/// XCTAssertCalledOnce(users.user, with: "1")
/// XCTAssertCalledOnce(payments.charge, with: (42, "EUR"))
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
public func XCTAssertCalledOnce<S: CallRecording, each Element: Equatable & Sendable>(
  _ spy: S,
  with expected: S.Input,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) where S.Input == (repeat each Element) {
  _ = Verification.called(
    spy, .onlyCall, ArgumentCheck(equalTo: expected, .elementwise()), message,
    FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Asserts that `spy` was called exactly once, with arguments that `match` accepts.
///
/// ```swift
/// XCTAssertCalledOnce(users.user, with: .matching { $0.hasPrefix("guest-") })
/// XCTAssertCalledOnce(payments.charge, with: .arguments(.any, .equal(to: "EUR")))
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - match: What the argument must be (``ArgumentMatch/any``,
///     ``ArgumentMatch/equal(to:)``, ``ArgumentMatch/matching(_:)``), or for several, one
///     such match per argument (``ArgumentMatch/arguments(_:_:)``).
///   - message: Words to add to the failure message, as its last line.
///   - fileID: Where a failure points; leave the default.
///   - filePath: Where a failure points; leave the default.
///   - line: Where a failure points; leave the default.
///   - column: Where a failure points; leave the default.
public func XCTAssertCalledOnce<S: CallRecording>(
  _ spy: S,
  with match: ArgumentMatch<S.Input>,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  _ = Verification.called(
    spy, .onlyCall, ArgumentCheck(ElementwiseMatch(match)), message,
    FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Asserts that `spy` was called exactly once, with arguments that satisfy `predicate`.
///
/// ```swift
/// XCTAssertCalledOnce(analytics.track, where: { $0.name == "payment_completed" })
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
public func XCTAssertCalledOnce<S: CallRecording>(
  _ spy: S,
  where predicate: @escaping (S.Input) -> Bool,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  _ = Verification.called(
    spy, .onlyCall, ArgumentCheck(predicate: predicate), message,
    FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Asserts that the spies were called in this order, across one or more mocks.
///
/// The calls of all the spies, merged in the order they happened, must contain the
/// spies in the order given; other calls may come between. A spy may appear more than
/// once to expect more than one call.
///
/// ```swift
/// XCTAssertCallOrder(inventory.reserve, payments.charge, inventory.release)
/// ```
///
/// - Parameters:
///   - spies: The spies, in the order their calls are expected.
///   - message: Words to add to the failure message, as its last line.
///   - fileID: Where a failure points; leave the default.
///   - filePath: Where a failure points; leave the default.
///   - line: Where a failure points; leave the default.
///   - column: Where a failure points; leave the default.
public func XCTAssertCallOrder(
  _ spies: any CallRecording...,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  _ = Verification.callOrder(
    spies, message, FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Asserts that no spy of `mock` was called, except the ones listed.
///
/// The spies are the mock's stored `Spy` and `ThrowingSpy` properties, found by
/// reflection. Check the calls you expect, name their spies in `except`, and this fails
/// on anything else the code under test did.
///
/// ```swift
/// XCTAssertCalledOnce(users.user, with: "1")
/// XCTAssertNoOtherCalls(on: users, except: users.user)
/// ```
///
/// Given a spy instead of its mock, it fails on any call of that spy, with a message that
/// says so; ``XCTAssertNotCalled(_:_:fileID:filePath:line:column:)`` is the check for one
/// spy.
///
/// - Parameters:
///   - mock: The mock whose spies to check.
///   - except: Spies whose calls are expected.
///   - message: Words to add to the failure message, as its last line.
///   - fileID: Where a failure points; leave the default.
///   - filePath: Where a failure points; leave the default.
///   - line: Where a failure points; leave the default.
///   - column: Where a failure points; leave the default.
public func XCTAssertNoOtherCalls(
  on mock: Any,
  except: any CallRecording...,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  _ = Verification.noOtherCalls(
    on: mock, except: except, message,
    FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Asserts that `spy` receives no more calls within `window`: waits the window out, and
/// fails as soon as the spy records a call beyond those allowed.
///
/// The calls allowed are, by default, those the spy has recorded when the wait starts;
/// `afterCount:` names how many in all, so that a second call that came before the wait
/// fails it too. Wait for the calls you expect, then for no more:
///
/// ```swift
/// await payments.charge.waitForCalls(1)
/// await XCTAssertNoMoreCalls(on: payments.charge, afterCount: 1, within: .milliseconds(200))
/// ```
///
/// The same wait, with the same failures, as
/// ``expectNoMoreCalls(on:afterCount:within:_:fileID:filePath:line:column:isolation:)``:
/// the call beyond the limit ends it at once, and otherwise it returns when the window
/// ends, never later. An `afterCount` above the calls already recorded, a negative one or
/// a window of zero or less is reported; a `reset()` during the window forgets the calls
/// so far, and the wait goes on; a cancelled task ends it at once, reporting nothing.
///
/// - Parameters:
///   - spy: The spy to watch.
///   - afterCount: How many calls the spy may have in all; `nil`, the default, for those
///     it has recorded when the wait starts.
///   - window: How long to watch, longer than zero.
///   - message: Words to add to the failure message, as its last line.
///   - fileID: Where a failure points; leave the default.
///   - filePath: Where a failure points; leave the default.
///   - line: Where a failure points; leave the default.
///   - column: Where a failure points; leave the default.
///   - isolation: The actor the caller runs on; leave the default.
public func XCTAssertNoMoreCalls<Input, Output, Failure>(
  on spy: MethodSpy<Input, Output, Failure>,
  afterCount: Int? = nil,
  within window: WaitTimeout,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  isolation: isolated (any Actor)? = #isolation
) async {
  _ = await Waiting.forNoMoreCalls(
    spy, afterCount: afterCount, within: window, message,
    at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}
