/// The recording and stubbing engine behind every spy: ``Spy`` (`Failure == Never`) and
/// ``ThrowingSpy`` (`Failure == any Error`).
///
/// A call goes through three steps, each in its own function, which
/// ``call(_:caller:fileID:returning:throwing:)`` (and its `async` twin) runs in order:
///
/// 1. ``record(_:caller:fileID:canHold:)`` takes the lock once to record the call and
///    pick what answers it. When `when` stubs exist, their matchers run after the lock is
///    released, and only if none matches is the lock taken a second time, for the queue
///    or the default. It returns a ``RecordedCall``, which says what happened.
/// 2. `respond(to:_:)` (or its `async` twin, which can also await an answer or hold the
///    call) runs the stub's answer, outside the lock, and returns a ``Response``.
/// 3. ``finish(_:_:_:returning:throwing:)`` turns the response into what the mocked
///    method returns or throws, reporting a failure first when the call cannot be
///    answered.
///
/// Every `call` variant of the public spies is `call(_:caller:fileID:returning:throwing:)`;
/// the typed and generic ones pass only a conversion of the output and the error type they
/// can throw. Stubbing, waiting, holding and the end of a strict scope live in the
/// extensions named after them.
@usableFromInline
final class SpyCore<Input: Sendable, Output: Sendable, Failure: Error>: Sendable {
  @usableFromInline let state: LockedState<SpyState<Input, Output, Failure>>
  /// Tells whether a call comes from a mock's method, to name the spy after it.
  @usableFromInline let detector: MockMethodDetector
  /// Where the spy's failures point, and the scopes that collect them.
  let location: FailureLocation
  /// Told of the stubs, the calls that missed them and the reads of the calls; strict
  /// mode's, when the spy was created in a strict scope.
  let observer: SpyObserver<Input, Output, Failure>?
  /// `()` when the output is `Void`: what an unstubbed call of a method that returns
  /// nothing returns. `nil` for any other output.
  @usableFromInline let voidOutput: Output?
  /// Numbers the spy's calls among every spy's: ``ProcessCounter/calls``, kept here so
  /// that a call reaches it with one load, not through a global's lazy initializer.
  @usableFromInline let callCounter = ProcessCounter.calls
  init(
    name: SpyName, declaredIn function: StaticString, sinks: FailureSinks,
    observer: SpyObserver<Input, Output, Failure>?,
    declaredDefault: Stub<Input, Output, Failure>? = nil
  ) {
    var initial = SpyState<Input, Output, Failure>(name: name)
    initial.stubs.declared = declaredDefault
    initial.stubs.fallback = declaredDefault
    state = LockedState(initial)
    detector = MockMethodDetector(fileID: name.site.fileID, declaringFunction: function)
    location = name.site.location(reportingTo: sinks)
    self.observer = observer
    voidOutput = () as? Output
  }

  deinit {
    // No task can be waiting here (a waiting task keeps the spy alive), but a stream
    // consumer can: end its `for await`.
    let streams = state.withLock { $0.observers.streams.values }
    for stream in streams { stream.continuation.finish() }
  }

  // MARK: Recording

  /// Records the call and decides what answers it: matched stubs (newest first), then the
  /// one-shot queue (first in, first out), then the default.
  ///
  /// - Parameters:
  ///   - caller: `#function` of the call, which may name the spy.
  ///   - fileID: `#fileID` of the call.
  ///   - canHold: Whether the call is `await`ed, so that a stub may hold it. A call held
  ///     by the queue or the default is held in the step that records it, so that a
  ///     `reset()` right after the call ends it.
  @inlinable
  func record(
    _ input: Input, caller: StaticString, fileID: StaticString, canHold: Bool
  ) -> RecordedCall<Input, Output, Failure> {
    // What the locked step decides is written to these locals rather than returned as one
    // value: a large generic value returned from the lock's closure was copied and
    // destroyed through its type's metadata, a third of a call (the `Spy.call` rows).
    var woken: [CallWaiter<Input>]?
    var toMatch: [MatchedStub<Input, Output, Failure>]?
    var answer = Answer<Input, Output, Failure>.unanswered(.unstubbed)
    var sequenceNumber: UInt64 = 0
    var number = 0
    var generation: UInt64 = 0
    state.withLock { state in
      sequenceNumber = callCounter.next()
      let call = SpyCall(arguments: input, sequenceNumber: sequenceNumber)
      state.calls.append(call)
      number = state.calls.count
      generation = state.generation
      if !state.name.isDecided { state.name.decide(firstCallFrom: caller, in: fileID, detector) }
      if !state.observers.isEmpty {
        woken = state.observers.notify(call, callCount: number)
      }
      if state.stubs.matched.isEmpty {
        answer = state.stubs.next()
        if canHold, case .stub(.holding(let holding)) = answer {
          answer = .held(makeHold(call, number, generation, holding, &state))
        }
      } else {
        toMatch = state.stubs.matched
      }
    }
    // Waiters learn of the call after the lock is released. Harmless: each wait re-checks
    // the calls when it ends.
    if let woken { wake(woken, with: input) }
    if let toMatch {
      let call = SpyCall(arguments: input, sequenceNumber: sequenceNumber)
      answer = matched(call, number: number, generation: generation, in: toMatch, canHold: canHold)
    }
    return RecordedCall(number: number, answer: answer)
  }

