import MockKit
import Testing

/// A charge request that is not `Equatable`: an example of it can be replayed, not stubbed.
struct ChargeOrder: Sendable {
  var amount: Int
  var currency: String
}

/// A requirement whose arguments are not `Equatable`, and an example of it.
enum Submissions {
  static let submit = ProviderContract.Requirement<ChargeOrder, Charge>("submit(_:)") {
    try await $0.charge(amount: $1.amount, currency: $1.currency)
  }

  static let submitsEuros = submit.example(
    "submits 42 EUR", with: ChargeOrder(amount: 42, currency: "EUR"),
    .returns(Charge(id: "ch-1", amount: 42, currency: "EUR")))
}

/// Spies stubbed from a contract's examples, and the misuses reported where the stub is
/// added.
@Suite struct ContractStubTests {
  @Test func aStubFromAnExampleAnswersTheCallsWithItsArguments() throws {
    let charge = ThrowingSpy<(Int, String), Charge>()
    charge.stub(from: Provider.chargesInEuros)
    charge.stub(from: Provider.refusesZero)
    charge.returns(Charge(id: "ch-default", amount: 1, currency: "EUR"))

    #expect(try charge.call((42, "EUR")) == Charge(id: "ch-1", amount: 42, currency: "EUR"))
    #expect(throws: ProviderError.invalidAmount(0)) { try charge.call((0, "EUR")) }
    #expect(try charge.call((5, "EUR")).id == "ch-default")
  }

  @Test func anExampleThatReturnsWithoutThrowingAnswersAVoidCall() throws {
    let refund = ThrowingSpy<String, Void>()
    refund.stub(from: Provider.refundsACharge)
    refund.throws(ProviderError.unknownCharge("other"))

    try refund.call("ch-1")
    #expect(throws: ProviderError.unknownCharge("other")) { try refund.call("ch-2") }
  }

  @Test func aShapeIsAnsweredWithAGivenValueThatKeepsIt() throws {
    let charge = ThrowingSpy<(Int, String), Charge>()
    charge.stub(from: Provider.givesAnID, returning: Charge(id: "ch-7", amount: 7, currency: "USD"))
    #expect(try charge.call((7, "USD")).id == "ch-7")
  }

  @Test func anErrorTypeIsAnsweredWithAGivenErrorOfThatType() throws {
    let charge = ThrowingSpy<(Int, String), Charge>()
    charge.stub(
      from: Provider.refusesUnknownCurrency, throwing: ProviderError.unknownCurrency("XYZ"))
    #expect(throws: ProviderError.unknownCurrency("XYZ")) { try charge.call((5, "XYZ")) }
  }

  @Test func aShapeWithNothingToAnswerWithIsReported() throws {
    let charge = ThrowingSpy<(Int, String), Charge>()
    let issues = recordedIssues { charge.stub(from: Provider.givesAnID) }
    let line = #line - 1
    #expect(
      issues == [
        RecordedIssue(
          message: """
            Example "gives each charge an id" promises only what its call's outcome is like, so a stub from it needs the value or the error to answer with.
              Call:
                charge(amount: 7, currency: "USD")
              Promised: returns a charge of 7 USD with an id
              To fix, give one: stub(from:returning:) or stub(from:throwing:); it is checked against the promise.
            """, fileID: "MockKitTests/ContractStubTests.swift", line: line)
      ])
    // No stub was added: the default answers.
    charge.returns(Charge(id: "ch-default", amount: 1, currency: "EUR"))
    #expect(try charge.call((7, "USD")).id == "ch-default")
  }

  @Test func aGivenValueThatBreaksThePromiseIsReportedAndNotStubbed() throws {
    let charge = ThrowingSpy<(Int, String), Charge>()
    let issues = recordedIssues {
      charge.stub(from: Provider.givesAnID, returning: Charge(id: "", amount: 7, currency: "USD"))
    }
    #expect(
      issues.map(\.message) == [
        """
        A stub from example "gives each charge an id" answers with what the example does not promise.
          Call:
            charge(amount: 7, currency: "USD")
          Promised: returns a charge of 7 USD with an id
          Stubbed: returns Charge(id: "", amount: 7, currency: "USD")
          To fix, stub what the example promises; if the real type does answer this way, correct the example.
        """
      ])
    // No stub was added: the default answers.
    charge.returns(Charge(id: "ch-default", amount: 1, currency: "EUR"))
    #expect(try charge.call((7, "USD")).id == "ch-default")
  }

  @Test func aGivenErrorOfAnotherTypeBreaksThePromise() {
    let charge = ThrowingSpy<(Int, String), Charge>()
    let issues = recordedIssues {
      charge.stub(from: Provider.refusesUnknownCurrency, throwing: CancellationError())
    }
    #expect(
      issues.map(\.message) == [
        """
        A stub from example "refuses an unknown currency" answers with what the example does not promise.
          Call:
            charge(amount: 5, currency: "XYZ")
          Promised: throws an error of type ProviderError
          Stubbed: throws CancellationError()
          To fix, stub what the example promises; if the real type does answer this way, correct the example.
        """
      ])
  }

  @Test func anExampleOfAnotherRequirementIsReported() {
    let charge = ThrowingSpy<(Int, String), Charge>(name: "charge(amount:currency:)")
    let issues = recordedIssues { charge.stub(from: Provider.refundsACharge) }
    #expect(
      issues.map(\.message) == [
        """
        Example "refunds a charge" cannot stub charge(amount:currency:): it is an example of refund(chargeID:), whose arguments or output are of other types.
          Call:
            refund(chargeID: "ch-1")
          To fix, stub the spy of refund(chargeID:) from it, or pick an example of charge(amount:currency:).
        """
      ])
  }

  @Test func anErrorASpyCannotThrowIsReported() {
    let charge = Spy<(Int, String), Charge>(name: "charge(amount:currency:)")
    let issues = recordedIssues { charge.stub(from: Provider.refusesZero) }
    #expect(
      issues.map(\.message) == [
        """
        Example "refuses a zero amount" promises an error that charge(amount:currency:) cannot throw.
          Call:
            charge(amount: 0, currency: "EUR")
          Promised: throws ProviderError.invalidAmount(0)
          To fix, stub the spy of the example's requirement: one that throws, as the requirement does.
        """
      ])
  }

  @Test func argumentsThatAreNotEquatableCannotStub() {
    let submit = ThrowingSpy<ChargeOrder, Charge>()
    let issues = recordedIssues { submit.stub(from: Submissions.submitsEuros) }
    #expect(
      issues.map(\.message) == [
        """
        Example "submits 42 EUR" cannot stub a spy: its arguments are not Equatable, so no call can be told to be made with them.
          Call:
            submit(ChargeOrder(amount: 42, currency: "EUR"))
          To fix, stub with when(matching:) or one ArgumentMatch per argument, answering as the example promises.
        """
      ])
  }

  @Test func aSpyIsStubbedFromEveryExampleOfItsRequirement() throws {
    let charge = ThrowingSpy<(Int, String), Charge>()
    let examples = Provider.contract.examples(of: Provider.charge)
    let issues = recordedIssues { charge.stub(from: examples) }
    // The two examples that promise a shape need a value each: reported, not stubbed.
    #expect(
      issues.map(\.message.firstLine) == [
        "Example \"gives each charge an id\" of the PaymentProvider contract promises only what its call's outcome is like, so a stub from it needs the value or the error to answer with.",
        "Example \"refuses an unknown currency\" of the PaymentProvider contract promises only what its call's outcome is like, so a stub from it needs the value or the error to answer with.",
      ])
    #expect(try charge.call((42, "EUR")).id == "ch-1")
    #expect(throws: ProviderError.invalidAmount(0)) { try charge.call((0, "EUR")) }
  }
}

