/// What a stub answers a call with.
@usableFromInline
enum Stub<Input: Sendable, Output: Sendable, Failure: Error>: Sendable {
  case value(Output)
  case failure(Failure)
  case answer(@Sendable (Input) throws(Failure) -> Output)
  case asyncAnswer(@Sendable (Input) async throws(Failure) -> Output)
  /// Hold the call until the test resumes it.
  case holding(Holding<Output, Failure>)

  /// Hold the call until the test resumes it; `ending` is what it returns or throws if it
  /// is cancelled, reset or timed out instead.
  static func hold(
    timeout: WaitTimeout, ending: @escaping @Sendable () -> Result<Output, Failure>
  ) -> Self {
    .holding(Holding(timeout: timeout, ending: ending))
  }
}

/// How a stub holds its calls, in one reference.
@usableFromInline
final class Holding<Output: Sendable, Failure: Error>: Sendable {
  let timeout: WaitTimeout
  /// What the call returns or throws if it is cancelled, reset or timed out instead.
  let ending: @Sendable () -> Result<Output, Failure>

  init(timeout: WaitTimeout, ending: @escaping @Sendable () -> Result<Output, Failure>) {
    self.timeout = timeout
    self.ending = ending
  }
}

/// A stub that answers only the calls its matcher accepts.
@usableFromInline
struct MatchedStub<Input: Sendable, Output: Sendable, Failure: Error>: Sendable {
  @usableFromInline let matcher: Matcher<Input>
  @usableFromInline let stub: Stub<Input, Output, Failure>
}

/// Which calls a matched stub answers: those equal to an input (`when(_:)`), or those a
/// predicate accepts (`when(matching:)`).
@usableFromInline
struct Matcher<Input: Sendable>: Sendable {
  /// The input a `when(_:)` stub compares calls with; `nil` for a predicate.
  @usableFromInline let expected: Input?
  /// How a `when(_:)` stub compares calls with `expected`, for the rarer paths; calls are
  /// matched by ``SpyState/findMatch``.
  @usableFromInline let equals: (@Sendable (Input, Input) -> Bool)?
  /// The predicate of a `when(matching:)` stub.
  @usableFromInline let predicate: (@Sendable (Input) -> Bool)?

  /// A matcher for the calls equal to `expected`.
  @inlinable
  init(expected: Input, equals: @escaping @Sendable (Input, Input) -> Bool) {
    self.expected = expected
    self.equals = equals
    self.predicate = nil
  }

  /// A matcher for the calls `predicate` accepts.
  init(_ predicate: @escaping @Sendable (Input) -> Bool) {
    self.expected = nil
    self.equals = nil
    self.predicate = predicate
  }

  /// Whether the matcher accepts `input`; `equals` compares it with `expected`.
  @inlinable
  func accepts(_ input: Input, equals: (Input, Input) -> Bool) -> Bool {
    if let expected { return equals(input, expected) }
    return predicate?(input) ?? false
  }
}

/// Finds the newest of a spy's matched stubs that accepts a call: the index of the stub.
@usableFromInline
typealias FindMatch<Input: Sendable, Output: Sendable, Failure: Error> =
  @Sendable (Input, UnsafeBufferPointer<MatchedStub<Input, Output, Failure>>) -> Int?

