import ExampleServices
import Foundation
import MockKit
import Testing

/// `OrderService` over the generated `MockInventoryService`, `MockPaymentProcessor` and
/// `MockRequestLogger`: stock first, money second, and never money without stock.
@Suite struct OrdersWithGeneratedMocksTests {
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

  @Test func outOfStockEndsTheOrderBeforeAnyMoneyIsTaken() async throws {
    inventory.reserve.returns(false)

    await #expect(throws: OrderError.outOfStock(sku: "book-1")) {
      try await service.place(order, context: context)
    }

    expectNotCalled(payments.charge)
    expectNotCalled(inventory.release)
    #expect(
      logger.log.lastArguments == LogLine(requestID: "req-42", message: "out of stock: book-1"))
  }

  @Test func chargesOnlyTheOrdersWhoseStockIsReserved() async throws {
    inventory.reserve.returns(false)
    inventory.reserve.when(("book-1", 2)).returns(true)
    payments.charge.returns(PaymentReceipt(id: "r-1", amount: 30))
    let poster = Order(id: "o-2", sku: "poster-9", quantity: 1, total: 12)

    let confirmation = try await service.place(order, context: context)
    await #expect(throws: OrderError.outOfStock(sku: "poster-9")) {
      try await service.place(poster, context: context)
    }

    #expect(confirmation.receiptID == "r-1")
    expectCalledOnce(payments.charge, with: (Decimal(30), "EUR"))
  }

  @Test func aDeclinedPaymentReleasesTheReservation() async throws {
    inventory.reserve.returns(true)
    payments.charge.throws(PaymentError.declined)

    await #expect(throws: PaymentError.declined) {
      try await service.place(order, context: context)
    }

    expectCalledOnce(inventory.release, with: ("book-1", 2))
    expectCallOrder(inventory.reserve, payments.charge, inventory.release)
    #expect(logger.log.lastArguments?.message == "payment failed for o-1: declined")
  }

  @Test func anInventoryErrorIsPassedOnAndNothingIsChargedOrReleased() async throws {
    inventory.reserve.throws(TestError(reason: "warehouse offline"))

    await #expect(throws: TestError(reason: "warehouse offline")) {
      try await service.place(order, context: context)
    }

    expectNotCalled(payments.charge)
    expectNotCalled(inventory.release)
  }

  @Test func logsEveryStepUnderTheRequestID() async throws {
    inventory.reserve.returns(true)
    payments.charge.returns(PaymentReceipt(id: "r-1", amount: 30))

    _ = try await service.place(order, context: context)

    #expect(
      logger.log.arguments == [
        LogLine(requestID: "req-42", message: "reserving 2 × book-1 for o-1"),
        LogLine(requestID: "req-42", message: "charged 30 EUR for o-1"),
      ])
  }

  @Test func concurrentOrdersKeepTheirOwnRequestContexts() async throws {
    inventory.reserve.returns(true)
    payments.charge.answers { amount, _ in PaymentReceipt(id: "r-\(amount)", amount: amount) }

    let confirmations = try await withThrowingTaskGroup(of: OrderConfirmation.self) { group in
      for index in 1...20 {
        let order = Order(id: "o-\(index)", sku: "book-1", quantity: 1, total: Decimal(index))
        let context = RequestContext(requestID: "req-\(index)", logger: logger)
        group.addTask { [service] in try await service.place(order, context: context) }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }

    #expect(Set(confirmations.map(\.receiptID)) == Set((1...20).map { "r-\($0)" }))
    expectCalled(inventory.reserve, times: 20)
    expectCalled(payments.charge, times: 20)
    for index in 1...20 {
      #expect(
        logger.log.arguments.filter { $0.requestID == "req-\(index)" }.map(\.message) == [
          "reserving 1 × book-1 for o-\(index)", "charged \(index) EUR for o-\(index)",
        ])
    }
  }
}
