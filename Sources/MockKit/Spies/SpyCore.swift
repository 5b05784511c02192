/// What a stub answers a call with.
enum Response<Input: Sendable, Output: Sendable, Failure: Error>: Sendable {
  case value(Output)
  case failure(Failure)
  case answer(@Sendable (Input) throws(Failure) -> Output)
  case asyncAnswer(@Sendable (Input) async throws(Failure) -> Output)
  /// Park the call until the test resumes it; `ending` is what it returns or throws if it
  /// is cancelled or abandoned instead.
  case suspend(timeout: Duration, ending: @Sendable () -> Result<Output, Failure>)
}

/// A stub that answers only the calls its matcher accepts.
struct MatchedStub<Input: Sendable, Output: Sendable, Failure: Error>: Sendable {
  let matches: @Sendable (Input) -> Bool
  let response: Response<Input, Output, Failure>
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
}

/// A task waiting on a spy, resumed exactly once by whichever comes first: the awaited
/// event, its timeout, or its cancellation.
struct Waiter<Value: Sendable>: Sendable {
  let id: UInt64
  let continuation: CheckedContinuation<Value, Never>
}

/// All of one spy's state, guarded by one lock and mutated in place.
struct SpyState<Input: Sendable, Output: Sendable, Failure: Error>: Sendable {
  var calls: [SpyCall<Input>] = []
  /// `#function` of the first call: the mock method the spy stands for.
  var firstCaller: StaticString?
  /// Newest last; searched from the end.
  var matchedStubs: [MatchedStub<Input, Output, Failure>] = []
  var queue = FIFO<Response<Input, Output, Failure>>()
  var defaultResponse: Response<Input, Output, Failure>?

  // Observers. All empty unless a test awaits or streams calls, so a call pays one check.
  var countWaiters: [(count: Int, waiter: Waiter<WaitOutcome>)] = []
  var matchWaiters: [(matches: @Sendable (Input) -> Bool, waiter: Waiter<WaitOutcome>)] = []
  var streams: [UInt64: AsyncStream<SpyCall<Input>>.Continuation] = [:]

  // Suspended calls.
  var unclaimedSuspensions = FIFO<SuspendedCall<Input, Output, Failure>>()
  var suspensionWaiters: [Waiter<SuspendedCall<Input, Output, Failure>?>] = []
  /// Every suspended call not known to have ended, for `reset()` to end.
  var liveSuspensions: [SuspendedCall<Input, Output, Failure>] = []

  var isObserved: Bool {
    !countWaiters.isEmpty || !matchWaiters.isEmpty || !streams.isEmpty
  }

  /// Hands a new call to the observers: yields it to every stream (in recording order,
  /// under the lock; yielding runs no user code) and removes the count waiters it
  /// satisfies. Predicate waiters are returned to be checked outside the lock.
  mutating func notify(
    _ call: SpyCall<Input>
  ) -> (
    satisfied: [CheckedContinuation<WaitOutcome, Never>],
    toMatch: [(id: UInt64, matches: @Sendable (Input) -> Bool)]
  ) {
    for stream in streams.values { stream.yield(call) }
    var satisfied: [CheckedContinuation<WaitOutcome, Never>] = []
    let count = calls.count
    countWaiters.removeAll { entry in
      guard count >= entry.count else { return false }
      satisfied.append(entry.waiter.continuation)
      return true
    }
    return (satisfied, matchWaiters.map { ($0.waiter.id, $0.matches) })
  }
}

