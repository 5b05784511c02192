import MockKit
import Testing

@Suite struct TestContainerTests {
  @Test func aFactoryBuildsTheServiceFromTheRegisteredMocks() throws {
    let terminal = MockCardTerminal()
    let inventory = MockInventoryService()
    let analytics = MockAnalyticsTracker()
    terminal.charge.returns("receipt-1")
    inventory.reserveStock.returns(true)
    let container = TestContainer {
      Provide(CardTerminal.self, instance: terminal)
      Provide(InventoryService.self, instance: inventory)
      Provide(AnalyticsTracker.self, instance: analytics)
      checkoutServices()
    }

    let receipt = try container.resolve(Shop.CheckoutService.self).checkout(
      orderID: "o-1", total: 42)

    #expect(receipt == "receipt-1")
    expectCalledOnce(terminal.charge, with: (42, "EUR"))
    expectCalledOnce(inventory.reserveStock, with: "o-1")
    expectCalledOnce(analytics.track, with: "checkout o-1")
  }

  @Test func anInstanceRegistrationResolvesToThatInstanceEveryTime() throws {
    let terminal = MockCardTerminal()
    let container = TestContainer { Provide(CardTerminal.self, instance: terminal) }

    let first = try container.resolve(CardTerminal.self, as: MockCardTerminal.self)
    let second = try container.resolve(CardTerminal.self, as: MockCardTerminal.self)

    #expect(first === terminal)
    #expect(second === terminal)
  }

