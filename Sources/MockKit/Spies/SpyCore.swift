/// What a stub answers a call with.
@usableFromInline
enum Response<Input: Sendable, Output: Sendable, Failure: Error>: Sendable {
  case value(Output)
  case failure(Failure)
  case answer(@Sendable (Input) throws(Failure) -> Output)
  case asyncAnswer(@Sendable (Input) async throws(Failure) -> Output)
  /// Park the call until the test resumes it; `ending` is what it returns or throws if it
  /// is cancelled or abandoned instead.
  case suspend(timeout: Duration, ending: @Sendable () -> Result<Output, Failure>)
  /// Fail every call: the spy belongs to a mock registered as unimplemented for `service`.
  case unimplemented(service: String)
}

/// A stub that answers only the calls its matcher accepts.
@usableFromInline
struct MatchedStub<Input: Sendable, Output: Sendable, Failure: Error>: Sendable {
  @usableFromInline let matches: @Sendable (Input) -> Bool
  @usableFromInline let response: Response<Input, Output, Failure>
}

/// What a wait for calls is waiting for.
enum WaitCondition<Input: Sendable>: Sendable {
  /// At least this many calls.
  case count(Int)
  /// A call whose arguments satisfy the predicate.
  case matching(@Sendable (Input) -> Bool)
}

/// How a wait ended.
@usableFromInline
enum WaitOutcome: Sendable {
  case satisfied
  case timedOut
  case cancelled
}

/// A task waiting for a spy's call count to reach `count`.
@usableFromInline
struct CountWaiter: Sendable {
  let count: Int
  let id: UInt64
  let continuation: CheckedContinuation<WaitOutcome, Never>
}

/// A task waiting for a call that `matches` accepts; the predicate runs outside the lock.
@usableFromInline
struct MatchWaiter<Input: Sendable>: Sendable {
  let matches: @Sendable (Input) -> Bool
  let id: UInt64
  let continuation: CheckedContinuation<WaitOutcome, Never>
}

/// A task waiting for a suspended call, resumed exactly once by whichever comes first:
/// the call, its timeout, or its cancellation.
struct Waiter<Value: Sendable>: Sendable {
  let id: UInt64
  let continuation: CheckedContinuation<Value, Never>
}

/// All of one spy's state, guarded by one lock and mutated in place.
@usableFromInline
struct SpyState<Input: Sendable, Output: Sendable, Failure: Error>: Sendable {
  @usableFromInline var calls: [SpyCall<Input>] = []
  /// `#function` of the first call: the mock method the spy stands for.
  @usableFromInline var firstCaller: StaticString?
  /// Newest last; searched from the end.
  @usableFromInline var matchedStubs: [MatchedStub<Input, Output, Failure>] = []
  @usableFromInline var queue = FIFO<Response<Input, Output, Failure>>()
  @usableFromInline var defaultResponse: Response<Input, Output, Failure>?

  // Observers. All empty unless a test awaits or streams calls, so a call pays one check.
  @usableFromInline var countWaiters: [CountWaiter] = []
  @usableFromInline var matchWaiters: [MatchWaiter<Input>] = []
  @usableFromInline var streams: [UInt64: AsyncStream<SpyCall<Input>>.Continuation] = [:]

  // Suspended calls.
  var unclaimedSuspensions = FIFO<SuspendedCall<Input, Output, Failure>>()
  var suspensionWaiters: [Waiter<SuspendedCall<Input, Output, Failure>?>] = []
  /// Every suspended call not known to have ended, for `reset()` to end. Ended calls are
  /// pruned when the list has doubled since the last pruning: amortized O(1) a call.
  var liveSuspensions: [SuspendedCall<Input, Output, Failure>] = []
  var pruneLiveSuspensionsAt = 64

  @inlinable var isObserved: Bool {
    !countWaiters.isEmpty || !matchWaiters.isEmpty || !streams.isEmpty
  }

