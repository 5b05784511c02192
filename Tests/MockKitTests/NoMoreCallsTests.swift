import Dispatch
import Testing

@testable import MockKit

/// `expectNoMoreCalls`: a wait that passes when its window ends with no call beyond those
/// allowed, and fails as soon as one comes. `NoMoreCallsXCTests` pins the same messages
/// with `XCTAssertNoMoreCalls` in XCTest tests; StrictModeTests.swift has the wait a strict
/// scope ends.
///
/// Only the tests that pass wait out a window, of 50 milliseconds. A wait that must end on
/// a call is given a minute: the call removes its waiter as it is recorded, and the test
/// ends long before the window could.
@Suite struct NoMoreCallsTests {
  private let fileID = "MockKitTests/NoMoreCallsTests.swift"
  /// The window of the waits that pass: the only waits on time.
  private let shortWindow = WaitTimeout.milliseconds(50)
  /// The window of the waits that a call, a misuse or a cancellation must end.
  private let window = WaitTimeout.seconds(60)

  // MARK: Passing

  /// The window ends at its deadline, not when the shared timer gets to it: a call made
  /// after the deadline, while the timer is still busy, is not counted (it was, as a call
  /// within the window). The timer is kept busy by hand until the call is made.
  @Test func aCallAfterTheWindowIsNotCountedWhileTheTimerIsLate() async {
    let spy = Fixture.fetchUser()
    let timerFree = DispatchSemaphore(value: 0)
    Timeouts.schedule(afterNanoseconds: 0) { timerFree.wait() }
    var passed = false

    let issues = await recordedIssues {
      let waiting = Task { await expectNoMoreCalls(on: spy, within: .milliseconds(20)) }
      #expect(await yieldUntil { spy.core.waiterCount == 1 })
      try? await Task.sleep(nanoseconds: 100_000_000)  // past the window's end
      _ = try? await spy.call("late")
      timerFree.signal()
      passed = await waiting.value
    }

    #expect(passed)
    #expect(issues.isEmpty)
  }

  /// The timer ends the wait at the window's end, on the clock it reads, and not before.
  @Test(arguments: [nil, 1])
  func passesWhenNoCallComesWithinTheWindow(afterCount: Int?) async {
    let spy = Fixture.fetchUser()
    _ = try? await spy.call("1")
    var passed = false
    let start = monotonicNanoseconds()

    let issues = await recordedIssues {
      passed = await expectNoMoreCalls(on: spy, afterCount: afterCount, within: shortWindow)
    }

    #expect(passed)
    #expect(issues == [])
    #expect(monotonicNanoseconds() - start >= 50_000_000, "the window was waited out")
    #expect(spy.core.waiterCount == 0)
  }

  @Test func passesOnASpyNeverCalled() async {
    let spy = Fixture.fetchUser()

    let issues = await recordedIssues {
      #expect(await expectNoMoreCalls(on: spy, within: shortWindow))
      #expect(await expectNoMoreCalls(on: spy, afterCount: 0, within: shortWindow))
    }

    #expect(issues == [])
  }

  // MARK: A call beyond the limit

  /// The call ends the wait: it removes the waiter as it is recorded, a minute before the
  /// window would end.
  @Test(arguments: [nil, 1])
  func aCallWithinTheWindowEndsTheWaitAtOnceAndFails(afterCount: Int?) async {
    let spy = Fixture.fetchUser()
    _ = try? await spy.call("1")
    var (passed, line) = (true, 0)
    let start = monotonicNanoseconds()

    let issues = await recordedIssues {
      let waiting = Task {
        await expectNoMoreCalls(on: spy, afterCount: afterCount, within: window)
      }
      line = #line - 2
      #expect(await yieldUntil { spy.core.waiterCount == 1 })
      _ = try? await spy.call("1")
      #expect(spy.core.waiterCount == 0, "the call itself ended the wait")
      passed = await waiting.value
    }

    #expect(!passed)
    #expect(issues == [RecordedIssue(message: NoMoreCalls.calledAgain, fileID: fileID, line: line)])
    #expect(monotonicNanoseconds() - start < 60_000_000_000, "the call ended it, not the window")
  }

