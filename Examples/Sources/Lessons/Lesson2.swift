/// Lesson 2: testing the mock, asserting on the value just stubbed instead of on the
/// service's output.
///
/// A price calculator takes a coupon's discount off an order total.
public enum Lesson2 {
  /// Looks up how many percent a coupon takes off.
  public protocol CouponLookup: Sendable {
    func percentOff(code: String) -> Int
  }

  /// Prices an order, in cents, after its coupon.
  public struct PriceCalculator: Sendable {
    let coupons: any CouponLookup

    public init(coupons: any CouponLookup) { self.coupons = coupons }

    public func total(cents: Int, coupon: String) -> Int {
      cents - cents * coupons.percentOff(code: coupon) / 100
    }
  }

  /// The bug: the discount is looked up and never applied.
  public struct FaultyPriceCalculator: Sendable {
    let coupons: any CouponLookup

    public init(coupons: any CouponLookup) { self.coupons = coupons }

    public func total(cents: Int, coupon: String) -> Int {
      _ = coupons.percentOff(code: coupon)
      return cents
    }
  }
}
