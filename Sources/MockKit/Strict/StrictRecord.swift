/// Where a stub was added and, for `when(_:)`, the arguments it matches: what a strict
/// scope needs to report the stub.
struct StubOrigin<Input: Sendable>: Sendable {
  let location: FailureLocation
  /// `nil` for a stub added with `when(matching:)`.
  let expected: Input?
}

/// What strict mode keeps about one spy, in the spy's state, under the spy's lock.
///
/// Only a spy created inside a strict scope has one, so a spy outside pays nothing for it.
@usableFromInline
struct StrictRecord<Input: Sendable>: Sendable {
  struct WhenStub: Sendable {
    let origin: StubOrigin<Input>
  }

  struct Enqueued: Sendable {
    let location: FailureLocation
    let count: Int
  }

  /// A call that no `when` stub matched, while `when` stubs existed.
  struct MissedCall: Sendable {
    let call: SpyCall<Input>
    let number: Int
    let byDefault: Bool
  }

  /// One entry per matched stub, in the order of the spy's matched stubs.
  var whenStubs: [WhenStub] = []
  /// Whether a call used each of `whenStubs`; apart, so that marking one is inlined.
  @usableFromInline var isUsed: [Bool] = []
  /// One entry per `enqueue`, in order; the queue's remaining responses are the last ones.
  var enqueued: [Enqueued] = []
  /// Where `holdsCalls()` made the default hold calls, if it did.
  var holdingDefault: FailureLocation?
  var missedCalls: [MissedCall] = []
  /// How many of the spy's calls a read of its calls has covered.
  @usableFromInline var verifiedCount = 0

  @usableFromInline init() {}

  @usableFromInline
  mutating func noteMissed(_ call: SpyCall<Input>, number: Int, byDefault: Bool) {
    missedCalls.append(MissedCall(call: call, number: number, byDefault: byDefault))
  }

  @inlinable
  mutating func markUsed(_ index: Int) {
    if isUsed.indices.contains(index) { isUsed[index] = true }
  }

  mutating func noteWhen(_ origin: StubOrigin<Input>) {
    whenStubs.append(WhenStub(origin: origin))
    isUsed.append(false)
  }

  @usableFromInline
  mutating func noteEnqueued(
    _ count: Int, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    enqueued.append(Enqueued(location: location, count: count))
  }

  /// The spy was reset: its stubs and calls are gone, and so is what they left here.
  @usableFromInline
  mutating func reset() { self = StrictRecord() }
}

extension StubOrigin {
  init(
    _ expected: Input?, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    self.location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.expected = expected
  }
}
