import ExampleServices
import Foundation
import MockKit
import Testing
import XCTest

/// The code of Docs/strict-mode.md and of the doc comments in Sources/MockKit/Strict,
/// compiled and run: each of their code blocks is an excerpt of this file. Each test would
/// fail if strict mode reported anything.
@Suite struct StrictModeGuideTests {
  @Test(.strictMocks) func chargesTheOrderTotal() async throws {
    let payments = MockPaymentProcessor()
    payments.charge.when((42, "EUR")).returns(PaymentReceipt(id: "r-1", amount: 42))

    let receipt = try await CheckoutService(payments: payments).pay(orderID: "o-1", amount: 42)

    #expect(receipt.id == "r-1")
  }

  @Test(.strictMocks) func choosingTheDarkThemeSavesIt() throws {
    let storage = MockDataStorage()
    storage.load.when(UserPreferencesService.storageKey).returns(nil)

    try UserPreferencesService(storage: storage).updateTheme(.dark)

    expectCalledOnce(storage.save, where: { $0.0 == UserPreferencesService.storageKey })
  }

  @Test(.strictMocks(.verifyCalls)) func chargesOnceAndAssertsIt() async throws {
    let payments = MockPaymentProcessor()
    payments.charge.returns(PaymentReceipt(id: "r-1", amount: 42))

    _ = try await CheckoutService(payments: payments).pay(orderID: "o-1", amount: 42)

    expectCalledOnce(payments.charge, with: (42, "EUR"))
  }

  @Test func strictForAPartOfATest() async throws {
    try await withStrictMocks {
      let payments = MockPaymentProcessor()
      payments.charge.enqueue(
        PaymentReceipt(id: "r-1", amount: 42), PaymentReceipt(id: "r-2", amount: 7))

      let checkout = CheckoutService(payments: payments)
      _ = try await checkout.pay(orderID: "o-1", amount: 42)
      _ = try await checkout.pay(orderID: "o-2", amount: 7)
    }
  }

  @Test func strictForAPartOfASynchronousTest() throws {
    try withStrictMocks {
      let storage = MockDataStorage()
      storage.load.when(UserPreferencesService.storageKey).returns(nil)

      try UserPreferencesService(storage: storage).updateTheme(.dark)
    }
  }

  /// What the guide's tests rely on: a strict scope does report, here the stub that the
  /// test meant for a charge in euros while the checkout charged dollars.
  @Test func aStubNoCallUsedIsReported() async throws {
    let failures = await MockKitFailure.capture {
      try? await withStrictMocks {
        let payments = MockPaymentProcessor()
        payments.charge.returns(PaymentReceipt(id: "r-0", amount: 42))
        payments.charge.when((42, "EUR")).returns(PaymentReceipt(id: "r-1", amount: 42))

        _ = try await CheckoutService(payments: payments)
          .pay(orderID: "o-1", amount: 42, currency: "USD")
      }
    }

    #expect(failures.count == 1)
    #expect(
      failures.first?.message.hasPrefix(
        "charge(amount:currency:) call #1 did not match the stub meant for it") == true)
  }
}

@Suite(.strictMocks) struct CheckoutTrackingTests {
  let payments = MockPaymentProcessor()
  let analytics = MockAnalyticsTracker()

  @Test func aDeclinedChargeIsTrackedAsFailed() async {
    payments.charge.throws(PaymentError.declined)
    let checkout = CheckoutService(payments: payments, analytics: analytics)

    await #expect(throws: PaymentError.declined) {
      try await checkout.pay(orderID: "o-1", amount: 42)
    }

    #expect(analytics.track.arguments.map(\.name) == ["payment_started", "payment_failed"])
  }
}

final class StrictCheckoutXCTests: XCTestCase {
  private var payments = MockPaymentProcessor()
  private var storage = MockDataStorage()

  override func setUp() {
    super.setUp()
    useStrictMocks()
    payments = MockPaymentProcessor()
    storage = MockDataStorage()
  }

  func testChargesTheOrderTotal() async throws {
    payments.charge.when((42, "EUR")).returns(PaymentReceipt(id: "r-1", amount: 42))

    let receipt = try await CheckoutService(payments: payments).pay(orderID: "o-1", amount: 42)

    XCTAssertEqual(receipt.id, "r-1")
  }

  func testChoosingTheDarkThemeSavesIt() throws {
    storage.load.when(UserPreferencesService.storageKey).returns(nil)

    try UserPreferencesService(storage: storage).updateTheme(.dark)

    XCTAssertCalledOnce(storage.save, where: { $0.0 == UserPreferencesService.storageKey })
  }
}
