import MockKitTestSupport
import MockKit
import XCTest

/// Stubs from a contract's examples in an XCTest test: a misuse is reported where the stub
/// is added, with the message the Swift Testing tests pin.
final class ContractStubXCTests: FailureCapturingTestCase {
  func testAStubFromAnExampleAnswersTheCallsWithItsArguments() throws {
    let charge = ThrowingSpy<(Int, String), Charge>()
    charge.stub(from: Provider.chargesInEuros)
    XCTAssertEqual(try charge.call((42, "EUR")), Charge(id: "ch-1", amount: 42, currency: "EUR"))
  }

  func testAGivenValueThatBreaksThePromiseIsReportedAtTheStub() {
    let charge = ThrowingSpy<(Int, String), Charge>()
    charge.stub(from: Provider.givesAnID, returning: Charge(id: "", amount: 7, currency: "USD"))
    let line = #line - 1
    let failures = takeFailures()
    XCTAssertEqual(
      failures.map(\.message),
      [
        """
        A stub from example "gives each charge an id" answers with what the example does not promise.
          Call:
            charge(amount: 7, currency: "USD")
          Promised: returns a charge of 7 USD with an id
          Stubbed: returns Charge(id: "", amount: 7, currency: "USD")
          To fix, stub what the example promises; if the real type does answer this way, correct the example.
        """
      ])
    XCTAssertEqual(failures.map(\.line), [line])
  }

  func testKeepingAContractWithoutExamplesOfTheRequirementIsReported() {
    let refund = ThrowingSpy<String, Void>()
    refund.keeps(Provider.refund, of: Provider.contract(Provider.chargesInEuros))
    let line = #line - 1
    let failures = takeFailures()
    XCTAssertEqual(
      failures.map(\.message),
      [
        """
        The PaymentProvider contract has no examples of refund(chargeID:), so none can back the stubs of a spy that keeps it.
          To fix, give the contract examples of refund(chargeID:), or keep the contract that has them.
        """
      ])
    XCTAssertEqual(failures.map(\.line), [line])
  }
}