  @Test func namesTellTwoRegistrationsOfOneTypeApart() throws {
    let primary = MockCardTerminal()
    let backup = MockCardTerminal()
    let container = TestContainer {
      Provide(CardTerminal.self, instance: primary)
      Provide(CardTerminal.self, name: "backup", instance: backup)
    }

    #expect(try container.resolve(CardTerminal.self, as: MockCardTerminal.self) === primary)
    #expect(
      try container.resolve(CardTerminal.self, as: MockCardTerminal.self, name: "backup")
        === backup)
    let inferred: any CardTerminal = try container.resolve(name: "backup")
    #expect(inferred as? MockCardTerminal === backup)
  }

  @Test func aFactoryResolvesANamedDependency() throws {
    let backup = MockCardTerminal()
    backup.charge.returns("backup-receipt")
    let inventory = MockInventoryService()
    inventory.reserveStock.returns(true)
    let container = TestContainer {
      Provide(CardTerminal.self) { _ in MockCardTerminal() }
      Provide(CardTerminal.self, name: "backup", instance: backup)
      Provide(InventoryService.self, instance: inventory)
      Provide(RequestContext.self) { _ in RequestContext() }
      Provide(Shop.CheckoutService.self) { r in
        try Shop.CheckoutService(
          terminal: r.resolve(name: "backup"), inventory: r.resolve(), analytics: nil,
          context: r.resolve(), audit: OrderAudit(context: r.resolve()))
      }
    }

    #expect(
      try container.resolve(Shop.CheckoutService.self).checkout(orderID: "o-1", total: 42)
        == "backup-receipt")
    expectCalledOnce(backup.charge, with: (42, "EUR"))
  }

  @Test func theTypeIsInferredFromTheContext() throws {
    let terminal = MockCardTerminal()
    let container = TestContainer { Provide(CardTerminal.self, instance: terminal) }

    let resolved: any CardTerminal = try container.resolve()

    #expect(resolved as? MockCardTerminal === terminal)
  }

  @Test func resolveAsReturnsTheConcreteMockThatTheGraphUses() throws {
    let inventory = MockInventoryService()
    inventory.reserveStock.returns(true)
    let container = TestContainer {
      Provide(CardTerminal.self, scope: .perContainer) { _ in MockCardTerminal() }
      Provide(InventoryService.self, instance: inventory)
      checkoutServices(tracked: false)
    }

    let terminal = try container.resolve(CardTerminal.self, as: MockCardTerminal.self)
    terminal.charge.returns("receipt-7")

    #expect(
      try container.resolve(Shop.CheckoutService.self).checkout(orderID: "o-1", total: 42)
        == "receipt-7")
    expectCalledOnce(terminal.charge, with: (42, "EUR"))
  }

  @Test func theLaterOfTwoRegistrationsOfOneTypeWins() throws {
    let first = MockCardTerminal()
    let second = MockCardTerminal()
    let container = TestContainer {
      Provide(CardTerminal.self, instance: first)
      Provide(CardTerminal.self, instance: second)
    }

    #expect(try container.resolve(CardTerminal.self, as: MockCardTerminal.self) === second)
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
        Provide(CardTerminal.self, name: name) { _ in MockCardTerminal() }
      }
      checkoutServices()
    }

    #expect(((try? container.resolve(AnalyticsTracker.self)) != nil) == tracked)
    #expect(((try? container.resolve(InventoryService.self)) != nil) == !tracked)
    _ = try container.resolve(CardTerminal.self, name: "primary")
    _ = try container.resolve(CardTerminal.self, name: "backup")
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
      Provide(CardTerminal.self) { _ in MockCardTerminal() }
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
      Provide(CardTerminal.self, scope: .perContainer) { _ in
        factoryRuns.append(1)
        return MockCardTerminal()
      }
    }

    let identities = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
      for _ in 0..<100 {
        group.addTask {
          ObjectIdentifier(
            try await container.resolve(CardTerminal.self, as: MockCardTerminal.self))
        }
      }
      return try await group.reduce(into: [ObjectIdentifier]()) { $0.append($1) }
    }

    #expect(identities.count == 100)
    #expect(Set(identities).count == 1)
    #expect(factoryRuns.all.count == 1)
  }

  /// A per-container factory that resolves another per-container service, while threads
  /// resolve both at once: each is made once, and the first holds the second.
  @Test func perContainerFactoriesMayResolveOtherPerContainerServicesUnderConcurrency() async {
    let contextsMade = Collected<RequestContext>()
    let auditsMade = Collected<Int>()
    let container = TestContainer {
      Provide(RequestContext.self, scope: .perContainer) { _ in
        let context = RequestContext()
        contextsMade.append(context)
        return context
      }
      Provide(OrderAudit.self, scope: .perContainer) { r in
        auditsMade.append(1)
        return try OrderAudit(context: r.resolve())
      }
    }

    let audits = Collected<OrderAudit>()
    let contexts = Collected<RequestContext>()
    await onThreads(100) { thread in
      if thread.isMultiple(of: 2) {
        if let audit = try? container.resolve(OrderAudit.self) { audits.append(audit) }
      } else {
        if let context = try? container.resolve(RequestContext.self) { contexts.append(context) }
      }
    }

    #expect(audits.all.count == 50)
    #expect(contexts.all.count == 50)
    #expect(contextsMade.all.count == 1)
    #expect(auditsMade.all.count == 1)
    let context = contextsMade.all.first
    #expect(audits.all.allSatisfy { $0.context === context })
    #expect(contexts.all.allSatisfy { $0 === context })
  }

  /// Two threads that resolve a cycle of per-container services from its two ends do not
  /// wait for each other: each is told about the cycle.
  @Test func aPerContainerCycleResolvedFromBothEndsAtOnceIsReportedToBoth() async {
    let container = TestContainer {
      Provide(RequestContext.self, scope: .perContainer) { r in
        _ = try r.resolve(OrderAudit.self)
        return RequestContext()
      }
      Provide(OrderAudit.self, scope: .perContainer) { r in
        try OrderAudit(context: r.resolve())
      }
    }

    let errors = Collected<TestContainer.ResolutionError>()
    await onThreads(40) { thread in
      do {
        if thread.isMultiple(of: 2) {
          _ = try container.resolve(OrderAudit.self)
        } else {
          _ = try container.resolve(RequestContext.self)
        }
      } catch let error as TestContainer.ResolutionError {
        errors.append(error)
      } catch {}
    }

    #expect(errors.all.count == 40)
    #expect(
      errors.all.allSatisfy {
        $0.kind == .cycle(["OrderAudit", "RequestContext", "OrderAudit"])
          || $0.kind == .cycle(["RequestContext", "OrderAudit", "RequestContext"])
      })
  }
}

