/// A call that a spy holds open until the test resumes it.
///
/// Stub a spy with `suspends()` and each call it answers that way waits, with its caller,
/// until the test takes it with `nextSuspendedCall()` and resumes it. In between, the
/// test can look at the state of the code under test: a loading flag, a disabled button,
/// a second tap that must not start a second request.
///
/// ```swift
/// @MainActor @Test func showsProgressWhileLoading() async throws {
///   let repository = MockUserRepository()
///   repository.fetchUser.suspends()
///   let model = ProfileViewModel(repository: repository)
///
///   let loading = Task { await model.load(userID: "1") }
///   let call = try #require(await repository.fetchUser.nextSuspendedCall())
///   #expect(model.isLoading)
///
///   call.resume(returning: User(id: "1", name: "Ada"))
///   await loading.value
///   #expect(!model.isLoading)
/// }
/// ```
///
/// A suspended call ends exactly once: when the test resumes it, when its caller's task
/// is cancelled (a throwing spy's call throws `CancellationError`; a non-throwing spy's
/// returns `()` or the output's ``MockDefaultValue``), or, with a reported failure, when
/// the spy is reset or the call's timeout runs out. It never leaks its continuation.
public final class SuspendedCall<Input: Sendable, Output: Sendable, Failure: Error>: Sendable {
  /// The arguments of the suspended call.
  ///
  /// ```swift
  /// let call = try #require(await repository.fetchUser.nextSuspendedCall())
  /// #expect(call.arguments == "1")
  /// ```
  public let arguments: Input

  /// The call's position in the order of all recorded calls; see
  /// ``SpyCall/sequenceNumber``.
  ///
  /// ```swift
  /// #expect(call.sequenceNumber == repository.fetchUser.calls.last?.sequenceNumber)
  /// ```
  public let sequenceNumber: UInt64

  private enum Phase {
    /// The call has not parked yet; `cancelled` if its task was cancelled meanwhile.
    case arriving(cancelled: Bool)
    case parked(CheckedContinuation<Result<Output, Failure>, Never>)
    case resumed
    case cancelled
    case abandoned
  }

  private let phase = LockedState(Phase.arriving(cancelled: false))
  private let ending: @Sendable () -> Result<Output, Failure>
  private let label: SpyLabel
  private let line: CallLine
  private let site: DeclarationSite

  init(
    _ call: SpyCall<Input>, number: Int, record: CallRecord<Input>, site: DeclarationSite,
    ending: @escaping @Sendable () -> Result<Output, Failure>
  ) {
    self.arguments = call.arguments
    self.sequenceNumber = call.sequenceNumber
    self.label = record.label
    self.line = CallLine(number: number, text: record.render(call.arguments))
    self.site = site
    self.ending = ending
  }

  /// Whether the caller's task was cancelled before the test resumed the call.
  ///
  /// ```swift
  /// loading.cancel()
  /// await loading.value
  /// #expect(call.isCancelled)
  /// ```
  public var isCancelled: Bool {
    phase.withLock { phase in
      switch phase {
      case .cancelled, .arriving(cancelled: true): true
      default: false
      }
    }
  }

  /// Whether the call is still waiting to be resumed.
  ///
  /// ```swift
  /// #expect(call.isPending)
  /// call.resume(returning: user)
  /// #expect(!call.isPending)
  /// ```
  public var isPending: Bool {
    phase.withLock { phase in
      if case .parked = phase { return true }
      return false
    }
  }

  var hasEnded: Bool {
    phase.withLock { phase in
      switch phase {
      case .resumed, .cancelled, .abandoned: true
      case .arriving, .parked: false
      }
    }
  }

  // MARK: Ending the call

  /// Parks the caller, or ends the call at once if its task is already cancelled.
  func park(_ continuation: CheckedContinuation<Result<Output, Failure>, Never>) {
    let cancelledEarly = phase.withLock { phase in
      if case .arriving(cancelled: true) = phase {
        phase = .cancelled
        return true
      }
      phase = .parked(continuation)
      return false
    }
    if cancelledEarly { continuation.resume(returning: ending()) }
  }

  func cancel() {
    let continuation = phase.withLock {
      phase -> CheckedContinuation<Result<Output, Failure>, Never>? in
      switch phase {
      case .arriving:
        phase = .arriving(cancelled: true)
        return nil
      case .parked(let continuation):
        phase = .cancelled
        return continuation
      case .resumed, .cancelled, .abandoned:
        return nil
      }
    }
    continuation?.resume(returning: ending())
  }

  /// Ends a call the test never resumed, and reports it.
  func abandon(because reason: String) {
    let continuation = phase.withLock {
      phase -> CheckedContinuation<Result<Output, Failure>, Never>? in
      guard case .parked(let continuation) = phase else { return nil }
      phase = .abandoned
      return continuation
    }
    guard let continuation else { return }
    Reporter.report(
      .suspendedCallAbandoned(label, call: line, reason: reason), at: site.location)
    continuation.resume(returning: ending())
  }

  func resume(with result: Result<Output, Failure>, at location: FailureLocation) {
    let (continuation, alreadyResumed) = phase.withLock {
      phase -> (CheckedContinuation<Result<Output, Failure>, Never>?, Bool) in
      switch phase {
      case .parked(let continuation):
        phase = .resumed
        return (continuation, false)
      case .resumed:
        return (nil, true)
      case .arriving, .cancelled, .abandoned:
        return (nil, false)
      }
    }
    if let continuation {
      continuation.resume(returning: result)
    } else if alreadyResumed {
      Reporter.report(.resumedTwice(label, call: line), at: location)
    }
  }

  /// Ends the call: the suspended `call` returns `output`.
  ///
  /// ```swift
  /// call.resume(returning: User(id: "1", name: "Ada"))
  /// ```
  ///
  /// Resuming a call a second time reports a failure and has no effect. Resuming a call
  /// that already ended otherwise (its task was cancelled, or `reset()` or its timeout
  /// ended it, which was reported then) has no effect.
  ///
  /// - Parameters:
  ///   - output: What the suspended call returns.
  ///   - fileID: Where a failure is reported; leave the default.
  ///   - filePath: Where a failure is reported; leave the default.
  ///   - line: Where a failure is reported; leave the default.
  ///   - column: Where a failure is reported; leave the default.
  public func resume(
    returning output: Output,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    resume(
      with: .success(output),
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

extension SuspendedCall where Output == Void {
  /// Ends the call of a method that returns nothing.
  ///
  /// ```swift
  /// let save = try #require(await store.save.nextSuspendedCall())
  /// save.resume()
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: Where a failure is reported; leave the default.
  ///   - filePath: Where a failure is reported; leave the default.
  ///   - line: Where a failure is reported; leave the default.
  ///   - column: Where a failure is reported; leave the default.
  public func resume(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    resume(returning: (), fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

extension SuspendedCall where Failure == any Error {
  /// Ends the call of a throwing method: the suspended call throws `error`.
  ///
  /// ```swift
  /// call.resume(throwing: URLError(.timedOut))
  /// ```
  ///
  /// - Parameters:
  ///   - error: What the suspended call throws.
  ///   - fileID: Where a failure is reported; leave the default.
  ///   - filePath: Where a failure is reported; leave the default.
  ///   - line: Where a failure is reported; leave the default.
  ///   - column: Where a failure is reported; leave the default.
  public func resume(
    throwing error: any Error,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    resume(
      with: .failure(error),
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
