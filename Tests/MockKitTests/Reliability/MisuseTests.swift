import Testing
import MockKitTestSupport
import XCTest

@testable import MockKit

/// Misuse, faults, random scripts checked against a model, load and the held-call race: the
/// reliability tests, each file in its own extension. They share no state; each file's
/// constants carry its own name (`loadTasks`, `raceSeed`) where another file's could clash.
/// Serialized, as `AsyncStressTests` is: the load and race tests each start thousands of
/// tasks, and several at once held the cooperative pool's threads long enough for other
/// suites' tasks to miss their 10-second waits on a loaded two-core machine.
@Suite(.serialized) struct ReliabilityTests {}

/// Misuse the other test files do not cover yet, each answered by the message MockKit
/// documents, pinned verbatim on both surfaces; the extension at the end of this file runs
/// the same scenarios through XCTest.
extension ReliabilityTests {
  @Test func swiftTestingSurfaceReportsEveryMessage() {
    for scenario in MisuseScenario.all {
      let issues = recordedIssues { scenario.run(.swiftTesting) }
      #expect(issues.map(\.message) == (scenario.expected.map { [$0] } ?? []), "\(scenario)")
    }
  }

  // MARK: Waiting with nothing to wait for, or no time to wait

  @Test func waitingForZeroCallsReturnsAtOnceAndRegistersNoWaiter() async {
    let spy = Fixture.fetchUser()
    var satisfied = false

    let issues = await recordedIssues { satisfied = await spy.waitForCalls(0) }

    #expect(satisfied)
    #expect(issues.isEmpty)
    #expect(spy.core.waiterCount == 0)
  }

  @Test func aZeroTimeoutReportsAWaitThatEndedAtOnce() async {
    let spy = Fixture.fetchUser()
    var satisfied = true

    let issues = await recordedIssues { satisfied = await spy.waitForCalls(1, timeout: .zero) }

    #expect(!satisfied)
    let expected = """
      fetchUser(id:) was never called, but expected to be called within 0 milliseconds.
        Declared at: MockKitTests/Mocks.swift:12
      """
    #expect(issues.map(\.message) == [expected])
    #expect(spy.core.waiterCount == 0)
  }

  @Test func aZeroTimeoutForArgumentsReportsTheExpectedCall() async {
    let spy = Fixture.fetchUser()
    _ = try? await spy.call("1")
    var satisfied = true

    let issues = await recordedIssues {
      satisfied = await spy.waitForCall(with: "2", timeout: .zero)
    }

    #expect(!satisfied)
    let expected = """
      fetchUser(id:) was never called with the expected arguments within 0 milliseconds.
        Expected:
          fetchUser(id: "2")
        Calls:
        ✗ #1 fetchUser(id: "1")
        Declared at: MockKitTests/Mocks.swift:12
      """
    #expect(issues.map(\.message) == [expected])
    #expect(spy.core.waiterCount == 0)
  }

  @Test func aZeroTimeoutForAHeldCallReportsThatNoneWasHeld() async {
    let spy = Fixture.fetchUser()
    var call: HeldCall<String, User, any Error>?

    let issues = await recordedIssues { call = await spy.nextHeldCall(timeout: .zero) }

    #expect(call == nil)
    let expected = """
      fetchUser(id:) had no held call to hand out within 0 milliseconds.
        Declared at: MockKitTests/Mocks.swift:12
        To fix, stub the spy with .holdsCalls() before the code under test calls it.
      """
    #expect(issues.map(\.message) == [expected])
    #expect(spy.core.waiterCount == 0)
  }

  // MARK: A held call after its spy was reset