  /// Runs the `when` stubs' matchers on a recorded call, outside the lock, newest first;
  /// if none matches, takes the lock again for the queue or the default.
  ///
  /// The stubs may change while the matchers run. Harmless: the call takes the stubs as
  /// they were when it was recorded, as if it had run a moment earlier.
  @inlinable
  func matched(
    _ call: SpyCall<Input>, number: Int, generation: UInt64,
    in stubs: [MatchedStub<Input, Output, Failure>], canHold: Bool
  ) -> Answer<Input, Output, Failure> {
    let answer: Answer<Input, Output, Failure>
    if let (index, stub) = Stubs.match(call.arguments, in: stubs) {
      noteUsed(matchedStub: index, generation: generation)
      answer = Answer(stub)
    } else {
      answer = unmatched(call, number: number, generation: generation)
    }
    if canHold, case .stub(.holding(let holding)) = answer {
      return .held(holdAfterRecording(call, number, generation, holding))
    }
    return answer
  }

  /// Tells the observer that a call used the matched stub at `index`, unless a reset has
  /// removed the stub since the call was recorded.
  @usableFromInline
  func noteUsed(matchedStub index: Int, generation: UInt64) {
    guard let observer else { return }
    state.withLock { state in
      if state.generation == generation { observer.didUseMatchedStub(index) }
    }
  }

  /// What answers a call that no `when` stub matched: the queue or the default, taken
  /// under the lock again.
  ///
  /// A reset that came while the matchers ran left the queue to the calls after it: the
  /// call, recorded before the reset, takes the default, and strict mode, which the reset
  /// started over, is not told of it.
  @usableFromInline
  func unmatched(
    _ call: SpyCall<Input>, number: Int, generation: UInt64
  ) -> Answer<Input, Output, Failure> {
    state.withLock { state in
      guard state.generation == generation else { return state.stubs.fallbackAnswer }
      if state.stubs.queue.isEmpty {
        observer?.didMiss(call, number: number, answeredByDefault: state.stubs.fallback != nil)
      }
      return state.stubs.next()
    }
  }

  /// Resumes the waiters a call woke: those whose count it reached, and those whose
  /// predicate accepts it, checked here, outside the lock.
  @usableFromInline
  func wake(_ woken: [CallWaiter<Input>], with input: Input) {
    for waiter in woken {
      switch waiter.condition {
      case .count: waiter.continuation.resume(returning: waiter.outcomeOfACall)
      case .matching(let matches):
        if matches(input) { finishWait(waiter.id, waiter.outcomeOfACall) }
      }
    }
  }

  // MARK: Reading and resetting

  /// The spy's name as messages print it.
  var name: SpyName { state.withLock { $0.name } }

  /// The calls and the spy's name, read as an assertion reads them: strict mode counts
  /// the calls looked at.
  var callRecord: CallRecord<Input> {
    state.withLock { state in
      observer?.didRead(callCount: state.calls.count)
      return CallRecord(calls: state.calls, name: state.name)
    }
  }

  /// The calls and the spy's name, for the message of a failure that is not an assertion
  /// on the calls (a wait for a held call, a misused stub): not a read strict mode counts,
  /// so the calls stay unverified.
  var callRecordForMessage: CallRecord<Input> {
    state.withLock { CallRecord(calls: $0.calls, name: $0.name) }
  }

  func resetCalls() {
    state.withLock { state in
      state.calls.removeAll()
      observer?.didResetCalls()
    }
  }

  /// Forgets calls and stubs (back to the default the spy was declared with, if any),
  /// finishes every call stream and every stream the removed stubs answered with, and
  /// ends every held call that was never resumed, reporting each.
  ///
  /// A held call answered by the queue or the default is tracked in the step that records
  /// it, so a reset ends every such call recorded before it, whether or not its caller
  /// has reached its suspension yet. A call answered by a matched stub is held once its
  /// matcher, which runs unlocked, has chosen the stub; if a reset comes in between, the
  /// call sees the new generation and ends at once, reported as reset, instead of being
  /// held.
  func reset() {
    let (streams, holds, openAnswers, removedStubs) = state.withLock { state in
      state.generation &+= 1
      state.calls.removeAll()
      // Released after the lock, once what they keep open has ended: a stub's closures
      // are the test's, and their captures' deinitializers run when the last reference
      // goes (a stream stub's reports a stream still iterated, which the reset ends).
      let removedStubs = state.stubs
      state.stubs.removeAll()
      observer?.didReset()
      let streams = Array(state.observers.streams.values)
      state.observers.streams.removeAll()
      // Only stubs keep answers open, and the reset removed every stub that can.
      let openAnswers = state.openAnswers
      state.openAnswers.removeAll()
      return (streams, state.holds.removeAll(), openAnswers, removedStubs)
    }
    // Ended after the lock is released: each hold decides, under its own lock, whether
    // the reset or something else (a resume, a cancellation, the timeout) ends it, so a
    // call ends exactly once whatever comes first. The streams were removed under the
    // lock, so no later call yields to them.
    for stream in streams { stream.continuation.finish() }
    for hold in holds { hold.end(.reset) }
    for answer in openAnswers { answer.endAtReset() }
    withExtendedLifetime(removedStubs) {}
  }
}

/// What recording a call gave (``SpyCore/record(_:caller:fileID:canHold:)``): the
/// call's position among its spy's calls, and what answers it.
///
/// Two fields only: a value this small is destroyed in place by the mocked method that
/// receives it, where a larger one was destroyed through its type's metadata, a sixth of
/// a call (the `Spy.call` rows). The call's arguments stay with the caller.
@usableFromInline
struct RecordedCall<Input: Sendable, Output: Sendable, Failure: Error>: Sendable {
  /// The call's position among its spy's calls since the last reset, from 1.
  @usableFromInline let number: Int
  @usableFromInline let answer: Answer<Input, Output, Failure>

  @usableFromInline
  init(number: Int, answer: Answer<Input, Output, Failure>) {
    self.number = number
    self.answer = answer
  }
}
