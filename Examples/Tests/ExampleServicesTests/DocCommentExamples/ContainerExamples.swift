import ExampleServices
import Foundation
import MockKit
import Testing
import XCTest

/// The examples' `print`: each test checks what its example printed (`PrintedLines`).
private func print(_ items: Any...) { PrintedLines.record(items) }

// The doc-comment examples of Sources/MockKit/Container, compiled and run: each code block
// of those doc comments is an excerpt of this file (DocumentationSnippetsTests checks it).

/// Makes checkouts on demand, with the resolver its factory kept.
struct OrderCoordinator: Sendable {
  let makeCheckout: @Sendable () throws -> CheckoutService
}

extension DocCommentExamples {
  var appContainer: TestContainer {
    TestContainer {
      Provide(PaymentProcessor.self) { _ in MockPaymentProcessor() }
      Provide(CheckoutService.self) { r in try CheckoutService(payments: r.resolve()) }
    }
  }
  var checkoutContainer: TestContainer { appContainer }
  var profileContainer: TestContainer {
    TestContainer {
      Provide(UserFetching.self) { _ in MockUserFetching() }
      Provide.mainActor(UserProfileViewModel.self) { r in
        try UserProfileViewModel(users: r.resolve())
      }
    }
  }

  @Test func provide() throws {
    let payments = MockPaymentProcessor()
    let container = TestContainer {
      Provide(PaymentProcessor.self, instance: payments)
      Provide(InventoryService.self, scope: .perContainer) { _ in MockInventoryService() }
      Provide(OrderService.self) { r in
        try OrderService(inventory: r.resolve(), payments: r.resolve())
      }
      Provide.unimplemented(AnalyticsTracker.self, MockAnalyticsTracker())
    }
    _ = try container.resolve(OrderService.self)
  }

  @Test func provideWithOptionalDependency() throws {
    let container = TestContainer {
      Provide(PaymentProcessor.self) { _ in MockPaymentProcessor() }
      Provide(AnalyticsTracker.self) { _ in MockAnalyticsTracker() }
      Provide(CheckoutService.self) { r in
        try CheckoutService(payments: r.resolve(), analytics: r.resolve(AnalyticsTracker.self))
      }
    }
    _ = try container.resolve(CheckoutService.self)
  }

