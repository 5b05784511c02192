/// The engine's side of one held call: where its caller waits, and how the call ended.
///
/// A held call ends exactly once, by whichever comes first: the test resumes it, its
/// caller's task is cancelled, the spy is reset, or its timeout passes. Each of them may
/// come before the caller has reached its suspension, so the outcome is kept for the
/// caller to take when it arrives.
@usableFromInline
final class Hold<Input: Sendable, Output: Sendable, Failure: Error>: Sendable {
  /// How a held call ended.
  enum Ending: Sendable {
    case resumed
    case cancelled
    case reset
    case timedOut
    /// The strict scope the spy was created in ended; it reports the call itself.
    case scopeEnded
    /// The XCTest test the call was held in ended (see ``XCTestTracker``).
    case testEnded

    /// How a message says it, after "the call already ended: ".
    func phrase(timeout: WaitTimeout) -> String {
      switch self {
      case .resumed: "it was resumed"
      case .cancelled: "its task was cancelled"
      case .reset: "the spy was reset"
      case .timedOut: "it was held for \(Timeouts.describe(timeout))"
      case .scopeEnded, .testEnded: "the test ended"
      }
    }
  }

  private enum Phase {
    /// The caller has not suspended yet; `cancelled` once its task is cancelled.
    case arriving(cancelled: Bool)
    case held(CheckedContinuation<Result<Output, Failure>, Never>)
    /// Ended before the caller suspended; the caller takes `result` when it does.
    case endedEarly(Ending, result: Result<Output, Failure>)
    case ended(Ending)
  }

  let call: SpyCall<Input>
  /// The spy's reset count when the call was recorded.
  let generation: UInt64
  let timeout: WaitTimeout
  private let phase = LockedState(Phase.arriving(cancelled: false))
  private let ending: @Sendable () -> Result<Output, Failure>
  /// The call's position among its spy's calls.
  let number: Int
  /// The spy's name when the call was held. The call is printed only when a message
  /// needs it: a hold is made under the spy's lock, where no argument's description or
  /// the spy's `describingArguments` closure may run.
  private let name: SpyName
  /// Where the spy reports its failures, naming the test the call was held in.
  private let location: FailureLocation

  /// Holds `call`. A call held during an XCTest test ends with it, reported in it, if it is
  /// still held then; a call held during any test names it if its failure is reported
  /// outside it.
  init(
    _ call: SpyCall<Input>, number: Int, generation: UInt64, name: SpyName,
    location: FailureLocation, holding: Holding<Output, Failure>
  ) {
    self.call = call
    self.number = number
    self.generation = generation
    self.timeout = holding.timeout
    self.name = name
    self.ending = holding.ending
    let test = RunningTest.current
    var location = location
    if let test { location.origin = FailureOrigin(test: test, event: .held) }
    self.location = location
    if let test, case .xcTest = test.identity {
      XCTestTracker.shared.whenEnding(test) { [weak self] in self?.end(.testEnded) }
    }
  }

  private var label: SpyLabel { name.label }
  private var line: CallLine { name.line(number, call.arguments) }

  var isCancelled: Bool {
    phase.withLock { phase in
      switch phase {
      case .arriving(let cancelled): cancelled
      case .endedEarly(let how, _), .ended(let how): how == .cancelled
      case .held: false
      }
    }
  }

  var isHeld: Bool {
    phase.withLock { phase in
      if case .held = phase { return true }
      return false
    }
  }

  var hasEnded: Bool {
    phase.withLock { phase in
      switch phase {
      case .endedEarly, .ended: true
      case .arriving(let cancelled): cancelled
      case .held: false
      }
    }
  }

  /// Whether the call ended without the test resuming it: its task was cancelled, the spy
  /// reset, its test ended or the hold timed out.
  @usableFromInline
  var endedUnresumed: Bool {
    phase.withLock { phase in
      switch phase {
      case .ended(let how): how != .resumed
      case .endedEarly: true
      case .arriving(let cancelled): cancelled
      case .held: false
      }
    }
  }

  // MARK: Ending the call

