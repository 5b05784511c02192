import MockKitTestSupport
import XCTest

@testable import MockKit

/// A stub's streams end with the XCTest test that made them, as the calls held during it
/// do: a loop the code under test still runs over one ends when the test does, and the
/// test, not a later one, reports it. XCTest runs these tests in order.
final class StreamStubTestEndXCTests: FailureCapturingTestCase {
  private static let receivers = Collected<Task<[String], Never>>()
  private static let stubbedAt = Collected<Int>()

  override class func setUp() {
    super.setUp()
    // MockKit follows XCTest's tests from the first spy created outside Swift Testing on.
    // A spy made here, before the tests start, has it follow them all.
    _ = Spy<Void, Void>(name: "start following")
  }

  func test1_aTestEndsWhileTheCodeUnderTestIteratesItsStubsStream() async {
    let inbox: StreamStub<String, Never>
    do {
      let transport = MockStreamingTransport()
      Self.stubbedAt.append(#line + 1)
      inbox = transport.receiveSpy.returnsStream()
      let stream = transport.receive()
      Self.receivers.append(Task { await collect(stream) })
    }
    // The mock is released by now, as a test's often is when the test ends: the failure
    // still names its spy.
    let isIterated = await inbox.waitUntilIterated(timeout: eventTimeout)
    XCTAssertTrue(isIterated)
    // The stream is ended in a tear-down block, which runs after this body: tearDown()
    // takes the failure.
  }

  func test2_theLoopEndedWithTheTestBefore() async {
    // Left open, the loop would end only at the stream's 10-second timeout, reported here.
    for receiver in Self.receivers.all {
      let received = await receiver.value
      XCTAssertEqual(received, [])
    }
    XCTAssertEqual(takeFailures(), [])
  }

  func test3_aStreamNoOneIteratesEndsWithItsTestUnreported() async {
    let transport = MockStreamingTransport()
    let inbox = transport.receiveSpy.returnsStream()
    inbox.yield("hello")
    let stream = transport.receive()
    // FailureCapturingTestCase's tearDown() fails the test on any failure it did not take.
    withExtendedLifetime(stream) {}
  }

  func test4_aStreamTheTestFinishedIsNotReported() async {
    let transport = MockStreamingTransport()
    let inbox = transport.receiveSpy.returnsStream()
    let receiver = Task { await collect(transport.receive()) }
    inbox.yield("hello")
    inbox.finish()
    let received = await receiver.value
    XCTAssertEqual(received, ["hello"])
  }

  override func tearDown() {
    guard name.contains("test1_") else { return super.tearDown() }
    XCTAssertEqual(
      takeFailures(),
      Self.stubbedAt.all.map { line in
        Failure(
          message: """
            The test ended while the code under test was still iterating a stream that receive() answered with; MockKit finished it.
              Declared at: MockKitTests/StreamStubTests.swift:13
              To fix, end the stream stub before the test ends, with finish() or finish(throwing:), once the code under test has what the test expects.
            """, file: #filePath, line: line)
      })
    super.tearDown()
  }
}
