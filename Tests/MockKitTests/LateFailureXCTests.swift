import MockKitTestSupport
import Testing
import XCTest

@testable import MockKit

/// What a test leaves behind when it ends, in XCTest, which runs these tests in order, one
/// after the other: a call still held ends with its test and is reported in it; a failure
/// that the test's leftover work reports later names the test; and one reported between
/// two tests, where XCTest records nothing, reaches the next test.
final class LateFailureXCTests: FailureCapturingTestCase {
  private static let heldCallers = Collected<Task<User, any Error>>()
  private static let heldCalls = Collected<HeldCall<String, User, any Error>>()
  private static let lateCallers = Collected<
    (go: AsyncStream<Void>.Continuation, done: Task<Void, Never>)
  >()
  private static let lateCallDeclaredAt = Collected<Int>()
  private static let betweenTestsSpy = Collected<(spy: ThrowingSpy<String, Int>, declaredAt: Int)>()
  private static let betweenTests = BetweenTests()
  private static let pendingWaits = Collected<
    (wait: Task<Bool, Never>, declaredAt: Int, waitedAt: Int)
  >()

  override class func setUp() {
    super.setUp()
    // MockKit follows XCTest's tests from the first spy created outside Swift Testing on.
    // A spy made here, before the tests start, has it follow them all.
    _ = Spy<Void, Void>(name: "start following")
    MainActor.assumeIsolated { XCTestObservationCenter.shared.addTestObserver(betweenTests) }
  }

  override class func tearDown() {
    MainActor.assumeIsolated { XCTestObservationCenter.shared.removeTestObserver(betweenTests) }
    super.tearDown()
  }

  // MARK: A held call ends with its test

  func test1_aTestLeavesACallHeld() async {
    let spy = ThrowingSpy<String, User>(
      name: "fetchUser(id:)", fileID: "MockKitTests/Mocks.swift", line: 12)
    spy.holdsCalls(timeout: .seconds(2))
    Self.heldCallers.append(Task { try await spy.call("1") })
    let call = await spy.nextHeldCall(timeout: eventTimeout)
    XCTAssertNotNil(call)
    if let call { Self.heldCalls.append(call) }
    // The call is ended in a tear-down block, which runs after this body: tearDown() takes
    // the failure.
  }

