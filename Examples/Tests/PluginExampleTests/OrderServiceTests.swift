import ExampleServices
import Foundation
import MockKit
import Testing

/// `OrderService` with the generated `MockInventoryService`, `MockPaymentProcessor` and
/// `MockRequestLogger`: stock first, money second, and never money without stock.
@Suite struct OrderServiceTests {
  let inventory = MockInventoryService()
  let payments = MockPaymentProcessor()
  let logger = MockRequestLogger()
  let order = Order(id: "o-1", sku: "book-1", quantity: 2, total: 30)

  var service: OrderService { OrderService(inventory: inventory, payments: payments) }
  var context: RequestContext { RequestContext(requestID: "req-42", logger: logger) }

  @Test func reservesTheStockThenChargesTheTotal() async throws {
    inventory.reserve.returns(true)
    payments.charge.returns(PaymentReceipt(id: "r-1", amount: 30))

    let confirmation = try await service.place(order, context: context)

    #expect(confirmation == OrderConfirmation(orderID: "o-1", receiptID: "r-1"))
    expectCalledOnce(inventory.reserve, with: ("book-1", 2))
    expectCalledOnce(payments.charge, with: (Decimal(30), "EUR"))
    expectCallOrder(inventory.reserve, payments.charge)
    expectNotCalled(inventory.release)
  }

  @Test func outOfStockNeverCharges() async throws {
    inventory.reserve.returns(false)

    await #expect(throws: OrderError.outOfStock(sku: "book-1")) {
      try await service.place(order, context: context)
    }

    expectNotCalled(payments.charge)
    #expect(
      logger.log.arguments == [
        LogLine(requestID: "req-42", message: "reserving 2 × book-1 for o-1"),
        LogLine(requestID: "req-42", message: "out of stock: book-1"),
      ])
  }

  @Test func aDeclinedPaymentReleasesTheReservation() async throws {
    inventory.reserve.returns(true)
    payments.charge.throws(PaymentError.declined)

    await #expect(throws: PaymentError.declined) {
      try await service.place(order, context: context)
    }

    expectCalledOnce(inventory.release, with: ("book-1", 2))
    expectCallOrder(inventory.reserve, payments.charge, inventory.release)
  }
}

extension MockInventoryService {
  /// In stock, unless a test says otherwise.
  static func inStock() -> MockInventoryService {
    let inventory = MockInventoryService()
    inventory.reserve.declareDefault(returning: true)
    return inventory
  }
}

extension OrderServiceTests {
  @Test func aSharedFactoryGivesTheGeneratedMockItsDefaults() async throws {
    let inventory = MockInventoryService.inStock()
    #expect(try await inventory.reserve(sku: "book-1", quantity: 1))

    inventory.reserve.returns(false)
    #expect(try await inventory.reserve(sku: "book-1", quantity: 1) == false)

    inventory.reserve.reset()
    #expect(try await inventory.reserve(sku: "book-1", quantity: 1), "reset keeps the default")
  }
}
