import MockKit
import MockKitTestSupport
import XCTest

/// Stream stubs in XCTest: the same streams, and the same messages at the test's lines.
final class StreamStubXCTests: FailureCapturingTestCase {
  override func setUp() {
    super.setUp()
    startCapturing()
  }

  func testAStreamStubFeedsTheCodeUnderTest() async {
    let transport = MockStreamingTransport()
    let inbox = transport.receiveSpy.returnsStream()
    let listening = Task { await collect(transport.receive()) }

    let iterated = await inbox.waitUntilIterated(timeout: eventTimeout)
    inbox.yield("hello")
    inbox.finish()

    XCTAssertTrue(iterated)
    let received = await listening.value
    XCTAssertEqual(received, ["hello"])
    assertCaptured([])
  }

  func testAnUnstubbedStreamFailsTheTestAndTheTestGoesOn() async {
    let transport = MockStreamingTransport()

    let received = await collect(transport.receive())

    XCTAssertEqual(received, [])
    let failures = takeFailures()
    XCTAssertEqual(failures.count, 1)
    XCTAssertEqual(
      failures.first?.message.hasPrefix("receive() was called without a stub to answer it."), true)
  }

  func testAnElementYieldedAfterTheEndIsReportedAtItsLine() async {
    let transport = MockStreamingTransport()
    let inbox = transport.receiveSpy.returnsStream()
    inbox.finish()

    inbox.yield("late"); let line = #line

    assertCaptured([
      Failure(
        message: """
          "late" was yielded to the streams from Spy at MockKitTests/StreamStubTests.swift:13 after they ended, so it is dropped.
            To fix, yield every element before finishing the streams.
          """,
        file: #filePath, line: line)
    ])
  }

  func testAStreamTheTestNeverFinishesIsReportedAtTheStubsLine() async {
    let transport = MockStreamingTransport()
    let inbox = transport.receiveSpy.returnsStream(timeout: .milliseconds(100)); let line = #line

    let received = await collect(transport.receive())

    XCTAssertEqual(received, [])
    assertCaptured([
      Failure(
        message: receiveStreamTimedOut,
        file: #filePath, line: line)
    ])
    withExtendedLifetime(inbox) {}
  }

  func testAnElementYieldedAfterTheResetIsReportedAtItsLine() async {
    let transport = MockStreamingTransport()
    let inbox = transport.receiveSpy.returnsStream()
    transport.receiveSpy.reset()

    inbox.yield("late"); let line = #line

    assertCaptured([
      Failure(
        message: """
          "late" was yielded to the streams from Spy at MockKitTests/StreamStubTests.swift:13 after the spy was reset, which finished them, so it is dropped.
            To fix, yield before reset(), or stub the spy again after it: returnsStream() returns a new stub for the calls that follow.
          """,
        file: #filePath, line: line)
    ])
  }

  private func assertCaptured(
    _ expected: [Failure], file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(takeFailures(), expected, file: file, line: line)
  }
}