  func test2_theTestAfterItGetsNothingFromIt() async {
    // Ended with the test before: the caller has returned. Left held, it would return only
    // at its 2-second timeout, reported here.
    for caller in Self.heldCallers.all {
      let result = await caller.result
      XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError, "\($0)") }
    }
    XCTAssertEqual(takeFailures(), [])

    // Resuming it now has no effect, and is reported at the resume.
    startCapturing()
    let resumedAt = #line + 1
    for call in Self.heldCalls.all { call.resume(returning: User(id: "1", name: "Ada")) }
    XCTAssertEqual(
      takeFailures(),
      [
        Failure(
          message: """
            fetchUser(id:) call #1 was resumed, but it had already ended: the test ended.
              Call:
                #1 fetchUser(id: "1")
              Declared at: MockKitTests/Mocks.swift:12
              To fix, resume the call the code under test still waits for: check isPending, or take the next one with nextHeldCall().
            """, file: #filePath, line: resumedAt)
      ])
  }

  // MARK: A late failure names its test

  func test3_aTestLeavesATaskThatCallsItsMockLater() {
    let (spy, declaredAt) = (ThrowingSpy<String, Int>(name: "fetchScore(id:)"), #line)
    Self.lateCallDeclaredAt.append(declaredAt)
    let (go, gone) = AsyncStream<Void>.makeStream()
    let done = Task {
      for await _ in go { break }
      _ = try? await spy.call("42")
    }
    Self.lateCallers.append((gone, done))
  }

  func test4_theLateCallFailsThisTestAndNamesTheTestThatLeftIt() async throws {
    for caller in Self.lateCallers.all {
      caller.go.yield()
      await caller.done.value
    }
    let declaredAt = try XCTUnwrap(Self.lateCallDeclaredAt.all.first)
    XCTAssertEqual(
      takeFailures(),
      [
        Self.unstubbedCall(
          declaredAt: declaredAt, createdDuring: "test3_aTestLeavesATaskThatCallsItsMockLater")
      ])
  }

  // MARK: A failure between two tests reaches the next

  func test5_aTestWhoseMockFailsAfterItEnds() {
    let (spy, declaredAt) = (ThrowingSpy<String, Int>(name: "fetchScore(id:)"), #line)
    Self.betweenTestsSpy.append((spy, declaredAt))
    // `BetweenTests` calls it once this test has finished, before the next starts.
  }

  func test6_theNextTestGetsTheFailureAtItsStart() throws {
    let declaredAt = try XCTUnwrap(Self.betweenTestsSpy.all.first?.declaredAt)
    XCTAssertEqual(
      takeFailures(),
      [
        Self.unstubbedCall(
          declaredAt: declaredAt, createdDuring: "test5_aTestWhoseMockFailsAfterItEnds")
      ])
  }

  // MARK: A wait that outlives its test

  func test7_aTestLeavesAWaitPending() {
    let (spy, declaredAt) = (Spy<String, Void>(name: "send(_:)"), #line)
    let waitedAt = #line + 1
    let wait = Task { await spy.waitForCalls(1, timeout: .milliseconds(300)) }
    Self.pendingWaits.append((wait, declaredAt, waitedAt))
  }

  func test8_theWaitsTimeoutNamesTheTestThatStartedIt() async {
    for (wait, declaredAt, waitedAt) in Self.pendingWaits.all {
      let satisfied = await wait.value
      XCTAssertFalse(satisfied)
      XCTAssertEqual(
        takeFailures(),
        [
          Failure(
            message: """
              send(_:) was never called, but expected to be called within 300 milliseconds.
                Declared at: MockKitTests/LateFailureXCTests.swift:\(declaredAt)
                Waited during: \(Self.xcTestName("test7_aTestLeavesAWaitPending")), which ended before this was reported.
              """, file: #filePath, line: waitedAt)
        ])
    }
  }

  /// The failure of an unstubbed `fetchScore(id:)` call of a spy declared in this file, at
  /// `declaredAt`, during the test named `test`, which had ended.
  private static func unstubbedCall(declaredAt: Int, createdDuring test: String) -> Failure {
    let message =
      unstubbedFetchScore(declaredIn: "MockKitTests/LateFailureXCTests.swift", at: declaredAt)
      + "\n  Created during: \(xcTestName(test)), which ended before this was reported."
    return Failure(message: message, file: #filePath, line: declaredAt)
  }

  /// A held call's failure reported after its test ended names the test: here a call held
  /// in an ended test, as a call held in a test's `tearDown()`, after the tear-down block
  /// that ends held calls, is when its timeout ends it.
  func testAFailureOfACallHeldInATestThatEndedNamesIt() {
    let ended = RunningTest(xcTest: "OrderTests.testChargesOnce", position: 0)
    let location = FailureLocation(
      fileID: #fileID, filePath: #filePath, line: 12, column: 1,
      origin: FailureOrigin(test: ended, event: .held))

    Reporter.report("charge(amount:currency:) call #1 was held and never resumed.", at: location)

    XCTAssertEqual(
      takeFailures(),
      [
        Failure(
          message: """
            charge(amount:currency:) call #1 was held and never resumed.
              Held during: OrderTests.testChargesOnce, which ended before this was reported.
            """, file: #filePath, line: 12)
      ])
  }

  /// After the last test, no test is left to fail: a failure reported then is printed.
  func testAFailureAfterTheLastTestIsPrintedAsADiagnostic() {
    let printed = XCTestTracker.afterLastTest(
      """
      fetchScore(id:) was called without a stub to answer it, so it threw MockKitError.unstubbed.
        Created during: OrderTests.testChargesOnce, which ended before this was reported.
      """,
      at: SourceLocation(
        fileID: "OrderTests/OrderTests.swift", filePath: "/OrderTests/OrderTests.swift", line: 12,
        column: 5))

    XCTAssertEqual(
      printed,
      """
      OrderTests/OrderTests.swift:12: error: reported after the last XCTest test ended: \
      fetchScore(id:) was called without a stub to answer it, so it threw MockKitError.unstubbed.
        Created during: OrderTests.testChargesOnce, which ended before this was reported.

      """)
  }

  /// A failure reported once the test bundle has finished, when XCTest would record it
  /// nowhere, is printed as the ones kept for a next test that never came are.
  func testAFailureReportedAfterTheTestBundleFinishedIsPrinted() {
    let printed = Collected<String>()
    let tracker = XCTestTracker(printAfterLastTest: { printed.append($0) })
    let location = FailureLocation(
      fileID: "OrderTests/OrderTests.swift", filePath: "/OrderTests/OrderTests.swift", line: 12,
      column: 5)
    // Before any test started, the failure goes to XCTest as any other.
    XCTAssertFalse(tracker.keepForNextTest("before", at: location))

    tracker.testBundleDidFinish(Bundle.main)

    XCTAssertTrue(
      tracker.keepForNextTest("fetchScore(id:) was called without a stub.", at: location))
    XCTAssertEqual(
      printed.all,
      [
        "OrderTests/OrderTests.swift:12: error: reported after the last XCTest test ended: "
          + "fetchScore(id:) was called without a stub.\n"
      ])
  }

  override func tearDown() {
    guard name.contains("test1_") else { return super.tearDown() }
    XCTAssertEqual(
      takeFailures(),
      [
        Failure(
          message: """
            fetchUser(id:) call #1 was held and never resumed: the test ended.
              Call:
                #1 fetchUser(id: "1")
              Declared at: MockKitTests/Mocks.swift:12
              To fix, resume every held call: take it with nextHeldCall(), then resume it.
            """, file: #filePath, line: 12)
      ])
    super.tearDown()
  }

  /// How XCTest names a test of this class.
  private static func xcTestName(_ method: String) -> String {
    #if canImport(Darwin)
      "-[LateFailureXCTests \(method)]"
    #else
      "LateFailureXCTests.\(method)"
    #endif
  }

  /// Calls the spy of `test5_` once that test has finished and before the next starts,
  /// where XCTest runs no test.
  private final class BetweenTests: NSObject, XCTestObservation, Sendable {
    func testCaseDidFinish(_ testCase: XCTestCase) {
      guard testCase.name.contains("test5_") else { return }
      // XCTest tells its observers in no set order: MockKit's must know the test finished.
      XCTestTracker.shared.testCaseDidFinish(testCase)
      for (spy, _) in LateFailureXCTests.betweenTestsSpy.all { _ = try? spy.call("42") }
    }
  }
}
