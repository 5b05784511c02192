/// Where a spy, a queue or a container registration was declared, from the defaults of
/// its initializer: a plain location, which messages print and failures point at.
struct DeclarationSite: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// `Module/File.swift:12`, as messages print it.
  var description: String { "\(fileID):\(line)" }

  /// The site as the place a failure points at, collected by `sinks` if they are open.
  func location(reportingTo sinks: FailureSinks = FailureSinks()) -> FailureLocation {
    FailureLocation(
      fileID: fileID, filePath: filePath, line: line, column: column, sink: sinks.capture,
      strictSink: sinks.offTask, origin: sinks.test.map { FailureOrigin(test: $0, event: .created) }
    )
  }
}

/// The scopes a spy or a queue was created in, which collect its failures from any thread:
/// a `MockKitFailure.capture` scope, and a strict scope's failures raised off the test's
/// task; and the test it was created in, which its failures name when they are reported
/// outside it.
///
/// A spy takes them in its initializer, where a reader sees it, and keeps them for every
/// failure it reports.
struct FailureSinks: Sendable {
  var capture: FailureSink?
  var offTask: FailureSink?
  var test: RunningTest?

  init(capture: FailureSink? = nil, offTask: FailureSink? = nil, test: RunningTest? = nil) {
    self.capture = capture
    self.offTask = offTask
    self.test = test
  }
}
