@testable import MockKit
import MockKitTestSupport
import XCTest

/// A wait still pending when a strict XCTest test ends is reported once, with that test,
/// and ends then: its timeout must not fail whichever test runs later. XCTest runs these
/// two tests in order, one after the other.
final class StrictPendingWaitXCTests: FailureCapturingTestCase {
  private static let waits = Collected<Task<Bool, Never>>()

  func test1_aStrictTestLeavesATwoSecondWaitPending() async {
    useStrictMocks()
    let desk = MockOrderDesk()
    Self.waits.append(Task { await desk.save.waitForCalls(1, timeout: .seconds(2)) })
    let registered = await yieldUntil { desk.save.core.waiterCount > 0 }
    XCTAssertTrue(registered, "the wait never registered")
    // The strict scope reports the wait in a tear-down block, which runs after this body:
    // tearDown() takes the failure.
  }

  func test2_theTestAfterItRunsPastTheWaitsTimeoutAndPasses() async throws {
    for wait in Self.waits.all {
      let satisfied = await wait.value
      XCTAssertFalse(satisfied)
    }
    // Past the wait's own timeout, on purpose: a wait left running would fail this test.
    try await Task.sleep(nanoseconds: 3_000_000_000)
    XCTAssertEqual(takeFailures(), [])
  }

  override func tearDown() {
    guard name.contains("test1_") else { return super.tearDown() }
    XCTAssertEqual(
      takeFailures().map(\.message),
      [
        """
        The test ended while a wait for Spy at MockKitTests/StrictScenarios.swift:\(MockOrderDesk.saveLine) was still pending.
          Calls: none
          To fix, await every wait before the test ends.
        """
      ])
    super.tearDown()
  }
}