extension TestContainerTests {
  @Test func overridingReplacesARegistrationAndLeavesTheOriginalUnchanged() throws {
    let original = MockCardTerminal()
    let replacement = MockCardTerminal()
    let base = TestContainer { Provide(CardTerminal.self, instance: original) }

    let overridden = base.overriding { Provide(CardTerminal.self, instance: replacement) }

    #expect(
      try overridden.resolve(CardTerminal.self, as: MockCardTerminal.self) === replacement)
    #expect(try base.resolve(CardTerminal.self, as: MockCardTerminal.self) === original)
  }

  @Test func overridingAddsNewRegistrations() throws {
    let base = TestContainer { Provide(CardTerminal.self) { _ in MockCardTerminal() } }

    let extended = base.overriding {
      Provide(InventoryService.self) { _ in MockInventoryService() }
    }

    _ = try extended.resolve(InventoryService.self)
    _ = try extended.resolve(CardTerminal.self)
    #expect(throws: TestContainer.ResolutionError.self) { try base.resolve(InventoryService.self) }
  }

  @Test func theOverrideWinsOverARegistrationTheOriginalAlreadyResolved() throws {
    let original = MockCardTerminal()
    let replacement = MockCardTerminal()
    replacement.charge.returns("replacement-receipt")
    let inventory = MockInventoryService()
    inventory.reserveStock.returns(true)
    let base = TestContainer {
      Provide(CardTerminal.self, scope: .perContainer) { _ in original }
      Provide(InventoryService.self, instance: inventory)
      checkoutServices(tracked: false)
    }
    _ = try base.resolve(Shop.CheckoutService.self)

    let overridden = base.overriding { Provide(CardTerminal.self, instance: replacement) }
    let receipt = try overridden.resolve(Shop.CheckoutService.self)
      .checkout(orderID: "o-1", total: 42)

    #expect(receipt == "replacement-receipt")
    expectNotCalled(original.charge)
    #expect(try base.resolve(CardTerminal.self, as: MockCardTerminal.self) === original)
  }

  @Test func theLastOfSeveralOverridesWins() throws {
    let first = MockCardTerminal()
    let last = MockCardTerminal()
    let base = TestContainer { Provide(CardTerminal.self) { _ in MockCardTerminal() } }

    let overridden =
      base
      .overriding { Provide(CardTerminal.self, instance: first) }
      .overriding { Provide(CardTerminal.self, instance: last) }

    #expect(try overridden.resolve(CardTerminal.self, as: MockCardTerminal.self) === last)
  }

  @Test func overridingAChildKeepsItsParent() throws {
    let parent = TestContainer { Provide(CardTerminal.self) { _ in MockCardTerminal() } }
    let child = parent.child { Provide(InventoryService.self) { _ in MockInventoryService() } }

    let overridden = child.overriding {
      Provide(AnalyticsTracker.self) { _ in MockAnalyticsTracker() }
    }

    _ = try overridden.resolve(CardTerminal.self)
    _ = try overridden.resolve(InventoryService.self)
    _ = try overridden.resolve(AnalyticsTracker.self)
  }

  @Test func aChildFallsBackToItsParent() throws {
    let terminal = MockCardTerminal()
    let parent = TestContainer { Provide(CardTerminal.self, instance: terminal) }

    let child = parent.child { Provide(InventoryService.self) { _ in MockInventoryService() } }

    #expect(try child.resolve(CardTerminal.self, as: MockCardTerminal.self) === terminal)
    _ = try child.resolve(InventoryService.self)
    #expect(throws: TestContainer.ResolutionError.self) {
      try parent.resolve(InventoryService.self)
    }
  }

  @Test func aChildsOwnRegistrationBeatsItsParents() throws {
    let parentTerminal = MockCardTerminal()
    let childTerminal = MockCardTerminal()
    let parent = TestContainer { Provide(CardTerminal.self, instance: parentTerminal) }

    let child = parent.child { Provide(CardTerminal.self, instance: childTerminal) }

    #expect(
      try child.resolve(CardTerminal.self, as: MockCardTerminal.self) === childTerminal)
    #expect(
      try parent.resolve(CardTerminal.self, as: MockCardTerminal.self) === parentTerminal)
  }

  @Test func aChildUsesItsOwnRegistrationInTheParentsFactories() throws {
    let parentTerminal = MockCardTerminal()
    let childTerminal = MockCardTerminal()
    let parent = TestContainer {
      Provide(CardTerminal.self, instance: parentTerminal)
      Provide(InventoryService.self) { _ in MockInventoryService() }
      checkoutServices(tracked: false)
    }

    let child = parent.child { Provide(CardTerminal.self, instance: childTerminal) }

    #expect(
      try child.resolve(Shop.CheckoutService.self).terminal as? MockCardTerminal
        === childTerminal)
    #expect(
      try parent.resolve(Shop.CheckoutService.self).terminal as? MockCardTerminal
        === parentTerminal)
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
    let parentTerminal = MockCardTerminal()
    let parent = TestContainer {
      Provide(CardTerminal.self, instance: parentTerminal)
      Provide(RequestContext.self) { _ in RequestContext() }
      Provide(OrderAudit.self) { r in try OrderAudit(context: r.resolve()) }
      Provide(InventoryService.self) { _ in MockInventoryService() }
      Provide(Shop.CheckoutService.self, scope: .perContainer) { r in
        try Shop.CheckoutService(
          terminal: r.resolve(), inventory: r.resolve(), analytics: nil, context: r.resolve(),
          audit: r.resolve())
      }
    }
    let child = parent.child {
      Provide(CardTerminal.self, instance: MockCardTerminal())
    }

    _ = try child.resolve(Shop.CheckoutService.self)

    #expect(
      try parent.resolve(Shop.CheckoutService.self).terminal as? MockCardTerminal
        === parentTerminal)
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
