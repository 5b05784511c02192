import MockKit
import Testing

/// Every assertion message, pinned verbatim through the Swift Testing surface.
/// XCTestSurfaceMessageTests.swift runs the same scenarios through the XCTest surface.
@Suite struct MessageTests {
  // One test over every scenario rather than one test case each: a mismatch names its
  // scenario, and the run's output stays short.
  @Test func swiftTestingSurfaceReportsEveryMessage() {
    for scenario in MessageScenario.all {
      let failures = MockKitFailure.capture { scenario.run(.swiftTesting) }
      #expect(
        failures.map(\.message) == (scenario.expected.map { [$0] } ?? []), "\(scenario)")
    }
  }
}
