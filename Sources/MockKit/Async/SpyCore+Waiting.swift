/// What the assertions on ``CallRecording`` need from a spy beyond its recorded calls:
/// waiting for calls and streaming them. ``SpyCore`` is the only conformer.
protocol CallSource<Input>: Sendable {
  associatedtype Input: Sendable
  func wait(for condition: WaitCondition<Input>, timeout: Duration) async -> WaitOutcome
  func makeCallStream() -> AsyncStream<SpyCall<Input>>
  func makeUnimplemented(service: String)
  func resetCalls()
  func reset()
}

extension SpyCore: CallSource {
  // MARK: Waiting for calls

  /// Suspends until the condition holds, the timeout passes or the task is cancelled,
  /// whichever comes first. Event-driven: the recording call resumes the waiter.
  func wait(for condition: WaitCondition<Input>, timeout: Duration) async -> WaitOutcome {
    // Already satisfied: no continuation, no cancellation handler, no timer.
    if case .count(let count) = condition, state.withLock({ $0.calls.count >= count }) {
      return .satisfied
    }
    let id = WaitID.next()
    return await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<WaitOutcome, Never>) in
        var earlierCalls: [SpyCall<Input>] = []
        let satisfied = state.withLock { state in
          switch condition {
          case .count(let count):
            if state.calls.count >= count { return true }
            state.countWaiters.append(
              CountWaiter(count: count, id: id, continuation: continuation))
          case .matching(let matches):
            state.matchWaiters.append(
              MatchWaiter(matches: matches, id: id, continuation: continuation))
            earlierCalls = state.calls
          }
          return false
        }
        if satisfied {
          continuation.resume(returning: .satisfied)
          return
        }
        Timeouts.schedule(after: timeout) { [weak self] in self?.finishWait(id, .timedOut) }
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

  /// Resumes the waiter `id` with `outcome`, unless something else resumed it first.
  func finishWait(_ id: UInt64, _ outcome: WaitOutcome) {
    let continuation = state.withLock { state -> CheckedContinuation<WaitOutcome, Never>? in
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
    state.withLock { $0.countWaiters.count + $0.matchWaiters.count + $0.suspensionWaiters.count }
  }

  /// Makes every later call fail, naming `service`: the spy's mock is registered as
  /// unimplemented in a ``TestContainer``.
  func makeUnimplemented(service: String) {
    state.withLock { state in
      state.matchedStubs.removeAll()
      state.queue.removeAll()
      state.defaultResponse = .unimplemented(service: service)
    }
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

  // MARK: Suspended calls

  /// Parks `call` until the test resumes it, its task is cancelled, the spy is reset or
  /// `timeout` passes.
  @usableFromInline
  func suspend(
    _ recorded: RecordedCall<Input, Output, Failure>, timeout: Duration,
    ending: @escaping @Sendable () -> Result<Output, Failure>
  ) async -> Result<Output, Failure> {
    let suspension = SuspendedCall(
      recorded.call, number: recorded.number, record: callRecord, site: site, ending: ending)
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        suspension.park(continuation)
        let waiter = state.withLock { state -> Waiter<SuspendedCall<Input, Output, Failure>?>? in
          if state.liveSuspensions.count >= state.pruneLiveSuspensionsAt {
            state.liveSuspensions.removeAll { $0.hasEnded }
            state.pruneLiveSuspensionsAt = max(64, 2 * state.liveSuspensions.count)
          }
          state.liveSuspensions.append(suspension)
          if !state.suspensionWaiters.isEmpty { return state.suspensionWaiters.removeFirst() }
          state.unclaimedSuspensions.append(suspension)
          return nil
        }
        waiter?.continuation.resume(returning: suspension)
        let reason = "it was suspended for \(Timeouts.describe(timeout))"
        Timeouts.schedule(after: timeout) { [weak suspension] in
          suspension?.abandon(because: reason)
        }
      }
    } onCancel: {
      suspension.cancel()
    }
  }

  /// The oldest suspended call no test has taken yet, waiting up to `timeout` for one.
  func nextSuspendedCall(timeout: Duration, at location: FailureLocation) async
    -> SuspendedCall<Input, Output, Failure>?
  {
    let id = WaitID.next()
    let suspension = await withTaskCancellationHandler {
      await withCheckedContinuation {
        (continuation: CheckedContinuation<SuspendedCall<Input, Output, Failure>?, Never>) in
        let claimed = state.withLock { state -> SuspendedCall<Input, Output, Failure>? in
          if let next = state.unclaimedSuspensions.popFirst() { return next }
          state.suspensionWaiters.append(Waiter(id: id, continuation: continuation))
          return nil
        }
        if let claimed {
          continuation.resume(returning: claimed)
          return
        }
        Timeouts.schedule(after: timeout) { [weak self] in self?.finishSuspensionWait(id) }
        if Task.isCancelled { finishSuspensionWait(id) }
      }
    } onCancel: { [weak self] in
      self?.finishSuspensionWait(id)
    }
    if suspension == nil {
      let record = callRecord
      let failure: MockFailure =
        Task.isCancelled
        ? .suspensionWaitCancelled(record.label)
        : .noSuspendedCall(record.label, within: Timeouts.describe(timeout), calls: record.lines())
      Reporter.report(failure, at: location)
    }
    return suspension
  }

  private func finishSuspensionWait(_ id: UInt64) {
    let continuation = state.withLock {
      state -> CheckedContinuation<SuspendedCall<Input, Output, Failure>?, Never>? in
      guard let index = state.suspensionWaiters.firstIndex(where: { $0.id == id }) else {
        return nil
      }
      return state.suspensionWaiters.remove(at: index).continuation
    }
    continuation?.resume(returning: nil)
  }
}
