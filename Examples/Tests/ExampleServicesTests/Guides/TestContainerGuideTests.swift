import ExampleServices
import Foundation
import MockKit
import Testing

/// Makes its screens later, as an app's coordinator does.
private final class Coordinator: Sendable {
  let makeDetail: @Sendable () throws -> DetailModel
  init(makeDetail: @escaping @Sendable () throws -> DetailModel) {
    self.makeDetail = makeDetail
  }
}

private final class DetailModel: Sendable {
  let coordinator: Coordinator
  init(coordinator: Coordinator) { self.coordinator = coordinator }
}

/// The code of Docs/test-container.md, compiled and run: each code block of the guide is
/// an excerpt of this file, or of DocCommentExamples/ContainerExamples.swift where a doc
/// comment shows the same code (the XCTest examples among them); each message the guide
/// quotes is pinned here.
enum TestContainerGuide {
  static let checkoutContainer = TestContainer {
    Provide(PaymentProcessor.self) { _ in MockPaymentProcessor() }
    Provide(CheckoutService.self) { r in try CheckoutService(payments: r.resolve()) }
  }

  static let profileContainer = TestContainer {
    Provide(UserFetching.self) { _ in MockUserFetching() }
    Provide.mainActor(UserProfileViewModel.self) { r in
      try UserProfileViewModel(users: r.resolve())
    }
  }
}

extension TestContainerGuide {
  @Suite struct Tests {
    var checkoutContainer: TestContainer { TestContainerGuide.checkoutContainer }
    var profileContainer: TestContainer { TestContainerGuide.profileContainer }

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

    @Test func buildsTheCheckoutWithoutCharging() throws {
      let payments = MockPaymentProcessor()
      let container = TestContainer {
        Provide(PaymentProcessor.self, instance: payments)
        Provide(CheckoutService.self) { r in try CheckoutService(payments: r.resolve()) }
      }

      let checkout: CheckoutService = try container.resolve()

      _ = checkout
      expectNotCalled(payments.charge)
    }

    @Test func gettingTheMocksBack() throws {
      let container = TestContainer {
        Provide(PaymentProcessor.self, scope: .perContainer) { _ in MockPaymentProcessor() }
      }
      let payments = try container.resolve(PaymentProcessor.self, as: MockPaymentProcessor.self)

      #expect(try container.resolve(PaymentProcessor.self) as? MockPaymentProcessor === payments)
    }

    @Test func gettingTheMocksBackInAnAsyncTest() async throws {
      let container = TestContainer {
        Provide(PaymentProcessor.self, scope: .perContainer) { _ in MockPaymentProcessor() }
      }
      let payments = try await container.resolve(
        PaymentProcessor.self, as: MockPaymentProcessor.self)

      let again = try await container.resolve(PaymentProcessor.self)
      #expect(again as? MockPaymentProcessor === payments)
    }

    @Test func servicesThatAreNeverCalled() async throws {
      let analytics = MockAnalyticsTracker()
      let container = TestContainer {
        Provide.unimplemented(AnalyticsTracker.self, analytics)
        Provide(PaymentProcessor.self) { _ in MockPaymentProcessor() }
        Provide(CheckoutService.self) { r in
          try CheckoutService(payments: r.resolve(), analytics: r.resolve(AnalyticsTracker.self))
        }
      }
      let checkout = try await container.resolve(CheckoutService.self)

      let failures = await MockKitFailure.capture {
        _ = try? await checkout.pay(orderID: "o-1", amount: 42)
      }

      #expect(
        failures.first?.message.split(separator: "\n").first
          == "AnalyticsTracker is unimplemented in this test, but track(_:) was called.")
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

    @Test func aFactoryThatResolvesBeforeItReturnsIsACycle() throws {
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

      #expect(
        error.description == """
          Dependency cycle: Coordinator → DetailModel → Coordinator.
            To fix, break the cycle: one of these factories must not resolve the next service.
          """)
    }

    @Test func oneBaseContainerSmallOverrides() async throws {
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
      #expect(try await base.resolve(PaymentProcessor.self) is MockPaymentProcessor)
    }

    @Test func aCycleIsPrintedWhole() throws {
      let container = TestContainer {
        Provide(OrderService.self) { r in
          try OrderService(inventory: r.resolve(), payments: MockPaymentProcessor())
        }
        Provide(InventoryService.self) { r in
          _ = try r.resolve(OrderService.self)
          return MockInventoryService()
        }
      }

      let error = try #require(throws: TestContainer.ResolutionError.self) {
        try container.resolve(OrderService.self)
      }

      #expect(
        error.description == """
          Dependency cycle: OrderService → InventoryService → OrderService.
            To fix, break the cycle: one of these factories must not resolve the next service.
          """)
    }

    @Test func theCheckoutGraphIsComplete() throws {
      try checkoutContainer.validate()
    }

    @Test func theProfileGraphIsComplete() async throws {
      try await profileContainer.validate()
    }

    @Test func aSynchronousValidateOffTheMainActorSaysToAwaitIt() async throws {
      let container = profileContainer
      let result = await Task.detached { Result { try container.validate() } }.value

      let error = try #require(throws: TestContainer.ValidationError.self) { try result.get() }

      #expect(
        error.description == """
          The container has 1 problem.
            1. UserProfileViewModel is registered with a @MainActor factory, but was resolved off the main actor.
                 Resolving: UserProfileViewModel
                 To fix, validate with await container.validate(), or from the main actor.
          """)
    }

    @Test(.container { Provide(PaymentProcessor.self) { _ in MockPaymentProcessor() } })
    func resolvesThePayments() throws {
      let container = try #require(TestContainer.current)
      _ = try container.resolve(PaymentProcessor.self)
    }

    @Test(
      .container {
        Provide(PaymentProcessor.self, scope: .perContainer) { _ in
          let payments = MockPaymentProcessor()
          payments.charge.returns(PaymentReceipt(id: "r-1", amount: 42))
          return payments
        }
        Provide(CheckoutService.self) { r in try CheckoutService(payments: r.resolve()) }
      })
    func paysTheOrder() async throws {
      let container = try #require(TestContainer.current)
      _ = try await container.resolve(CheckoutService.self).pay(orderID: "o-1", amount: 42)
    }

    @TestContainer.Builder
    static func paymentRegistrations() -> [Provide] {
      Provide(PaymentProcessor.self) { _ in MockPaymentProcessor() }
    }

    @Test(.container(paymentRegistrations))
    func resolvesThePaymentsFromABuilderFunction() throws {
      let container = try #require(TestContainer.current)
      _ = try container.resolve(PaymentProcessor.self, as: MockPaymentProcessor.self)
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

    @Test func paysTheOrder() async throws {
      let payments = try await container.resolve(
        PaymentProcessor.self, as: MockPaymentProcessor.self)
      payments.charge.returns(PaymentReceipt(id: "r-1", amount: 42))
      _ = try await container.resolve(CheckoutService.self).pay(orderID: "o-1", amount: 42)
    }
  }
}
