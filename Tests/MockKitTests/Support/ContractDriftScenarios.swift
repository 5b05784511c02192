import MockKit

/// A hand-written mock of `PaymentProvider` whose spies keep the provider contract: at the
/// `.contracts` level of strict mode, each stub must be backed by one of its examples.
final class MockPaymentProvider: PaymentProvider {
  let charge = ThrowingSpy<(Int, String), Charge>()
  static let chargeLine = #line - 1
  let refund = ThrowingSpy<String, Void>()
  static let refundLine = #line - 1

  init() {
    charge.keeps(Provider.charge, of: Provider.contract)
    refund.keeps(Provider.refund, of: Provider.contract)
  }

  func charge(amount: Int, currency: String) async throws -> Charge {
    try await charge.call((amount, currency))
  }

  func refund(chargeID: String) async throws { try await refund.call(chargeID) }

  static func declared(_ line: Int) -> String {
    "  Declared at: MockKitTests/ContractDriftScenarios.swift:\(line)"
  }
}

/// What the `.contracts` level of strict mode reports, the same in Swift Testing and
/// XCTest: each scenario stubs a `MockPaymentProvider` inside a scope, makes the calls its
/// stubs are for (so that the standard checks find nothing), and says what the scope reports
/// when it ends, and where.
enum ContractDriftScenario {
  static let fileID = "MockKitTests/ContractDriftScenarios.swift"

  /// The charge examples of the provider contract, as the messages list them.
  static let chargeExamples = [
    #"    "gives each charge an id": charge(amount: 7, currency: "USD") returns a charge of 7 USD with an id"#,
    #"    "charges 42 EUR": charge(amount: 42, currency: "EUR") returns Charge(id: "ch-1", amount: 42, currency: "EUR")"#,
    #"    "refuses a zero amount": charge(amount: 0, currency: "EUR") throws ProviderError.invalidAmount(0)"#,
    #"    "refuses an unknown currency": charge(amount: 5, currency: "XYZ") throws an error of type ProviderError"#,
  ].joined(separator: "\n")

  /// Stubs of every kind that an example backs, and stubs that answer with a closure,
  /// which the level leaves alone: nothing to report.
  static func stubsTheContractBacks() async {
    let provider = MockPaymentProvider()
    provider.charge.stub(from: Provider.chargesInEuros)
    provider.charge.when((0, "EUR")).throws(ProviderError.invalidAmount(0))
    provider.charge.when(.arguments(.any, .equal(to: "USD")))
      .returns(Charge(id: "ch-7", amount: 7, currency: "USD"))
    provider.charge.when(matching: { $0.1 == "XYZ" }).throws(ProviderError.unknownCurrency("XYZ"))
    provider.charge.when(matching: { $0.1 == "GBP" }).answers { _ in throw CancellationError() }
    provider.charge.enqueue(throwing: ProviderError.invalidAmount(0))
    provider.charge.returns(Charge(id: "ch-1", amount: 42, currency: "EUR"))
    provider.refund.when("ch-1").returns(())
    provider.refund.when("ch-9").throws(ProviderError.unknownCharge("ch-9"))

    for (amount, currency) in [(42, "EUR"), (0, "EUR"), (7, "USD"), (5, "XYZ"), (9, "GBP")] {
      _ = try? await provider.charge(amount: amount, currency: currency)
    }
    _ = try? await provider.charge(amount: 1, currency: "EUR")
    _ = try? await provider.charge(amount: 2, currency: "EUR")
    try? await provider.refund(chargeID: "ch-1")
    try? await provider.refund(chargeID: "ch-9")
  }

  /// A `when` stub whose arguments an example has, answering what that example does not
  /// promise: an error the real type does not throw for them.
  static func answerNoExamplePromises() async -> [StrictScenario.Expected] {
    let provider = MockPaymentProvider()
    provider.charge.when((42, "EUR")).throws(ProviderError.unknownCurrency("EUR")); let line = #line
    _ = try? await provider.charge(amount: 42, currency: "EUR")
    return [
      StrictScenario.Expected(
        message: """
          charge(amount:currency:) was stubbed to throw ProviderError.unknownCurrency("EUR"), which no example of the PaymentProvider contract promises for these arguments.
            Stub:
              charge(amount: 42, currency: "EUR")
            Examples with these arguments:
              "charges 42 EUR": charge(amount: 42, currency: "EUR") returns Charge(id: "ch-1", amount: 42, currency: "EUR")
          \(MockPaymentProvider.declared(MockPaymentProvider.chargeLine))
            To fix, stub what one of these examples promises (stub(from:) answers as the example does); if the real type does answer this way, add an example that says so to the PaymentProvider contract.
          """, fileID: fileID, line: line)
    ]
  }

