import MockKitTestSupport
import XCTest

@testable import MockKit

/// Contracts verified in XCTest: `XCTAssertContract` and `expectContract` report the same
/// messages as in Swift Testing, each at the example's line.
final class ContractXCTests: FailureCapturingTestCase {
  func testTheRealImplementationKeepsTheContract() async {
    let kept = await XCTAssertContract(Provider.contract, keptBy: { LedgerProvider() })

    XCTAssertTrue(kept)
    XCTAssertEqual(takeFailures(), [])
  }

  func testABrokenExampleIsReportedAtItsLine() async {
    let fake = ScriptedProvider(charge: { Charge(id: "ch-7", amount: $0, currency: $1) })

    let kept = await XCTAssertContract(
      Provider.contract(Provider.chargesInEuros), keptBy: { fake })

    XCTAssertFalse(kept)
    XCTAssertEqual(
      takeFailures(),
      [
        Provider.chargesInEuros.failure(
          """
          Example "charges 42 EUR" of the PaymentProvider contract is broken by ScriptedProvider.
            Call:
              charge(amount: 42, currency: "EUR")
            Promised: returns Charge(id: "ch-1", amount: 42, currency: "EUR")
            Got: returned Charge(id: "ch-7", amount: 42, currency: "EUR")
            Differs:
              id: "ch-7", expected "ch-1"
            To fix, make ScriptedProvider keep the promise; if the real type does not keep it either, correct the example.
          """)
      ])
  }

  func testTheExpectFormReportsTheSameFailuresInXCTest() async {
    let fake = ScriptedProvider(
      charge: { amount, currency in
        guard amount > 0, amount != 10 else { throw ProviderError.invalidAmount(amount) }
        guard currency != "XYZ" else { throw ProviderError.unknownCurrency(currency) }
        return Charge(id: "ch-1", amount: amount, currency: currency)
      }, refund: { _ in })

    let kept = await expectContract(Provider.contract, keptBy: { fake })

    XCTAssertFalse(kept)
    XCTAssertEqual(
      takeFailures(),
      [
        Provider.refundsACharge.failure(
          """
          The set-up of example "refunds a charge" of the PaymentProvider contract threw on ScriptedProvider, so its call was not made.
            Call:
              refund(chargeID: "ch-1")
            Promised: returns without throwing
            Set-up threw: ProviderError.invalidAmount(10)
            To fix, make the set-up work on every implementation the contract is verified against: it only puts the implementation in the state the example needs.
          """),
        Provider.refusesUnknownRefund.failure(
          """
          Example "refuses to refund an unknown charge" of the PaymentProvider contract is broken by ScriptedProvider.
            Call:
              refund(chargeID: "ch-9")
            Promised: throws ProviderError.unknownCharge("ch-9")
            Got: returned without throwing
            To fix, make ScriptedProvider keep the promise; if the real type does not keep it either, correct the example.
          """),
      ])
  }

  func testATimedOutExampleIsReportedAndTheTestGoesOn() async {
    let stall = Stall()
    let fake = ScriptedProvider(refund: { _ in await stall.wait() })

    let kept = await XCTAssertContract(
      Provider.contract(Provider.refusesUnknownRefund), keptBy: { fake },
      timeout: .seconds(1))

    XCTAssertFalse(kept)
    XCTAssertEqual(
      takeFailures(),
      [
        Provider.refusesUnknownRefund.failure(
          """
          Example "refuses to refund an unknown charge" of the PaymentProvider contract did not finish within 1 second: the call on ScriptedProvider was still running.
            Call:
              refund(chargeID: "ch-9")
            Promised: throws ProviderError.unknownCharge("ch-9")
            To fix, find what it waits for (a continuation never resumed, a lock, the network), or pass a longer timeout: if it is slow but finishes.
          """)
      ])
  }

  func testAContractWithNoExamplesIsReportedAtTheAssertion() async {
    let line = #line + 1
    let kept = await XCTAssertContract(
      ProviderContract("PaymentProvider", examples: []), keptBy: { LedgerProvider() })

    XCTAssertFalse(kept)
    XCTAssertEqual(
      takeFailures(),
      [
        Failure(
          message: """
            The PaymentProvider contract has no examples, so verifying it checks nothing.
              To fix, give the contract its examples, or verify the contract you meant.
            """,
          file: #filePath, line: line)
      ])
  }
}

extension ProviderContract.Example {
  /// The XCTest failure this example reports with `message`: at its declaration.
  func failure(_ message: String) -> FailureCapturingTestCase.Failure {
    FailureCapturingTestCase.Failure(
      message: message, file: "\(site.filePath)", line: Int(site.line))
  }
}
