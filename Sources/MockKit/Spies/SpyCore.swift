/// What a stub answers a call with.
enum Response<Input: Sendable, Output: Sendable, Failure: Error>: Sendable {
  case value(Output)
  case failure(Failure)
  case answer(@Sendable (Input) throws(Failure) -> Output)
  case asyncAnswer(@Sendable (Input) async throws(Failure) -> Output)
}

/// A stub that answers only the calls its matcher accepts.
struct MatchedStub<Input: Sendable, Output: Sendable, Failure: Error>: Sendable {
  let matches: @Sendable (Input) -> Bool
  let response: Response<Input, Output, Failure>
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
/// lock taken a second time to pop the queue or read the default. Answers always run
/// unlocked, so an answer may call this spy again.
final class SpyCore<Input: Sendable, Output: Sendable, Failure: Error>: Sendable {
  typealias Stub = Response<Input, Output, Failure>

  private let state = LockedState(SpyState<Input, Output, Failure>())
  private let explicitName: String?
  private let kind: String
  let site: DeclarationSite

  init(kind: String, name: String?, site: DeclarationSite) {
    self.kind = kind
    self.explicitName = name
    self.site = site
  }

  // MARK: Calls

  private enum Step {
    case respond(Stub?)
    case match([MatchedStub<Input, Output, Failure>])
  }

  /// Records the call and decides what answers it: matched stubs (newest first), then the
  /// one-shot queue (first in, first out), then the default. `nil` means unstubbed.
  @inline(__always)
  func record(_ input: Input, caller: StaticString) -> (stub: Stub?, callNumber: Int) {
    let (step, callNumber): (Step, Int) = state.withLock { state in
      state.calls.append(SpyCall(arguments: input, sequenceNumber: CallSequence.next()))
      if state.firstCaller == nil { state.firstCaller = caller }
      if !state.matchedStubs.isEmpty { return (.match(state.matchedStubs), state.calls.count) }
      return (.respond(state.queue.popFirst() ?? state.defaultResponse), state.calls.count)
    }
    switch step {
    case .respond(let stub):
      return (stub, callNumber)
    case .match(let matchedStubs):
      for matched in matchedStubs.reversed() where matched.matches(input) {
        return (matched.response, callNumber)
      }
      let stub = state.withLock { state in state.queue.popFirst() ?? state.defaultResponse }
      return (stub, callNumber)
    }
  }

  /// The stub's output for a synchronous call; `nil` if the stub is an async answer.
  @inline(__always)
  func respond(to input: Input, with stub: Stub) throws(Failure) -> Output? {
    switch stub {
    case .value(let output): return output
    case .failure(let error): throw error
    case .answer(let answer): return try answer(input)
    case .asyncAnswer: return nil
    }
  }

  @inline(__always)
  func respond(to input: Input, with stub: Stub) async throws(Failure) -> Output {
    switch stub {
    case .value(let output): return output
    case .failure(let error): throw error
    case .answer(let answer): return try answer(input)
    case .asyncAnswer(let answer): return try await answer(input)
    }
  }

  /// Reports a call that had nothing to answer it, or only an async answer for a
  /// synchronous call. Returns the error a throwing spy throws.
  func reportUnanswered(
    _ input: Input, callNumber: Int, stub: Stub?, canThrow: Bool
  ) -> MockKitError {
    let record = callRecord
    let call = CallLine(number: callNumber, text: record.render(input))
    if stub == nil {
      Reporter.report(.unstubbed(record.label, call: call, canThrow: canThrow), at: site.location)
      return .unstubbed(spy: record.name, call: call.text)
    }
    Reporter.report(.asyncAnswerInSynchronousCall(record.label, call: call), at: site.location)
    return .asyncAnswerInSynchronousCall(spy: record.name, call: call.text)
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
      isNamed: name != nil
    )
  }

  var callCount: Int { state.withLock { $0.calls.count } }

  var calls: [SpyCall<Input>] { state.withLock { $0.calls } }

  func resetCalls() {
    state.withLock { $0.calls.removeAll() }
  }

  func reset() {
    state.withLock { state in
      state.calls.removeAll()
      state.matchedStubs.removeAll()
      state.queue.removeAll()
      state.defaultResponse = nil
    }
  }
}
