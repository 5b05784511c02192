/// A call that a spy holds open until the test resumes it.
///
/// Stub a spy with `holdsCalls()` and each call it answers that way waits, with its caller,
/// until the test takes it with `nextHeldCall()` and resumes it. In between, the
/// test can look at the state of the code under test: a loading flag, a disabled button,
/// a second tap that must not start a second request.
///
/// ```swift
/// @MainActor @Test func showsProgressWhileLoading() async throws {
///   let users = MockUserFetching()
///   users.user.holdsCalls()
///   let model = UserProfileViewModel(users: users)
///
///   let loading = Task { await model.load(userID: "1") }
///   let call = try #require(await users.user.nextHeldCall())
///   #expect(model.isLoading)
///
///   call.resume(returning: User(id: "1", name: "Ada", email: "ada@example.com"))
///   await loading.value
///   #expect(!model.isLoading)
/// }
/// ```
///
/// A held call ends exactly once, by whichever comes first: the test resumes it, its
/// caller's task is cancelled (a throwing spy's call throws `CancellationError`; a
/// non-throwing spy's returns `()` or the output's ``MockDefaultValue``), or, with a
/// reported failure, the spy is reset, the XCTest test that made the call ends (or the
/// strict scope the spy was created in), or the call's timeout (``WaitTimeout/defaultHold``,
/// 60 seconds, unless `holdsCalls(timeout:)` says otherwise) runs out. It never leaks its
/// caller. Resuming a call that has already ended reports a failure saying how it ended. A
/// failure reported outside the test that made the call names that test.
public final class HeldCall<Input: Sendable, Output: Sendable, Failure: Error>: Sendable {
  let hold: Hold<Input, Output, Failure>

  init(_ hold: Hold<Input, Output, Failure>) {
    self.hold = hold
  }

  /// The arguments of the held call.
  ///
  /// ```swift
  /// let call = try #require(await users.user.nextHeldCall())
  /// #expect(call.arguments == "1")
  /// ```
  public var arguments: Input { hold.call.arguments }

  /// The call's position in the order of all recorded calls; see
  /// ``SpyCall/sequenceNumber``.
  ///
  /// ```swift
  /// #expect(call.sequenceNumber == users.user.calls.last?.sequenceNumber)
  /// ```
  public var sequenceNumber: UInt64 { hold.call.sequenceNumber }

  /// Whether the caller's task was cancelled before the test resumed the call.
  ///
  /// ```swift
  /// loading.cancel()
  /// await loading.value
  /// #expect(call.isCancelled)
  /// ```
  public var isCancelled: Bool { hold.isCancelled }

  /// Whether the call is still held, waiting to be resumed.
  ///
  /// ```swift
  /// #expect(call.isPending)
  /// call.resume(returning: user)
  /// #expect(!call.isPending)
  /// ```
  public var isPending: Bool { hold.isHeld }

  /// Ends the call: the held call returns `output`.
  ///
  /// ```swift
  /// call.resume(returning: User(id: "1", name: "Ada", email: "ada@example.com"))
  /// ```
  ///
  /// Resuming a call that has already ended has no effect and reports a failure that
  /// says how it ended: resumed before, its task cancelled, the spy reset, or its timeout
  /// passed.
  ///
  /// - Parameters:
  ///   - output: What the held call returns.
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
    hold.resume(
      with: .success(output),
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

extension HeldCall where Output == Void {
  /// Ends the call of a method that returns nothing.
  ///
  /// Resuming a call that has already ended has no effect and reports a failure that
  /// says how it ended.
  ///
  /// ```swift
  /// let release = try #require(await inventory.release.nextHeldCall())
  /// release.resume()
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

extension HeldCall where Failure == any Error {
  /// Ends the call of a throwing method: the held call throws `error`.
  ///
  /// Resuming a call that has already ended has no effect and reports a failure that
  /// says how it ended.
  ///
  /// ```swift
  /// call.resume(throwing: URLError(.timedOut))
  /// ```
  ///
  /// - Parameters:
  ///   - error: What the held call throws.
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
    hold.resume(
      with: .failure(error),
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
