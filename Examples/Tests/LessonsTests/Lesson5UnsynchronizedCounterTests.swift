import Lessons
import MockKit
import Testing

extension Lesson5 {
  /// BAD: a plain counter. The compiler refuses to call a class with a mutable `var`
  /// `Sendable`; `@unchecked` silences it, and concurrent calls then lose increments.
  final class CountingEventTracker: EventTracking, @unchecked Sendable {
    var trackCallCount = 0

    func track(_ event: String) async {
      trackCallCount += 1
    }
  }

  /// GOOD: a spy records every call exactly, from any number of tasks.
  final class MockEventTracker: EventTracking {
    let track = Spy<String, Void>()

    func track(_ event: String) async { await track.call(event) }
  }

  static func badTest(tracker: CountingEventTracker) {
    #expect(tracker.trackCallCount == 2, "one event per order")
  }

  static func goodTest(report: (any EventTracking, [String]) async -> Void) async {
    let tracker = MockEventTracker()

    await report(tracker, ["o-1", "o-2"])

    expectCalled(tracker.track, times: 2)
  }

  /// Replays what two threads can do to `trackCallCount += 1`, deterministically: the
  /// first call reads the count, a second call runs from start to end on another task,
  /// then the first call writes what it read plus one, erasing the second call's
  /// increment. The hand-offs are explicit: the second task is awaited in between.
  static func replayTwoOverlappingCalls(on tracker: CountingEventTracker) async {
    let readByFirstCall = tracker.trackCallCount
    await Task { await tracker.track("order_placed:o-1") }.value
    tracker.trackCallCount = readByFirstCall + 1
  }
}

extension LessonProofs {
  @Test func anUnsynchronizedCounterLosesTheCallThatWouldShowADuplicate() async {
    let faulty = { await Lesson5.FaultyOrderEventsReporter(tracker: $0).reportPlaced(orderIDs: $1) }
    let correct = { await Lesson5.OrderEventsReporter(tracker: $0).reportPlaced(orderIDs: $1) }

    // The faulty reporter tracks 3 events for 2 orders. On real threads two of them can
    // overlap in the counter's read-modify-write; replayed that way, the counter says 2.
    let counter = Lesson5.CountingEventTracker()
    await Lesson5.replayTwoOverlappingCalls(on: counter)
    await counter.track("order_placed:o-2")
    #expect(await issues { Lesson5.badTest(tracker: counter) } == [])

    #expect(
      await issues { await Lesson5.goodTest(report: faulty) } == [
        .mockKit("track(_:) was called 3 times, but expected to be called 2 times.")
      ])
    #expect(await issues { await Lesson5.goodTest(report: correct) } == [])
  }

  @Test func aSpyCountsEveryCallOf8TasksCalling10000TimesEach() async {
    let tracker = Lesson5.MockEventTracker()

    await withTaskGroup(of: Void.self) { group in
      for task in 0..<8 {
        group.addTask {
          for call in 0..<10_000 { await tracker.track("event-\(task)-\(call)") }
        }
      }
    }

    #expect(tracker.track.callCount == 80_000)
  }
}
