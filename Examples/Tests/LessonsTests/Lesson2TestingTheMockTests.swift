import Lessons
import MockKit
import Testing

extension Lesson2 {
  /// The stub used by the BAD test; the smell is in what that test asserts.
  struct StubCouponLookup: CouponLookup {
    let percent: Int

    func percentOff(code: String) -> Int { percent }
  }

  static func badTest(total: (any CouponLookup, Int, String) -> Int) {
    let coupons = StubCouponLookup(percent: 20)

    _ = total(coupons, 10_000, "SPRING")

    #expect(coupons.percentOff(code: "SPRING") == 20, "the coupon takes 20% off")
  }

  /// GOOD: a spy stubbed for the coupon the test uses; the test asserts on the service's
  /// output.
  final class MockCouponLookup: CouponLookup {
    let percentOff = Spy<String, Int>()

    func percentOff(code: String) -> Int { percentOff.call(code) }
  }

  static func goodTest(total: (any CouponLookup, Int, String) -> Int) {
    let coupons = MockCouponLookup()
    coupons.percentOff.when("SPRING").returns(20)

    let price = total(coupons, 10_000, "SPRING")

    #expect(price == 8_000, "the total is 20% off")
  }
}

extension LessonProofs {
  @Test func assertingOnTheStubMissesADiscountNeverApplied() async {
    let faulty = { Lesson2.FaultyPriceCalculator(coupons: $0).total(cents: $1, coupon: $2) }
    let correct = { Lesson2.PriceCalculator(coupons: $0).total(cents: $1, coupon: $2) }

    #expect(await issues { Lesson2.badTest(total: faulty) } == [])
    #expect(
      await issues { Lesson2.goodTest(total: faulty) } == [.expectation("the total is 20% off")])
    #expect(await issues { Lesson2.goodTest(total: correct) } == [])
  }
}
