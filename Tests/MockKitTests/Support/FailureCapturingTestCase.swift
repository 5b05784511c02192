import XCTest

/// An XCTest case that keeps the failures its test records instead of failing, so a test
/// can pin what MockKit reported, and where.
///
/// swift-corelibs-xctest has no `XCTExpectFailure`; overriding the recording entry point
/// is the way to observe a failure on every platform.
class FailureCapturingTestCase: XCTestCase {
  struct Failure: Equatable {
    var message: String
    var file: String
    var line: Int
  }

  private let lock = NSLock()
  private var captured: [Failure] = []

  /// The failures recorded so far in this test, in order; reading them clears the list.
  func takeFailures() -> [Failure] {
    lock.lock()
    defer { lock.unlock() }
    let failures = captured
    captured = []
    return failures
  }

  override func setUp() {
    super.setUp()
    _ = takeFailures()
  }

  /// `XCTFail(message)` records "failed - message".
  private static func stripXCTFailPrefix(_ description: String) -> String {
    let prefix = "failed - "
    return description.hasPrefix(prefix) ? String(description.dropFirst(prefix.count)) : description
  }

  private func capture(_ failure: Failure) {
    lock.lock()
    captured.append(failure)
    lock.unlock()
  }

  #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
      capture(
        Failure(
          message: Self.stripXCTFailPrefix(issue.compactDescription),
          file: issue.sourceCodeContext.location?.fileURL.path ?? "",
          line: issue.sourceCodeContext.location?.lineNumber ?? 0
        )
      )
    }
  #else
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      capture(Failure(message: Self.stripXCTFailPrefix(description), file: filePath, line: lineNumber))
    }
  #endif
}
