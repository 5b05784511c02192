import Testing

@testable import MockKit

/// Services that exist only to depend on each other in a circle.
private struct Orders: Sendable {}
private struct Pricing: Sendable {}
private struct Discounts: Sendable {}
private struct Taxes: Sendable {}

/// A plain service that holds a `@MainActor` view model.
private struct CheckoutScreen: Sendable {
  let model: CheckoutViewModel
}

/// The checkout graph with its `@MainActor` view model, wired to mocks that let a payment
/// go through with receipt `receipt-1`.
private func checkoutWithViewModel() -> TestContainer {
  let payments = MockPaymentProcessor()
  payments.charge.returns("receipt-1")
  let inventory = MockInventoryService()
  inventory.reserveStock.returns(true)
  return TestContainer {
    Register(PaymentProcessor.self, instance: payments)
    Register(InventoryService.self, instance: inventory)
    checkoutServices(tracked: false)
    Register.mainActor(CheckoutViewModel.self) { r in try CheckoutViewModel(checkout: r.resolve()) }
    Register(CheckoutScreen.self) { r in try CheckoutScreen(model: r.resolve()) }
  }
}

@Suite struct TestContainerErrorTests {
  /// A second implementation of `PaymentProcessor`, for asking for the wrong concrete type.
  private final class DecliningPaymentProcessor: PaymentProcessor {
    func charge(amount: Int, currency: String) throws -> String { "declined" }
    func refund(receipt: String) {}
  }

  // MARK: Missing registrations

  @Test func aMissingServiceNamesItselfWhatIsRegisteredAndTheFix() throws {
    let container = TestContainer {
      Register(InventoryService.self) { _ in MockInventoryService() }
      Register(AnalyticsTracker.self) { _ in MockAnalyticsTracker() }
    }

    let error = try #require(throws: ResolutionError.self) {
      try container.resolve(PaymentProcessor.self)
    }

