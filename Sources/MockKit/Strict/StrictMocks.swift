import Testing
import XCTest

/// Strict mode: at the end of each test, MockKit reports what the test forgot about the
/// spies it created.
///
/// Turn it on for a Swift Testing test or suite with the ``Trait`` (`.strictMocks`), or for
/// an XCTest test case with `useStrictMocks(_:)` in `setUp`. Spies
/// created inside the scope are tracked without being listed; spies created outside it
/// (shared fixtures, a mock built before the test starts) are left alone. When the test
/// ends, each of these is one failure that names the spy and points at the stub:
///
/// - a `when(_:)` or `when(matching:)` stub, or an `enqueue`d response, that no call used;
/// - a call that no `when` stub matched, answered by the default or by nothing, while a
///   `when` stub no call used exists: the closest stub and the arguments that differ
///   (unless the call was reported when it was made, as a call that nothing answered is
///   when its method returns a value);
/// - a held call never resumed, a wait still pending, a call stream still open, a stream
///   of a stream stub that the code under test was still iterating;
/// - with ``Level/verifyCalls``, calls that no assertion looked at;
/// - with ``Level/contracts``, the stubs of a spy that keeps a contract that no example of
///   the contract backs.
///
/// ```swift
/// @Test(.strictMocks) func chargesTheOrderTotal() async throws {
///   let payments = MockPaymentProcessor()
///   payments.charge.when((42, "EUR")).returns(PaymentReceipt(id: "r-1", amount: 42))
///
///   let receipt = try await CheckoutService(payments: payments).pay(orderID: "o-1", amount: 42)
///
///   #expect(receipt.id == "r-1")
/// }
/// ```
///
/// See Docs/strict-mode.md for what is reported, and why an unused default (`returns`)
/// is not.
public enum StrictMocks {
  /// How much a strict scope checks: ``standard``, and the checks added to it,
  /// ``verifyCalls`` and ``contracts``, alone or together.
  ///
  /// ```swift
  /// @Test(.strictMocks(.verifyCalls)) func chargesOnceAndAssertsIt() async throws {
  ///   let payments = MockPaymentProcessor()
  ///   payments.charge.returns(PaymentReceipt(id: "r-1", amount: 42))
  ///
  ///   _ = try await CheckoutService(payments: payments).pay(orderID: "o-1", amount: 42)
  ///
  ///   expectCalledOnce(payments.charge, with: (42, "EUR"))
  /// }
  /// ```
  ///
  /// Several checks are a set: `.strictMocks([.verifyCalls, .contracts])`.
  public struct Level: OptionSet, Sendable, Hashable {
    /// The checks, one bit each.
    public let rawValue: Int

    /// The checks whose bits `rawValue` sets; write ``standard``, ``verifyCalls`` or
    /// ``contracts`` instead.
    ///
    /// - Parameter rawValue: The checks' bits.
    public init(rawValue: Int) {
      self.rawValue = rawValue
    }

    /// Unused stubs and queued responses, calls that missed their stub, and held calls,
    /// waits, call streams and stub streams left unfinished: what every strict scope
    /// checks.
    public static let standard: Level = []

    /// Everything ``standard`` checks, and calls that no assertion looked at: each call
    /// must be covered by an assertion on its spy (`expectCalled`, `XCTAssertCalledOnce`,
    /// a `wasCalled` predicate…), a wait for calls that it satisfied, or a read of its
    /// calls (`calls`, `arguments`, `callCount`…) made after it.
    public static let verifyCalls = Level(rawValue: 1 << 0)