/// Spies that keep a contract, and the examples that no spy was stubbed with.
@Suite struct ContractKeepingTests {
  @Test func keepingAContractWithoutExamplesOfTheRequirementIsReported() {
    let refund = ThrowingSpy<String, Void>()
    let issues = recordedIssues {
      refund.keeps(Provider.refund, of: Provider.contract(Provider.chargesInEuros))
    }
    let line = #line - 2
    #expect(
      issues == [
        RecordedIssue(
          message: """
            The PaymentProvider contract has no examples of refund(chargeID:), so none can back the stubs of a spy that keeps it.
              To fix, give the contract examples of refund(chargeID:), or keep the contract that has them.
            """, fileID: "MockKitTests/ContractStubTests.swift", line: line)
      ])
  }

  @Test func keepingAContractWithExamplesOfTheRequirementReportsNothing() {
    let charge = ThrowingSpy<(Int, String), Charge>()
    let issues = recordedIssues { charge.keeps(Provider.charge, of: Provider.contract) }
    #expect(issues == [])
  }

  /// Examples made here, so that no other test can have stubbed a spy with them.
  @Test func theExamplesNoSpyWasStubbedWithAreListed() {
    let pays = Provider.charge.example(
      "pays 3 EUR", with: (3, "EUR"), .returns(Charge(id: "ch-3", amount: 3, currency: "EUR")))
    let refuses = Provider.charge.example(
      "refuses -3 EUR", with: (-3, "EUR"), .throws(ProviderError.invalidAmount(-3)))
    let declines = Provider.charge.example(
      "declines 4 EUR", with: (4, "EUR"), .throws(ProviderError.self))
    let contract = Provider.contract(pays, refuses, declines)
    #expect(
      contract.examplesNeverStubbed().map(\.name) == [
        "pays 3 EUR", "refuses -3 EUR", "declines 4 EUR",
      ])

    // A spy stubbed from an example, from the example itself or a copy the contract holds.
    ThrowingSpy<(Int, String), Charge>().stub(from: pays)
    #expect(contract.examplesNeverStubbed().map(\.name) == ["refuses -3 EUR", "declines 4 EUR"])

    // A stub that failed to be added does not count.
    _ = recordedIssues { ThrowingSpy<(Int, String), Charge>().stub(from: declines) }
    #expect(contract.examplesNeverStubbed().map(\.name) == ["refuses -3 EUR", "declines 4 EUR"])

    // A stub written by hand that an example backs, at the contracts level.
    withStrictMocks(.contracts) {
      let charge = ThrowingSpy<(Int, String), Charge>()
      charge.keeps(Provider.charge, of: contract)
      charge.when((-3, "EUR")).throws(ProviderError.invalidAmount(-3))
      _ = try? charge.call((-3, "EUR"))
    }
    #expect(contract.examplesNeverStubbed().map(\.name) == ["declines 4 EUR"])
  }
}

extension String {
  fileprivate var firstLine: String { String(prefix { $0 != "\n" }) }
}
