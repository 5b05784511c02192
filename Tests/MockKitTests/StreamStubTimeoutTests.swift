import Foundation
import Testing

@testable import MockKit

/// The timeout of a stream stub's streams: code under test that waits for an element the
/// test never yields nor finishes gets the end of the stream, and the test a failure.
@Suite struct StreamStubTimeoutTests {
  /// The timeout these tests give a stream: short, since they wait for it to pass.
  let timeout = WaitTimeout.milliseconds(100)

  @Test func aStreamTheTestNeverFinishesEndsAfterTheTimeoutAndIsReported() async {
    let transport = MockStreamingTransport()
    let line = #line + 1
    let inbox = transport.receiveSpy.returnsStream(timeout: timeout)
    inbox.yield("hello")

    var received: [String] = []
    let issues = await recordedIssues {
      received = await collect(transport.receive())
    }

    #expect(received == ["hello"])
    #expect(
      issues == [
        RecordedIssue(
          message: receiveStreamTimedOut,
          fileID: "MockKitTests/StreamStubTimeoutTests.swift", line: line)
      ])
  }

  /// The user trial's test: a loop in the test's own task over a stream the test forgot to
  /// finish, in strict mode, which ends streams only when the test ends.
  @Test func aForgottenFinishInStrictModeEndsTheLoopAndIsReportedOnce() async throws {
    let test = try #require(Test.current)
    let reported = try await MockKitFailure.capture {
      try await StrictMocks.Trait.strictMocks.provideScope(for: test, testCase: nil) {
        let transport = MockStreamingTransport()
        let server = transport.framesSpy.returnsStream(timeout: .milliseconds(100))
        server.yield(Data("disconnected".utf8))
        var received: [Data] = []
        for try await frame in transport.frames() { received.append(frame) }  // ends after 100 ms
        #expect(received == [Data("disconnected".utf8)])
      }
    }
    #expect(
      reported.map(\.message) == [
        """
        The code under test waited 100 milliseconds for the next element of a stream from frames(), but the test neither yielded one nor finished the stream, so the stream finished.
          Calls:
            #1 frames()
          Declared at: MockKitTests/StreamStubTests.swift:14
          To fix, yield the elements the code under test waits for, and call finish() on the stream stub once it has what the test expects; if an element is meant to come later, give returnsStream(timeout:) more time.
        """
      ])
  }

  /// A throwing stream ends as `finish()` would have ended it, not with an error: the code
  /// under test goes on as if the test had finished it.
  @Test func aThrowingStreamThatTimesOutFinishesWithoutAnError() async throws {
    let transport = MockStreamingTransport()
    let frames = transport.framesSpy.returnsStream(timeout: timeout)

    var count = 0
    let issues = try await recordedIssues {
      for try await _ in transport.frames() { count += 1 }
    }

    #expect(count == 0)
    #expect(issues.count == 1)
    withExtendedLifetime(frames) {}
  }

  @Test func aStreamHeldButNotIteratedDoesNotTimeOut() async {
    let transport = MockStreamingTransport()
    let inbox = transport.receiveSpy.returnsStream(timeout: .milliseconds(20))
    let stream = transport.receive()

    // Outlasts the stream's timeout, waiting on something that never comes.
    let waited = await recordedIssues {
      await transport.framesSpy.waitForCalls(1, timeout: .milliseconds(100))
    }
    inbox.yield("late")
    inbox.finish()

    #expect(waited.count == 1)
    let issues = await recordedIssues {
      #expect(await collect(stream) == ["late"])
    }
    #expect(issues.isEmpty)
  }

  /// Two tasks iterate the one stream of a `.oneForAllCalls` stub: the first wait to time
  /// out ends the stream for both, and is reported once.
  @Test func aSharedStreamThatTimesOutEndsForEveryConsumerAndIsReportedOnce() async {
    let transport = MockStreamingTransport()
    let inbox = transport.receiveSpy.returnsStream(.oneForAllCalls, timeout: timeout)

    let issues = await recordedIssues {
      async let first = collect(transport.receive())
      async let second = collect(transport.receive())
      #expect(await [first, second] == [[], []])
    }

    #expect(issues.count == 1)
    #expect(inbox.feed.openStreamCount == 0)
  }

  /// The stream a timeout ended is no longer fed; the others go on, and a later call gets
  /// a new stream.
  @Test func aTimeoutEndsOnlyTheStreamThatWaited() async {
    let transport = MockStreamingTransport()
    let inbox = transport.receiveSpy.returnsStream(timeout: timeout)
    let kept = transport.receive()

    let issues = await recordedIssues {
      #expect(await collect(transport.receive()) == [])
    }
    inbox.yield("after the timeout")
    inbox.finish()

    #expect(issues.count == 1)
    #expect(await collect(kept) == ["after the timeout"])
    #expect(await collect(transport.receive()) == [])
  }

  @Test func anElementThatComesInTimeIsDeliveredWithNoFailure() async {
    let transport = MockStreamingTransport()
    let inbox = transport.receiveSpy.returnsStream(timeout: eventTimeout)

    let issues = await recordedIssues {
      let listening = Task { await collect(transport.receive()) }
      await inbox.waitUntilIterated(timeout: eventTimeout)
      inbox.yield("on time")
      inbox.finish()
      #expect(await listening.value == ["on time"])
    }

    #expect(issues.isEmpty)
  }

  @Test func aMatchedStubsStreamTimesOutNamingTheCall() async {
    let feeds = Spy<String, AsyncStream<String>>(name: "subscribe(to:)"); let declared = #line
    let line = #line + 1
    _ = feeds.when("prices").returnsStream(timeout: timeout)

    let issues = await recordedIssues {
      #expect(await collect(feeds.call("prices")) == [])
    }

    #expect(
      issues == [
        RecordedIssue(
          message: """
            The code under test waited 100 milliseconds for the next element of a stream from subscribe(to:), but the test neither yielded one nor finished the stream, so the stream finished.
              Calls:
                #1 subscribe(to: "prices")
              Declared at: MockKitTests/StreamStubTimeoutTests.swift:\(declared)
              To fix, yield the elements the code under test waits for, and call finish() on the stream stub once it has what the test expects; if an element is meant to come later, give returnsStream(timeout:) more time.
            """,
          fileID: "MockKitTests/StreamStubTimeoutTests.swift", line: line)
      ])
  }

  /// A timeout of zero races every wait against the elements the test yields from
  /// another task: each wait ends once (a continuation resumed twice would trap), the
  /// consumer gets the elements in order up to the wait that timed out, and that wait is
  /// reported once.
  @Test func aTimeoutRacingTheElementsEndsEachWaitOnce() async {
    for _ in 0..<200 {
      let transport = MockStreamingTransport()
      let inbox = transport.receiveSpy.returnsStream(timeout: .zero)
      let stream = transport.receive()
      let issues = await recordedIssues {
        async let received = collect(stream)
        for number in 0..<20 { inbox.yield("\(number)") }
        let elements = await received
        #expect(elements == (0..<elements.count).map { "\($0)" })
      }
      #expect(issues.count == 1)
    }
  }

  @Test func aStreamThatTimedOutIsNotReportedAgainWhenTheStrictScopeEnds() async throws {
    let test = try #require(Test.current)
    let reported = try await MockKitFailure.capture {
      try await StrictMocks.Trait.strictMocks.provideScope(for: test, testCase: nil) {
        let desk = MockOrderDesk()
        desk.updates.returnsStream(timeout: .milliseconds(100))
        #expect(await collect(desk.updates(for: "o-1")) == [])
      }
    }
    #expect(reported.count == 1)
    #expect(reported.first?.message.hasPrefix("The code under test waited") == true)
  }
}
