import Testing

@testable import MockKit

extension TestContainerTests {
  /// The mock each case of `eachCaseHasAContainerOfItsOwn` resolved, by identity. Holding
  /// the mocks keeps their identities from being reused by mocks made later.
  private static let mocksByCase = LockedState<[ObjectIdentifier: MockCardTerminal]>([:])

  @Test(
    .container {
      Provide(CardTerminal.self, scope: .perContainer) { _ in MockCardTerminal() }
      Provide(InventoryService.self, scope: .perContainer) { _ in MockInventoryService() }
      checkoutServices(tracked: false)
    })
  func theTraitGivesTheTestAContainer() throws {
    let container = try #require(TestContainer.current)
    let terminal = try container.resolve(CardTerminal.self, as: MockCardTerminal.self)
    let inventory = try container.resolve(InventoryService.self, as: MockInventoryService.self)
    terminal.charge.returns("receipt-1")
    inventory.reserveStock.returns(true)

    let receipt = try container.resolve(Shop.CheckoutService.self)
      .checkout(orderID: "o-1", total: 42)

    #expect(receipt == "receipt-1")
    expectCalledOnce(terminal.charge, with: (42, "EUR"))
  }

  @Test func thereIsNoContainerWithoutTheTrait() {
    #expect(TestContainer.current == nil)
  }

  @Test func theTraitIsNestedInTheContainer() async throws {
    let trait: TestContainer.Trait = .container {
      Provide(CardTerminal.self, scope: .perContainer) { _ in MockCardTerminal() }
    }
    let test = try #require(Test.current)

    try await trait.provideScope(for: test, testCase: nil) {
      let container = try #require(TestContainer.current)
      _ = try container.resolve(CardTerminal.self, as: MockCardTerminal.self)
    }
    #expect(TestContainer.current == nil)
  }

  @Test(
    .container {
      Provide(CardTerminal.self, scope: .perContainer) { _ in MockCardTerminal() }
    })
  func childTasksSeeTheTestsContainer() async throws {
    let terminal = try await #require(TestContainer.current)
      .resolve(CardTerminal.self, as: MockCardTerminal.self)

    let fromChildTask = try await Task {
      try #require(TestContainer.current)
        .resolve(CardTerminal.self, as: MockCardTerminal.self)
    }.value

    #expect(fromChildTask === terminal)
  }

  @Test(
    .container {
      Provide(CardTerminal.self, scope: .perContainer) { _ in MockCardTerminal() }
      Provide(InventoryService.self, scope: .perContainer) { _ in MockInventoryService() }
      checkoutServices(tracked: false)
    },
    arguments: 0..<16)
  func eachCaseHasAContainerOfItsOwn(caseNumber: Int) throws {
    let container = try #require(TestContainer.current)
    let terminal = try container.resolve(CardTerminal.self, as: MockCardTerminal.self)
    let inventory = try container.resolve(InventoryService.self, as: MockInventoryService.self)
    let isFirstToResolveIt = Self.mocksByCase.withLock { mocks in
      mocks.updateValue(terminal, forKey: ObjectIdentifier(terminal)) == nil
    }
    terminal.charge.returns("receipt-\(caseNumber)")
    inventory.reserveStock.returns(true)

    let receipt = try container.resolve(Shop.CheckoutService.self)
      .checkout(orderID: "o-\(caseNumber)", total: caseNumber)

    #expect(isFirstToResolveIt, "another case resolved the same mock")
    #expect(receipt == "receipt-\(caseNumber)")
    expectCalledOnce(terminal.charge, with: (caseNumber, "EUR"))
    expectCalledOnce(inventory.reserveStock, with: "o-\(caseNumber)")
  }

  /// Swift Testing evaluates a trait where the test is declared, so a `Provide` written in
  /// the trait's closure records the test's line; one written in a builder function that
  /// the trait is given records its own.
  @TestContainer.Builder
  static func terminalRegistrations() -> [Provide] {
    Provide(CardTerminal.self) { _ in MockCardTerminal() }
  }
  static let terminalRegistrationLine: UInt = #line - 2

  @Test(.container(terminalRegistrations))
  func aRegistrationFromABuilderFunctionPointsAtItsOwnLine() throws {
    let container = try #require(TestContainer.current)

    #expect {
      _ = try container.resolve(CardTerminal.self, as: MockInventoryService.self)
    } throws: { error in
      "\(error)".contains(
        "Registered at: MockKitTests/TestContainerTraitTests.swift:\(Self.terminalRegistrationLine)")
    }
  }
}

extension TestContainerTests {
  @Test func theTraitScopesEachTestCaseAndNeverAWholeSuite() throws {
    let trait: TestContainer.Trait = .container {}
    let test = try #require(Test.current)

    #expect(trait.isRecursive)
    #expect(trait.scopeProvider(for: test, testCase: nil) == nil)
    #expect(trait.scopeProvider(for: test, testCase: Test.Case.current) != nil)
  }
}

