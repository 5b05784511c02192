/// What a request carries through the services that handle it: its identifier and where
/// its log lines go.
///
/// ```swift
/// let context = RequestContext(requestID: "req-42", logger: PrintLogger())
/// try await orders.place(order, context: context)
/// ```
public struct RequestContext: Sendable {
  /// The request's identifier, in every log line written for it.
  public var requestID: String
  /// Receives the request's log lines.
  public var logger: any RequestLogger

  /// Creates a context.
  public init(requestID: String, logger: any RequestLogger) {
    self.requestID = requestID
    self.logger = logger
  }

  /// Logs `message` tagged with this request's identifier.
  public func log(_ message: String) {
    logger.log(LogLine(requestID: requestID, message: message))
  }
}

// mockkit:mock
/// Writes log lines somewhere: the console, a file, a log service.
public protocol RequestLogger: Sendable {
  /// Writes `line`.
  func log(_ line: LogLine)
}

/// One log line of a request.
public struct LogLine: Equatable, Sendable {
  /// The request that wrote it.
  public var requestID: String
  /// What happened.
  public var message: String

  /// Creates a log line.
  public init(requestID: String, message: String) {
    self.requestID = requestID
    self.message = message
  }
}