  /// The reset already reported the call and ended it; resuming it afterwards changes
  /// nothing for the caller, and each resume reports that the reset had ended it.
  @Test func resumingACallAfterTheResetEndedItReportsThatItHadEnded() async throws {
    let spy = Fixture.fetchUser()
    spy.holdsCalls()
    let caller = Task { try await spy.call("1") }
    let call = try #require(await spy.nextHeldCall(timeout: eventTimeout))
    let resetIssues = recordedIssues { spy.reset() }
    await #expect(throws: CancellationError.self) { try await caller.value }

    let resumeIssues = recordedIssues {
      call.resume(returning: User(id: "1", name: "Ada"))
      call.resume(throwing: RepositoryError.offline)
    }

    #expect(resetIssues.count == 1)
    #expect(
      resumeIssues.map { $0.message.prefix(while: { $0 != "\n" }) } == [
        "fetchUser(id:) call #1 was resumed, but it had already ended: the spy was reset.",
        "fetchUser(id:) call #1 was resumed, but it had already ended: the spy was reset.",
      ])
    #expect(!call.isPending)
    #expect(!call.isCancelled)
  }

  // MARK: Counts, orders and timeouts that cannot be met

  @Test func negativeCountsAreReportedAsMisuse() async {
    let spy = Fixture.fetchUser()
    var satisfied = true
    let issues = await recordedIssues {
      expectCalled(spy, times: -1)
      expectCalled(spy, times: -1...3)
      expectCalled(spy, times: (-2)...)
      XCTAssertCalled(spy, times: -1)
      satisfied = await spy.waitForCalls(-1)
    }
    #expect(!satisfied)
    #expect(
      issues.map(\.message) == [
        "Cannot expect a call count of -1: a count is 0 or more.",
        "Cannot expect a call count in -1...3: a count is 0 or more.",
        "Cannot expect a call count in -2...: a count is 0 or more.",
        "Cannot expect a call count of -1: a count is 0 or more.",
        "Cannot expect a call count of -1: a count is 0 or more.",
      ])
  }

  @Test func emptyCountRangesAreReportedAsMisuse() {
    let spy = Fixture.fetchUser()
    let issues = recordedIssues {
      expectCalled(spy, times: 2..<2)
      XCTAssertCalled(spy, times: 0..<0)
    }
    #expect(
      issues.map(\.message) == [
        "Cannot expect a call count in 2..<2: the range holds no count.",
        "Cannot expect a call count in 0..<0: the range holds no count.",
      ])
    #expect(!spy.wasCalled(times: 2..<2))
    #expect(!spy.wasCalled(times: -1))
  }

  @Test func aCountRangeHoldingEveryCountIsReportedAsMisuse() {
    let spy = Fixture.fetchUser()
    let issues = recordedIssues {
      expectCalled(spy, times: 0...)
      XCTAssertCalled(spy, times: 0...Int.max)
      expectCalled(spy, times: 0...5)
    }
    #expect(
      issues.map(\.message) == [
        "Cannot expect a call count in 0...: the range holds every count, so it checks "
          + "nothing. Write 1... for at least one call, or remove the check.",
        "Cannot expect a call count in 0...\(Int.max): the range holds every count, so it "
          + "checks nothing. Write 1... for at least one call, or remove the check.",
      ])
    // A check that cannot fail never passes either, as a negative count does not.
    #expect(!spy.wasCalled(times: 0...))
    #expect(spy.wasCalled(times: 0...5))
  }

  @Test func anEmptyCallOrderIsReportedAsMisuse() {
    let issues = recordedIssues { expectCallOrder() }
    #expect(issues.map(\.message) == ["Cannot check the order of calls: no spies were given."])
  }

  @Test func aNegativeTimeoutIsNotReportedAsANegativeDuration() async {
    let spy = Fixture.fetchUser()
    let issues = await recordedIssues {
      await spy.waitForCalls(1, timeout: .seconds(-1))
      _ = await spy.nextHeldCall(timeout: .milliseconds(-500))
    }
    // A negative timeout ends at once, and reads like a zero one.
    #expect(
      issues.map(\.message) == [
        """
        fetchUser(id:) was never called, but expected to be called within 0 milliseconds.
          Declared at: MockKitTests/Mocks.swift:12
        """,
        """
        fetchUser(id:) had no held call to hand out within 0 milliseconds.
          Declared at: MockKitTests/Mocks.swift:12
          To fix, stub the spy with .holdsCalls() before the code under test calls it.
        """,
      ])
  }
}

