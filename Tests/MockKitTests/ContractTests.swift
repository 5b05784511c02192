import Testing

@testable import MockKit

/// Contracts replayed on implementations: the real one keeps every example, and each way a
/// fake can break one is reported at the example's line, in words pinned here.
@Suite struct ContractTests {
  // MARK: Kept contracts

  @Test func theRealImplementationKeepsEveryExample() async {
    var kept = false
    let issues = await recordedIssues {
      kept = await expectContract(Provider.contract, keptBy: { LedgerProvider() })
    }

    #expect(issues == [])
    #expect(kept)
  }

  @Test(arguments: Provider.contract.examples)
  func theRealImplementationKeepsEachExample(_ example: ProviderContract.Example) async {
    var kept = false
    let issues = await recordedIssues {
      kept = await expectExample(example, keptBy: { LedgerProvider() })
    }

    #expect(issues == [])
    #expect(kept)
  }

  @Test func eachExampleIsReplayedOnAnImplementationOfItsOwn() async {
    let made = Collected<Int>()
    let issues = await recordedIssues {
      await expectContract(
        Provider.contract,
        keptBy: {
          made.append(1)
          return LedgerProvider()
        })
    }

    #expect(issues == [])
    #expect(made.all.count == Provider.contract.examples.count)
  }

  @Test func oneImplementationSharedByTheExamplesBreaksThoseThatNeedAFreshOne() async {
    let shared = LedgerProvider()
    let issues = await recordedIssues {
      await expectContract(Provider.contract, keptBy: { shared })
    }

    #expect(issues.map(\.line) == [Int(Provider.chargesInEuros.site.line)])
  }

  // MARK: Broken promises

  @Test func anotherValueThanPromisedIsReportedAtTheExample() async {
    let fake = ScriptedProvider(charge: { Charge(id: "ch-7", amount: $0, currency: $1) })
    var kept = true
    let issues = await recordedIssues {
      kept = await expectContract(Provider.contract(Provider.chargesInEuros), keptBy: { fake })
    }

    #expect(!kept)
    #expect(
      issues == [
        Provider.chargesInEuros.issue(
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

  @Test func aValueThatFailsThePredicateIsReportedWithItsDescription() async {
    let fake = ScriptedProvider(charge: { amount, _ in
      Charge(id: "ch-1", amount: amount, currency: "EUR")
    })
    let issues = await recordedIssues {
      await expectContract(Provider.contract(Provider.givesAnID), keptBy: { fake })
    }

    #expect(
      issues == [
        Provider.givesAnID.issue(
          """
          Example "gives each charge an id" of the PaymentProvider contract is broken by ScriptedProvider.
            Call:
              charge(amount: 7, currency: "USD")
            Promised: returns a charge of 7 USD with an id
            Got: returned Charge(id: "ch-1", amount: 7, currency: "EUR")
            To fix, make ScriptedProvider keep the promise; if the real type does not keep it either, correct the example.
          """)
      ])
  }

  @Test func aValueWhereAnErrorIsPromisedIsReported() async {
    let fake = ScriptedProvider(charge: { Charge(id: "ch-1", amount: $0, currency: $1) })
    let issues = await recordedIssues {
      await expectContract(Provider.contract(Provider.refusesZero), keptBy: { fake })
    }

    #expect(
      issues == [
        Provider.refusesZero.issue(
          """
          Example "refuses a zero amount" of the PaymentProvider contract is broken by ScriptedProvider.
            Call:
              charge(amount: 0, currency: "EUR")
            Promised: throws ProviderError.invalidAmount(0)
            Got: returned Charge(id: "ch-1", amount: 0, currency: "EUR")
            To fix, make ScriptedProvider keep the promise; if the real type does not keep it either, correct the example.
          """)
      ])
  }

  @Test func anotherErrorThanPromisedIsReported() async {
    let fake = ScriptedProvider(charge: { _, currency in
      throw ProviderError.unknownCurrency(currency)
    })
    let issues = await recordedIssues {
      await expectContract(Provider.contract(Provider.refusesZero), keptBy: { fake })
    }

    #expect(
      issues == [
        Provider.refusesZero.issue(
          """
          Example "refuses a zero amount" of the PaymentProvider contract is broken by ScriptedProvider.
            Call:
              charge(amount: 0, currency: "EUR")
            Promised: throws ProviderError.invalidAmount(0)
            Got: threw ProviderError.unknownCurrency("EUR")
            To fix, make ScriptedProvider keep the promise; if the real type does not keep it either, correct the example.
          """)
      ])
  }

