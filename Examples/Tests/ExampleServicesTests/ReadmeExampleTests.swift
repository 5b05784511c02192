// The README's example, so that `swift test` compiles and runs it. The README shows the
// protocol as `Readme` declares it below (the shape of `ExampleServices.PaymentProcessor`
// without its doc comments), the mock from Support/Mocks.swift, and the two tests here,
// verbatim but for their `import` lines. The DocC landing page (MockKit.docc/MockKit.md)
// shows the mock and the Swift Testing suite. Change them together.

import ExampleServices
import Foundation
import MockKit
import Testing
import XCTest

/// The README's code under test, as `ExampleServices` declares it.
enum Readme {
  protocol PaymentProcessor: Sendable {
    func charge(amount: Decimal, currency: String) async throws -> PaymentReceipt
  }

  struct PaymentReceipt: Equatable, Sendable {
    var id: String
    var amount: Decimal
  }
}

@Suite struct CheckoutTests {
  @Test func payingChargesTheOrderTotalInEuros() async throws {
    let payments = MockPaymentProcessor()
    payments.charge.returns(PaymentReceipt(id: "r-1", amount: 42))

    let receipt = try await CheckoutService(payments: payments).pay(orderID: "o-1", amount: 42)

    #expect(receipt.id == "r-1")
    expectCalledOnce(payments.charge, with: (42, "EUR"))
  }
}

final class CheckoutXCTests: XCTestCase {
  func testPayingChargesTheOrderTotalInEuros() async throws {
    let payments = MockPaymentProcessor()
    payments.charge.returns(PaymentReceipt(id: "r-1", amount: 42))

    let receipt = try await CheckoutService(payments: payments).pay(orderID: "o-1", amount: 42)

    XCTAssertEqual(receipt.id, "r-1")
    XCTAssertCalledOnce(payments.charge, with: (42, "EUR"))
  }
}
