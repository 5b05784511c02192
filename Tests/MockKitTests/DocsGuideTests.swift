import MockKit
import Testing
import XCTest

/// The code of Docs/test-container.md, compiled and run: each test body below is a code
/// block of the guide, word for word.
enum Guide {
  struct CheckoutService: Sendable {
    let payments: any PaymentProcessor

    func pay(orderID: String, amount: Int) throws {
      _ = try payments.charge(amount: amount, currency: "EUR")
    }
  }

  struct DeclinedError: Error {}

  /// Makes its screens later, as an app's coordinator does.
  final class Coordinator: Sendable {
    let makeDetail: @Sendable () throws -> DetailModel
    init(makeDetail: @escaping @Sendable () throws -> DetailModel) {
      self.makeDetail = makeDetail
    }
  }

  final class DetailModel: Sendable {
    let coordinator: Coordinator
    init(coordinator: Coordinator) { self.coordinator = coordinator }
  }

  struct DecliningPaymentProcessor: PaymentProcessor {
    func charge(amount: Int, currency: String) throws -> String { throw DeclinedError() }
    func refund(receipt: String) {}
  }
}

extension Guide {
  @Suite struct GuideTests {
    @Test func chargesTheOrderTotal() throws {
      let payments = MockPaymentProcessor()
      payments.charge.returns("receipt-1")
      let container = TestContainer {
        Provide(PaymentProcessor.self, instance: payments)
        Provide(CheckoutService.self) { r in try CheckoutService(payments: r.resolve()) }
      }

      let checkout: CheckoutService = try container.resolve()
      try checkout.pay(orderID: "o-1", amount: 42)

      expectCalledOnce(payments.charge, with: (42, "EUR"))
    }

    @Test func gettingTheMocksBack() throws {
      let container = TestContainer {
        Provide(PaymentProcessor.self, scope: .perContainer) { _ in MockPaymentProcessor() }
      }
      let payments = try container.resolve(PaymentProcessor.self, as: MockPaymentProcessor.self)

      #expect(try container.resolve(PaymentProcessor.self) as? MockPaymentProcessor === payments)
    }

    @Test func oneBaseContainerSmallOverrides() throws {
      let base = TestContainer {
        Provide(PaymentProcessor.self) { _ in MockPaymentProcessor() }
        Provide(CheckoutService.self) { r in try CheckoutService(payments: r.resolve()) }
      }
      let declined = base.overriding {
        Provide(PaymentProcessor.self, instance: DecliningPaymentProcessor())
      }

      #expect(throws: DeclinedError.self) {
        try declined.resolve(CheckoutService.self).pay(orderID: "o-1", amount: 42)
      }
      #expect(try base.resolve(CheckoutService.self).payments is MockPaymentProcessor)
    }

    @Test func factoriesThatResolveLater() throws {
      let container = TestContainer {
        Provide(Coordinator.self, scope: .perContainer) { r in
          Coordinator(makeDetail: { try r.resolve(DetailModel.self) })
        }
        Provide(DetailModel.self) { r in DetailModel(coordinator: try r.resolve()) }
      }
      let coordinator = try container.resolve(Coordinator.self)
      let detail = try coordinator.makeDetail()

      #expect(detail.coordinator === coordinator)
    }

    @Test func errorsThatExplainThemselves() throws {
      let container = TestContainer {
        Provide(CheckoutService.self) { r in try CheckoutService(payments: r.resolve()) }
      }
      let error = try #require(throws: TestContainer.ResolutionError.self) {
        try container.resolve(CheckoutService.self)
      }
      #expect(
        error.description == """
          No registration for PaymentProcessor.
            Resolving: Guide.CheckoutService → PaymentProcessor
            Registered:
              Guide.CheckoutService
            To fix, register it:
              Provide(PaymentProcessor.self) { _ in … }
          """)
    }

    #if compiler(>=6.1)
      @Test(
        .container {
          Provide(PaymentProcessor.self, scope: .perContainer) { _ in
            let payments = MockPaymentProcessor()
            payments.charge.returns("receipt-1")
            return payments
          }
          Provide(CheckoutService.self) { r in try CheckoutService(payments: r.resolve()) }
        })
      func paysTheOrder() throws {
        let container = try #require(TestContainer.current)
        try container.resolve(CheckoutService.self).pay(orderID: "o-1", amount: 42)
      }
    #endif
  }
}

private let checkoutContainer = TestContainer {
  Provide(PaymentProcessor.self) { _ in MockPaymentProcessor() }
  Provide(Guide.CheckoutService.self) { r in try Guide.CheckoutService(payments: r.resolve()) }
}

extension Guide.GuideTests {
  @Test func theCheckoutGraphIsComplete() throws {
    try checkoutContainer.validate()
  }
}

/// The guide's XCTest example joins the container's other XCTest tests.
extension TestContainerXCTests {
  private typealias CheckoutService = Guide.CheckoutService

  func testPaysTheOrder() throws {
    let payments = MockPaymentProcessor()
    payments.charge.returns("receipt-1")
    try withTestContainer {
      Provide(PaymentProcessor.self, instance: payments)
      Provide(CheckoutService.self) { r in try CheckoutService(payments: r.resolve()) }
    } run: { container in
      try container.resolve(CheckoutService.self).pay(orderID: "o-1", amount: 42)
    }
    XCTAssertCalled(payments.charge)
  }
}
