import XCTest

// One overload per tuple arity: tuples cannot conform to Equatable, so, like the standard
// library's tuple `==`, each arity up to 4 gets its own signature. Every overload forwards to
// the same verification core.

/// Asserts that the most recent call of `spy` was made with `expected`.
///
/// ```swift
/// XCTAssertCalled(repository.fetchUser, with: "1")
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - expected: The expected arguments.
///   - file: The file to report a failure in; leave the default.
///   - line: The line to report a failure at; leave the default.
public func XCTAssertCalled<S: CallRecording>(
  _ spy: S,
  with expected: S.Input,
  file: StaticString = #filePath,
  line: UInt = #line
) where S.Input: Equatable {
  report(
    Verification.arguments(spy.callRecord, .lastCall, ArgumentCheck(equalTo: expected)), file: file,
    line: line)
}

/// Asserts that the most recent call of `spy` was made with arguments equal to `expected`, element by element.
///
/// ```swift
/// XCTAssertCalled(pricing.discount, with: ("SPRING", 2))
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - expected: The expected arguments.
///   - file: The file to report a failure in; leave the default.
///   - line: The line to report a failure at; leave the default.
public func XCTAssertCalled<S: CallRecording, A: Equatable, B: Equatable>(
  _ spy: S,
  with expected: (A, B),
  file: StaticString = #filePath,
  line: UInt = #line
) where S.Input == (A, B) {
  report(
    Verification.arguments(spy.callRecord, .lastCall, ArgumentCheck(expected: expected, equal: ==)),
    file: file, line: line)
}

/// Asserts that the most recent call of `spy` was made with arguments equal to `expected`, element by element.
///
/// ```swift
/// XCTAssertCalled(pricing.discount, with: ("SPRING", 2, true))
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - expected: The expected arguments.
///   - file: The file to report a failure in; leave the default.
///   - line: The line to report a failure at; leave the default.
public func XCTAssertCalled<S: CallRecording, A: Equatable, B: Equatable, C: Equatable>(
  _ spy: S,
  with expected: (A, B, C),
  file: StaticString = #filePath,
  line: UInt = #line
) where S.Input == (A, B, C) {
  report(
    Verification.arguments(spy.callRecord, .lastCall, ArgumentCheck(expected: expected, equal: ==)),
    file: file, line: line)
}

/// Asserts that the most recent call of `spy` was made with arguments equal to `expected`, element by element.
///
/// ```swift
/// XCTAssertCalled(pricing.discount, with: ("SPRING", 2, true, 0.5))
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - expected: The expected arguments.
///   - file: The file to report a failure in; leave the default.
///   - line: The line to report a failure at; leave the default.
public func XCTAssertCalled<
  S: CallRecording, A: Equatable, B: Equatable, C: Equatable, D: Equatable
>(
  _ spy: S,
  with expected: (A, B, C, D),
  file: StaticString = #filePath,
  line: UInt = #line
) where S.Input == (A, B, C, D) {
  report(
    Verification.arguments(spy.callRecord, .lastCall, ArgumentCheck(expected: expected, equal: ==)),
    file: file, line: line)
}

/// Asserts that the most recent call of `spy` was made with arguments that satisfy `predicate`.
///
/// ```swift
/// XCTAssertCalled(repository.fetchUser, where: { $0.hasPrefix("guest-") })
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - predicate: Decides whether a call's arguments are the expected ones.
///   - file: The file to report a failure in; leave the default.
///   - line: The line to report a failure at; leave the default.
public func XCTAssertCalled<S: CallRecording>(
  _ spy: S,
  where predicate: @escaping (S.Input) -> Bool,
  file: StaticString = #filePath,
  line: UInt = #line
) {
  report(
    Verification.arguments(spy.callRecord, .lastCall, ArgumentCheck(predicate: predicate)),
    file: file, line: line)
}

/// Asserts that `spy` was called exactly once, with `expected`.
///
/// ```swift
/// XCTAssertCalledOnce(repository.fetchUser, with: "1")
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - expected: The expected arguments.
///   - file: The file to report a failure in; leave the default.
///   - line: The line to report a failure at; leave the default.
public func XCTAssertCalledOnce<S: CallRecording>(
  _ spy: S,
  with expected: S.Input,
  file: StaticString = #filePath,
  line: UInt = #line
) where S.Input: Equatable {
  report(
    Verification.arguments(spy.callRecord, .onlyCall, ArgumentCheck(equalTo: expected)), file: file,
    line: line)
}

/// Asserts that `spy` was called exactly once, with arguments equal to `expected`, element by element.
///
/// ```swift
/// XCTAssertCalledOnce(pricing.discount, with: ("SPRING", 2))
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - expected: The expected arguments.
///   - file: The file to report a failure in; leave the default.
///   - line: The line to report a failure at; leave the default.
public func XCTAssertCalledOnce<S: CallRecording, A: Equatable, B: Equatable>(
  _ spy: S,
  with expected: (A, B),
  file: StaticString = #filePath,
  line: UInt = #line
) where S.Input == (A, B) {
  report(
    Verification.arguments(spy.callRecord, .onlyCall, ArgumentCheck(expected: expected, equal: ==)),
    file: file, line: line)
}

/// Asserts that `spy` was called exactly once, with arguments equal to `expected`, element by element.
///
/// ```swift
/// XCTAssertCalledOnce(pricing.discount, with: ("SPRING", 2, true))
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - expected: The expected arguments.
///   - file: The file to report a failure in; leave the default.
///   - line: The line to report a failure at; leave the default.
public func XCTAssertCalledOnce<S: CallRecording, A: Equatable, B: Equatable, C: Equatable>(
  _ spy: S,
  with expected: (A, B, C),
  file: StaticString = #filePath,
  line: UInt = #line
) where S.Input == (A, B, C) {
  report(
    Verification.arguments(spy.callRecord, .onlyCall, ArgumentCheck(expected: expected, equal: ==)),
    file: file, line: line)
}

