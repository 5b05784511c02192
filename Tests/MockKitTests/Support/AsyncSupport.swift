import Foundation
import MockKit

/// What a 50-millisecond wait on `Fixture.fetchUser()`, unless noted, reports when it times
/// out: the same from `waitForCalls` and `waitForCall`, in Swift Testing and XCTest tests.
enum TimedOutWait {
  /// No call at all, waiting for one.
  static let neverCalled = """
    fetchUser(id:) was never called, but expected to be called within 50 milliseconds.
      Declared at: MockKitTests/Mocks.swift:12
    """

  /// `fetchUser(id: "1")`, waiting for 2 calls.
  static let calledOnceOfTwo = """
    fetchUser(id:) was called 1 time, but expected to be called at least 2 times within 50 milliseconds.
      Calls:
        #1 fetchUser(id: "1")
      Declared at: MockKitTests/Mocks.swift:12
    """

  /// No call at all, waiting for `fetchUser(id: "1")`.
  static let neverCalledWithArguments = """
    fetchUser(id:) was never called, but expected to be called within 50 milliseconds.
      Expected:
        fetchUser(id: "1")
      Declared at: MockKitTests/Mocks.swift:12
    """

  /// Calls with `"1"` and `"2"`, waiting for `fetchUser(id: "3")`.
  static let otherArguments = """
    fetchUser(id:) was never called with the expected arguments within 50 milliseconds.
      Expected:
        fetchUser(id: "3")
      Calls:
      ✗ #1 fetchUser(id: "1")
      ✗ #2 fetchUser(id: "2")
      Declared at: MockKitTests/Mocks.swift:12
    """

  /// On `Fixture.discount()`: calls with `("WINTER", 1, false)` and `("SPRING", 2, false)`,
  /// waiting for `("SPRING", 2, true)`.
  static let closestCallDiffers = """
    discount(code:quantity:member:) was never called with the expected arguments within 50 milliseconds.
      Expected:
        discount(code: "SPRING", quantity: 2, member: true)
      Calls:
      ✗ #1 discount(code: "WINTER", quantity: 1, member: false)
      ✗ #2 discount(code: "SPRING", quantity: 2, member: false)
      Differs in #2, the closest call:
        member (argument 3): false, expected true
      Declared at: MockKitTests/Mocks.swift:50
    """

  /// A holding spy with `fetchUser(id: "1")` made, and not held or already handed out,
  /// waiting for a held call.
  static let noHeldCallLeft = """
    fetchUser(id:) had no held call to hand out within 50 milliseconds: it holds calls, but none of its calls is waiting to be handed out.
      Calls:
        #1 fetchUser(id: "1")
      Declared at: MockKitTests/Mocks.swift:12
      To fix, check that the code under test calls it again before the wait ends (each held call is handed out once, and a when stub that does not hold answers at once), or wait longer with timeout:.
    """

  /// `fetchUser(id: "1")`, waiting for an ID with the prefix `guest-`.
  static let predicateNotSatisfied = """
    fetchUser(id:) was never called with the expected arguments within 50 milliseconds.
      Expected:
        fetchUser(id:) with arguments that satisfy the predicate
      Calls:
      ✗ #1 fetchUser(id: "1")
      Declared at: MockKitTests/Mocks.swift:12
    """
}

/// How long a test waits for something that must happen.
///
/// The event ends the wait as soon as it happens, so only a failing test waits this long.
/// It is long because every test shares the cooperative pool: under ThreadSanitizer on a
/// two-core machine, ConcurrencyTests.swift's tests alone hold it for about 20 seconds, and a task
/// that is to make the awaited call cannot run until it lets go.
let eventTimeout = WaitTimeout.seconds(60)

/// Nanoseconds on a monotonic clock, for tests that bound how long something took: it
/// works on every platform version MockKit supports, where `ContinuousClock` does not.
func monotonicNanoseconds() -> UInt64 {
  DispatchTime.now().uptimeNanoseconds
}

/// Yields until `condition` holds, for at most `limit`, and returns whether it held.
///
/// For states MockKit has no event for, such as a waiter having registered: it polls by
/// yielding, never by sleeping, and gives up at the limit, so a regression fails the test
/// instead of hanging it.
func yieldUntil(
  withinNanoseconds limit: UInt64 = 60_000_000_000,
  isolation: isolated (any Actor)? = #isolation,
  _ condition: () -> Bool
) async -> Bool {
  let deadline = monotonicNanoseconds() + limit
  while !condition() {
    guard monotonicNanoseconds() < deadline else { return false }
    await Task.yield()
  }
  return true
}

/// Runs `body` on `count` threads of their own, each given its index, and returns once all
/// have finished: for code that MockKit must serve from threads outside Swift concurrency.
func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) async {
  let group = DispatchGroup()
  for thread in 0..<count {
    group.enter()
    Thread {
      body(thread)
      group.leave()
    }.start()
  }
  await withCheckedContinuation { continuation in
    group.notify(queue: .global()) { continuation.resume() }
  }
}
