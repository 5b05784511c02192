import ExampleServices
import Foundation
import MockKit
import Testing
import XCTest

// The doc-comment examples of reportingFailures, compiled and run: each code block of
// those doc comments is an excerpt of this file (DocumentationSnippetsTests checks it).

func stubDeclined(
  _ payments: MockPaymentProcessor, sourceLocation: SourceLocation = #_sourceLocation
) {
  reportingFailures(at: sourceLocation) {
    payments.charge.when(.arguments(.any, .equal(to: "EUR"))).throws(PaymentError.declined)
  }
}

func waitForCharge(
  _ payments: MockPaymentProcessor, sourceLocation: SourceLocation = #_sourceLocation
) async {
  await reportingFailures(at: sourceLocation) {
    await payments.charge.waitForCalls(1, timeout: .milliseconds(10))
  }
}

func declineCharges(
  _ payments: MockPaymentProcessor, file: StaticString = #filePath, line: UInt = #line
) {
  reportingFailures(file: file, line: line) {
    payments.charge.when(.arguments(.any, .equal(to: "EUR"))).throws(PaymentError.declined)
  }
}

func awaitCharge(
  _ payments: MockPaymentProcessor, file: StaticString = #filePath, line: UInt = #line
) async {
  await reportingFailures(file: file, line: line) {
    await payments.charge.waitForCalls(1, timeout: .milliseconds(10))
  }
}

/// Expects one charge of `amount` euros, and reports a failure at the caller's line.
func expectChargedInEuros(
  _ payments: MockPaymentProcessor, _ amount: Decimal,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  reportingFailures(at: sourceLocation) {
    expectCalledOnce(payments.charge, with: (amount, "EUR"))
  }
}

extension DocCommentExamples {
  @Test func helpersStubOnBehalfOfTheTest() async throws {
    let payments = MockPaymentProcessor()
    stubDeclined(payments)
    await #expect(throws: PaymentError.declined) {
      try await payments.charge(amount: 42, currency: "EUR")
    }

    let other = MockPaymentProcessor()
    declineCharges(other)
    await #expect(throws: PaymentError.declined) {
      try await other.charge(amount: 42, currency: "EUR")
    }
  }

  @Test func aHelpersFailurePointsAtTheTestsLine() async {
    let payments = MockPaymentProcessor()
    var lines: [Int] = []
    let failures = await MockKitFailure.capture {
      await waitForCharge(payments); lines.append(#line)
      await awaitCharge(payments); lines.append(#line)
    }

    #expect(failures.map(\.line) == lines)
    #expect(failures.first?.fileID == #fileID)
    #expect(failures.count == 2)
    #expect(failures.first?.filePath == #filePath)
    // XCTest's #filePath names no module: its folder stands in for it.
    #expect(failures.last?.fileID == "DocCommentExamples/ForwardedLocationExamples.swift")
  }

  @Test func anAssertingHelperFailsAtTheTestsLine() async throws {
    let payments = MockPaymentProcessor()
    payments.charge.returns(PaymentReceipt(id: "r-1", amount: 42))
    _ = try await payments.charge(amount: 42, currency: "EUR")
    expectChargedInEuros(payments, 42)

    var line = 0
    let failures = MockKitFailure.capture {
      expectChargedInEuros(payments, 41); line = #line
    }
    #expect(failures.map(\.line) == [line])
  }
}
