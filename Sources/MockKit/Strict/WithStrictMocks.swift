import Testing

/// Runs `body` in a strict scope: when it returns, MockKit reports what `body` forgot
/// about the spies created inside it. See ``StrictMocks``.
///
/// The `.strictMocks` trait and ``XCTest/XCTestCase/useStrictMocks(_:)`` make a whole test
/// strict; this makes a part of one strict, or a helper that runs a test body.
///
/// ```swift
/// withStrictMocks {
///   let store = MockOrderStore()
///   store.orderByID.when("o-1").returns(Order(id: "o-1", total: 42))
///   CheckoutService(store: store).completePayment(orderID: "o-1")
/// }
/// ```
///
/// - Parameters:
///   - level: How much to check; ``StrictMocks/Level/standard`` by default.
///   - body: The code whose spies to check.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws, after the scope's failures are reported.
public func withStrictMocks<Result>(
  _ level: StrictMocks.Level = .standard, _ body: () throws -> Result
) rethrows -> Result {
  let scope = StrictScope(level: level, keepsOffTaskFailures: Test.current != nil)
  defer { scope.endAndReport() }
  return try StrictScope.$task.withValue(scope, operation: body)
}

/// Runs the asynchronous `body` in a strict scope: when it returns, MockKit reports what
/// `body` forgot about the spies created inside it. See ``StrictMocks``.
///
/// ```swift
/// try await withStrictMocks {
///   let users = MockUserRepository()
///   users.fetchUser.when("42").returns(User(id: "42", name: "Ada"))
///   _ = try await users.fetchUser(id: "42")
/// }
/// ```
///
/// - Parameters:
///   - level: How much to check; ``StrictMocks/Level/standard`` by default.
///   - isolation: The actor `body` runs on; leave the default.
///   - body: The code whose spies to check.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws, after the scope's failures are reported.
public func withStrictMocks<Result>(
  _ level: StrictMocks.Level = .standard,
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Result
) async rethrows -> Result {
  let scope = StrictScope(level: level, keepsOffTaskFailures: Test.current != nil)
  defer { scope.endAndReport() }
  return try await StrictScope.$task.withValue(scope, operation: body)
}
