/// Lesson 18: an object with more than five dependencies, and a `TestContainer` that hides
/// the smell instead of fixing it.
///
/// Placing an order checks its stock, screens it for fraud and charges it; once it is
/// paid, a receipt is sent, the sale is tracked and the customer earns loyalty points.
public enum Lesson18 {
  /// An order of a customer, and its amount.
  public struct Order: Equatable, Sendable {
    public var id: String
    public var userID: String
    public var cents: Int

    public init(id: String, userID: String, cents: Int) {
      self.id = id
      self.userID = userID
      self.cents = cents
    }
  }

  /// What placing an order came to.
  public enum PlacementOutcome: Equatable, Sendable {
    case placed(receiptID: String)
    case outOfStock
    case refused
    case declined
  }

  /// Why a charge failed.
  public struct PaymentDeclined: Error, Equatable, Sendable {
    public init() {}
  }

  public protocol StockChecking: Sendable {
    func isInStock(orderID: String) -> Bool
  }

  public protocol FraudScreening: Sendable {
    func isSuspicious(orderID: String, cents: Int) -> Bool
  }

  public protocol PaymentCharging: Sendable {
    /// Charges the order and returns the receipt's ID.
    func charge(orderID: String, cents: Int) throws -> String
  }

  public protocol ReceiptSending: Sendable {
    func sendReceipt(orderID: String)
  }

  public protocol SalesTracking: Sendable {
    func trackSale(orderID: String, cents: Int)
  }

  public protocol LoyaltyProgram: Sendable {
    func award(points: Int, userID: String)
  }

  /// Places an order, whatever the design.
  public protocol OrderPlacing: Sendable {
    func place(_ order: Order) -> PlacementOutcome
  }

  /// BAD: six dependencies. It decides whether the order goes through, and does all that
  /// follows when it does.
  public struct OrderPlacementService: OrderPlacing {
    let stock: any StockChecking
    let screening: any FraudScreening
    let payments: any PaymentCharging
    let receipts: any ReceiptSending
    let sales: any SalesTracking
    let loyalty: any LoyaltyProgram

    public init(
      stock: any StockChecking, screening: any FraudScreening, payments: any PaymentCharging,
      receipts: any ReceiptSending, sales: any SalesTracking, loyalty: any LoyaltyProgram
    ) {
      self.stock = stock
      self.screening = screening
      self.payments = payments
      self.receipts = receipts
      self.sales = sales
      self.loyalty = loyalty
    }

    public func place(_ order: Order) -> PlacementOutcome {
      guard stock.isInStock(orderID: order.id) else { return .outOfStock }
      guard !screening.isSuspicious(orderID: order.id, cents: order.cents) else { return .refused }
      guard let receiptID = try? payments.charge(orderID: order.id, cents: order.cents) else {
        return .declined
      }
      receipts.sendReceipt(orderID: order.id)
      sales.trackSale(orderID: order.id, cents: order.cents)
      loyalty.award(points: order.cents / 100, userID: order.userID)
      return .placed(receiptID: receiptID)
    }
  }

  /// The bug: the points are awarded before the charge, so that they show at once; a
  /// declined order keeps them.
  public struct FaultyOrderPlacementService: OrderPlacing {
    let stock: any StockChecking
    let screening: any FraudScreening
    let payments: any PaymentCharging
    let receipts: any ReceiptSending
    let sales: any SalesTracking
    let loyalty: any LoyaltyProgram

    public init(
      stock: any StockChecking, screening: any FraudScreening, payments: any PaymentCharging,
      receipts: any ReceiptSending, sales: any SalesTracking, loyalty: any LoyaltyProgram
    ) {
      self.stock = stock
      self.screening = screening
      self.payments = payments
      self.receipts = receipts
      self.sales = sales
      self.loyalty = loyalty
    }

    public func place(_ order: Order) -> PlacementOutcome {
      guard stock.isInStock(orderID: order.id) else { return .outOfStock }
      guard !screening.isSuspicious(orderID: order.id, cents: order.cents) else { return .refused }
      loyalty.award(points: order.cents / 100, userID: order.userID)
      guard let receiptID = try? payments.charge(orderID: order.id, cents: order.cents) else {
        return .declined
      }
      receipts.sendReceipt(orderID: order.id)
      sales.trackSale(orderID: order.id, cents: order.cents)
      return .placed(receiptID: receiptID)
    }
  }

  /// What follows a paid order, as the placement sees it: one step.
  public protocol OrderFollowUp: Sendable {
    func orderPaid(_ order: Order)
  }

  /// GOOD, split: placing an order decides whether it goes through, with four
  /// dependencies, and hands a paid order to what follows it.
  public struct OrderPlacement: OrderPlacing {
    let stock: any StockChecking
    let screening: any FraudScreening
    let payments: any PaymentCharging
    let followUp: any OrderFollowUp

    public init(
      stock: any StockChecking, screening: any FraudScreening, payments: any PaymentCharging,
      followUp: any OrderFollowUp
    ) {
      self.stock = stock
      self.screening = screening
      self.payments = payments
      self.followUp = followUp
    }

    public func place(_ order: Order) -> PlacementOutcome {
      guard stock.isInStock(orderID: order.id) else { return .outOfStock }
      guard !screening.isSuspicious(orderID: order.id, cents: order.cents) else { return .refused }
      guard let receiptID = try? payments.charge(orderID: order.id, cents: order.cents) else {
        return .declined
      }
      followUp.orderPaid(order)
      return .placed(receiptID: receiptID)
    }
  }

  /// The same slip: what follows a paid order, the points with it, starts before the
  /// charge.
  public struct FaultyOrderPlacement: OrderPlacing {
    let stock: any StockChecking
    let screening: any FraudScreening
    let payments: any PaymentCharging
    let followUp: any OrderFollowUp

    public init(
      stock: any StockChecking, screening: any FraudScreening, payments: any PaymentCharging,
      followUp: any OrderFollowUp
    ) {
      self.stock = stock
      self.screening = screening
      self.payments = payments
      self.followUp = followUp
    }

    public func place(_ order: Order) -> PlacementOutcome {
      guard stock.isInStock(orderID: order.id) else { return .outOfStock }
      guard !screening.isSuspicious(orderID: order.id, cents: order.cents) else { return .refused }
      followUp.orderPaid(order)
      guard let receiptID = try? payments.charge(orderID: order.id, cents: order.cents) else {
        return .declined
      }
      return .placed(receiptID: receiptID)
    }
  }

  /// GOOD, split: what follows a paid order, with three dependencies.
  public struct PaidOrderFollowUp: OrderFollowUp {
    let receipts: any ReceiptSending
    let sales: any SalesTracking
    let loyalty: any LoyaltyProgram

    public init(
      receipts: any ReceiptSending, sales: any SalesTracking, loyalty: any LoyaltyProgram
    ) {
      self.receipts = receipts
      self.sales = sales
      self.loyalty = loyalty
    }

    public func orderPaid(_ order: Order) {
      receipts.sendReceipt(orderID: order.id)
      sales.trackSale(orderID: order.id, cents: order.cents)
      loyalty.award(points: order.cents / 100, userID: order.userID)
    }
  }
}