    /// Everything ``standard`` checks, and that each stub of a spy that keeps a contract
    /// (``MethodSpy/keeps(_:of:fileID:filePath:line:column:)``) is backed by one of the
    /// contract's examples: the contract has an example whose arguments the stub answers,
    /// and whose promise the stub's value or error keeps.
    ///
    /// ```swift
    /// @Test(.strictMocks(.contracts)) func chargesTheOrderTotalAsTheContractSays() async throws {
    ///   let payments = ContractedPaymentProcessor()
    ///   payments.charge.when((42, "EUR")).returns(PaymentReceipt(id: "r-1", amount: 42))
    ///
    ///   let receipt = try await CheckoutService(payments: payments).pay(orderID: "o-1", amount: 42)
    ///
    ///   #expect(receipt.id == "r-1")
    /// }
    /// ```
    ///
    /// A stub that answers with a closure, or holds its calls, is not checked. See
    /// Docs/contracts.md.
    public static let contracts = Level(rawValue: 1 << 1)
  }

  /// A Swift Testing trait that checks, at the end of each test, the spies the test
  /// created; written `.strictMocks` or `.strictMocks(.verifyCalls)`.
  ///
  /// On a suite, each test of the suite, and each case of a parameterized test, gets a
  /// scope of its own, which covers the suite's initializer: the mocks a suite creates
  /// as stored properties are the test's.
  ///
  /// ```swift
  /// @Suite(.strictMocks) struct CheckoutTrackingTests {
  ///   let payments = MockPaymentProcessor()
  ///   let analytics = MockAnalyticsTracker()
  ///
  ///   @Test func aDeclinedChargeIsTrackedAsFailed() async {
  ///     payments.charge.throws(PaymentError.declined)
  ///     let checkout = CheckoutService(payments: payments, analytics: analytics)
  ///
  ///     await #expect(throws: PaymentError.declined) {
  ///       try await checkout.pay(orderID: "o-1", amount: 42)
  ///     }
  ///
  ///     #expect(analytics.track.arguments.map(\.name) == ["payment_started", "payment_failed"])
  ///   }
  /// }
  /// ```
  ///
  /// A failure that a spy created in the scope raises on a `Thread`, a `DispatchQueue` or
  /// a detached task, where Swift Testing cannot tell which test is running, is kept and
  /// reported when the test ends, attributed to the test.
  public struct Trait: TestTrait, SuiteTrait, TestScoping {
    let level: Level

    /// Always `true`: on a suite, the trait applies to every test in it.
    ///
    /// ```swift
    /// @Suite(.strictMocks) struct CheckoutTrackingTests {
    ///   let payments = MockPaymentProcessor()
    ///   let analytics = MockAnalyticsTracker()
    ///
    ///   @Test func aDeclinedChargeIsTrackedAsFailed() async {
    ///     payments.charge.throws(PaymentError.declined)
    ///     let checkout = CheckoutService(payments: payments, analytics: analytics)
    ///
    ///     await #expect(throws: PaymentError.declined) {
    ///       try await checkout.pay(orderID: "o-1", amount: 42)
    ///     }
    ///
    ///     #expect(analytics.track.arguments.map(\.name) == ["payment_started", "payment_failed"])
    ///   }
    /// }
    /// ```
    public var isRecursive: Bool { true }

    /// A scope for each test case, never one for a whole suite.
    ///
    /// - Parameters:
    ///   - test: The test or suite the trait is applied to.
    ///   - testCase: The test case, `nil` for a suite or a whole test.
    /// - Returns: The trait for a test case, else `nil`.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
      testCase == nil ? nil : self
    }

    /// Runs the test in a strict scope, then reports what its spies leave unfinished.
    ///
    /// Swift Testing calls this around each test case the trait applies to.
    ///
    /// - Parameters:
    ///   - test: The test the trait is applied to.
    ///   - testCase: The test case.
    ///   - function: Runs the test.
    /// - Throws: What the test throws, after the scope's failures are reported.
    public func provideScope(
      for test: Test, testCase: Test.Case?,
      performing function: @Sendable () async throws -> Void
    ) async throws {
      let scope = StrictScope(level: level, keepsOffTaskFailures: true)
      defer { scope.endAndReport() }
      try await StrictScope.$task.withValue(scope) { try await function() }
    }
  }
}

