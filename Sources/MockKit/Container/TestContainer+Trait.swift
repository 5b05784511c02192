import Testing

extension TestContainer {
  @TaskLocal static var taskContainer: ContainerSlot?

  /// The container of the running test: the one the `.container` trait, on the test or on
  /// its suite, built for it, or the one `withTestContainer` passes to its body; `nil`
  /// elsewhere.
  ///
  /// ```swift
  /// @Test(.container { Provide(PaymentProcessor.self) { _ in MockPaymentProcessor() } })
  /// func resolvesThePayments() throws {
  ///   let container = try #require(TestContainer.current)
  ///   _ = try container.resolve(PaymentProcessor.self)
  /// }
  /// ```
  public static var current: TestContainer? { taskContainer?.container }
}

/// Runs `body` with a container made from `registrations`, also available as
/// ``TestContainer/current`` inside it: the XCTest counterpart of the `.container` trait.
///
/// ```swift
/// func testBuildsTheCheckout() throws {
///   let payments = MockPaymentProcessor()
///   _ = try withTestContainer {
///     Provide(PaymentProcessor.self, instance: payments)
///     Provide(CheckoutService.self) { r in try CheckoutService(payments: r.resolve()) }
///   } run: { container in
///     try container.resolve(CheckoutService.self)
///   }
///   XCTAssertNotCalled(payments.charge)
/// }
/// ```
///
/// - Parameters:
///   - registrations: The container's registrations.
///   - body: The test's work.
/// - Returns: What `body` returns.
public func withTestContainer<Result>(
  @TestContainer.Builder _ registrations: () -> [Provide],
  run body: (TestContainer) throws -> Result
) rethrows -> Result {
  let container = TestContainer(registrations(), parent: nil)
  return try TestContainer.$taskContainer.withValue(ContainerSlot(container)) {
    try body(container)
  }
}

/// Runs the asynchronous `body` with a container made from `registrations`; see
/// ``withTestContainer(_:run:)``.
///
/// ```swift
/// func testChargesTheOrderTotal() async throws {
///   let payments = MockPaymentProcessor()
///   payments.charge.returns(PaymentReceipt(id: "r-1", amount: 42))
///   try await withTestContainer {
///     Provide(PaymentProcessor.self, instance: payments)
///     Provide(CheckoutService.self) { r in try CheckoutService(payments: r.resolve()) }
///   } run: { container in
///     _ = try await container.resolve(CheckoutService.self).pay(orderID: "o-1", amount: 42)
///   }
///   XCTAssertCalledOnce(payments.charge, with: (42, "EUR"))
/// }
/// ```
///
/// - Parameters:
///   - registrations: The container's registrations.
///   - isolation: The actor `body` runs on; leave the default, the caller's.
///   - body: The test's work.
/// - Returns: What `body` returns.
public func withTestContainer<Result>(
  @TestContainer.Builder _ registrations: () -> [Provide],
  isolation: isolated (any Actor)? = #isolation,
  run body: (TestContainer) async throws -> Result
) async rethrows -> Result {
  let container = TestContainer(registrations(), parent: nil)
  return try await TestContainer.$taskContainer.withValue(ContainerSlot(container)) {
    try await body(container)
  }
}

