import Testing

@testable import MockKit

/// `callStream`: each consumer sees every call recorded after it subscribed, in recording
/// order, until the spy is reset or deallocated. Each test ends its streams by resetting or
/// releasing the spy, or by cancelling the consumer, so every `for await` loop is bounded.
extension WaitingTests {
  @Test func aConsumerSeesEveryCallAfterItSubscribedInOrder() async {
    let track = Spy<String, Void>(name: "track(_:)", fileID: "MockKitTests/Mocks.swift", line: 90)
    await track.call("before")
    let stream = track.callStream
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
    let consumers = [track.callStream, track.callStream].map { stream in
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
    let stream = track.callStream
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
    let stream = try #require(track).callStream
    await track?.call("opened")
    let consumer = Task {
      var count = 0
      for await _ in stream { count += 1 }
      return count
    }
    weak let core = track?.core

    track = nil

    #expect(core == nil, "the stream keeps the spy alive")
    core?.reset()  // ends the stream if the spy is still alive, so the test cannot hang
    #expect(await consumer.value == 1)
  }

  @Test func cancellingAConsumerUnsubscribesIt() async {
    let track = Spy<String, Void>(name: "track(_:)", fileID: "MockKitTests/Mocks.swift", line: 90)
    let stream = track.callStream
    let kept = track.callStream
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
      let stream = track.callStream
      withExtendedLifetime(stream) { #expect(track.core.streamCount == 1) }
    }

    #expect(track.core.streamCount == 0)
  }

  @Test func aResetSpyStreamsItsNewCalls() async {
    let track = Spy<String, Void>(name: "track(_:)", fileID: "MockKitTests/Mocks.swift", line: 90)
    await track.call("first")
    track.reset()
    let stream = track.callStream
    await track.call("second")
    track.reset()

    var seen: [String] = []
    for await call in stream { seen.append(call.arguments) }
    #expect(seen == ["second"])
  }
}
