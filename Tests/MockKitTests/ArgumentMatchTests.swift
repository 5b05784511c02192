import Foundation
import MockKit
import Testing

/// A payment request that is not `Equatable`: only `any` or a predicate can match it.
struct PaymentRequest: Sendable {
  var orderID: String
  var amount: Decimal
}

@Suite struct ArgumentMatchTests {
  @Test func aStubAnswersTheCallsWhoseArgumentsEachMatch() throws {
    let charge = ThrowingSpy<(Decimal, String), String>()
    charge.when(.arguments(.any, .equal(to: "EUR"))).returns("r-eur")
    charge.when(.arguments(.matching { $0 > 100 }, .equal(to: "EUR"))).returns("r-big-eur")
    charge.returns("r-default")

    #expect(try charge.call((42, "EUR")) == "r-eur")
    #expect(try charge.call((500, "EUR")) == "r-big-eur")
    #expect(try charge.call((500, "USD")) == "r-default")
  }

  @Test func valuesStillTakeTheSpysArgumentTypes() throws {
    let charge = ThrowingSpy<(Decimal, String), String>()
    charge.when((42, "EUR")).returns("r-42")
    #expect(try charge.call((Decimal(42), "EUR")) == "r-42")
    #expect(charge.wasCalled(with: (42, "EUR")))
    #expect(charge.wasCalled(with: .arguments(.equal(to: 42), .any)))
  }

  @Test func aSingleArgumentTakesOneMatch() {
    let user = Spy<String, String>()
    user.when(.matching { $0.hasPrefix("guest-") }).returns("Guest")
    user.when(.equal(to: "1")).returns("Ada")
    user.returns("Someone")

    #expect(user.call("guest-7") == "Guest")
    #expect(user.call("1") == "Ada")
    #expect(user.call("2") == "Someone")
    #expect(user.wasCalled(with: .matching { $0.hasPrefix("guest-") }))
    #expect(!user.wasCalled(with: .equal(to: "3")))
  }

  @Test func anyAndPredicatesMatchArgumentsThatAreNotEquatable() throws {
    let submit = Spy<(PaymentRequest, Int), Bool>()
    submit.when(.arguments(.matching { $0.amount > 100 }, .any)).returns(false)
    submit.returns(true)

    #expect(submit.call((PaymentRequest(orderID: "o-1", amount: 500), 1)) == false)
    #expect(submit.call((PaymentRequest(orderID: "o-2", amount: 5), 2)) == true)
    #expect(submit.wasCalled(with: .arguments(.matching { $0.orderID == "o-2" }, .equal(to: 2))))
    #expect(!submit.wasCalled(with: .arguments(.any, .equal(to: 3))))
  }

  @Test func aWaitEndsAtTheFirstCallThatMatches() async {
    let charge = ThrowingSpy<(Decimal, String), String>()
    charge.returns("r")
    let caller = Task {
      _ = try? await charge.call((5, "USD"))
      _ = try? await charge.call((42, "EUR"))
    }
    #expect(
      await charge.waitForCall(with: .arguments(.any, .equal(to: "EUR")), timeout: eventTimeout))
    await caller.value
    #expect(charge.callCount == 2)
  }

  @Test func aWaitThatTimesOutNamesTheArgumentsThatDoNotMatch() async {
    let discount = Fixture.discount()
    _ = await discount.call(("SPRING", 1, false))
    let issues = await recordedIssues {
      await discount.waitForCall(
        with: .arguments(.any, .matching { $0 > 1 }, .equal(to: false)), timeout: .milliseconds(10))
    }
    #expect(
      issues.map(\.message) == [
        """
        discount(code:quantity:member:) was never called with the expected arguments within 10 milliseconds.
          Expected:
            discount(code: any, quantity: matching(…), member: false)
          Calls:
          ✗ #1 discount(code: "SPRING", quantity: 1, member: false)
          Differs:
            quantity (argument 2): 1, which its predicate rejects
          Declared at: MockKitTests/Mocks.swift:50
        """
      ])
  }

  @Test func aSingleArgumentWaitTakesOneMatch() async {
    let reserve = Fixture.reserve()
    let caller = Task { _ = await reserve.call("book-1") }
    #expect(
      await reserve.waitForCall(with: .matching { $0.hasPrefix("book-") }, timeout: eventTimeout))
    await caller.value
  }

  /// A hand-written mock may take a labelled tuple: predicates then read the arguments by
  /// name.
  @Test func predicatesReadALabelledInputByName() {
    let charge = Spy<(amount: Decimal, currency: String), String>()
    charge.when(matching: { $0.currency == "EUR" }).returns("r-eur")
    charge.returns("r-other")

    #expect(charge.call((amount: 42, currency: "EUR")) == "r-eur")
    #expect(charge.call((amount: 42, currency: "USD")) == "r-other")
    #expect(charge.wasCalled(where: { $0.amount == 42 && $0.currency == "USD" }))
    #expect(charge.lastArguments?.currency == "USD")
  }
}
