import Testing

@testable import MockKit

extension TestContainerTests {
  /// The mock each case of `eachCaseHasAContainerOfItsOwn` resolved, by identity. Holding
  /// the mocks keeps their identities from being reused by mocks made later.
  private static let mocksByCase = LockedState<[ObjectIdentifier: MockPaymentProcessor]>([:])

  @Test(
    .container {
      Provide(PaymentProcessor.self, scope: .perContainer) { _ in MockPaymentProcessor() }
      Provide(InventoryService.self, scope: .perContainer) { _ in MockInventoryService() }
      checkoutServices(tracked: false)
    })
  func theTraitGivesTheTestAContainer() throws {
    let container = try #require(TestContainer.current)
    let payments = try container.resolve(PaymentProcessor.self, as: MockPaymentProcessor.self)
    let inventory = try container.resolve(InventoryService.self, as: MockInventoryService.self)
    payments.charge.returns("receipt-1")
    inventory.reserveStock.returns(true)

    let receipt = try container.resolve(Shop.CheckoutService.self)
      .checkout(orderID: "o-1", total: 42)

    #expect(receipt == "receipt-1")
    expectCalledOnce(payments.charge, with: (42, "EUR"))
  }

  @Test func thereIsNoContainerWithoutTheTrait() {
    #expect(TestContainer.current == nil)
  }

  @Test func theTraitIsNestedInTheContainer() async throws {
    let trait: TestContainer.Trait = .container {
      Provide(PaymentProcessor.self, scope: .perContainer) { _ in MockPaymentProcessor() }
    }
    let test = try #require(Test.current)

    try await trait.provideScope(for: test, testCase: nil) {
      let container = try #require(TestContainer.current)
      _ = try container.resolve(PaymentProcessor.self, as: MockPaymentProcessor.self)
    }
    #expect(TestContainer.current == nil)
  }

  @Test(
    .container {
      Provide(PaymentProcessor.self, scope: .perContainer) { _ in MockPaymentProcessor() }
    })
  func childTasksSeeTheTestsContainer() async throws {
    let payments = try #require(TestContainer.current)
      .resolve(PaymentProcessor.self, as: MockPaymentProcessor.self)

    let fromChildTask = try await Task {
      try #require(TestContainer.current)
        .resolve(PaymentProcessor.self, as: MockPaymentProcessor.self)
    }.value

    #expect(fromChildTask === payments)
  }

  @Test(
    .container {
      Provide(PaymentProcessor.self, scope: .perContainer) { _ in MockPaymentProcessor() }
      Provide(InventoryService.self, scope: .perContainer) { _ in MockInventoryService() }
      checkoutServices(tracked: false)
    },
    arguments: 0..<16)
  func eachCaseHasAContainerOfItsOwn(caseNumber: Int) throws {
    let container = try #require(TestContainer.current)
    let payments = try container.resolve(PaymentProcessor.self, as: MockPaymentProcessor.self)
    let inventory = try container.resolve(InventoryService.self, as: MockInventoryService.self)
    let isFirstToResolveIt = Self.mocksByCase.withLock { mocks in
      mocks.updateValue(payments, forKey: ObjectIdentifier(payments)) == nil
    }
    payments.charge.returns("receipt-\(caseNumber)")
    inventory.reserveStock.returns(true)

    let receipt = try container.resolve(Shop.CheckoutService.self)
      .checkout(orderID: "o-\(caseNumber)", total: caseNumber)

    #expect(isFirstToResolveIt, "another case resolved the same mock")
    #expect(receipt == "receipt-\(caseNumber)")
    expectCalledOnce(payments.charge, with: (caseNumber, "EUR"))
    expectCalledOnce(inventory.reserveStock, with: "o-\(caseNumber)")
  }
}
