@testable import MockKit
import MockKitTestSupport
import XCTest

/// Strict mode in XCTest: `useStrictMocks()` in `setUp`, and the scope reports in a
/// tear-down block, which runs before `tearDown()`, where each test's report is checked.
final class StrictModeXCTests: FailureCapturingTestCase {
  /// Created with the test case, before any test runs: outside every strict scope.
  private let createdBeforeTheTest = MockOrderDesk()
  private var expectedAtTearDown: [StrictScenario.Expected] = []
  /// Keeps the streams a test opens: a stream dropped unread ends itself.
  private let streams = Collected<CallStream<String>>()
  /// Keeps the loops over stub streams a test starts, which the scope's end lets go.
  private let loops = Collected<Task<[String], Never>>()
  /// Mocks whose pending waits `tearDown()` ends once the strict scope has reported them.
  private let waitedOn = Collected<MockOrderDesk>()

  /// The files of the scenarios, which messages name by their file IDs.
  private static let scenarioFiles = ["StrictScenarios.swift", "ContractDriftScenarios.swift"]

  override func setUp() {
    super.setUp()
    var level = StrictMocks.Level.standard
    if name.contains("VerifyCalls") { level.insert(.verifyCalls) }
    if name.contains("ContractsLevel") { level.insert(.contracts) }
    useStrictMocks(level)
  }

  override func tearDown() {
    let reported = takeFailures().map { failure in
      StrictScenario.Expected(
        message: failure.message,
        fileID: Self.scenarioFiles.first { failure.file.hasSuffix("/\($0)") }
          .map { "MockKitTests/\($0)" } ?? failure.file,
        line: failure.line)
    }
    XCTAssertEqual(reported, expectedAtTearDown)
    for desk in waitedOn.all { desk.save.call("o-1") }
    super.tearDown()
  }

  func testAStubNoCallUsedIsReportedAtTheStub() async {
    expectedAtTearDown = await StrictScenario.unusedStub()
  }

  func testAStubAHelperMadeIsReportedAtTheLineTheHelperForwarded() async {
    expectedAtTearDown = await StrictScenario.unusedStubFromAHelper(forwardingFileAndLine: true)
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

  func testAMissedStubOfArgumentMatchesNamesTheArgumentsThatDoNotMatch() {
    expectedAtTearDown = StrictScenario.missedStubOfArgumentMatches()
  }

  func testAMissedStubNamesTheArgumentItsPredicateRejects() {
    expectedAtTearDown = StrictScenario.missedStubOfAPredicateArgument()
  }

  func testAStubFromAnExampleNoCallUsedIsReported() {
    expectedAtTearDown = StrictScenario.unusedStubFromAnExample()
  }

  func testAMissedStubOfDataThatDiffersPastTheCutShowsWhereItDiffers() {
    expectedAtTearDown = StrictScenario.missedStubOfDataPastTheCut()
  }

  func testAMissedStubOfValuesThatPrintAlikeSaysTheyAreNotEqual() {
    expectedAtTearDown = StrictScenario.missedStubsOfValuesThatPrintAlike()
  }

  func testAMissedStubOfADescribedSpyReadsAsItsClosureSays() {
    expectedAtTearDown = StrictScenario.missedStubOfADescribedSpy()
  }

  func testAnOpenCallStreamIsReported() {
    expectedAtTearDown = StrictScenario.openStream(keeping: streams)
  }

  func testAMissedStubReportedAtTheCallIsNotReportedAgain() async {
    expectedAtTearDown = await StrictScenario.missedStubReportedAtTheCall()
  }

  func testAStubStreamStillIteratedIsReported() async {
    expectedAtTearDown = await StrictScenario.iteratedStubStream(keeping: loops)
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

  // MARK: The contracts level

  func testStubsTheContractBacksAreNotReportedAtTheContractsLevel() async {
    await ContractDriftScenario.stubsTheContractBacks()
  }

  func testAnAnswerNoExamplePromisesIsReportedAtTheContractsLevel() async {
    expectedAtTearDown = await ContractDriftScenario.answerNoExamplePromises()
  }

  func testArgumentsNoExampleHasAreReportedAtTheContractsLevel() async {
    expectedAtTearDown = await ContractDriftScenario.argumentsNoExampleHas()
  }

  func testAQueuedResponseAndADefaultNoExamplePromisesAreReportedAtTheContractsLevel() async {
    expectedAtTearDown = await ContractDriftScenario.queuedResponseAndDefaultNoExamplePromises()
  }

  func testStubsOfARequirementThatReturnsNothingAreCheckedAtTheContractsLevel() async {
    expectedAtTearDown = await ContractDriftScenario.stubsOfARequirementThatReturnsNothing()
  }

  func testASpyWithoutANameIsNamedAfterItsRequirementAtTheContractsLevel() {
    expectedAtTearDown = ContractDriftScenario.aSpyWithoutAName()
  }

  func testStubsNoExampleBacksAreNotReportedAtTheStandardLevel() async {
    _ = await ContractDriftScenario.answerNoExamplePromises()
  }

  func testAHeldCallNeverResumedIsReportedAtItsStub() async {
    let desk = MockOrderDesk()
    desk.fetchOrder.holdsCalls(); let stubLine = #line
    Task { _ = try? await desk.fetchOrder(id: "o-1") }
    await desk.fetchOrder.waitForCalls(1)
    expectedAtTearDown = [
      StrictScenario.Expected(
        message: """
          fetchOrder(id:) call #1 was held and never resumed: the test ended.
            Call:
              #1 fetchOrder(id: "o-1")
          \(MockOrderDesk.declared(MockOrderDesk.fetchOrderLine))
            To fix, resume every held call: take it with nextHeldCall(), then resume it.
          """, fileID: #filePath, line: stubLine)
    ]
  }

  func testAWaitStillPendingIsReported() async {
    let desk = MockOrderDesk()
    waitedOn.append(desk)
    Task { await desk.save.waitForCalls(1, timeout: eventTimeout) }
    expectedAtTearDown = [
      StrictScenario.Expected(
        message: """
          The test ended while a wait for Spy at MockKitTests/StrictScenarios.swift:\(MockOrderDesk.saveLine) was still pending.
            Calls: none
            To fix, await every wait before the test ends.
          """, line: MockOrderDesk.saveLine)
    ]
    // Bounded: if the wait never registers, the test fails instead of spinning forever.
    let registered = await yieldUntil { desk.save.core.waiterCount > 0 }
    XCTAssertTrue(registered, "the wait never registered")
  }
}