/// The newest of `stubs` that accepts `input`, comparing with `equals` the stubs that
/// have an expected input.
///
/// `when(_:)` wraps this in a closure where `Input` is known to be `Equatable`, so that
/// `equals` is inlined: a call runs one closure for all its stubs, instead of one per
/// stub, each retained and released around its call.
@inlinable
func lastMatch<Input: Sendable, Output: Sendable, Failure: Error>(
  _ input: Input, in stubs: UnsafeBufferPointer<MatchedStub<Input, Output, Failure>>,
  equals: (Input, Input) -> Bool
) -> Int? {
  var index = stubs.count
  while index > 0 {
    index -= 1
    if let expected = stubs[index].matcher.expected {
      if equals(input, expected) { return index }
    } else if let predicate = stubs[index].matcher.predicate, predicate(input) {
      return index
    }
  }
  return nil
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
///
/// Waits hold unsafe continuations: each is resumed exactly once by construction (by
/// whichever of the call, the timeout and the cancellation first removes its waiter
/// under the spy's lock). A checked one allocates a guard object per wait, and, not
/// frozen in the standard library, makes every value holding it (``Wakeups``, on every
/// call's path) copied and destroyed through metadata.
@usableFromInline
struct CountWaiter: Sendable {
  @usableFromInline let count: Int
  let id: UInt64
  /// When it times out, in `DispatchTime` uptime nanoseconds.
  let deadline: UInt64
  @usableFromInline let continuation: UnsafeContinuation<WaitOutcome, Never>
}

/// A task waiting for a call that `matches` accepts; the predicate runs outside the lock.
@usableFromInline
struct MatchWaiter<Input: Sendable>: Sendable {
  @usableFromInline let matches: @Sendable (Input) -> Bool
  @usableFromInline let id: UInt64
  let deadline: UInt64
  let continuation: UnsafeContinuation<WaitOutcome, Never>
}

/// A task waiting for a held call, resumed exactly once by whichever comes first: the
/// call, its timeout, or its cancellation.
struct Waiter<Value: Sendable>: Sendable {
  let id: UInt64
  let continuation: CheckedContinuation<Value, Never>
}

/// All of one spy's state, guarded by one lock and mutated in place.
@usableFromInline
struct SpyState<Input: Sendable, Output: Sendable, Failure: Error>: Sendable {
  // What every call reads or writes comes first, next to the lock: when two cores take
  // turns at a spy, each cache line a call touches passes from one to the other.

  @usableFromInline var calls = CallLog<Input>()
  /// Where the spy stands on the process-wide clock that numbers calls.
  @usableFromInline var sequencePlace = SequencePlace()
  // Observers. All empty unless a test awaits or streams calls, so a call pays one check.
  @usableFromInline var countWaiters: [CountWaiter] = []
  @usableFromInline var matchWaiters: [MatchWaiter<Input>] = []
  @usableFromInline var streams: [UInt64: AsyncStream<SpyCall<Input>>.Continuation] = [:]
  /// Newest last; searched from the end.
  @usableFromInline var matchedStubs: [MatchedStub<Input, Output, Failure>] = []
  @usableFromInline var queue = FIFO<Stub<Input, Output, Failure>>()
  /// Whether the spy's name is settled: given at initialization, or taken from
  /// `firstCaller`. Until it is, each call checks whether it comes from a mock's method.
  @usableFromInline var isNamed = false
  /// The addresses of the `#function` and `#fileID` texts of the last call found not to
  /// come from a mock's method, so that a spy called again and again from a test or a
  /// closure compares two addresses instead of two texts.
  @usableFromInline var rejectedCaller: (function: UInt, fileID: UInt) = (0, 0)
  /// Counts resets, so that a call recorded before a reset and held after it (a matched
  /// stub's, whose matcher runs unlocked) can tell that the reset has ended it.
  @usableFromInline var generation: UInt64 = 0
  /// Set when the spy's mock is registered as unimplemented: a call no stub answers fails
  /// naming this service.
  @usableFromInline var unimplementedService: String?
  @usableFromInline var defaultStub: Stub<Input, Output, Failure>?

  /// `#function` of the first call made from a mock's method: the method the spy stands
  /// for. See ``SpyIdentity/accepts(caller:in:)``.
  @usableFromInline var firstCaller: StaticString?
  /// Finds the stub that answers a call, once a `when(_:)` stub exists: see
  /// ``lastMatch(_:in:equals:)``. With only predicate stubs, the predicates are run one by
  /// one.
  @usableFromInline var findMatch: FindMatch<Input, Output, Failure>?
  /// What strict mode keeps about the spy; `nil` unless it was created in a strict scope.
  @usableFromInline var strict: StrictRecord<Input>?
  /// The earliest deadline the shared timer will call the spy back at to time its waits
  /// out, if any; see ``SpyCore/expireWaits(armedFor:)``.
  var waitTimerArmedFor: UInt64?
  /// The identity of the last count or predicate wait.
  var nextWaitID: UInt64 = 0

  // Held calls.
  /// Held calls no test has taken yet, in the order they were held. Calls that ended
  /// meanwhile are skipped when taken.
  var unclaimedHolds = FIFO<Hold<Input, Output, Failure>>()
  var heldCallWaiters: [Waiter<Hold<Input, Output, Failure>?>] = []
  /// Every held call not known to have ended, for `reset()` to end, from the moment it is
  /// recorded. Ended calls are pruned when the list has doubled since the last pruning:
  /// amortized O(1) a call.
  @usableFromInline var liveHolds: [Hold<Input, Output, Failure>] = []
  @usableFromInline var pruneLiveHoldsAt = 64

  @inlinable var isObserved: Bool {
    !countWaiters.isEmpty || !matchWaiters.isEmpty || !streams.isEmpty
  }

  /// Hands a new call to the observers: yields it to every stream (in recording order,
  /// under the lock; yielding runs no user code) and removes the count waiters it
  /// satisfies. Predicate waiters are returned to be checked outside the lock.
  ///
  /// Inlinable, so that it is specialized where the spy is called: run generically, it
  /// looked up its types' metadata on every call a test waits for.
  @inlinable
  mutating func notify(_ call: SpyCall<Input>) -> Wakeups<Input> {
    if !streams.isEmpty {
      for stream in streams.values { stream.yield(call) }
    }
    var wakeups = Wakeups(toMatch: matchWaiters)
    let count = calls.count
    if countWaiters.count == 1 {
      // The usual case, one task waiting: no array to remove from or to hand over.
      if count >= countWaiters[0].count {
        wakeups.first = countWaiters.removeLast().continuation
      }
    } else if !countWaiters.isEmpty {
      countWaiters.removeAll { waiter in
        guard count >= waiter.count else { return false }
        wakeups.others.append(waiter.continuation)
        return true
      }
    }
    return wakeups
  }

  /// Makes `hold` one that `reset()` ends, in the same step as whatever else the caller
  /// does under the lock.
  @usableFromInline
  mutating func track(_ hold: Hold<Input, Output, Failure>) {
    if liveHolds.count >= pruneLiveHoldsAt {
      liveHolds.removeAll { $0.hasEnded }
      pruneLiveHoldsAt = max(64, 2 * liveHolds.count)
    }
    liveHolds.append(hold)
  }
}

/// The waiters a new call wakes, resumed after the lock is released.
@usableFromInline
struct Wakeups<Input: Sendable> {
  /// The count waiter the call satisfies, when only one task was waiting.
  @usableFromInline var first: UnsafeContinuation<WaitOutcome, Never>?
  /// The count waiters it satisfies, when several were.
  @usableFromInline var others: [UnsafeContinuation<WaitOutcome, Never>] = []
  /// Predicate waiters, whose predicates run outside the lock.
  @usableFromInline let toMatch: [MatchWaiter<Input>]

  @inlinable
  init(toMatch: [MatchWaiter<Input>]) {
    self.toMatch = toMatch
  }
}

/// A call as recorded: the stub that answers it (`nil` if none does) and where it stands
/// among the calls.
///
/// It stays within eight words whatever the spy's types, so that a call keeps it in
/// registers: held in memory, a larger value is copied and destroyed through its type's
/// metadata, which costs more than the rest of a call. So it holds no arguments (the
/// caller has them), every payload of its stub is one reference or one closure, and the
/// held call is a reference.
@usableFromInline
struct RecordedCall<Input: Sendable, Output: Sendable, Failure: Error>: Sendable {
  @usableFromInline let stub: Stub<Input, Output, Failure>?
  /// Whether no stub answers the call and the spy's mock is registered as unimplemented.
  @usableFromInline let isUnimplemented: Bool
  /// The call's position among its spy's calls since the last reset, from 1.
  @usableFromInline let number: Int
  /// The call's ``SpyCall/sequenceNumber``.
  @usableFromInline let sequenceNumber: UInt64
  /// The spy's reset count when the call was recorded.
  @usableFromInline let generation: UInt64
  /// The held call, when the queue or the default holds it: made in the step that
  /// recorded the call.
  @usableFromInline let hold: Hold<Input, Output, Failure>?

  @inlinable
  init(
    stub: Stub<Input, Output, Failure>?, isUnimplemented: Bool = false, number: Int,
    sequenceNumber: UInt64, generation: UInt64, hold: Hold<Input, Output, Failure>? = nil
  ) {
    self.stub = stub
    self.isUnimplemented = isUnimplemented
    self.number = number
    self.sequenceNumber = sequenceNumber
    self.generation = generation
    self.hold = hold
  }

  /// The call, made with `arguments`.
  @inlinable
  func call(_ arguments: Input) -> SpyCall<Input> {
    SpyCall(arguments: arguments, sequenceNumber: sequenceNumber)
  }

  /// Whether nothing answers the call and nothing makes it fail: an unstubbed call of a
  /// method that returns nothing, which simply returns.
  @inlinable var returnsNothing: Bool { stub == nil && !isUnimplemented }
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
  /// The strict scope the spy or queue was created in: it tracks the spy, and reports the
  /// failures raised off the test's task in the test's context.
  let strictScope = StrictScope.current

  @usableFromInline
  init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  var description: String { "\(fileID):\(line)" }
  var location: FailureLocation {
    FailureLocation(
      fileID: fileID, filePath: filePath, line: line, column: column, sink: sink,
      strictSink: strictScope?.offTaskFailures)
  }
}

/// What names a spy in messages, apart from the method that first calls it.
@usableFromInline
struct SpyIdentity: Sendable {
  let kind: String
  @usableFromInline let explicitName: String?
  let site: DeclarationSite
  /// `#function` where the spy was declared: a function's name for a spy declared in a
  /// test, the enclosing type's name for a spy declared as a stored property.
  let declaringFunction: StaticString

  /// Whether a call made from `function` in `fileID` comes from a mock's method, so that
  /// the spy can be named after it.
  ///
  /// A mock declares its spies and forwards its methods to them in one file. A spy called
  /// from another file (a closure in a test, a helper) is not called from its mock's
  /// method; nor is one called from the very function that declares it, or from a closure
  /// inside that function: a completion-handler spy that a test declares and calls is
  /// named after neither the test nor the closure's enclosing function.
  @usableFromInline
  func accepts(caller function: StaticString, in fileID: StaticString) -> Bool {
    sameText(fileID, site.fileID) && !sameText(function, declaringFunction)
  }

  private func sameText(_ a: StaticString, _ b: StaticString) -> Bool {
    guard a.hasPointerRepresentation, b.hasPointerRepresentation else {
      return a.description == b.description
    }
    guard a.utf8CodeUnitCount == b.utf8CodeUnitCount else { return false }
    if a.utf8Start == b.utf8Start { return true }
    return UnsafeBufferPointer(start: a.utf8Start, count: a.utf8CodeUnitCount)
      .elementsEqual(UnsafeBufferPointer(start: b.utf8Start, count: b.utf8CodeUnitCount))
  }
}

/// The recording and stubbing engine behind every spy: ``Spy`` (`Failure == Never`) and
/// ``ThrowingSpy`` (`Failure == any Error`).
///
/// A call takes the lock once to record itself and pick its stub. When matched stubs
/// exist their matchers run after the lock is released, and only if none matches is the
/// lock taken a second time to pop the queue or read the default. Answers, matchers and
/// wait predicates always run unlocked, so they may call this spy again.
@usableFromInline
final class SpyCore<Input: Sendable, Output: Sendable, Failure: Error>: Sendable {
  @usableFromInline let state = LockedState(SpyState<Input, Output, Failure>())
  @usableFromInline let sequence = CallSequence.shared
  @usableFromInline let identity: SpyIdentity
  /// Whether a strict scope tracks the spy; read without the lock on the call path.
  @usableFromInline let isStrict: Bool

  init(kind: String, name: String?, site: DeclarationSite, declaredIn function: StaticString) {
    self.identity = SpyIdentity(
      kind: kind, explicitName: name, site: site, declaringFunction: function)
    self.isStrict = site.strictScope != nil
    state.withLock { $0.isNamed = name != nil }
    if let scope = site.strictScope {
      state.withLock { $0.strict = StrictRecord() }
      scope.track(self)
    }
  }

  var site: DeclarationSite { identity.site }

  deinit {
    // No task can be waiting here (a waiting task keeps the spy alive), but a stream
    // consumer can: end its `for await`.
    let streams = state.withLock { $0.streams.values }
    for stream in streams { stream.finish() }
  }

  // MARK: Calls

  /// Records the call and decides what answers it: matched stubs (newest first), then the
  /// one-shot queue (first in, first out), then the default.
  ///
  /// Almost every call is answered in the step that records it: a value from the queue or
  /// the default, with no matched stubs, or nothing for a method that returns nothing and
  /// has no stub. Such a call sets `answer` and copies no stub. Any other call leaves
  /// `answer` alone and returns the stub that answers it (`nil` if nothing does), for the
  /// caller to finish.
  ///
  /// - Parameters:
  ///   - caller: `#function` of the call, which may name the spy.
  ///   - fileID: `#fileID` of the call.
  ///   - canHold: Whether the call is `await`ed, so that a stub may hold it. A held call
  ///     answered by the queue or the default is held in the step that records it.
  ///   - answer: Set to the output when the call is answered here.
  @inlinable @inline(__always)
  func record(
    _ input: Input, caller: StaticString, fileID: StaticString, canHold: Bool,
    answer: inout Output?
  ) -> RecordedCall<Input, Output, Failure> {
    var wakeups: Wakeups<Input>?
    var matchedStubs: [MatchedStub<Input, Output, Failure>]?
    var findMatch: FindMatch<Input, Output, Failure>?
    let recorded = state.withLock { state -> RecordedCall<Input, Output, Failure> in
      let call = SpyCall(arguments: input, sequenceNumber: sequence.next(&state.sequencePlace))
      state.calls.append(input, sequenceNumber: call.sequenceNumber)
      if !state.isNamed { noteCaller(caller, fileID: fileID, in: &state) }
      if state.isObserved { wakeups = state.notify(call) }
      let number = state.calls.count
      let unanswered = RecordedCall<Input, Output, Failure>(
        stub: nil, number: number, sequenceNumber: call.sequenceNumber,
        generation: state.generation)
      guard state.matchedStubs.isEmpty else {
        matchedStubs = state.matchedStubs
        findMatch = state.findMatch
        return unanswered
      }
      let stub: Stub<Input, Output, Failure>?
      if state.queue.isEmpty {
        // The default answers: read in place, not copied, when it is a value.
        switch state.defaultStub {
        case .value(let output)?:
          answer = output
          return unanswered
        case nil where state.unimplementedService == nil && voidOutput != nil:
          answer = voidOutput
          return unanswered
        default:
          stub = state.defaultStub
        }
      } else {
        stub = state.queue.popFirst()
        if case .value(let output)? = stub {
          answer = output
          return unanswered
        }
      }
      var hold: Hold<Input, Output, Failure>?
      if canHold, case .holding(let holding)? = stub {
        hold = makeHold(call, number: number, state: &state, holding)
      }
      return RecordedCall(
        stub: stub, isUnimplemented: stub == nil && state.unimplementedService != nil,
        number: number, sequenceNumber: call.sequenceNumber, generation: state.generation,
        hold: hold)
    }
    // Waiters and streams learn of the call after the lock is released. Harmless: each
    // wait re-checks the calls when it ends, and a stream already received the call, in
    // recording order, under the lock.
    if let wakeups { wake(wakeups, with: input) }
    guard let matchedStubs else { return recorded }
    // Matchers run unlocked, so stubs may change meanwhile. Harmless: the call takes the
    // stubs as they were when it was recorded, as if it had run a moment earlier.
    // Through a pointer, whose elements are borrowed in place: an array's subscript would
    // copy each stub, retaining and releasing its closures (atomic operations) around
    // every match.
    let matched = matchedStubs.withUnsafeBufferPointer { stubs -> Int? in
      if let findMatch { return findMatch(input, stubs) }
      return lastMatch(input, in: stubs, equals: { _, _ in false })
    }
    guard let index = matched else { return unmatched(recorded, input) }
    if isStrict { markUsed(index, generation: recorded.generation) }
    return RecordedCall(
      stub: matchedStubs[index].stub, number: recorded.number,
      sequenceNumber: recorded.sequenceNumber, generation: recorded.generation)
  }

  /// Names the spy after `caller` if the call comes from a mock's method; otherwise
  /// remembers the caller, so that the next call from it costs two comparisons.
  @inlinable @inline(__always)
  func noteCaller(
    _ caller: StaticString, fileID: StaticString,
    in state: inout SpyState<Input, Output, Failure>
  ) {
    if caller.hasPointerRepresentation, fileID.hasPointerRepresentation,
      state.rejectedCaller
        == (UInt(bitPattern: caller.utf8Start), UInt(bitPattern: fileID.utf8Start))
    {
      return
    }
    nameAfter(caller, fileID: fileID, in: &state)
  }

  @usableFromInline
  func nameAfter(
    _ caller: StaticString, fileID: StaticString,
    in state: inout SpyState<Input, Output, Failure>
  ) {
    if identity.accepts(caller: caller, in: fileID) {
      state.firstCaller = caller
      state.isNamed = true
    } else if caller.hasPointerRepresentation, fileID.hasPointerRepresentation {
      state.rejectedCaller = (
        UInt(bitPattern: caller.utf8Start), UInt(bitPattern: fileID.utf8Start)
      )
    }
  }

  /// A call that matched stubs exist for but none matched: the queue or the default
  /// answers it, taken under the lock again.
  @inlinable
  func unmatched(
    _ recorded: RecordedCall<Input, Output, Failure>, _ input: Input
  ) -> RecordedCall<Input, Output, Failure> {
    let (stub, isUnimplemented) = state.withLock {
      state -> (Stub<Input, Output, Failure>?, Bool) in
      if let queued = state.queue.popFirst() { return (queued, false) }
      state.strict?.noteMissed(
        recorded.call(input), number: recorded.number, byDefault: state.defaultStub != nil)
      return (state.defaultStub, state.defaultStub == nil && state.unimplementedService != nil)
    }
    return RecordedCall(
      stub: stub, isUnimplemented: isUnimplemented, number: recorded.number,
      sequenceNumber: recorded.sequenceNumber, generation: recorded.generation)
  }

  /// A held call for `call`, tracked for `reset()` in the caller's locked step.
  @usableFromInline
  func makeHold(
    _ call: SpyCall<Input>, number: Int, state: inout SpyState<Input, Output, Failure>,
    _ holding: Holding<Output, Failure>
  ) -> Hold<Input, Output, Failure> {
    let record = CallRecord<Input>(calls: [], identity: identity, firstCaller: state.firstCaller)
    let hold = Hold(
      call, number: number, generation: state.generation, record: record,
      timeout: holding.timeout, ending: holding.ending)
    state.track(hold)
    return hold
  }

  @inlinable
  func wake(_ notified: Wakeups<Input>, with input: Input) {
    notified.first?.resume(returning: .satisfied)
    for continuation in notified.others { continuation.resume(returning: .satisfied) }
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
  func respond(to input: Input, with stub: Stub<Input, Output, Failure>) throws(Failure)
    -> Output?
  {
    switch stub {
    case .value(let output): return output
    case .failure(let error): throw error
    case .answer(let answer): return try answer(input)
    case .asyncAnswer, .holding: return nil
    }
  }

  @inlinable
  func respond(
    to input: Input, _ recorded: RecordedCall<Input, Output, Failure>,
    with stub: Stub<Input, Output, Failure>
  ) async throws(Failure) -> Output? {
    switch stub {
    case .value(let output): return output
    case .failure(let error): throw error
    case .answer(let answer): return try answer(input)
    case .asyncAnswer(let answer):
      // The answer runs after the lock is released, like every answer, so it may call
      // the spy; a reset meanwhile does not concern it: it is not a held call.
      return try await answer(input)
    case .holding(let holding):
      let hold = recorded.hold ?? holdMatched(recorded.call(input), recorded, holding)
      return try await self.hold(hold).get()
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
    _ recorded: RecordedCall<Input, Output, Failure>, _ input: Input, canThrow: Bool,
    throwsError: Bool? = nil
  ) -> MockKitError {
    let (record, service) = state.withLock { state in
      (
        CallRecord<Input>(calls: [], identity: identity, firstCaller: state.firstCaller),
        state.unimplementedService
      )
    }
    let line = CallLine(number: recorded.number, text: record.render(input))
    guard let stub = recorded.stub else {
      // A service, once set, is never unset: the one this call found is still there.
      if recorded.isUnimplemented, let service {
        Reporter.report(
          .unimplementedServiceCalled(record.label, service: service, call: line),
          at: site.location)
        return .unimplemented(service: service, spy: record.name, call: line.text)
      }
      Reporter.report(
        .unstubbed(
          record.label, call: line, canThrow: canThrow, threw: throwsError ?? canThrow),
        at: site.location)
      return .unstubbed(spy: record.name, call: line.text)
    }
    var holds = false
    if case .holding = stub { holds = true }
    Reporter.report(.requiresAwait(record.label, call: line, holds: holds), at: site.location)
    return .requiresAwait(spy: record.name, call: line.text)
  }

  // MARK: Stubs

  func setDefault(_ stub: Stub<Input, Output, Failure>) {
    state.withLock { $0.defaultStub = stub }
  }

  /// Makes every call that no stub answers fail, naming `service`: the spy's mock is
  /// registered as unimplemented. Stubs, present or added later, still answer.
  func makeUnimplemented(service: String) {
    state.withLock { $0.unimplementedService = service }
  }

  // MARK: Reading and resetting

  var callRecord: CallRecord<Input> {
    let (calls, firstCaller) = state.withLock { state in
      // A read of the calls is what an assertion does: strict mode counts them looked at.
      state.strict?.verifiedCount = state.calls.count
      return (state.calls.snapshot(), state.firstCaller)
    }
    return CallRecord(calls: calls, identity: identity, firstCaller: firstCaller)
  }

  /// The spy's name for a message, without copying its calls.
  var nameRecord: CallRecord<Input> {
    CallRecord<Input>(calls: [], identity: identity, firstCaller: state.withLock { $0.firstCaller })
  }

  func resetCalls() {
    state.withLock { state in
      state.calls.removeAll()
      state.strict?.verifiedCount = 0
    }
  }

  /// Forgets calls and stubs, finishes every call stream, and ends every held call that
  /// was never resumed, reporting each.
  ///
  /// A held call answered by the queue or the default is tracked in the step that records
  /// it, so a reset ends every such call recorded before it, whether or not its caller
  /// has reached its suspension yet. A call answered by a matched stub is held once its
  /// matcher, which runs unlocked, has chosen the stub; if a reset comes in between, the
  /// call sees the new generation and ends at once, reported as reset, instead of being
  /// held.
  func reset() {
    let (streams, holds) = state.withLock { state in
      state.generation &+= 1
      state.calls.removeAll()
      state.matchedStubs.removeAll()
      state.queue.removeAll()
      state.defaultStub = nil
      state.strict?.reset()
      state.unclaimedHolds.removeAll()
      let streams = Array(state.streams.values)
      state.streams.removeAll()
      let holds = state.liveHolds
      state.liveHolds.removeAll()
      return (streams, holds)
    }
    // Ended after the lock is released: each hold decides, under its own lock, whether
    // the reset or something else (a resume, a cancellation, the timeout) ends it, so a
    // call ends exactly once whatever comes first. The streams were removed under the
    // lock, so no later call yields to them; finishing them now is harmless.
    for stream in streams { stream.finish() }
    for hold in holds { hold.end(.reset) }
  }
}

// MARK: Typed answers

/// The answers a generated mock checks itself: a generic method's return value, and the
/// error of a typed-throws method. `Typed` is the error the mocked method can throw:
/// `Never` for a ``Spy``, `any Error` for a ``ThrowingSpy``, the declared error for
/// `throws(PaymentError)`.
extension SpyCore {
  /// Reports a call, made with `input`, that had nothing to answer it, then throws the
  /// ``MockKitError`` if the mocked method can throw it, else returns the fallback value.
  @usableFromInline
  func unanswered<Value, Typed: Error>(
    _ recorded: RecordedCall<Input, Output, Failure>,
    _ input: Input,
    returning _: Value.Type,
    throwing _: Typed.Type
  ) throws(Typed) -> Value {
    let error = reportUnanswered(
      recorded, input, canThrow: Typed.self != Never.self,
      throwsError: canThrowMockKitError(Typed.self))
    return try recover(from: error, returning: Value.self, throwing: Typed.self)
  }

  /// Handles an error that a stub threw, for a call made with `input`, for a method that
  /// can only throw `Typed`.
  ///
  /// A `Typed` error is rethrown. A ``MockKitError`` was reported where it was thrown, and
  /// a `CancellationError` ends a held call; any other error is reported here. Neither
  /// can leave the method, so the call returns the fallback value.
  @usableFromInline
  func recover<Value, Typed: Error>(
    fromThrown error: any Error,
    _ recorded: RecordedCall<Input, Output, Failure>,
    _ input: Input,
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
      return fallback(after: "\(nameRecord.name) was cancelled", returning: Value.self)
    }
    let record = nameRecord
    let line = CallLine(number: recorded.number, text: record.render(input))
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
  /// Reports an answer that is not a `Value`, to a call made with `input`, then throws
  /// ``MockKitError/stubTypeMismatch(spy:stubbed:expected:call:)`` if the mocked method can
  /// throw it, else returns the fallback value.
  @usableFromInline
  func mismatched<Value, Typed: Error>(
    _ output: Output,
    _ recorded: RecordedCall<Input, Output, Failure>,
    _ input: Input,
    returning _: Value.Type,
    throwing _: Typed.Type
  ) throws(Typed) -> Value {
    let record = nameRecord
    let line = CallLine(number: recorded.number, text: record.render(input))
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
