extension Spy {
  /// Waits for the oldest suspended call no test has taken yet, and reports a failure if
  /// none arrives within `timeout`.
  ///
  /// ```swift
  /// loader.load.suspends()
  /// let loading = Task { await model.refresh() }
  /// let call = try #require(await loader.load.nextSuspendedCall())
  /// #expect(model.isRefreshing)
  /// call.resume(returning: [])
  /// await loading.value
  /// ```
  ///
  /// - Parameters:
  ///   - timeout: How long to wait; ``defaultWaitTimeout`` (10 seconds) by default.
  ///   - fileID: Where a failure is reported; leave the default.
  ///   - filePath: Where a failure is reported; leave the default.
  ///   - line: Where a failure is reported; leave the default.
  ///   - column: Where a failure is reported; leave the default.
  /// - Returns: The suspended call, or `nil` after a timeout or cancellation, which is
  ///   also reported as a test failure.
  public func nextSuspendedCall(
    timeout: Duration = defaultWaitTimeout,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> SuspendedCall<Input, Output, Never>? {
    await core.nextSuspendedCall(
      timeout: timeout,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

extension Spy where Output == Void {
  /// Suspends every call that no matched stub or queued response answers, until the
  /// test resumes it with ``SuspendedCall/resume(fileID:filePath:line:column:)``.
  ///
  /// Only `await`ed calls can be suspended. A call whose task is cancelled returns at
  /// once; a call not resumed within `timeout`, or still suspended when the spy is reset,
  /// returns too, and is reported as a failure.
  ///
  /// ```swift
  /// store.save.suspends()
  /// ```
  ///
  /// - Parameter timeout: How long a call may stay suspended; 60 seconds by default.
  public func suspends(timeout: Duration = .seconds(60)) {
    core.setDefault(.suspend(timeout: timeout, ending: { .success(()) }))
  }
}

extension Spy where Output: MockDefaultValue {
  /// Suspends every call that no matched stub or queued response answers, until the
  /// test resumes it with ``SuspendedCall/resume(returning:fileID:filePath:line:column:)``.
  ///
  /// Only `await`ed calls can be suspended. A call whose task is cancelled returns the
  /// output's ``MockDefaultValue`` at once; so does a call not resumed within `timeout`,
  /// or still suspended when the spy is reset, which is also reported as a failure.
  ///
  /// ```swift
  /// loader.load.suspends()
  /// ```
  ///
  /// - Parameter timeout: How long a call may stay suspended; 60 seconds by default.
  public func suspends(timeout: Duration = .seconds(60)) {
    core.setDefault(.suspend(timeout: timeout, ending: { .success(.mockDefaultValue) }))
  }
}

extension Spy.Stubbing where Output == Void {
  /// Suspends the matching calls until the test resumes them; see ``Spy/suspends(timeout:)-(Duration)``.
  ///
  /// ```swift
  /// store.save.when(matching: { $0.isDraft }).suspends()
  /// ```
  ///
  /// - Parameter timeout: How long a call may stay suspended; 60 seconds by default.
  public func suspends(timeout: Duration = .seconds(60)) {
    core.addMatched(matches, .suspend(timeout: timeout, ending: { .success(()) }))
  }
}

extension Spy.Stubbing where Output: MockDefaultValue {
  /// Suspends the matching calls until the test resumes them; a cancelled or abandoned
  /// call returns the output's ``MockDefaultValue``.
  ///
  /// ```swift
  /// loader.load.when("slow").suspends()
  /// ```
  ///
  /// - Parameter timeout: How long a call may stay suspended; 60 seconds by default.
  public func suspends(timeout: Duration = .seconds(60)) {
    core.addMatched(matches, .suspend(timeout: timeout, ending: { .success(.mockDefaultValue) }))
  }
}

extension ThrowingSpy {
  /// Suspends every call that no matched stub or queued response answers, until the
  /// test resumes it with ``SuspendedCall/resume(returning:fileID:filePath:line:column:)``
  /// or ``SuspendedCall/resume(throwing:fileID:filePath:line:column:)``.
  ///
  /// Only `await`ed calls can be suspended. A call whose task is cancelled throws
  /// `CancellationError` at once; so does a call not resumed within `timeout`, or still
  /// suspended when the spy is reset, which is also reported as a failure.
  ///
  /// ```swift
  /// repository.fetchUser.suspends()
  /// ```
  ///
  /// - Parameter timeout: How long a call may stay suspended; 60 seconds by default.
  public func suspends(timeout: Duration = .seconds(60)) {
    core.setDefault(.suspend(timeout: timeout, ending: { .failure(CancellationError()) }))
  }

  /// Waits for the oldest suspended call no test has taken yet, and reports a failure if
  /// none arrives within `timeout`.
  ///
  /// ```swift
  /// repository.fetchUser.suspends()
  /// let loading = Task { await model.load(userID: "1") }
  /// let call = try #require(await repository.fetchUser.nextSuspendedCall())
  /// #expect(model.isLoading)
  /// call.resume(returning: User(id: "1", name: "Ada"))
  /// await loading.value
  /// ```
  ///
  /// - Parameters:
  ///   - timeout: How long to wait; ``defaultWaitTimeout`` (10 seconds) by default.
  ///   - fileID: Where a failure is reported; leave the default.
  ///   - filePath: Where a failure is reported; leave the default.
  ///   - line: Where a failure is reported; leave the default.
  ///   - column: Where a failure is reported; leave the default.
  /// - Returns: The suspended call, or `nil` after a timeout or cancellation, which is
  ///   also reported as a test failure.
  public func nextSuspendedCall(
    timeout: Duration = defaultWaitTimeout,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> SuspendedCall<Input, Output, any Error>? {
    await core.nextSuspendedCall(
      timeout: timeout,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

extension ThrowingSpy.Stubbing {
  /// Suspends the matching calls until the test resumes them; see
  /// ``ThrowingSpy/suspends(timeout:)``.
  ///
  /// ```swift
  /// repository.fetchUser.when("slow").suspends()
  /// ```
  ///
  /// - Parameter timeout: How long a call may stay suspended; 60 seconds by default.
  public func suspends(timeout: Duration = .seconds(60)) {
    core.addMatched(matches, .suspend(timeout: timeout, ending: { .failure(CancellationError()) }))
  }
}
