import MockKit
import Testing

/// A test helper that checks a spy on the test's behalf, forwarding the test's line.
private func expectTrackedOnce(
  _ spy: Spy<String, Void>, sourceLocation: SourceLocation = #_sourceLocation
) {
  reportingFailures(at: sourceLocation) {
    expectCalledOnce(spy)
  }
}

/// A helper that calls another helper: the test's line is the one that counts.
private func expectOpenedOnce(
  _ spy: Spy<String, Void>, sourceLocation: SourceLocation = #_sourceLocation
) {
  reportingFailures(at: sourceLocation) {
    expectTrackedOnce(spy)
  }
}

/// `reportingFailures(at:)` moves the failures of the MockKit calls made inside it to the
/// place a test helper forwards, so that they point at the test, not at the helper.
@Suite struct ForwardedLocationTests {
  @Test func anAssertionInAHelperFailsAtTheTestsLine() {
    let spy = Spy<String, Void>(name: "track(_:)"); let declared = #line
    var line = 0
    let failures = MockKitFailure.capture {
      expectTrackedOnce(spy); line = #line
    }

    #expect(
      failures.map(\.message) == [
        """
        track(_:) was never called, but expected to be called 1 time.
          Declared at: MockKitTests/ForwardedLocationTests.swift:\(declared)
        """
      ])
    #expect(failures.map(\.line) == [line])
    #expect(failures.map(\.column) == [24])  // `      expectTrackedOnce(`: the call's "("
    #expect(failures.map(\.fileID) == [#fileID])
    #expect(failures.map(\.filePath) == [#filePath])
  }

  @Test func whenHelpersCallHelpersTheOutermostScopeWins() {
    let spy = Spy<String, Void>(name: "track(_:)")
    var line = 0
    let failures = MockKitFailure.capture {
      expectOpenedOnce(spy); line = #line
    }

    #expect(failures.map(\.line) == [line])
  }

  @Test func aWaitInAHelperTimesOutAtTheTestsLine() async {
    let spy = Spy<String, Void>(name: "track(_:)"); let declared = #line
    var line = 0
    let failures = await MockKitFailure.capture {
      await waitForTrack(spy); line = #line
    }

    #expect(failures.map(\.line) == [line])
    #expect(
      failures.map(\.message) == [
        """
        track(_:) was never called, but expected to be called within 1 millisecond.
          Declared at: MockKitTests/ForwardedLocationTests.swift:\(declared)
        """
      ])
  }

  @Test func aSpysOwnFailureStillPointsAtItsDeclaration() {
    let spy = ThrowingSpy<String, Int>(name: "score(id:)"); let declared = #line
    let failures = MockKitFailure.capture {
      reportingFailures(at: #_sourceLocation) {
        _ = try? spy.call("1")
      }
    }

    #expect(failures.map(\.line) == [declared])
  }

  @Test func outsideTheScopeEntriesReportAtTheirOwnLine() {
    let spy = Spy<String, Void>(name: "track(_:)")
    var lines: [Int] = []
    let failures = MockKitFailure.capture {
      reportingFailures(at: #_sourceLocation) {}
      expectCalledOnce(spy); lines.append(#line)
    }

    #expect(failures.map(\.line) == lines)
  }
}

private func waitForTrack(
  _ spy: Spy<String, Void>, sourceLocation: SourceLocation = #_sourceLocation
) async {
  await reportingFailures(at: sourceLocation) {
    await spy.waitForCalls(1, timeout: .milliseconds(1))
  }
}
