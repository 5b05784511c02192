import Lessons
import MockKit
import Testing

extension Lesson11 {
  /// The payments mock both designs' tests use: the smell is in the service.
  final class MockOrderCharging: OrderCharging {
    let charge = Spy<(String, Int), Void>()

    func charge(orderID: String, cents: Int) { charge.call((orderID, cents)) }
  }

  /// GOOD: the screening is in the initializer, so the test must supply it, and an
  /// unstubbed question to it fails the test.
  final class MockFraudScreening: FraudScreening {
    let isSuspicious = Spy<(String, Int), Bool>()

    func isSuspicious(orderID: String, cents: Int) -> Bool {
      isSuspicious.call((orderID, cents))
    }
  }

  /// BAD: the initializer only says "a locator", so the test registers what it can see the
  /// service use: payments. The screening it never heard of is silently skipped.
  static func badTest(place: (ServiceLocator) -> Void) {
    let payments = MockOrderCharging()
    let locator = ServiceLocator()
    locator.register(OrderCharging.self, payments)

    place(locator)

    expectCalledOnce(payments.charge, with: ("o-1", 4_200))
  }

  static func goodTest(place: (any FraudScreening, any OrderCharging) -> Void) {
    let screening = MockFraudScreening()
    screening.isSuspicious.when(("o-1", 4_200)).returns(false)
    let payments = MockOrderCharging()

    place(screening, payments)

    expectCalledOnce(payments.charge, with: ("o-1", 4_200))
  }
}

extension LessonProofs {
  @Test func aHiddenDependencyGoesUntestedWhereAnInjectedOneIsStubbed() async {
    let faultyLocator = {
      Lesson11.FaultyLocatorOrderPlacement(locator: $0).place(orderID: "o-1", cents: 4_200)
    }
    let faulty = {
      Lesson11.FaultyOrderPlacement(screening: $0, payments: $1).place(orderID: "o-1", cents: 4_200)
    }
    let correct = {
      Lesson11.OrderPlacement(screening: $0, payments: $1).place(orderID: "o-1", cents: 4_200)
    }

    #expect(await issues { Lesson11.badTest(place: faultyLocator) } == [])
    #expect(
      await issues { Lesson11.goodTest(place: faulty) } == [
        .mockKit("isSuspicious(orderID:cents:) was called with arguments no stub matches.")
      ])
    #expect(await issues { Lesson11.goodTest(place: correct) } == [])
  }
}
