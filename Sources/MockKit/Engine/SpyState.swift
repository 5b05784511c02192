/// All of one spy's state, guarded by the spy's lock and grouped by concern.
@usableFromInline
struct SpyState<Input: Sendable, Output: Sendable, Failure: Error>: Sendable {
  /// Every recorded call since the last reset, in the order recorded.
  @usableFromInline var calls: [SpyCall<Input>] = []
  /// What answers the calls.
  @usableFromInline var stubs = Stubs<Input, Output, Failure>()
  /// Tasks waiting for calls, and call streams: told of each new call.
  @usableFromInline var observers = CallObservers<Input>()
  /// Held calls: those no test has taken yet, those not ended, and tasks waiting for one.
  var holds = HeldCalls<Input, Output, Failure>()
  /// The spy's name, decided by its first call.
  @usableFromInline var name: SpyName
  /// Counts resets, so that a call recorded before a reset and held after it (a matched
  /// stub's, whose matcher runs unlocked) can tell that the reset has ended it.
  @usableFromInline var generation: UInt64 = 0
  /// What stubs keep open after they answered (a stream stub's streams): ended by
  /// `reset()`, which removes the stubs, or else when the strict scope the spy was created
  /// in ends.
  var openAnswers: [OpenAnswer] = []

  init(name: SpyName) {
    self.name = name
  }
}

/// The tasks waiting for a spy's calls, and the streams of its calls.
@usableFromInline
struct CallObservers<Input: Sendable>: Sendable {
  @usableFromInline var waiters: [CallWaiter<Input>] = []
  @usableFromInline var streams: [UInt64: CallStreamFeed<Input>] = [:]
  /// The streams their timeout finished, until their consumer reads it and reports it.
  var timedOutStreams: Set<UInt64> = []
  /// The deadline the shared timer will call the spy back at to time its waits out, if
  /// any: one entry on the timer serves all the spy's waits (see ``SpyCore/expireWaits``).
  var timerArmedFor: UInt64?

  @usableFromInline init() {}

  /// Empty unless a test awaits or streams calls, so a call pays one check.
  @inlinable var isEmpty: Bool { waiters.isEmpty && streams.isEmpty }

  /// Whether the timer must be armed for a wait due at `deadline`: it is not armed, or
  /// armed for later. Notes the new deadline if so.
  mutating func arm(for deadline: UInt64) -> Bool {
    if let armed = timerArmedFor, armed <= deadline { return false }
    timerArmedFor = deadline
    return true
  }

  /// Hands a new call to the observers: yields it to every stream (in recording order,
  /// under the lock; yielding runs no user code), and removes and returns the waiters
  /// whose count it reaches. Waiters for a call that a predicate accepts are returned
  /// too, without being removed: their predicates run outside the lock.
  ///
  /// The time is read here, under the lock that orders the call with the waits: a wait
  /// whose deadline passed before the call came, but which the shared timer has not yet
  /// timed out, learns that the call came too late (`expectNoMoreCalls` must not count a
  /// call made after its window).
  @usableFromInline
  mutating func notify(_ call: SpyCall<Input>, callCount: Int) -> [CallWaiter<Input>] {
    for index in streams.values.indices { streams.values[index].yield(call) }
    guard !waiters.isEmpty else { return [] }
    let now = Timeouts.now
    var woken: [CallWaiter<Input>] = []
    waiters.removeAll { waiter in
      var handed = waiter
      handed.calledAfterDeadline = waiter.deadline < now
      switch waiter.condition {
      case .count(let count):
        guard callCount >= count else { return false }
        woken.append(handed)
        return true
      case .matching:
        woken.append(handed)
        return false
      }
    }
    return woken
  }
}

/// What a wait for calls is waiting for.
enum WaitCondition<Input: Sendable>: Sendable {
  /// At least this many calls.
  case count(Int)
  /// A call whose arguments satisfy the predicate.
  case matching(@Sendable (Input) -> Bool)
}

/// How a wait ended.
enum WaitOutcome: Sendable {
  case satisfied
  case timedOut
  case cancelled
  /// The strict scope the spy was created in ended, and reported the wait.
  case scopeEnded
}

/// A task waiting for a spy's calls, resumed exactly once by whichever first removes it
/// under the spy's lock: the satisfying call, its timeout, its cancellation, or the end
/// of the strict scope the spy was created in.
///
/// Its continuation is an `UnsafeContinuation`: being removed under the lock is what makes
/// it resumed once, and a checked one, which allocates and checks a guard on every wait,
/// made the `waitForCalls` wake-up row 2.75× a bare hand-off instead of 0.55× (goal 2×).
@usableFromInline
struct CallWaiter<Input: Sendable>: Sendable {
  let id: UInt64
  /// When the wait times out, a time from `Timeouts.deadline(after:)`.
  let deadline: UInt64
  let condition: WaitCondition<Input>
  let continuation: UnsafeContinuation<WaitOutcome, Never>
  /// Set on the copy ``CallObservers/notify(_:callCount:)`` hands back when the call came
  /// after `deadline`, before the timer had timed the wait out: the wait ends as timed
  /// out, since the call came after its window.
  var calledAfterDeadline = false

  /// How the wait ends when the call it hands the waiter satisfies it.
  var outcomeOfACall: WaitOutcome { calledAfterDeadline ? .timedOut : .satisfied }
}