  @Test func aCountOfZeroFailsOnTheFirstCall() async {
    let spy = Fixture.fetchUser()
    var (passed, line) = (true, 0)

    let issues = await recordedIssues {
      let waiting = Task { await expectNoMoreCalls(on: spy, afterCount: 0, within: window) }
      line = #line - 1
      #expect(await yieldUntil { spy.core.waiterCount == 1 })
      _ = try? await spy.call("1")
      passed = await waiting.value
    }

    #expect(!passed)
    #expect(
      issues == [
        RecordedIssue(
          message: NoMoreCalls.calledOnceWhenNoneWasAllowed, fileID: fileID, line: line)
      ])
  }

  /// A count below the calls recorded fails before any waiting: no waiter, no timer.
  @Test func aCountBelowTheCallsRecordedFailsAtOnce() async {
    let spy = Fixture.fetchUser()
    for id in ["1", "2", "3"] { _ = try? await spy.call(id) }
    var (passed, line) = (true, 0)
    let start = monotonicNanoseconds()

    let issues = await recordedIssues {
      passed = await expectNoMoreCalls(on: spy, afterCount: 1, within: window); line = #line
    }

    #expect(!passed)
    #expect(
      issues == [
        RecordedIssue(
          message: NoMoreCalls.alreadyCalledMoreThanTheCount, fileID: fileID, line: line)
      ])
    #expect(monotonicNanoseconds() - start < 60_000_000_000, "nothing was waited for")
    #expect(spy.core.waiterCount == 0)
  }

  /// Without a count, the calls recorded when the wait starts are allowed, however many.
  @Test func withoutACountTheCallsAlreadyRecordedAreAllowed() async {
    let spy = Fixture.fetchUser()
    for id in ["1", "2", "3"] { _ = try? await spy.call(id) }

    let issues = await recordedIssues {
      #expect(await expectNoMoreCalls(on: spy, within: shortWindow))
    }

    #expect(issues == [])
  }

  /// The caller's message is the failure's last line, as in every assertion.
  @Test func theCallersMessageEndsTheFailure() async {
    let spy = Fixture.fetchUser()
    for id in ["1", "2", "3"] { _ = try? await spy.call(id) }
    var line = 0

    let issues = await recordedIssues {
      await expectNoMoreCalls(on: spy, afterCount: 1, within: window, "one request per tap")
      line = #line - 1
    }

    #expect(
      issues == [
        RecordedIssue(
          message: NoMoreCalls.alreadyCalledMoreThanTheCount + "\n  Message: one request per tap",
          fileID: fileID, line: line)
      ])
  }

  // MARK: Misuse

  /// A count of calls not made yet, a negative count, a window of zero or less: reported
  /// at the line of the wait, which returns `false` without waiting.
  struct MisuseCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let message: String
    let callsBefore: Int
    let afterCount: Int?
    let window: WaitTimeout
  }

  static let misuses: [MisuseCase] = [
    MisuseCase(
      testDescription: "a count above the calls recorded",
      message: NoMoreCalls.countAboveTheCalls, callsBefore: 1, afterCount: 2,
      window: .seconds(60)),
    MisuseCase(
      testDescription: "a count on a spy never called",
      message: NoMoreCalls.countAboveNoCalls, callsBefore: 0, afterCount: 1,
      window: .seconds(60)),
    MisuseCase(
      testDescription: "a negative count", message: NoMoreCalls.negativeCount, callsBefore: 1,
      afterCount: -1, window: .seconds(60)),
    MisuseCase(
      testDescription: "a window of zero", message: NoMoreCalls.windowOfZeroOrLess,
      callsBefore: 1, afterCount: nil, window: .zero),
    MisuseCase(
      testDescription: "a negative window", message: NoMoreCalls.windowOfZeroOrLess,
      callsBefore: 0, afterCount: 0, window: .milliseconds(-200)),
  ]

  @Test(arguments: misuses)
  func aMisuseIsReportedAndNothingIsWaitedFor(_ misuse: MisuseCase) async {
    let spy = Fixture.fetchUser()
    for id in (0..<misuse.callsBefore).map({ "\($0 + 1)" }) { _ = try? await spy.call(id) }
    var (passed, line) = (true, 0)

    let issues = await recordedIssues {
      passed = await expectNoMoreCalls(
        on: spy, afterCount: misuse.afterCount, within: misuse.window)
      line = #line - 2
    }

    #expect(!passed)
    #expect(issues == [RecordedIssue(message: misuse.message, fileID: fileID, line: line)])
    #expect(spy.core.waiterCount == 0)
  }

  // MARK: Cancellation

  /// The window was cut short, not broken: the wait returns `false` and reports nothing.
  @Test func aCancelledWaitEndsAtOnceAndReportsNothing() async {
    let spy = Fixture.fetchUser()
    _ = try? await spy.call("1")
    var passed = true

    let issues = await recordedIssues {
      let waiting = Task { await expectNoMoreCalls(on: spy, within: window) }
      #expect(await yieldUntil { spy.core.waiterCount == 1 })
      waiting.cancel()
      passed = await waiting.value
    }

    #expect(!passed)
    #expect(issues == [])
    #expect(spy.core.waiterCount == 0)
  }

  @Test func aWaitInATaskAlreadyCancelledEndsAtOnceAndReportsNothing() async {
    let spy = Fixture.fetchUser()
    var passed = true

    let issues = await recordedIssues {
      let waiting = Task {
        withUnsafeCurrentTask { $0?.cancel() }
        return await expectNoMoreCalls(on: spy, within: window)
      }
      passed = await waiting.value
    }

    #expect(!passed)
    #expect(issues == [])
    #expect(spy.core.waiterCount == 0)
  }

  /// Cancelling does not hide a failure that has already happened.
  @Test func aCancelledTaskStillReportsCallsAlreadyBeyondTheCount() async {
    let spy = Fixture.fetchUser()
    for id in ["1", "2", "3"] { _ = try? await spy.call(id) }

    let issues = await recordedIssues {
      let waiting = Task {
        withUnsafeCurrentTask { $0?.cancel() }
        return await expectNoMoreCalls(on: spy, afterCount: 1, within: window)
      }
      #expect(await waiting.value == false)
    }

    #expect(issues.map(\.message) == [NoMoreCalls.alreadyCalledMoreThanTheCount])
  }

  // MARK: Reset

  /// As every wait counts them, the limit is on the calls the spy holds: a reset forgets
  /// those so far, and the wait goes on until the spy holds more than the limit again.
  @Test func aResetWithinTheWindowForgetsTheCallsAndTheWaitGoesOn() async {
    let send = Fixture.send()
    await send.call("a")
    var (passed, line) = (true, 0)

    let issues = await recordedIssues {
      let waiting = Task { await expectNoMoreCalls(on: send, within: window) }
      line = #line - 1
      #expect(await yieldUntil { send.core.waiterCount == 1 })
      send.reset()
      #expect(send.core.waiterCount == 1, "a reset does not end the wait")
      await send.call("b")
      #expect(send.core.waiterCount == 1, "one call since the reset is within the limit")
      await send.call("c")
      passed = await waiting.value
    }

    #expect(!passed)
    #expect(
      issues == [
        RecordedIssue(message: NoMoreCalls.calledTwiceSinceAReset, fileID: fileID, line: line)
      ])
  }

  /// A reset between the call beyond the limit and the wait's read of the calls forgets
  /// that call too, as if the reset had come first: the wait goes on, with the same limit
  /// and to the same end. The wait runs on the main actor, where the test holds it off
  /// while it calls and resets without suspending.
  @MainActor @Test func aResetBeforeTheWaitReadsTheCallLetsTheWindowGoOn() async {
    let send = Fixture.send()
    callSynchronously(send, "a")
    var (passed, line) = (true, 0)

    let issues = await recordedIssues {
      let waiting = Task { @MainActor in await expectNoMoreCalls(on: send, within: window) }
      line = #line - 1
      #expect(await yieldUntil { send.core.waiterCount == 1 })
      callSynchronously(send, "x")  // beyond the limit: ends the wait, which cannot run yet
      send.reset()
      #expect(send.core.waiterCount == 0)
      #expect(await yieldUntil { send.core.waiterCount == 1 }, "the wait goes on")
      callSynchronously(send, "b")
      callSynchronously(send, "c")
      passed = await waiting.value
    }

    #expect(!passed)
    #expect(
      issues == [
        RecordedIssue(message: NoMoreCalls.calledTwiceSinceAReset, fileID: fileID, line: line)
      ])
  }

  /// The rule `expectNoMoreCalls` follows: `waitForCalls` also counts the calls the spy
  /// holds, so a reset starts its count again and does not end it.
  @Test func waitForCallsCountsTheCallsAResetLeavesToo() async {
    let send = Fixture.send()
    await send.call("a")
    let waiting = Task { await send.waitForCalls(2, timeout: eventTimeout) }
    #expect(await yieldUntil { send.core.waiterCount == 1 })

    send.reset()
    await send.call("b")
    #expect(send.core.waiterCount == 1, "one call since the reset: not yet 2")
    await send.call("c")

    #expect(await waiting.value)
  }

  /// A reset with no call after it leaves the spy within any limit: the wait passes when
  /// the window ends, whether the reset came before the wait started or during it. (The
  /// window is short, so the test cannot tell which: the test above pins a reset within
  /// the window.)
  @Test func aResetWithNoCallAfterItPasses() async {
    let send = Fixture.send()
    await send.call("a")

    let issues = await recordedIssues {
      let waiting = Task { await expectNoMoreCalls(on: send, within: shortWindow) }
      send.reset()
      #expect(await waiting.value)
    }

    #expect(issues == [])
  }
}

/// Records a call with the spy's synchronous `call`: no suspension, so nothing else runs
/// on the caller's actor in between.
private func callSynchronously(_ spy: Spy<String, Void>, _ argument: String) {
  spy.call(argument)
}
