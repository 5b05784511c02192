import Foundation
import MockKit
import Testing
import XCTest

/// A MockKit failure during a Swift Testing run is recorded, and attributed to the running
/// test at the line it points to wherever Swift Testing knows that test. One test goes
/// through Swift Testing itself (`testingIssues`); the others capture with
/// `MockKitFailure.capture`, which keeps the same message and location and prints nothing.
///
/// Off the test's task (a `Thread`, a `DispatchQueue`, `Task.detached`) `Test.current` is
/// `nil`: the issue is attributed to no test («unknown») and fails the whole run, which no
/// test can catch in-process. Those paths run in a child process, see
/// ``offTaskFailureFailsTheRun(_:)``.
@Suite struct ReportingSwiftTestingTests {
  @Test func unstubbedCallInTheTestBodyPointsAtTheSpyDeclaration() {
    let (spy, declaredAt) = (ThrowingSpy<String, Int>(name: "fetchScore(id:)"), #line)

    let issues = recordedIssues {
      _ = try? spy.call("42")
    }

    let expected = unstubbedFetchScore(
      declaredIn: "MockKitTests/ReportingSwiftTestingTests.swift", at: declaredAt)
    #expect(issues == [RecordedIssue(message: expected, fileID: fileID, line: declaredAt)])
  }

  @Test func unstubbedCallInAnAsyncTestBodyPointsAtTheSpyDeclaration() async {
    let (spy, declaredAt) = (ThrowingSpy<String, Int>(name: "fetchScore(id:)"), #line)

    let issues = await recordedIssues {
      _ = try? await spy.call("42")
    }

    let expected = unstubbedFetchScore(
      declaredIn: "MockKitTests/ReportingSwiftTestingTests.swift", at: declaredAt)
    #expect(issues == [RecordedIssue(message: expected, fileID: fileID, line: declaredAt)])
  }

  /// The one test of the bridge itself, so the only one that records issues: both
  /// assertion families and a spy's own failure reach Swift Testing as issues at the
  /// caller's file and line (`XCTFail` inside a `@Test` is dropped, so the XCTest family
  /// must record an issue too).
  @Test func bothFamiliesAndSpiesRecordIssuesAtTheCallersLine() async throws {
    let (spy, declaredAt) = (ThrowingSpy<String, Int>(name: "fetchScore(id:)"), #line)

    let issues = try await testingIssues {
      expectCalled(spy, times: 1)
      XCTAssertCalled(spy, times: 1...)
      _ = try? spy.call("42")
    }
    let (expectedAt, assertedAt) = (#line - 4, #line - 3)

    let unstubbed = unstubbedFetchScore(
      declaredIn: "MockKitTests/ReportingSwiftTestingTests.swift", at: declaredAt)
    #expect(
      issues == [
        RecordedIssue(
          message: """
            fetchScore(id:) was never called, but expected to be called 1 time.
              Declared at: MockKitTests/ReportingSwiftTestingTests.swift:\(declaredAt)
            """, fileID: fileID, line: expectedAt),
        RecordedIssue(
          message: """
            fetchScore(id:) was never called, but expected to be called.
              Declared at: MockKitTests/ReportingSwiftTestingTests.swift:\(declaredAt)
            """, fileID: fileID, line: assertedAt),
        RecordedIssue(message: unstubbed, fileID: fileID, line: declaredAt),
      ])
  }

  @Test(
    .enabled(
      if: ChildRun.canRerunTestExecutable, "re-running the test executable is set up for Linux"),
    .timeLimit(.minutes(3)),
    arguments: OffTaskProbe.allCases
  )
  func offTaskFailureFailsTheRun(_ probe: OffTaskProbe) async throws {
    let run = try await ChildRun.run(
      arguments: ["--testing-library", "swift-testing", "--filter", "ReportingOffTaskProbe"],
      environment: [OffTaskProbe.environmentKey: probe.rawValue],
      timeout: 120
    )

    #expect(
      run.terminationReason == .exit,
      "The child was killed by signal \(run.status) (SIGTERM: timed out).")
    #expect(run.status != 0, "The child run passed:\n\(run.output)")
    #expect(
      run.output.containsLinesInOrder(probe.expectedMessage),
      "The child's output lacks the failure:\n\(probe.expectedMessage)\nOutput:\n\(run.output)"
    )
    // With no current test, Swift Testing records the issue in none, and fails the run.
    #expect(
      run.output.contains(
        "Test «unknown» recorded an issue at ReportingSwiftTestingTests.swift:\(probe.declaredAt):"),
      "The issue is not attributed to the declaration line \(probe.declaredAt):\n\(run.output)"
    )
    // The child is expected to fail, so a race it reports must be checked for explicitly.
    #expect(!run.output.contains("ThreadSanitizer"), "The child reported a race:\n\(run.output)")
    #expect(
      run.output.contains(" with 1 issue."),
      "The child did not record exactly one issue:\n\(run.output)")
  }

  private let fileID = "MockKitTests/ReportingSwiftTestingTests.swift"
}

