@testable import MockKit
import MockKitTestSupport
import XCTest

/// `XCTAssertNoMoreCalls` in XCTest tests: it reports the messages `expectNoMoreCalls`
/// reports in Swift Testing (`NoMoreCalls`), at the line of the assertion, and so does
/// `expectNoMoreCalls` here. NoMoreCallsTests.swift has the Swift Testing side.
///
/// Only the tests that pass wait out a window, of 50 milliseconds; a wait that must end on
/// a call, a misuse or a cancellation is given a minute.
// Outside the test case, so that a task's closure reads them without capturing it.
private let shortWindow = WaitTimeout.milliseconds(50)
private let window = WaitTimeout.seconds(60)

final class NoMoreCallsXCTests: FailureCapturingTestCase {

  func testPassesWhenNoCallComesWithinTheWindow() async {
    let spy = Fixture.fetchUser()
    _ = try? await spy.call("1")
    let start = monotonicNanoseconds()

    await XCTAssertNoMoreCalls(on: spy, within: shortWindow)
    await XCTAssertNoMoreCalls(on: spy, afterCount: 1, within: shortWindow)

    XCTAssertGreaterThanOrEqual(monotonicNanoseconds() - start, 100_000_000)
    XCTAssertEqual(spy.core.waiterCount, 0)
    assertCaptured([])
  }

  /// The call removes the waiter as it is recorded, a minute before the window would end.
  func testACallWithinTheWindowEndsTheWaitAtOnceAndFailsAtItsLine() async {
    let spy = Fixture.fetchUser()
    _ = try? await spy.call("1")
    let start = monotonicNanoseconds()

    let waiting = Task { await XCTAssertNoMoreCalls(on: spy, afterCount: 1, within: window) }
    let line = #line - 1
    let registered = await yieldUntil { spy.core.waiterCount == 1 }
    XCTAssertTrue(registered, "the wait never registered")
    _ = try? await spy.call("1")
    XCTAssertEqual(spy.core.waiterCount, 0, "the call itself ended the wait")
    await waiting.value

    XCTAssertLessThan(monotonicNanoseconds() - start, 60_000_000_000, "the call ended it")
    assertCaptured([Failure(message: NoMoreCalls.calledAgain, file: #filePath, line: line)])
  }

  func testACountOfZeroFailsOnTheFirstCall() async {
    let spy = Fixture.fetchUser()

    let waiting = Task { await XCTAssertNoMoreCalls(on: spy, afterCount: 0, within: window) }
    let line = #line - 1
    let registered = await yieldUntil { spy.core.waiterCount == 1 }
    XCTAssertTrue(registered, "the wait never registered")
    _ = try? await spy.call("1")
    await waiting.value

    assertCaptured([
      Failure(message: NoMoreCalls.calledOnceWhenNoneWasAllowed, file: #filePath, line: line)
    ])
  }

  func testACountBelowTheCallsRecordedFailsAtOnce() async {
    let spy = Fixture.fetchUser()
    for id in ["1", "2", "3"] { _ = try? await spy.call(id) }

    await XCTAssertNoMoreCalls(on: spy, afterCount: 1, within: window); let line = #line

    XCTAssertEqual(spy.core.waiterCount, 0)
    assertCaptured([
      Failure(message: NoMoreCalls.alreadyCalledMoreThanTheCount, file: #filePath, line: line)
    ])
  }

  func testTheCallersMessageEndsTheFailure() async {
    let spy = Fixture.fetchUser()
    for id in ["1", "2", "3"] { _ = try? await spy.call(id) }

    await XCTAssertNoMoreCalls(on: spy, afterCount: 1, within: window, "one request per tap")
    let line = #line - 1

    assertCaptured([
      Failure(
        message: NoMoreCalls.alreadyCalledMoreThanTheCount + "\n  Message: one request per tap",
        file: #filePath, line: line)
    ])
  }

  func testMisusesAreReportedAndNothingIsWaitedFor() async {
    let spy = Fixture.fetchUser()
    let neverCalled = Fixture.fetchUser()
    _ = try? await spy.call("1")

    await XCTAssertNoMoreCalls(on: spy, afterCount: 2, within: window); let above = #line
    await XCTAssertNoMoreCalls(on: neverCalled, afterCount: 1, within: window); let none = #line
    await XCTAssertNoMoreCalls(on: spy, afterCount: -1, within: window); let negative = #line
    await XCTAssertNoMoreCalls(on: spy, within: .zero); let zero = #line
    await XCTAssertNoMoreCalls(on: spy, within: .milliseconds(-200)); let below = #line

    XCTAssertEqual(spy.core.waiterCount + neverCalled.core.waiterCount, 0)
    assertCaptured([
      Failure(message: NoMoreCalls.countAboveTheCalls, file: #filePath, line: above),
      Failure(message: NoMoreCalls.countAboveNoCalls, file: #filePath, line: none),
      Failure(message: NoMoreCalls.negativeCount, file: #filePath, line: negative),
      Failure(message: NoMoreCalls.windowOfZeroOrLess, file: #filePath, line: zero),
      Failure(message: NoMoreCalls.windowOfZeroOrLess, file: #filePath, line: below),
    ])
  }

  /// The window was cut short, not broken: nothing is reported.
  func testACancelledWaitEndsAtOnceAndReportsNothing() async {
    let spy = Fixture.fetchUser()
    _ = try? await spy.call("1")

    let waiting = Task { await XCTAssertNoMoreCalls(on: spy, within: window) }
    let registered = await yieldUntil { spy.core.waiterCount == 1 }
    XCTAssertTrue(registered, "the wait never registered")
    waiting.cancel()
    await waiting.value

    XCTAssertEqual(spy.core.waiterCount, 0)
    assertCaptured([])
  }

  /// A reset forgets the calls so far, and the wait goes on until the spy holds more than
  /// the limit again.
  func testAResetWithinTheWindowForgetsTheCallsAndTheWaitGoesOn() async {
    let send = Fixture.send()
    await send.call("a")

    let waiting = Task { await XCTAssertNoMoreCalls(on: send, within: window) }
    let line = #line - 1
    let registered = await yieldUntil { send.core.waiterCount == 1 }
    XCTAssertTrue(registered, "the wait never registered")
    send.reset()
    await send.call("b")
    XCTAssertEqual(send.core.waiterCount, 1, "one call since the reset is within the limit")
    await send.call("c")
    await waiting.value

    assertCaptured([
      Failure(message: NoMoreCalls.calledTwiceSinceAReset, file: #filePath, line: line)
    ])
  }

  /// Both names work in both frameworks: `expectNoMoreCalls` fails an XCTest test too.
  func testTheExpectNameReportsTheSameMessage() async {
    let spy = Fixture.fetchUser()
    for id in ["1", "2", "3"] { _ = try? await spy.call(id) }

    let held = await expectNoMoreCalls(on: spy, afterCount: 1, within: window); let line = #line

    XCTAssertFalse(held)
    assertCaptured([
      Failure(message: NoMoreCalls.alreadyCalledMoreThanTheCount, file: #filePath, line: line)
    ])
  }

  // MARK: Helpers

  /// Stops capturing and checks that the failures captured were exactly `expected`.
  private func assertCaptured(
    _ expected: [Failure], _ message: String = "", file: StaticString = #filePath,
    line: UInt = #line
  ) {
    XCTAssertEqual(takeFailures(), expected, message, file: file, line: line)
  }
}
