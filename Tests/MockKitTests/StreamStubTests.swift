import Foundation
import Testing

@testable import MockKit

/// A transport whose messages arrive on streams, the shape stream stubs serve.
protocol StreamingTransport: Sendable {
  func receive() -> AsyncStream<String>
  func frames() -> AsyncThrowingStream<Data, any Error>
}

final class MockStreamingTransport: StreamingTransport {
  let receiveSpy = Spy<Void, AsyncStream<String>>()
  let framesSpy = Spy<Void, AsyncThrowingStream<Data, any Error>>()

  func receive() -> AsyncStream<String> { receiveSpy.call() }
  func frames() -> AsyncThrowingStream<Data, any Error> { framesSpy.call() }
}

enum StreamTestError: Error, Equatable {
  case disconnected
}

/// Every element of `stream`, in order, until it ends.
func collect(_ stream: AsyncStream<String>) async -> [String] {
  var elements: [String] = []
  for await element in stream { elements.append(element) }
  return elements
}

@Suite struct StreamStubTests {
  @Test func anUnstubbedStreamIsReportedOnceAndAnswersAFinishedStream() async {
    let transport = MockStreamingTransport()
    var elements: [String] = []
    let issues = await recordedIssues {
      elements = await collect(transport.receive())
    }
    #expect(elements.isEmpty)
    #expect(
      issues.map(\.message) == [
        """
        receive() was called without a stub to answer it.
          Call:
            #1 receive()
          Declared at: MockKitTests/StreamStubTests.swift:13
          To fix, stub it before the call with one of:
            .returnsStream() to answer with streams the test drives
            .returns(value) to answer every call
            .enqueue(value, …) to answer the next calls in order
            .when(arguments).returns(value) to answer these arguments only
        """
      ])
  }

  @Test func anUnstubbedThrowingStreamEndsWithoutAnError() async throws {
    let transport = MockStreamingTransport()
    var count = 0
    let issues = try await recordedIssues {
      for try await _ in transport.frames() { count += 1 }
    }
    #expect(count == 0)
    #expect(issues.count == 1)
  }

  @Test func elementsYieldedBeforeTheCallReachTheFirstStream() async {
    let transport = MockStreamingTransport()
    let inbox = transport.receiveSpy.returnsStream()
    inbox.yield("hello")
    inbox.yield("world")
    inbox.finish()

    #expect(await collect(transport.receive()) == ["hello", "world"])
  }

  @Test func elementsYieldedWhileTheCodeIteratesArriveInOrder() async {
    let transport = MockStreamingTransport()
    let inbox = transport.receiveSpy.returnsStream()
    let listening = Task { await collect(transport.receive()) }

    #expect(await inbox.waitUntilIterated(timeout: eventTimeout))
    inbox.yield("one")
    inbox.yield("two")
    inbox.finish()

    #expect(await listening.value == ["one", "two"])
  }

  @Test func eachCallGetsAStreamFedEveryLaterElement() async {
    let transport = MockStreamingTransport()
    let inbox = transport.receiveSpy.returnsStream()
    let first = transport.receive()
    inbox.yield("a")
    let second = transport.receive()
    inbox.yield("b")
    inbox.finish()

    #expect(await collect(first) == ["a", "b"])
    #expect(await collect(second) == ["b"])
    #expect(inbox.streamsMade == 2)
  }

  @Test func oneStreamForAllCallsHandsEachElementOutOnce() async {
    let transport = MockStreamingTransport()
    let inbox = transport.receiveSpy.returnsStream(.oneForAllCalls)
    let first = transport.receive()
    let second = transport.receive()
    inbox.yield("a")
    inbox.finish()

    #expect(await collect(first) == ["a"])
    #expect(await collect(second) == [])
    #expect(inbox.streamsMade == 1)
  }

  @Test func aStreamMadeAfterFinishIsEmptyAndFinished() async {
    let transport = MockStreamingTransport()
    let inbox = transport.receiveSpy.returnsStream()
    inbox.finish()

    #expect(await collect(transport.receive()) == [])
  }

  @Test func aThrowingStreamEndsWithTheErrorAfterItsElements() async {
    let transport = MockStreamingTransport()
    let frames = transport.framesSpy.returnsStream()
    frames.yield(Data("ping".utf8))
    frames.finish(throwing: StreamTestError.disconnected)

    var received: [Data] = []
    await #expect(throws: StreamTestError.disconnected) {
      for try await frame in transport.frames() { received.append(frame) }
    }
    #expect(received == [Data("ping".utf8)])
  }

  @Test func onlyTheFirstEndCounts() async throws {
    let transport = MockStreamingTransport()
    let frames = transport.framesSpy.returnsStream()
    frames.finish()
    frames.finish(throwing: StreamTestError.disconnected)

    var count = 0
    for try await _ in transport.frames() { count += 1 }
    #expect(count == 0)
  }

  @Test func aCancelledConsumerStopsIteratingAndItsStreamIsNoLongerFed() async {
    let transport = MockStreamingTransport()
    let inbox = transport.receiveSpy.returnsStream()
    let listening = Task { await collect(transport.receive()) }
    #expect(await inbox.waitUntilIterated(timeout: eventTimeout))

    listening.cancel()

    #expect(await listening.value == [])
    inbox.yield("after the cancellation")
    #expect(inbox.feed.openStreamCount == 0)
  }

  /// Two tasks iterate the one stream of a `.oneForAllCalls` stub: the cancellation of one
  /// ends the stream for both, as an `AsyncStream`'s does, and the other's next request
  /// ends too (it waited for ever: nothing was left to resume it).
  @Test func aConsumerOfAStreamThatAnotherConsumersCancellationEndedEnds() async {
    let feed = StreamFeed<Int, Never>(timeout: eventTimeout)
    let stream = feed.makeStream()
    let cancelled = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return await feed.next(from: stream)
    }
    guard case .end(.finished) = await cancelled.value else {
      Issue.record("the cancelled consumer got an element")
      return
    }

    let other = await feed.next(from: stream)

    guard case .end(.finished) = other else {
      Issue.record("the other consumer got an element")
      return
    }
    #expect(feed.openStreamCount == 0)
  }

  /// The usual end of a test that forgot `finish()`: the mock and the stub are its locals,
  /// released when it returns, while the code under test still waits for an element.
  @Test func aStubReleasedWithItsMockWhileTheCodeUnderTestIteratesIsReported() async {
    var receiver: Task<[String], Never>?
    var stubbedAt = 0
    let issues = await recordedIssues {
      let transport = MockStreamingTransport()
      stubbedAt = #line + 1
      let inbox = transport.receiveSpy.returnsStream()
      let stream = transport.receive()
      receiver = Task { await collect(stream) }
      #expect(await inbox.waitUntilIterated(timeout: eventTimeout))
    }

    #expect(await receiver?.value == [])
    #expect(
      issues == [
        RecordedIssue(
          message: """
            The stream stub of receive() was released, with its mock, while the code under test was still iterating a stream it answered with; MockKit finished it.
              Declared at: MockKitTests/StreamStubTests.swift:13
              To fix, end the stream stub with finish() or finish(throwing:) once the code under test has what the test expects, before the test ends.
            """,
          fileID: "MockKitTests/StreamStubTests.swift", line: stubbedAt)
      ])
  }

  /// A stream nobody waits on when the stub goes ends with what it had, unreported: the
  /// code under test gets every element, then the end.
  @Test func aStubReleasedWithItsMockWhileNobodyIteratesEndsItsStreamsQuietly() async {
    var stream: AsyncStream<String>?
    let issues = recordedIssues {
      let transport = MockStreamingTransport()
      let inbox = transport.receiveSpy.returnsStream()
      stream = transport.receive()
      inbox.yield("hello")
    }

    #expect(issues == [])
    if let stream { #expect(await collect(stream) == ["hello"]) }
  }

  @Test func resettingTheSpyFinishesTheStreamsItsStubMade() async {
    let transport = MockStreamingTransport()
    weak var released: StreamStub<String, Never>?
    let listening: Task<[String], Never>
    do {
      let inbox = transport.receiveSpy.returnsStream()
      released = inbox
      listening = Task { await collect(transport.receive()) }
      #expect(await inbox.waitUntilIterated(timeout: eventTimeout))
      inbox.yield("kept")
    }

    transport.receiveSpy.reset()

    #expect(released == nil)
    #expect(await listening.value == ["kept"])
  }

  /// The user trial's test: the test still holds the stub, so only the reset can end the
  /// stream.
  @Test func resettingTheSpyFinishesTheStreamsOfAStubTheTestStillHolds() async {
    let transport = MockStreamingTransport()
    let inbox = transport.receiveSpy.returnsStream(timeout: eventTimeout)
    let stream = transport.receive()
    let listening = Task { await collect(transport.receive()) }
    #expect(await inbox.waitUntilIterated(timeout: eventTimeout))
    inbox.yield("kept")

    transport.receiveSpy.reset()

    #expect(await listening.value == ["kept"])
    #expect(await collect(stream) == ["kept"])
    withExtendedLifetime(inbox) {}
  }

  @Test func resettingTheSpyFinishesTheStreamsOfItsMatchedStubs() async throws {
    let feeds = Spy<String, AsyncThrowingStream<String, any Error>>()
    let prices = feeds.when("prices").returnsStream(timeout: eventTimeout)
    let stream = await feeds.call("prices")

    feeds.reset()

    var received: [String] = []
    for try await price in stream { received.append(price) }
    #expect(received == [])
    withExtendedLifetime(prices) {}
  }

  @Test func anElementYieldedAfterTheResetIsReportedAndDropped() async {
    let transport = MockStreamingTransport()
    let inbox = transport.receiveSpy.returnsStream()
    let stream = transport.receive()
    transport.receiveSpy.reset()
    let line = #line + 1
    let issues = recordedIssues { inbox.yield("late") }

    #expect(await collect(stream) == [])
    #expect(
      issues == [
        RecordedIssue(
          message: """
            "late" was yielded to the streams from receive() after the spy was reset, which finished them, so it is dropped.
              Declared at: MockKitTests/StreamStubTests.swift:13
              To fix, yield before reset(), or stub the spy again after it: returnsStream() returns a new stub for the calls that follow.
            """,
          fileID: "MockKitTests/StreamStubTests.swift", line: line)
      ])
  }

  @Test func finishingAfterTheResetDoesNothing() async {
    let transport = MockStreamingTransport()
    let frames = transport.framesSpy.returnsStream()
    let stream = transport.frames()
    transport.framesSpy.reset()

    let issues = recordedIssues {
      frames.finish()
      frames.finish(throwing: StreamTestError.disconnected)
    }

    var count = 0
    await #expect(throws: Never.self) {
      for try await _ in stream { count += 1 }
    }
    #expect(count == 0)
    #expect(issues.isEmpty)
  }

  /// The streams of stubs made after a reset are the new stubs' own: the reset ended only
  /// those of the stubs it removed.
  @Test func aStubMadeAfterTheResetFeedsItsOwnStreams() async {
    let transport = MockStreamingTransport()
    let before = transport.receiveSpy.returnsStream()
    transport.receiveSpy.reset()
    let after = transport.receiveSpy.returnsStream()
    after.yield("new")
    after.finish()

    #expect(await collect(transport.receive()) == ["new"])
    withExtendedLifetime(before) {}
  }

  @Test func aWaitForIterationOfASpyNeverCalledReportsIt() async {
    let transport = MockStreamingTransport()
    let inbox = transport.receiveSpy.returnsStream()
    var iterated = true
    let issues = await recordedIssues {
      iterated = await inbox.waitUntilIterated(timeout: .milliseconds(20))
    }
    #expect(!iterated)
    #expect(
      issues.map(\.message) == [
        """
        Stopped waiting for the code under test to iterate the stream from Spy at MockKitTests/StreamStubTests.swift:13 within 20 milliseconds: Spy at MockKitTests/StreamStubTests.swift:13 was never called.
        """
      ])
  }

  @Test func aWaitForIterationOfAStreamNobodyIteratesReportsTheCalls() async {
    let transport = MockStreamingTransport()
    let inbox = transport.receiveSpy.returnsStream()
    _ = transport.receive()
    var iterated = true
    let issues = await recordedIssues {
      iterated = await inbox.waitUntilIterated(timeout: .milliseconds(20))
    }
    #expect(!iterated)
    #expect(
      issues.map(\.message) == [
        """
        Stopped waiting for the code under test to iterate the stream from receive() within 20 milliseconds: receive() was called 1 time, and nothing asked for an element.
          Declared at: MockKitTests/StreamStubTests.swift:13
        """
      ])
  }

  @Test func aCancelledWaitForIterationReportsTheCancellation() async {
    let transport = MockStreamingTransport()
    let inbox = transport.receiveSpy.returnsStream()
    _ = transport.receive()
    let issues = await recordedIssues {
      let waiting = Task { await inbox.waitUntilIterated(timeout: .seconds(60)) }
      waiting.cancel()
      #expect(await waiting.value == false)
    }
    #expect(
      issues.map(\.message) == [
        """
        Stopped waiting for the code under test to iterate the stream from receive(): the waiting task was cancelled.
          Declared at: MockKitTests/StreamStubTests.swift:13
        """
      ])
  }

  @Test func anElementYieldedAfterTheEndIsReportedAndDropped() async {
    let transport = MockStreamingTransport()
    let inbox = transport.receiveSpy.returnsStream()
    let stream = transport.receive()
    inbox.finish()
    let line = #line + 1
    let issues = recordedIssues { inbox.yield("late") }

    #expect(await collect(stream) == [])
    #expect(
      issues == [
        RecordedIssue(
          message: """
            "late" was yielded to the streams from receive() after they ended, so it is dropped.
              Declared at: MockKitTests/StreamStubTests.swift:13
              To fix, yield every element before finishing the streams.
            """,
          fileID: "MockKitTests/StreamStubTests.swift", line: line)
      ])
  }

  @Test func aMatchedStubAnswersItsCallsWithItsOwnStreams() async {
    let feeds = Spy<String, AsyncStream<String>>()
    let prices = feeds.when("prices").returnsStream()
    let news = feeds.when("news").returnsStream()
    prices.yield("42")
    news.yield("MockKit 1.0")
    prices.finish()
    news.finish()

    #expect(await collect(feeds.call("prices")) == ["42"])
    #expect(await collect(feeds.call("news")) == ["MockKit 1.0"])
  }
}
