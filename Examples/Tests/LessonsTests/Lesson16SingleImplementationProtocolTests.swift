import Lessons
import MockKit
import Testing

extension Lesson16 {
  /// BAD: a mock of the one calculator there is. The test states the VAT it expects, so
  /// the rounding, the one part of the total that can be wrong, is never run.
  final class MockVATCalculator: VATCalculating {
    let vat = Spy<Int, Int>()

    func vat(onCents cents: Int) -> Int { vat.call(cents) }
  }

  /// Three of a product at 3.33: 9.99 before VAT, 2.00 of VAT (1.998, rounded).
  static let basket = [OrderLine(productID: "p-1", unitCents: 333, quantity: 3)]

  static func badTest(totalCents: (any VATCalculating, [OrderLine]) -> Int) {
    let calculator = MockVATCalculator()
    calculator.vat.when(999).returns(200)

    let total = totalCents(calculator, basket)

    #expect(total == 1_199, "the total is 9.99 plus 20% VAT, rounded to the cent")
    expectCalledOnce(calculator.vat, with: 999)
  }

  /// GOOD: the real computation, on numbers a person can check.
  static func goodTest(totalCents: ([OrderLine]) -> Int) {
    let total = totalCents(basket)

    #expect(total == 1_199, "the total is 9.99 plus 20% VAT, rounded to the cent")
  }
}

extension LessonProofs {
  @Test func aMockOfAPureComputationHidesItsRoundingWhereTheRealTypeShowsIt() async {
    let shipped = Lesson16.OrderTotals(calculator: Lesson16.FaultyVATCalculator())
    let faulty = { Lesson16.FaultyOrderPricing(vatPercent: 20).totalCents(of: $0) }
    let correct = { Lesson16.OrderPricing(vatPercent: 20).totalCents(of: $0) }

    // The bad design ships with the faulty calculator, and totals a cent short...
    #expect(shipped.totalCents(of: Lesson16.basket) == 1_198)
    // ...and its test passes: it replaces the calculator, the one part that is wrong.
    #expect(
      await issues {
        Lesson16.badTest(totalCents: { Lesson16.OrderTotals(calculator: $0).totalCents(of: $1) })
      } == [])
    #expect(
      await issues { Lesson16.goodTest(totalCents: faulty) } == [
        .expectation("the total is 9.99 plus 20% VAT, rounded to the cent")
      ])
    #expect(await issues { Lesson16.goodTest(totalCents: correct) } == [])
    // The same test on the bad design's real calculator catches the bug too: what finds
    // it is running the real computation, and the protocol only made it easy not to.
    #expect(
      await issues { Lesson16.goodTest(totalCents: { shipped.totalCents(of: $0) }) } == [
        .expectation("the total is 9.99 plus 20% VAT, rounded to the cent")
      ])
  }
}
