import Testing

@testable import MockKit

/// A failure of a spy, a queue or a held call reported outside the Swift Testing test it
/// comes from names that test. Swift Testing records it in the test whose task reports it,
/// or, off any test's task, in no test («unknown», which fails the run: the off-task probes
/// in ReportingSwiftTestingTests.swift pin those, since no test can catch them in-process).
@Suite struct LateFailureTests {
  @Test func aFailureOfASpyFromAnotherTestNamesBoth() async throws {
    let location = try Self.location(from: ["OrderTests", "chargesOnce()"], event: .created)

    let issues = try await testingIssues {
      Reporter.report(
        "charge(amount:currency:) was called without a stub to answer it.", at: location)
    }

    #expect(
      issues == [
        RecordedIssue(
          message: """
            charge(amount:currency:) was called without a stub to answer it.
              Created during: OrderTests/chargesOnce(), but reported during LateFailureTests/aFailureOfASpyFromAnotherTestNamesBoth().
            """, fileID: "MockKitTests/Mocks.swift", line: 22)
      ])
  }

  @Test func aFailureOfACallHeldInAnotherTestNamesBoth() async throws {
    let location = try Self.location(from: ["OrderTests", "chargesOnce()"], event: .held)

    let issues = try await testingIssues {
      Reporter.report("charge(amount:currency:) call #1 was held and never resumed.", at: location)
    }

    #expect(
      issues == [
        RecordedIssue(
          message: """
            charge(amount:currency:) call #1 was held and never resumed.
              Held during: OrderTests/chargesOnce(), but reported during LateFailureTests/aFailureOfACallHeldInAnotherTestNamesBoth().
            """, fileID: "MockKitTests/Mocks.swift", line: 22)
      ])
  }

  @Test func aFailureReportedInItsOwnTestNamesNoTest() async throws {
    let test = try #require(Test.current)
    let location = FailureLocation(
      fileID: "MockKitTests/Mocks.swift", filePath: #filePath, line: 22, column: 1,
      origin: FailureOrigin(test: RunningTest(test), event: .created))

    let issues = try await testingIssues {
      Reporter.report(
        "charge(amount:currency:) was called without a stub to answer it.", at: location)
    }

    #expect(
      issues.map(\.message) == ["charge(amount:currency:) was called without a stub to answer it."])
  }

  @Test func aSpyKnowsTheTestItIsCreatedIn() throws {
    let spy = Spy<Void, Void>()
    let test = try #require(Test.current)

    #expect(spy.core.location.origin?.test == RunningTest(test))
    #expect(
      spy.core.location.origin?.test.name == "LateFailureTests/aSpyKnowsTheTestItIsCreatedIn()")
  }

  /// A failure location of a spy declared at `MockKitTests/Mocks.swift:22` in another test
  /// of this module, named by `nameComponents`.
  private static func location(
    from nameComponents: [String], event: FailureOrigin.Event
  ) throws -> FailureLocation {
    var other = try #require(Test.current).id
    other.nameComponents = nameComponents
    let test = RunningTest(swiftTesting: other)
    return FailureLocation(
      fileID: "MockKitTests/Mocks.swift", filePath: #filePath, line: 22, column: 1,
      origin: FailureOrigin(test: test, event: event))
  }
}