  /// `when` stubs, one of values and one of a predicate, for arguments that no example
  /// has.
  static func argumentsNoExampleHas() async -> [StrictScenario.Expected] {
    let provider = MockPaymentProvider()
    provider.charge.when((100, "EUR")).returns(Charge(id: "ch-100", amount: 100, currency: "EUR"))
    let valuesLine = #line - 1
    provider.charge.when(matching: { $0.0 > 1000 }).throws(ProviderError.invalidAmount(5000))
    let predicateLine = #line - 1
    _ = try? await provider.charge(amount: 100, currency: "EUR")
    _ = try? await provider.charge(amount: 5000, currency: "EUR")
    return [
      StrictScenario.Expected(
        message: """
          charge(amount:currency:) was stubbed to return Charge(id: "ch-100", amount: 100, currency: "EUR") for arguments that no example of the PaymentProvider contract calls it with.
            Stub:
              charge(amount: 100, currency: "EUR")
            Examples of charge(amount:currency:):
          \(chargeExamples)
          \(MockPaymentProvider.declared(MockPaymentProvider.chargeLine))
            To fix, stub the arguments of one of these examples; if the real type answers these arguments as stubbed, add an example that says so to the PaymentProvider contract.
          """, fileID: fileID, line: valuesLine),
      StrictScenario.Expected(
        message: """
          charge(amount:currency:) was stubbed to throw ProviderError.invalidAmount(5000) for arguments that no example of the PaymentProvider contract calls it with.
            Stub:
              charge(amount:currency:) with arguments that satisfy the predicate
            Examples of charge(amount:currency:):
          \(chargeExamples)
          \(MockPaymentProvider.declared(MockPaymentProvider.chargeLine))
            To fix, stub the arguments of one of these examples; if the real type answers these arguments as stubbed, add an example that says so to the PaymentProvider contract.
          """, fileID: fileID, line: predicateLine),
    ]
  }

  /// A queued response and a default, which answer any call, that no example promises.
  static func queuedResponseAndDefaultNoExamplePromises() async -> [StrictScenario.Expected] {
    let provider = MockPaymentProvider()
    provider.charge.enqueue(throwing: CancellationError()); let queueLine = #line
    provider.charge.returns(Charge(id: "", amount: 1, currency: "EUR")); let defaultLine = #line
    _ = try? await provider.charge(amount: 1, currency: "EUR")
    _ = try? await provider.charge(amount: 2, currency: "EUR")
    return [
      StrictScenario.Expected(
        message: """
          charge(amount:currency:) was stubbed to throw CancellationError(), which no example of the PaymentProvider contract promises.
            Stub:
              charge(amount:currency:), one call (a response queued with enqueue)
            Examples of charge(amount:currency:):
          \(chargeExamples)
          \(MockPaymentProvider.declared(MockPaymentProvider.chargeLine))
            To fix, stub what one of these examples promises (stub(from:) answers as the example does); if the real type does answer this way, add an example that says so to the PaymentProvider contract.
          """, fileID: fileID, line: queueLine),
      StrictScenario.Expected(
        message: """
          charge(amount:currency:) was stubbed to return Charge(id: "", amount: 1, currency: "EUR"), which no example of the PaymentProvider contract promises.
            Stub:
              charge(amount:currency:), every call no other stub answers (the default)
            Examples of charge(amount:currency:):
          \(chargeExamples)
          \(MockPaymentProvider.declared(MockPaymentProvider.chargeLine))
            To fix, stub what one of these examples promises (stub(from:) answers as the example does); if the real type does answer this way, add an example that says so to the PaymentProvider contract.
          """, fileID: fileID, line: defaultLine),
    ]
  }

  /// Stubs of a requirement that returns nothing: an error where the example returns, and
  /// a return where it throws.
  static func stubsOfARequirementThatReturnsNothing() async -> [StrictScenario.Expected] {
    let provider = MockPaymentProvider()
    provider.refund.when("ch-1").throws(ProviderError.unknownCharge("ch-1")); let throwsLine = #line
    provider.refund.when("ch-9").returns(()); let returnsLine = #line
    try? await provider.refund(chargeID: "ch-1")
    try? await provider.refund(chargeID: "ch-9")
    let fix =
      "  To fix, stub what one of these examples promises (stub(from:) answers as the example does); if the real type does answer this way, add an example that says so to the PaymentProvider contract."
    return [
      StrictScenario.Expected(
        message: """
          refund(chargeID:) was stubbed to throw ProviderError.unknownCharge("ch-1"), which no example of the PaymentProvider contract promises for these arguments.
            Stub:
              refund(chargeID: "ch-1")
            Examples with these arguments:
              "refunds a charge": refund(chargeID: "ch-1") returns without throwing
          \(MockPaymentProvider.declared(MockPaymentProvider.refundLine))
          \(fix)
          """, fileID: fileID, line: throwsLine),
      StrictScenario.Expected(
        message: """
          refund(chargeID:) was stubbed to return without throwing, which no example of the PaymentProvider contract promises for these arguments.
            Stub:
              refund(chargeID: "ch-9")
            Examples with these arguments:
              "refuses to refund an unknown charge": refund(chargeID: "ch-9") throws ProviderError.unknownCharge("ch-9")
          \(MockPaymentProvider.declared(MockPaymentProvider.refundLine))
          \(fix)
          """, fileID: fileID, line: returnsLine),
    ]
  }

  /// A spy that keeps the contract and that no mock method called, so it has no name of
  /// its own: the message names it after the requirement.
  static func aSpyWithoutAName() -> [StrictScenario.Expected] {
    let charge = ThrowingSpy<(Int, String), Charge>(); let declaredLine = #line
    charge.keeps(Provider.charge, of: Provider.contract)
    charge.when((0, "EUR")).throws(ProviderError.invalidAmount(1)); let stubLine = #line
    _ = try? charge.call((0, "EUR"))
    return [
      StrictScenario.Expected(
        message: """
          charge(amount:currency:) was stubbed to throw ProviderError.invalidAmount(1), which no example of the PaymentProvider contract promises for these arguments.
            Stub:
              charge(amount: 0, currency: "EUR")
            Examples with these arguments:
              "refuses a zero amount": charge(amount: 0, currency: "EUR") throws ProviderError.invalidAmount(0)
            Declared at: \(fileID):\(declaredLine)
            To fix, stub what one of these examples promises (stub(from:) answers as the example does); if the real type does answer this way, add an example that says so to the PaymentProvider contract.
          """, fileID: fileID, line: stubLine)
    ]
  }
}
