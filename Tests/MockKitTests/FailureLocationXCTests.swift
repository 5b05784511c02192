import Dispatch
import MockKit
import MockKitTestSupport
import XCTest

// This file does not import Testing: both assertion families compile without it.

/// Under XCTest, both assertion families fail the running test at the caller's file and
/// line; inside `MockKitFailure.capture` nothing reaches XCTest.
extension ReportingXCTestTests {
  func testBothFamiliesFailAtTheCallersFileAndLine() {
    let spy = Spy<String, Void>(name: "track(_:)")
    spy.call("opened")
    let other = Spy<String, Void>(name: "log(_:)")
    var lines: [Int] = []

    expectCalled(spy, times: 2); lines.append(#line)
    XCTAssertCalled(spy, times: 2); lines.append(#line)
    expectCalled(spy, times: 2...); lines.append(#line)
    XCTAssertCalled(spy, times: 2...); lines.append(#line)
    expectNotCalled(spy); lines.append(#line)
    XCTAssertNotCalled(spy); lines.append(#line)
    expectCalled(spy, with: "closed"); lines.append(#line)
    XCTAssertCalled(spy, with: "closed"); lines.append(#line)
    expectCalledOnce(spy, where: \.isEmpty); lines.append(#line)
    XCTAssertCalledOnce(spy, where: \.isEmpty); lines.append(#line)
    expectCalledOnce(other); lines.append(#line)
    XCTAssertCalledOnce(other); lines.append(#line)
    expectCallOrder(other, spy); lines.append(#line)
    XCTAssertCallOrder(other, spy); lines.append(#line)
    expectNoOtherCalls(on: spy, message: "only reads"); lines.append(#line)
    XCTAssertNoOtherCalls(on: spy, message: "only reads"); lines.append(#line)

    let failures = takeFailures()
    XCTAssertEqual(failures.map(\.line), lines)
    XCTAssertEqual(Set(failures.map(\.file)), [#filePath])
  }

  func testCaptureReportsNothingFromTheBodyATaskOrAQueue() async {
    let failures = await MockKitFailure.capture {
      let spy = ThrowingSpy<String, Int>(name: "fetchScore(id:)")
      expectCalled(spy)
      XCTAssertCalled(spy)
      await Task { _ = try? await spy.call("1") }.value
      await withCheckedContinuation { finished in
        DispatchQueue.global().async {
          _ = try? spy.call("2")
          finished.resume()
        }
      }
    }

    XCTAssertEqual(failures.count, 4)
    XCTAssertEqual(takeFailures(), [])
  }
}
