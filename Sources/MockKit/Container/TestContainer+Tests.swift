import Testing

extension TestContainer {
  @TaskLocal static var taskContainer: TestContainer?

  /// The container of the running test: the one the `.container` trait built for it, or
  /// the one `withTestContainer` passes to its body; `nil` elsewhere.
  ///
  /// ```swift
  /// @Test(.container { Register(PaymentProcessor.self, instance: MockPaymentProcessor()) })
  /// func chargesTheCard() throws {
  ///   let container = try #require(TestContainer.current)
  ///   let checkout = try container.resolve(CheckoutService.self)
  /// }
  /// ```
  public static var current: TestContainer? { taskContainer }
}

/// Runs `body` with a container made from `registrations`, also available as
/// ``TestContainer/current`` inside it: the XCTest counterpart of the `.container` trait.
///
/// ```swift
/// func testChargesTheCard() throws {
///   let payments = MockPaymentProcessor()
///   try withTestContainer {
///     Register(PaymentProcessor.self, instance: payments)
///     Register(CheckoutService.self) { r in try CheckoutService(payments: r.resolve()) }
///   } run: { container in
///     try container.resolve(CheckoutService.self).pay(Order(id: "o-1", total: 42))
///   }
///   XCTAssertCalled(payments.charge)
/// }
/// ```
///
/// - Parameters:
///   - registrations: The container's registrations.
///   - body: The test's work.
/// - Returns: What `body` returns.
public func withTestContainer<Result>(
  @TestContainerBuilder _ registrations: () -> [Register],
  run body: (TestContainer) throws -> Result
) rethrows -> Result {
  let container = TestContainer(registrations(), parent: nil)
  return try TestContainer.$taskContainer.withValue(container) { try body(container) }
}

/// Runs the asynchronous `body` with a container made from `registrations`; see
/// ``withTestContainer(_:run:)-(_,(TestContainer) throws -> Result)``.
///
/// ```swift
/// func testLoadsTheProfile() async throws {
///   try await withTestContainer {
///     Register(UserRepository.self, instance: MockUserRepository())
///   } run: { container in
///     let model = try await container.resolve(ProfileViewModel.self)
///     await model.load(userID: "1")
///   }
/// }
/// ```
///
/// - Parameters:
///   - registrations: The container's registrations.
///   - body: The test's work.
/// - Returns: What `body` returns.
public func withTestContainer<Result>(
  @TestContainerBuilder _ registrations: () -> [Register],
  isolation: isolated (any Actor)? = #isolation,
  run body: (TestContainer) async throws -> Result
) async rethrows -> Result {
  let container = TestContainer(registrations(), parent: nil)
  return try await TestContainer.$taskContainer.withValue(container) { try await body(container) }
}

#if compiler(>=6.1)
  /// A Swift Testing trait that builds a new container for each test it is applied to;
  /// the test reaches it as ``TestContainer/current``.
  ///
  /// ```swift
  /// @Test(.container {
  ///   Register(PaymentProcessor.self, scope: .perContainer) { _ in MockPaymentProcessor() }
  ///   Register(CheckoutService.self) { r in try CheckoutService(payments: r.resolve()) }
  /// })
  /// func chargesTheCard() throws {
  ///   let container = try #require(TestContainer.current)
  ///   try container.resolve(CheckoutService.self).pay(Order(id: "o-1", total: 42))
  /// }
  /// ```
  ///
  /// The registrations run again for every test, and for every case of a parameterized
  /// test, so mocks made in them are never shared between tests running in parallel.
  public struct ContainerTrait: TestTrait, TestScoping {
    let registrations: @Sendable () -> [Register]

    /// Runs the test with a container of its own.
    ///
    /// Swift Testing calls this around each test the trait is applied to:
    ///
    /// ```swift
    /// @Test(.container { Register(Clock.self) { _ in TestClock() } }) func ticks() {}
    /// ```
    public func provideScope(
      for test: Test, testCase: Test.Case?,
      performing function: @Sendable () async throws -> Void
    ) async throws {
      let container = TestContainer(registrations(), parent: nil)
      try await TestContainer.$taskContainer.withValue(container) { try await function() }
    }
  }

  extension Trait where Self == ContainerTrait {
    /// Builds a new ``TestContainer`` from `registrations` for each test.
    ///
    /// ```swift
    /// @Test(.container { Register(PaymentProcessor.self, instance: MockPaymentProcessor()) })
    /// func chargesTheCard() throws {
    ///   let container = try #require(TestContainer.current)
    /// }
    /// ```
    ///
    /// - Parameter registrations: The registrations, run anew for each test.
    /// - Returns: The trait.
    public static func container(
      @TestContainerBuilder _ registrations: @escaping @Sendable () -> [Register]
    ) -> Self {
      ContainerTrait(registrations: registrations)
    }
  }
#endif
