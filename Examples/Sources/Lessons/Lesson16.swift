/// Lesson 16: a protocol with a single implementation, made so a test can mock it, for a
/// pure computation that no test needs a double of.
///
/// An order's total is its lines plus 20% VAT, rounded to the nearest cent.
public enum Lesson16 {
  /// A line of an order: a product, its unit price in cents, and how many.
  public struct OrderLine: Equatable, Sendable {
    public var productID: String
    public var unitCents: Int
    public var quantity: Int

    public init(productID: String, unitCents: Int, quantity: Int) {
      self.productID = productID
      self.unitCents = unitCents
      self.quantity = quantity
    }
  }

  /// BAD: a protocol for a pure computation, with one implementation. It reads no clock,
  /// disk or network; it exists so that a test can replace it.
  public protocol VATCalculating: Sendable {
    func vat(onCents cents: Int) -> Int
  }

  /// The one implementation: 20% VAT, rounded to the nearest cent.
  public struct VATCalculator: VATCalculating {
    public init() {}

    public func vat(onCents cents: Int) -> Int { (cents * 20 + 50) / 100 }
  }

  /// The bug: the VAT is rounded down, so 999 cents pay 199 cents of VAT, not 200.
  public struct FaultyVATCalculator: VATCalculating {
    public init() {}

    public func vat(onCents cents: Int) -> Int { cents * 20 / 100 }
  }

  /// The total of an order, with the VAT from the injected calculator.
  public struct OrderTotals: Sendable {
    let calculator: any VATCalculating

    public init(calculator: any VATCalculating) { self.calculator = calculator }

    public func totalCents(of lines: [OrderLine]) -> Int {
      let net = lines.reduce(0) { $0 + $1.unitCents * $1.quantity }
      return net + calculator.vat(onCents: net)
    }
  }

  /// GOOD: the computation is a value; nothing is injected, and a test runs the real thing.
  public struct OrderPricing: Sendable {
    public var vatPercent: Int

    public init(vatPercent: Int) { self.vatPercent = vatPercent }

    public func totalCents(of lines: [OrderLine]) -> Int {
      let net = lines.reduce(0) { $0 + $1.unitCents * $1.quantity }
      return net + (net * vatPercent + 50) / 100
    }
  }

  /// The same bug: the VAT is rounded down.
  public struct FaultyOrderPricing: Sendable {
    public var vatPercent: Int

    public init(vatPercent: Int) { self.vatPercent = vatPercent }

    public func totalCents(of lines: [OrderLine]) -> Int {
      let net = lines.reduce(0) { $0 + $1.unitCents * $1.quantity }
      return net + net * vatPercent / 100
    }
  }
}
