import ExampleServices
import Foundation
import MockKit
import Testing
import XCTest

// The code of the "Stubs no example backs" section of Docs/contracts.md, and of the doc
// comments of `keeps(_:of:)`, `StrictMocks.Level.contracts` and `examplesNeverStubbed()`,
// compiled and run (DocumentationSnippetsTests checks it).

/// A hand-written mock whose spy keeps the payment contract: at strict mode's contracts
/// level, each of its stubs must be backed by an example of `charge(amount:currency:)`.
final class ContractedPaymentProcessor: PaymentProcessor {
  let charge = ThrowingSpy<(Decimal, String), PaymentReceipt>()

  init() {
    charge.keeps(Payments.charge, of: Payments.contract)
  }

  func charge(amount: Decimal, currency: String) async throws -> PaymentReceipt {
    try await charge.call((amount, currency))
  }
}

@Suite struct ContractDriftTests {
  @Test(.strictMocks(.contracts)) func chargesTheOrderTotalAsTheContractSays() async throws {
    let payments = ContractedPaymentProcessor()
    payments.charge.when((42, "EUR")).returns(PaymentReceipt(id: "r-1", amount: 42))

    let receipt = try await CheckoutService(payments: payments).pay(orderID: "o-1", amount: 42)

    #expect(receipt.id == "r-1")
  }

  /// A decline the contract does not promise for a charge of 42 EUR: reported when the
  /// scope ends, at the stub's line, with the examples the stub could have been.
  @Test func aStubNoExampleBacksIsReportedAtItsLine() async {
    let failures = await MockKitFailure.capture {
      await withStrictMocks(.contracts) {
        let payments = ContractedPaymentProcessor()
        payments.charge.when((42, "EUR")).throws(PaymentError.declined)

        await #expect(throws: PaymentError.declined) {
          try await CheckoutService(payments: payments).pay(orderID: "o-1", amount: 42)
        }
      }
    }

    #expect(
      failures.map(\.message) == [
        """
        charge(amount:currency:) was stubbed to throw PaymentError.declined, which no example of the PaymentProcessor contract promises for these arguments.
          Stub:
            charge(amount: 42, currency: "EUR")
          Examples with these arguments:
            "charges a positive amount": charge(amount: 42, currency: "EUR") returns a receipt for 42 with an id
          Declared at: ExampleServicesTests/ContractDriftTests.swift:14
          To fix, stub what one of these examples promises (stub(from:) answers as the example does); if the real type does answer this way, add an example that says so to the PaymentProcessor contract.
        """
      ])
  }

  @Test func aStubForArgumentsNoExampleHasIsReported() async {
    let failures = await MockKitFailure.capture {
      try? await withStrictMocks(.contracts) {
        let payments = ContractedPaymentProcessor()
        payments.charge.when((7, "EUR")).returns(PaymentReceipt(id: "r-7", amount: 7))

        _ = try await CheckoutService(payments: payments).pay(orderID: "o-7", amount: 7)
      }
    }

    #expect(
      failures.map(\.message) == [
        """
        charge(amount:currency:) was stubbed to return PaymentReceipt(id: "r-7", amount: 7) for arguments that no example of the PaymentProcessor contract calls it with.
          Stub:
            charge(amount: 7, currency: "EUR")
          Examples of charge(amount:currency:):
            "charges a positive amount": charge(amount: 42, currency: "EUR") returns a receipt for 42 with an id
            "refuses a zero amount": charge(amount: 0, currency: "EUR") throws PaymentError.invalidAmount(0)
            "refuses a negative amount": charge(amount: -1, currency: "EUR") throws a declined or invalid-amount PaymentError
          Declared at: ExampleServicesTests/ContractDriftTests.swift:14
          To fix, stub the arguments of one of these examples; if the real type answers these arguments as stubbed, add an example that says so to the PaymentProcessor contract.
        """
      ])
  }
}

final class ContractDriftXCTests: XCTestCase {
  private var payments = ContractedPaymentProcessor()

  override func setUp() {
    super.setUp()
    useStrictMocks([.verifyCalls, .contracts])
    payments = ContractedPaymentProcessor()
  }

  override class func tearDown() {
    for example in Payments.contract.examplesNeverStubbed() {
      print("No test stubs a double as example \(example.id) says.")
    }
    super.tearDown()
  }

  func testChargesTheOrderTotalAsTheContractSays() async throws {
    payments.charge.stub(
      from: Payments.chargesPositive, returning: PaymentReceipt(id: "r-1", amount: 42))

    let receipt = try await CheckoutService(payments: payments).pay(orderID: "o-1", amount: 42)

    XCTAssertEqual(receipt.id, "r-1")
    XCTAssertCalledOnce(payments.charge, with: (42, "EUR"))
  }
}