/// Where a spy or a queue was declared, from the defaults of its initializer.
struct DeclarationSite: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  var description: String { "\(fileID):\(line)" }
  var location: FailureLocation {
    FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// The recording and stubbing engine shared by ``Spy`` (`Failure == Never`) and
/// ``ThrowingSpy`` (`Failure == any Error`).
///
/// A call takes the lock once to record itself and pick its response. When matched stubs
/// exist their matchers run after the lock is released, and only if none matches is the
/// lock taken a second time to pop the queue or read the default. Answers, matchers and
/// wait predicates always run unlocked, so they may call this spy again.
final class SpyCore<Input: Sendable, Output: Sendable, Failure: Error>: Sendable {
  typealias Stub = Response<Input, Output, Failure>

  let state = LockedState(SpyState<Input, Output, Failure>())
  private let explicitName: String?
  private let kind: String
  let site: DeclarationSite

  init(kind: String, name: String?, site: DeclarationSite) {
    self.kind = kind
    self.explicitName = name
    self.site = site
  }

  deinit {
    // No task can be waiting here (a waiting task keeps the spy alive), but a stream
    // consumer can: end its `for await`.
    let streams = state.withLock { $0.streams.values }
    for stream in streams { stream.finish() }
  }

  // MARK: Calls

  private enum Step {
    case respond(Stub?)
    case match([MatchedStub<Input, Output, Failure>])
  }

  /// Records the call and decides what answers it: matched stubs (newest first), then the
  /// one-shot queue (first in, first out), then the default. `nil` means unstubbed.
  @inline(__always)
  func record(_ input: Input, caller: StaticString) -> (stub: Stub?, call: SpyCall<Input>) {
    let (step, call, notified) = state.withLock { state in
      let call = SpyCall(
        arguments: input, sequenceNumber: CallSequence.next(), number: state.calls.count + 1)
      state.calls.append(call)
      if state.firstCaller == nil { state.firstCaller = caller }
      let notified = state.isObserved ? state.notify(call) : nil
      let step: Step =
        state.matchedStubs.isEmpty
        ? .respond(state.queue.popFirst() ?? state.defaultResponse)
        : .match(state.matchedStubs)
      return (step, call, notified)
    }
    if let notified { wake(notified, with: input) }
    switch step {
    case .respond(let stub):
      return (stub, call)
    case .match(let matchedStubs):
      for matched in matchedStubs.reversed() where matched.matches(input) {
        return (matched.response, call)
      }
      let stub = state.withLock { state in state.queue.popFirst() ?? state.defaultResponse }
      return (stub, call)
    }
  }

  private func wake(
    _ notified: (
      satisfied: [CheckedContinuation<WaitOutcome, Never>],
      toMatch: [(id: UInt64, matches: @Sendable (Input) -> Bool)]
    ),
    with input: Input
  ) {
    for continuation in notified.satisfied { continuation.resume(returning: .satisfied) }
    for candidate in notified.toMatch where candidate.matches(input) {
      finishWait(candidate.id, .satisfied)
    }
  }

  /// The stub's output for a synchronous call; `nil` if the stub needs an `async` call.
  @inline(__always)
  func respond(to input: Input, with stub: Stub) throws(Failure) -> Output? {
    switch stub {
    case .value(let output): return output
    case .failure(let error): throw error
    case .answer(let answer): return try answer(input)
    case .asyncAnswer, .suspend: return nil
    }
  }

  @inline(__always)
  func respond(to input: Input, with stub: Stub, call: SpyCall<Input>) async throws(Failure)
    -> Output
  {
    switch stub {
    case .value(let output): return output
    case .failure(let error): throw error
    case .answer(let answer): return try answer(input)
    case .asyncAnswer(let answer): return try await answer(input)
    case .suspend(let timeout, let ending):
      return try await suspend(call, timeout: timeout, ending: ending).get()
    }
  }

  /// Reports a call that had nothing to answer it, or only an answer that needs an
  /// `async` call. Returns the error a throwing spy throws.
  func reportUnanswered(
    _ call: SpyCall<Input>, stub: Stub?, canThrow: Bool
  ) -> MockKitError {
    let record = callRecord
    let line = CallLine(number: call.number, text: record.render(call.arguments))
    guard let stub else {
      Reporter.report(.unstubbed(record.label, call: line, canThrow: canThrow), at: site.location)
      return .unstubbed(spy: record.name, call: line.text)
    }
    var suspends = false
    if case .suspend = stub { suspends = true }
    Reporter.report(
      .asyncAnswerInSynchronousCall(record.label, call: line, suspends: suspends),
      at: site.location)
    return .asyncAnswerInSynchronousCall(spy: record.name, call: line.text)
  }

  // MARK: Stubs

  func setDefault(_ stub: Stub) {
    state.withLock { $0.defaultResponse = stub }
  }

  func enqueue(_ stubs: some Sequence<Stub>) {
    state.withLock { $0.queue.append(contentsOf: stubs) }
  }

  func addMatched(_ matches: @escaping @Sendable (Input) -> Bool, _ stub: Stub) {
    state.withLock { $0.matchedStubs.append(MatchedStub(matches: matches, response: stub)) }
  }

  // MARK: Reading and resetting

  var callRecord: CallRecord<Input> {
    let (calls, firstCaller) = state.withLock { ($0.calls, $0.firstCaller) }
    let name = explicitName ?? firstCaller.map { "\($0)" }
    return CallRecord(
      name: name ?? "\(kind) at \(site.description)",
      declaredAt: site.description,
      calls: calls,
      isNamed: name != nil,
      source: self
    )
  }

  func resetCalls() {
    state.withLock { $0.calls.removeAll() }
  }

  /// Forgets calls and stubs, finishes every call stream, and ends every suspended call
  /// that was never resumed, reporting each.
  func reset() {
    let (streams, suspensions) = state.withLock { state in
      state.calls.removeAll()
      state.matchedStubs.removeAll()
      state.queue.removeAll()
      state.defaultResponse = nil
      state.unclaimedSuspensions.removeAll()
      let streams = Array(state.streams.values)
      state.streams.removeAll()
      let suspensions = state.liveSuspensions
      state.liveSuspensions.removeAll()
      return (streams, suspensions)
    }
    for stream in streams { stream.finish() }
    for suspension in suspensions { suspension.abandon(because: "the spy was reset") }
  }
}
