import Testing
import XCTest

/// Where a failure points: the caller of an assertion, or the declaration of a spy.
struct FailureLocation: Sendable {
  var fileID: String
  /// The path as a `StaticString` when the caller gave one (XCTest surfaces, spy
  /// declarations); XCTest can only attribute a failure to such a path.
  var staticFilePath: StaticString?
  var filePath: String
  var line: Int
  var column: Int

  init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = "\(fileID)"
    self.staticFilePath = filePath
    self.filePath = "\(filePath)"
    self.line = Int(line)
    self.column = Int(column)
  }

  /// A location from an XCTest-style `file:`/`line:` pair.
  init(filePath: StaticString, line: UInt) {
    let path = "\(filePath)"
    let components = path.split(separator: "/", omittingEmptySubsequences: true)
    self.fileID = components.suffix(2).joined(separator: "/")
    self.staticFilePath = filePath
    self.filePath = path
    self.line = Int(line)
    self.column = 1
  }

  init(_ sourceLocation: SourceLocation) {
    self.fileID = sourceLocation.fileID
    self.staticFilePath = nil
    self.filePath = sourceLocation.filePath
    self.line = sourceLocation.line
    self.column = sourceLocation.column
  }

  var sourceLocation: SourceLocation {
    SourceLocation(fileID: fileID, filePath: filePath, line: max(line, 1), column: max(column, 1))
  }
}

/// Sends every MockKit failure to the test framework that is running, from any thread.
///
/// Measured on Swift 6.3 (Linux): `XCTFail` inside a Swift Testing test is dropped
/// without a trace; `Issue.record` inside an XCTest test is dropped too; `Test.current` is
/// `nil` wherever there is no task context (a `Thread`, a `DispatchQueue`, a detached
/// task), and there `Issue.record` still fails a Swift Testing run, attributed to an
/// unknown test. So:
///
/// - with a current Swift Testing test, record an `Issue` at the failure's location;
/// - otherwise the code runs in an XCTest test (on any thread) or in a Swift Testing run
///   off its task: report to both frameworks. Each one records what reaches it and the
///   other drops it, so the failure is never lost.
enum Reporter {
  static func report(_ failure: MockFailure, at location: FailureLocation) {
    report(failure.description, at: location)
  }

  static func report(_ message: String, at location: FailureLocation) {
    if Test.current != nil {
      Issue.record(Comment(rawValue: message), sourceLocation: location.sourceLocation)
      return
    }
    if let file = location.staticFilePath {
      XCTFail(message, file: file, line: UInt(location.line))
    } else {
      XCTFail("\(message)\n  At: \(location.fileID):\(location.line)")
    }
    Issue.record(Comment(rawValue: message), sourceLocation: location.sourceLocation)
  }
}
