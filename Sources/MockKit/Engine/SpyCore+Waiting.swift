extension SpyCore {
  // MARK: Waiting for calls

  /// Suspends until the condition holds, the timeout passes, the task is cancelled or the
  /// strict scope the spy was created in ends, whichever comes first. Event-driven: the
  /// recording call resumes the waiter.
  func wait(for condition: WaitCondition<Input>, timeout: WaitTimeout) async -> WaitOutcome {
    // Already satisfied: no continuation, no cancellation handler, no timer.
    if case .count(let count) = condition, state.withLock({ $0.calls.count >= count }) {
      return .satisfied
    }
    return await wait(for: condition, until: Timeouts.deadline(after: timeout))
  }

  /// Suspends until the condition holds, `deadline` (a time from `Timeouts.deadline`)
  /// passes, the task is cancelled or the strict scope ends, whichever comes first: for a
  /// wait that may wait again within one window, and so must not move its end.
  ///
  /// A condition already met resumes at once, without arming the timer.
  func wait(for condition: WaitCondition<Input>, until deadline: UInt64) async -> WaitOutcome {
    let id = ProcessCounter.waits.next()
    return await withTaskCancellationHandler {
      await withUnsafeContinuation { (continuation: UnsafeContinuation<WaitOutcome, Never>) in
        var armsTimer = false
        let earlierCalls = state.withLock { state -> [SpyCall<Input>]? in
          if case .count(let count) = condition, state.calls.count >= count { return nil }
          state.observers.waiters.append(
            CallWaiter(id: id, deadline: deadline, condition: condition, continuation: continuation)
          )
          armsTimer = state.observers.arm(for: deadline)
          // Only a predicate wait needs the calls so far. Any other keeps no reference to
          // them: the next call would copy the whole array to append to it.
          guard case .matching = condition else { return [] }
          return state.calls
        }
        guard let earlierCalls else {
          continuation.resume(returning: .satisfied)
          return
        }
        if armsTimer { armTimer(for: deadline) }
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

  /// Calls the spy back at `deadline` to time out the waits due by then.
  private func armTimer(for deadline: UInt64) {
    Timeouts.schedule(at: deadline) { [weak self] in self?.expireWaits(armedFor: deadline) }
  }

  /// Times out the waits whose deadline has passed, and calls the spy back again for the
  /// earliest of those left; the shared timer calls this at `deadline`.
  ///
  /// A spy keeps one entry on the timer for all its waits: a wait arms it only when it
  /// would time out before the entry already armed, so a test that waits again and again
  /// with one timeout arms it once, rather than adding an entry to the timer per wait.
  func expireWaits(armedFor deadline: UInt64) {
    let now = Timeouts.now
    var next: UInt64?
    let expired = state.withLock { state -> [CallWaiter<Input>] in
      var expired: [CallWaiter<Input>] = []
      state.observers.waiters.removeAll { waiter in
        guard waiter.deadline <= now else { return false }
        expired.append(waiter)
        return true
      }
      if state.observers.timerArmedFor == deadline { state.observers.timerArmedFor = nil }
      if let earliest = state.observers.waiters.map(\.deadline).min(),
        state.observers.arm(for: earliest)
      {
        next = earliest
      }
      return expired
    }
    if let next { armTimer(for: next) }
    for waiter in expired { waiter.continuation.resume(returning: .timedOut) }
  }

  /// Resumes the waiter `id` with `outcome`, unless something else resumed it first.
  ///
  /// The satisfying call, the timeout, the cancellation and the end of a strict scope all
  /// come here, each after the lock that found the waiter is released. Harmless: the first
  /// to remove the waiter under the lock resumes it, and the others find nothing.
  func finishWait(_ id: UInt64, _ outcome: WaitOutcome) {
    let waiter = state.withLock { state -> CallWaiter<Input>? in
      guard let index = state.observers.waiters.firstIndex(where: { $0.id == id }) else {
        return nil
      }
      return state.observers.waiters.remove(at: index)
    }
    waiter?.continuation.resume(returning: outcome)
  }

  /// Waiters still registered: for tests that prove ended waits leave nothing behind.
  var waiterCount: Int {
    state.withLock { $0.observers.waiters.count + $0.holds.waiters.count }
  }

  // MARK: Streaming calls

  /// A new stream that yields every call recorded from now on, in recording order, and
  /// finishes when the spy is reset or deinitialized, or when its consumer has waited
  /// `timeout` for a call (``expireCallStream(_:ifTaken:)``). Returns the stream and its
  /// id, which the consumer passes back as it takes calls.
  func makeCallStream() -> (id: UInt64, stream: AsyncStream<SpyCall<Input>>) {
    let id = ProcessCounter.waits.next()
    let (stream, continuation) = AsyncStream<SpyCall<Input>>.makeStream()
    continuation.onTermination = { [weak self] _ in
      self?.state.withLock { _ = $0.observers.streams.removeValue(forKey: id) }
    }
    state.withLock { $0.observers.streams[id] = CallStreamFeed(continuation) }
    return (id, stream)
  }

  /// Called as the consumer of stream `id` asks for its next call: returns how many calls
  /// it has taken when it has taken every call yielded, so that it waits, and `nil` when a
  /// call is already there or the stream has finished.
  func callStreamWillWait(_ id: UInt64) -> Int? {
    state.withLock { state in
      guard let feed = state.observers.streams[id], feed.isDrained else { return nil }
      return feed.taken
    }
  }

  /// Notes that the consumer of stream `id` took a call.
  func callStreamTook(_ id: UInt64) {
    state.withLock { $0.observers.streams[id]?.taken += 1 }
  }

  /// Finishes stream `id` if its consumer, which had taken `taken` calls when it began to
  /// wait, is still waiting: it has taken no call since, and no call has come. The
  /// consumer learns why from ``callStreamTimedOut(_:)``, and reports it.
  func expireCallStream(_ id: UInt64, ifTaken taken: Int) {
    let feed = state.withLock { state -> CallStreamFeed<Input>? in
      guard let feed = state.observers.streams[id], feed.taken == taken, feed.isDrained else {
        return nil
      }
      state.observers.timedOutStreams.insert(id)
      return state.observers.streams.removeValue(forKey: id)
    }
    feed?.continuation.finish()
  }

  /// Whether stream `id`, which has finished, finished because its consumer waited too
  /// long; asked once, by the consumer, as its loop ends.
  func callStreamTimedOut(_ id: UInt64) -> Bool {
    state.withLock { $0.observers.timedOutStreams.remove(id) != nil }
  }

  var streamCount: Int { state.withLock { $0.observers.streams.count } }
}
