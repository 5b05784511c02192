import Testing

@testable import MockKit

/// Waiting for calls: `waitForCalls`, `waitForCall(where:)` and `waitForCall(with:)`. Waits end on the event itself; the only waits
/// on time are the 50-millisecond timeouts of the tests that pin the timeout messages.
/// `XCTestAsyncTests` pins the same messages in XCTest tests. The held-call tests join this
/// suite in HeldCallTests.swift.
@Suite struct WaitingTests {
  private let fileID = "MockKitTests/WaitingTests.swift"
  /// The timeout of the tests that pin timeout messages: the only waits on time.
  private let timeout = WaitTimeout.milliseconds(50)
  private let isGuest: @Sendable (String) -> Bool = { $0.hasPrefix("guest-") }

  // MARK: waitForCalls

  /// A zero timeout leaves no time for anything but the check made before waiting.
  @Test func waitForCallsReturnsAtOnceWhenTheCallsAreAlreadyRecorded() async {
    let spy = Fixture.fetchUser()
    _ = try? await spy.call("1")
    _ = try? await spy.call("2")

    #expect(await spy.waitForCalls(2, timeout: .zero))
    #expect(spy.core.waiterCount == 0)
  }

  @Test func waitForCallsIsResumedByTheCallThatReachesTheCount() async {
    let spy = Fixture.fetchUser()
    _ = try? await spy.call("1")

    let waiting = Task { await spy.waitForCalls(3, timeout: eventTimeout) }
    #expect(await yieldUntil { spy.core.waiterCount == 1 })

    await Task { _ = try? await spy.call("2") }.value
    #expect(spy.core.waiterCount == 1, "2 calls of 3 must not end the wait")

    await Task { _ = try? await spy.call("3") }.value
    #expect(await waiting.value)
    #expect(spy.core.waiterCount == 0)
  }

  /// Each waiter resumes at the call that reaches its own count, not before, not after.
  @Test func manyWaitersOnOneSpyResumeAtTheirOwnCount() async {
    let spy = Fixture.fetchUser()
    let waiters = (1...3).map { count in
      Task { await spy.waitForCalls(count, timeout: eventTimeout) }
    }
    #expect(await yieldUntil { spy.core.waiterCount == 3 })

    for (index, waiter) in waiters.enumerated() {
      _ = try? await spy.call("\(index + 1)")
      #expect(await waiter.value)
      #expect(spy.core.waiterCount == 2 - index)
    }
  }

  /// A call resumes the waiters of its own spy only.
  @Test func waitersOnManySpiesResumeOnlyForTheirOwnSpy() async {
    let spies = (0..<10).map { _ in Fixture.fetchUser() }
    let waiters = spies.map { spy in Task { await spy.waitForCalls(timeout: eventTimeout) } }
    #expect(await yieldUntil { spies.allSatisfy { $0.core.waiterCount == 1 } })

    for index in [3, 7, 0, 9, 1, 8, 2, 6, 4, 5] {
      await Task { _ = try? await spies[index].call("\(index)") }.value
      #expect(await waiters[index].value)
      #expect(spies[index].core.waiterCount == 0)
      let stillWaiting = spies.filter { !$0.wasCalled }
      #expect(stillWaiting.allSatisfy { $0.core.waiterCount == 1 })
    }
  }

  // MARK: waitForCall(where:) and waitForCall(with:)

  @Test func waitForCallIsSatisfiedByACallRecordedBeforeTheWait() async {
    let spy = Fixture.fetchUser()
    _ = try? await spy.call("1")
    _ = try? await spy.call("2")

    #expect(await spy.waitForCall(with: "1"))
    #expect(await spy.waitForCall(where: { $0 == "2" }))
    #expect(spy.core.waiterCount == 0)
  }

  @Test func waitForCallWithArgumentsIsResumedByTheMatchingCall() async {
    let spy = Fixture.fetchUser()
    let waiting = Task { await spy.waitForCall(with: "1", timeout: eventTimeout) }
    #expect(await yieldUntil { spy.core.waiterCount == 1 })

    await Task { _ = try? await spy.call("2") }.value
    #expect(spy.core.waiterCount == 1, "a call with other arguments must not end the wait")

    await Task { _ = try? await spy.call("1") }.value
    #expect(await waiting.value)
    #expect(spy.core.waiterCount == 0)
  }

  @Test func waitForCallWherePredicateIsResumedByTheMatchingCall() async {
    let spy = Fixture.fetchUser()
    let waiting = Task { await spy.waitForCall(where: isGuest, timeout: eventTimeout) }
    #expect(await yieldUntil { spy.core.waiterCount == 1 })

    await Task { _ = try? await spy.call("1") }.value
    #expect(spy.core.waiterCount == 1, "a call that fails the predicate must not end the wait")

    await Task { _ = try? await spy.call("guest-7") }.value
    #expect(await waiting.value)
    #expect(spy.core.waiterCount == 0)
  }

  // MARK: Timeouts

