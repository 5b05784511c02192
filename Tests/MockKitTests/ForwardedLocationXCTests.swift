import MockKit
import MockKitTestSupport
import Testing
import XCTest

/// A test helper for XCTest: it forwards its caller's file and line.
private func assertTrackedOnce(
  _ spy: Spy<String, Void>, file: StaticString = #filePath, line: UInt = #line
) {
  reportingFailures(file: file, line: line) {
    XCTAssertCalledOnce(spy)
  }
}

/// A Swift Testing helper, used in an XCTest test.
private func expectTrackedOnce(
  _ spy: Spy<String, Void>, sourceLocation: SourceLocation = #_sourceLocation
) {
  reportingFailures(at: sourceLocation) {
    expectCalledOnce(spy)
  }
}
/// The line of the helper's assertion.
private let helperLine = #line - 4

/// Under XCTest, a helper that forwards its file and line fails the test there; one that
/// forwards a `SourceLocation` fails it at the helper's line, naming the test's location.
extension ReportingXCTestTests {
  func testAHelperThatForwardsFileAndLineFailsAtTheTestsLine() {
    let spy = Spy<String, Void>(name: "track(_:)"); let declared = #line

    assertTrackedOnce(spy); let line = #line

    XCTAssertEqual(
      takeFailures(),
      [
        Failure(
          message: """
            track(_:) was never called, but expected to be called 1 time.
              Declared at: MockKitTests/ForwardedLocationXCTests.swift:\(declared)
            """, file: #filePath, line: line)
      ])
  }

  func testAHelperThatForwardsASourceLocationNamesItInTheMessage() {
    let spy = Spy<String, Void>(name: "track(_:)"); let declared = #line

    expectTrackedOnce(spy); let line = #line

    XCTAssertEqual(
      takeFailures(),
      [
        Failure(
          message: """
            track(_:) was never called, but expected to be called 1 time.
              Declared at: MockKitTests/ForwardedLocationXCTests.swift:\(declared)
              Reported for: MockKitTests/ForwardedLocationXCTests.swift:\(line)
            """, file: #filePath, line: helperLine)
      ])
  }
}
