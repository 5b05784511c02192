import XCTest

/// Reports what a check found at the XCTest caller's location.
func report(_ failure: MockFailure?, file: StaticString, line: UInt) {
  guard let failure else { return }
  Reporter.report(failure, at: FailureLocation(filePath: file, line: line))
}

/// Asserts that `spy` was called at least once.
///
/// ```swift
/// func testLogoutClearsTheSession() {
///   let session = MockSessionStore()
///   AuthenticationService(session: session).logout()
///   XCTAssertCalled(session.clear)
/// }
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - file: The file to report a failure in; leave the default.
///   - line: The line to report a failure at; leave the default.
public func XCTAssertCalled(
  _ spy: some CallRecording,
  file: StaticString = #filePath,
  line: UInt = #line
) {
  report(Verification.count(spy.callRecord, .atLeastOnce), file: file, line: line)
}

/// Asserts that `spy` was never called.
///
/// ```swift
/// XCTAssertNotCalled(payments.charge)
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - file: The file to report a failure in; leave the default.
///   - line: The line to report a failure at; leave the default.
public func XCTAssertNotCalled(
  _ spy: some CallRecording,
  file: StaticString = #filePath,
  line: UInt = #line
) {
  report(Verification.count(spy.callRecord, .never), file: file, line: line)
}

/// Asserts that `spy` was called exactly `times` times.
///
/// ```swift
/// XCTAssertCalled(repository.fetchUser, times: 2)
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - times: The expected number of calls.
///   - file: The file to report a failure in; leave the default.
///   - line: The line to report a failure at; leave the default.
public func XCTAssertCalled(
  _ spy: some CallRecording,
  times: Int,
  file: StaticString = #filePath,
  line: UInt = #line
) {
  report(Verification.count(spy.callRecord, .exactly(times)), file: file, line: line)
}

/// Asserts that `spy` was called at least `minimum` times.
///
/// ```swift
/// XCTAssertCalled(analytics.track, atLeast: 2)
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - minimum: The fewest calls that pass.
///   - file: The file to report a failure in; leave the default.
///   - line: The line to report a failure at; leave the default.
public func XCTAssertCalled(
  _ spy: some CallRecording,
  atLeast minimum: Int,
  file: StaticString = #filePath,
  line: UInt = #line
) {
  report(Verification.count(spy.callRecord, .atLeast(minimum)), file: file, line: line)
}

/// Asserts that `spy` was called at most `maximum` times.
///
/// ```swift
/// XCTAssertCalled(repository.fetchUser, atMost: 1)
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - maximum: The most calls that pass.
///   - file: The file to report a failure in; leave the default.
///   - line: The line to report a failure at; leave the default.
public func XCTAssertCalled(
  _ spy: some CallRecording,
  atMost maximum: Int,
  file: StaticString = #filePath,
  line: UInt = #line
) {
  report(Verification.count(spy.callRecord, .atMost(maximum)), file: file, line: line)
}

/// Asserts that the spies were called in this order, across one or more mocks.
///
/// The calls of all the spies, merged in the order they happened, must contain the
/// spies in the order given; other calls may come between. A spy may appear more than
/// once to expect more than one call.
///
/// ```swift
/// XCTAssertCallOrder(inventory.reserve, payments.charge, orders.save)
/// ```
///
/// - Parameters:
///   - spies: The spies, in the order their calls are expected.
///   - file: The file to report a failure in; leave the default.
///   - line: The line to report a failure at; leave the default.
public func XCTAssertCallOrder(
  _ spies: any CallRecording...,
  file: StaticString = #filePath,
  line: UInt = #line
) {
  report(Verification.order(spies), file: file, line: line)
}

/// Asserts that no spy of `mock` was called, except the ones listed.
///
/// The spies are the mock's stored `Spy` and `ThrowingSpy` properties, found by
/// reflection. Assert on the calls you expect, name their spies in `except`, and this
/// fails on anything else the code under test did.
///
/// ```swift
/// XCTAssertCalledOnce(repository.fetchUser, with: "1")
/// XCTAssertNoOtherCalls(on: repository, except: repository.fetchUser)
/// ```
///
/// - Parameters:
///   - mock: The mock whose spies to check.
///   - except: Spies whose calls are expected.
///   - file: The file to report a failure in; leave the default.
///   - line: The line to report a failure at; leave the default.
public func XCTAssertNoOtherCalls(
  on mock: Any,
  except: any CallRecording...,
  file: StaticString = #filePath,
  line: UInt = #line
) {
  report(Verification.noOtherCalls(on: mock, except: except), file: file, line: line)
}

/// Asserts that `spy` was called exactly once.
///
/// ```swift
/// XCTAssertCalledOnce(payments.charge)
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - file: The file to report a failure in; leave the default.
///   - line: The line to report a failure at; leave the default.
public func XCTAssertCalledOnce(
  _ spy: some CallRecording,
  file: StaticString = #filePath,
  line: UInt = #line
) {
  report(Verification.count(spy.callRecord, .exactly(1)), file: file, line: line)
}