  /// Suspends the caller with `continuation`; returns `false` if the call had already
  /// ended, in which case `continuation` is resumed with its outcome at once.
  func park(_ continuation: CheckedContinuation<Result<Output, Failure>, Never>) -> Bool {
    // `nil`: held; `.some(nil)`: cancelled before, so the cancellation outcome.
    let outcome = phase.withLock { phase -> Result<Output, Failure>?? in
      switch phase {
      case .arriving(cancelled: false):
        phase = .held(continuation)
        return nil
      case .arriving(cancelled: true):
        phase = .ended(.cancelled)
        return .some(nil)
      case .endedEarly(let how, let result):
        phase = .ended(how)
        return result
      case .held, .ended:
        preconditionFailure("a held call suspends its caller once")
      }
    }
    guard let outcome else { return true }
    continuation.resume(returning: outcome ?? ending())
    return false
  }

  /// The caller's task was cancelled: the call ends with its cancellation outcome.
  func cancel() {
    let continuation = phase.withLock {
      phase -> CheckedContinuation<Result<Output, Failure>, Never>? in
      switch phase {
      case .arriving:
        phase = .arriving(cancelled: true)
        return nil
      case .held(let continuation):
        phase = .ended(.cancelled)
        return continuation
      case .endedEarly, .ended:
        return nil
      }
    }
    continuation?.resume(returning: ending())
  }

  /// Ends a call the test never resumed, because of a reset, the end of its test or the
  /// timeout; does nothing if the call already ended.
  ///
  /// A reset reports the call here, in the resetting test's context, and so does the end of
  /// an XCTest test, in a tear-down block of the test. A timeout fires on a
  /// timer thread, where Swift Testing cannot tell which test is running, so the caller
  /// reports it once it wakes, in its own task (see ``reportIfTimedOut()``).
  @discardableResult
  func end(_ how: Ending) -> Bool {
    let outcome = ending()
    let (ended, continuation) = phase.withLock {
      phase -> (Bool, CheckedContinuation<Result<Output, Failure>, Never>?) in
      switch phase {
      case .arriving(cancelled: false):
        phase = .endedEarly(how, result: outcome)
        return (true, nil)
      case .held(let continuation):
        phase = .ended(how)
        return (true, continuation)
      case .arriving(cancelled: true), .endedEarly, .ended:
        // Its cancellation, or something else before, ended it.
        return (false, nil)
      }
    }
    guard ended else { return false }
    if how != .timedOut, how != .scopeEnded { report(how) }
    continuation?.resume(returning: outcome)
    return true
  }

  /// Called by the caller once it wakes: reports the call if its timeout ended it.
  func reportIfTimedOut() {
    let timedOut = phase.withLock { phase in
      if case .ended(.timedOut) = phase { return true }
      return false
    }
    if timedOut { report(.timedOut) }
  }

  private func report(_ how: Ending) {
    Reporter.report(
      .heldCallNotResumed(label, call: line, reason: how.phrase(timeout: timeout)),
      at: location)
  }

  /// The test resumes the call with `result`. Resuming a call that already ended reports
  /// a failure saying how it ended.
  func resume(with result: Result<Output, Failure>, at location: FailureLocation) {
    let (continuation, endedBefore) = phase.withLock {
      phase -> (CheckedContinuation<Result<Output, Failure>, Never>?, Ending?) in
      switch phase {
      case .held(let continuation):
        phase = .ended(.resumed)
        return (continuation, nil)
      case .arriving(cancelled: false):
        phase = .endedEarly(.resumed, result: result)
        return (nil, nil)
      case .arriving(cancelled: true):
        return (nil, .cancelled)
      case .endedEarly(let how, _), .ended(let how):
        return (nil, how)
      }
    }
    if let continuation { continuation.resume(returning: result) }
    guard let endedBefore else { return }
    let failure: MockFailure =
      endedBefore == .resumed
      ? .resumedTwice(label, call: line)
      : .heldCallAlreadyEnded(label, call: line, how: endedBefore.phrase(timeout: timeout))
    Reporter.report(failure, at: location)
  }
}