extension Testing.Trait where Self == StrictMocks.Trait {
  /// Reports, at the end of each test, the stubs no call used, the calls that missed
  /// their stub, and the held calls, waits, call streams and stub streams left unfinished,
  /// of the spies the test created. See ``StrictMocks``.
  ///
  /// ```swift
  /// @Test(.strictMocks) func chargesTheOrderTotal() async throws {
  ///   let payments = MockPaymentProcessor()
  ///   payments.charge.when((42, "EUR")).returns(PaymentReceipt(id: "r-1", amount: 42))
  ///
  ///   let receipt = try await CheckoutService(payments: payments).pay(orderID: "o-1", amount: 42)
  ///
  ///   #expect(receipt.id == "r-1")
  /// }
  /// ```
  public static var strictMocks: Self { StrictMocks.Trait(level: .standard) }

  /// Reports, at the end of each test, what `level` checks of the spies the test created.
  ///
  /// ```swift
  /// @Test(.strictMocks(.verifyCalls)) func chargesOnceAndAssertsIt() async throws {
  ///   let payments = MockPaymentProcessor()
  ///   payments.charge.returns(PaymentReceipt(id: "r-1", amount: 42))
  ///
  ///   _ = try await CheckoutService(payments: payments).pay(orderID: "o-1", amount: 42)
  ///
  ///   expectCalledOnce(payments.charge, with: (42, "EUR"))
  /// }
  /// ```
  ///
  /// - Parameter level: How much to check: ``StrictMocks/Level/standard``, or checks
  ///   added to it, alone or as a set (`[.verifyCalls, .contracts]`).
  /// - Returns: The trait.
  public static func strictMocks(_ level: StrictMocks.Level) -> Self {
    StrictMocks.Trait(level: level)
  }
}

extension XCTestCase {
  /// Turns strict mode on for the running test: when it ends, MockKit reports what the
  /// test forgot about the spies created from now on. See ``StrictMocks``.
  ///
  /// Call it first in `setUp`, so that the mocks `setUp` and the test create are tracked.
  /// Mocks created as the test case's stored properties' initial values are created
  /// when XCTest builds its tests, before any runs, and are left alone: create them in
  /// `setUp`.
  ///
  /// ```swift
  /// final class StrictCheckoutXCTests: XCTestCase {
  ///   private var payments = MockPaymentProcessor()
  ///   private var storage = MockDataStorage()
  ///
  ///   override func setUp() {
  ///     super.setUp()
  ///     useStrictMocks()
  ///     payments = MockPaymentProcessor()
  ///     storage = MockDataStorage()
  ///   }
  ///
  ///   func testChargesTheOrderTotal() async throws {
  ///     payments.charge.when((42, "EUR")).returns(PaymentReceipt(id: "r-1", amount: 42))
  ///
  ///     let receipt = try await CheckoutService(payments: payments).pay(orderID: "o-1", amount: 42)
  ///
  ///     XCTAssertEqual(receipt.id, "r-1")
  ///   }
  ///
  ///   func testChoosingTheDarkThemeSavesIt() throws {
  ///     storage.load.when(UserPreferencesService.storageKey).returns(nil)
  ///
  ///     try UserPreferencesService(storage: storage).updateTheme(.dark)
  ///
  ///     XCTAssertCalledOnce(storage.save, where: { $0.0 == UserPreferencesService.storageKey })
  ///   }
  /// }
  /// ```
  ///
  /// The check runs in a tear-down block, before `tearDown()`.
  ///
  /// - Parameter level: How much to check: ``StrictMocks/Level/standard`` by default, or
  ///   checks added to it, alone or as a set (`[.verifyCalls, .contracts]`).
  public func useStrictMocks(_ level: StrictMocks.Level = .standard) {
    let scope = StrictScope(level: level, keepsOffTaskFailures: false)
    StrictScope.xcTest.withLock { $0 = scope }
    addTeardownBlock {
      StrictScope.xcTest.withLock { current in
        if current === scope { current = nil }
      }
      scope.endAndReport()
    }
  }
}
