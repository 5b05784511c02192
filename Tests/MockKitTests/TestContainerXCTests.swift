import MockKit
import MockKitTestSupport
import XCTest

/// `withTestContainer`, the XCTest counterpart of the `.container` trait, and the
/// container's messages as an XCTest test sees them.
final class TestContainerXCTests: FailureCapturingTestCase {
  func testWithTestContainerRunsTheBodyWithTheContainer() throws {
    let inventory = MockInventoryService()
    inventory.reserveStock.returns(true)

    let (receipt, terminal) = try withTestContainer {
      Provide(CardTerminal.self, scope: .perContainer) { _ in MockCardTerminal() }
      Provide(InventoryService.self, instance: inventory)
      checkoutServices(tracked: false)
    } run: { container in
      let current = try XCTUnwrap(TestContainer.current)
      let terminal = try current.resolve(CardTerminal.self, as: MockCardTerminal.self)
      XCTAssertTrue(
        try container.resolve(CardTerminal.self, as: MockCardTerminal.self) === terminal)
      terminal.charge.returns("receipt-1")
      let receipt = try container.resolve(Shop.CheckoutService.self)
        .checkout(orderID: "o-1", total: 42)
      return (receipt, terminal)
    }

    XCTAssertEqual(receipt, "receipt-1")
    XCTAssertCalledOnce(terminal.charge, with: (42, "EUR"))
    XCTAssertNil(TestContainer.current)
  }

  @MainActor
  func testTheAsyncVariantResolvesAMainActorViewModel() async throws {
    let terminal = MockCardTerminal()
    terminal.charge.returns("receipt-1")
    let inventory = MockInventoryService()
    inventory.reserveStock.returns(true)

    let model = try await withTestContainer {
      Provide(CardTerminal.self, instance: terminal)
      Provide(InventoryService.self, instance: inventory)
      checkoutServices(tracked: false)
      Provide.mainActor(CheckoutViewModel.self) { r in
        try CheckoutViewModel(checkout: r.resolve())
      }
    } run: { container in
      XCTAssertNotNil(TestContainer.current)
      return try await container.resolve(CheckoutViewModel.self)
    }
    model.pay(orderID: "o-1", total: 42)

    XCTAssertEqual(model.receipt, "receipt-1")
    XCTAssertNil(TestContainer.current)
  }

  @MainActor
  func testASynchronousResolveOnTheMainActorBuildsAMainActorViewModel() throws {
    let model = try withTestContainer {
      Provide(CardTerminal.self) { _ in MockCardTerminal() }
      Provide(InventoryService.self) { _ in MockInventoryService() }
      checkoutServices(tracked: false)
      Provide.mainActor(CheckoutViewModel.self) { r in
        try CheckoutViewModel(checkout: r.resolve())
      }
    } run: { container in
      try container.resolve(CheckoutViewModel.self)
    }

    XCTAssertNil(model.receipt)
  }

  func testAwaitResolvesAMainActorViewModelFromOffTheMainActor() async throws {
    try await withTestContainer {
      Provide(CardTerminal.self) { _ in MockCardTerminal() }
      Provide(InventoryService.self) { _ in MockInventoryService() }
      checkoutServices(tracked: false)
      Provide.mainActor(CheckoutViewModel.self) { r in
        try CheckoutViewModel(checkout: r.resolve())
      }
    } run: { container in
      XCTAssertNotNil(TestContainer.current)
      _ = try await container.resolve(CheckoutViewModel.self)
    }
  }

  func testAMissingRegistrationSaysWhatIsMissingAndHowToFixIt() throws {
    try withTestContainer {
      Provide(InventoryService.self) { _ in MockInventoryService() }
      checkoutServices(tracked: false)
    } run: { container in
      XCTAssertThrowsError(try container.resolve(Shop.CheckoutService.self)) { error in
        XCTAssertEqual(
          (error as? TestContainer.ResolutionError)?.description,
          """
          No registration for CardTerminal.
            Resolving: Shop.CheckoutService → CardTerminal
            Registered:
              InventoryService
              OrderAudit
              RequestContext
              Shop.CheckoutService
            To fix, register it:
              Provide(CardTerminal.self) { _ in … }
          """)
      }
    }
  }

  func testCallingAnUnimplementedServiceFailsTheTestAtItsSpy() throws {
    let tracker = try withTestContainer {
      Provide.unimplemented(AnalyticsTracker.self, MockAnalyticsTracker())
    } run: { container in
      try container.resolve(AnalyticsTracker.self)
    }

    tracker.track(event: "checkout o-1")

    let failures = takeFailures()
    XCTAssertEqual(
      failures.map(\.message),
      [
        """
        AnalyticsTracker is unimplemented in this test, but track(event:) was called.
          Call:
            #1 track(event: "checkout o-1")
          Declared at: MockKitTests/CheckoutGraph.swift:27
          To fix, if the test expects this call, stub it on the mock registered as unimplemented, or register AnalyticsTracker with a mock stubbed for it.
        """
      ])
    XCTAssertEqual(failures.map(\.line), [27])
    XCTAssertTrue(failures.allSatisfy { $0.file.hasSuffix("Support/CheckoutGraph.swift") })
  }
}
