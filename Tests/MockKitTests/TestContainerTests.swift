import MockKit
import Testing

@Suite struct TestContainerTests {
  @Test func aFactoryBuildsTheServiceFromTheRegisteredMocks() throws {
    let payments = MockPaymentProcessor()
    let inventory = MockInventoryService()
    let analytics = MockAnalyticsTracker()
    payments.charge.returns("receipt-1")
    inventory.reserveStock.returns(true)
    let container = TestContainer {
      Provide(PaymentProcessor.self, instance: payments)
      Provide(InventoryService.self, instance: inventory)
      Provide(AnalyticsTracker.self, instance: analytics)
      checkoutServices()
    }

    let receipt = try container.resolve(Shop.CheckoutService.self).checkout(
      orderID: "o-1", total: 42)

    #expect(receipt == "receipt-1")
    expectCalledOnce(payments.charge, with: (42, "EUR"))
    expectCalledOnce(inventory.reserveStock, with: "o-1")
    expectCalledOnce(analytics.track, with: "checkout o-1")
  }

  @Test func anInstanceRegistrationResolvesToThatInstanceEveryTime() throws {
    let payments = MockPaymentProcessor()
    let container = TestContainer { Provide(PaymentProcessor.self, instance: payments) }

    let first = try container.resolve(PaymentProcessor.self, as: MockPaymentProcessor.self)
    let second = try container.resolve(PaymentProcessor.self, as: MockPaymentProcessor.self)

    #expect(first === payments)
    #expect(second === payments)
  }

  @Test func namesTellTwoRegistrationsOfOneTypeApart() throws {
    let primary = MockPaymentProcessor()
    let backup = MockPaymentProcessor()
    let container = TestContainer {
      Provide(PaymentProcessor.self, instance: primary)
      Provide(PaymentProcessor.self, name: "backup", instance: backup)
    }

    #expect(try container.resolve(PaymentProcessor.self, as: MockPaymentProcessor.self) === primary)
    #expect(
      try container.resolve(PaymentProcessor.self, as: MockPaymentProcessor.self, name: "backup")
        === backup)
    let inferred: any PaymentProcessor = try container.resolve(name: "backup")
    #expect(inferred as? MockPaymentProcessor === backup)
  }

  @Test func aFactoryResolvesANamedDependency() throws {
    let backup = MockPaymentProcessor()
    backup.charge.returns("backup-receipt")
    let inventory = MockInventoryService()
    inventory.reserveStock.returns(true)
    let container = TestContainer {
      Provide(PaymentProcessor.self) { _ in MockPaymentProcessor() }
      Provide(PaymentProcessor.self, name: "backup", instance: backup)
      Provide(InventoryService.self, instance: inventory)
      Provide(RequestContext.self) { _ in RequestContext() }
      Provide(Shop.CheckoutService.self) { r in
        try Shop.CheckoutService(
          payments: r.resolve(name: "backup"), inventory: r.resolve(), analytics: nil,
          context: r.resolve(), audit: OrderAudit(context: r.resolve()))
      }
    }

    #expect(
      try container.resolve(Shop.CheckoutService.self).checkout(orderID: "o-1", total: 42)
        == "backup-receipt")
    expectCalledOnce(backup.charge, with: (42, "EUR"))
  }

  @Test func theTypeIsInferredFromTheContext() throws {
    let payments = MockPaymentProcessor()
    let container = TestContainer { Provide(PaymentProcessor.self, instance: payments) }

    let resolved: any PaymentProcessor = try container.resolve()

    #expect(resolved as? MockPaymentProcessor === payments)
  }

  @Test func resolveAsReturnsTheConcreteMockThatTheGraphUses() throws {
    let inventory = MockInventoryService()
    inventory.reserveStock.returns(true)
    let container = TestContainer {
      Provide(PaymentProcessor.self, scope: .perContainer) { _ in MockPaymentProcessor() }
      Provide(InventoryService.self, instance: inventory)
      checkoutServices(tracked: false)
    }

    let payments = try container.resolve(PaymentProcessor.self, as: MockPaymentProcessor.self)
    payments.charge.returns("receipt-7")

    #expect(
      try container.resolve(Shop.CheckoutService.self).checkout(orderID: "o-1", total: 42)
        == "receipt-7")
    expectCalledOnce(payments.charge, with: (42, "EUR"))
  }

  @Test func theLaterOfTwoRegistrationsOfOneTypeWins() throws {
    let first = MockPaymentProcessor()
    let second = MockPaymentProcessor()
    let container = TestContainer {
      Provide(PaymentProcessor.self, instance: first)
      Provide(PaymentProcessor.self, instance: second)
    }

    #expect(try container.resolve(PaymentProcessor.self, as: MockPaymentProcessor.self) === second)
  }

  @Test(arguments: [true, false])
  func theBuilderTakesConditionalsLoopsAndArrays(tracked: Bool) throws {
    let container = TestContainer {
      if tracked {
        Provide(AnalyticsTracker.self) { _ in MockAnalyticsTracker() }
      } else {
        Provide(InventoryService.self) { _ in MockInventoryService() }
      }
      for name in ["primary", "backup"] {
        Provide(PaymentProcessor.self, name: name) { _ in MockPaymentProcessor() }
      }
      checkoutServices()
    }

    #expect(((try? container.resolve(AnalyticsTracker.self)) != nil) == tracked)
    #expect(((try? container.resolve(InventoryService.self)) != nil) == !tracked)
    _ = try container.resolve(PaymentProcessor.self, name: "primary")
    _ = try container.resolve(PaymentProcessor.self, name: "backup")
    _ = try container.resolve(OrderAudit.self)
  }
}