  /// Hands a new call to the observers: yields it to every stream (in recording order,
  /// under the lock; yielding runs no user code) and removes the count waiters it
  /// satisfies. Predicate waiters are returned to be checked outside the lock.
  @usableFromInline
  mutating func notify(_ call: SpyCall<Input>) -> Wakeups<Input> {
    for stream in streams.values { stream.yield(call) }
    var satisfied: [CheckedContinuation<WaitOutcome, Never>] = []
    let count = calls.count
    countWaiters.removeAll { waiter in
      guard count >= waiter.count else { return false }
      satisfied.append(waiter.continuation)
      return true
    }
    return Wakeups(satisfied: satisfied, toMatch: matchWaiters)
  }
}

/// The waiters a new call wakes, resumed after the lock is released.
@usableFromInline
struct Wakeups<Input: Sendable> {
  let satisfied: [CheckedContinuation<WaitOutcome, Never>]
  /// Predicate waiters, whose predicates run outside the lock.
  let toMatch: [MatchWaiter<Input>]
}

/// A call as recorded: the stub that answers it (`nil` if unstubbed) and its number among
/// the spy's calls.
@usableFromInline
struct RecordedCall<Input: Sendable, Output: Sendable, Failure: Error>: Sendable {
  @usableFromInline let stub: Response<Input, Output, Failure>?
  @usableFromInline let call: SpyCall<Input>
  /// The call's position among its spy's calls since the last reset, from 1.
  @usableFromInline let number: Int

  @usableFromInline
  init(stub: Response<Input, Output, Failure>?, call: SpyCall<Input>, number: Int) {
    self.stub = stub
    self.call = call
    self.number = number
  }
}

/// Where a spy or a queue was declared, from the defaults of its initializer.
@usableFromInline
struct DeclarationSite: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
  /// The capture scope the spy or queue was created in: it reports there from any thread.
  let sink = FailureSink.current

  @usableFromInline
  init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  var description: String { "\(fileID):\(line)" }
  var location: FailureLocation {
    FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column, sink: sink)
  }
}

/// The recording and stubbing engine shared by ``Spy`` (`Failure == Never`) and
/// ``ThrowingSpy`` (`Failure == any Error`).
///
/// A call takes the lock once to record itself and pick its response. When matched stubs
/// exist their matchers run after the lock is released, and only if none matches is the
/// lock taken a second time to pop the queue or read the default. Answers, matchers and
/// wait predicates always run unlocked, so they may call this spy again.
@usableFromInline
final class SpyCore<Input: Sendable, Output: Sendable, Failure: Error>: Sendable {
  @usableFromInline typealias Stub = Response<Input, Output, Failure>

  @usableFromInline let state = LockedState(SpyState<Input, Output, Failure>())
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

  @usableFromInline
  enum Step {
    case respond(Stub?)
    case match([MatchedStub<Input, Output, Failure>])
  }

  /// Records the call and decides what answers it: matched stubs (newest first), then the
  /// one-shot queue (first in, first out), then the default. `nil` means unstubbed.
  @inlinable @inline(__always)
  func record(_ input: Input, caller: StaticString) -> RecordedCall<Input, Output, Failure> {
    let (step, call, number, notified) = state.withLock { state in
      let call = SpyCall(arguments: input, sequenceNumber: CallSequence.next())
      state.calls.append(call)
      if state.firstCaller == nil { state.firstCaller = caller }
      let notified = state.isObserved ? state.notify(call) : nil
      let step: Step =
        state.matchedStubs.isEmpty
        ? .respond(state.queue.popFirst() ?? state.defaultResponse)
        : .match(state.matchedStubs)
      return (step, call, state.calls.count, notified)
    }
    if let notified { wake(notified, with: input) }
    switch step {
    case .respond(let stub):
      return RecordedCall(stub: stub, call: call, number: number)
    case .match(let matchedStubs):
      for matched in matchedStubs.reversed() where matched.matches(input) {
        return RecordedCall(stub: matched.response, call: call, number: number)
      }
      let stub = state.withLock { state in state.queue.popFirst() ?? state.defaultResponse }
      return RecordedCall(stub: stub, call: call, number: number)
    }
  }

  @usableFromInline
  func wake(_ notified: Wakeups<Input>, with input: Input) {
    for continuation in notified.satisfied { continuation.resume(returning: .satisfied) }
    for candidate in notified.toMatch where candidate.matches(input) {
      finishWait(candidate.id, .satisfied)
    }
  }