/// The terminals the tests of `TestContainerSuiteTraitTests` resolved, by identity. Holding
/// the mocks keeps their identities from being reused by mocks made later.
private let terminalsOfSuiteTests = LockedState<[ObjectIdentifier: MockCardTerminal]>([:])

/// The `.container` trait on a suite: every test, and every case of a parameterized test,
/// gets a container of its own, which the suite's initializer already sees.
@Suite(
  .container {
    Provide(CardTerminal.self, scope: .perContainer) { _ in MockCardTerminal() }
    Provide(InventoryService.self, scope: .perContainer) { _ in MockInventoryService() }
    checkoutServices(tracked: false)
  })
struct TestContainerSuiteTraitTests {
  /// The container as the suite's initializer sees it, for each test.
  let containerAtInitialization = TestContainer.current

  /// Resolves the terminal of the running test's container and records it; returns
  /// whether no other test resolved the same one.
  static func resolveATerminalNoOtherTestResolved() throws -> Bool {
    let terminal = try #require(TestContainer.current)
      .resolve(CardTerminal.self, as: MockCardTerminal.self)
    return terminalsOfSuiteTests.withLock { terminals in
      terminals.updateValue(terminal, forKey: ObjectIdentifier(terminal)) == nil
    }
  }

  @Test func theSuitesInitializerSeesTheTestsContainer() throws {
    let container = try #require(TestContainer.current)
    let atInitialization = try #require(containerAtInitialization)

    #expect(atInitialization.storage === container.storage)
  }

  @Test func aTestGetsAContainerOfItsOwn() throws {
    #expect(try Self.resolveATerminalNoOtherTestResolved())
  }

  @Test func anotherTestGetsAContainerOfItsOwn() throws {
    #expect(try Self.resolveATerminalNoOtherTestResolved())
  }

  @Test(arguments: 0..<8)
  func eachCaseGetsAContainerOfItsOwn(caseNumber: Int) throws {
    let container = try #require(TestContainer.current)
    try container.resolve(InventoryService.self, as: MockInventoryService.self)
      .reserveStock.returns(true)
    try container.resolve(CardTerminal.self, as: MockCardTerminal.self)
      .charge.returns("slip-\(caseNumber)")

    let slip = try container.resolve(Shop.CheckoutService.self)
      .checkout(orderID: "o-\(caseNumber)", total: caseNumber)

    #expect(try Self.resolveATerminalNoOtherTestResolved())
    #expect(slip == "slip-\(caseNumber)")
  }

  @Test(.container { Provide(AnalyticsTracker.self) { _ in MockAnalyticsTracker() } })
  func aTestsOwnContainerTraitReplacesTheSuites() throws {
    let container = try #require(TestContainer.current)

    _ = try container.resolve(AnalyticsTracker.self)
    #expect(throws: TestContainer.ResolutionError.self) {
      try container.resolve(CardTerminal.self)
    }
  }

  @Suite struct NestedSuite {
    @Test func aNestedSuitesTestGetsAContainerOfItsOwn() throws {
      #expect(try TestContainerSuiteTraitTests.resolveATerminalNoOtherTestResolved())
    }
  }
}

/// The spies the `.container` trait's registrations made, by the test that made them.
private let spiesMadeByTheTrait = LockedState<[String: Spy<Int, Void>]>([:])

private func spyMadeByTheTrait(for test: String) -> Spy<Int, Void> {
  let spy = Spy<Int, Void>(name: "record(_:)")
  spiesMadeByTheTrait.withLock { $0[test] = spy }
  return spy
}

/// `.container` and `.strictMocks` on one test: the mocks the container's registrations
/// make are checked by strict mode in either order (listed first, `.container` built them
/// before the strict scope began, and strict mode never saw them).
@Suite struct ContainerAndStrictTraitTests {
  @Test(
    .strictMocks,
    .container { Provide(Spy<Int, Void>.self, instance: spyMadeByTheTrait(for: "strict first")) })
  func strictModeListedFirstChecksTheContainersMocks() throws {
    _ = try #require(TestContainer.current).resolve(Spy<Int, Void>.self)
    let spy = try #require(spiesMadeByTheTrait.withLock { $0["strict first"] })
    #expect(spy.core.observer != nil)
  }

  @Test(
    .container { Provide(Spy<Int, Void>.self, instance: spyMadeByTheTrait(for: "strict last")) },
    .strictMocks)
  func strictModeListedLastChecksTheContainersMocks() throws {
    _ = try #require(TestContainer.current).resolve(Spy<Int, Void>.self)
    let spy = try #require(spiesMadeByTheTrait.withLock { $0["strict last"] })
    #expect(spy.core.observer != nil)
  }
}
