import MockKit
import Testing

/// Every assertion message, pinned verbatim through the Swift Testing surface.
/// `XCTestSurfaceMessageTests` runs the same scenarios through the XCTest surface.
@Suite struct MessageTests {
  @Test(arguments: MessageScenario.all)
  func swiftTestingSurfaceReportsTheMessage(_ scenario: MessageScenario) {
    let failures = MockKitFailure.capture { scenario.run(.swiftTesting) }
    #expect(failures.map(\.message) == (scenario.expected.map { [$0] } ?? []))
  }
}
