import Foundation
import Testing

@testable import MockKit
import MockKitTestSupport

/// Runs `body` inside a strict scope, as `.strictMocks` runs a test, and returns what
/// `body` says to expect and what the scope reported when it ended.
private func strictScope<T: Sendable>(
  _ level: StrictMocks.Level = .standard, _ body: @escaping @Sendable () async -> T
) async throws -> (expected: T, reported: [StrictScenario.Expected]) {
  let test = try #require(Test.current)
  let trait: StrictMocks.Trait = .strictMocks(level)
  let result = Collected<T>()
  let failures = try await MockKitFailure.capture {
    try await trait.provideScope(for: test, testCase: nil) { result.append(await body()) }
  }
  return (
    try #require(result.all.first),
    failures.map {
      StrictScenario.Expected(message: $0.message, fileID: $0.fileID, line: $0.line)
    }
  )
}

@Suite struct StrictModeTests {
  @Test func aStubNoCallUsedIsReportedAtTheStub() async throws {
    let (expected, reported) = try await strictScope { await StrictScenario.unusedStub() }
    #expect(reported == expected)
  }

  @Test func aStubAHelperMadeIsReportedAtTheLineTheHelperForwarded() async throws {
    let (expected, reported) = try await strictScope {
      await StrictScenario.unusedStubFromAHelper(forwardingFileAndLine: false)
    }
    #expect(reported == expected)
  }

  @Test func aStubANewerOneShadowsNamesTheStubThatAnsweredInstead() async throws {
    let (expected, reported) = try await strictScope {
      await StrictScenario.shadowedStub()
    }
    #expect(reported == expected)
  }

  @Test func queuedResponsesNoCallUsedAreReportedAtTheQueue() async throws {
    let (expected, reported) = try await strictScope {
      await StrictScenario.unusedQueuedResponses()
    }
    #expect(reported == expected)
  }

  @Test func queuedErrorsAndVoidResponsesNoCallUsedSayWhatTheyWere() async throws {
    let (expected, reported) = try await strictScope {
      await StrictScenario.unusedQueuedErrorAndVoidResponses()
    }
    #expect(reported == expected)
  }

  @Test func aCallTheDefaultAnsweredNamesTheClosestUnusedStub() async throws {
    let (expected, reported) = try await strictScope {
      StrictScenario.missedStubAnsweredByTheDefault()
    }
    #expect(reported == expected)
  }

  @Test func anUnansweredCallNamesThePredicateStubItMissed() async throws {
    let (expected, reported) = try await strictScope {
      await StrictScenario.missedStubUnanswered()
    }
    #expect(reported == expected)
  }

  @Test func aMissedStubOfArgumentMatchesNamesTheArgumentsThatDoNotMatch() async throws {
    let (expected, reported) = try await strictScope {
      StrictScenario.missedStubOfArgumentMatches()
    }
    #expect(reported == expected)
  }

  @Test func aMissedStubNamesTheArgumentItsPredicateRejects() async throws {
    let (expected, reported) = try await strictScope {
      StrictScenario.missedStubOfAPredicateArgument()
    }
    #expect(reported == expected)
  }

  @Test func aStubFromAnExampleNoCallUsedIsReported() async throws {
    let (expected, reported) = try await strictScope { StrictScenario.unusedStubFromAnExample() }
    #expect(reported == expected)
  }

  @Test func aMissedStubOfDataThatDiffersPastTheCutShowsWhereItDiffers() async throws {
    let (expected, reported) = try await strictScope {
      StrictScenario.missedStubOfDataPastTheCut()
    }
    #expect(reported == expected)
  }

  @Test func aMissedStubOfValuesThatPrintAlikeSaysTheyAreNotEqual() async throws {
    let (expected, reported) = try await strictScope {
      StrictScenario.missedStubsOfValuesThatPrintAlike()
    }
    #expect(reported == expected)
  }

  @Test func aMissedStubOfADescribedSpyReadsAsItsClosureSays() async throws {
    let (expected, reported) = try await strictScope {
      StrictScenario.missedStubOfADescribedSpy()
    }
    #expect(reported == expected)
  }

  @Test func anOpenCallStreamIsReportedAndFinished() async throws {
    let streams = Collected<CallStream<String>>()
    let (expected, reported) = try await strictScope {
      StrictScenario.openStream(keeping: streams)
    }
    #expect(reported == expected)
    for stream in streams.all {
      for await _ in stream { Issue.record("The stream was finished: it yields nothing.") }
    }
  }

  @Test func aMissedStubReportedAtTheCallIsNotReportedAgain() async throws {
    let (expected, reported) = try await strictScope {
      await StrictScenario.missedStubReportedAtTheCall()
    }
    #expect(reported == expected)
  }