extension TestContainerTests {
  @Test func perResolveMakesANewInstanceForEveryResolution() throws {
    let made = Collected<RequestContext>()
    let container = TestContainer {
      Provide(RequestContext.self) { _ in
        let context = RequestContext()
        made.append(context)
        return context
      }
    }

    let first = try container.resolve(RequestContext.self)
    let second = try container.resolve(RequestContext.self)

    #expect(first !== second)
    #expect(made.all.count == 2)
  }

  @Test func perContainerMakesOneInstanceSharedByCopiesOfTheContainer() throws {
    let registration = Provide(RequestContext.self, scope: .perContainer) { _ in RequestContext() }
    let container = TestContainer { registration }
    let copy = container

    let first = try container.resolve(RequestContext.self)

    #expect(try container.resolve(RequestContext.self) === first)
    #expect(try copy.resolve(RequestContext.self) === first)
    #expect(try container.overriding {}.resolve(RequestContext.self) !== first)
    #expect(try TestContainer { registration }.resolve(RequestContext.self) !== first)
  }

  @Test func perContainerInstancesAreSharedByTheServicesThatDependOnThem() throws {
    let container = TestContainer {
      Provide(RequestContext.self, scope: .perContainer) { _ in RequestContext() }
      Provide(OrderAudit.self) { r in try OrderAudit(context: r.resolve()) }
    }

    let first = try container.resolve(OrderAudit.self)
    let second = try container.resolve(OrderAudit.self)

    #expect(first.context === second.context)
  }

  @Test
  func perGraphIsSharedWithinOneResolveCall() throws {
    let container = TestContainer {
      Provide(PaymentProcessor.self) { _ in MockPaymentProcessor() }
      Provide(InventoryService.self) { _ in MockInventoryService() }
      checkoutServices(tracked: false)
    }

    let checkout = try container.resolve(Shop.CheckoutService.self)

    #expect(checkout.context === checkout.audit.context)
  }

  @Test func perGraphIsNewOnTheNextResolveCall() throws {
    let container = TestContainer {
      Provide(RequestContext.self, scope: .perGraph) { _ in RequestContext() }
      Provide(OrderAudit.self) { r in try OrderAudit(context: r.resolve()) }
    }

    let first = try container.resolve(OrderAudit.self)
    let second = try container.resolve(OrderAudit.self)

    #expect(first.context !== second.context)
  }

  @Test func perContainerIsMadeOnceWhenManyTasksResolveItAtOnce() async throws {
    let factoryRuns = Collected<Int>()
    let container = TestContainer {
      Provide(PaymentProcessor.self, scope: .perContainer) { _ in
        factoryRuns.append(1)
        return MockPaymentProcessor()
      }
    }

    let identities = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
      for _ in 0..<100 {
        group.addTask {
          ObjectIdentifier(
            try container.resolve(PaymentProcessor.self, as: MockPaymentProcessor.self))
        }
      }
      return try await group.reduce(into: [ObjectIdentifier]()) { $0.append($1) }
    }

