/// A spy's held calls.
struct HeldCalls<Input: Sendable, Output: Sendable, Failure: Error>: Sendable {
  /// Held calls no test has taken yet, in the order they were held. Calls that ended
  /// meanwhile are skipped when taken.
  var unclaimed = FIFO<Hold<Input, Output, Failure>>()
  /// Tasks waiting in `nextHeldCall()` for a call to be held.
  var waiters: [HeldCallWaiter<Input, Output, Failure>] = []
  /// Every held call not known to have ended, for `reset()` and the end of a strict scope
  /// to end, from the moment it is recorded. Ended calls are pruned when the list has
  /// doubled since the last pruning: amortized O(1) a call.
  private(set) var live: [Hold<Input, Output, Failure>] = []
  private var pruneLiveAt = 64

  /// Makes `hold` one that a reset ends.
  mutating func track(_ hold: Hold<Input, Output, Failure>) {
    if live.count >= pruneLiveAt {
      live.removeAll { $0.hasEnded }
      pruneLiveAt = max(64, 2 * live.count)
    }
    live.append(hold)
  }

  /// Takes the oldest unclaimed held call that has not ended, dropping ended ones.
  mutating func claim() -> Hold<Input, Output, Failure>? {
    while let next = unclaimed.popFirst() {
      if !next.hasEnded { return next }
    }
    return nil
  }

  /// Forgets the held calls no test has taken, and returns every one not known to have
  /// ended, for the caller to end. Tasks waiting for a held call keep waiting.
  mutating func removeAll() -> [Hold<Input, Output, Failure>] {
    unclaimed.removeAll()
    defer { live.removeAll() }
    return live
  }
}

/// A task waiting in `nextHeldCall()`, resumed exactly once by whichever first removes it
/// under the spy's lock: a held call, its timeout, its cancellation, or the end of the
/// strict scope the spy was created in.
struct HeldCallWaiter<Input: Sendable, Output: Sendable, Failure: Error>: Sendable {
  let id: UInt64
  let continuation: CheckedContinuation<HeldCallWait<Input, Output, Failure>, Never>
}

/// How a wait for a held call ended.
enum HeldCallWait<Input: Sendable, Output: Sendable, Failure: Error>: Sendable {
  case held(Hold<Input, Output, Failure>)
  /// It timed out or its task was cancelled.
  case none
  /// The strict scope the spy was created in ended, and reported the wait.
  case scopeEnded
}

extension SpyCore {
  /// A held call for call `number`, tracked for `reset()` in the caller's locked step.
  @usableFromInline
  func makeHold(
    _ call: SpyCall<Input>, _ number: Int, _ generation: UInt64,
    _ holding: Holding<Output, Failure>, _ state: inout SpyState<Input, Output, Failure>
  ) -> Hold<Input, Output, Failure> {
    let hold = Hold(
      call, number: number, generation: generation, name: state.name, location: location,
      holding: holding)
    state.holds.track(hold)
    return hold
  }

  /// The hold of a call whose stub was chosen after the step that recorded it (by its
  /// matcher, outside the lock, or under the lock taken again for the queue or the
  /// default). If a reset came in between, the call ends at once as the reset would have
  /// ended it, reported, instead of being held after the reset.
  @usableFromInline
  func holdAfterRecording(
    _ call: SpyCall<Input>, _ number: Int, _ generation: UInt64,
    _ holding: Holding<Output, Failure>
  ) -> Hold<Input, Output, Failure> {
    let (hold, afterReset) = state.withLock { state in
      guard state.generation == generation else {
        let hold = Hold(
          call, number: number, generation: generation, name: state.name, location: location,
          holding: holding)
        return (hold, true)
      }
      return (makeHold(call, number, generation, holding, &state), false)
    }
    if afterReset { hold.end(.reset) }
    return hold
  }

  /// Holds the caller until the test resumes the call, its task is cancelled, the spy is
  /// reset or the call's timeout passes; whichever comes first ends it.
  @usableFromInline
  func hold(_ hold: Hold<Input, Output, Failure>) async -> Result<Output, Failure> {
    let result = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        // Already ended (cancelled, or reset before its caller got here): nothing to hand
        // out, no timer.
        guard hold.park(continuation) else { return }
        offer(hold)
        Timeouts.schedule(after: hold.timeout) { [weak hold] in hold?.end(.timedOut) }
      }
    } onCancel: {
      hold.cancel()
    }
    // The caller wakes exactly once, so a timeout is reported once, in its task.
    hold.reportIfTimedOut()
    return result
  }

  /// Hands a held call to the oldest task waiting for one, or keeps it for the next.
  ///
  /// The call is offered only once its caller is suspended and its task's cancellation is
  /// settled, so a call cancelled before it was held is never handed out. The waiter is
  /// resumed after the lock is released; if the call ends meanwhile, resuming it reports
  /// how it ended.
  private func offer(_ hold: Hold<Input, Output, Failure>) {
    let waiter = state.withLock { state -> HeldCallWaiter<Input, Output, Failure>? in
      // Reset since it was recorded: `reset()` has ended it or is about to. Or cancelled
      // since it was held: nobody waits for it any more.
      guard state.generation == hold.generation, !hold.hasEnded else { return nil }
      if !state.holds.waiters.isEmpty { return state.holds.waiters.removeFirst() }
      state.holds.unclaimed.append(hold)
      return nil
    }
    waiter?.continuation.resume(returning: .held(hold))
  }

  /// The oldest held call no test has taken yet and that has not ended, waiting up to
  /// `timeout` for one.
  func nextHold(timeout: WaitTimeout) async -> HeldCallWait<Input, Output, Failure> {
    let id = ProcessCounter.waits.next()
    return await withTaskCancellationHandler {
      await withCheckedContinuation {
        (continuation: CheckedContinuation<HeldCallWait<Input, Output, Failure>, Never>) in
        let claimed = state.withLock { state -> Hold<Input, Output, Failure>? in
          if let next = state.holds.claim() { return next }
          state.holds.waiters.append(HeldCallWaiter(id: id, continuation: continuation))
          return nil
        }
        if let claimed {
          continuation.resume(returning: .held(claimed))
          return
        }
        Timeouts.schedule(after: timeout) { [weak self] in self?.finishHeldCallWait(id, .none) }
        if Task.isCancelled { finishHeldCallWait(id, .none) }
      }
    } onCancel: { [weak self] in
      self?.finishHeldCallWait(id, .none)
    }
  }

  /// The oldest held call no test has taken yet and that has not ended, without waiting.
  ///
  /// For a wait that timed out while the pool was too busy to run the caller: by the time
  /// the waiting task runs again, the call it waited for may be held after all.
  func claimHold() -> Hold<Input, Output, Failure>? {
    state.withLock { $0.holds.claim() }
  }

  /// Whether a stub of the spy holds the calls it answers, for the message of a wait for a
  /// held call that ended with none.
  var holdsCalls: Bool {
    state.withLock { $0.stubs.holdsCalls }
  }

  private func finishHeldCallWait(_ id: UInt64, _ outcome: HeldCallWait<Input, Output, Failure>) {
    let waiter = state.withLock { state -> HeldCallWaiter<Input, Output, Failure>? in
      guard let index = state.holds.waiters.firstIndex(where: { $0.id == id }) else {
        return nil
      }
      return state.holds.waiters.remove(at: index)
    }
    waiter?.continuation.resume(returning: outcome)
  }
}
