import Foundation
import MockKit
import Testing
import MockKitTestSupport
import XCTest

/// A MockKit failure during an XCTest test fails that test, at the line it points to,
/// whichever thread or task raises it.
///
/// With no current Swift Testing test the reporter calls `XCTFail` (which XCTest records
/// against the running test, from any thread) and `Issue.record` (which XCTest drops), so
/// each path must capture exactly one failure.
final class ReportingXCTestTests: FailureCapturingTestCase {
  /// Bounds each wait for background work, so a hang fails the test instead of the run.
  private let timeout = DispatchTimeInterval.seconds(30)

  // MARK: Paths

  func testUnstubbedCallInTheTestBodyFailsAtTheSpyDeclaration() {
    let (spy, declaredAt) = (ThrowingSpy<String, Int>(name: "fetchScore(id:)"), #line)

    _ = try? spy.call("42")

    let expected = unstubbedFetchScore(
      declaredIn: "MockKitTests/ReportingXCTestTests.swift", at: declaredAt)
    assertCaptured([Failure(message: expected, file: #filePath, line: declaredAt)])
  }

  func testUnstubbedCallInAnAsyncTestBodyFailsAtTheSpyDeclaration() async {
    let (spy, declaredAt) = (ThrowingSpy<String, Int>(name: "fetchScore(id:)"), #line)

    _ = try? await spy.call("42")

    let expected = unstubbedFetchScore(
      declaredIn: "MockKitTests/ReportingXCTestTests.swift", at: declaredAt)
    assertCaptured([Failure(message: expected, file: #filePath, line: declaredAt)])
  }

  func testUnstubbedCallOnAThreadFailsTheRunningTest() {
    let (spy, declaredAt) = (ThrowingSpy<String, Int>(name: "fetchScore(id:)"), #line)
    let finished = DispatchSemaphore(value: 0)

    Thread {
      _ = try? spy.call("42")
      finished.signal()
    }.start()

    let waited = finished.wait(timeout: .now() + timeout)
    let expected = unstubbedFetchScore(
      declaredIn: "MockKitTests/ReportingXCTestTests.swift", at: declaredAt)
    assertCaptured([Failure(message: expected, file: #filePath, line: declaredAt)])
    XCTAssertEqual(waited, .success, "The thread did not finish.")
  }

  func testExhaustedQueueOnADispatchQueueFailsTheRunningTest() {
    let (scores, declaredAt) = (StubQueue<Int>(name: "scores"), #line)
    scores.enqueue(7)
    let finished = DispatchGroup()

    DispatchQueue.global().async(group: finished) {
      _ = try? scores.next()
      _ = try? scores.next()
    }

    let waited = finished.wait(timeout: .now() + timeout)
    let expected = """
      scores is exhausted: its only response was used, and another was requested.
        Declared at: MockKitTests/ReportingXCTestTests.swift:\(declaredAt)
        To fix, enqueue more responses, or create the queue with whenExhausted: .repeatLast or .fallback(…).
      """
    assertCaptured([Failure(message: expected, file: #filePath, line: declaredAt)])
    XCTAssertEqual(waited, .success, "The queue did not finish.")
  }

  func testUnstubbedCallInADetachedTaskFailsTheRunningTest() async {
    let (spy, declaredAt) = (ThrowingSpy<String, Int>(name: "fetchScore(id:)"), #line)

    await Task.detached {
      _ = try? await spy.call("42")
    }.value

    let expected = unstubbedFetchScore(
      declaredIn: "MockKitTests/ReportingXCTestTests.swift", at: declaredAt)
    assertCaptured([Failure(message: expected, file: #filePath, line: declaredAt)])
  }

  // MARK: Assertion surfaces

  func testXCTAssertCalledFailsAtTheAssertionLine() {
    let (spy, declaredAt) = (ThrowingSpy<String, Int>(name: "fetchScore(id:)"), #line)

    let (_, assertedAt) = (XCTAssertCalled(spy), #line)

    let expected = """
      fetchScore(id:) was never called, but expected to be called.
        Declared at: MockKitTests/ReportingXCTestTests.swift:\(declaredAt)
      """
    assertCaptured([Failure(message: expected, file: #filePath, line: assertedAt)])
  }

  /// The `expect…` family in an XCTest test fails it at the assertion's line too.
  func testExpectCalledInAnXCTestTestFailsAtTheAssertionLine() {
    let (spy, declaredAt) = (ThrowingSpy<String, Int>(name: "fetchScore(id:)"), #line)

    let (passed, assertedAt) = (expectCalled(spy), #line)

    XCTAssertFalse(passed, "expectCalled returned true for a spy that was never called.")
    let expected = """
      fetchScore(id:) was never called, but expected to be called.
        Declared at: MockKitTests/ReportingXCTestTests.swift:\(declaredAt)
      """
    assertCaptured([Failure(message: expected, file: #filePath, line: assertedAt)])
  }

  // MARK: Helpers

  /// Stops capturing and checks that the failures captured were exactly `expected`.
  private func assertCaptured(
    _ expected: [Failure], file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(takeFailures(), expected, file: file, line: line)
  }
}

extension ReportingXCTestTests {
  /// A spy's closure prints the call in the failure XCTest records.
  func testAnUnstubbedCallReadsAsTheSpysClosureSays() {
    let post = ThrowingSpy<Data, Int>(
      name: "post(_:)", describingArguments: { String(decoding: $0, as: UTF8.self) })
    let declaredAt = #line - 2

    _ = try? post.call(Data(#"{"method":"charge"}"#.utf8))

    assertCaptured([
      Failure(
        message: """
          post(_:) was called without a stub to answer it, so it threw MockKitError.unstubbed.
            Call:
              #1 post({"method":"charge"})
            Declared at: MockKitTests/ReportingXCTestTests.swift:\(declaredAt)
            To fix, stub it before the call with one of:
              .returns(value) to answer every call
              .enqueue(value, …) to answer the next calls in order
              .when(arguments).returns(value) to answer these arguments only
              .throws(error) to fail every call
          """, file: #filePath, line: declaredAt)
    ])
  }
}
