import Logging
import MockKit
import OrderEvents
import Testing

/// `OrderEvents` with `MockLogHandler`, which MockKitPlugin generates at build time from
/// swift-log's `LogHandler` because `MockKit.mocks` names it: no mock is written or checked
/// in here.
@Suite struct OrderEventsTests {
  let handler = MockLogHandler(metadata: [:], logLevel: .info)
  var events: OrderEvents { OrderEvents(logger: Logger(label: "orders") { _ in handler }) }

  @Test func aPlacedOrderIsLoggedAtInfoWithItsIDAndTotal() throws {
    events.placed(orderID: "o-1", total: 4200)

    let event = try #require(handler.logByEvent.lastArguments)
    #expect(event.level == .info)
    #expect(event.message == "order placed")
    #expect(event.metadata == ["order_id": "o-1", "total": "4200"])
  }

  @Test func nothingIsLoggedBelowTheHandlersLevel() {
    handler.logLevel = .error

    events.placed(orderID: "o-1", total: 4200)
    events.paymentDeclined(orderID: "o-1", reason: "insufficient funds")

    #expect(handler.logByEvent.arguments.map(\.message) == ["payment declined"])
  }

  @Test func theCustomerIsAddedToTheHandlersMetadata() {
    var events = events

    events.attach(customerID: "c-9")

    expectCalledOnce(handler.subscriptSetter, with: ("customer_id", "c-9"))
  }
}
