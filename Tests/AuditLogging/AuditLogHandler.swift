// A logging library's API, the way a package the tests depend on declares it: no protocol
// here is marked `// mockkit:mock`. Tests/AuditLoggingTests/MockKit.mocks names the ones
// MockKitPlugin mocks, as a test target names the protocols of a package it cannot edit.

/// How serious an audit event is.
public enum AuditLevel: Int, Comparable, Sendable {
  /// What only a developer chasing a bug reads.
  case debug
  /// What happened in the normal course of an order.
  case info
  /// Something that may need a person's attention.
  case warning
  /// Something that failed.
  case error

  /// Whether `lhs` is less serious than `rhs`.
  public static func < (lhs: AuditLevel, rhs: AuditLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One line of the audit log.
public struct AuditEvent: Equatable, Sendable {
  /// How serious it is.
  public var level: AuditLevel
  /// What happened.
  public var message: String
  /// Facts about it, such as the order's ID.
  public var metadata: [String: String]

  /// An event at `level`.
  public init(level: AuditLevel, message: String, metadata: [String: String] = [:]) {
    self.level = level
    self.message = message
    self.metadata = metadata
  }
}

/// Where an `AuditLogger` sends its events, shaped like swift-log's `LogHandler`: settable
/// properties, a metadata subscript, and a requirement with a default implementation.
public protocol AuditLogHandler: Sendable {
  /// Events below this level are not sent.
  var logLevel: AuditLevel { get set }
  /// Metadata added to every event.
  var metadata: [String: String] { get set }
  /// One entry of `metadata`.
  subscript(metadataKey key: String) -> String? { get set }
  /// Writes `event`.
  func log(event: AuditEvent)
  /// Writes what is buffered; handlers that buffer nothing keep the default.
  func flush() async throws
}

extension AuditLogHandler {
  /// Does nothing.
  public func flush() async throws {}
}

/// Names nested in a type, as libraries often declare them.
public enum AuditLog {
  /// Sends finished batches of events to an archive.
  public protocol Exporter: Sendable {
    /// Sends `events`, and answers how many the archive accepted.
    func export(_ events: [AuditEvent]) async throws -> Int
  }
}