  @Test func aStubStreamStillIteratedIsReportedAndFinished() async throws {
    let loops = Collected<Task<[String], Never>>()
    let (expected, reported) = try await strictScope {
      await StrictScenario.iteratedStubStream(keeping: loops)
    }
    #expect(reported == expected)
    for loop in loops.all {
      #expect(await loop.value == [], "the loop over the finished stream ended")
    }
  }

  @Test func twoStubStreamsStillIteratedAreReportedInOneFinding() async throws {
    let loops = Collected<Task<[String], Never>>()
    let (_, reported) = try await strictScope {
      let desk = MockOrderDesk()
      for order in ["o-1", "o-2"] {
        let updates = desk.updates.when(order).returnsStream()
        loops.append(
          Task {
            var seen: [String] = []
            for await update in desk.updates(for: order) { seen.append(update) }
            return seen
          })
        await updates.waitUntilIterated(timeout: eventTimeout)
      }
    }
    #expect(
      reported.map(\.message) == [
        """
        The test ended while the code under test was still iterating 2 streams that updates(for:) answered with; strict mode finished them.
        \(MockOrderDesk.declared(MockOrderDesk.updatesLine))
          To fix, end the stream stub before the test ends, with finish() or finish(throwing:), once the code under test has what the test expects.
        """
      ])
    for loop in loops.all { #expect(await loop.value == []) }
  }

  @Test func aStubStreamTheTestFinishedIsNotReported() async throws {
    let (_, reported) = try await strictScope {
      let desk = MockOrderDesk()
      let updates = desk.updates.returnsStream()
      let loop = Task {
        var seen: [String] = []
        for await update in desk.updates(for: "o-1") { seen.append(update) }
        return seen
      }
      updates.yield("packed")
      updates.finish()
      #expect(await loop.value == ["packed"])
    }
    #expect(reported == [])
  }

  @Test func callsNoAssertionLookedAtAreReportedAtTheVerifyCallsLevel() async throws {
    let (expected, reported) = try await strictScope(.verifyCalls) {
      await StrictScenario.unverifiedCalls()
    }
    #expect(reported == expected)
  }

  @Test func unverifiedCallsAreNotReportedAtTheStandardLevel() async throws {
    let (_, reported) = try await strictScope { await StrictScenario.unverifiedCalls() }
    #expect(reported == [])
  }

  @Test func aWaitTheCallsSatisfiedLooksAtThem() async throws {
    let (_, reported) = try await strictScope(.verifyCalls) {
      let desk = MockOrderDesk()
      await desk.save("o-1")
      await desk.save.waitForCall(with: "o-1")
    }
    #expect(reported == [])
  }

  /// `expectNoMoreCalls` asserts on the count of the calls before it, as `expectCalled`
  /// does.
  @Test func aWaitForNoMoreCallsLooksAtTheCallsBeforeIt() async throws {
    let (_, reported) = try await strictScope(.verifyCalls) {
      let desk = MockOrderDesk()
      await desk.save("o-1")
      await expectNoMoreCalls(on: desk.save, within: .milliseconds(50))
    }
    #expect(reported == [])
  }