  /// A wait that times out (the held-call waits of HeldCallTests.swift too), and the failure
  /// it must report at the line of the wait.
  struct TimedOutWaitCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let message: String
    /// Makes the case's calls, then waits with the given timeout; returns what the wait
    /// returned, the line of the wait, and the waiters left on the spy afterwards.
    let run: @Sendable (WaitTimeout) async -> (waited: Bool, line: Int, waitersLeft: Int)

    init(
      _ name: String, message: String,
      run: @escaping @Sendable (WaitTimeout) async -> (waited: Bool, line: Int, waitersLeft: Int)
    ) {
      self.testDescription = name
      self.message = message
      self.run = run
    }
  }

  static let timedOutWaits: [TimedOutWaitCase] = [
    TimedOutWaitCase(
      "waitForCalls on a spy that is never called", message: TimedOutWait.neverCalled
    ) { timeout in
      let spy = Fixture.fetchUser()
      return (await spy.waitForCalls(timeout: timeout), #line, spy.core.waiterCount)
    },
    TimedOutWaitCase(
      "waitForCalls with too few calls", message: TimedOutWait.calledOnceOfTwo
    ) { timeout in
      let spy = Fixture.fetchUser()
      _ = try? await spy.call("1")
      return (await spy.waitForCalls(2, timeout: timeout), #line, spy.core.waiterCount)
    },
    TimedOutWaitCase(
      "waitForCall(with:) marks every call", message: TimedOutWait.otherArguments
    ) { timeout in
      let spy = Fixture.fetchUser()
      _ = try? await spy.call("1")
      _ = try? await spy.call("2")
      return (await spy.waitForCall(with: "3", timeout: timeout), #line, spy.core.waiterCount)
    },
    TimedOutWaitCase(
      "waitForCall(with:) with tuple arguments points at the closest call",
      message: TimedOutWait.closestCallDiffers
    ) { timeout in
      let spy = Fixture.discount()
      _ = await spy.call(("WINTER", 1, false))
      _ = await spy.call(("SPRING", 2, false))
      return (
        await spy.waitForCall(with: ("SPRING", 2, true), timeout: timeout), #line,
        spy.core.waiterCount
      )
    },
    TimedOutWaitCase(
      "waitForCall(with:) prints the calls as the spy's closure says",
      message: """
        refund(_:) was never called with the expected arguments within 50 milliseconds.
          Expected:
            refund(r-2: 42 EUR)
          Calls:
          ✗ #1 refund(r-1: 42 EUR)
          Declared at: MockKitTests/Mocks.swift:170
        """
    ) { timeout in
      let spy = Fixture.refund()
      await spy.call(Refund(id: "r-1", amount: 42, reason: "late"))
      let expected = Refund(id: "r-2", amount: 42, reason: "late")
      return (await spy.waitForCall(with: expected, timeout: timeout), #line, spy.core.waiterCount)
    },
    TimedOutWaitCase(
      "waitForCall(where:) marks every call", message: TimedOutWait.predicateNotSatisfied
    ) { timeout in
      let spy = Fixture.fetchUser()
      _ = try? await spy.call("1")
      let isGuest: @Sendable (String) -> Bool = { $0.hasPrefix("guest-") }
      return (await spy.waitForCall(where: isGuest, timeout: timeout), #line, spy.core.waiterCount)
    },
    TimedOutWaitCase(
      "waitForCall(with:) on a spy that is never called",
      message: TimedOutWait.neverCalledWithArguments
    ) { timeout in
      let spy = Fixture.fetchUser()
      return (await spy.waitForCall(with: "1", timeout: timeout), #line, spy.core.waiterCount)
    },
    TimedOutWaitCase(
      "nextHeldCall when no call is held",
      message: """
        fetchUser(id:) had no held call to hand out within 50 milliseconds.
          Calls:
            #1 fetchUser(id: "1")
          Declared at: MockKitTests/Mocks.swift:12
          To fix, stub the spy with .holdsCalls() before the code under test calls it.
        """
    ) { timeout in
      let spy = Fixture.fetchUser()
      _ = try? await spy.call("1")
      return (await spy.nextHeldCall(timeout: timeout) != nil, #line, spy.core.waiterCount)
    },
    // The spy already holds calls: the fix is not to stub it so, but to see why no call
    // came.
    TimedOutWaitCase(
      "nextHeldCall on a holding spy that is never called",
      message: """
        fetchUser(id:) had no held call to hand out within 50 milliseconds: it holds calls, but it was never called.
          Declared at: MockKitTests/Mocks.swift:12
          To fix, check that the code under test calls it before the wait ends, or wait longer with timeout:.
        """
    ) { timeout in
      let spy = Fixture.fetchUser()
      spy.holdsCalls()
      return (await spy.nextHeldCall(timeout: timeout) != nil, #line, spy.core.waiterCount)
    },
    TimedOutWaitCase(
      "nextHeldCall on a holding spy whose one held call was handed out",
      message: TimedOutWait.noHeldCallLeft
    ) { timeout in
      let spy = Fixture.fetchUser()
      spy.holdsCalls()
      let caller = Task { try? await spy.call("1") }
      let held = await spy.nextHeldCall(timeout: .seconds(10))
      let waited = await spy.nextHeldCall(timeout: timeout) != nil
      let line = #line - 1
      held?.resume(returning: User(id: "1", name: "Ada"))
      _ = await caller.value
      return (waited, line, spy.core.waiterCount)
    },
    TimedOutWaitCase(
      "nextHeldCall when a when stub that does not hold answered the call",
      message: TimedOutWait.noHeldCallLeft
    ) { timeout in
      let spy = Fixture.fetchUser()
      spy.holdsCalls()
      spy.when("1").returns(User(id: "1", name: "Ada"))
      _ = try? await spy.call("1")
      return (await spy.nextHeldCall(timeout: timeout) != nil, #line, spy.core.waiterCount)
    },
  ]

  /// A wait that times out returns `false`, reports its message once at the wait's line,
  /// and leaves no waiter behind.
  @Test(arguments: timedOutWaits)
  func aWaitThatTimesOutReportsWhatItWaitedFor(_ wait: TimedOutWaitCase) async {
    var result = (waited: true, line: 0, waitersLeft: -1)

    let issues = await recordedIssues { result = await wait.run(timeout) }

    #expect(!result.waited)
    #expect(issues == [RecordedIssue(message: wait.message, fileID: fileID, line: result.line)])
    #expect(result.waitersLeft == 0)
  }

  // MARK: Cancellation

  /// A wait whose task is cancelled, and the failure it must report at the line of the wait.
  /// The timeout is a minute, so only the cancellation can end the wait in time.
  struct CancelledWaitCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let message: String
    /// Makes the case's calls, then starts the wait in a task; returns the task, the line
    /// of the wait, and the spy's waiter count.
    let start:
      @Sendable () async -> (waiting: Task<Bool, Never>, line: Int, waiters: @Sendable () -> Int)

    init(
      _ name: String, message: String,
      start:
        @escaping @Sendable () async -> (
          waiting: Task<Bool, Never>, line: Int, waiters: @Sendable () -> Int
        )
    ) {
      self.testDescription = name
      self.message = message
      self.start = start
    }
  }

  static let cancelledWaits: [CancelledWaitCase] = [
    CancelledWaitCase(
      "waitForCalls",
      message: """
        Stopped waiting for fetchUser(id:) to be called: the waiting task was cancelled.
          Declared at: MockKitTests/Mocks.swift:12
        """
    ) {
      let spy = Fixture.fetchUser()
      return (
        Task { await spy.waitForCalls(timeout: .seconds(60)) }, #line, { spy.core.waiterCount }
      )
    },
    CancelledWaitCase(
      "waitForCalls for several calls names the count and the calls",
      message: """
        Stopped waiting for fetchUser(id:) to be called at least 2 times: the waiting task was cancelled.
          Calls:
            #1 fetchUser(id: "1")
          Declared at: MockKitTests/Mocks.swift:12
        """
    ) {
      let spy = Fixture.fetchUser()
      _ = try? await spy.call("1")
      return (
        Task { await spy.waitForCalls(2, timeout: .seconds(60)) }, #line, { spy.core.waiterCount }
      )
    },
    // A cancelled wait cannot tell which calls it would have rejected, so it marks none.
    CancelledWaitCase(
      "waitForCall(with:) names the expected call",
      message: """
        Stopped waiting for fetchUser(id:) to be called with the expected arguments: the waiting task was cancelled.
          Expected:
            fetchUser(id: "3")
          Calls:
            #1 fetchUser(id: "1")
          Declared at: MockKitTests/Mocks.swift:12
        """
    ) {
      let spy = Fixture.fetchUser()
      _ = try? await spy.call("1")
      return (
        Task { await spy.waitForCall(with: "3", timeout: .seconds(60)) }, #line,
        { spy.core.waiterCount }
      )
    },
    CancelledWaitCase(
      "nextHeldCall",
      message: """
        Stopped waiting for a held call of fetchUser(id:): the waiting task was cancelled.
          Declared at: MockKitTests/Mocks.swift:12
        """
    ) {
      let spy = Fixture.fetchUser()
      spy.holdsCalls()
      return (
        Task { await spy.nextHeldCall(timeout: .seconds(60)) != nil }, #line,
        { spy.core.waiterCount }
      )
    },
  ]

  /// A cancelled wait returns at once with `false` (or no held call), reports its message
  /// once at the wait's line, and leaves no waiter behind.
  @Test(arguments: cancelledWaits)
  func aCancelledWaitReportsWhatItWaitedFor(_ wait: CancelledWaitCase) async {
    var (waited, line, waiters) = (true, 0, { @Sendable in -1 })

    let issues = await recordedIssues {
      let started = await wait.start()
      (line, waiters) = (started.line, started.waiters)
      #expect(await yieldUntil { started.waiters() == 1 })
      started.waiting.cancel()
      waited = await started.waiting.value
    }

    #expect(!waited)
    #expect(issues == [RecordedIssue(message: wait.message, fileID: fileID, line: line)])
    #expect(waiters() == 0)
  }

}
