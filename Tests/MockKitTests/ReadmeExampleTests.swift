// The README's example, so that `swift test` compiles and runs it. Each block between
// the MARK lines is a code block of README.md, verbatim but for its `import` lines, which
// are gathered here at the top; the DocC landing page (MockKit.docc/MockKit.md) shows the
// mock and the Swift Testing suite. Change them together.

import MockKit
import Testing
import XCTest

// MARK: README: the code under test

struct Order: Equatable, Sendable {
  var id: String
  var total: Int
}

protocol OrderStore: Sendable {
  func order(id: String) -> Order?
  func markPaid(orderID: String)
}

struct CheckoutService {
  let store: any OrderStore

  func completePayment(orderID: String) {
    guard let order = store.order(id: orderID), order.total > 0 else { return }
    store.markPaid(orderID: order.id)
  }
}

// MARK: README: the mock

final class MockOrderStore: OrderStore {
  let orderByID = Spy<String, Order?>()
  let markPaid = Spy<String, Void>()

  func order(id: String) -> Order? { orderByID.call(id) }
  func markPaid(orderID: String) { markPaid.call(orderID) }
}

// MARK: README: Swift Testing

@Suite struct CheckoutServiceTests {
  @Test func completingAPaymentMarksTheOrderPaid() {
    let store = MockOrderStore()
    store.orderByID.returns(Order(id: "o-1", total: 42))

    CheckoutService(store: store).completePayment(orderID: "o-1")

    expectCalledOnce(store.markPaid, with: "o-1")
  }
}

// MARK: README: XCTest

final class CheckoutServiceXCTests: XCTestCase {
  func testCompletingAPaymentMarksTheOrderPaid() {
    let store = MockOrderStore()
    store.orderByID.returns(Order(id: "o-1", total: 42))

    CheckoutService(store: store).completePayment(orderID: "o-1")

    XCTAssertCalledOnce(store.markPaid, with: "o-1")
  }
}
