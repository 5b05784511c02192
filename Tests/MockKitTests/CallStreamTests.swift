import Testing

@testable import MockKit

/// `callStream()`: each consumer sees every call recorded after it subscribed, in recording
/// order, until the spy is reset or deallocated. Each test ends its streams by resetting or
/// releasing the spy, or by cancelling the consumer, so every `for await` loop is bounded.
extension WaitingTests {
  @Test func aConsumerSeesEveryCallAfterItSubscribedInOrder() async {
    let track = Spy<String, Void>(name: "track(_:)", fileID: "MockKitTests/Mocks.swift", line: 90)
    await track.call("before")
    let stream = track.callStream()
    let consumer = Task {
      var seen: [SpyCall<String>] = []
      for await call in stream { seen.append(call) }
      return seen
    }

    let expected = (1...100).map { "event-\($0)" }
    for event in expected { await track.call(event) }
    track.reset()

    let seen = await consumer.value
    #expect(seen.map(\.arguments) == expected)
    let sequenceNumbers = seen.map(\.sequenceNumber)
    #expect(zip(sequenceNumbers, sequenceNumbers.dropFirst()).allSatisfy { $0 < $1 })
  }

  /// Calls from many tasks at once reach every consumer in the order the spy recorded them.
  @Test func twoConsumersEachSeeEveryCallInRecordingOrder() async {
    let track = Spy<Int, Void>(name: "track(_:)", fileID: "MockKitTests/Mocks.swift", line: 90)
    let consumers = [track.callStream(), track.callStream()].map { stream in
      Task {
        var seen: [Int] = []
        for await call in stream { seen.append(call.arguments) }
        return seen
      }
    }

    await withTaskGroup(of: Void.self) { group in
      for producer in 0..<4 {
        group.addTask {
          for event in 0..<250 { await track.call(producer * 250 + event) }
        }
      }
    }
    let recorded = track.arguments
    track.reset()

    #expect(recorded.count == 1_000)
    for consumer in consumers {
      #expect(await consumer.value == recorded)
    }
  }

  @Test func theStreamFinishesWhenTheSpyIsReset() async {
    let track = Spy<String, Void>(name: "track(_:)", fileID: "MockKitTests/Mocks.swift", line: 90)
    let stream = track.callStream()
    #expect(track.core.streamCount == 1)
    let consumer = Task {
      var count = 0
      for await _ in stream { count += 1 }
      return count
    }
    await track.call("opened")

    track.reset()

    #expect(track.core.streamCount == 0)
    #expect(await consumer.value == 1)
  }

  @Test func theStreamFinishesWhenTheSpyIsDeallocated() async throws {
    var track: Spy<String, Void>? = Spy(
      name: "track(_:)", fileID: "MockKitTests/Mocks.swift", line: 90)
    let stream = try #require(track).callStream()
    await track?.call("opened")
    let consumer = Task {
      var count = 0
      for await _ in stream { count += 1 }
      return count
    }
    weak let core = track?.core

    track = nil

    // The consumer holds the spy only while it asks for a call (to arm the timeout).
    #expect(await yieldUntil { core == nil }, "the stream keeps the spy alive")
    core?.reset()  // ends the stream if the spy is still alive, so the test cannot hang
    #expect(await consumer.value == 1)
  }

  @Test func cancellingAConsumerUnsubscribesIt() async {
    let track = Spy<String, Void>(name: "track(_:)", fileID: "MockKitTests/Mocks.swift", line: 90)
    let stream = track.callStream()
    let kept = track.callStream()
    #expect(track.core.streamCount == 2)
    let consumer = Task {
      var count = 0
      for await _ in stream { count += 1 }
      return count
    }

    consumer.cancel()
    _ = await consumer.value

    #expect(track.core.streamCount == 1)
    await track.call("after cancelling")
    track.reset()
    #expect(track.core.streamCount == 0)
    var afterCancelling: [String] = []
    for await call in kept { afterCancelling.append(call.arguments) }
    #expect(afterCancelling == ["after cancelling"])
  }