    #expect(
      error.kind
        == .missing(
          service: "PaymentProcessor", name: nil, path: ["PaymentProcessor"],
          registered: ["AnalyticsTracker", "InventoryService"]))
    #expect(
      error.description == """
        No registration for PaymentProcessor.
          Resolving: PaymentProcessor
          Registered:
            AnalyticsTracker
            InventoryService
          To fix, register it:
            Register(PaymentProcessor.self) { _ in … }
        """)
  }

  @Test func aMissingDependencyShowsThePathThatNeedsIt() throws {
    let container = TestContainer {
      checkoutServices(tracked: false)
      Register(InventoryService.self) { _ in MockInventoryService() }
    }

    let error = try #require(throws: ResolutionError.self) {
      try container.resolve(Shop.CheckoutService.self)
    }

    #expect(
      error.description == """
        No registration for PaymentProcessor.
          Resolving: CheckoutService → PaymentProcessor
          Registered:
            CheckoutService
            InventoryService
            OrderAudit
            RequestContext
          To fix, register it:
            Register(PaymentProcessor.self) { _ in … }
        """)
  }

  @Test func aMissingNamedServiceIsNamedInTheMessageAndTheFix() throws {
    let container = TestContainer {
      Register(PaymentProcessor.self) { _ in MockPaymentProcessor() }
      Register(InventoryService.self) { _ in MockInventoryService() }
      Register(RequestContext.self) { _ in RequestContext() }
      Register(Shop.CheckoutService.self) { r in
        try Shop.CheckoutService(
          payments: r.resolve(name: "backup"), inventory: r.resolve(), analytics: nil,
          context: r.resolve(), audit: OrderAudit(context: r.resolve()))
      }
    }

    let error = try #require(throws: ResolutionError.self) {
      try container.resolve(Shop.CheckoutService.self)
    }

    #expect(
      error.kind
        == .missing(
          service: "PaymentProcessor", name: "backup",
          path: ["CheckoutService", #"PaymentProcessor (named "backup")"#],
          registered: ["CheckoutService", "InventoryService", "PaymentProcessor", "RequestContext"]
        ))
    #expect(
      error.description == """
        No registration for PaymentProcessor (named "backup").
          Resolving: CheckoutService → PaymentProcessor (named "backup")
          Registered:
            CheckoutService
            InventoryService
            PaymentProcessor
            RequestContext
          To fix, register it:
            Register(PaymentProcessor.self, name: "backup") { _ in … }
        """)
  }

  @Test func anEmptyContainerSaysNothingIsRegistered() throws {
    let error = try #require(throws: ResolutionError.self) {
      try TestContainer().resolve(PaymentProcessor.self)
    }

    #expect(
      error.description == """
        No registration for PaymentProcessor.
          Resolving: PaymentProcessor
          Registered: nothing
          To fix, register it:
            Register(PaymentProcessor.self) { _ in … }
        """)
  }

  @Test func aChildListsItsParentsRegistrationsToo() throws {
    let parent = TestContainer { Register(InventoryService.self) { _ in MockInventoryService() } }
    let child = parent.child { Register(AnalyticsTracker.self) { _ in MockAnalyticsTracker() } }

    let error = try #require(throws: ResolutionError.self) {
      try child.resolve(PaymentProcessor.self)
    }

    #expect(
      error.kind
        == .missing(
          service: "PaymentProcessor", name: nil, path: ["PaymentProcessor"],
          registered: ["AnalyticsTracker", "InventoryService"]))
  }

  // MARK: Cycles

  @Test func aServiceThatResolvesItselfIsACycle() throws {
    let container = TestContainer {
      Register(Orders.self) { r in try r.resolve(Orders.self) }
    }

    let error = try #require(throws: ResolutionError.self) {
      try container.resolve(Orders.self)
    }

    #expect(error.kind == .cycle(["Orders", "Orders"]))
    #expect(
      error.description == """
        Dependency cycle: Orders → Orders.
          To fix, break the cycle: one of these factories must not resolve the next service.
        """)
  }

  @Test func aTwoStepCycleIsReportedFromWhereItCloses() throws {
    let container = TestContainer {
      Register(Orders.self) { r in
        _ = try r.resolve(Pricing.self)
        return Orders()
      }
      Register(Pricing.self) { r in
        _ = try r.resolve(Orders.self)
        return Pricing()
      }
      Register(Taxes.self) { r in
        _ = try r.resolve(Orders.self)
        return Taxes()
      }
    }

    let error = try #require(throws: ResolutionError.self) {
      try container.resolve(Orders.self)
    }
    let entered = try #require(throws: ResolutionError.self) {
      try container.resolve(Taxes.self)
    }

    #expect(
      error.description == """
        Dependency cycle: Orders → Pricing → Orders.
          To fix, break the cycle: one of these factories must not resolve the next service.
        """)
    #expect(entered == error, "the path into the cycle is not part of it")
  }

  @Test func aFourStepCycleIsDetected() throws {
    let container = TestContainer {
      Register(Orders.self) { r in
        _ = try r.resolve(Pricing.self)
        return Orders()
      }
      Register(Pricing.self) { r in
        _ = try r.resolve(Discounts.self)
        return Pricing()
      }
      Register(Discounts.self) { r in
        _ = try r.resolve(Taxes.self)
        return Discounts()
      }
      Register(Taxes.self) { r in
        _ = try r.resolve(Orders.self)
        return Taxes()
      }
    }

    let error = try #require(throws: ResolutionError.self) {
      try container.resolve(Orders.self)
    }

    #expect(error.kind == .cycle(["Orders", "Pricing", "Discounts", "Taxes", "Orders"]))
    #expect(
      error.description == """
        Dependency cycle: Orders → Pricing → Discounts → Taxes → Orders.
          To fix, break the cycle: one of these factories must not resolve the next service.
        """)
  }

  @Test func aCycleThroughPerContainerAndPerGraphScopesIsDetected() throws {
    let container = TestContainer {
      Register(Orders.self, scope: .perContainer) { r in
        _ = try r.resolve(Pricing.self)
        return Orders()
      }
      Register(Pricing.self, scope: .perGraph) { r in
        _ = try r.resolve(Orders.self)
        return Pricing()
      }
    }

    let error = try #require(throws: ResolutionError.self) {
      try container.resolve(Pricing.self)
    }

    #expect(error.kind == .cycle(["Pricing", "Orders", "Pricing"]))
  }

  // MARK: Type mismatches

  @Test func resolveAsTheWrongConcreteTypeIsAMismatch() throws {
    let container = TestContainer {
      Register(
        PaymentProcessor.self, instance: DecliningPaymentProcessor(),
        fileID: "MockKitTests/CheckoutTests.swift", line: 12)
    }

    let error = try #require(throws: ResolutionError.self) {
      try container.resolve(PaymentProcessor.self, as: MockPaymentProcessor.self)
    }

    guard case let .typeMismatch(service, expected, _, path, registeredAt) = error.kind else {
      Issue.record("expected a type mismatch, got \(error.kind)")
      return
    }
    #expect(service == "PaymentProcessor")
    #expect(expected == "MockPaymentProcessor")
    #expect(path == ["PaymentProcessor"])
    #expect(registeredAt == "MockKitTests/CheckoutTests.swift:12")
  }

  @Test
  func resolveAsTheWrongConcreteTypeNamesWhatTheRegistrationProduced() throws {
    let container = TestContainer {
      Register(
        PaymentProcessor.self, instance: DecliningPaymentProcessor(),
        fileID: "MockKitTests/CheckoutTests.swift", line: 12)
      Register(
        PaymentProcessor.self, name: "backup", fileID: "MockKitTests/CheckoutTests.swift",
        line: 20
      ) { _ in DecliningPaymentProcessor() }
    }

    let error = try #require(throws: ResolutionError.self) {
      try container.resolve(PaymentProcessor.self, as: MockPaymentProcessor.self)
    }
    let named = try #require(throws: ResolutionError.self) {
      try container.resolve(PaymentProcessor.self, as: MockPaymentProcessor.self, name: "backup")
    }

    #expect(
      error.description == """
        The registration for PaymentProcessor produced a DecliningPaymentProcessor, which is not a MockPaymentProcessor.
          Resolving: PaymentProcessor
          Registered at: MockKitTests/CheckoutTests.swift:12
        """)
    #expect(
      named.description == """
        The registration for PaymentProcessor (named "backup") produced a DecliningPaymentProcessor, which is not a MockPaymentProcessor.
          Resolving: PaymentProcessor (named "backup")
          Registered at: MockKitTests/CheckoutTests.swift:20
        """)
  }

  /// `Register`'s public initializers are typed, so a factory can only produce the type it is
  /// registered for; the resolver's own check is reachable only through the internal
  /// initializer, used here.
  @Test func aRegistrationThatProducesAnotherTypeIsAMismatchOnThePath() throws {
    let untyped = Register(
      key: ServiceKey(PaymentProcessor.self, name: nil), scope: .perResolve,
      maker: .factory { _ in "receipt-1" },
      site: DeclarationSite(
        fileID: "MockKitTests/CheckoutTests.swift", filePath: "/MockKitTests/CheckoutTests.swift",
        line: 30, column: 1))
    let container = TestContainer {
      untyped
      Register(InventoryService.self) { _ in MockInventoryService() }
      checkoutServices(tracked: false)
    }

    let error = try #require(throws: ResolutionError.self) {
      try container.resolve(Shop.CheckoutService.self)
    }

    #expect(
      error.description == """
        The registration for PaymentProcessor produced a String, which is not a PaymentProcessor.
          Resolving: CheckoutService → PaymentProcessor
          Registered at: MockKitTests/CheckoutTests.swift:30
        """)
  }

  // MARK: The main actor

  @Test func aMainActorRegistrationResolvedOffTheMainActorIsAnError() async throws {
    let container = checkoutWithViewModel()

    let result = await Task.detached {
      Result { try container.resolve(CheckoutViewModel.self) }
    }.value
    let error = try #require(throws: ResolutionError.self) { try result.get() }

    #expect(
      error.kind == .requiresMainActor(service: "CheckoutViewModel", path: ["CheckoutViewModel"]))
    #expect(
      error.description == """
        CheckoutViewModel is registered with a @MainActor factory, but was resolved off the main actor.
          Resolving: CheckoutViewModel
          To fix, resolve it with await container.resolve(…), or from the main actor.
        """)
  }

  @Test func aMainActorDependencyResolvedOffTheMainActorShowsThePath() async throws {
    let container = checkoutWithViewModel()

    let result = await Task.detached {
      Result { try container.resolve(CheckoutScreen.self) }
    }.value
    let error = try #require(throws: ResolutionError.self) { try result.get() }

    #expect(
      error.description == """
        CheckoutViewModel is registered with a @MainActor factory, but was resolved off the main actor.
          Resolving: CheckoutScreen → CheckoutViewModel
          To fix, resolve it with await container.resolve(…), or from the main actor.
        """)
  }

  @Test
  func aMainActorRegistrationResolvesWithAwaitFromOffTheMainActor() async throws {
    let container = checkoutWithViewModel()

    let model = try await Task.detached {
      try await container.resolve(CheckoutViewModel.self)
    }.value
    let screen = try await Task.detached {
      try await container.resolve(CheckoutScreen.self)
    }.value
    await model.pay(orderID: "o-1", total: 42)

    #expect(await model.receipt == "receipt-1")
    #expect(screen.model !== model)
  }

  @MainActor @Test
  func aMainActorRegistrationResolvesSynchronouslyOnTheMainActor() throws {
    let container = checkoutWithViewModel()

    let model = try container.resolve(CheckoutViewModel.self)
    model.pay(orderID: "o-1", total: 42)

    #expect(model.receipt == "receipt-1")
    #expect(model.errorMessage == nil)
  }
}

