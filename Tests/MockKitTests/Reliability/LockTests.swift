import Foundation
import Testing

@testable import MockKit

/// The lock behind every spy, queue and scope: however long it is held, a thread waiting
/// for it must get it once it is released, after the holder, and no update made under it
/// may be lost.
extension ReliabilityTests {
  /// A hold of none at all, one of a fraction of a millisecond, and one long enough that
  /// the waiter surely blocks on the mutex.
  @Test(
    .timeLimit(.minutes(1)),
    arguments: [0, 200, 50_000] as [UInt32])
  func aThreadWaitingForAHeldLockTakesItWhenReleased(holdMicroseconds: UInt32) async {
    let lock = LockedState<[String]>([])
    let holding = DispatchSemaphore(value: 0)
    await onThreads(2) { thread in
      if thread == 0 {
        lock.withLock { events in
          events.append("holder took the lock")
          holding.signal()
          // Sleeps on purpose: the hold's length is what the test varies.
          usleep(holdMicroseconds)
          events.append("holder released the lock")
        }
      } else {
        holding.wait()
        lock.withLock { $0.append("waiter took the lock") }
      }
    }
    #expect(
      lock.withLock { $0 } == [
        "holder took the lock", "holder released the lock", "waiter took the lock",
      ])
  }

  @Test(.timeLimit(.minutes(1)))
  func threadsTakingOneLockInALoopLoseNoUpdate() async {
    let counter = LockedState(0)
    let threads = 4
    let increments = 50_000
    await onThreads(threads) { _ in
      for _ in 0..<increments { counter.withLock { $0 += 1 } }
    }
    #expect(counter.withLock { $0 } == threads * increments)
  }
}
