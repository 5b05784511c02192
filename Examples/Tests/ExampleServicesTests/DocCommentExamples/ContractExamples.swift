import ExampleServices
import Foundation
import MockKit
import Testing
import XCTest

// The doc-comment examples of Sources/MockKit/Contracts, compiled and run: each code block
// of those doc comments is an excerpt of this file, of DataStorageContractTests.swift or
// of ContractDriftTests.swift (DocumentationSnippetsTests checks it).

typealias PaymentContract = ProtocolContract<any PaymentProcessor>

/// What every `PaymentProcessor` promises.
enum Payments {
  static let charge = PaymentContract.Requirement<(Decimal, String), PaymentReceipt>(
    "charge(amount:currency:)"
  ) { processor, arguments in
    try await processor.charge(amount: arguments.0, currency: arguments.1)
  }

  static let contract = PaymentContract(
    "PaymentProcessor",
    examples: [
      charge.example(
        "charges a positive amount", with: (42, "EUR"),
        .returns("a receipt for 42 with an id") { $0.amount == 42 && !$0.id.isEmpty }),
      charge.example(
        "refuses a zero amount", with: (0, "EUR"), .throws(PaymentError.invalidAmount(0))),
      charge.example(
        "refuses a negative amount", with: (-1, "EUR"),
        .throws("a declined or invalid-amount PaymentError") { $0 is PaymentError }),
    ])
}

/// A payment processor that keeps its receipts in memory: the fake the contract verifies.
actor InMemoryPaymentProcessor: PaymentProcessor {
  private var receipts: [PaymentReceipt] = []

  func charge(amount: Decimal, currency: String) throws -> PaymentReceipt {
    guard amount > 0 else { throw PaymentError.invalidAmount(amount) }
    let receipt = PaymentReceipt(id: "r-\(receipts.count + 1)", amount: amount)
    receipts.append(receipt)
    return receipt
  }
}

/// A payment processor that charges any amount: the drift a contract catches.
struct LenientPaymentProcessor: PaymentProcessor {
  func charge(amount: Decimal, currency: String) async throws -> PaymentReceipt {
    PaymentReceipt(id: "r-1", amount: amount)
  }
}

extension DocCommentExamples {
  @Test func theInMemoryProcessorKeepsThePaymentContract() async {
    await expectContract(Payments.contract, keptBy: { InMemoryPaymentProcessor() })
  }

  @Test(arguments: Payments.contract.examples)
  func theInMemoryProcessorKeeps(_ example: PaymentContract.Example) async {
    await expectExample(example, keptBy: { InMemoryPaymentProcessor() })
  }

  @Test func aLenientProcessorBreaksThePaymentContract() async {
    let failures = await MockKitFailure.capture {
      await expectContract(Payments.contract, keptBy: { LenientPaymentProcessor() })
    }

    #expect(failures.count == 2)
    #expect(
      failures.first?.message == """
        Example "refuses a zero amount" of the PaymentProcessor contract is broken by LenientPaymentProcessor.
          Call:
            charge(amount: 0, currency: "EUR")
          Promised: throws PaymentError.invalidAmount(0)
          Got: returned PaymentReceipt(id: "r-1", amount: 0)
          To fix, make LenientPaymentProcessor keep the promise; if the real type does not keep it either, correct the example.
        """)
  }

  @Test func contractsAndExamplesAreValues() {
    #expect(Payments.contract.name == "PaymentProcessor")
    #expect(Payments.charge.name == "charge(amount:currency:)")

    let names = Payments.contract.examples.map(\.name)
    #expect(
      names == ["charges a positive amount", "refuses a zero amount", "refuses a negative amount"])

    let charges = Payments.contract.examples(of: Payments.charge)
    #expect(charges.count == 3)

    let refusals = Payments.contract.examples.filter { $0.name.hasPrefix("refuses") }
    #expect(refusals.count == 2)

    let example = Payments.contract.examples[1]
    #expect(example.requirement == "charge(amount:currency:)")
    #expect(example.testDescription == "refuses a zero amount")
    #expect(example.id == "PaymentProcessor/refuses a zero amount")
    #expect(
      example.description
        == #"refuses a zero amount: charge(amount: 0, currency: "EUR") throws PaymentError.invalidAmount(0)"#
    )
  }
}

extension DocumentationXCTests {
  func testTheInMemoryProcessorKeepsThePaymentContract() async {
    await XCTAssertContract(Payments.contract, keptBy: { InMemoryPaymentProcessor() })
  }
}

extension Payments {
  static let chargesPositive = contract.examples[0]
  static let refusesZero = contract.examples[1]
  static let refusesNegative = contract.examples[2]
}

extension DocCommentExamples {
  /// A mock answers as the contract says the real type does: a stub from each example,
  /// given a value or an error where the example promises only what it is like.
  @Test func stubsFromExamples() async throws {
    let payments = MockPaymentProcessor()
    let receipt = PaymentReceipt(id: "r-42", amount: 42)

    payments.charge.stub(from: Payments.refusesZero)
    payments.charge.stub(from: Payments.chargesPositive, returning: receipt)
    payments.charge.stub(from: Payments.refusesNegative, throwing: PaymentError.declined)

    await #expect(throws: PaymentError.invalidAmount(0)) {
      try await payments.charge(amount: 0, currency: "EUR")
    }
    #expect(try await payments.charge(amount: 42, currency: "EUR") == receipt)
    await #expect(throws: PaymentError.declined) {
      try await payments.charge(amount: -1, currency: "EUR")
    }
  }

  @Test func aValueThatBreaksTheExampleIsNotStubbed() {
    let payments = MockPaymentProcessor()
    let failures = MockKitFailure.capture {
      payments.charge.stub(
        from: Payments.chargesPositive, returning: PaymentReceipt(id: "r-41", amount: 41))
    }
    #expect(
      failures.map(\.message) == [
        """
        A stub from example "charges a positive amount" of the PaymentProcessor contract answers with what the example does not promise.
          Call:
            charge(amount: 42, currency: "EUR")
          Promised: returns a receipt for 42 with an id
          Stubbed: returns PaymentReceipt(id: "r-41", amount: 41)
          To fix, stub what the example promises; if the real type does answer this way, correct the example.
        """
      ])
  }

  @Test func aSpyIsStubbedFromEveryExampleOfItsRequirement() {
    let storage = MockDataStorage()

    storage.exists.stub(from: DataStorageContract.contract.examples(of: DataStorageContract.exists))

    #expect(storage.exists(forKey: "current-user"))
    #expect(!storage.exists(forKey: "nobody"))
  }
}
