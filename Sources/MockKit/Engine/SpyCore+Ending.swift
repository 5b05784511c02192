/// What a spy had left open or unused when the test that created it ended: what strict
/// mode reports.
struct SpyLeftovers<Input: Sendable, Output: Sendable, Failure: Error>: Sendable {
  let name: SpyName
  /// Every call, in call order.
  let calls: [SpyCall<Input>]
  /// The `when` stubs, in the order they were added.
  let matchedStubs: [MatchedStub<Input, Output, Failure>]
  /// What each of `matchedStubs` expects of the arguments; `nil` for a predicate.
  let matchedExpectations: [ElementwiseMatch<Input>?]
  /// The queued responses no call used, in the order they were queued.
  let unusedQueue: [Stub<Input, Output, Failure>]
  /// The held calls never resumed, each ended now, with its number among the calls.
  var endedHolds: [(call: SpyCall<Input>, number: Int)] = []
  /// Waits for calls, or for a held call, still pending, each ended now.
  let pendingWaits: Int
  /// Call streams still open, each finished now.
  let openStreams: Int
  /// How many of what stubs kept open after they answered (a stream stub's streams) a
  /// caller was still waiting on, now ended.
  var endedOpenAnswers = 0
}

extension SpyCore {
  /// Ends what the spy still has open when the strict scope it was created in ends, so
  /// that nothing outlives the test: held calls end, waits return as timed out without
  /// reporting (the scope reports them, once), call streams finish, and so do the streams
  /// stream stubs answered with. Returns what was left, for the scope to report.
  func endOpenWork() -> SpyLeftovers<Input, Output, Failure> {
    let (taken, holds, waiters, heldCallWaiters, streams, openAnswers) = state.withLock { state in
      let streams = Array(state.observers.streams.values)
      state.observers.streams.removeAll()
      let waiters = state.observers.waiters
      state.observers.waiters.removeAll()
      let heldCallWaiters = state.holds.waiters
      state.holds.waiters.removeAll()
      let leftovers = SpyLeftovers(
        name: state.name, calls: state.calls, matchedStubs: state.stubs.matched,
        matchedExpectations: state.stubs.matchedExpectations,
        unusedQueue: state.stubs.queue.elements,
        pendingWaits: waiters.count + heldCallWaiters.count, openStreams: streams.count)
      return (leftovers, state.holds.live, waiters, heldCallWaiters, streams, state.openAnswers)
    }
    for waiter in waiters { waiter.continuation.resume(returning: .scopeEnded) }
    for waiter in heldCallWaiters { waiter.continuation.resume(returning: .scopeEnded) }
    for stream in streams { stream.continuation.finish() }
    var leftovers = taken
    leftovers.endedHolds = holds.filter { $0.end(.scopeEnded) }.map { ($0.call, $0.number) }
    leftovers.endedOpenAnswers = openAnswers.reduce(0) { $0 + $1.endAtScopeEnd() }
    return leftovers
  }
}
