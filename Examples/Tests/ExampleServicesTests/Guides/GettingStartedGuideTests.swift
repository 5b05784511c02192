import ExampleServices
import Foundation
import MockKit
import Testing
import XCTest

/// The code of Docs/getting-started.md, compiled and run: each code block of the guide is
/// an excerpt of this file (the mock itself is `MockInventoryService` in
/// Support/Mocks.swift).
@Suite struct GettingStartedGuideTests {
  @Test func placingAnOrderReservesTheStockThenCharges() async throws {
    let inventory = MockInventoryService()
    inventory.reserve.returns(true)
    let payments = MockPaymentProcessor()
    payments.charge.returns(PaymentReceipt(id: "r-1", amount: 30))
    let orders = OrderService(inventory: inventory, payments: payments)
    let context = RequestContext(requestID: "req-1", logger: MockRequestLogger())

    let order = Order(id: "o-1", sku: "book-1", quantity: 2, total: 30)
    let confirmation = try await orders.place(order, context: context)

    #expect(confirmation.receiptID == "r-1")
    expectCalledOnce(inventory.reserve, with: ("book-1", 2))
    expectCallOrder(inventory.reserve, payments.charge)
  }
}

extension DocumentationXCTests {
  func testOutOfStockNeverCharges() async throws {
    let inventory = MockInventoryService()
    inventory.reserve.returns(false)
    let payments = MockPaymentProcessor()
    let orders = OrderService(inventory: inventory, payments: payments)
    let context = RequestContext(requestID: "req-1", logger: MockRequestLogger())

    let order = Order(id: "o-1", sku: "book-1", quantity: 2, total: 30)
    do {
      _ = try await orders.place(order, context: context)
      XCTFail("an order without stock must throw")
    } catch {
      XCTAssertEqual(error as? OrderError, .outOfStock(sku: "book-1"))
    }

    XCTAssertCalledOnce(inventory.reserve, with: ("book-1", 2))
    XCTAssertNotCalled(payments.charge)
  }
}
