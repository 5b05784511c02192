/// Writes an order's audit events through a handler, the way swift-log's `Logger` does.
public struct AuditLogger: Sendable {
  /// Where the events go.
  public var handler: any AuditLogHandler

  /// A logger that sends its events to `handler`.
  public init(handler: any AuditLogHandler) {
    self.handler = handler
  }

  /// Sends `message` to the handler with its metadata, unless `level` is below the
  /// handler's level.
  public func log(_ level: AuditLevel, _ message: String) {
    guard level >= handler.logLevel else { return }
    handler.log(event: AuditEvent(level: level, message: message, metadata: handler.metadata))
  }

  /// The handler's metadata entry for `key`.
  public subscript(metadataKey key: String) -> String? {
    get { handler[metadataKey: key] }
    set { handler[metadataKey: key] = newValue }
  }
}

/// Keeps an order's audit events and exports them in one batch when the order closes.
public actor OrderAuditTrail {
  private let logger: AuditLogger
  private let exporter: any AuditLog.Exporter
  private var pending: [AuditEvent] = []

  /// A trail that logs with `logger` and exports to `exporter`.
  public init(logger: AuditLogger, exporter: any AuditLog.Exporter) {
    self.logger = logger
    self.exporter = exporter
  }

  /// Records `message` for the order and logs it.
  public func record(_ message: String, orderID: String) {
    pending.append(AuditEvent(level: .info, message: message, metadata: ["order_id": orderID]))
    logger.log(.info, "\(orderID): \(message)")
  }

  /// Exports the events recorded so far and logs how many the archive accepted; the
  /// events stay pending when the export fails.
  public func close() async throws {
    let accepted = try await exporter.export(pending)
    pending = []
    logger.log(.debug, "exported \(accepted) events")
  }
}
