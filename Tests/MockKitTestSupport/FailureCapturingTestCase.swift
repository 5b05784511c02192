import XCTest

/// An XCTest case that captures the failures its test records, so a test can pin what
/// MockKit reported, and where, without failing.
///
/// Capturing starts with the test, before `setUp` (a failure can reach a test as it
/// starts), and stops at `takeFailures()`; from then on failures reach XCTest as usual, so
/// the test's own assertions still fail it. `startCapturing()` starts again. Failures
/// captured but never taken are reported at tear-down: none is lost.
///
/// swift-corelibs-xctest has no `XCTExpectFailure`; overriding the recording entry point
/// is the way to observe a failure on every platform.
open class FailureCapturingTestCase: XCTestCase {
  public struct Failure: Equatable {
    public var message: String
    public var file: String
    public var line: Int

    public init(message: String, file: String, line: Int) {
      self.message = message
      self.file = file
      self.line = line
    }
  }

  private let lock = NSLock()
  private var isCapturing = true
  private var captured: [Failure] = []

  override open func tearDown() {
    let untaken = takeFailures()
    for failure in untaken {
      XCTFail("Captured but never checked: \(failure.message)")
    }
    super.tearDown()
  }

  /// Starts capturing failures instead of recording them.
  public func startCapturing() {
    lock.lock()
    isCapturing = true
    captured = []
    lock.unlock()
  }

  /// Stops capturing and returns the failures captured since capturing started.
  public func takeFailures() -> [Failure] {
    lock.lock()
    defer { lock.unlock() }
    isCapturing = false
    let failures = captured
    captured = []
    return failures
  }

  /// Captures `failure` if capturing; returns `false` if it must be recorded as usual.
  private func capture(_ failure: Failure) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard isCapturing else { return false }
    captured.append(failure)
    return true
  }

  /// `XCTFail(message)` records "failed - message".
  private static func stripXCTFailPrefix(_ description: String) -> String {
    let prefix = "failed - "
    return description.hasPrefix(prefix) ? String(description.dropFirst(prefix.count)) : description
  }

  #if canImport(Darwin)
    override open func record(_ issue: XCTIssue) {
      let failure = Failure(
        message: Self.stripXCTFailPrefix(issue.compactDescription),
        file: issue.sourceCodeContext.location?.fileURL.path ?? "",
        line: issue.sourceCodeContext.location?.lineNumber ?? 0
      )
      if !capture(failure) { super.record(issue) }
    }
  #else
    override open func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      let failure = Failure(
        message: Self.stripXCTFailPrefix(description), file: filePath, line: lineNumber)
      if !capture(failure) {
        super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
    }
  #endif
}
