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
/// at 0, so write `0...3`. An empty range, one with a negative count, or one that holds
/// every count (`0...`, which would check nothing) is reported as a misuse.
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

/// Unavailable: `times: ...` allows any number of calls, so it would check nothing.
/// Leave `times:` out (at least one call), or write `expectNotCalled(_:)` for none.
@available(
  *, unavailable,
  message:
    "... allows any count, so it checks nothing; write 1... (or leave times: out) for at least one call"
)
@discardableResult
public func expectCalled(
  _ spy: some CallRecording,
  times: UnboundedRange,
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

/// Expects that at least one call of `spy` had arguments that `match` accepts.
///
/// ```swift
/// expectCalled(users.user, with: .matching { $0.hasPrefix("guest-") })
/// expectCalled(payments.charge, with: .arguments(.any, .equal(to: "EUR")))
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
/// - Returns: Whether the expectation held, so a test can stop early.
@discardableResult
public func expectCalled<S: CallRecording>(
  _ spy: S,
  with match: ArgumentMatch<S.Input>,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  Verification.called(
    spy, .anyCall, ArgumentCheck(ElementwiseMatch(match)), message,
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

/// Expects that `spy` was called exactly once, with arguments that `match` accepts.
///
/// ```swift
/// expectCalledOnce(users.user, with: .matching { $0.hasPrefix("guest-") })
/// expectCalledOnce(payments.charge, with: .arguments(.any, .equal(to: "EUR")))
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
/// - Returns: Whether the expectation held, so a test can stop early.
@discardableResult
public func expectCalledOnce<S: CallRecording>(
  _ spy: S,
  with match: ArgumentMatch<S.Input>,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  Verification.called(
    spy, .onlyCall, ArgumentCheck(ElementwiseMatch(match)), message,
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
/// Given a spy instead of its mock, it fails on any call of that spy, with a message that
/// says so; ``expectNotCalled(_:_:fileID:filePath:line:column:)`` is the check for
/// one spy.
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

/// Expects that `spy` receives no more calls within `window`: waits the window out, and
/// fails as soon as the spy records a call beyond those allowed.
///
/// The calls allowed are, by default, those the spy has recorded when the wait starts;
/// `afterCount:` names how many in all, so that a second call that came before the wait
/// fails it too. Wait for the calls you expect, then for no more:
///
/// ```swift
/// Task { _ = try await checkout.pay(orderID: "o-1", amount: 42) }  // a button's action
///
/// await payments.charge.waitForCalls(1)
/// await expectNoMoreCalls(on: payments.charge, afterCount: 1, within: .milliseconds(200))
/// ```
///
/// Like `waitForCalls`, the wait is event-driven: the call beyond the limit ends it at
/// once, with a failure that names the spy, the window and the counts, and lists the
/// calls with the extra ones marked; otherwise it returns when the window ends, never
/// later. There is no default window: how long a late call may take is the test's to say.
///
/// - An `afterCount` below the calls already recorded fails at once, listing them.
/// - An `afterCount` above them is reported, and nothing is waited for: the calls it
///   allows have not been made yet, so wait for them first with `waitForCalls`.
/// - A negative `afterCount`, or a window of zero or less, is reported as a misuse.
/// - The limit is on the calls the spy holds, as every wait counts them: a `reset()`
///   during the window forgets the calls so far, and the wait goes on, failing if the spy
///   records more than the limit again before the window ends.
/// - If the waiting task is cancelled, the wait returns `false` at once and reports
///   nothing: the window was cut short, and no extra call came in it.
/// - In strict mode, a wait still pending when the test ends is reported with the test,
///   as every pending wait is, and returns `false`.
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
/// - Returns: `true` when the window ended with no call beyond those allowed; `false`
///   after a failure it reported, or when the waiting task was cancelled.
@discardableResult
public func expectNoMoreCalls<Input, Output, Failure>(
  on spy: MethodSpy<Input, Output, Failure>,
  afterCount: Int? = nil,
  within window: WaitTimeout,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  isolation: isolated (any Actor)? = #isolation
) async -> Bool {
  await Waiting.forNoMoreCalls(
    spy, afterCount: afterCount, within: window, message,
    at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}