  @Test func anErrorOfAnotherTypeThanPromisedIsReported() async {
    let fake = ScriptedProvider(charge: { _, _ in throw CancellationError() })
    let issues = await recordedIssues {
      await expectContract(Provider.contract(Provider.refusesUnknownCurrency), keptBy: { fake })
    }

    #expect(
      issues == [
        Provider.refusesUnknownCurrency.issue(
          """
          Example "refuses an unknown currency" of the PaymentProvider contract is broken by ScriptedProvider.
            Call:
              charge(amount: 5, currency: "XYZ")
            Promised: throws an error of type ProviderError
            Got: threw CancellationError()
            To fix, make ScriptedProvider keep the promise; if the real type does not keep it either, correct the example.
          """)
      ])
  }

  @Test func aReturnWhereAnErrorMatchingAPredicateIsPromisedIsReported() async {
    let fake = ScriptedProvider(refund: { _ in })
    let issues = await recordedIssues {
      await expectContract(Provider.contract, keptBy: { fake })
    }

    #expect(
      issues == [
        Provider.refusesUnknownRefund.issue(
          """
          Example "refuses to refund an unknown charge" of the PaymentProvider contract is broken by ScriptedProvider.
            Call:
              refund(chargeID: "ch-9")
            Promised: throws ProviderError.unknownCharge("ch-9")
            Got: returned without throwing
            To fix, make ScriptedProvider keep the promise; if the real type does not keep it either, correct the example.
          """)
      ])
  }

  @Test func anErrorWhereAReturnIsPromisedIsReported() async {
    let fake = ScriptedProvider(refund: { throw ProviderError.unknownCharge($0) })
    let issues = await recordedIssues {
      await expectContract(Provider.contract, keptBy: { fake })
    }

    #expect(
      issues == [
        Provider.refundsACharge.issue(
          """
          Example "refunds a charge" of the PaymentProvider contract is broken by ScriptedProvider.
            Call:
              refund(chargeID: "ch-1")
            Promised: returns without throwing
            Got: threw ProviderError.unknownCharge("ch-1")
            To fix, make ScriptedProvider keep the promise; if the real type does not keep it either, correct the example.
          """)
      ])
  }

  @Test func eachBrokenExampleIsAFailureOfItsOwnInTheContractsOrder() async {
    let fake = ScriptedProvider(
      charge: { Charge(id: "ch-7", amount: $0, currency: $1) }, refund: { _ in })
    let issues = await recordedIssues {
      await expectContract(Provider.contract, keptBy: { fake })
    }

    #expect(
      issues.map(\.line)
        == [
          Provider.chargesInEuros, Provider.refusesZero, Provider.refusesUnknownCurrency,
          Provider.refusesUnknownRefund,
        ].map { Int($0.site.line) })
  }

  @Test func theExampleFormReportsABrokenExampleAtItsLine() async {
    let fake = ScriptedProvider(charge: { Charge(id: "ch-7", amount: $0, currency: $1) })
    var kept = true
    let issues = await recordedIssues {
      kept = await expectExample(Provider.chargesInEuros, keptBy: { fake })
    }

    #expect(!kept)
    #expect(issues.map(\.line) == [Int(Provider.chargesInEuros.site.line)])
    #expect(issues.first?.message.hasPrefix(#"Example "charges 42 EUR""#) == true)
  }

  @Test func aFailurePointsAtTheLineTheExampleIsWrittenOn() async {
    let line = #line + 1
    let example = Provider.charge.example(
      "charges 1 EUR", with: (1, "EUR"), .throws(CancellationError.self))
    let issues = await recordedIssues {
      await expectContract(Provider.contract(example), keptBy: { LedgerProvider() })
    }

    #expect(issues.map(\.fileID) == [#fileID])
    #expect(issues.map(\.line) == [line])
  }

  // MARK: Set-ups, implementations and timeouts

  @Test func aSetUpThatThrowsIsReportedAndTheOtherExamplesGoOn() async {
    let fake = ScriptedProvider(
      charge: { amount, currency in
        guard amount != 10 else { throw ProviderError.invalidAmount(amount) }
        return Charge(id: "ch-7", amount: amount, currency: currency)
      })
    let issues = await recordedIssues {
      await expectContract(
        Provider.contract(Provider.refundsACharge, Provider.chargesInEuros), keptBy: { fake })
    }

    #expect(
      issues.map(\.line)
        == [Provider.refundsACharge, Provider.chargesInEuros].map { Int($0.site.line) })
    #expect(
      issues.first
        == Provider.refundsACharge.issue(
          """
          The set-up of example "refunds a charge" of the PaymentProvider contract threw on ScriptedProvider, so its call was not made.
            Call:
              refund(chargeID: "ch-1")
            Promised: returns without throwing
            Set-up threw: ProviderError.invalidAmount(10)
            To fix, make the set-up work on every implementation the contract is verified against: it only puts the implementation in the state the example needs.
          """))
  }

  /// One cause, one failure: making the implementation threw the same error for every
  /// example, reported once, at the verification, naming the examples.
  @Test func anImplementationThatCannotBeMadeIsReportedOnceForTheExamples() async {
    let issues = await recordedIssues {
      await expectContract(
        Provider.contract(Provider.refusesZero, Provider.chargesInEuros),
        keptBy: { () throws -> any PaymentProvider in throw ProviderError.unknownCurrency("EUR") })
    }; let verificationLine = #line - 1

    #expect(
      issues == [
        RecordedIssue(
          message: """
            Making the implementation threw for 2 examples of the PaymentProvider contract, so none of them was replayed.
              Examples:
                "refuses a zero amount"
                "charges 42 EUR"
              Making it threw: ProviderError.unknownCurrency("EUR")
              To fix, make the closure that makes the implementation succeed.
            """,
          fileID: "MockKitTests/ContractTests.swift", line: verificationLine - 2)
      ])
  }

  /// Making the implementation threw for one example only: reported at that example.
  @Test func anImplementationThatCannotBeMadeOnceIsReportedAtThatExample() async {
    let attempts = LockedState(0)
    let fake = ScriptedProvider()
    let issues = await recordedIssues {
      await expectContract(
        Provider.contract(Provider.refusesZero, Provider.chargesInEuros),
        keptBy: { () throws -> any PaymentProvider in
          let attempt = attempts.withLock { attempt in
            attempt += 1
            return attempt
          }
          if attempt == 1 { throw ProviderError.unknownCurrency("EUR") }
          return fake
        })
    }

    #expect(
      issues == [
        Provider.refusesZero.issue(
          """
          Example "refuses a zero amount" of the PaymentProvider contract was not replayed: making the implementation threw.
            Call:
              charge(amount: 0, currency: "EUR")
            Promised: throws ProviderError.invalidAmount(0)
            Making it threw: ProviderError.unknownCurrency("EUR")
            To fix, make the closure that makes the implementation succeed.
          """)
      ])
  }

  @Test func aCallThatNeverAnswersTimesOutAndTheOtherExamplesGoOn() async {
    let stall = Stall()
    let fake = ScriptedProvider(
      charge: { Charge(id: "ch-7", amount: $0, currency: $1) },
      refund: { _ in await stall.wait() })
    let issues = await recordedIssues {
      await expectContract(
        Provider.contract(Provider.refusesUnknownRefund, Provider.chargesInEuros), keptBy: { fake },
        timeout: .seconds(1))
    }

    #expect(
      issues.map(\.line)
        == [Provider.refusesUnknownRefund, Provider.chargesInEuros].map { Int($0.site.line) })
    #expect(
      issues.first
        == Provider.refusesUnknownRefund.issue(
          """
          Example "refuses to refund an unknown charge" of the PaymentProvider contract did not finish within 1 second: the call on ScriptedProvider was still running.
            Call:
              refund(chargeID: "ch-9")
            Promised: throws ProviderError.unknownCharge("ch-9")
            To fix, find what it waits for (a continuation never resumed, a lock, the network), or pass a longer timeout: if it is slow but finishes.
          """))
  }

  /// A verification whose task is cancelled, even before the first replay starts, passes
  /// the cancellation on to the replay, replays no example after it, and says so once,
  /// rather than reporting what the cancelled call did as a broken promise (the replay
  /// waited for its timeout, and every later example was replayed).
  @Test func aCancelledVerificationStopsAndSaysSo() async {
    let made = Collected<Int>()
    let stall = Stall()
    let fake = ScriptedProvider(refund: { _ in await stall.wait() })
    let verifying = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return await recordedIssues {
        await expectContract(
          Provider.contract(Provider.refusesUnknownRefund, Provider.chargesInEuros),
          keptBy: {
            made.append(1)
            return fake
          }, timeout: eventTimeout)
      }
    }

    let issues = await verifying.value

    #expect(made.all.count <= 1)
    #expect(
      issues.map(\.message) == [
        "Stopped verifying the PaymentProvider contract: the verifying task was cancelled, so 2 of its 2 examples were not checked."
      ])
  }

  @Test func aCallThatIgnoresCancellationStillTimesOut() async {
    let latch = Latch()
    let fake = ScriptedProvider(refund: { _ in await latch.wait() })
    let issues = await recordedIssues {
      await expectContract(
        Provider.contract(Provider.refusesUnknownRefund), keptBy: { fake },
        timeout: .milliseconds(50))
    }
    latch.release()

    #expect(issues.count == 1)
    #expect(issues.first?.message.contains("did not finish within 50 milliseconds") == true)
  }

  @Test func aSetUpThatNeverEndsTimesOut() async {
    let stall = Stall()
    let fake = ScriptedProvider(charge: { _, _ in
      await stall.wait()
      throw CancellationError()
    })
    let issues = await recordedIssues {
      await expectContract(
        Provider.contract(Provider.refundsACharge), keptBy: { fake }, timeout: .seconds(1))
    }

    #expect(
      issues == [
        Provider.refundsACharge.issue(
          """
          Example "refunds a charge" of the PaymentProvider contract did not finish within 1 second: its set-up on ScriptedProvider was still running.
            Call:
              refund(chargeID: "ch-1")
            Promised: returns without throwing
            To fix, find what it waits for (a continuation never resumed, a lock, the network), or pass a longer timeout: if it is slow but finishes.
          """)
      ])
  }

  @Test func anImplementationThatIsNeverMadeTimesOut() async {
    let stall = Stall()
    let issues = await recordedIssues {
      await expectContract(
        Provider.contract(Provider.refusesZero),
        keptBy: { () async -> any PaymentProvider in
          await stall.wait()
          return LedgerProvider()
        },
        timeout: .milliseconds(50))
    }

    #expect(
      issues == [
        Provider.refusesZero.issue(
          """
          Example "refuses a zero amount" of the PaymentProvider contract did not finish within 50 milliseconds: the implementation was still being made.
            Call:
              charge(amount: 0, currency: "EUR")
            Promised: throws ProviderError.invalidAmount(0)
            To fix, find what it waits for (a continuation never resumed, a lock, the network), or pass a longer timeout: if it is slow but finishes.
          """)
      ])
  }

  // MARK: Misuse

  @Test func aContractWithNoExamplesIsReportedAtTheCall() async {
    var kept = true
    let line = #line + 2
    let issues = await recordedIssues {
      kept = await expectContract(
        ProviderContract("PaymentProvider", examples: []), keptBy: { LedgerProvider() })
    }

    #expect(!kept)
    #expect(
      issues == [
        RecordedIssue(
          message: """
            The PaymentProvider contract has no examples, so verifying it checks nothing.
              To fix, give the contract its examples, or verify the contract you meant.
            """,
          fileID: #fileID, line: line)
      ])
  }

  @Test func examplesThatShareANameAreReportedAtTheCallAndStillReplayed() async {
    var kept = true
    let line = #line + 2
    let issues = await recordedIssues {
      kept = await expectContract(
        Provider.contract(Provider.chargesInEuros, Provider.refusesZero, Provider.chargesInEuros),
        keptBy: { ScriptedProvider() })
    }

    #expect(!kept)
    #expect(
      issues == [
        RecordedIssue(
          message: """
            The PaymentProvider contract gives more than one example the same name, so its failures and test cases cannot tell them apart: "charges 42 EUR".
              To fix, give each example a name of its own.
            """,
          fileID: #fileID, line: line)
      ])
  }

  // MARK: Examples as values

  @Test func examplesAreListedInOrderAndFilteredByRequirement() {
    #expect(
      Provider.contract.examples.map(\.name) == [
        "gives each charge an id", "charges 42 EUR", "refuses a zero amount",
        "refuses an unknown currency", "refunds a charge", "refuses to refund an unknown charge",
      ])
    #expect(
      Provider.contract.examples(of: Provider.refund).map(\.name) == [
        "refunds a charge", "refuses to refund an unknown charge",
      ])
    #expect(
      Provider.contract.examples.map(\.requirement).filter { $0 == "charge(amount:currency:)" }
        .count == 4)
  }

  @Test func anExampleReadsAsItsNameInTheTestListAndAsItsCallInItsDescription() {
    #expect(Provider.refusesZero.testDescription == "refuses a zero amount")
    #expect(
      Provider.refusesZero.description
        == #"refuses a zero amount: charge(amount: 0, currency: "EUR") throws ProviderError.invalidAmount(0)"#
    )
  }

  @Test func anExampleOutsideAContractIsReportedWithoutAContractName() async {
    let fake = ScriptedProvider(charge: { Charge(id: "ch-1", amount: $0, currency: $1) })
    let example = Provider.charge.example(
      "refuses a negative amount", with: (-1, "EUR"), .throws(ProviderError.invalidAmount(-1)))
    let issues = await recordedIssues {
      await expectExample(example, keptBy: { fake })
    }

    #expect(
      issues.first?.message.hasPrefix(
        #"Example "refuses a negative amount" is broken by ScriptedProvider."#) == true)
  }
}

extension ProviderContract.Example {
  /// The failure this example reports with `message`: at its declaration.
  func issue(_ message: String) -> RecordedIssue {
    RecordedIssue(message: message, fileID: "\(site.fileID)", line: Int(site.line))
  }
}
