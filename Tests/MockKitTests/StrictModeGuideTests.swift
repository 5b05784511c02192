import MockKit
import Testing
import XCTest

/// The examples of the doc comments in Sources/MockKit/Strict, compiled and run, with this
/// target's own synchronous `PaymentProcessor` (Support/Mocks.swift), which returns a
/// `String`. Docs/strict-mode.md uses the example services' `async` one instead, and is
/// compiled in Examples/Tests/ExampleServicesTests/Guides/StrictModeGuideTests.swift; these
/// go once the doc comments use the same one.
enum StrictGuide {
  struct CheckoutService: Sendable {
    let payments: any PaymentProcessor

    func pay(orderID: String, amount: Int) throws -> String {
      try payments.charge(amount: amount, currency: "EUR")
    }
  }
}

extension StrictGuide {
  @Suite struct StrictGuideTests {
    @Test(.strictMocks) func chargesTheOrderTotal() throws {
      let payments = MockPaymentProcessor()
      payments.charge.when((42, "EUR")).returns("receipt-1")

      let receipt = try CheckoutService(payments: payments).pay(orderID: "o-1", amount: 42)

      #expect(receipt == "receipt-1")
    }

    @Test(.strictMocks(.verifyCalls)) func chargesOnceAndAssertsIt() throws {
      let payments = MockPaymentProcessor()
      payments.charge.returns("receipt-1")

      _ = try CheckoutService(payments: payments).pay(orderID: "o-1", amount: 42)

      expectCalledOnce(payments.charge, with: (42, "EUR"))
    }

    @Test func strictForAPartOfATest() throws {
      try withStrictMocks {
        let payments = MockPaymentProcessor()
        payments.charge.enqueue("receipt-1", "receipt-2")

        _ = try CheckoutService(payments: payments).pay(orderID: "o-1", amount: 42)
        _ = try CheckoutService(payments: payments).pay(orderID: "o-2", amount: 7)
      }
    }
  }

  @Suite(.strictMocks) struct RefundTests {
    let payments = MockPaymentProcessor()

    @Test func refundsTheReceipt() {
      payments.refund(receipt: "r-1")

      expectCalledOnce(payments.refund, with: "r-1")
    }
  }
}

final class StrictGuideXCTests: XCTestCase {
  private var payments = MockPaymentProcessor()

  override func setUp() {
    super.setUp()
    useStrictMocks()
    payments = MockPaymentProcessor()
  }

  func testChargesTheOrderTotal() throws {
    payments.charge.when((42, "EUR")).returns("receipt-1")

    let checkout = StrictGuide.CheckoutService(payments: payments)

    XCTAssertEqual(try checkout.pay(orderID: "o-1", amount: 42), "receipt-1")
  }
}

/// The examples of the strict-mode doc comments that no guide block shows.
extension StrictModeTests {
  @Test func anAsynchronousStrictScope() async throws {
    try await withStrictMocks {
      let users = MockUserRepository()
      users.fetchUser.when("42").returns(User(id: "42", name: "Ada"))

      _ = try await users.fetchUser(id: "42")
    }
  }
}
