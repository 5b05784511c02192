import Lessons
import MockKit
import Testing

extension Lesson10 {
  /// The store both designs' tests use: the smell here is in the service, not the mock.
  final class MockOrderStore: OrderStore {
    let orderIDs = Spy<String, [String]>()

    func orderIDs(userID: String) -> [String] { orderIDs.call(userID) }
  }

  static func badTest(make: (any OrderStore) -> PropertyInjectedOrderHistory) {
    let store = MockOrderStore()
    store.orderIDs.returns(["o-1", "o-2"])

    let history = make(store)

    #expect(history.orderCount(userID: "u-1") == 2, "both orders are counted")
  }

  /// GOOD: the test's composition root is a `TestContainer`; a registration it lacks is a
  /// thrown error naming the missing type, not a trap.
  static func goodTest(container: TestContainer) throws {
    let history = try container.resolve(OrderHistory.self)

    #expect(history.orderCount(userID: "u-1") == 2, "both orders are counted")
  }

  static func containerWithStore() -> TestContainer {
    let store = MockOrderStore()
    store.orderIDs.returns(["o-1", "o-2"])
    return TestContainer {
      Provide(OrderStore.self, instance: store)
      Provide(OrderHistory.self) { r in try OrderHistory(store: r.resolve()) }
    }
  }

  /// The same slip as `makeFaultyPropertyInjectedHistory`: the store is not provided.
  static func containerMissingTheStore() -> TestContainer {
    TestContainer {
      Provide(OrderHistory.self) { r in try OrderHistory(store: r.resolve()) }
    }
  }
}

extension LessonProofs {
  @Test func aForgottenPropertyTrapsWhereAMissingRegistrationThrows() async {
    let store = Lesson10.MockOrderStore()
    let unwired = Lesson10.makeFaultyPropertyInjectedHistory(store: store)

    // The bad test is not run against the faulty wiring: `orderCount` would unwrap a nil
    // `store` and trap, stopping the test process. This is that condition.
    #expect(unwired.store == nil)
    // With the store set, the bad test passes.
    #expect(await issues { Lesson10.badTest(make: Lesson10.makePropertyInjectedHistory) } == [])

    #expect(
      await issues { try Lesson10.goodTest(container: Lesson10.containerMissingTheStore()) } == [
        .error(TestContainer.ResolutionError.self)
      ])
    #expect(await issues { try Lesson10.goodTest(container: Lesson10.containerWithStore()) } == [])
  }

  @Test func theMissingRegistrationErrorNamesTheStore() async {
    #expect {
      try Lesson10.containerMissingTheStore().resolve(Lesson10.OrderHistory.self)
    } throws: { error in
      "\(error)".contains("OrderStore")
    }
  }
}