#if compiler(>=6.1)
  extension TestContainer {
    /// A Swift Testing trait that builds a new container for each test it is applied to;
    /// the test reaches it as ``TestContainer/current``. Written `.container { … }`.
    ///
    /// ```swift
    /// @Test(
    ///   .container {
    ///     Provide(PaymentProcessor.self, scope: .perContainer) { _ in MockPaymentProcessor() }
    ///     Provide(CheckoutService.self) { r in try CheckoutService(payments: r.resolve()) }
    ///   })
    /// func chargesTheCard() async throws {
    ///   let container = try #require(TestContainer.current)
    ///   let payments = try await container.resolve(
    ///     PaymentProcessor.self, as: MockPaymentProcessor.self)
    ///   payments.charge.returns(PaymentReceipt(id: "r-1", amount: 42))
    ///   _ = try await container.resolve(CheckoutService.self).pay(orderID: "o-1", amount: 42)
    /// }
    /// ```
    ///
    /// The registrations run again for every test, and for every case of a parameterized
    /// test, so mocks made in them are never shared between tests running in parallel.
    ///
    /// On a suite, each test of the suite, and each case of a parameterized test, gets a
    /// container of its own, which the suite's initializer can read and keep in a property.
    /// A test's own `.container` trait replaces its suite's. The registrations run when the
    /// test first reads ``TestContainer/current``, inside every scope the test runs in, so
    /// `.strictMocks` checks the mocks they make whichever trait is listed first.
    ///
    /// ```swift
    /// @Suite(
    ///   .container {
    ///     Provide(PaymentProcessor.self, scope: .perContainer) { _ in MockPaymentProcessor() }
    ///     Provide(CheckoutService.self) { r in try CheckoutService(payments: r.resolve()) }
    ///   })
    /// struct CheckoutTests {
    ///   let container: TestContainer
    ///
    ///   init() throws {
    ///     container = try #require(TestContainer.current)
    ///   }
    ///
    ///   @Test func buildsTheCheckout() throws {
    ///     _ = try container.resolve(CheckoutService.self)
    ///   }
    /// }
    /// ```
    public struct Trait: TestTrait, SuiteTrait, TestScoping {
      let registrations: @Sendable () -> [Provide]

      /// Always `true`: on a suite, the trait applies to every test in it.
      ///
      /// ```swift
      /// @Suite(.container { Provide(PaymentProcessor.self) { _ in MockPaymentProcessor() } })
      /// struct PaymentTests {
      ///   @Test func resolvesThePayments() throws {
      ///     let container = try #require(TestContainer.current)
      ///     _ = try container.resolve(PaymentProcessor.self)
      ///   }
      /// }
      /// ```
      public var isRecursive: Bool { true }

      /// A container for each test case, never one for a whole suite.
      ///
      /// Swift Testing asks this for the suite and for each of its tests, so that each test
      /// of a suite such as this one gets a container of its own:
      ///
      /// ```swift
      /// @Suite(.container { Provide(PaymentProcessor.self) { _ in MockPaymentProcessor() } })
      /// struct PaymentTests {
      ///   @Test func resolvesThePayments() throws {
      ///     let container = try #require(TestContainer.current)
      ///     _ = try container.resolve(PaymentProcessor.self)
      ///   }
      /// }
      /// ```
      ///
      /// - Parameters:
      ///   - test: The test or suite the trait is applied to.
      ///   - testCase: The test case, `nil` for a suite or a whole test.
      /// - Returns: The trait for a test case, else `nil`.
      public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
      }

      /// Runs the test with a container of its own.
      ///
      /// Swift Testing calls this around each test case the trait applies to:
      ///
      /// ```swift
      /// @Test(.container { Provide(PaymentProcessor.self) { _ in MockPaymentProcessor() } })
      /// func resolvesThePayments() throws {
      ///   let container = try #require(TestContainer.current)
      ///   _ = try container.resolve(PaymentProcessor.self)
      /// }
      /// ```
      ///
      /// - Parameters:
      ///   - test: The test the trait is applied to.
      ///   - testCase: The test case, for a parameterized test.
      ///   - function: Runs the test.
      /// - Throws: What the test throws.
      public func provideScope(
        for test: Test, testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
      ) async throws {
        // Built when the test first asks for it (``ContainerSlot``), inside every scope.
        try await TestContainer.$taskContainer.withValue(
          ContainerSlot(registrations: registrations)
        ) { try await function() }
      }
    }
  }

  extension Testing.Trait where Self == TestContainer.Trait {
    /// Builds a new ``TestContainer`` from `registrations` for each test, or for each
    /// test of a suite.
    ///
    /// ```swift
    /// @Test(.container { Provide(PaymentProcessor.self) { _ in MockPaymentProcessor() } })
    /// func resolvesThePayments() throws {
    ///   let container = try #require(TestContainer.current)
    ///   _ = try container.resolve(PaymentProcessor.self)
    /// }
    /// ```
    ///
    /// - Parameter registrations: The registrations, run anew for each test case.
    /// - Returns: The trait.
    public static func container(
      @TestContainer.Builder _ registrations: @escaping @Sendable () -> [Provide]
    ) -> Self {
      TestContainer.Trait(registrations: registrations)
    }
  }
#endif