    #expect(identities.count == 100)
    #expect(Set(identities).count == 1)
    #expect(factoryRuns.all.count == 1)
  }
}

extension TestContainerTests {
  @Test func overridingReplacesARegistrationAndLeavesTheOriginalUnchanged() throws {
    let original = MockPaymentProcessor()
    let replacement = MockPaymentProcessor()
    let base = TestContainer { Provide(PaymentProcessor.self, instance: original) }

    let overridden = base.overriding { Provide(PaymentProcessor.self, instance: replacement) }

    #expect(
      try overridden.resolve(PaymentProcessor.self, as: MockPaymentProcessor.self) === replacement)
    #expect(try base.resolve(PaymentProcessor.self, as: MockPaymentProcessor.self) === original)
  }

  @Test func overridingAddsNewRegistrations() throws {
    let base = TestContainer { Provide(PaymentProcessor.self) { _ in MockPaymentProcessor() } }

    let extended = base.overriding {
      Provide(InventoryService.self) { _ in MockInventoryService() }
    }

    _ = try extended.resolve(InventoryService.self)
    _ = try extended.resolve(PaymentProcessor.self)
    #expect(throws: TestContainer.ResolutionError.self) { try base.resolve(InventoryService.self) }
  }

  @Test func theOverrideWinsOverARegistrationTheOriginalAlreadyResolved() throws {
    let original = MockPaymentProcessor()
    let replacement = MockPaymentProcessor()
    replacement.charge.returns("replacement-receipt")
    let inventory = MockInventoryService()
    inventory.reserveStock.returns(true)
    let base = TestContainer {
      Provide(PaymentProcessor.self, scope: .perContainer) { _ in original }
      Provide(InventoryService.self, instance: inventory)
      checkoutServices(tracked: false)
    }
    _ = try base.resolve(Shop.CheckoutService.self)

    let overridden = base.overriding { Provide(PaymentProcessor.self, instance: replacement) }
    let receipt = try overridden.resolve(Shop.CheckoutService.self)
      .checkout(orderID: "o-1", total: 42)

    #expect(receipt == "replacement-receipt")
    expectNotCalled(original.charge)
    #expect(try base.resolve(PaymentProcessor.self, as: MockPaymentProcessor.self) === original)
  }

  @Test func theLastOfSeveralOverridesWins() throws {
    let first = MockPaymentProcessor()
    let last = MockPaymentProcessor()
    let base = TestContainer { Provide(PaymentProcessor.self) { _ in MockPaymentProcessor() } }

    let overridden =
      base
      .overriding { Provide(PaymentProcessor.self, instance: first) }
      .overriding { Provide(PaymentProcessor.self, instance: last) }

    #expect(try overridden.resolve(PaymentProcessor.self, as: MockPaymentProcessor.self) === last)
  }

  @Test func overridingAChildKeepsItsParent() throws {
    let parent = TestContainer { Provide(PaymentProcessor.self) { _ in MockPaymentProcessor() } }
    let child = parent.child { Provide(InventoryService.self) { _ in MockInventoryService() } }

    let overridden = child.overriding {
      Provide(AnalyticsTracker.self) { _ in MockAnalyticsTracker() }
    }

    _ = try overridden.resolve(PaymentProcessor.self)
    _ = try overridden.resolve(InventoryService.self)
    _ = try overridden.resolve(AnalyticsTracker.self)
  }

  @Test func aChildFallsBackToItsParent() throws {
    let payments = MockPaymentProcessor()
    let parent = TestContainer { Provide(PaymentProcessor.self, instance: payments) }

    let child = parent.child { Provide(InventoryService.self) { _ in MockInventoryService() } }

    #expect(try child.resolve(PaymentProcessor.self, as: MockPaymentProcessor.self) === payments)
    _ = try child.resolve(InventoryService.self)
    #expect(throws: TestContainer.ResolutionError.self) {
      try parent.resolve(InventoryService.self)
    }
  }

  @Test func aChildsOwnRegistrationBeatsItsParents() throws {
    let parentPayments = MockPaymentProcessor()
    let childPayments = MockPaymentProcessor()
    let parent = TestContainer { Provide(PaymentProcessor.self, instance: parentPayments) }

    let child = parent.child { Provide(PaymentProcessor.self, instance: childPayments) }

    #expect(
      try child.resolve(PaymentProcessor.self, as: MockPaymentProcessor.self) === childPayments)
    #expect(
      try parent.resolve(PaymentProcessor.self, as: MockPaymentProcessor.self) === parentPayments)
  }

  @Test func aChildUsesItsOwnRegistrationInTheParentsFactories() throws {
    let parentPayments = MockPaymentProcessor()
    let childPayments = MockPaymentProcessor()
    let parent = TestContainer {
      Provide(PaymentProcessor.self, instance: parentPayments)
      Provide(InventoryService.self) { _ in MockInventoryService() }
      checkoutServices(tracked: false)
    }

    let child = parent.child { Provide(PaymentProcessor.self, instance: childPayments) }

    #expect(
      try child.resolve(Shop.CheckoutService.self).payments as? MockPaymentProcessor
        === childPayments)
    #expect(
      try parent.resolve(Shop.CheckoutService.self).payments as? MockPaymentProcessor
        === parentPayments)
  }

  @Test func aChildSharesItsParentsPerContainerInstances() throws {
    let parent = TestContainer {
      Provide(RequestContext.self, scope: .perContainer) { _ in RequestContext() }
    }
    let child = parent.child { Provide(InventoryService.self) { _ in MockInventoryService() } }

    let fromChild = try child.resolve(RequestContext.self)

    #expect(try parent.resolve(RequestContext.self) === fromChild)
    #expect(try parent.child {}.resolve(RequestContext.self) === fromChild)
  }

  @Test
  func aParentsPerContainerInstanceIsBuiltFromTheParentsRegistrations() throws {
    let parentPayments = MockPaymentProcessor()
    let parent = TestContainer {
      Provide(PaymentProcessor.self, instance: parentPayments)
      Provide(RequestContext.self) { _ in RequestContext() }
      Provide(OrderAudit.self) { r in try OrderAudit(context: r.resolve()) }
      Provide(InventoryService.self) { _ in MockInventoryService() }
      Provide(Shop.CheckoutService.self, scope: .perContainer) { r in
        try Shop.CheckoutService(
          payments: r.resolve(), inventory: r.resolve(), analytics: nil, context: r.resolve(),
          audit: r.resolve())
      }
    }
    let child = parent.child {
      Provide(PaymentProcessor.self, instance: MockPaymentProcessor())
    }

    _ = try child.resolve(Shop.CheckoutService.self)

    #expect(
      try parent.resolve(Shop.CheckoutService.self).payments as? MockPaymentProcessor
        === parentPayments)
  }
}

