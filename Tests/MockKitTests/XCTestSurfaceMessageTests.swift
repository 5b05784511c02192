import MockKit
import MockKitTestSupport
import XCTest

/// The same scenarios as `MessageTests`, through the XCTest surface: each failure must be
/// recorded once, word for word as the Swift Testing surface records it.
extension ReportingXCTestTests {
  func testEveryScenarioReportsTheSameMessage() {
    for scenario in MessageScenario.all {
      startCapturing()
      scenario.run(.xctest)
      let messages = takeFailures().map(\.message)
      XCTAssertEqual(messages, scenario.expected.map { [$0] } ?? [], scenario.name)
    }
  }

  func testFailurePointsAtTheAssertion() {
    XCTAssertCalled(Fixture.fetchUser()); let line = #line
    let failures = takeFailures()
    XCTAssertEqual(failures.count, 1)
    XCTAssertEqual(failures.first?.line, line)
    XCTAssertTrue(failures.first?.file.hasSuffix("XCTestSurfaceMessageTests.swift") == true)
  }
}