  /// A failure that lists or names the spy without asserting on its calls (a misused
  /// stub, a wait for a held call that never comes) is not a look at the calls: they stay
  /// unverified, and are reported (they were taken as looked at).
  @Test func aFailureThatIsNotAnAssertionLeavesTheCallsUnverified() async throws {
    let (_, reported) = try await strictScope(.verifyCalls) {
      let desk = MockOrderDesk()
      await desk.save("o-1")
      desk.save.stub(from: ProtocolContract<Int>.Requirement<Int, Int>("other(_:)") { $1 }
        .example("another requirement's", with: 1, .returns(1)))
      _ = await desk.save.nextHeldCall(timeout: .zero)
    }
    #expect(
      reported.map { $0.message.prefix(while: { $0 != "\n" }) } == [
        #"Example "another requirement's" cannot stub save(_:): it is an example of other(_:), whose arguments or output are of other types."#,
        "save(_:) had no held call to hand out within 0 milliseconds.",
        "save(_:) has 1 call that no assertion looked at.",
      ])
  }

  @Test func aCleanTestStaysCleanWithSpiesUsedFromManyTasks() async throws {
    let (_, reported) = try await strictScope(.verifyCalls) {
      await StrictScenario.cleanUnderConcurrency()
    }
    #expect(reported == [])
  }

  @Test func aHeldCallNeverResumedIsReportedAtItsStubAndEnded() async throws {
    let calls = Collected<Task<Void, Never>>()
    let (expected, reported) = try await strictScope { () -> [StrictScenario.Expected] in
      let desk = MockOrderDesk()
      desk.fetchOrder.holdsCalls(); let stubLine = #line
      calls.append(Task { _ = try? await desk.fetchOrder(id: "o-1") })
      await desk.fetchOrder.waitForCalls(1)
      return [
        StrictScenario.Expected(
          message: """
            fetchOrder(id:) call #1 was held and never resumed: the test ended.
              Call:
                #1 fetchOrder(id: "o-1")
            \(MockOrderDesk.declared(MockOrderDesk.fetchOrderLine))
              To fix, resume every held call: take it with nextHeldCall(), then resume it.
            """, fileID: #fileID, line: stubLine)
      ]
    }
    #expect(reported == expected)
    // The scope ended the call: its caller returns instead of waiting for the timeout.
    for call in calls.all { await call.value }
  }

  @Test func aWaitStillPendingIsReported() async throws {
    let waits = Collected<Task<Bool, Never>>()
    let desks = Collected<MockOrderDesk>()
    let (expected, reported) = try await strictScope { () -> [StrictScenario.Expected] in
      let desk = MockOrderDesk()
      desks.append(desk)
      waits.append(Task { await desk.save.waitForCalls(1, timeout: eventTimeout) })
      // Bounded: if the wait never registers, the test fails instead of spinning forever.
      let registered = await yieldUntil { desk.save.core.waiterCount > 0 }
      #expect(registered, "the wait never registered")
      return [
        StrictScenario.Expected(
          message: """
            The test ended while a wait for Spy at MockKitTests/StrictScenarios.swift:\(MockOrderDesk.saveLine) was still pending.
              Calls: none
              To fix, await every wait before the test ends.
            """, line: MockOrderDesk.saveLine)
      ]
    }
    #expect(reported == expected)
    // The scope ended the wait: it returned as a timed-out wait returns, and a call now
    // finds no waiter.
    for wait in waits.all { #expect(await wait.value == false) }
    for desk in desks.all {
      #expect(desk.save.core.waiterCount == 0)
      await desk.save("o-1")
    }
  }

  /// The scope ends a pending `expectNoMoreCalls` as it ends every wait: reported once,
  /// by the scope, and the wait returns `false` without reporting anything itself.
  @Test func aWaitForNoMoreCallsStillPendingIsReportedAsEveryWaitIs() async throws {
    let waits = Collected<Task<Bool, Never>>()
    let desks = Collected<MockOrderDesk>()
    let (expected, reported) = try await strictScope { () -> [StrictScenario.Expected] in
      let desk = MockOrderDesk()
      desks.append(desk)
      waits.append(Task { await expectNoMoreCalls(on: desk.save, within: eventTimeout) })
      let registered = await yieldUntil { desk.save.core.waiterCount > 0 }
      #expect(registered, "the wait never registered")
      return [
        StrictScenario.Expected(
          message: """
            The test ended while a wait for Spy at MockKitTests/StrictScenarios.swift:\(MockOrderDesk.saveLine) was still pending.
              Calls: none
              To fix, await every wait before the test ends.
            """, line: MockOrderDesk.saveLine)
      ]
    }
    #expect(reported == expected)
    for wait in waits.all { #expect(await wait.value == false) }
    for desk in desks.all {
      #expect(desk.save.core.waiterCount == 0)
      await desk.save("o-1")
    }
  }

  @Test func aWaitPendingWhenTheScopeEndsIsReportedOnceAndEndsThen() async throws {
    let waits = Collected<Task<Bool, Never>>()
    let issues = try await issuesKept {
      await withStrictMocks {
        let desk = MockOrderDesk()
        waits.append(Task { await desk.save.waitForCalls(1, timeout: .seconds(2)) })
        let registered = await yieldUntil { desk.save.core.waiterCount > 0 }
        #expect(registered, "the wait never registered")
      }
      for wait in waits.all { #expect(await wait.value == false) }
      // Past the wait's own timeout, on purpose: a wait left running would report it now.
      try await Task.sleep(nanoseconds: 3_000_000_000)
    }
    #expect(
      issues.map { $0.comments.map(\.rawValue).joined() } == [
        """
        The test ended while a wait for Spy at MockKitTests/StrictScenarios.swift:\(MockOrderDesk.saveLine) was still pending.
          Calls: none
          To fix, await every wait before the test ends.
        """
      ])
  }

  @Test func aWaitForAHeldCallPendingWhenTheScopeEndsIsReportedOnceAndEndsThen() async throws {
    let waits = Collected<Task<Bool, Never>>()
    let desks = Collected<MockOrderDesk>()
    let issues = try await issuesKept {
      await withStrictMocks {
        let desk = MockOrderDesk()
        desks.append(desk)
        waits.append(Task { await desk.fetchOrder.nextHeldCall(timeout: eventTimeout) != nil })
        let registered = await yieldUntil { desk.fetchOrder.core.waiterCount > 0 }
        #expect(registered, "the wait never registered")
      }
      // Ended with the scope, long before its timeout, and nothing is left to time out.
      for wait in waits.all { #expect(await wait.value == false) }
      for desk in desks.all { #expect(desk.fetchOrder.core.waiterCount == 0) }
    }
    #expect(
      issues.map { $0.comments.map(\.rawValue).joined() } == [
        """
        The test ended while a wait for ThrowingSpy at MockKitTests/StrictScenarios.swift:\(MockOrderDesk.fetchOrderLine) was still pending.
          Calls: none
          To fix, await every wait before the test ends.
        """
      ])
  }

  @Test func spiesCreatedOutsideTheScopeAreLeftAlone() async throws {
    let shared = MockOrderDesk()
    let (_, reported) = try await strictScope(.verifyCalls) {
      shared.fetchOrder.when("o-1").returns("Order o-1")
      shared.save.call("o-1")
    }
    #expect(reported == [])
  }

  @Test func aResetForgetsTheStubsItRemoved() async throws {
    let (_, reported) = try await strictScope {
      let desk = MockOrderDesk()
      desk.fetchOrder.when("o-1").returns("Order o-1")
      desk.fetchOrder.enqueue("first")
      desk.fetchOrder.reset()
    }
    #expect(reported == [])
  }

  // MARK: Failures off the test's task

  @Test func aFailureOnAThreadIsKeptAndReportedWhenTheScopeEnds() async throws {
    let scope = StrictScope(level: .standard, keepsOffTaskFailures: true)
    let desk = StrictScope.$task.withValue(scope) { MockOrderDesk() }
    await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
      Thread {
        _ = try? desk.charge(amount: 42, currency: "EUR")
        finished.resume()
      }.start()
    }
    await Task.detached { _ = try? desk.charge(amount: 7, currency: "GBP") }.value
    await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().async {
        _ = try? desk.charge(amount: 1, currency: "USD")
        finished.resume()
      }
    }

    let failures = scope.end()

    #expect(failures.count == 3)
    #expect(failures.allSatisfy { $0.line == MockOrderDesk.chargeLine })
    #expect(
      failures.map { $0.message.components(separatedBy: "\n")[2] } == [
        "    #1 charge(amount: 42, currency: \"EUR\")",
        "    #2 charge(amount: 7, currency: \"GBP\")",
        "    #3 charge(amount: 1, currency: \"USD\")",
      ])
  }

  @Test func aFailureOnTheTestsTaskIsReportedAtOnce() async throws {
    let scope = StrictScope(level: .standard, keepsOffTaskFailures: true)
    let desk = StrictScope.$task.withValue(scope) { MockOrderDesk() }
    let issues = try await testingIssues { _ = try? desk.charge(amount: 42, currency: "EUR") }
    #expect(issues.count == 1)
    #expect(scope.end() == [])
  }

  @Test(.strictMocks) func theTraitRunsTheTestInAStrictScope() {
    let desk = MockOrderDesk()
    #expect(desk.save.core.observer is StrictRecord<String, Void, Never>)
    desk.save.call("o-1")
  }
}