  @Test func provideAnInstance() throws {
    let payments = MockPaymentProcessor()
    let container = TestContainer { Provide(PaymentProcessor.self, instance: payments) }
    #expect(
      try container.resolve(PaymentProcessor.self, as: MockPaymentProcessor.self) === payments)
  }

  @MainActor @Test func provideOnTheMainActor() async throws {
    let users = MockUserFetching()
    let container = TestContainer {
      Provide(UserFetching.self, instance: users)
      Provide.mainActor(UserProfileViewModel.self) { r in
        try UserProfileViewModel(users: r.resolve())
      }
    }
    let model = try await container.resolve(UserProfileViewModel.self)
    #expect(model.user == nil)
  }

  @Test func provideUnimplemented() async throws {
    let container = TestContainer {
      Provide.unimplemented(AnalyticsTracker.self, MockAnalyticsTracker())
      Provide(PaymentProcessor.self) { _ in MockPaymentProcessor() }
      Provide(CheckoutService.self) { r in
        try CheckoutService(payments: r.resolve(), analytics: r.resolve(AnalyticsTracker.self))
      }
    }
    let checkout = try await container.resolve(CheckoutService.self)
    let failures = await MockKitFailure.capture {
      _ = try? await checkout.pay(orderID: "o-1", amount: 42)
    }
    #expect(failures.first?.message.contains("AnalyticsTracker") == true)
  }

  @Test(arguments: [false, true]) func builder(tracksAnalytics: Bool) throws {
    let payments = MockPaymentProcessor()
    let analytics = MockAnalyticsTracker()
    let container = TestContainer {
      Provide(PaymentProcessor.self, instance: payments)
      if tracksAnalytics {
        Provide(AnalyticsTracker.self, instance: analytics)
      }
    }
    #expect(((try? container.resolve(AnalyticsTracker.self)) != nil) == tracksAnalytics)
  }

  @Test func resolutionErrors() throws {
    let container = TestContainer {
      Provide(CheckoutService.self) { r in try CheckoutService(payments: r.resolve()) }
    }
    do {
      _ = try container.resolve(CheckoutService.self)
    } catch let error as TestContainer.ResolutionError {
      print(error)
      // No registration for PaymentProcessor.
      //   Resolving: CheckoutService → PaymentProcessor
      //   Registered:
      //     CheckoutService
      //   To fix, register it:
      //     Provide(PaymentProcessor.self) { _ in … }
    }
    let error = try #require(resolutionError { try container.resolve(CheckoutService.self) })
    #expect(error.description.hasPrefix("No registration for PaymentProcessor."))

    if case .missing(let service, _, let path, _) = error.kind { print(service, path) }
    print(error.description)

    let missing = """
      No registration for PaymentProcessor.
        Resolving: CheckoutService → PaymentProcessor
        Registered:
          CheckoutService
        To fix, register it:
          Provide(PaymentProcessor.self) { _ in … }
      """
    #expect(
      PrintedLines.take() == [
        missing, #"PaymentProcessor ["CheckoutService", "PaymentProcessor"]"#, missing,
      ])
  }

  @Test func cycles() throws {
    let container = TestContainer {
      Provide(OrderService.self) { r in
        try OrderService(inventory: MockInventoryService(), payments: r.resolve())
      }
      Provide(PaymentProcessor.self) { r in
        _ = try r.resolve(OrderService.self)
        return MockPaymentProcessor()
      }
    }
    let error = try #require(resolutionError { try container.resolve(OrderService.self) })

    if case .cycle(let services) = error.kind { print(services.joined(separator: " → ")) }

    #expect(error.kind == .cycle(["OrderService", "PaymentProcessor", "OrderService"]))
    #expect(PrintedLines.take() == ["OrderService → PaymentProcessor → OrderService"])
  }

  @Test func typeMismatch() throws {
    let container = TestContainer {
      Provide(PaymentProcessor.self) { _ in MockPaymentProcessor() }
    }
    let error = try #require(
      resolutionError {
        try container.resolve(PaymentProcessor.self, as: MockInventoryService.self)
      })

    if case .typeMismatch(_, let expected, let produced, _, _) = error.kind {
      print(expected, produced)
    }
    #expect(PrintedLines.take() == ["MockInventoryService MockPaymentProcessor"])
  }

  @MainActor @Test func resolvingOnTheMainActor() async throws {
    let users = MockUserFetching()
    let container = TestContainer {
      Provide(UserFetching.self, instance: users)
      Provide.mainActor(UserProfileViewModel.self) { r in
        try UserProfileViewModel(users: r.resolve())
      }
    }

    let model = try await container.resolve(UserProfileViewModel.self)  // avoids it

    #expect(model.user == nil)
  }

  @Test func resolver() throws {
    let container = TestContainer {
      Provide(PaymentProcessor.self) { _ in MockPaymentProcessor() }
      Provide(AnalyticsTracker.self, name: "audit") { _ in MockAnalyticsTracker() }
      Provide(CheckoutService.self) { r in
        try CheckoutService(
          payments: r.resolve(), analytics: r.resolve(AnalyticsTracker.self, name: "audit"))
      }
      Provide(OrderCoordinator.self, scope: .perContainer) { r in
        OrderCoordinator(makeCheckout: { try r.resolve(CheckoutService.self) })
      }
    }
    _ = try container.resolve(OrderCoordinator.self).makeCheckout()
  }

  @Test func scopes() throws {
    let container = TestContainer {
      Provide(InventoryService.self, scope: .perContainer) { _ in MockInventoryService() }
      Provide(PaymentProcessor.self, scope: .perGraph) { _ in MockPaymentProcessor() }
      Provide(OrderService.self) { r in
        try OrderService(inventory: r.resolve(), payments: r.resolve())
      }
    }
    _ = try container.resolve(OrderService.self)

    let perResolve = TestContainer {
      Provide(InventoryService.self, scope: .perContainer) { _ in MockInventoryService() }
      Provide(PaymentProcessor.self) { _ in MockPaymentProcessor() }
      Provide(RequestContext.self, scope: .perGraph) { _ in
        RequestContext(requestID: "req-1", logger: MockRequestLogger())
      }
      Provide(OrderService.self, scope: .perResolve) { r in
        try OrderService(inventory: r.resolve(), payments: r.resolve())
      }
    }
    _ = try perResolve.resolve(OrderService.self)
    _ = try perResolve.resolve(RequestContext.self)
  }

  @Test(.container { Provide(PaymentProcessor.self) { _ in MockPaymentProcessor() } })
  func resolvesThePayments() throws {
    let container = try #require(TestContainer.current)
    _ = try container.resolve(PaymentProcessor.self)
  }

  @Test(
    .container {
      Provide(PaymentProcessor.self, scope: .perContainer) { _ in MockPaymentProcessor() }
      Provide(CheckoutService.self) { r in try CheckoutService(payments: r.resolve()) }
    })
  func chargesTheCard() async throws {
    let container = try #require(TestContainer.current)
    let payments = try await container.resolve(
      PaymentProcessor.self, as: MockPaymentProcessor.self)
    payments.charge.returns(PaymentReceipt(id: "r-1", amount: 42))
    _ = try await container.resolve(CheckoutService.self).pay(orderID: "o-1", amount: 42)
  }

  @Suite(.container { Provide(PaymentProcessor.self) { _ in MockPaymentProcessor() } })
  struct PaymentTests {
    @Test func resolvesThePayments() throws {
      let container = try #require(TestContainer.current)
      _ = try container.resolve(PaymentProcessor.self)
    }
  }

  @Suite(
    .container {
      Provide(PaymentProcessor.self, scope: .perContainer) { _ in MockPaymentProcessor() }
      Provide(CheckoutService.self) { r in try CheckoutService(payments: r.resolve()) }
    })
  struct CheckoutTests {
    let container: TestContainer

    init() throws {
      container = try #require(TestContainer.current)
    }

    @Test func buildsTheCheckout() throws {
      _ = try container.resolve(CheckoutService.self)
    }
  }

  @Test func theAppGraphResolves() throws {
    try appContainer.validate()
  }

  @Test func theCheckoutGraphIsComplete() throws {
    try checkoutContainer.validate()
  }

  @Test func validationErrors() throws {
    let container = TestContainer {
      Provide(CheckoutService.self) { r in try CheckoutService(payments: r.resolve()) }
      Provide(OrderService.self) { r in
        try OrderService(inventory: r.resolve(), payments: r.resolve())
      }
    }
    let error = try #require(
      { () -> TestContainer.ValidationError? in
        do { try container.validate() } catch let error as TestContainer.ValidationError {
          return error
        } catch { return nil }
        return nil
      }())

    #expect(error.problems.count == 2)

    print(error.description)
    #expect(
      PrintedLines.take() == [
        """
        The container has 2 problems.
          1. No registration for PaymentProcessor.
               Resolving: CheckoutService → PaymentProcessor
               Registered:
                 CheckoutService
                 OrderService
               To fix, register it:
                 Provide(PaymentProcessor.self) { _ in … }
          2. No registration for InventoryService.
               Resolving: OrderService → InventoryService
               Registered:
                 CheckoutService
                 OrderService
               To fix, register it:
                 Provide(InventoryService.self) { _ in … }
        """
      ])
  }

  @Test func chargesTheOrderTotal() async throws {
    let payments = MockPaymentProcessor()
    payments.charge.returns(PaymentReceipt(id: "r-1", amount: 42))
    let container = TestContainer {
      Provide(PaymentProcessor.self, instance: payments)
      Provide(CheckoutService.self) { r in try CheckoutService(payments: r.resolve()) }
    }

    let checkout: CheckoutService = try await container.resolve()
    _ = try await checkout.pay(orderID: "o-1", amount: 42)

    expectCalledOnce(payments.charge, with: (42, "EUR"))
  }

  @Test func containers() async throws {
    let container = TestContainer {
      Provide(PaymentProcessor.self, instance: MockPaymentProcessor())
    }
    _ = try await container.resolve(PaymentProcessor.self)

    let base = TestContainer {
      Provide(PaymentProcessor.self) { _ in MockPaymentProcessor() }
      Provide(CheckoutService.self) { r in try CheckoutService(payments: r.resolve()) }
    }
    let declining = MockPaymentProcessor()
    declining.charge.throws(PaymentError.declined)
    let declined = base.overriding {
      Provide(PaymentProcessor.self, instance: declining)
    }
    await #expect(throws: PaymentError.declined) {
      try await declined.resolve(CheckoutService.self).pay(orderID: "o-1", amount: 42)
    }

    let app = TestContainer {
      Provide(PaymentProcessor.self, scope: .perContainer) { _ in MockPaymentProcessor() }
    }
    let checkout = app.child {
      Provide(CheckoutService.self) { r in try CheckoutService(payments: r.resolve()) }
    }
    _ = try await checkout.resolve(CheckoutService.self)
  }

  @Test func resolving() throws {
    let container = TestContainer {
      Provide(PaymentProcessor.self) { _ in MockPaymentProcessor() }
      Provide(PaymentProcessor.self, name: "backup") { _ in MockPaymentProcessor() }
      Provide(CheckoutService.self) { r in try CheckoutService(payments: r.resolve()) }
    }
    let checkout = try container.resolve(CheckoutService.self)
    let backup: PaymentProcessor = try container.resolve(name: "backup")
    _ = (checkout, backup)
  }

  @MainActor @Test func resolvingAMainActorService() async throws {
    let container = TestContainer {
      Provide(UserFetching.self) { _ in MockUserFetching() }
      Provide.mainActor(UserProfileViewModel.self) { r in
        try UserProfileViewModel(users: r.resolve())
      }
    }
    let model = try await container.resolve(UserProfileViewModel.self)
    #expect(!model.isLoading)
  }

  @Test func resolvingAsTheMock() throws {
    let container = TestContainer {
      Provide(PaymentProcessor.self, scope: .perContainer) { _ in MockPaymentProcessor() }
    }
    let payments = try container.resolve(PaymentProcessor.self, as: MockPaymentProcessor.self)
    payments.charge.returns(PaymentReceipt(id: "r-1", amount: 42))
  }

  @Test func resolvingAsTheMockInAnAsyncTest() async throws {
    let container = TestContainer {
      Provide(PaymentProcessor.self, scope: .perContainer) { _ in MockPaymentProcessor() }
    }
    let payments = try await container.resolve(
      PaymentProcessor.self, as: MockPaymentProcessor.self)
    let again = try await container.resolve(PaymentProcessor.self)
    #expect(again as? MockPaymentProcessor === payments)
  }

  @Test func theProfileGraphIsComplete() async throws {
    try await profileContainer.validate()
  }

  /// The resolution error `body` throws, if any.
  private func resolutionError(_ body: () throws -> Any) -> TestContainer.ResolutionError? {
    do {
      _ = try body()
      return nil
    } catch {
      return error as? TestContainer.ResolutionError
    }
  }
}

extension DocumentationXCTests {
  func testBuildsTheCheckout() throws {
    let payments = MockPaymentProcessor()
    _ = try withTestContainer {
      Provide(PaymentProcessor.self, instance: payments)
      Provide(CheckoutService.self) { r in try CheckoutService(payments: r.resolve()) }
    } run: { container in
      try container.resolve(CheckoutService.self)
    }
    XCTAssertNotCalled(payments.charge)
  }

  func testChargesTheOrderTotal() async throws {
    let payments = MockPaymentProcessor()
    payments.charge.returns(PaymentReceipt(id: "r-1", amount: 42))
    try await withTestContainer {
      Provide(PaymentProcessor.self, instance: payments)
      Provide(CheckoutService.self) { r in try CheckoutService(payments: r.resolve()) }
    } run: { container in
      _ = try await container.resolve(CheckoutService.self).pay(orderID: "o-1", amount: 42)
    }
    XCTAssertCalledOnce(payments.charge, with: (42, "EUR"))
  }
}
