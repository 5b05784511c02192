import Lessons
import MockKit
import Testing

extension Lesson15 {
  final class MockCustomerDirectory: CustomerDirectory {
    let customer = ThrowingSpy<String, Customer>(name: "customer(id:)")

    func customer(id: String) async throws -> Customer { try await customer.call(id) }
  }

  /// BAD: stubs the customer the order belongs to, and a catch-all default "so that no
  /// call fails"; the cost is the same whichever answers, so nothing notices that the
  /// stub was never used.
  static func lenientTest(shippingCost: (any CustomerDirectory) async throws -> Int)
    async throws
  {
    let customers = MockCustomerDirectory()
    customers.customer.when("c-1").returns(Customer(id: "c-1", isPremium: false))
    customers.customer.returns(Customer(id: "anyone", isPremium: false))

    let cost = try await shippingCost(customers)

    #expect(cost == 5, "a standard customer pays for shipping")
  }

  /// GOOD: the same test in strict mode, which reports a call that missed the stub meant
  /// for it. In a test of its own, `@Test(.strictMocks)` turns strict mode on.
  static func strictTest(shippingCost: (any CustomerDirectory) async throws -> Int)
    async throws
  {
    try await withStrictMocks {
      let customers = MockCustomerDirectory()
      customers.customer.when("c-1").returns(Customer(id: "c-1", isPremium: false))
      customers.customer.returns(Customer(id: "anyone", isPremium: false))

      let cost = try await shippingCost(customers)

      #expect(cost == 5, "a standard customer pays for shipping")
    }
  }
}

extension LessonProofs {
  @Test func aStubNothingUsesPassesLenientlyAndFailsInStrictMode() async {
    let order = Lesson15.Order(id: "o-1", customerID: "c-1")
    let faulty = {
      try await Lesson15.FaultyShippingService(customers: $0).shippingCost(for: order)
    }
    let correct = { try await Lesson15.ShippingService(customers: $0).shippingCost(for: order) }

    #expect(await issues { try await Lesson15.lenientTest(shippingCost: faulty) } == [])
    #expect(
      await issues { try await Lesson15.strictTest(shippingCost: faulty) } == [
        .mockKit(
          "customer(id:) call #1 did not match the stub meant for it, so the default answered it.")
      ])
    #expect(await issues { try await Lesson15.strictTest(shippingCost: correct) } == [])
  }
}
