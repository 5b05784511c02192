import AuditLogging
import MockKit
import Testing

/// `AuditLogger` and `OrderAuditTrail` with `MockAuditLogHandler` and
/// `MockExporter`, which MockKitPlugin generates at build time because
/// `MockKit.mocks` names their protocols: AuditLogging marks none.
@Suite struct AuditLoggerTests {
  @Test func sendsEventsAtOrAboveTheHandlersLevelWithItsMetadata() {
    let handler = MockAuditLogHandler(logLevel: .info)
    handler.metadataGetter.returns(["region": "eu"])
    let logger = AuditLogger(handler: handler)

    logger.log(.debug, "cart opened")
    logger.log(.warning, "payment retried")

    expectCalledOnce(
      handler.log,
      with: AuditEvent(level: .warning, message: "payment retried", metadata: ["region": "eu"]))
  }

  @Test func metadataIsReadAndWrittenThroughTheHandler() {
    let handler = MockAuditLogHandler(logLevel: .info)
    handler.subscriptGetter.when("order_id").returns("o-1")
    var logger = AuditLogger(handler: handler)

    logger[metadataKey: "customer"] = "c-9"

    #expect(logger[metadataKey: "order_id"] == "o-1")
    expectCalledOnce(handler.subscriptSetter, with: ("customer", "c-9"))
  }

  @Test func aLevelSetOnTheHandlerIsTheOneItAnswers() {
    var handler: any AuditLogHandler = MockAuditLogHandler(logLevel: .info)

    handler.logLevel = .error

    #expect(handler.logLevel == .error)
  }

  @Test func closingTheTrailExportsTheRecordedEventsAndLogsTheCount() async throws {
    let handler = MockAuditLogHandler(logLevel: .debug)
    handler.metadataGetter.returns([:])
    let exporter = MockExporter()
    exporter.export.returns(2)
    let trail = OrderAuditTrail(logger: AuditLogger(handler: handler), exporter: exporter)

    await trail.record("placed", orderID: "o-1")
    await trail.record("paid", orderID: "o-1")
    try await trail.close()

    expectCalledOnce(
      exporter.export,
      with: [
        AuditEvent(level: .info, message: "placed", metadata: ["order_id": "o-1"]),
        AuditEvent(level: .info, message: "paid", metadata: ["order_id": "o-1"]),
      ])
    #expect(
      handler.log.arguments.map(\.message) == ["o-1: placed", "o-1: paid", "exported 2 events"])
  }

  @Test func aFailedExportIsPassedOnAndNotLogged() async {
    let handler = MockAuditLogHandler(logLevel: .debug)
    handler.metadataGetter.returns([:])
    let exporter = MockExporter()
    exporter.export.throws(ArchiveUnavailable())
    let trail = OrderAuditTrail(logger: AuditLogger(handler: handler), exporter: exporter)
    await trail.record("placed", orderID: "o-2")

    await #expect(throws: ArchiveUnavailable.self) { try await trail.close() }

    #expect(handler.log.arguments.map(\.message) == ["o-2: placed"])
  }
}

private struct ArchiveUnavailable: Error {}
