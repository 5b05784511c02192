/// Lesson 12: sleeping to wait for asynchronous work instead of waiting for the call.
///
/// Submitting an order, as a button does, starts work in the background: charge the
/// order, wait for the bank to settle the payment, send the receipt.
public enum Lesson12 {
  /// Charges an order.
  public protocol PaymentCapturing: Sendable {
    func charge(orderID: String) async
  }

  /// Waits until the bank has settled an order's payment, which takes as long as it takes.
  public protocol Settlement: Sendable {
    func settle(orderID: String) async
  }

  /// Sends an order's receipt.
  public protocol ReceiptSending: Sendable {
    func sendReceipt(orderID: String) async
  }

  /// Submits orders without making the caller wait.
  public struct OrderSubmitter: Sendable {
    let payments: any PaymentCapturing
    let settlement: any Settlement
    let receipts: any ReceiptSending

    public init(
      payments: any PaymentCapturing, settlement: any Settlement, receipts: any ReceiptSending
    ) {
      self.payments = payments
      self.settlement = settlement
      self.receipts = receipts
    }

    /// Starts the submission and returns at once; the task is returned only so a caller
    /// can clean up, the way an app never does.
    @discardableResult
    public func submit(orderID: String) -> Task<Void, Never> {
      Task {
        await payments.charge(orderID: orderID)
        await settlement.settle(orderID: orderID)
        await receipts.sendReceipt(orderID: orderID)
      }
    }
  }

  /// The bug: after settlement the order is charged a second time.
  public struct FaultyOrderSubmitter: Sendable {
    let payments: any PaymentCapturing
    let settlement: any Settlement
    let receipts: any ReceiptSending

    public init(
      payments: any PaymentCapturing, settlement: any Settlement, receipts: any ReceiptSending
    ) {
      self.payments = payments
      self.settlement = settlement
      self.receipts = receipts
    }

    @discardableResult
    public func submit(orderID: String) -> Task<Void, Never> {
      Task {
        await payments.charge(orderID: orderID)
        await settlement.settle(orderID: orderID)
        await payments.charge(orderID: orderID)
        await receipts.sendReceipt(orderID: orderID)
      }
    }
  }
}
