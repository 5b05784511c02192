import Lessons
import MockKit
import Testing

extension Lesson18 {
  final class MockStockChecking: StockChecking {
    let isInStock = Spy<String, Bool>()

    func isInStock(orderID: String) -> Bool { isInStock.call(orderID) }
  }

  final class MockFraudScreening: FraudScreening {
    let isSuspicious = Spy<(String, Int), Bool>()

    func isSuspicious(orderID: String, cents: Int) -> Bool {
      isSuspicious.call((orderID, cents))
    }
  }

  final class MockPaymentCharging: PaymentCharging {
    let charge = ThrowingSpy<(String, Int), String>()

    func charge(orderID: String, cents: Int) throws -> String {
      try charge.call((orderID, cents))
    }
  }

  final class MockReceiptSending: ReceiptSending {
    let sendReceipt = Spy<String, Void>()

    func sendReceipt(orderID: String) { sendReceipt.call(orderID) }
  }

  final class MockSalesTracking: SalesTracking {
    let trackSale = Spy<(String, Int), Void>()

    func trackSale(orderID: String, cents: Int) { trackSale.call((orderID, cents)) }
  }

  final class MockLoyaltyProgram: LoyaltyProgram {
    let award = Spy<(Int, String), Void>()

    func award(points: Int, userID: String) { award.call((points, userID)) }
  }

  static let order = Order(id: "o-1", userID: "u-1", cents: 4_200)

  /// The app's wiring of the six-dependency service, and of its faulty variant.
  static let service: @Sendable (TestContainer.Resolver) throws -> any OrderPlacing = { r in
    try OrderPlacementService(
      stock: r.resolve(), screening: r.resolve(), payments: r.resolve(),
      receipts: r.resolve(), sales: r.resolve(), loyalty: r.resolve())
  }
  static let faultyService: @Sendable (TestContainer.Resolver) throws -> any OrderPlacing = {
    r in
    try FaultyOrderPlacementService(
      stock: r.resolve(), screening: r.resolve(), payments: r.resolve(),
      receipts: r.resolve(), sales: r.resolve(), loyalty: r.resolve())
  }

  /// BAD: the container every test of the service starts from, a mock of each of its six
  /// dependencies stubbed to let any order through. A seventh would cost one more line
  /// here, and no test would feel it.
  static func everyDependency(
    placing: @escaping @Sendable (TestContainer.Resolver) throws -> any OrderPlacing
  ) -> TestContainer {
    TestContainer {
      Provide(StockChecking.self) { _ in
        let stock = MockStockChecking()
        stock.isInStock.returns(true)
        return stock
      }
      Provide(FraudScreening.self) { _ in
        let screening = MockFraudScreening()
        screening.isSuspicious.returns(false)
        return screening
      }
      Provide(PaymentCharging.self) { _ in
        let payments = MockPaymentCharging()
        payments.charge.returns("r-1")
        return payments
      }
      Provide(ReceiptSending.self) { _ in MockReceiptSending() }
      Provide(SalesTracking.self) { _ in MockSalesTracking() }
      Provide(LoyaltyProgram.self) { _ in MockLoyaltyProgram() }
      Provide(OrderPlacing.self, factory: placing)
    }
  }

  /// The test replaces the two mocks it is about; the other four are made inside the
  /// container, out of its sight.
  static func badTest(base: TestContainer) throws {
    let payments = MockPaymentCharging()
    payments.charge.throws(PaymentDeclined())
    let receipts = MockReceiptSending()
    let container = base.overriding {
      Provide(PaymentCharging.self, instance: payments)
      Provide(ReceiptSending.self, instance: receipts)
    }

    let service = try container.resolve(OrderPlacing.self)

    #expect(service.place(order) == .declined, "a declined payment is reported")
    expectNotCalled(receipts.sendReceipt)
  }

  /// GOOD: the split placement has four dependencies, each in the test's hands; one of
  /// them stands for everything that follows a paid order.
  final class MockOrderFollowUp: OrderFollowUp {
    let orderPaid = Spy<Order, Void>()

    func orderPaid(_ order: Order) { orderPaid.call(order) }
  }

  static func goodTest(
    place: (any StockChecking, any FraudScreening, any PaymentCharging, any OrderFollowUp)
      -> PlacementOutcome
  ) {
    let stock = MockStockChecking()
    stock.isInStock.when("o-1").returns(true)
    let screening = MockFraudScreening()
    screening.isSuspicious.when(("o-1", 4_200)).returns(false)
    let payments = MockPaymentCharging()
    payments.charge.throws(PaymentDeclined())
    let followUp = MockOrderFollowUp()

    let outcome = place(stock, screening, payments, followUp)

    #expect(outcome == .declined, "a declined payment is reported")
    expectNotCalled(followUp.orderPaid)
  }
}

extension LessonProofs {
  @Test func aContainerOfSixMocksHidesPointsForADeclinedOrderThatTheSplitTestCatches() async {
    let faulty = {
      Lesson18.FaultyOrderPlacement(stock: $0, screening: $1, payments: $2, followUp: $3)
        .place(Lesson18.order)
    }
    let correct = {
      Lesson18.OrderPlacement(stock: $0, screening: $1, payments: $2, followUp: $3)
        .place(Lesson18.order)
    }

    #expect(
      await issues {
        try Lesson18.badTest(base: Lesson18.everyDependency(placing: Lesson18.faultyService))
      } == [])
    #expect(
      await issues {
        try Lesson18.badTest(base: Lesson18.everyDependency(placing: Lesson18.service))
      } == [])
    #expect(
      await issues { Lesson18.goodTest(place: faulty) } == [
        .mockKit("orderPaid(_:) was called 1 time, but expected not to be called.")
      ])
    #expect(await issues { Lesson18.goodTest(place: correct) } == [])
  }

  @Test func theFaultyServiceAwardsPointsForADeclinedOrder() throws {
    let payments = Lesson18.MockPaymentCharging()
    payments.charge.throws(Lesson18.PaymentDeclined())
    let loyalty = Lesson18.MockLoyaltyProgram()
    let container = Lesson18.everyDependency(placing: Lesson18.faultyService).overriding {
      Provide(Lesson18.PaymentCharging.self, instance: payments)
      Provide(Lesson18.LoyaltyProgram.self, instance: loyalty)
    }

    let outcome = try container.resolve(Lesson18.OrderPlacing.self).place(Lesson18.order)

    #expect(outcome == .declined)
    expectCalledOnce(loyalty.award, with: (42, "u-1"))
  }

  @Test func aPaidOrderIsFollowedByItsReceiptItsSaleAndItsPoints() {
    let receipts = Lesson18.MockReceiptSending()
    let sales = Lesson18.MockSalesTracking()
    let loyalty = Lesson18.MockLoyaltyProgram()

    Lesson18.PaidOrderFollowUp(receipts: receipts, sales: sales, loyalty: loyalty)
      .orderPaid(Lesson18.order)

    expectCalledOnce(receipts.sendReceipt, with: "o-1")
    expectCalledOnce(sales.trackSale, with: ("o-1", 4_200))
    expectCalledOnce(loyalty.award, with: (42, "u-1"))
  }
}