/// A coordinator that makes its screens lazily, as an app's `make…` factories do: its
/// factory keeps the resolver for later.
private final class Coordinator: Sendable {
  let makeDetail: @Sendable () throws -> DetailModel
  init(makeDetail: @escaping @Sendable () throws -> DetailModel) { self.makeDetail = makeDetail }
}

private final class DetailModel: Sendable {
  let coordinator: Coordinator
  init(coordinator: Coordinator) { self.coordinator = coordinator }
}

/// A service that makes audits later, each with the request context of its own graph.
private struct AuditMaker: Sendable {
  let context: RequestContext
  let makeAudit: @Sendable () throws -> OrderAudit
}

/// A shell whose factory builds its panel through a maker that another factory made: the
/// maker's resolver is used after its own factory returned, but while the shell's runs.
private final class Shell: Sendable {
  let panel: Panel
  init(panel: Panel) { self.panel = panel }
}

private struct Panel: Sendable {
  let shell: Shell
}

private struct PanelMaker: Sendable {
  let make: @Sendable () throws -> Panel
}

extension TestContainerTests {
  private static func coordinatorContainer() -> TestContainer {
    TestContainer {
      Provide(Coordinator.self, scope: .perContainer) { r in
        Coordinator(makeDetail: { try r.resolve(DetailModel.self) })
      }
      Provide(DetailModel.self) { r in DetailModel(coordinator: try r.resolve()) }
    }
  }

