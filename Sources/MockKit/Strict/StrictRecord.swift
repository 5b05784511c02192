/// What strict mode keeps about one spy: told by the spy, as its ``SpyObserver``, of its
/// stubs, of the calls that missed them and of the reads of its calls.
///
/// Only a spy created inside a strict scope has one, so a spy outside pays nothing for it.
final class StrictRecord<Input: Sendable, Output: Sendable, Failure: Error>:
  SpyObserver<Input, Output, Failure>, @unchecked Sendable
{
  // @unchecked restates the base class's: the stored properties are locked state.

  struct Enqueued: Sendable {
    let location: FailureLocation
    let count: Int
  }

  /// A stub whose answer the `.contracts` level checks against the examples of the
  /// contract the spy keeps, in the order the stubs were added.
  struct AddedStub: Sendable {
    enum Calls: Sendable {
      /// A `when` stub: the calls its matcher accepts.
      case matching(Matcher<Input>)
      /// One call, whatever its arguments: a response queued with `enqueue`.
      case queued
      /// Every call no other stub answers: the default.
      case byDefault
    }

    let calls: Calls
    let stub: Stub<Input, Output, Failure>
    let location: FailureLocation
  }

  /// A call that no `when` stub matched, while `when` stubs existed.
  struct MissedCall: Sendable {
    let call: SpyCall<Input>
    let number: Int
    let byDefault: Bool
    /// Whether the call was reported when it was made, with the stubs it missed: the end
    /// of the scope does not report it again.
    var wasReported = false
  }

  struct Bookkeeping: Sendable {
    /// Where each matched stub was added, in the order of the spy's matched stubs (what
    /// each expects of the arguments is the engine's, `SpyLeftovers.matchedExpectations`).
    var whenStubs: [FailureLocation] = []
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
    /// Every stub added, `when` stubs, queued responses and defaults alike, in order.
    var added: [AddedStub] = []
  }

  private let bookkeeping = LockedState(Bookkeeping())
  /// The examples the spy's stubs must agree with, once the spy keeps a contract; a reset
  /// keeps it, since it is about the spy, not its stubs.
  private let backing = LockedState<StubBacking<Input, Output>?>(nil)

  /// What the record holds now.
  var snapshot: Bookkeeping { bookkeeping.withLock { $0 } }

  /// The examples the spy's stubs must agree with, if the spy keeps a contract.
  var keptContract: StubBacking<Input, Output>? { backing.withLock { $0 } }

  /// Makes the spy's stubs answer to `examples`, replacing a contract kept before.
  func keep(_ examples: StubBacking<Input, Output>) {
    backing.withLock { $0 = examples }
  }

  override func didAddMatchedStub(
    _ matcher: Matcher<Input>, _ stub: Stub<Input, Output, Failure>,
    at location: FailureLocation
  ) {
    bookkeeping.withLock { record in
      record.whenStubs.append(location)
      record.isUsed.append(false)
      record.added.append(AddedStub(calls: .matching(matcher), stub: stub, location: location))
    }
  }

  override func didEnqueue(_ stubs: [Stub<Input, Output, Failure>], at location: FailureLocation) {
    bookkeeping.withLock { record in
      record.enqueued.append(Enqueued(location: location, count: stubs.count))
      for stub in stubs {
        record.added.append(AddedStub(calls: .queued, stub: stub, location: location))
      }
    }
  }

  override func didSetDefault(_ stub: Stub<Input, Output, Failure>, at location: FailureLocation) {
    bookkeeping.withLock { record in
      // A default that does not hold keeps the line of the one that did: the calls that
      // one held are still held.
      if stub.holds { record.holdingDefault = location }
      record.added.append(AddedStub(calls: .byDefault, stub: stub, location: location))
    }
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

  override func didReportUnanswered(number: Int) {
    bookkeeping.withLock { record in
      for index in record.missedCalls.indices where record.missedCalls[index].number == number {
        record.missedCalls[index].wasReported = true
      }
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
