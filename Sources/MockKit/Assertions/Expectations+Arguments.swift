import Testing

// One overload per tuple arity: tuples cannot conform to Equatable, so, like the standard
// library's tuple `==`, each arity up to 4 gets its own signature. Every overload forwards to
// the same verification core.

/// Expects that the most recent call of `spy` was made with `expected`.
///
/// ```swift
/// expectCalled(repository.fetchUser, with: "1")
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - expected: The expected arguments.
///   - sourceLocation: Where to record a failure; leave the default.
/// - Returns: Whether the expectation held, so a test can stop early.
@discardableResult
public func expectCalled<S: CallRecording>(
  _ spy: S,
  with expected: S.Input,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool where S.Input: Equatable {
  record(
    Verification.arguments(spy.callRecord, .lastCall, ArgumentCheck(equalTo: expected)),
    at: sourceLocation)
}

/// Expects that the most recent call of `spy` was made with arguments equal to `expected`, element by element.
///
/// ```swift
/// expectCalled(pricing.discount, with: ("SPRING", 2))
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - expected: The expected arguments.
///   - sourceLocation: Where to record a failure; leave the default.
/// - Returns: Whether the expectation held, so a test can stop early.
@discardableResult
public func expectCalled<S: CallRecording, A: Equatable, B: Equatable>(
  _ spy: S,
  with expected: (A, B),
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool where S.Input == (A, B) {
  record(
    Verification.arguments(spy.callRecord, .lastCall, ArgumentCheck(expected: expected, equal: ==)),
    at: sourceLocation)
}

/// Expects that the most recent call of `spy` was made with arguments equal to `expected`, element by element.
///
/// ```swift
/// expectCalled(pricing.discount, with: ("SPRING", 2, true))
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - expected: The expected arguments.
///   - sourceLocation: Where to record a failure; leave the default.
/// - Returns: Whether the expectation held, so a test can stop early.
@discardableResult
public func expectCalled<S: CallRecording, A: Equatable, B: Equatable, C: Equatable>(
  _ spy: S,
  with expected: (A, B, C),
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool where S.Input == (A, B, C) {
  record(
    Verification.arguments(spy.callRecord, .lastCall, ArgumentCheck(expected: expected, equal: ==)),
    at: sourceLocation)
}

/// Expects that the most recent call of `spy` was made with arguments equal to `expected`, element by element.
///
/// ```swift
/// expectCalled(pricing.discount, with: ("SPRING", 2, true, 0.5))
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - expected: The expected arguments.
///   - sourceLocation: Where to record a failure; leave the default.
/// - Returns: Whether the expectation held, so a test can stop early.
@discardableResult
public func expectCalled<S: CallRecording, A: Equatable, B: Equatable, C: Equatable, D: Equatable>(
  _ spy: S,
  with expected: (A, B, C, D),
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool where S.Input == (A, B, C, D) {
  record(
    Verification.arguments(spy.callRecord, .lastCall, ArgumentCheck(expected: expected, equal: ==)),
    at: sourceLocation)
}

/// Expects that the most recent call of `spy` was made with arguments that satisfy `predicate`.
///
/// ```swift
/// expectCalled(repository.fetchUser, where: { $0.hasPrefix("guest-") })
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - predicate: Decides whether a call's arguments are the expected ones.
///   - sourceLocation: Where to record a failure; leave the default.
/// - Returns: Whether the expectation held, so a test can stop early.
@discardableResult
public func expectCalled<S: CallRecording>(
  _ spy: S,
  where predicate: @escaping (S.Input) -> Bool,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  record(
    Verification.arguments(spy.callRecord, .lastCall, ArgumentCheck(predicate: predicate)),
    at: sourceLocation)
}

/// Expects that `spy` was called exactly once, with `expected`.
///
/// ```swift
/// expectCalledOnce(repository.fetchUser, with: "1")
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - expected: The expected arguments.
///   - sourceLocation: Where to record a failure; leave the default.
/// - Returns: Whether the expectation held, so a test can stop early.
@discardableResult
public func expectCalledOnce<S: CallRecording>(
  _ spy: S,
  with expected: S.Input,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool where S.Input: Equatable {
  record(
    Verification.arguments(spy.callRecord, .onlyCall, ArgumentCheck(equalTo: expected)),
    at: sourceLocation)
}

/// Expects that `spy` was called exactly once, with arguments equal to `expected`, element by element.
///
/// ```swift
/// expectCalledOnce(pricing.discount, with: ("SPRING", 2))
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - expected: The expected arguments.
///   - sourceLocation: Where to record a failure; leave the default.
/// - Returns: Whether the expectation held, so a test can stop early.
@discardableResult
public func expectCalledOnce<S: CallRecording, A: Equatable, B: Equatable>(
  _ spy: S,
  with expected: (A, B),
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool where S.Input == (A, B) {
  record(
    Verification.arguments(spy.callRecord, .onlyCall, ArgumentCheck(expected: expected, equal: ==)),
    at: sourceLocation)
}

/// Expects that `spy` was called exactly once, with arguments equal to `expected`, element by element.
///
/// ```swift
/// expectCalledOnce(pricing.discount, with: ("SPRING", 2, true))
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - expected: The expected arguments.
///   - sourceLocation: Where to record a failure; leave the default.
/// - Returns: Whether the expectation held, so a test can stop early.
@discardableResult
public func expectCalledOnce<S: CallRecording, A: Equatable, B: Equatable, C: Equatable>(
  _ spy: S,
  with expected: (A, B, C),
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool where S.Input == (A, B, C) {
  record(
    Verification.arguments(spy.callRecord, .onlyCall, ArgumentCheck(expected: expected, equal: ==)),
    at: sourceLocation)
}

/// Expects that `spy` was called exactly once, with arguments equal to `expected`, element by element.
///
/// ```swift
/// expectCalledOnce(pricing.discount, with: ("SPRING", 2, true, 0.5))
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - expected: The expected arguments.
///   - sourceLocation: Where to record a failure; leave the default.
/// - Returns: Whether the expectation held, so a test can stop early.
@discardableResult
public func expectCalledOnce<
  S: CallRecording, A: Equatable, B: Equatable, C: Equatable, D: Equatable
>(
  _ spy: S,
  with expected: (A, B, C, D),
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool where S.Input == (A, B, C, D) {
  record(
    Verification.arguments(spy.callRecord, .onlyCall, ArgumentCheck(expected: expected, equal: ==)),
    at: sourceLocation)
}

/// Expects that `spy` was called exactly once, with arguments that satisfy `predicate`.
///
/// ```swift
/// expectCalledOnce(repository.fetchUser, where: { $0.hasPrefix("guest-") })
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - predicate: Decides whether a call's arguments are the expected ones.
///   - sourceLocation: Where to record a failure; leave the default.
/// - Returns: Whether the expectation held, so a test can stop early.
@discardableResult
public func expectCalledOnce<S: CallRecording>(
  _ spy: S,
  where predicate: @escaping (S.Input) -> Bool,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  record(
    Verification.arguments(spy.callRecord, .onlyCall, ArgumentCheck(predicate: predicate)),
    at: sourceLocation)
}

/// Expects that at least one call of `spy` was made with `expected`.
///
/// ```swift
/// expectAnyCall(repository.fetchUser, with: "1")
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - expected: The expected arguments.
///   - sourceLocation: Where to record a failure; leave the default.
/// - Returns: Whether the expectation held, so a test can stop early.
@discardableResult
public func expectAnyCall<S: CallRecording>(
  _ spy: S,
  with expected: S.Input,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool where S.Input: Equatable {
  record(
    Verification.arguments(spy.callRecord, .anyCall, ArgumentCheck(equalTo: expected)),
    at: sourceLocation)
}

/// Expects that at least one call of `spy` was made with arguments equal to `expected`, element by element.
///
/// ```swift
/// expectAnyCall(pricing.discount, with: ("SPRING", 2))
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - expected: The expected arguments.
///   - sourceLocation: Where to record a failure; leave the default.
/// - Returns: Whether the expectation held, so a test can stop early.
@discardableResult
public func expectAnyCall<S: CallRecording, A: Equatable, B: Equatable>(
  _ spy: S,
  with expected: (A, B),
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool where S.Input == (A, B) {
  record(
    Verification.arguments(spy.callRecord, .anyCall, ArgumentCheck(expected: expected, equal: ==)),
    at: sourceLocation)
}

/// Expects that at least one call of `spy` was made with arguments equal to `expected`, element by element.
///
/// ```swift
/// expectAnyCall(pricing.discount, with: ("SPRING", 2, true))
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - expected: The expected arguments.
///   - sourceLocation: Where to record a failure; leave the default.
/// - Returns: Whether the expectation held, so a test can stop early.
@discardableResult
public func expectAnyCall<S: CallRecording, A: Equatable, B: Equatable, C: Equatable>(
  _ spy: S,
  with expected: (A, B, C),
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool where S.Input == (A, B, C) {
  record(
    Verification.arguments(spy.callRecord, .anyCall, ArgumentCheck(expected: expected, equal: ==)),
    at: sourceLocation)
}

/// Expects that at least one call of `spy` was made with arguments equal to `expected`, element by element.
///
/// ```swift
/// expectAnyCall(pricing.discount, with: ("SPRING", 2, true, 0.5))
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - expected: The expected arguments.
///   - sourceLocation: Where to record a failure; leave the default.
/// - Returns: Whether the expectation held, so a test can stop early.
@discardableResult
public func expectAnyCall<S: CallRecording, A: Equatable, B: Equatable, C: Equatable, D: Equatable>(
  _ spy: S,
  with expected: (A, B, C, D),
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool where S.Input == (A, B, C, D) {
  record(
    Verification.arguments(spy.callRecord, .anyCall, ArgumentCheck(expected: expected, equal: ==)),
    at: sourceLocation)
}

/// Expects that at least one call of `spy` was made with arguments that satisfy `predicate`.
///
/// ```swift
/// expectAnyCall(repository.fetchUser, where: { $0.hasPrefix("guest-") })
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - predicate: Decides whether a call's arguments are the expected ones.
///   - sourceLocation: Where to record a failure; leave the default.
/// - Returns: Whether the expectation held, so a test can stop early.
@discardableResult
public func expectAnyCall<S: CallRecording>(
  _ spy: S,
  where predicate: @escaping (S.Input) -> Bool,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  record(
    Verification.arguments(spy.callRecord, .anyCall, ArgumentCheck(predicate: predicate)),
    at: sourceLocation)
}