/// Asserts that `spy` was called exactly once, with arguments equal to `expected`, element by element.
///
/// ```swift
/// XCTAssertCalledOnce(pricing.discount, with: ("SPRING", 2, true, 0.5))
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - expected: The expected arguments.
///   - file: The file to report a failure in; leave the default.
///   - line: The line to report a failure at; leave the default.
public func XCTAssertCalledOnce<
  S: CallRecording, A: Equatable, B: Equatable, C: Equatable, D: Equatable
>(
  _ spy: S,
  with expected: (A, B, C, D),
  file: StaticString = #filePath,
  line: UInt = #line
) where S.Input == (A, B, C, D) {
  report(
    Verification.arguments(spy.callRecord, .onlyCall, ArgumentCheck(expected: expected, equal: ==)),
    file: file, line: line)
}

/// Asserts that `spy` was called exactly once, with arguments that satisfy `predicate`.
///
/// ```swift
/// XCTAssertCalledOnce(repository.fetchUser, where: { $0.hasPrefix("guest-") })
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - predicate: Decides whether a call's arguments are the expected ones.
///   - file: The file to report a failure in; leave the default.
///   - line: The line to report a failure at; leave the default.
public func XCTAssertCalledOnce<S: CallRecording>(
  _ spy: S,
  where predicate: @escaping (S.Input) -> Bool,
  file: StaticString = #filePath,
  line: UInt = #line
) {
  report(
    Verification.arguments(spy.callRecord, .onlyCall, ArgumentCheck(predicate: predicate)),
    file: file, line: line)
}

/// Asserts that at least one call of `spy` was made with `expected`.
///
/// ```swift
/// XCTAssertAnyCall(repository.fetchUser, with: "1")
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - expected: The expected arguments.
///   - file: The file to report a failure in; leave the default.
///   - line: The line to report a failure at; leave the default.
public func XCTAssertAnyCall<S: CallRecording>(
  _ spy: S,
  with expected: S.Input,
  file: StaticString = #filePath,
  line: UInt = #line
) where S.Input: Equatable {
  report(
    Verification.arguments(spy.callRecord, .anyCall, ArgumentCheck(equalTo: expected)), file: file,
    line: line)
}

/// Asserts that at least one call of `spy` was made with arguments equal to `expected`, element by element.
///
/// ```swift
/// XCTAssertAnyCall(pricing.discount, with: ("SPRING", 2))
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - expected: The expected arguments.
///   - file: The file to report a failure in; leave the default.
///   - line: The line to report a failure at; leave the default.
public func XCTAssertAnyCall<S: CallRecording, A: Equatable, B: Equatable>(
  _ spy: S,
  with expected: (A, B),
  file: StaticString = #filePath,
  line: UInt = #line
) where S.Input == (A, B) {
  report(
    Verification.arguments(spy.callRecord, .anyCall, ArgumentCheck(expected: expected, equal: ==)),
    file: file, line: line)
}

/// Asserts that at least one call of `spy` was made with arguments equal to `expected`, element by element.
///
/// ```swift
/// XCTAssertAnyCall(pricing.discount, with: ("SPRING", 2, true))
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - expected: The expected arguments.
///   - file: The file to report a failure in; leave the default.
///   - line: The line to report a failure at; leave the default.
public func XCTAssertAnyCall<S: CallRecording, A: Equatable, B: Equatable, C: Equatable>(
  _ spy: S,
  with expected: (A, B, C),
  file: StaticString = #filePath,
  line: UInt = #line
) where S.Input == (A, B, C) {
  report(
    Verification.arguments(spy.callRecord, .anyCall, ArgumentCheck(expected: expected, equal: ==)),
    file: file, line: line)
}

/// Asserts that at least one call of `spy` was made with arguments equal to `expected`, element by element.
///
/// ```swift
/// XCTAssertAnyCall(pricing.discount, with: ("SPRING", 2, true, 0.5))
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - expected: The expected arguments.
///   - file: The file to report a failure in; leave the default.
///   - line: The line to report a failure at; leave the default.
public func XCTAssertAnyCall<
  S: CallRecording, A: Equatable, B: Equatable, C: Equatable, D: Equatable
>(
  _ spy: S,
  with expected: (A, B, C, D),
  file: StaticString = #filePath,
  line: UInt = #line
) where S.Input == (A, B, C, D) {
  report(
    Verification.arguments(spy.callRecord, .anyCall, ArgumentCheck(expected: expected, equal: ==)),
    file: file, line: line)
}

/// Asserts that at least one call of `spy` was made with arguments that satisfy `predicate`.
///
/// ```swift
/// XCTAssertAnyCall(repository.fetchUser, where: { $0.hasPrefix("guest-") })
/// ```
///
/// - Parameters:
///   - spy: The spy to check.
///   - predicate: Decides whether a call's arguments are the expected ones.
///   - file: The file to report a failure in; leave the default.
///   - line: The line to report a failure at; leave the default.
public func XCTAssertAnyCall<S: CallRecording>(
  _ spy: S,
  where predicate: @escaping (S.Input) -> Bool,
  file: StaticString = #filePath,
  line: UInt = #line
) {
  report(
    Verification.arguments(spy.callRecord, .anyCall, ArgumentCheck(predicate: predicate)),
    file: file, line: line)
}
