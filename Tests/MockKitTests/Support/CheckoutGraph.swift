import MockKit

// The object graph the container tests build: a checkout that reserves stock, charges the
// card and tracks the sale, and a view model on top of it.

enum CheckoutError: Error, Equatable {
  case outOfStock(orderID: String)
}

protocol InventoryService: Sendable {
  func reserveStock(for orderID: String) throws -> Bool
}

protocol AnalyticsTracker: Sendable {
  func track(event: String)
  func flush() throws -> Int
}

final class MockInventoryService: InventoryService {
  let reserveStock = ThrowingSpy<String, Bool>()

  func reserveStock(for orderID: String) throws -> Bool { try reserveStock.call(orderID) }
}

/// The unimplemented-service tests pin the lines these spies are declared on.
final class MockAnalyticsTracker: AnalyticsTracker {
  let track = Spy<String, Void>()
  let flushSpy = ThrowingSpy<Void, Int>()

  func track(event: String) { track.call(event) }
  func flush() throws -> Int { try flushSpy.call() }
}

/// Charges the card at the till: the container tests' own synchronous payment service. The
/// examples' `PaymentProcessor`, the one the guides use, is `async` and returns a
/// `PaymentReceipt`; this one returns the slip's number, which keeps pinned messages short.
protocol CardTerminal: Sendable {
  func charge(amount: Int, currency: String) throws -> String
}

final class MockCardTerminal: CardTerminal {
  let charge = ThrowingSpy<(Int, String), String>()

  func charge(amount: Int, currency: String) throws -> String {
    try charge.call((amount, currency))
  }
}

/// State of one request, shared by every service of one object graph: registered
/// `.perGraph`, `CheckoutService` and its `OrderAudit` hold the same one.
final class RequestContext: Sendable {}

struct OrderAudit: Sendable {
  let context: RequestContext
}

/// Holds `CheckoutService`, so that messages, which name a type with its enclosing types,
/// read `Shop.CheckoutService`: the container tests pin a nested type's name.
enum Shop {
  struct CheckoutService: Sendable {
    let terminal: any CardTerminal
    let inventory: any InventoryService
    let analytics: (any AnalyticsTracker)?
    let context: RequestContext
    let audit: OrderAudit

    /// Reserves the stock, charges the total and tracks the sale; returns the receipt.
    func checkout(orderID: String, total: Int) throws -> String {
      guard try inventory.reserveStock(for: orderID) else {
        throw CheckoutError.outOfStock(orderID: orderID)
      }
      let receipt = try terminal.charge(amount: total, currency: "EUR")
      analytics?.track(event: "checkout \(orderID)")
      return receipt
    }
  }
}

@MainActor
final class CheckoutViewModel {
  private(set) var receipt: String?
  private(set) var errorMessage: String?

  let checkout: Shop.CheckoutService

  init(checkout: Shop.CheckoutService) {
    self.checkout = checkout
  }

  func pay(orderID: String, total: Int) {
    do {
      receipt = try checkout.checkout(orderID: orderID, total: total)
      errorMessage = nil
    } catch {
      errorMessage = "Payment failed: \(error)."
    }
  }
}

/// Registers the services of the checkout graph. The test registers the mocks they depend
/// on: `CardTerminal`, `InventoryService`, and `AnalyticsTracker` if `tracked`.
func checkoutServices(tracked: Bool = true) -> [Provide] {
  [
    Provide(RequestContext.self, scope: .perGraph) { _ in RequestContext() },
    Provide(OrderAudit.self) { r in try OrderAudit(context: r.resolve()) },
    Provide(Shop.CheckoutService.self) { r in
      try Shop.CheckoutService(
        terminal: r.resolve(), inventory: r.resolve(),
        analytics: tracked ? r.resolve(AnalyticsTracker.self) : nil,
        context: r.resolve(), audit: r.resolve())
    },
  ]
}