/// The misuse scenarios through the XCTest surface: each failure recorded once, word for
/// word as the Swift Testing surface records it.
extension ReportingXCTestTests {
  func testEveryMisuseScenarioReportsTheSameMessage() {
    for scenario in MisuseScenario.all {
      startCapturing()
      scenario.run(.xctest)
      let messages = takeFailures().map(\.message)
      XCTAssertEqual(messages, scenario.expected.map { [$0] } ?? [], scenario.name)
    }
  }

  func testAZeroTimeoutReportsTheSameMessageThroughXCTest() async {
    let spy = Fixture.fetchUser()
    await spy.waitForCalls(2, timeout: .zero)
    let expected = """
      fetchUser(id:) was never called, but expected to be called at least 2 times within 0 milliseconds.
        Declared at: MockKitTests/Mocks.swift:12
      """
    XCTAssertEqual(takeFailures().map(\.message), [expected])
  }
}

enum MisuseScenario {
  static let all: [MessageScenario] = [
    MessageScenario(
      name: "call order of a single spy that was never called",
      run: { surface in
        let spy = Fixture.fetchUser()
        switch surface {
        case .xctest: XCTAssertCallOrder(spy)
        case .swiftTesting: expectCallOrder(spy)
        }
      },
      expected: """
        Calls were not made in the expected order: fetchUser(id:) was never called.
          Expected order:
            1. fetchUser(id:)
          Calls: none
        """
    ),
    MessageScenario(
      name: "call order of a single spy that was called passes",
      run: { surface in
        let spy = Fixture.fetchUser()
        _ = try? spy.call("1")
        switch surface {
        case .xctest: XCTAssertCallOrder(spy)
        case .swiftTesting: expectCallOrder(spy)
        }
      },
      expected: nil
    ),
    MessageScenario(
      name: "no other calls on a spy instead of its mock says so, naming the spy",
      run: { surface in
        let spy = Fixture.fetchUser()
        _ = try? spy.call("1")
        surface.noOtherCalls(on: spy, except: [])
      },
      expected: """
        fetchUser(id:) received 1 call, but was given to expectNoOtherCalls(on:), which checks that a mock's spies received no other calls.
          Calls:
            #1 fetchUser(id: "1")
          Declared at: MockKitTests/Mocks.swift:12
          To fix, pass the mock that holds this spy; to check that the spy alone was not called, use expectNotCalled(_:) or XCTAssertNotCalled(_:).
        """
    ),
    MessageScenario(
      name: "no other calls on a spy called twice counts the calls",
      run: { surface in
        let spy = Fixture.fetchUser()
        _ = try? spy.call("1")
        _ = try? spy.call("2")
        surface.noOtherCalls(on: spy, except: [])
      },
      expected: """
        fetchUser(id:) received 2 calls, but was given to expectNoOtherCalls(on:), which checks that a mock's spies received no other calls.
          Calls:
            #1 fetchUser(id: "1")
            #2 fetchUser(id: "2")
          Declared at: MockKitTests/Mocks.swift:12
          To fix, pass the mock that holds this spy; to check that the spy alone was not called, use expectNotCalled(_:) or XCTAssertNotCalled(_:).
        """
    ),
    MessageScenario(
      name: "no other calls on a spy that was not called passes",
      run: { surface in
        let spy = Fixture.fetchUser()
        surface.noOtherCalls(on: spy, except: [])
      },
      expected: nil
    ),
    MessageScenario(
      name: "no other calls on a plain value",
      run: { $0.noOtherCalls(on: 42, except: []) },
      expected: """
        Int has no spies to check: no stored property is a Spy or a ThrowingSpy.
          To fix, pass the mock that holds the spies, not a value or a copy of them.
        """
    ),
    MessageScenario(
      name: "exactly zero times, but called",
      run: { surface in
        let spy = Fixture.fetchUser()
        _ = try? spy.call("1")
        surface.called(spy, times: 0)
      },
      expected: """
        fetchUser(id:) was called 1 time, but expected not to be called.
          Calls:
            #1 fetchUser(id: "1")
          Declared at: MockKitTests/Mocks.swift:12
        """
    ),
  ]
}