  /// `()` when the output is `Void`, for an unstubbed call of a method that returns
  /// nothing; `nil` otherwise. Specialized, the check folds away.
  @inlinable
  var voidOutput: Output? {
    Output.self == Void.self ? unsafeBitCast((), to: Output.self) : nil
  }

  /// The stub's output for a synchronous call; `nil` if the stub needs an `async` call.
  @inlinable
  func respond(to input: Input, with stub: Stub) throws(Failure) -> Output? {
    switch stub {
    case .value(let output): return output
    case .failure(let error): throw error
    case .answer(let answer): return try answer(input)
    case .asyncAnswer, .suspend, .unimplemented: return nil
    }
  }

  @inlinable
  func respond(to recorded: RecordedCall<Input, Output, Failure>, with stub: Stub)
    async throws(Failure) -> Output?
  {
    let input = recorded.call.arguments
    switch stub {
    case .value(let output): return output
    case .failure(let error): throw error
    case .answer(let answer): return try answer(input)
    case .asyncAnswer(let answer): return try await answer(input)
    case .suspend(let timeout, let ending):
      return try await suspend(recorded, timeout: timeout, ending: ending).get()
    case .unimplemented: return nil
    }
  }

  /// Reports a call that had nothing to answer it, or only an answer that needs an
  /// `async` call. Returns the error a throwing spy throws.
  ///
  /// `canThrow` says whether the mocked method throws; `throwsError` whether the call
  /// throws the returned error, which a `throws(PaymentError)` method cannot. It defaults
  /// to `canThrow`.
  @usableFromInline
  func reportUnanswered(
    _ recorded: RecordedCall<Input, Output, Failure>, canThrow: Bool, throwsError: Bool? = nil
  ) -> MockKitError {
    let record = callRecord
    let line = CallLine(number: recorded.number, text: record.render(recorded.call.arguments))
    guard let stub = recorded.stub else {
      Reporter.report(
        .unstubbed(
          record.label, call: line, canThrow: canThrow, threw: throwsError ?? canThrow),
        at: site.location)
      return .unstubbed(spy: record.name, call: line.text)
    }
    if case .unimplemented(let service) = stub {
      Reporter.report(
        .unimplementedServiceCalled(record.label, service: service, call: line), at: site.location)
      return .unimplemented(service: service, spy: record.name, call: line.text)
    }
    var suspends = false
    if case .suspend = stub { suspends = true }
    Reporter.report(
      .requiresAwait(record.label, call: line, suspends: suspends),
      at: site.location)
    return .requiresAwait(spy: record.name, call: line.text)
  }

  // MARK: Stubs

  func setDefault(_ stub: Stub) {
    state.withLock { $0.defaultResponse = stub }
  }

  @inlinable
  func enqueue(_ stubs: some Sequence<Stub>) {
    state.withLock { $0.queue.append(contentsOf: stubs) }
  }

  func addMatched(_ matches: @escaping @Sendable (Input) -> Bool, _ stub: Stub) {
    state.withLock { $0.matchedStubs.append(MatchedStub(matches: matches, response: stub)) }
  }

  // MARK: Reading and resetting

