import Testing
import XCTest

/// Where a failure points: the caller of an assertion, or the declaration of a spy.
///
/// Built from the location quadruple every reporting entry takes
/// (`fileID:filePath:line:column:`). The path stays a `StaticString`, the only form
/// `XCTFail` accepts, so both frameworks attribute the failure to the caller's line. Inside
/// a `reportingFailures` scope, an entry's location also carries the place the test helper
/// forwarded, which both frameworks point at instead, where they can.
struct FailureLocation: Sendable {
  var fileID: StaticString
  var filePath: StaticString
  var line: UInt
  var column: UInt
  /// The place a test helper forwarded with `reportingFailures`, if the entry was called
  /// inside one: the failure points there instead.
  var forwarded: ForwardedLocation?
  /// The capture scope the reporting spy or queue was created in, if any: its failures
  /// go there from any thread while the scope lasts. `nil` for an assertion's location.
  var sink: FailureSink?
  /// The strict scope the reporting spy or queue was created in, if any: it keeps the
  /// failures raised where no Swift Testing test is current, and reports them in its
  /// test's context when it ends.
  var strictSink: FailureSink?
  /// The test the reporting spy or queue was created in, or the held call was held in: a
  /// failure reported outside it names it. `nil` for an assertion's location.
  var origin: FailureOrigin?

  /// The location of a call to a reporting entry, from its `fileID:filePath:line:column:`
  /// defaults, forwarded to the place a `reportingFailures` scope gives if the call is
  /// inside one.
  init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.init(
      fileID: fileID, filePath: filePath, line: line, column: column,
      forwarded: ForwardedLocation.current)
  }

  init(
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt,
    forwarded: ForwardedLocation? = nil, sink: FailureSink? = nil,
    strictSink: FailureSink? = nil, origin: FailureOrigin? = nil
  ) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
    self.forwarded = forwarded
    self.sink = sink
    self.strictSink = strictSink
    self.origin = origin
  }

  /// Where Swift Testing records the failure, and what a captured failure reports.
  var sourceLocation: SourceLocation {
    if let forwarded { return forwarded.sourceLocation }
    return SourceLocation(
      fileID: "\(fileID)", filePath: "\(filePath)", line: max(Int(line), 1),
      column: max(Int(column), 1))
  }

  /// Reports `message` to XCTest: at the forwarded file and line if a helper forwarded
  /// them, else at the entry's own, with the place a helper forwarded as a
  /// `SourceLocation` named in the message, since XCTest takes no path it can point at.
  func failInXCTest(_ message: String) {
    switch forwarded {
    case .fileAndLine(let file, let line):
      XCTFail(message, file: file, line: line)
    case .sourceLocation(let location):
      XCTFail(
        "\(message)\n  Reported for: \(location.fileID):\(location.line)", file: filePath,
        line: line)
    case nil:
      XCTFail(message, file: filePath, line: line)
    }
  }
}

/// Sends every MockKit failure to the capture scope that covers it, or else to the test
/// framework that is running, from any thread.
///
/// A failure goes to the innermost ``MockKitFailure/capture(_:)-(()->Void)`` scope of the
/// reporting task, else to the scope the reporting spy or queue was created in (`sink`),
/// while that scope lasts; it is then reported nowhere else.
///
/// Otherwise, measured on Swift 6.3 (Linux): `XCTFail` inside a Swift Testing test is
/// dropped without a trace; `Issue.record` inside an XCTest test is dropped too;
/// `Test.current` is `nil` wherever there is no task context (a `Thread`, a
/// `DispatchQueue`, a detached task), and there `Issue.record` still fails a Swift
/// Testing run, attributed to an unknown test. So:
///
/// - with a current Swift Testing test, record an `Issue` at the failure's location;
/// - otherwise the code runs in an XCTest test (on any thread) or in a Swift Testing run
///   off its task: report to both frameworks. Each one records what reaches it and the
///   other drops it, so the failure is never lost.
enum Reporter {
  static func report(_ failure: MockFailure, at location: FailureLocation, sink: FailureSink? = nil)
  {
    report(failure.description, at: location, sink: sink)
  }

  /// Reports `message` at `location`. `sink` is a capture scope to try after the task's
  /// own and before the one `location` carries (the scope a spy or queue was created in).
  static func report(_ message: String, at location: FailureLocation, sink: FailureSink? = nil) {
    let failure = MockKitFailure(message: message, at: location)
    // A scope that has ended (a task or spy outlived it) passes the failure on.
    for scope in [FailureSink.current, sink, location.sink] {
      if let scope, scope.collect(failure) { return }
    }
    if let strict = location.strictSink, Test.current == nil, strict.collect(failure) { return }
    deliver(failure, at: location)
  }

  /// Reports `failure` to the running test framework, naming the test it comes from if
  /// that is not where it is reported (see ``FailureOrigin``).
  ///
  /// A failure reported while XCTest runs no test, between two tests, would be dropped:
  /// the next test reports it (``XCTestTracker``).
  static func deliver(_ failure: MockKitFailure, at location: FailureLocation) {
    var message = failure.message
    if let line = location.origin?.lineIfReportedOutside { message += "\n" + line }
    if Test.current != nil {
      Issue.record(Comment(rawValue: message), sourceLocation: location.sourceLocation)
      return
    }
    if XCTestTracker.shared.keepForNextTest(message, at: location) { return }
    location.failInXCTest(message)
    Issue.record(Comment(rawValue: message), sourceLocation: location.sourceLocation)
  }
}
