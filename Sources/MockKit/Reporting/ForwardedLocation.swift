import Testing

/// Runs `body` so that the failures MockKit raises in it point at `sourceLocation`: a test
/// helper's caller, in Swift Testing.
///
/// A helper that stubs or checks spies on behalf of a test takes one parameter, Swift
/// Testing's `SourceLocation` with `#_sourceLocation` as its default (as `#expect` does),
/// and wraps its MockKit calls in this scope. Every MockKit call inside it, synchronous
/// or not, then reports at the test's line instead of the helper's, including the
/// failures it raises later, such as strict mode's report of a stub the test never used:
///
/// ```swift
/// func stubDeclined(
///   _ payments: MockPaymentProcessor, sourceLocation: SourceLocation = #_sourceLocation
/// ) {
///   reportingFailures(at: sourceLocation) {
///     payments.charge.when(.arguments(.any, .equal(to: "EUR"))).throws(PaymentError.declined)
///   }
/// }
/// ```
///
/// Only the lines of the MockKit calls made in the scope move: a spy's own failures, such
/// as an unstubbed call, still point at its declaration. When helpers call helpers, the
/// outermost scope wins, so failures point at the test.
///
/// XCTest attributes a failure only to a file it is given as a `StaticString`, which a
/// `SourceLocation` cannot become: in an XCTest test, failures from this scope point at the
/// helper's line and their message ends with the caller's location. An XCTest helper
/// forwards its `file:` and `line:` with ``reportingFailures(file:line:_:)`` instead.
///
/// - Parameters:
///   - sourceLocation: Where the failures point: the helper's `sourceLocation` parameter.
///   - body: The helper's MockKit calls.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
@discardableResult
public func reportingFailures<Result>(
  at sourceLocation: SourceLocation, _ body: () throws -> Result
) rethrows -> Result {
  try ForwardedLocation.forwarding(.sourceLocation(sourceLocation), body)
}

/// Runs the asynchronous `body` so that the failures MockKit raises in it point at
/// `sourceLocation`: a test helper's caller, in Swift Testing.
///
/// The asynchronous form of ``reportingFailures(at:_:)-(_,()->Result)``, for a helper that
/// waits:
///
/// ```swift
/// func waitForCharge(
///   _ payments: MockPaymentProcessor, sourceLocation: SourceLocation = #_sourceLocation
/// ) async {
///   await reportingFailures(at: sourceLocation) {
///     await payments.charge.waitForCalls(1, timeout: .milliseconds(10))
///   }
/// }
/// ```
///
/// - Parameters:
///   - sourceLocation: Where the failures point: the helper's `sourceLocation` parameter.
///   - isolation: The actor `body` runs on; leave the default.
///   - body: The helper's MockKit calls.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
@discardableResult
public func reportingFailures<Result>(
  at sourceLocation: SourceLocation,
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Result
) async rethrows -> Result {
  try await ForwardedLocation.forwarding(.sourceLocation(sourceLocation), body)
}

/// Runs `body` so that the failures MockKit raises in it point at `file` and `line`: a
/// test helper's caller, in XCTest.
///
/// An XCTest helper takes the usual `file: StaticString = #filePath, line: UInt = #line`
/// and forwards them:
///
/// ```swift
/// func declineCharges(
///   _ payments: MockPaymentProcessor, file: StaticString = #filePath, line: UInt = #line
/// ) {
///   reportingFailures(file: file, line: line) {
///     payments.charge.when(.arguments(.any, .equal(to: "EUR"))).throws(PaymentError.declined)
///   }
/// }
/// ```
///
/// It works as ``reportingFailures(at:_:)-(_,()->Result)`` does, in both frameworks; in
/// Swift Testing the failure's file ID is taken from the path's folder and file name
/// (`Tests/AppTests/CheckoutTests.swift` gives `AppTests/CheckoutTests.swift`), as a path
/// names no module.
///
/// - Parameters:
///   - file: The file the failures point at: the helper's `file` parameter.
///   - line: The line the failures point at: the helper's `line` parameter.
///   - body: The helper's MockKit calls.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
@discardableResult
public func reportingFailures<Result>(
  file: StaticString, line: UInt, _ body: () throws -> Result
) rethrows -> Result {
  try ForwardedLocation.forwarding(.fileAndLine(file: file, line: line), body)
}

/// Runs the asynchronous `body` so that the failures MockKit raises in it point at `file`
/// and `line`: a test helper's caller, in XCTest.
///
/// The asynchronous form of ``reportingFailures(file:line:_:)-(_,_,()->Result)``.
///
/// ```swift
/// func awaitCharge(
///   _ payments: MockPaymentProcessor, file: StaticString = #filePath, line: UInt = #line
/// ) async {
///   await reportingFailures(file: file, line: line) {
///     await payments.charge.waitForCalls(1, timeout: .milliseconds(10))
///   }
/// }
/// ```
///
/// - Parameters:
///   - file: The file the failures point at: the helper's `file` parameter.
///   - line: The line the failures point at: the helper's `line` parameter.
///   - isolation: The actor `body` runs on; leave the default.
///   - body: The helper's MockKit calls.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
@discardableResult
public func reportingFailures<Result>(
  file: StaticString, line: UInt,
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Result
) async rethrows -> Result {
  try await ForwardedLocation.forwarding(.fileAndLine(file: file, line: line), body)
}

/// The place a test helper forwarded with `reportingFailures`, which the MockKit calls made
/// inside it report at instead of their own line.
///
/// Task-local, so it covers the scope's task and the tasks it starts. An entry reads it
/// when it builds its ``FailureLocation`` from its own `fileID:filePath:line:column:`, so a
/// stub made in the scope keeps the forwarded place for the failures it raises later.
enum ForwardedLocation: Sendable {
  /// Swift Testing's value, made at the caller by `#_sourceLocation`.
  case sourceLocation(SourceLocation)
  /// XCTest's pair, forwarded from the helper's `file:` and `line:`.
  case fileAndLine(file: StaticString, line: UInt)

  @TaskLocal static var current: ForwardedLocation?

  /// Runs `body` with `place` forwarded, unless an outer scope already forwards one.
  static func forwarding<Result>(
    _ place: ForwardedLocation, _ body: () throws -> Result
  ) rethrows -> Result {
    if current != nil { return try body() }
    return try $current.withValue(place, operation: body)
  }

  /// Runs the asynchronous `body` with `place` forwarded, unless an outer scope already
  /// forwards one.
  static func forwarding<Result>(
    _ place: ForwardedLocation,
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Result
  ) async rethrows -> Result {
    if current != nil { return try await body() }
    return try await $current.withValue(place, operation: body)
  }

  /// The place as Swift Testing records it.
  var sourceLocation: SourceLocation {
    switch self {
    case .sourceLocation(let location):
      return location
    case .fileAndLine(let file, let line):
      // A file ID is `Module/File.swift`; a path names no module, so its folder stands in
      // for it (a package's sources live in a folder named after their target).
      let path = "\(file)"
      let names = path.split(separator: "/").suffix(2).map(String.init)
      let fileID = names.count == 2 ? names.joined(separator: "/") : "Tests/\(names.last ?? path)"
      return SourceLocation(fileID: fileID, filePath: path, line: max(Int(line), 1), column: 1)
    }
  }
}