  var callRecord: CallRecord<Input> {
    let (calls, firstCaller) = state.withLock { ($0.calls, $0.firstCaller) }
    return CallRecord(
      calls: calls, explicitName: explicitName, firstCaller: firstCaller, kind: kind, site: site,
      source: self)
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

// MARK: Typed answers

/// The answers a generated mock checks itself: a generic method's return value, and the
/// error of a typed-throws method. `Typed` is the error the mocked method can throw:
/// `Never` for a ``Spy``, `any Error` for a ``ThrowingSpy``, the declared error for
/// `throws(PaymentError)`.
extension SpyCore {
  /// Reports a call that had nothing to answer it, then throws the ``MockKitError`` if the
  /// mocked method can throw it, else returns the fallback value.
  @usableFromInline
  func unanswered<Value, Typed: Error>(
    _ recorded: RecordedCall<Input, Output, Failure>,
    returning _: Value.Type,
    throwing _: Typed.Type
  ) throws(Typed) -> Value {
    let error = reportUnanswered(
      recorded, canThrow: Typed.self != Never.self, throwsError: canThrowMockKitError(Typed.self))
    return try recover(from: error, returning: Value.self, throwing: Typed.self)
  }

  /// Handles an error that a stub threw for a method that can only throw `Typed`.
  ///
  /// A `Typed` error is rethrown. A ``MockKitError`` was reported where it was thrown, and
  /// a `CancellationError` ends a held call; any other error is reported here. Neither can leave the method, so the call returns
  /// the fallback value.
  @usableFromInline
  func recover<Value, Typed: Error>(
    fromThrown error: any Error,
    _ recorded: RecordedCall<Input, Output, Failure>,
    returning _: Value.Type,
    throwing _: Typed.Type
  ) throws(Typed) -> Value {
    if let typed = error as? Typed { throw typed }
    if let reported = error as? MockKitError {
      return fallback(after: reported.description, returning: Value.self)
    }
    // A held call ends with CancellationError when its task is cancelled, or after
    // `reset()` or its timeout, which report it themselves: not a stub's wrong error.
    if error is CancellationError {
      return fallback(after: "\(callRecord.name) was cancelled", returning: Value.self)
    }
    let record = callRecord
    let line = CallLine(number: recorded.number, text: record.render(recorded.call.arguments))
    let thrown = describe(error: error)
    let expected = typeName(Typed.self)
    Reporter.report(
      .errorTypeMismatch(record.label, thrown: thrown, expected: expected, call: line),
      at: site.location)
    return fallback(
      after: "\(record.name) threw \(thrown), but it can only throw \(expected): \(line.text)",
      returning: Value.self)
  }

  /// After `error` has been reported: throws it if the mocked method can, else returns
  /// the fallback value.
  func recover<Value, Typed: Error>(
    from error: MockKitError,
    returning _: Value.Type,
    throwing _: Typed.Type
  ) throws(Typed) -> Value {
    if let typed = error as? Typed { throw typed }
    return fallback(after: error.description, returning: Value.self)
  }

  /// The value a call returns after its failure, summarized by `failure`, has been
  /// reported; without one the test cannot go on.
  func fallback<Value>(after failure: String, returning _: Value.Type) -> Value {
    if let fallback = fallbackValue(of: Value.self) { return fallback }
    fatalError(
      """
      \(failure). \(Value.self) has no value to return, so the test cannot go on.
      Stub the spy, or conform \(Value.self) to MockDefaultValue.
      """
    )
  }

  /// Whether a method that throws `Typed` can throw a ``MockKitError``: `any Error` can,
  /// `Never` and `PaymentError` cannot. Any value answers, as `MockKitError` is concrete.
  func canThrowMockKitError<Typed: Error>(_: Typed.Type) -> Bool {
    MockKitError.queueExhausted(queue: "") is Typed
  }
}

extension SpyCore where Output == (any Sendable)? {
  /// Reports an answer that is not a `Value`, then throws
  /// ``MockKitError/stubTypeMismatch(spy:stubbed:expected:call:)`` if the mocked method can
  /// throw it, else returns the fallback value.
  @usableFromInline
  func mismatched<Value, Typed: Error>(
    _ output: Output,
    _ recorded: RecordedCall<Input, Output, Failure>,
    returning _: Value.Type,
    throwing _: Typed.Type
  ) throws(Typed) -> Value {
    let record = callRecord
    let line = CallLine(number: recorded.number, text: record.render(recorded.call.arguments))
    let stubbed = output.map { typeName(type(of: $0)) }
    let expected = typeName(Value.self)
    Reporter.report(
      .stubTypeMismatch(
        record.label, stubbed: stubbed, expected: expected, call: line,
        threw: canThrowMockKitError(Typed.self)),
      at: site.location)
    let error = MockKitError.stubTypeMismatch(
      spy: record.name, stubbed: stubbed, expected: expected, call: line.text)
    return try recover(from: error, returning: Value.self, throwing: Typed.self)
  }
}
