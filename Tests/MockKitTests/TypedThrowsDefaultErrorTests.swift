import Testing

@testable import MockKit

enum LedgerError: Error, Equatable {
  case unavailable
  case notFound(String)
}

extension LedgerError: MockDefaultValue {
  static var mockDefaultValue: LedgerError { .unavailable }
}

/// The error a typed-throws method's calls throw when they cannot be answered and the
/// output has no default: its own error type's `MockDefaultValue`. Without one, the test
/// process would have to stop, since the method can throw neither `MockKitError` nor
/// return a value.
@Suite struct TypedThrowsDefaultErrorTests {
  struct LedgerEntry: Equatable, Sendable {
    let id: String
  }

  struct OtherError: Error {}

  final class MockLedger: Sendable {
    let entry = ThrowingSpy<String, LedgerEntry>(name: "entry(id:)")
    static let entryLine = #line - 1

    func entry(id: String) async throws(LedgerError) -> LedgerEntry {
      try await entry.call(id, throwing: LedgerError.self)
    }
  }

  /// Calls `entry(id: "e-1")`: the error it threw, and the failures it reported.
  static func callEntry(of ledger: MockLedger) async -> (LedgerError?, [RecordedIssue]) {
    var thrown: LedgerError?
    let issues = await recordedIssues {
      do throws(LedgerError) {
        _ = try await ledger.entry(id: "e-1")
      } catch {
        thrown = error
      }
    }
    return (thrown, issues)
  }

  @Test func anUnstubbedCallIsReportedThenThrowsTheErrorTypesDefault() async {
    let ledger = MockLedger()
    let (thrown, issues) = await Self.callEntry(of: ledger)

    #expect(thrown == .unavailable)
    #expect(
      issues.map(\.message) == [
        """
        entry(id:) was called without a stub to answer it.
          Call:
            #1 entry(id: "e-1")
          Declared at: MockKitTests/TypedThrowsDefaultErrorTests.swift:\(MockLedger.entryLine)
          To fix, stub it before the call with one of:
            .returns(value) to answer every call
            .enqueue(value, …) to answer the next calls in order
            .when(arguments).returns(value) to answer these arguments only
            .throws(error) to fail every call
        """
      ])
  }

  @Test func aStubsErrorOfAnotherTypeIsReportedThenThrowsTheErrorTypesDefault() async {
    let ledger = MockLedger()
    ledger.entry.throws(OtherError())
    let (thrown, issues) = await Self.callEntry(of: ledger)

    #expect(thrown == .unavailable)
    #expect(
      issues.map(\.message) == [
        """
        entry(id:) threw OtherError(), but it can only throw LedgerError.
          Call:
            #1 entry(id: "e-1")
          Declared at: MockKitTests/TypedThrowsDefaultErrorTests.swift:\(MockLedger.entryLine)
          To fix, stub it to throw an error of type LedgerError.
        """
      ])
  }

  @Test func anErrorOfItsOwnTypeIsThrownAsStubbed() async {
    let ledger = MockLedger()
    ledger.entry.throws(LedgerError.notFound("e-1"))
    let (thrown, issues) = await Self.callEntry(of: ledger)

    #expect(thrown == .notFound("e-1"))
    #expect(issues == [])
  }
}
