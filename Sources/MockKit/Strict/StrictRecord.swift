/// What strict mode keeps about one spy: told by the spy, as its ``SpyObserver``, of its
/// stubs, of the calls that missed them and of the reads of its calls.
///
/// Only a spy created inside a strict scope has one, so a spy outside pays nothing for it.
final class StrictRecord<Input: Sendable>: SpyObserver<Input>, @unchecked Sendable {
  // @unchecked restates the base class's: the only stored property is the locked state.

  /// Where a stub was added and, for `when(_:)`, what it expects of each argument.
  struct StubOrigin: Sendable {
    let location: FailureLocation
    /// `nil` for a stub added with `when(matching:)`.
    let elements: ElementwiseMatch<Input>?
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

  struct Bookkeeping: Sendable {
    /// One entry per matched stub, in the order of the spy's matched stubs.
    var whenStubs: [StubOrigin] = []
    /// Whether a call used each of `whenStubs`.
    var isUsed: [Bool] = []
    /// One entry per `enqueue`, in order; the queue's remaining responses are the last
    /// ones.
    var enqueued: [Enqueued] = []
    /// Where `holdsCalls()` made the default hold calls, if it did.
    var holdingDefault: FailureLocation?
    var missedCalls: [MissedCall] = []
    /// How many of the spy's calls a read of its calls has covered.
    var verifiedCount = 0
  }

  private let bookkeeping = LockedState(Bookkeeping())

  /// What the record holds now.
  var snapshot: Bookkeeping { bookkeeping.withLock { $0 } }

  override func didAddMatchedStub(
    elements: ElementwiseMatch<Input>?, at location: FailureLocation
  ) {
    bookkeeping.withLock { record in
      record.whenStubs.append(StubOrigin(location: location, elements: elements))
      record.isUsed.append(false)
    }
  }

  override func didEnqueue(_ count: Int, at location: FailureLocation) {
    bookkeeping.withLock { $0.enqueued.append(Enqueued(location: location, count: count)) }
  }

  override func didHoldByDefault(at location: FailureLocation) {
    bookkeeping.withLock { $0.holdingDefault = location }
  }

  override func didUseMatchedStub(_ index: Int) {
    bookkeeping.withLock { record in
      if record.isUsed.indices.contains(index) { record.isUsed[index] = true }
    }
  }

  override func didMiss(_ call: SpyCall<Input>, number: Int, answeredByDefault: Bool) {
    bookkeeping.withLock { record in
      record.missedCalls.append(
        MissedCall(call: call, number: number, byDefault: answeredByDefault))
    }
  }

  override func didRead(callCount: Int) {
    bookkeeping.withLock { $0.verifiedCount = callCount }
  }

  override func didResetCalls() {
    bookkeeping.withLock { $0.verifiedCount = 0 }
  }

  /// The spy was reset: its stubs and calls are gone, and so is what they left here.
  override func didReset() {
    bookkeeping.withLock { $0 = Bookkeeping() }
  }
}