  @Test func aResolverUsedAfterItsFactoryReturnedIsNotACycle() throws {
    let container = Self.coordinatorContainer()

    let coordinator = try container.resolve(Coordinator.self)
    let resolved = try container.resolve(DetailModel.self)
    let made = try coordinator.makeDetail()

    #expect(resolved.coordinator === coordinator)
    #expect(made.coordinator === coordinator)
    #expect(made !== resolved)
  }

  @Test func aResolverUsedAfterItsFactoryReturnedStartsItsOwnPath() throws {
    let container = TestContainer {
      Provide(Coordinator.self, scope: .perContainer) { r in
        Coordinator(makeDetail: { try r.resolve(DetailModel.self) })
      }
    }
    let coordinator = try container.resolve(Coordinator.self)

    let error = try #require(throws: TestContainer.ResolutionError.self) {
      try coordinator.makeDetail()
    }

    #expect(
      error.description == """
        No registration for DetailModel.
          Resolving: DetailModel
          Registered:
            Coordinator
          To fix, register it:
            Provide(DetailModel.self) { _ in … }
        """)
  }

  @Test func aResolverUsedAfterItsFactoryReturnedHasPerGraphInstancesOfItsOwn() throws {
    let container = TestContainer {
      Provide(RequestContext.self, scope: .perGraph) { _ in RequestContext() }
      Provide(OrderAudit.self) { r in try OrderAudit(context: r.resolve()) }
      Provide(AuditMaker.self) { r in
        try AuditMaker(context: r.resolve(), makeAudit: { try r.resolve() })
      }
    }
    let maker = try container.resolve(AuditMaker.self)

    let first = try maker.makeAudit()
    let second = try maker.makeAudit()

    #expect(first.context !== maker.context)
    #expect(second.context !== first.context)
  }

  @Test func aResolverUsedWhileItsFactoryRunsStillReportsATrueCycle() throws {
    let container = TestContainer {
      Provide(Coordinator.self, scope: .perContainer) { r in
        let coordinator = Coordinator(makeDetail: { try r.resolve(DetailModel.self) })
        _ = try coordinator.makeDetail()
        return coordinator
      }
      Provide(DetailModel.self) { r in DetailModel(coordinator: try r.resolve()) }
    }

    let error = try #require(throws: TestContainer.ResolutionError.self) {
      try container.resolve(Coordinator.self)
    }

    #expect(error.kind == .cycle(["Coordinator", "DetailModel", "Coordinator"]))
    #expect(
      error.description == """
        Dependency cycle: Coordinator → DetailModel → Coordinator.
          To fix, break the cycle: one of these factories must not resolve the next service.
        """)
  }

  @Test func aKeptResolverThatComesBackToAFactoryStillRunningIsACycle() throws {
    let container = TestContainer {
      Provide(PanelMaker.self) { r in PanelMaker(make: { try r.resolve(Panel.self) }) }
      Provide(Panel.self) { r in try Panel(shell: r.resolve()) }
      Provide(Shell.self) { r in try Shell(panel: r.resolve(PanelMaker.self).make()) }
    }

    let error = try #require(throws: TestContainer.ResolutionError.self) {
      try container.resolve(Shell.self)
    }

    #expect(
      error.description == """
        Dependency cycle: Shell → Panel → Shell.
          To fix, break the cycle: one of these factories must not resolve the next service.
        """)
  }

  @Test func aResolverKeptForLaterCanBeUsedFromManyTasksAtOnce() async throws {
    let container = Self.coordinatorContainer()
    let coordinator = try await container.resolve(Coordinator.self)

    let details = try await withThrowingTaskGroup(of: DetailModel.self) { group in
      for _ in 0..<100 {
        group.addTask { try coordinator.makeDetail() }
      }
      return try await group.reduce(into: [DetailModel]()) { $0.append($1) }
    }

    #expect(details.count == 100)
    #expect(details.allSatisfy { $0.coordinator === coordinator })
    #expect(Set(details.map { ObjectIdentifier($0) }).count == 100)
  }
}
