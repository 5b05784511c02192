/// What a stub answers a call with.
@usableFromInline
enum Stub<Input: Sendable, Output: Sendable, Failure: Error>: Sendable {
  case value(Output)
  case failure(Failure)
  case answer(@Sendable (Input) throws(Failure) -> Output)
  case asyncAnswer(@Sendable (Input) async throws(Failure) -> Output)
  /// Hold the call until the test resumes it.
  case holding(Holding<Output, Failure>)

  /// Whether the stub holds its calls.
  var holds: Bool {
    if case .holding = self { return true }
    return false
  }
}

/// How a stub holds its calls.
///
/// A class, so that a ``Stub`` carries one reference or one closure whatever its case:
/// the smaller a call's answer, the less each call copies.
@usableFromInline
final class Holding<Output: Sendable, Failure: Error>: Sendable {
  /// How long a call may stay held.
  let timeout: WaitTimeout
  /// What the call returns or throws if it is cancelled, reset or timed out instead.
  let ending: @Sendable () -> Result<Output, Failure>

  init(timeout: WaitTimeout, ending: @escaping @Sendable () -> Result<Output, Failure>) {
    self.timeout = timeout
    self.ending = ending
  }
}

/// A stub that answers only the calls its matcher accepts.
///
/// It keeps the matcher's test alone, not what the matcher tells messages (strict mode
/// keeps that): a call copies each stub it tries, and every reference more is a retain and
/// a release per stub and call (the matched-stubs rows of .ci/instruction-counts).
@usableFromInline
struct MatchedStub<Input: Sendable, Output: Sendable, Failure: Error>: Sendable {
  /// Whether the stub answers a call with these arguments; runs outside the spy's lock.
  @usableFromInline let accepts: @Sendable (Input) -> Bool
  @usableFromInline let stub: Stub<Input, Output, Failure>
}

/// A spy's stubs, in the order they answer a call: matched stubs (the newest first), the
/// one-shot queue (first in, first out), then the default.
@usableFromInline
struct Stubs<Input: Sendable, Output: Sendable, Failure: Error>: Sendable {
  /// Newest last; searched from the end.
  @usableFromInline var matched: [MatchedStub<Input, Output, Failure>] = []
  /// What each of `matched` expects of the arguments (`nil` for a predicate), for the
  /// message of a call none of them matches; kept apart so that matching does not copy it.
  var matchedExpectations: [ElementwiseMatch<Input>?] = []
  @usableFromInline var queue = FIFO<Stub<Input, Output, Failure>>()
  /// How many queued responses calls have taken since the last reset, for the message of
  /// a call that finds the queue used up.
  @usableFromInline var queueTaken = 0
  @usableFromInline var fallback: Stub<Input, Output, Failure>?
  /// The default the mock declared (`Spy(returning:)`, `declareDefault(returning:)`), which
  /// ``removeAll()`` makes the default again.
  var declared: Stub<Input, Output, Failure>?
  /// Set when the spy's mock is registered as unimplemented in a `TestContainer`: a call
  /// no stub answers fails naming this service.
  @usableFromInline var unimplementedService: String?

  @usableFromInline init() {}

  /// What answers a call that no matched stub answers: the next queued stub, else the
  /// default; or why nothing does.
  @inlinable
  mutating func next() -> Answer<Input, Output, Failure> {
    if !queue.isEmpty, let queued = queue.popFirst() {
      queueTaken += 1
      return Answer(queued)
    }
    return fallbackAnswer
  }

  /// What answers a call that neither a matched stub nor the queue answers: the default,
  /// or why nothing does. Always inlined into ``next()``: called, it copied the optional
  /// default once more on every call (the spy-default-stub row).
  @inlinable @inline(__always)
  var fallbackAnswer: Answer<Input, Output, Failure> {
    if let fallback { return Answer(fallback) }
    return .unanswered(unimplementedService == nil ? .unstubbed : .unimplemented)
  }

  /// The newest of `stubs` whose matcher accepts `input`, and its index. Runs the
  /// matchers: call it outside the spy's lock.
  @inlinable
  static func match(
    _ input: Input, in stubs: [MatchedStub<Input, Output, Failure>]
  ) -> (index: Int, stub: Stub<Input, Output, Failure>)? {
    for index in stubs.indices.reversed() where stubs[index].accepts(input) {
      return (index, stubs[index].stub)
    }
    return nil
  }

  /// Whether a stub holds the calls it answers: the default, a queued response or a
  /// `when` stub.
  var holdsCalls: Bool {
    fallback?.holds == true || matched.contains { $0.stub.holds }
      || queue.contains { $0.holds }
  }

  mutating func removeAll() {
    matched.removeAll()
    matchedExpectations.removeAll()
    queue.removeAll()
    queueTaken = 0
    fallback = declared
  }
}

/// What a call's recording found to answer it.
@usableFromInline
enum Answer<Input: Sendable, Output: Sendable, Failure: Error>: Sendable {
  /// A value, taken from the stubs in the step that recorded the call.
  case value(Output)
  /// A stub to run outside the lock: an answer, an error, or a hold.
  case stub(Stub<Input, Output, Failure>)
  /// The held call, made in the step that chose the stub that holds it.
  case held(Hold<Input, Output, Failure>)
  /// Nothing answers the call.
  case unanswered(Unanswered)

  /// A stub's answer: its value at once, anything else to run.
  @inlinable
  init(_ stub: Stub<Input, Output, Failure>) {
    if case .value(let output) = stub {
      self = .value(output)
    } else {
      self = .stub(stub)
    }
  }
}

/// Why nothing answers a call.
@usableFromInline
enum Unanswered: Sendable {
  /// The spy has no stub for it.
  case unstubbed
  /// The spy's mock is registered as unimplemented in a `TestContainer`, under the
  /// service name the spy keeps (``Stubs/unimplementedService``).
  case unimplemented
}
