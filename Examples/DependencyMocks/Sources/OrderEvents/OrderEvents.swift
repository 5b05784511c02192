import Logging

/// Writes what happens to orders to a swift-log `Logger`, with the order's ID as metadata.
public struct OrderEvents: Sendable {
  private var logger: Logger

  /// Events written to `logger`.
  public init(logger: Logger) {
    self.logger = logger
  }

  /// Logs, at `info`, that the order was placed for `total` cents.
  public func placed(orderID: String, total: Int) {
    logger.info("order placed", metadata: ["order_id": "\(orderID)", "total": "\(total)"])
  }

  /// Logs, at `error`, that the order's payment was declined.
  public func paymentDeclined(orderID: String, reason: String) {
    logger.error("payment declined", metadata: ["order_id": "\(orderID)", "reason": "\(reason)"])
  }

  /// Adds `customerID` to the metadata of every event logged after it.
  public mutating func attach(customerID: String) {
    logger[metadataKey: "customer_id"] = "\(customerID)"
  }
}
