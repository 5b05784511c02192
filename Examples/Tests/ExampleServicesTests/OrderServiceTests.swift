import ExampleServices
import Foundation
import MockKit
import Testing

/// `OrderService`: stock first, money second, and never money without stock.
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

  @Test func outOfStockThrowsAndNeverCharges() async throws {
    inventory.reserve.returns(false)

    await #expect(throws: OrderError.outOfStock(sku: "book-1")) {
      try await service.place(order, context: context)
    }

    expectCalledOnce(inventory.reserve, with: ("book-1", 2))
    expectNotCalled(payments.charge)
    expectNotCalled(inventory.release)
  }

  @Test func anInventoryErrorIsPassedOnAndNeverCharges() async throws {
    inventory.reserve.throws(TestError(reason: "warehouse offline"))

    await #expect(throws: TestError(reason: "warehouse offline")) {
      try await service.place(order, context: context)
    }

    expectNotCalled(payments.charge)
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

  @Test func logsEveryStepWithTheRequestID() async throws {
    inventory.reserve.returns(true)
    payments.charge.returns(PaymentReceipt(id: "r-1", amount: 30))

    _ = try await service.place(order, context: context)

    #expect(logger.log.arguments.allSatisfy { $0.requestID == "req-42" })
    #expect(
      logger.log.arguments.map(\.message) == [
        "reserving 2 × book-1 for o-1",
        "charged 30 EUR for o-1",
      ])
  }

  @Test func logsWhyAnOrderFailed() async throws {
    inventory.reserve.returns(false)

    _ = try? await service.place(order, context: context)

    expectCalled(
      logger.log, where: { $0 == LogLine(requestID: "req-42", message: "out of stock: book-1") })
  }

  @Test func concurrentRequestsKeepTheirOwnContexts() async throws {
    inventory.reserve.returns(true)
    payments.charge.answers { amount, _ in PaymentReceipt(id: "r-\(amount)", amount: amount) }

    try await withThrowingTaskGroup(of: Void.self) { group in
      for index in 1...20 {
        let order = Order(id: "o-\(index)", sku: "book-1", quantity: 1, total: Decimal(index))
        let context = RequestContext(requestID: "req-\(index)", logger: logger)
        group.addTask { _ = try await service.place(order, context: context) }
      }
      try await group.waitForAll()
    }

    expectCalled(payments.charge, times: 20)
    for index in 1...20 {
      #expect(logger.log.arguments.filter { $0.requestID == "req-\(index)" }.count == 2)
    }
  }

  /// A held reservation shows that nothing is charged while the stock check is still in
  /// flight; the charge follows as soon as the reservation succeeds.
  @Test func chargesOnlyAfterTheReservationAnswers() async throws {
    inventory.reserve.holdsCalls()
    payments.charge.returns(PaymentReceipt(id: "r-1", amount: 30))

    let placing = Task { [service, order, context] in
      try await service.place(order, context: context)
    }
    let reservation = try #require(await inventory.reserve.nextHeldCall())
    expectNotCalled(payments.charge)

    reservation.resume(returning: true)

    await payments.charge.waitForCall(with: (30, "EUR"))
    #expect(try await placing.value.receiptID == "r-1")
  }
}
