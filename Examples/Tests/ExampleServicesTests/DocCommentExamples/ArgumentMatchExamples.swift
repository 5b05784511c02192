import ExampleServices
import Foundation
import MockKit
import Testing
import XCTest

// The doc-comment examples of ArgumentMatch and of the entries that take one, compiled and
// run: each code block of those doc comments is an excerpt of this file
// (DocumentationSnippetsTests checks it).

/// Books a delivery slot: a five-argument method.
final class MockDeliveryScheduler: Sendable {
  let book = Spy<(String, String, Int, Int, Bool), Bool>()

  func book(orderID: String, address: String, day: Int, hour: Int, signature: Bool) -> Bool {
    book.call((orderID, address, day, hour, signature))
  }
}

/// Books hotel rooms: a six-argument method.
final class MockHotelBooking: Sendable {
  let book = Spy<(String, Decimal, String, Int, Bool, String?), Void>()

  func book(
    room: String, price: Decimal, currency: String, nights: Int, breakfast: Bool, note: String?
  ) {
    book.call((room, price, currency, nights, breakfast, note))
  }
}

extension DocCommentExamples {
  @Test func argumentMatches() async throws {
    let users = MockUserFetching()
    let payments = MockPaymentProcessor()
    let guest = User(id: "guest-1", name: "Guest", email: "guest@example.com")
    let receipt = PaymentReceipt(id: "r-1", amount: 42)
    users.user.returns(ada)
    payments.charge.returns(PaymentReceipt(id: "r-0", amount: 0))
    _ = try await payments.charge(amount: 42, currency: "EUR")

    users.user.when(.matching { $0.hasPrefix("guest-") }).returns(guest)
    payments.charge.when(.arguments(.any, .equal(to: "EUR"))).returns(receipt)
    expectCalled(payments.charge, with: .arguments(.matching { $0 > 40 }, .equal(to: "EUR")))

    let caller = Task {
      (try await users.user(id: "guest-7"), try await payments.charge(amount: 5, currency: "EUR"))
    }
    await users.user.waitForCall(with: .matching { $0.hasPrefix("guest-") })
    await payments.charge.waitForCall(with: .arguments(.any, .equal(to: "EUR")))
    let (user, charged) = try await caller.value
    #expect(user == guest)
    #expect(charged == receipt)

    expectCalled(users.user, with: .matching { $0.hasPrefix("guest-") })
    expectCalled(payments.charge, with: .arguments(.any, .equal(to: "EUR")))

    payments.charge.resetCalls()
    _ = try await payments.charge(amount: 5, currency: "EUR")
    expectCalledOnce(users.user, with: .matching { $0.hasPrefix("guest-") })
    expectCalledOnce(payments.charge, with: .arguments(.any, .equal(to: "EUR")))

    XCTAssertCalled(users.user, with: .matching { $0.hasPrefix("guest-") })
    XCTAssertCalled(payments.charge, with: .arguments(.any, .equal(to: "EUR")))

    XCTAssertCalledOnce(users.user, with: .matching { $0.hasPrefix("guest-") })
    XCTAssertCalledOnce(payments.charge, with: .arguments(.any, .equal(to: "EUR")))

    #expect(users.user.wasCalled(with: .matching { $0.hasPrefix("guest-") }))
    #expect(payments.charge.wasCalled(with: .arguments(.any, .equal(to: "EUR"))))
  }

  @Test func argumentMatchesOfEachCount() async throws {
    let calls = try await CheckoutCalls()
    let (shipping, cards) = (calls.shipping, calls.cards)
    let deliveries = MockDeliveryScheduler()
    let hotels = MockHotelBooking()
    deliveries.book.returns(true)
    _ = deliveries.book(orderID: "o-1", address: "1 Rue", day: 3, hour: 9, signature: true)
    hotels.book(
      room: "double", price: 120, currency: "EUR", nights: 2, breakfast: true, note: nil)

    shipping.quote.when(.arguments(.any, .matching { $0 > 1 }, .equal(to: "FR"))).returns(9)
    #expect(shipping.quote(sku: "book-2", quantity: 3, country: "FR") == 9)
    expectCalled(cards.authorize, with: .arguments(.equal(to: "o-1"), .any, .any, .any))
    expectCalled(deliveries.book, with: .arguments(.any, .any, .any, .any, .equal(to: true)))
    expectCalled(hotels.book, with: .arguments(.any, .any, .equal(to: "EUR"), .any, .any, .any))
  }
}
