import Testing

/// Records what a check found as an issue at the Swift Testing caller's location.
func record(_ failure: MockFailure?, at sourceLocation: SourceLocation) -> Bool {
  guard let failure else { return true }
  Reporter.report(failure, at: FailureLocation(sourceLocation))
  return false
}

/// Expects that `spy` was called at least once.
///
/// ```swift
/// @Test func logoutClearsTheSession() {
///   let session = MockSessionStore()
///   AuthenticationService(session: session).logout()
///   expectCalled(session.clear)
/// }
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - sourceLocation: Where to record a failure; leave the default.
/// - Returns: Whether the expectation held, so a test can stop early.
@discardableResult
public func expectCalled(
  _ spy: some CallRecording,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  record(Verification.count(spy.callRecord, .atLeastOnce), at: sourceLocation)
}

/// Expects that `spy` was never called.
///
/// ```swift
/// expectNotCalled(payments.charge)
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - sourceLocation: Where to record a failure; leave the default.
/// - Returns: Whether the expectation held, so a test can stop early.
@discardableResult
public func expectNotCalled(
  _ spy: some CallRecording,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  record(Verification.count(spy.callRecord, .never), at: sourceLocation)
}

/// Expects that `spy` was called exactly `times` times.
///
/// ```swift
/// expectCalled(repository.fetchUser, times: 2)
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - times: The expected number of calls.
///   - sourceLocation: Where to record a failure; leave the default.
/// - Returns: Whether the expectation held, so a test can stop early.
@discardableResult
public func expectCalled(
  _ spy: some CallRecording,
  times: Int,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  record(Verification.count(spy.callRecord, .exactly(times)), at: sourceLocation)
}

/// Expects that `spy` was called at least `minimum` times.
///
/// ```swift
/// expectCalled(analytics.track, atLeast: 2)
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - minimum: The fewest calls that pass.
///   - sourceLocation: Where to record a failure; leave the default.
/// - Returns: Whether the expectation held, so a test can stop early.
@discardableResult
public func expectCalled(
  _ spy: some CallRecording,
  atLeast minimum: Int,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  record(Verification.count(spy.callRecord, .atLeast(minimum)), at: sourceLocation)
}

/// Expects that `spy` was called at most `maximum` times.
///
/// ```swift
/// expectCalled(repository.fetchUser, atMost: 1)
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - maximum: The most calls that pass.
///   - sourceLocation: Where to record a failure; leave the default.
/// - Returns: Whether the expectation held, so a test can stop early.
@discardableResult
public func expectCalled(
  _ spy: some CallRecording,
  atMost maximum: Int,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  record(Verification.count(spy.callRecord, .atMost(maximum)), at: sourceLocation)
}

/// Expects that the spies were called in this order, across one or more mocks.
///
/// The calls of all the spies, merged in the order they happened, must contain the
/// spies in the order given; other calls may come between. A spy may appear more than
/// once to expect more than one call.
///
/// ```swift
/// expectCallOrder(inventory.reserve, payments.charge, orders.save)
/// ```
///
/// - Parameters:
///   - spies: The spies, in the order their calls are expected.
///   - sourceLocation: Where to record a failure; leave the default.
/// - Returns: Whether the expectation held, so a test can stop early.
@discardableResult
public func expectCallOrder(
  _ spies: any CallRecording...,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  record(Verification.order(spies), at: sourceLocation)
}

/// Expects that no spy of `mock` was called, except the ones listed.
///
/// The spies are the mock's stored `Spy` and `ThrowingSpy` properties, found by
/// reflection. Check the calls you expect, name their spies in `except`, and this fails
/// on anything else the code under test did.
///
/// ```swift
/// expectCalledOnce(repository.fetchUser, with: "1")
/// expectNoOtherCalls(on: repository, except: repository.fetchUser)
/// ```
///
/// - Parameters:
///   - mock: The mock whose spies to check.
///   - except: Spies whose calls are expected.
///   - sourceLocation: Where to record a failure; leave the default.
/// - Returns: Whether the expectation held, so a test can stop early.
@discardableResult
public func expectNoOtherCalls(
  on mock: Any,
  except: any CallRecording...,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  record(Verification.noOtherCalls(on: mock, except: except), at: sourceLocation)
}

/// Expects that `spy` was called exactly once.
///
/// ```swift
/// expectCalledOnce(payments.charge)
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - sourceLocation: Where to record a failure; leave the default.
/// - Returns: Whether the expectation held, so a test can stop early.
@discardableResult
public func expectCalledOnce(
  _ spy: some CallRecording,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  record(Verification.count(spy.callRecord, .exactly(1)), at: sourceLocation)
}
