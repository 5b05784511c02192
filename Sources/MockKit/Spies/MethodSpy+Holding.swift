extension MethodSpy {
  /// Waits for the oldest held call that no test has taken yet and that is still held,
  /// and reports a failure if none arrives within `timeout`.
  ///
  /// A call that ended before the test took it (its task was cancelled, or the spy was
  /// reset) is skipped: the call handed out is one the code under test is still waiting
  /// for. A call can still end after it is handed out; resuming it then reports how it
  /// ended.
  ///
  /// ```swift
  /// users.user.holdsCalls()
  /// let loading = Task { await model.load(userID: "1") }
  /// let call = try #require(await users.user.nextHeldCall())
  /// #expect(model.isLoading)
  /// call.resume(returning: User(id: "1", name: "Ada", email: "ada@example.com"))
  /// await loading.value
  /// ```
  ///
  /// - Parameters:
  ///   - timeout: How long to wait; ``WaitTimeout/defaultWait`` (10 seconds) by default.
  ///   - fileID: Where a failure is reported; leave the default.
  ///   - filePath: Where a failure is reported; leave the default.
  ///   - line: Where a failure is reported; leave the default.
  ///   - column: Where a failure is reported; leave the default.
  /// - Returns: The held call, or `nil` after a timeout or cancellation, which is also
  ///   reported as a test failure.
  public final func nextHeldCall(
    timeout: WaitTimeout = .defaultWait,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> HeldCall<Input, Output, Failure>? {
    switch await core.nextHold(timeout: timeout) {
    case .held(let hold): return HeldCall(hold)
    // The strict scope the spy was created in reported the wait when it ended.
    case .scopeEnded: return nil
    case .none: break
    }
    // Held between the timeout and this read: the caller ran late, not never.
    if !Task.isCancelled, let hold = core.claimHold() { return HeldCall(hold) }
    let record = core.callRecordForMessage
    let failure: MockFailure =
      Task.isCancelled
      ? .heldCallWaitCancelled(record.label)
      : .noHeldCall(
        record.label, within: Timeouts.describe(timeout), calls: record.lines(),
        holds: core.holdsCalls)
    Reporter.report(
      failure, at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    return nil
  }
}

extension MethodSpy where Failure == any Error {
  /// Holds every call that no matched stub or queued response answers, until the test
  /// resumes it with ``HeldCall/resume(returning:fileID:filePath:line:column:)`` or
  /// ``HeldCall/resume(throwing:fileID:filePath:line:column:)``.
  ///
  /// Only `await`ed calls can be held. A call whose task is cancelled throws `ending`
  /// (`CancellationError` by default) at once; so does a call not resumed within
  /// `timeout`, or still held when the spy is reset or the XCTest test that made it ends,
  /// which is also reported as a failure.
  ///
  /// ```swift
  /// users.user.holdsCalls()
  /// ```
  ///
  /// A mock of a method that throws only its own error (`throws(PaymentError)`) cannot
  /// throw `CancellationError`: give such a spy the error its ended calls throw, or a
  /// cancelled call has nothing to end with unless its output has a `MockDefaultValue`:
  ///
  /// ```swift
  /// gateway.charge.holdsCalls(endingWith: PaymentError.declined)
  /// ```
  ///
  /// - Parameters:
  ///   - timeout: How long a call may stay held; ``WaitTimeout/defaultHold`` (60 seconds)
  ///     by default.
  ///   - ending: What a held call throws when it ends without the test resuming it: its
  ///     task was cancelled, the spy was reset, the XCTest test that made it ended, or
  ///     `timeout` passed.
  ///   - fileID: Where strict mode reports the stub; leave the default.
  ///   - filePath: Where strict mode reports the stub; leave the default.
  ///   - line: Where strict mode reports the stub; leave the default.
  ///   - column: Where strict mode reports the stub; leave the default.
  public final func holdsCalls(
    timeout: WaitTimeout = .defaultHold,
    endingWith ending: any Error = CancellationError(),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    core.setDefault(
      .holding(Holding(timeout: timeout, ending: { .failure(ending) })),
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

extension MethodSpy where Failure == Never, Output == Void {
  /// Holds every call that no matched stub or queued response answers, until the test
  /// resumes it with ``HeldCall/resume(fileID:filePath:line:column:)``.
  ///
  /// Only `await`ed calls can be held. A call whose task is cancelled returns at once; a
  /// call not resumed within `timeout`, or still held when the spy is reset or the XCTest
  /// test that made it ends, returns too, and is reported as a failure.
  ///
  /// ```swift
  /// inventory.release.holdsCalls()
  /// ```
  ///
  /// - Parameters:
  ///   - timeout: How long a call may stay held; ``WaitTimeout/defaultHold`` (60 seconds)
  ///     by default.
  ///   - fileID: Where strict mode reports the stub; leave the default.
  ///   - filePath: Where strict mode reports the stub; leave the default.
  ///   - line: Where strict mode reports the stub; leave the default.
  ///   - column: Where strict mode reports the stub; leave the default.
  public final func holdsCalls(
    timeout: WaitTimeout = .defaultHold,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    core.setDefault(
      .holding(Holding(timeout: timeout, ending: { .success(()) })),
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

extension MethodSpy where Failure == Never, Output: MockDefaultValue {
  /// Holds every call that no matched stub or queued response answers, until the test
  /// resumes it with ``HeldCall/resume(returning:fileID:filePath:line:column:)``.
  ///
  /// Only `await`ed calls can be held. A call whose task is cancelled returns the
  /// output's ``MockDefaultValue`` at once; so does a call not resumed within `timeout`,
  /// or still held when the spy is reset or the XCTest test that made it ends, which is also
  /// reported as a failure.
  ///
  /// ```swift
  /// storage.exists.holdsCalls()
  /// ```
  ///
  /// - Parameters:
  ///   - timeout: How long a call may stay held; ``WaitTimeout/defaultHold`` (60 seconds)
  ///     by default.
  ///   - fileID: Where strict mode reports the stub; leave the default.
  ///   - filePath: Where strict mode reports the stub; leave the default.
  ///   - line: Where strict mode reports the stub; leave the default.
  ///   - column: Where strict mode reports the stub; leave the default.
  public final func holdsCalls(
    timeout: WaitTimeout = .defaultHold,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    core.setDefault(
      .holding(Holding(timeout: timeout, ending: { .success(.mockDefaultValue) })),
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

extension MethodSpy.Stubbing where Failure == any Error {
  /// Holds the matching calls until the test resumes them; a cancelled call, or one ended
  /// by a reset or its timeout, throws `ending` (`CancellationError` by default).
  ///
  /// ```swift
  /// users.user.when("slow").holdsCalls()
  /// ```
  ///
  /// - Parameters:
  ///   - timeout: How long a call may stay held; ``WaitTimeout/defaultHold`` (60 seconds)
  ///     by default.
  ///   - ending: What a held call throws when it ends without the test resuming it; for
  ///     a method that throws only its own error, one of that type.
  public func holdsCalls(
    timeout: WaitTimeout = .defaultHold, endingWith ending: any Error = CancellationError()
  ) {
    add(.holding(Holding(timeout: timeout, ending: { .failure(ending) })))
  }
}

extension MethodSpy.Stubbing where Failure == Never, Output == Void {
  /// Holds the matching calls until the test resumes them; a cancelled call, or one ended
  /// by a reset or its timeout, returns.
  ///
  /// ```swift
  /// inventory.release.when(matching: { $0.1 > 10 }).holdsCalls()
  /// ```
  ///
  /// - Parameter timeout: How long a call may stay held; ``WaitTimeout/defaultHold`` (60
  ///   seconds) by default.
  public func holdsCalls(timeout: WaitTimeout = .defaultHold) {
    add(.holding(Holding(timeout: timeout, ending: { .success(()) })))
  }
}

extension MethodSpy.Stubbing where Failure == Never, Output: MockDefaultValue {
  /// Holds the matching calls until the test resumes them; a cancelled call, or one ended
  /// by a reset or its timeout, returns the output's ``MockDefaultValue``.
  ///
  /// ```swift
  /// storage.exists.when("prefs").holdsCalls()
  /// ```
  ///
  /// - Parameter timeout: How long a call may stay held; ``WaitTimeout/defaultHold`` (60
  ///   seconds) by default.
  public func holdsCalls(timeout: WaitTimeout = .defaultHold) {
    add(.holding(Holding(timeout: timeout, ending: { .success(.mockDefaultValue) })))
  }
}