@Suite(.strictMocks(.verifyCalls)) struct StrictSuiteTests {
  let desk = MockOrderDesk()

  @Test func aSuitesStoredMocksBelongToEachTest() {
    #expect(desk.save.core.observer is StrictRecord<String, Void, Never>)
    desk.save.call("o-1")
    expectCalled(desk.save, with: "o-1")
  }

  @Test(arguments: ["o-1", "o-2"]) func eachTestCaseHasAScopeOfItsOwn(id: String) {
    desk.save.call(id)
    expectCalledOnce(desk.save, with: id)
  }
}

/// Checks, after the test and its strict scope, that the scope reported in the test's own
/// context, where Swift Testing attributes an issue to the test.
private struct ReportsInTheTestsContext: TestTrait, TestScoping {
  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await function()
    #expect(Test.current?.id == test.id)
  }
}

extension StrictModeTests {
  @Test(ReportsInTheTestsContext(), .strictMocks) func theScopeEndsInTheTestsContext() {
    #expect(StrictScope.current != nil)
  }
}

// MARK: The contracts level

extension StrictModeTests {
  @Test func stubsTheContractBacksAreNotReported() async throws {
    let (_, reported) = try await strictScope(.contracts) {
      await ContractDriftScenario.stubsTheContractBacks()
    }
    #expect(reported == [])
  }

