import MockKit
import MockKitTestSupport
import XCTest

/// Strict mode in XCTest: `useStrictMocks()` in `setUp`, and the scope reports in a
/// tear-down block, which runs before `tearDown()`, where each test's report is checked.
final class StrictModeXCTests: FailureCapturingTestCase {
  /// Created with the test case, before any test runs: outside every strict scope.
  private let createdBeforeTheTest = MockOrderDesk()
  private var expectedAtTearDown: [StrictScenario.Expected] = []
  /// Keeps the streams a test opens: a stream dropped unread ends itself.
  private let streams = Collected<AsyncStream<SpyCall<String>>>()

  override func setUp() {
    super.setUp()
    useStrictMocks(name.contains("VerifyCalls") ? .verifyCalls : .standard)
  }

  override func tearDown() {
    let reported = takeFailures().map { failure in
      StrictScenario.Expected(
        message: failure.message,
        fileID: failure.file.hasSuffix("/StrictScenarios.swift")
          ? "MockKitTests/StrictScenarios.swift" : failure.file,
        line: failure.line)
    }
    XCTAssertEqual(reported, expectedAtTearDown)
    super.tearDown()
  }

  func testAStubNoCallUsedIsReportedAtTheStub() async {
    expectedAtTearDown = await StrictScenario.unusedStub()
  }

  func testQueuedResponsesNoCallUsedAreReportedAtTheQueue() async {
    expectedAtTearDown = await StrictScenario.unusedQueuedResponses()
  }

  func testACallTheDefaultAnsweredNamesTheClosestUnusedStub() {
    expectedAtTearDown = StrictScenario.missedStubAnsweredByTheDefault()
  }

  func testAnUnansweredCallNamesThePredicateStubItMissed() async {
    expectedAtTearDown = await StrictScenario.missedStubUnanswered()
  }

  func testAnOpenCallStreamIsReported() {
    expectedAtTearDown = StrictScenario.openStream(keeping: streams)
  }

  func testCallsNoAssertionLookedAtAreReportedUnderVerifyCalls() async {
    expectedAtTearDown = await StrictScenario.unverifiedCalls()
  }

  func testACleanTestStaysCleanWithSpiesUsedFromManyTasksUnderVerifyCalls() async {
    await StrictScenario.cleanUnderConcurrency()
  }

  func testMocksCreatedBeforeTheTestAreLeftAlone() {
    createdBeforeTheTest.fetchOrder.when("o-1").returns("Order o-1")
    createdBeforeTheTest.save.call("o-1")
  }
}