@Suite struct TestContainerValidationTests {
  @Test func validateReportsEveryProblemTogether() throws {
    let container = TestContainer {
      Register(InventoryService.self) { _ in MockInventoryService() }
      checkoutServices(tracked: false)
      Register(OrderAudit.self, name: "nightly") { r in
        try OrderAudit(context: r.resolve(name: "nightly"))
      }
      Register(Orders.self) { r in
        _ = try r.resolve(Pricing.self)
        return Orders()
      }
      Register(Pricing.self) { r in
        _ = try r.resolve(Orders.self)
        return Pricing()
      }
    }

    let error = try #require(throws: ContainerValidationError.self) { try container.validate() }

    // Orders → Pricing → Orders and Pricing → Orders → Pricing are one cycle: reported once.
    #expect(error.problems.count == 3)
    #expect(
      error.description == """
        The container has 3 problems.
          1. No registration for PaymentProcessor.
               Resolving: CheckoutService → PaymentProcessor
               Registered:
                 CheckoutService
                 InventoryService
                 OrderAudit
                 OrderAudit (named "nightly")
                 Orders
                 Pricing
                 RequestContext
               To fix, register it:
                 Register(PaymentProcessor.self) { _ in … }
          2. No registration for RequestContext (named "nightly").
               Resolving: OrderAudit (named "nightly") → RequestContext (named "nightly")
               Registered:
                 CheckoutService
                 InventoryService
                 OrderAudit
                 OrderAudit (named "nightly")
                 Orders
                 Pricing
                 RequestContext
               To fix, register it:
                 Register(RequestContext.self, name: "nightly") { _ in … }
          3. Dependency cycle: Orders → Pricing → Orders.
               To fix, break the cycle: one of these factories must not resolve the next service.
        """)
  }

  @Test func oneProblemIsCountedInTheSingular() throws {
    let container = TestContainer {
      Register(Orders.self) { r in try r.resolve(Orders.self) }
    }

    let error = try #require(throws: ContainerValidationError.self) { try container.validate() }

    #expect(
      error.description == """
        The container has 1 problem.
          1. Dependency cycle: Orders → Orders.
               To fix, break the cycle: one of these factories must not resolve the next service.
        """)
  }

  @Test func validatePassesForACompleteGraph() throws {
    let container = TestContainer {
      Register(PaymentProcessor.self) { _ in MockPaymentProcessor() }
      Register(InventoryService.self) { _ in MockInventoryService() }
      Register(AnalyticsTracker.self) { _ in MockAnalyticsTracker() }
      checkoutServices()
    }

    try container.validate()
  }

  @Test func aFactorysOwnErrorIsNotAProblem() throws {
    let container = TestContainer {
      Register(PaymentProcessor.self) { _ in MockPaymentProcessor() }
      Register(InventoryService.self) { _ in throw CheckoutError.outOfStock(orderID: "o-1") }
      checkoutServices(tracked: false)
    }

    try container.validate()
    #expect(throws: CheckoutError.outOfStock(orderID: "o-1")) {
      try container.resolve(Shop.CheckoutService.self)
    }
  }

  @Test func validateOffTheMainActorReportsMainActorRegistrations() async throws {
    let container = checkoutWithViewModel()

    let result = await Task.detached { Result { try container.validate() } }.value
    let error = try #require(throws: ContainerValidationError.self) { try result.get() }

    #expect(
      error.description == """
        The container has 2 problems.
          1. CheckoutViewModel is registered with a @MainActor factory, but was resolved off the main actor.
               Resolving: CheckoutViewModel
               To fix, resolve it with await container.resolve(…), or from the main actor.
          2. CheckoutViewModel is registered with a @MainActor factory, but was resolved off the main actor.
               Resolving: CheckoutScreen → CheckoutViewModel
               To fix, resolve it with await container.resolve(…), or from the main actor.
        """)
  }

  @MainActor @Test
  func validateOnTheMainActorChecksMainActorRegistrations() throws {
    try checkoutWithViewModel().validate()
  }
}

