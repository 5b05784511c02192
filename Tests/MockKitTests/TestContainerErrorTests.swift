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
  let terminal = MockCardTerminal()
  terminal.charge.returns("receipt-1")
  let inventory = MockInventoryService()
  inventory.reserveStock.returns(true)
  return TestContainer {
    Provide(CardTerminal.self, instance: terminal)
    Provide(InventoryService.self, instance: inventory)
    checkoutServices(tracked: false)
    Provide.mainActor(CheckoutViewModel.self) { r in try CheckoutViewModel(checkout: r.resolve()) }
    Provide(CheckoutScreen.self) { r in try CheckoutScreen(model: r.resolve()) }
  }
}

extension TestContainerTests {
  /// A second implementation of `CardTerminal`, for asking for the wrong concrete type.
  private final class DecliningCardTerminal: CardTerminal {
    func charge(amount: Int, currency: String) throws -> String { "declined" }
    func refund(receipt: String) {}
  }

  /// A container that cannot resolve what a test asks of it, and the error it must throw,
  /// word for word.
  struct ResolutionFailure: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let kind: TestContainer.ResolutionError.Kind?
    let message: String
    let resolve: @Sendable () throws -> Void

    init(
      _ name: String, kind: TestContainer.ResolutionError.Kind? = nil, message: String,
      resolve: @escaping @Sendable () throws -> Void
    ) {
      self.testDescription = name
      self.kind = kind
      self.message = message
      self.resolve = resolve
    }
  }

  static let resolutionFailures: [ResolutionFailure] = [
    // MARK: Missing registrations
    ResolutionFailure(
      "a missing service names itself, what is registered and the fix",
      kind: .missing(
        service: "CardTerminal", name: nil, path: ["CardTerminal"],
        registered: ["AnalyticsTracker", "InventoryService"]),
      message: """
        No registration for CardTerminal.
          Resolving: CardTerminal
          Registered:
            AnalyticsTracker
            InventoryService
          To fix, register it:
            Provide(CardTerminal.self) { _ in … }
        """
    ) {
      let container = TestContainer {
        Provide(InventoryService.self) { _ in MockInventoryService() }
        Provide(AnalyticsTracker.self) { _ in MockAnalyticsTracker() }
      }
      _ = try container.resolve(CardTerminal.self)
    },
    ResolutionFailure(
      "a missing dependency shows the path that needs it",
      message: """
        No registration for CardTerminal.
          Resolving: Shop.CheckoutService → CardTerminal
          Registered:
            InventoryService
            OrderAudit
            RequestContext
            Shop.CheckoutService
          To fix, register it:
            Provide(CardTerminal.self) { _ in … }
        """
    ) {
      let container = TestContainer {
        checkoutServices(tracked: false)
        Provide(InventoryService.self) { _ in MockInventoryService() }
      }
      _ = try container.resolve(Shop.CheckoutService.self)
    },
    ResolutionFailure(
      "a missing named service is named in the message and the fix",
      kind: .missing(
        service: "CardTerminal", name: "backup",
        path: ["Shop.CheckoutService", #"CardTerminal (named "backup")"#],
        registered: [
          "CardTerminal", "InventoryService", "RequestContext", "Shop.CheckoutService",
        ]),
      message: """
        No registration for CardTerminal (named "backup").
          Resolving: Shop.CheckoutService → CardTerminal (named "backup")
          Registered:
            CardTerminal
            InventoryService
            RequestContext
            Shop.CheckoutService
          To fix, register it:
            Provide(CardTerminal.self, name: "backup") { _ in … }
        """
    ) {
      let container = TestContainer {
        Provide(CardTerminal.self) { _ in MockCardTerminal() }
        Provide(InventoryService.self) { _ in MockInventoryService() }
        Provide(RequestContext.self) { _ in RequestContext() }
        Provide(Shop.CheckoutService.self) { r in
          try Shop.CheckoutService(
            terminal: r.resolve(name: "backup"), inventory: r.resolve(), analytics: nil,
            context: r.resolve(), audit: OrderAudit(context: r.resolve()))
        }
      }
      _ = try container.resolve(Shop.CheckoutService.self)
    },
    ResolutionFailure(
      "an empty container says nothing is registered",
      message: """
        No registration for CardTerminal.
          Resolving: CardTerminal
          Registered: nothing
          To fix, register it:
            Provide(CardTerminal.self) { _ in … }
        """
    ) {
      _ = try TestContainer().resolve(CardTerminal.self)
    },
    ResolutionFailure(
      "a missing nested type is named with its enclosing type",
      kind: .missing(
        service: "ProfileScene.ViewModel", name: nil, path: ["ProfileScene.ViewModel"],
        registered: ["CheckoutScene.ViewModel"]),
      message: """
        No registration for ProfileScene.ViewModel.
          Resolving: ProfileScene.ViewModel
          Registered:
            CheckoutScene.ViewModel
          To fix, register it:
            Provide(ProfileScene.ViewModel.self) { _ in … }
        """
    ) {
      let container = TestContainer {
        Provide(CheckoutScene.ViewModel.self) { _ in .init() }
      }
      _ = try container.resolve(ProfileScene.ViewModel.self)
    },
    ResolutionFailure(
      "generic arguments keep their enclosing types",
      message: """
        No registration for Array<ProfileScene.ViewModel>.
          Resolving: Array<ProfileScene.ViewModel>
          Registered:
            Array<CheckoutScene.ViewModel>
          To fix, register it:
            Provide(Array<ProfileScene.ViewModel>.self) { _ in … }
        """
    ) {
      let container = TestContainer {
        Provide([CheckoutScene.ViewModel].self) { _ in [] }
      }
      _ = try container.resolve([ProfileScene.ViewModel].self)
    },

    // MARK: Cycles
    ResolutionFailure(
      "a service that resolves itself is a cycle",
      kind: .cycle(["Orders", "Orders"]),
      message: """
        Dependency cycle: Orders → Orders.
          To fix, break the cycle: one of these factories must not resolve the next service.
        """
    ) {
      let container = TestContainer {
        Provide(Orders.self) { r in try r.resolve(Orders.self) }
      }
      _ = try container.resolve(Orders.self)
    },
    ResolutionFailure(
      "a four-step cycle is detected",
      kind: .cycle(["Orders", "Pricing", "Discounts", "Taxes", "Orders"]),
      message: """
        Dependency cycle: Orders → Pricing → Discounts → Taxes → Orders.
          To fix, break the cycle: one of these factories must not resolve the next service.
        """
    ) {
      let container = TestContainer {
        Provide(Orders.self) { r in
          _ = try r.resolve(Pricing.self)
          return Orders()
        }
        Provide(Pricing.self) { r in
          _ = try r.resolve(Discounts.self)
          return Pricing()
        }
        Provide(Discounts.self) { r in
          _ = try r.resolve(Taxes.self)
          return Discounts()
        }
        Provide(Taxes.self) { r in
          _ = try r.resolve(Orders.self)
          return Taxes()
        }
      }
      _ = try container.resolve(Orders.self)
    },
    ResolutionFailure(
      "a cycle names nested types with their enclosing types",
      message: """
        Dependency cycle: CheckoutScene.ViewModel → ProfileScene.ViewModel → CheckoutScene.ViewModel.
          To fix, break the cycle: one of these factories must not resolve the next service.
        """
    ) {
      let container = TestContainer {
        Provide(CheckoutScene.ViewModel.self) { r in
          _ = try r.resolve(ProfileScene.ViewModel.self)
          return .init()
        }
        Provide(ProfileScene.ViewModel.self) { r in
          _ = try r.resolve(CheckoutScene.ViewModel.self)
          return .init()
        }
      }
      _ = try container.resolve(CheckoutScene.ViewModel.self)
    },

    // MARK: Type mismatches
    ResolutionFailure(
      "a type mismatch names nested types with their enclosing types",
      message: """
        The registration for CheckoutScene.ViewModel produced a CheckoutScene.ViewModel, which is not a ProfileScene.ViewModel.
          Resolving: CheckoutScene.ViewModel
          Registered at: MockKitTests/CheckoutTests.swift:40
        """
    ) {
      let container = TestContainer {
        Provide(
          CheckoutScene.ViewModel.self, fileID: "MockKitTests/CheckoutTests.swift", line: 40
        ) { _ in .init() }
      }
      _ = try container.resolve(CheckoutScene.ViewModel.self, as: ProfileScene.ViewModel.self)
    },
  ]

  /// Each case's error, its kind where the case pins one, and its message word for word.
  @Test(arguments: resolutionFailures)
  func aResolutionFailureSaysWhatIsWrongAndHowToFixIt(_ failure: ResolutionFailure) throws {
    let error = try #require(throws: TestContainer.ResolutionError.self) {
      try failure.resolve()
    }

    if let kind = failure.kind {
      #expect(error.kind == kind)
    }
    #expect(error.description == failure.message)
  }

  // MARK: Missing registrations

  @Test func aChildListsItsParentsRegistrationsToo() throws {
    let parent = TestContainer { Provide(InventoryService.self) { _ in MockInventoryService() } }
    let child = parent.child { Provide(AnalyticsTracker.self) { _ in MockAnalyticsTracker() } }

    let error = try #require(throws: TestContainer.ResolutionError.self) {
      try child.resolve(CardTerminal.self)
    }

    #expect(
      error.kind
        == .missing(
          service: "CardTerminal", name: nil, path: ["CardTerminal"],
          registered: ["AnalyticsTracker", "InventoryService"]))
  }

  // MARK: Cycles

  @Test func aTwoStepCycleIsReportedFromWhereItCloses() throws {
    let container = TestContainer {
      Provide(Orders.self) { r in
        _ = try r.resolve(Pricing.self)
        return Orders()
      }
      Provide(Pricing.self) { r in
        _ = try r.resolve(Orders.self)
        return Pricing()
      }
      Provide(Taxes.self) { r in
        _ = try r.resolve(Orders.self)
        return Taxes()
      }
    }

    let error = try #require(throws: TestContainer.ResolutionError.self) {
      try container.resolve(Orders.self)
    }
    let entered = try #require(throws: TestContainer.ResolutionError.self) {
      try container.resolve(Taxes.self)
    }

    #expect(
      error.description == """
        Dependency cycle: Orders → Pricing → Orders.
          To fix, break the cycle: one of these factories must not resolve the next service.
        """)
    #expect(entered == error, "the path into the cycle is not part of it")
  }

  @Test func aCycleThroughPerContainerAndPerGraphScopesIsDetected() throws {
    let container = TestContainer {
      Provide(Orders.self, scope: .perContainer) { r in
        _ = try r.resolve(Pricing.self)
        return Orders()
      }
      Provide(Pricing.self, scope: .perGraph) { r in
        _ = try r.resolve(Orders.self)
        return Pricing()
      }
    }

    let error = try #require(throws: TestContainer.ResolutionError.self) {
      try container.resolve(Pricing.self)
    }

    #expect(error.kind == .cycle(["Pricing", "Orders", "Pricing"]))
  }

  // MARK: Type mismatches

  @Test func resolveAsTheWrongConcreteTypeIsAMismatch() throws {
    let container = TestContainer {
      Provide(
        CardTerminal.self, instance: DecliningCardTerminal(),
        fileID: "MockKitTests/CheckoutTests.swift", line: 12)
    }

    let error = try #require(throws: TestContainer.ResolutionError.self) {
      try container.resolve(CardTerminal.self, as: MockCardTerminal.self)
    }

    guard case let .typeMismatch(service, expected, _, path, registeredAt) = error.kind else {
      Issue.record("expected a type mismatch, got \(error.kind)")
      return
    }
    #expect(service == "CardTerminal")
    #expect(expected == "MockCardTerminal")
    #expect(path == ["CardTerminal"])
    #expect(registeredAt == "MockKitTests/CheckoutTests.swift:12")
  }

  @Test
  func resolveAsTheWrongConcreteTypeNamesWhatTheRegistrationProduced() throws {
    let container = TestContainer {
      Provide(
        CardTerminal.self, instance: DecliningCardTerminal(),
        fileID: "MockKitTests/CheckoutTests.swift", line: 12)
      Provide(
        CardTerminal.self, name: "backup", fileID: "MockKitTests/CheckoutTests.swift",
        line: 20
      ) { _ in DecliningCardTerminal() }
    }

    let error = try #require(throws: TestContainer.ResolutionError.self) {
      try container.resolve(CardTerminal.self, as: MockCardTerminal.self)
    }
    let named = try #require(throws: TestContainer.ResolutionError.self) {
      try container.resolve(CardTerminal.self, as: MockCardTerminal.self, name: "backup")
    }

    #expect(
      error.description == """
        The registration for CardTerminal produced a TestContainerTests.DecliningCardTerminal, which is not a MockCardTerminal.
          Resolving: CardTerminal
          Registered at: MockKitTests/CheckoutTests.swift:12
        """)
    #expect(
      named.description == """
        The registration for CardTerminal (named "backup") produced a TestContainerTests.DecliningCardTerminal, which is not a MockCardTerminal.
          Resolving: CardTerminal (named "backup")
          Registered at: MockKitTests/CheckoutTests.swift:20
        """)
  }

  // MARK: The main actor

  @Test func aMainActorRegistrationResolvedOffTheMainActorIsAnError() async throws {
    let container = checkoutWithViewModel()

    let result = await Task.detached {
      Result { try container.resolve(CheckoutViewModel.self) }
    }.value
    let error = try #require(throws: TestContainer.ResolutionError.self) { try result.get() }

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
    let error = try #require(throws: TestContainer.ResolutionError.self) { try result.get() }

    #expect(
      error.description == """
        CheckoutViewModel is registered with a @MainActor factory, but was resolved off the main actor.
          Resolving: CheckoutScreen → CheckoutViewModel
          To fix, resolve it with await container.resolve(…), or from the main actor.
        """)
  }

  @Test func aMainActorRegistrationResolvesAsItsConcreteTypeWithAwait() async throws {
    let container = checkoutWithViewModel()

    let model = try await Task.detached {
      try await container.resolve(CheckoutViewModel.self, as: CheckoutViewModel.self)
    }.value

    #expect(await model.receipt == nil)
  }

  @Test func aMainActorRegistrationResolvedAsItsConcreteTypeOffTheMainActorIsAnError()
    async throws
  {
    let container = checkoutWithViewModel()

    let result = await Task.detached {
      Result { try container.resolve(CheckoutViewModel.self, as: CheckoutViewModel.self) }
    }.value
    let error = try #require(throws: TestContainer.ResolutionError.self) { try result.get() }

    #expect(
      error.description == """
        CheckoutViewModel is registered with a @MainActor factory, but was resolved off the main actor.
          Resolving: CheckoutViewModel
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

extension TestContainerTests {
  @Test func validateReportsEveryProblemTogether() throws {
    let container = TestContainer {
      Provide(InventoryService.self) { _ in MockInventoryService() }
      checkoutServices(tracked: false)
      Provide(OrderAudit.self, name: "nightly") { r in
        try OrderAudit(context: r.resolve(name: "nightly"))
      }
      Provide(Orders.self) { r in
        _ = try r.resolve(Pricing.self)
        return Orders()
      }
      Provide(Pricing.self) { r in
        _ = try r.resolve(Orders.self)
        return Pricing()
      }
    }

    let error = try #require(throws: TestContainer.ValidationError.self) {
      try container.validate()
    }

    // Orders → Pricing → Orders and Pricing → Orders → Pricing are one cycle: reported once.
    #expect(error.problems.count == 3)
    #expect(
      error.description == """
        The container has 3 problems.
          1. No registration for CardTerminal.
               Resolving: Shop.CheckoutService → CardTerminal
               Registered:
                 InventoryService
                 OrderAudit
                 OrderAudit (named "nightly")
                 Orders
                 Pricing
                 RequestContext
                 Shop.CheckoutService
               To fix, register it:
                 Provide(CardTerminal.self) { _ in … }
          2. No registration for RequestContext (named "nightly").
               Resolving: OrderAudit (named "nightly") → RequestContext (named "nightly")
               Registered:
                 InventoryService
                 OrderAudit
                 OrderAudit (named "nightly")
                 Orders
                 Pricing
                 RequestContext
                 Shop.CheckoutService
               To fix, register it:
                 Provide(RequestContext.self, name: "nightly") { _ in … }
          3. Dependency cycle: Orders → Pricing → Orders.
               To fix, break the cycle: one of these factories must not resolve the next service.
        """)
  }

  @Test func oneProblemIsCountedInTheSingular() throws {
    let container = TestContainer {
      Provide(Orders.self) { r in try r.resolve(Orders.self) }
    }

    let error = try #require(throws: TestContainer.ValidationError.self) {
      try container.validate()
    }

    #expect(
      error.description == """
        The container has 1 problem.
          1. Dependency cycle: Orders → Orders.
               To fix, break the cycle: one of these factories must not resolve the next service.
        """)
  }

  @Test func validatePassesForACompleteGraph() throws {
    let container = TestContainer {
      Provide(CardTerminal.self) { _ in MockCardTerminal() }
      Provide(InventoryService.self) { _ in MockInventoryService() }
      Provide(AnalyticsTracker.self) { _ in MockAnalyticsTracker() }
      checkoutServices()
    }

    try container.validate()
  }

  /// Validating is resolving: a `.perContainer` service built by `validate()` is the one
  /// later resolutions return, and an unimplemented mock is marked by it, as its docs say.
  @Test func validateLeavesWhatResolvingLeaves() throws {
    let made = Collected<RequestContext>()
    let analytics = MockAnalyticsTracker()
    let container = TestContainer {
      Provide(RequestContext.self, scope: .perContainer) { _ in
        let context = RequestContext()
        made.append(context)
        return context
      }
      Provide.unimplemented(AnalyticsTracker.self, analytics)
    }

    try container.validate()
    let resolved = try container.resolve(RequestContext.self)
    let issues = recordedIssues { analytics.track(event: "checkout o-1") }

    #expect(made.all.count == 1)
    #expect(made.all.first === resolved)
    #expect(issues.count == 1)
  }

  @Test func aFactorysOwnErrorIsNotAProblem() throws {
    let container = TestContainer {
      Provide(CardTerminal.self) { _ in MockCardTerminal() }
      Provide(InventoryService.self) { _ in throw CheckoutError.outOfStock(orderID: "o-1") }
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
    let error = try #require(throws: TestContainer.ValidationError.self) { try result.get() }

    #expect(
      error.description == """
        The container has 2 problems.
          1. CheckoutViewModel is registered with a @MainActor factory, but was resolved off the main actor.
               Resolving: CheckoutViewModel
               To fix, validate with await container.validate(), or from the main actor.
          2. CheckoutViewModel is registered with a @MainActor factory, but was resolved off the main actor.
               Resolving: CheckoutScreen → CheckoutViewModel
               To fix, validate with await container.validate(), or from the main actor.
        """)
    #expect(
      error.problems.first?.description == """
        CheckoutViewModel is registered with a @MainActor factory, but was resolved off the main actor.
          Resolving: CheckoutViewModel
          To fix, validate with await container.validate(), or from the main actor.
        """)
    #expect(
      error.problems.first?.kind
        == .requiresMainActor(service: "CheckoutViewModel", path: ["CheckoutViewModel"]))
  }

  @MainActor @Test
  func validateOnTheMainActorChecksMainActorRegistrations() throws {
    try checkoutWithViewModel().validate()
  }

  @Test func awaitedValidateChecksMainActorRegistrationsFromOffTheMainActor() async throws {
    let container = checkoutWithViewModel()

    try await Task.detached { try await container.validate() }.value
  }

  /// The awaited `validate()` builds the `@MainActor` view model, so it finds what the view
  /// model's own dependencies miss.
  @Test func awaitedValidateReportsWhatAMainActorRegistrationMisses() async throws {
    let container = TestContainer {
      Provide.mainActor(CheckoutViewModel.self) { r in
        try CheckoutViewModel(checkout: r.resolve())
      }
    }

    let error = try await #require(throws: TestContainer.ValidationError.self) {
      try await Task.detached { try await container.validate() }.value
    }

    #expect(
      error.description == """
        The container has 1 problem.
          1. No registration for Shop.CheckoutService.
               Resolving: CheckoutViewModel → Shop.CheckoutService
               Registered:
                 CheckoutViewModel
               To fix, register it:
                 Provide(Shop.CheckoutService.self) { _ in … }
        """)
  }

  @Test func awaitedValidateWithoutMainActorRegistrationsReportsTheSameProblems() async throws {
    let container = TestContainer {
      Provide(Orders.self) { r in try r.resolve(Orders.self) }
    }

    let awaited = try await #require(throws: TestContainer.ValidationError.self) {
      try await container.validate()
    }
    let synchronous = try #require(throws: TestContainer.ValidationError.self) {
      try container.validate()
    }

    #expect(awaited == synchronous)
    #expect(awaited.problems.map(\.kind) == [.cycle(["Orders", "Orders"])])
  }
}

extension TestContainerTests {
  @Test func anUnimplementedServiceResolvesWithoutFailure() throws {
    let container = TestContainer {
      Provide(CardTerminal.self) { _ in MockCardTerminal() }
      Provide(InventoryService.self) { _ in MockInventoryService() }
      Provide.unimplemented(AnalyticsTracker.self, MockAnalyticsTracker())
      checkoutServices()
    }

    let issues = try recordedIssues {
      _ = try container.resolve(Shop.CheckoutService.self)
      _ = try container.resolve(AnalyticsTracker.self)
    }

    #expect(issues.isEmpty)
  }

  @Test func callingANonThrowingSpyReportsAndTheCodeGoesOn() throws {
    let terminal = MockCardTerminal()
    terminal.charge.returns("receipt-1")
    let inventory = MockInventoryService()
    inventory.reserveStock.returns(true)
    let analytics = MockAnalyticsTracker()
    let container = TestContainer {
      Provide(CardTerminal.self, instance: terminal)
      Provide(InventoryService.self, instance: inventory)
      Provide.unimplemented(AnalyticsTracker.self, analytics)
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
              To fix, if the test expects this call, stub it on the mock registered as unimplemented, or register AnalyticsTracker with a mock stubbed for it.
            """,
          fileID: "MockKitTests/CheckoutGraph.swift", line: 27)
      ])
    #expect(analytics.track.arguments == ["checkout o-1"])
  }

  @Test func callingAThrowingSpyReportsAndThrowsUnimplemented() throws {
    let analytics = MockAnalyticsTracker()
    let container = TestContainer { Provide.unimplemented(AnalyticsTracker.self, analytics) }
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
              To fix, if the test expects this call, stub it on the mock registered as unimplemented, or register AnalyticsTracker with a mock stubbed for it.
            """,
          fileID: "MockKitTests/CheckoutGraph.swift", line: 28)
      ])
  }

  @Test func aNamedUnimplementedServiceIsNamedInTheFailure() throws {
    let container = TestContainer {
      Provide.unimplemented(AnalyticsTracker.self, name: "audit", MockAnalyticsTracker())
    }
    let tracker = try container.resolve(AnalyticsTracker.self, name: "audit")

    var thrown: (any Error)?
    let issues = recordedIssues {
      do { _ = try tracker.flush() } catch { thrown = error }
    }

    #expect(
      thrown as? MockKitError
        == .unimplemented(
          service: #"AnalyticsTracker (named "audit")"#, spy: "flush()", call: "flush()"))
    #expect(issues.count == 1)
  }

  /// Only the calls no stub answers fail: a stub, added before or after, is honoured.
  @Test func registeringAsUnimplementedKeepsStubs() throws {
    let analytics = MockAnalyticsTracker()
    analytics.flushSpy.enqueue(1)
    let container = TestContainer {
      Provide.unimplemented(AnalyticsTracker.self, name: "audit", analytics)
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

  @Test func buildingAContainerLeavesTheMockAsItIs() throws {
    let analytics = MockAnalyticsTracker()
    analytics.flushSpy.returns(3)

    let container = TestContainer { Provide.unimplemented(AnalyticsTracker.self, analytics) }
    var flushed: Int?
    let issues = try recordedIssues {
      analytics.track(event: "checkout o-1")
      flushed = try analytics.flush()
    }

    #expect(issues.isEmpty)
    #expect(flushed == 3)
    #expect(analytics.track.callCount == 1)
    _ = container
  }

  @Test func resolvingTheMockMarksItUnimplemented() throws {
    let analytics = MockAnalyticsTracker()
    let container = TestContainer { Provide.unimplemented(AnalyticsTracker.self, analytics) }
    let before = recordedIssues { analytics.track(event: "before") }

    _ = try container.resolve(AnalyticsTracker.self)
    let after = recordedIssues { analytics.track(event: "after") }

    #expect(before.isEmpty)
    #expect(
      after.map(\.message) == [
        """
        AnalyticsTracker is unimplemented in this test, but track(event:) was called.
          Call:
            #2 track(event: "after")
          Declared at: MockKitTests/CheckoutGraph.swift:27
          To fix, if the test expects this call, stub it on the mock registered as unimplemented, or register AnalyticsTracker with a mock stubbed for it.
        """
      ])
  }
}

/// Two screens whose view models share a name: messages must tell them apart.
private enum CheckoutScene {
  struct ViewModel: Sendable {}
}

private enum ProfileScene {
  struct ViewModel: Sendable {}
}

extension TestContainerTests {
  @Test func validateNamesNestedTypesWithTheirEnclosingTypes() throws {
    let container = TestContainer {
      Provide(CheckoutScene.ViewModel.self) { r in
        _ = try r.resolve(ProfileScene.ViewModel.self)
        return .init()
      }
    }

    let error = try #require(throws: TestContainer.ValidationError.self) {
      try container.validate()
    }

    #expect(
      error.description == """
        The container has 1 problem.
          1. No registration for ProfileScene.ViewModel.
               Resolving: CheckoutScene.ViewModel → ProfileScene.ViewModel
               Registered:
                 CheckoutScene.ViewModel
               To fix, register it:
                 Provide(ProfileScene.ViewModel.self) { _ in … }
        """)
  }
}

extension TestContainerTests {
  /// What the container throws where only a defect in MockKit could bring it, in place of
  /// a crash.
  @Test func aDefectIsReportedWithAMessageToReport() {
    let defect = ContainerDefect(
      service: "CardTerminal", problem: "its registration made a MockCardTerminal, not a String")

    #expect(
      defect.description == """
        Resolving CardTerminal, its registration made a MockCardTerminal, not a String. \
        This is a bug in MockKit: please report it with this message.
        """)
  }

  @Test func everyRegistrationRecordsTheCallersColumn() {
    let terminal = MockCardTerminal()

    let factory = Provide(CardTerminal.self) { _ in terminal }
    let instance = Provide(CardTerminal.self, instance: terminal)
    let mainActor = Provide.mainActor(CardTerminal.self) { _ in terminal }
    let unimplemented = Provide.unimplemented(CardTerminal.self, terminal)

    // The compiler's column for a call: its opening parenthesis.
    #expect(factory.site.column == 26)
    #expect(instance.site.column == 27)
    #expect(mainActor.site.column == 38)
    #expect(unimplemented.site.column == 46)
    #expect(factory.site.line == instance.site.line - 1)
    #expect("\(factory.site.fileID)" == "MockKitTests/TestContainerErrorTests.swift")
    #expect(
      "\(factory.site.filePath)".hasSuffix("Tests/MockKitTests/TestContainerErrorTests.swift"))
  }
}