// MARK: - Off-task probes

/// A way to raise a MockKit failure where Swift Testing has no current test.
enum OffTaskProbe: String, CaseIterable, Sendable {
  case thread
  case dispatchQueue
  case detachedTask
  /// A call held on the test's task, reset from a detached task.
  case heldCallResetOffTask

  /// Names the probe a child process runs; unset in a normal run, which skips the probes.
  static let environmentKey = "MOCKKIT_REPORTING_PROBE"

  static var requested: Self? {
    ProcessInfo.processInfo.environment[environmentKey].flatMap(Self.init(rawValue:))
  }

  /// The spy and queue are made here, so the child fails at these lines and the parent
  /// knows which lines to expect.
  static func makeSpy() -> (spy: ThrowingSpy<String, Int>, declaredAt: Int) {
    (ThrowingSpy(name: "fetchScore(id:)"), #line)
  }

  static func makeQueue() -> (queue: StubQueue<Int>, declaredAt: Int) {
    (StubQueue(name: "scores"), #line)
  }

  var declaredAt: Int {
    switch self {
    case .thread, .detachedTask, .heldCallResetOffTask: Self.makeSpy().declaredAt
    case .dispatchQueue: Self.makeQueue().declaredAt
    }
  }

  /// What the child reports. The spy or queue is created in the probe test, which the
  /// message names, since Swift Testing records it in no test.
  var expectedMessage: String {
    switch self {
    case .thread, .detachedTask:
      unstubbedFetchScore(
        declaredIn: "MockKitTests/ReportingSwiftTestingTests.swift", at: declaredAt) + "\n"
        + "  Created during: ReportingOffTaskProbe/reportsOffTask(), but reported off its task, so Swift Testing names no test."
    case .dispatchQueue:
      """
      scores is exhausted: its only response was used, and another was requested.
        Declared at: MockKitTests/ReportingSwiftTestingTests.swift:\(declaredAt)
        To fix, enqueue more responses, or create the queue with whenExhausted: .repeatLast or .fallback(…).
        Created during: ReportingOffTaskProbe/reportsOffTask(), but reported off its task, so Swift Testing names no test.
      """
    case .heldCallResetOffTask:
      """
      fetchScore(id:) call #1 was held and never resumed: the spy was reset.
        Call:
          #1 fetchScore(id: "42")
        Declared at: MockKitTests/ReportingSwiftTestingTests.swift:\(declaredAt)
        To fix, resume every held call: take it with nextHeldCall(), then resume it.
        Held during: ReportingOffTaskProbe/reportsOffTask(), but reported off its task, so Swift Testing names no test.
      """
    }
  }

  /// Raises the failure off the current task and returns once it has been reported.
  func trigger() async {
    switch self {
    case .thread:
      let spy = Self.makeSpy().spy
      await withCheckedContinuation { finished in
        Thread {
          _ = try? spy.call("42")
          finished.resume()
        }.start()
      }
    case .dispatchQueue:
      let scores = Self.makeQueue().queue
      scores.enqueue(7)
      await withCheckedContinuation { finished in
        DispatchQueue.global().async {
          _ = try? scores.next()
          _ = try? scores.next()
          finished.resume()
        }
      }
    case .detachedTask:
      let spy = Self.makeSpy().spy
      await Task.detached {
        _ = try? await spy.call("42")
      }.value
    case .heldCallResetOffTask:
      let spy = Self.makeSpy().spy
      spy.holdsCalls()
      let caller = Task { try await spy.call("42") }
      await spy.waitForCalls(1)
      await Task.detached { spy.reset() }.value
      _ = await caller.result
    }
  }
}

/// Fails the run on purpose: only the child process of
/// ``ReportingSwiftTestingTests/offTaskFailureFailsTheRun(_:)`` enables it.
@Suite(.enabled(if: OffTaskProbe.requested != nil))
struct ReportingOffTaskProbe {
  @Test func reportsOffTask() async throws {
    let probe = try #require(OffTaskProbe.requested)
    await probe.trigger()
  }
}