@Suite struct TestContainerUnimplementedTests {
  @Test func anUnimplementedServiceResolvesWithoutFailure() throws {
    let container = TestContainer {
      Register(PaymentProcessor.self) { _ in MockPaymentProcessor() }
      Register(InventoryService.self) { _ in MockInventoryService() }
      Register.unimplemented(AnalyticsTracker.self, MockAnalyticsTracker())
      checkoutServices()
    }

    let issues = try recordedIssues {
      _ = try container.resolve(Shop.CheckoutService.self)
      _ = try container.resolve(AnalyticsTracker.self)
    }

    #expect(issues.isEmpty)
  }

  @Test func callingANonThrowingSpyReportsAndTheCodeGoesOn() throws {
    let payments = MockPaymentProcessor()
    payments.charge.returns("receipt-1")
    let inventory = MockInventoryService()
    inventory.reserveStock.returns(true)
    let analytics = MockAnalyticsTracker()
    let container = TestContainer {
      Register(PaymentProcessor.self, instance: payments)
      Register(InventoryService.self, instance: inventory)
      Register.unimplemented(AnalyticsTracker.self, analytics)
      checkoutServices()
    }
    let checkout = try container.resolve(Shop.CheckoutService.self)

    var receipt: String?
    let issues = try recordedIssues {
      receipt = try checkout.checkout(orderID: "o-1", total: 42)
    }

    #expect(receipt == "receipt-1")
    #expect(
      issues == [
        RecordedIssue(
          message: """
            AnalyticsTracker is unimplemented in this test, but track(event:) was called.
              Call:
                #1 track(event: "checkout o-1")
              Declared at: MockKitTests/CheckoutGraph.swift:27
              To fix, if the test expects this call, register AnalyticsTracker with a mock stubbed for it.
            """,
          fileID: "MockKitTests/CheckoutGraph.swift", line: 27)
      ])
    #expect(analytics.track.arguments == ["checkout o-1"])
  }

  @Test func callingAThrowingSpyReportsAndThrowsUnimplemented() throws {
    let analytics = MockAnalyticsTracker()
    let container = TestContainer { Register.unimplemented(AnalyticsTracker.self, analytics) }
    let tracker = try container.resolve(AnalyticsTracker.self)

    var thrown: (any Error)?
    let issues = recordedIssues {
      do { _ = try tracker.flush() } catch { thrown = error }
    }

    let error = try #require(thrown as? MockKitError)
    #expect(error == .unimplemented(service: "AnalyticsTracker", spy: "flush()", call: "flush()"))
    #expect(
      error.description
        == "flush() was called, but AnalyticsTracker is unimplemented in this test: flush()")
    #expect(
      issues == [
        RecordedIssue(
          message: """
            AnalyticsTracker is unimplemented in this test, but flush() was called.
              Call:
                #1 flush()
              Declared at: MockKitTests/CheckoutGraph.swift:28
              To fix, if the test expects this call, register AnalyticsTracker with a mock stubbed for it.
            """,
          fileID: "MockKitTests/CheckoutGraph.swift", line: 28)
      ])
  }

  /// Only the calls no stub answers fail: a stub, added before or after, is honoured.
  @Test func registeringAsUnimplementedKeepsStubs() throws {
    let analytics = MockAnalyticsTracker()
    analytics.flushSpy.enqueue(1)
    let container = TestContainer {
      Register.unimplemented(AnalyticsTracker.self, name: "audit", analytics)
    }
    let tracker = try container.resolve(AnalyticsTracker.self, name: "audit")

    var thrown: (any Error)?
    var flushed: [Int] = []
    let issues = recordedIssues {
      flushed.append(try! tracker.flush())
      do { _ = try tracker.flush() } catch { thrown = error }
      analytics.flushSpy.returns(3)
      flushed.append(try! tracker.flush())
    }

    #expect(flushed == [1, 3])
    #expect(
      thrown as? MockKitError
        == .unimplemented(
          service: #"AnalyticsTracker (named "audit")"#, spy: "flush()", call: "flush()"))
    #expect(issues.count == 1)
  }
}
