import Testing

/// Expects that `spy` is called at least `minimum` times, waiting up to `timeout` for the
/// calls.
///
/// Returns as soon as the calls are recorded (at once if they already are); the
/// recording call resumes the wait, so nothing polls or sleeps.
///
/// ```swift
/// @Test func appearingLoadsTheUser() async {
///   let repository = MockUserRepository()
///   repository.fetchUser.returns(User(id: "1", name: "Ada"))
///   ProfileViewModel(repository: repository).onAppear()
///   await expectCalledEventually(repository.fetchUser)
/// }
/// ```
///
/// - Parameters:
///   - spy: The spy to wait on.
///   - minimum: How many calls to wait for, counting those already recorded.
///   - timeout: How long to wait; ``defaultWaitTimeout`` (10 seconds) by default.
///   - sourceLocation: Where to record a failure; leave the default.
/// - Returns: Whether the calls arrived in time, so a test can stop early.
@discardableResult
public func expectCalledEventually(
  _ spy: some CallRecording,
  atLeast minimum: Int = 1,
  timeout: Duration = defaultWaitTimeout,
  sourceLocation: SourceLocation = #_sourceLocation
) async -> Bool {
  await Waiting.forCalls(
    spy, count: minimum, timeout: timeout, at: FailureLocation(sourceLocation))
}

/// Expects that `spy` is called with `expected`, waiting up to `timeout` for the call.
///
/// ```swift
/// await expectCalledEventually(repository.fetchUser, with: "1")
/// ```
///
/// - Parameters:
///   - spy: The spy to wait on.
///   - expected: The awaited arguments.
///   - timeout: How long to wait; ``defaultWaitTimeout`` (10 seconds) by default.
///   - sourceLocation: Where to record a failure; leave the default.
/// - Returns: Whether the call arrived in time, so a test can stop early.
@discardableResult
public func expectCalledEventually<S: CallRecording>(
  _ spy: S,
  with expected: S.Input,
  timeout: Duration = defaultWaitTimeout,
  sourceLocation: SourceLocation = #_sourceLocation
) async -> Bool where S.Input: Equatable {
  await Waiting.forCall(
    spy, matching: { $0 == expected }, check: ArgumentCheck(equalTo: expected),
    timeout: timeout, at: FailureLocation(sourceLocation))
}

/// Expects that `spy` is called with arguments that satisfy `predicate`, waiting up to
/// `timeout` for the call.
///
/// ```swift
/// await expectCalledEventually(analytics.track, where: { $0.name == "payment_completed" })
/// ```
///
/// - Parameters:
///   - spy: The spy to wait on.
///   - predicate: Decides whether a call is the awaited one.
///   - timeout: How long to wait; ``defaultWaitTimeout`` (10 seconds) by default.
///   - sourceLocation: Where to record a failure; leave the default.
/// - Returns: Whether the call arrived in time, so a test can stop early.
@discardableResult
public func expectCalledEventually<S: CallRecording>(
  _ spy: S,
  where predicate: @escaping @Sendable (S.Input) -> Bool,
  timeout: Duration = defaultWaitTimeout,
  sourceLocation: SourceLocation = #_sourceLocation
) async -> Bool {
  await Waiting.forCall(
    spy, matching: predicate, check: ArgumentCheck(predicate: predicate),
    timeout: timeout, at: FailureLocation(sourceLocation))
}

/// Expects that `spy` is called with these 2 arguments, waiting up to `timeout`.
///
/// ```swift
/// await expectCalledEventually(pricing.discount, with: ("SPRING", 2))
/// ```
///
/// - Parameters:
///   - spy: The spy to wait on.
///   - expected: The awaited arguments, compared element by element.
///   - timeout: How long to wait; ``defaultWaitTimeout`` (10 seconds) by default.
///   - sourceLocation: Where to record a failure; leave the default.
/// - Returns: Whether the call arrived in time, so a test can stop early.
@discardableResult
public func expectCalledEventually<
  S: CallRecording, A: Equatable & Sendable, B: Equatable & Sendable
>(
  _ spy: S,
  with expected: (A, B),
  timeout: Duration = defaultWaitTimeout,
  sourceLocation: SourceLocation = #_sourceLocation
) async -> Bool where S.Input == (A, B) {
  await Waiting.forCall(
    spy, matching: { $0 == expected },
    check: ArgumentCheck(expected: expected, equal: ==),
    timeout: timeout, at: FailureLocation(sourceLocation))
}

/// Expects that `spy` is called with these 3 arguments, waiting up to `timeout`.
///
/// ```swift
/// await expectCalledEventually(pricing.discount, with: ("SPRING", 2, true))
/// ```
///
/// - Parameters:
///   - spy: The spy to wait on.
///   - expected: The awaited arguments, compared element by element.
///   - timeout: How long to wait; ``defaultWaitTimeout`` (10 seconds) by default.
///   - sourceLocation: Where to record a failure; leave the default.
/// - Returns: Whether the call arrived in time, so a test can stop early.
@discardableResult
public func expectCalledEventually<
  S: CallRecording, A: Equatable & Sendable, B: Equatable & Sendable, C: Equatable & Sendable
>(
  _ spy: S,
  with expected: (A, B, C),
  timeout: Duration = defaultWaitTimeout,
  sourceLocation: SourceLocation = #_sourceLocation
) async -> Bool where S.Input == (A, B, C) {
  await Waiting.forCall(
    spy, matching: { $0 == expected },
    check: ArgumentCheck(expected: expected, equal: ==),
    timeout: timeout, at: FailureLocation(sourceLocation))
}

/// Expects that `spy` is called with these 4 arguments, waiting up to `timeout`.
///
/// ```swift
/// await expectCalledEventually(pricing.discount, with: ("SPRING", 2, true, 0.5))
/// ```
///
/// - Parameters:
///   - spy: The spy to wait on.
///   - expected: The awaited arguments, compared element by element.
///   - timeout: How long to wait; ``defaultWaitTimeout`` (10 seconds) by default.
///   - sourceLocation: Where to record a failure; leave the default.
/// - Returns: Whether the call arrived in time, so a test can stop early.
@discardableResult
public func expectCalledEventually<
  S: CallRecording, A: Equatable & Sendable, B: Equatable & Sendable, C: Equatable & Sendable,
  D: Equatable & Sendable
>(
  _ spy: S,
  with expected: (A, B, C, D),
  timeout: Duration = defaultWaitTimeout,
  sourceLocation: SourceLocation = #_sourceLocation
) async -> Bool where S.Input == (A, B, C, D) {
  await Waiting.forCall(
    spy, matching: { $0 == expected },
    check: ArgumentCheck(expected: expected, equal: ==),
    timeout: timeout, at: FailureLocation(sourceLocation))
}