  /// A consumer that lets go of its stream unsubscribes, so the spy buffers nothing for it.
  @Test func aStreamNoOneHoldsIsUnsubscribed() async {
    let track = Spy<String, Void>(name: "track(_:)", fileID: "MockKitTests/Mocks.swift", line: 90)
    do {
      let stream = track.callStream()
      withExtendedLifetime(stream) { #expect(track.core.streamCount == 1) }
    }

    #expect(track.core.streamCount == 0)
  }

  @Test func aResetSpyStreamsItsNewCalls() async {
    let track = Spy<String, Void>(name: "track(_:)", fileID: "MockKitTests/Mocks.swift", line: 90)
    await track.call("first")
    track.reset()
    let stream = track.callStream()
    await track.call("second")
    track.reset()

    var seen: [String] = []
    for await call in stream { seen.append(call.arguments) }
    #expect(seen == ["second"])
  }
}

/// `callStream(timeout:)`: a loop that waits longer than the timeout for a call ends, and
/// its own task reports the wait at the line that made the stream, once.
extension WaitingTests {
  @Test func aLoopThatWaitsTooLongForACallEndsAndReportsIt() async {
    let track = Spy<String, Void>(name: "track(_:)", fileID: "MockKitTests/Mocks.swift", line: 90)
    var seen: [String] = []
    var line = 0

    let issues = await recordedIssues {
      line = #line + 1
      let calls = track.callStream(timeout: .milliseconds(50))
      await track.call("one")
      await track.call("two")
      for await call in calls {
        seen.append(call.arguments)
        if seen.count == 3 { break }
      }
    }

    #expect(seen == ["one", "two"])
    #expect(
      issues == [
        RecordedIssue(
          message: """
            A for-await loop over a call stream of track(_:) waited 50 milliseconds for a call that did not come, so the stream finished.
              Calls:
                #1 track("one")
                #2 track("two")
              Declared at: MockKitTests/Mocks.swift:90
              To fix, end the loop after the calls the test expects, or check why the code under test did not make the next call.
            """, fileID: "MockKitTests/CallStreamTests.swift", line: line)
      ])
    #expect(track.core.streamCount == 0)
  }

  @Test func aLoopOverASpyNeverCalledSaysSo() async {
    let track = Spy<String, Void>(name: "track(_:)", fileID: "MockKitTests/Mocks.swift", line: 90)

    let issues = await recordedIssues {
      for await _ in track.callStream(timeout: .milliseconds(50)) {}
    }

    #expect(
      issues.map(\.message) == [
        """
        A for-await loop over a call stream of track(_:) waited 50 milliseconds for a call that did not come, so the stream finished.
          Calls: none
          Declared at: MockKitTests/Mocks.swift:90
          To fix, end the loop after the calls the test expects, or check why the code under test did not make the next call.
        """
      ])
  }

  /// The timeout is for each call: the timer a wait arms ends the loop only if, when it
  /// fires, the loop is still in that wait, having taken no call since and with none come.
  /// The timers are run by hand here (`expireCallStream`), as they would fire late.
  @Test func aWaitsTimerEndsOnlyThatWait() async {
    let track = Spy<Int, Void>(name: "track(_:)", fileID: "MockKitTests/Mocks.swift", line: 90)
    let calls = track.callStream(timeout: eventTimeout)
    var loop = calls.makeAsyncIterator()
    await track.call(1)
    #expect(await loop.next()?.arguments == 1)

    // The timer of the first wait, which ended when call 1 came.
    track.core.expireCallStream(calls.id, ifTaken: 0)
    await track.call(2)
    #expect(await loop.next()?.arguments == 2)

    // The timer of a wait that a call is already there for.
    await track.call(3)
    track.core.expireCallStream(calls.id, ifTaken: 2)
    #expect(await loop.next()?.arguments == 3)
    #expect(track.core.streamCount == 1)

    // The timer of the next wait ends it, whether or not the loop has begun that wait,
    // and the loop reports it as it ends.
    let issues = await recordedIssues {
      let waiting = Task {
        var loop = calls.makeAsyncIterator()
        return await loop.next()
      }
      track.core.expireCallStream(calls.id, ifTaken: 3)
      #expect(await waiting.value == nil)
    }
    #expect(issues.map { $0.message.prefix(while: { $0 != "\n" }) } == [
      "A for-await loop over a call stream of track(_:) waited 60 seconds for a call that did not come, so the stream finished."
    ])
    #expect(track.core.streamCount == 0)
  }

  /// A call that is already there when the loop asks is handed over; waiting out the
  /// timeout after it is not a wait for it.
  @Test func callsAlreadyYieldedAreTakenWithoutWaiting() async {
    let track = Spy<Int, Void>(name: "track(_:)", fileID: "MockKitTests/Mocks.swift", line: 90)

    let issues = await recordedIssues {
      let calls = track.callStream(timeout: .milliseconds(50))
      for call in 1...3 { await track.call(call) }
      var seen: [Int] = []
      for await call in calls {
        seen.append(call.arguments)
        if seen.count == 3 { break }
      }
      #expect(seen == [1, 2, 3])
    }

    #expect(issues == [])
  }
}
