import Testing

/// Runs `body` in a strict scope: when it returns, MockKit reports what `body` forgot
/// about the spies created inside it. See ``StrictMocks``.
///
/// The `.strictMocks` trait and `useStrictMocks(_:)` make a whole test
/// strict; this makes a part of one strict, or a helper that runs a test body.
///
/// ```swift
/// try withStrictMocks {
///   let storage = MockDataStorage()
///   storage.load.when(UserPreferencesService.storageKey).returns(nil)
///
///   try UserPreferencesService(storage: storage).updateTheme(.dark)
/// }
/// ```
///
/// - Parameters:
///   - level: How much to check: ``StrictMocks/Level/standard`` by default, or checks
///     added to it, alone or as a set (`[.verifyCalls, .contracts]`).
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
///   let payments = MockPaymentProcessor()
///   payments.charge.enqueue(
///     PaymentReceipt(id: "r-1", amount: 42), PaymentReceipt(id: "r-2", amount: 7))
///
///   let checkout = CheckoutService(payments: payments)
///   _ = try await checkout.pay(orderID: "o-1", amount: 42)
///   _ = try await checkout.pay(orderID: "o-2", amount: 7)
/// }
/// ```
///
/// - Parameters:
///   - level: How much to check: ``StrictMocks/Level/standard`` by default, or checks
///     added to it, alone or as a set (`[.verifyCalls, .contracts]`).
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
