/// Watches a spy's stubs and the reads of its calls: the one hook through which strict
/// mode (`Strict/`) keeps its bookkeeping, without the engine knowing of it.
///
/// A spy created in a strict scope is given one in its initializer; a spy without one
/// pays a `nil` check where it would tell it something, and nothing on a call answered by
/// the queue or the default. The spy calls it under its own lock, in the step that
/// changes what it reports, so its methods must be quick and must not call the spy. The
/// base class ignores everything; strict mode's subclass records it.
// @unchecked: the base class stores nothing; a subclass guards its own state.
class SpyObserver<Input: Sendable, Output: Sendable, Failure: Error>: @unchecked Sendable {
  init() {}

  /// A `when(_:)` or `when(matching:)` stub was added at `location`: `matcher` picks the
  /// calls it answers, and `stub` answers them.
  func didAddMatchedStub(
    _ matcher: Matcher<Input>, _ stub: Stub<Input, Output, Failure>,
    at location: FailureLocation
  ) {}
  /// One-shot responses were queued at `location`, in order.
  func didEnqueue(_ stubs: [Stub<Input, Output, Failure>], at location: FailureLocation) {}
  /// The test made `stub` the default (`returns`, `throws`, `holdsCalls()`), at
  /// `location`.
  func didSetDefault(_ stub: Stub<Input, Output, Failure>, at location: FailureLocation) {}
  /// A call was answered by the matched stub at `index`, in the order they were added.
  func didUseMatchedStub(_ index: Int) {}
  /// A call that no `when` stub matched, while some existed, was answered by the default
  /// or by nothing.
  func didMiss(_ call: SpyCall<Input>, number: Int, answeredByDefault: Bool) {}
  /// The call numbered `number`, which no stub answered, was reported when it was made,
  /// naming the `when` stubs it missed.
  func didReportUnanswered(number: Int) {}
  /// The spy's calls were read, as an assertion reads them, when it had `callCount`.
  func didRead(callCount: Int) {}
  /// `resetCalls()` forgot the calls.
  func didResetCalls() {}
  /// `reset()` forgot the calls and every stub.
  func didReset() {}
}
