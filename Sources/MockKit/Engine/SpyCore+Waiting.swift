extension SpyCore {
  // MARK: Waiting for calls

  /// Suspends until the condition holds, the timeout passes or the task is cancelled,
  /// whichever comes first. Event-driven: the recording call resumes the waiter.
  ///
  /// Inlined, with `SpyBase.wait` and `Waiting.forCalls`, into the public waits: each
  /// `async` function a wait passes through checks its executor on entry and again after
  /// every `await`: with three more such frames, a wake-up took 2.2 to 2.8 times the
  /// bare hand-off, where it takes 1.8 to 1.9 times inlined.
  @inline(__always)
  func wait(for condition: WaitCondition<Input>, timeout: WaitTimeout) async -> WaitOutcome {
    // Already satisfied: no continuation, no cancellation handler, no timer. Otherwise
    // the wait takes its identity, in the same step: from the spy, whose lock the test's
    // and the caller's threads share anyway, rather than from a process-wide counter
    // whose memory both would pass back and forth on every wait.
    let taken = state.withLock { state -> UInt64? in
      if case .count(let count) = condition, state.calls.count >= count { return nil }
      state.nextWaitID &+= 1
      return state.nextWaitID
    }
    guard let id = taken else { return .satisfied }
    let deadline = Timeouts.deadline(after: timeout)
    return await withTaskCancellationHandler {
      await withUnsafeContinuation { (continuation: UnsafeContinuation<WaitOutcome, Never>) in
        var earlierCalls: [SpyCall<Input>] = []
        let (satisfied, armTimer) = state.withLock { state -> (Bool, Bool) in
          switch condition {
          case .count(let count):
            if state.calls.count >= count { return (true, false) }
            state.countWaiters.append(
              CountWaiter(count: count, id: id, deadline: deadline, continuation: continuation))
          case .matching(let matches):
            state.matchWaiters.append(
              MatchWaiter(
                matches: matches, id: id, deadline: deadline, continuation: continuation))
            earlierCalls = state.calls.snapshot()
          }
          // The timer already calls the spy back no later than this wait's deadline:
          // nothing to arm, as for every wait but the first of a series with one timeout.
          if let armed = state.waitTimerArmedFor, armed <= deadline { return (false, false) }
          state.waitTimerArmedFor = deadline
          return (false, true)
        }
        if satisfied {
          continuation.resume(returning: .satisfied)
          return
        }
        if armTimer {
          Timeouts.schedule(at: deadline) { [weak self] in self?.expireWaits(armedFor: deadline) }
        }
        // Cancelled before the waiter existed: the cancellation handler found nothing.
        if Task.isCancelled { finishWait(id, .cancelled) }
        // Calls recorded before the waiter existed are checked here, outside the lock.
        if case .matching(let matches) = condition,
          earlierCalls.contains(where: { matches($0.arguments) })
        {
          finishWait(id, .satisfied)
        }
      }
    } onCancel: {
      self.finishWait(id, .cancelled)
    }
  }

  /// Times out the waits whose deadline has passed; the shared timer calls this at
  /// `deadline`, which it was armed for.
  ///
  /// One timer call per spy serves all its waits: a wait arms it only when it would time
  /// out before every call already armed, so a test waiting again and again with one
  /// timeout arms it once, instead of taking the timer's lock and a new entry every time.
  /// A call for a wait that ended meanwhile finds nothing to time out.
  func expireWaits(armedFor deadline: UInt64) {
    let now = Timeouts.now
    let (expired, next) = state.withLock {
      state -> ([UnsafeContinuation<WaitOutcome, Never>], UInt64?) in
      var expired: [UnsafeContinuation<WaitOutcome, Never>] = []
      state.countWaiters.removeAll { waiter in
        guard waiter.deadline <= now else { return false }
        expired.append(waiter.continuation)
        return true
      }
      state.matchWaiters.removeAll { waiter in
        guard waiter.deadline <= now else { return false }
        expired.append(waiter.continuation)
        return true
      }
      if state.waitTimerArmedFor == deadline { state.waitTimerArmedFor = nil }
      let earliest = min(
        state.countWaiters.lazy.map(\.deadline).min() ?? .max,
        state.matchWaiters.lazy.map(\.deadline).min() ?? .max)
      guard earliest != .max, state.waitTimerArmedFor == nil else { return (expired, nil) }
      state.waitTimerArmedFor = earliest
      return (expired, earliest)
    }
    if let next {
      Timeouts.schedule(at: next) { [weak self] in self?.expireWaits(armedFor: next) }
    }
    for continuation in expired { continuation.resume(returning: .timedOut) }
  }

  /// Resumes the waiter `id` with `outcome`, unless something else resumed it first.
  ///
  /// The satisfying call, the timeout and the cancellation all come here, each after the
  /// lock that found the waiter is released. Harmless: the first to remove the waiter
  /// under the lock resumes it, and the others find nothing.
  @usableFromInline
  func finishWait(_ id: UInt64, _ outcome: WaitOutcome) {
    let continuation = state.withLock { state -> UnsafeContinuation<WaitOutcome, Never>? in
      if let index = state.countWaiters.firstIndex(where: { $0.id == id }) {
        return state.countWaiters.remove(at: index).continuation
      }
      if let index = state.matchWaiters.firstIndex(where: { $0.id == id }) {
        return state.matchWaiters.remove(at: index).continuation
      }
      return nil
    }
    continuation?.resume(returning: outcome)
  }

  /// Waiters still registered: for tests that prove cancelled waits leave nothing behind.
  var waiterCount: Int {
    state.withLock { $0.countWaiters.count + $0.matchWaiters.count + $0.heldCallWaiters.count }
  }

  // MARK: Streaming calls

  /// A new stream that yields every call recorded from now on, in recording order, and
  /// finishes when the spy is reset or deinitialized.
  func makeCallStream() -> AsyncStream<SpyCall<Input>> {
    let id = WaitID.next()
    let (stream, continuation) = AsyncStream<SpyCall<Input>>.makeStream()
    continuation.onTermination = { [weak self] _ in
      self?.state.withLock { _ = $0.streams.removeValue(forKey: id) }
    }
    state.withLock { $0.streams[id] = continuation }
    return stream
  }

  var streamCount: Int { state.withLock { $0.streams.count } }

  // MARK: Held calls

  /// The hold of a call that a matched stub holds: its matcher ran unlocked, after the
  /// call was recorded. If a reset came in between, the call ends at once as the reset
  /// would have ended it, reported, instead of being held after the reset.
  @usableFromInline
  func holdMatched(
    _ call: SpyCall<Input>, _ recorded: RecordedCall<Input, Output, Failure>,
    _ holding: Holding<Output, Failure>
  ) -> Hold<Input, Output, Failure> {
    let (hold, afterReset) = state.withLock { state in
      let record = CallRecord<Input>(calls: [], identity: identity, firstCaller: state.firstCaller)
      let hold = Hold(
        call, number: recorded.number, generation: recorded.generation,
        record: record, timeout: holding.timeout, ending: holding.ending)
      guard state.generation == recorded.generation else { return (hold, true) }
      state.track(hold)
      return (hold, false)
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
    let waiter = state.withLock { state -> Waiter<Hold<Input, Output, Failure>?>? in
      // Reset since it was recorded: `reset()` has ended it or is about to. Or cancelled
      // since it was held: nobody waits for it any more.
      guard state.generation == hold.generation, !hold.hasEnded else { return nil }
      if !state.heldCallWaiters.isEmpty { return state.heldCallWaiters.removeFirst() }
      state.unclaimedHolds.append(hold)
      return nil
    }
    waiter?.continuation.resume(returning: hold)
  }

  /// The oldest held call no test has taken yet and that has not ended, waiting up to
  /// `timeout` for one; `nil` after the timeout or a cancellation.
  func nextHold(timeout: WaitTimeout) async -> Hold<Input, Output, Failure>? {
    let id = WaitID.next()
    return await withTaskCancellationHandler {
      await withCheckedContinuation {
        (continuation: CheckedContinuation<Hold<Input, Output, Failure>?, Never>) in
        let claimed = state.withLock { state -> Hold<Input, Output, Failure>? in
          if let next = state.claimUnclaimedHold() { return next }
          state.heldCallWaiters.append(Waiter(id: id, continuation: continuation))
          return nil
        }
        if let claimed {
          continuation.resume(returning: claimed)
          return
        }
        Timeouts.schedule(after: timeout) { [weak self] in self?.finishHeldCallWait(id) }
        if Task.isCancelled { finishHeldCallWait(id) }
      }
    } onCancel: { [weak self] in
      self?.finishHeldCallWait(id)
    }
  }

  /// The oldest held call no test has taken yet and that has not ended, without waiting.
  ///
  /// For a wait that timed out while the pool was too busy to run the caller: by the time
  /// the waiting task runs again, the call it waited for may be held after all.
  func claimHold() -> Hold<Input, Output, Failure>? {
    state.withLock { $0.claimUnclaimedHold() }
  }

  private func finishHeldCallWait(_ id: UInt64) {
    let continuation = state.withLock {
      state -> CheckedContinuation<Hold<Input, Output, Failure>?, Never>? in
      guard let index = state.heldCallWaiters.firstIndex(where: { $0.id == id }) else {
        return nil
      }
      return state.heldCallWaiters.remove(at: index).continuation
    }
    continuation?.resume(returning: nil)
  }
}

/// The one entry through which the container reaches a spy.
protocol SpyControl: AnyObject {
  /// Makes every call that no stub answers fail, naming `service`; stubs, present or
  /// added later, still answer.
  func makeUnimplemented(service: String)
}

extension SpyState {
  /// Takes the oldest unclaimed held call that has not ended, dropping ended ones.
  mutating func claimUnclaimedHold() -> Hold<Input, Output, Failure>? {
    while let next = unclaimedHolds.popFirst() {
      if !next.hasEnded { return next }
    }
    return nil
  }
}
