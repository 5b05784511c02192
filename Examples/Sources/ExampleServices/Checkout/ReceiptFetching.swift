// mockkit:mock
/// Looks up the receipt of a payment through a callback API, as payment SDKs written
/// before `async`/`await` do.
public protocol ReceiptFetching: Sendable {
  /// Looks up the receipt `id`, and calls `completion` with it or with the error, once.
  ///
  /// - Parameters:
  ///   - id: The receipt's identifier.
  ///   - completion: Called with the result, on any thread.
  func fetch(
    id: String, completion: @escaping @Sendable (Result<PaymentReceipt, any Error>) -> Void)
}

/// Loads receipts with `async`/`await` over a ``ReceiptFetching`` callback API.
///
/// ```swift
/// let receipt = try await ReceiptLoader(receipts: sdk).receipt(id: "r-1")
/// ```
public struct ReceiptLoader: Sendable {
  private let receipts: any ReceiptFetching

  /// Creates a loader.
  ///
  /// - Parameter receipts: The callback API.
  public init(receipts: any ReceiptFetching) {
    self.receipts = receipts
  }

  /// Loads the receipt `id`.
  ///
  /// - Returns: The receipt.
  /// - Throws: The error the callback API completed with.
  public func receipt(id: String) async throws -> PaymentReceipt {
    try await withCheckedThrowingContinuation { continuation in
      receipts.fetch(id: id) { continuation.resume(with: $0) }
    }
  }
}
