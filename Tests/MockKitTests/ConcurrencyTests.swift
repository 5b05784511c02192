import Foundation
import MockKit
import Testing

/// Exactness under real concurrency: many tasks, many calls, exact totals. These also run
/// under ThreadSanitizer in CI, serialized with the other stress tests.
extension AsyncStressTests {
  static let tasks = 8
  static let callsPerTask = 50_000

  @Test func everyCallIsRecordedExactlyOnce() async {
    let track = Spy<Int, Void>()
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<Self.tasks {
        group.addTask {
          let record = { (call: Int) in track.call(task * Self.callsPerTask + call) }
          for call in 0..<Self.callsPerTask {
            record(call)
            // Let other tests run: without a suspension point this loop holds a
            // cooperative thread for seconds under ThreadSanitizer.
            if call % 1_000 == 999 { await Task.yield() }
          }
        }
      }
    }

    let total = Self.tasks * Self.callsPerTask
    #expect(track.callCount == total)
    var timesSeen = [Int](repeating: 0, count: total)
    for argument in track.arguments { timesSeen[argument] += 1 }
    #expect(timesSeen.allSatisfy { $0 == 1 }, "every argument appears exactly once")
    let sequenceNumbers = track.calls.map(\.sequenceNumber)
    #expect(zip(sequenceNumbers, sequenceNumbers.dropFirst()).allSatisfy { $0 < $1 })
  }

  @Test func everyQueuedResponseOfASpyIsHandedOutOnce() async {
    let nextID = Spy<Void, Int>()
    let total = Self.tasks * 5_000
    for id in 0..<total { nextID.enqueue(id) }
    nextID.returns(-1)

    let handedOut = await withTaskGroup(of: [Int].self) { group in
      for _ in 0..<Self.tasks {
        group.addTask { (0..<5_000).map { _ in nextID.call(()) } }
      }
      return await group.reduce(into: []) { $0 += $1 }
    }

    #expect(handedOut.sorted() == Array(0..<total))
    #expect(await nextID.call() == -1)
  }

  @Test func aStubQueueDrainedConcurrentlyHandsOutEachEntryOnce() async throws {
    let total = Self.tasks * 10_000
    let tickets = StubQueue<Int>(whenExhausted: .fallback(-1))
    for ticket in 0..<total { tickets.enqueue(ticket) }

    let drained = await withTaskGroup(of: [Int].self) { group in
      for _ in 0..<Self.tasks {
        group.addTask { (0..<10_000).compactMap { _ in try? tickets.next() } }
      }
      return await group.reduce(into: []) { $0 += $1 }
    }

    #expect(drained.sorted() == Array(0..<total))
    #expect(tickets.remainingCount == 0)
    #expect(try tickets.next() == -1)
  }

  @Test func stubbingWhileCallingIsSafe() async {
    let price = Spy<Int, Int>()
    price.returns(0)
    await withTaskGroup(of: Void.self) { group in
      group.addTask {
        for value in 0..<2_000 { price.when(value).returns(value) }
      }
      for _ in 0..<4 {
        group.addTask {
          for value in 0..<2_000 {
            let answer = price.call(value)
            #expect(answer == 0 || answer == value)
          }
        }
      }
    }
    #expect(price.callCount == 8_000)
  }

  @Test func callsFromThreadsAndQueuesAreRecorded() async {
    let track = Spy<Int, Void>()
    async let threads: Void = onThreads(4) { worker in
      for call in 0..<1_000 { track.call(worker * 1_000 + call) }
    }
    DispatchQueue.concurrentPerform(iterations: 4) { worker in
      for call in 0..<1_000 { track.call(4_000 + worker * 1_000 + call) }
    }
    await threads
    #expect(Set(track.arguments) == Set(0..<8_000))
    #expect(track.callCount == 8_000)
  }
}
