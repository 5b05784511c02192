import ExampleServices
import Foundation
import MockKit
import Testing

/// `ReceiptLoader` over the generated `MockReceiptFetching`, whose answer calls the
/// completion handler it records.
@Suite struct ReceiptLoaderWithGeneratedMocksTests {
  let receipts = MockReceiptFetching()
  let receipt = PaymentReceipt(id: "r-1", amount: 42)

  @Test func theAnswerCompletesWithTheReceipt() async throws {
    receipts.fetch.answers { [receipt] _, completion in completion(.success(receipt)) }

    #expect(try await ReceiptLoader(receipts: receipts).receipt(id: "r-1") == receipt)
    expectCalledOnce(receipts.fetch, where: { $0.0 == "r-1" })
  }

  @Test func theAnswerCompletesWithAnError() async throws {
    receipts.fetch.answers { _, completion in completion(.failure(PaymentError.declined)) }

    await #expect(throws: PaymentError.declined) {
      try await ReceiptLoader(receipts: receipts).receipt(id: "r-1")
    }
  }

  @Test func theTestCompletesTheCallLater() async throws {
    let loading = Task { [receipts] in
      try await ReceiptLoader(receipts: receipts).receipt(id: "r-1")
    }
    try #require(await receipts.fetch.waitForCalls(1))

    let completion = try #require(receipts.fetch.lastArguments?.1)
    completion(.success(receipt))

    #expect(try await loading.value == receipt)
  }
}