  @Test func anAnswerNoExamplePromisesIsReportedAtTheStub() async throws {
    let (expected, reported) = try await strictScope(.contracts) {
      await ContractDriftScenario.answerNoExamplePromises()
    }
    #expect(reported == expected)
  }

  @Test func argumentsNoExampleHasAreReportedAtTheStub() async throws {
    let (expected, reported) = try await strictScope(.contracts) {
      await ContractDriftScenario.argumentsNoExampleHas()
    }
    #expect(reported == expected)
  }

  @Test func aQueuedResponseAndADefaultNoExamplePromisesAreReported() async throws {
    let (expected, reported) = try await strictScope(.contracts) {
      await ContractDriftScenario.queuedResponseAndDefaultNoExamplePromises()
    }
    #expect(reported == expected)
  }

  @Test func stubsOfARequirementThatReturnsNothingAreChecked() async throws {
    let (expected, reported) = try await strictScope(.contracts) {
      await ContractDriftScenario.stubsOfARequirementThatReturnsNothing()
    }
    #expect(reported == expected)
  }

  @Test func aSpyWithoutANameIsNamedAfterItsRequirement() async throws {
    let (expected, reported) = try await strictScope(.contracts) {
      ContractDriftScenario.aSpyWithoutAName()
    }
    #expect(reported == expected)
  }

  @Test func stubsNoExampleBacksAreNotReportedBelowTheContractsLevel() async throws {
    let (_, reported) = try await strictScope(.verifyCalls) {
      let provider = MockPaymentProvider()
      provider.charge.returns(Charge(id: "", amount: 1, currency: "EUR"))
      _ = try? await provider.charge(amount: 1, currency: "EUR")
      expectCalled(provider.charge)
    }
    #expect(reported == [])
  }

  @Test func theContractsLevelReportsTheOtherFindingsToo() async throws {
    let (_, reported) = try await strictScope([.verifyCalls, .contracts]) {
      let provider = MockPaymentProvider()
      provider.charge.when((42, "EUR")).throws(ProviderError.unknownCurrency("EUR"))
      _ = try? await provider.charge(amount: 42, currency: "EUR")
      provider.refund.when("ch-1").returns(())
    }
    #expect(
      reported.map(\.message.firstLine) == [
        "charge(amount:currency:) has 1 call that no assertion looked at.",
        #"charge(amount:currency:) was stubbed to throw ProviderError.unknownCurrency("EUR"), which no example of the PaymentProvider contract promises for these arguments."#,
        "A stub of ThrowingSpy at MockKitTests/ContractDriftScenarios.swift:\(MockPaymentProvider.refundLine) was never used: no call matched it.",
      ])
  }

  /// `reset()` forgets the stubs, which are not checked, and keeps the contract, which the
  /// stubs added after it answer to.
  @Test func aResetForgetsTheStubsAndKeepsTheContract() async throws {
    let (_, reported) = try await strictScope(.contracts) {
      let provider = MockPaymentProvider()
      provider.charge.returns(Charge(id: "", amount: 1, currency: "EUR"))
      provider.charge.reset()
      provider.charge.throws(CancellationError())
    }
    #expect(
      reported.map(\.message.firstLine) == [
        "charge(amount:currency:) was stubbed to throw CancellationError(), which no example of the PaymentProvider contract promises."
      ])
  }

  /// Keeping another contract replaces the first: the stubs answer to the second one's
  /// examples.
  @Test func aSecondContractReplacesTheFirst() async throws {
    let (_, reported) = try await strictScope(.contracts) {
      let provider = MockPaymentProvider()
      provider.charge.keeps(Provider.charge, of: Provider.contract(Provider.givesAnID))
      provider.charge.returns(Charge(id: "ch-1", amount: 42, currency: "EUR"))
    }
    #expect(
      reported.map(\.message.firstLine) == [
        #"charge(amount:currency:) was stubbed to return Charge(id: "ch-1", amount: 42, currency: "EUR"), which no example of the PaymentProvider contract promises."#
      ])
  }

  @Test func aSpyCreatedOutsideTheScopeIsNotChecked() async throws {
    let provider = MockPaymentProvider()
    let (_, reported) = try await strictScope(.contracts) {
      provider.charge.returns(Charge(id: "", amount: 1, currency: "EUR"))
    }
    #expect(reported == [])
  }
}

extension String {
  fileprivate var firstLine: String { String(prefix { $0 != "\n" }) }
}
