import Foundation
import Testing
import XCTest

/// Follows the XCTest tests the process runs: which one is running, what ends with it, and
/// the failures reported while none runs.
///
/// XCTest runs one test at a time in a process, and attributes a failure from any thread to
/// the test running then. So a failure that a test's leftover work reports after the test
/// ended lands on a later test, or is dropped between tests (`XCTFail` with no test running
/// records nothing). The tracker lets a spy and a held call know their test, so that such a
/// failure names it (``FailureOrigin``), and it keeps a failure reported between tests for
/// the next one.
///
/// When a test starts, the tracker adds a tear-down block to it, which ends what the test
/// left pending, before `tearDown()`: the calls held during it that are still held, and the
/// streams of the stream stubs made during it, each reported in that test if the code
/// under test still waited on it ("the test ended"). Reporting from `testCaseDidFinish` is not possible: swift-corelibs-xctest
/// stops with "Invalid attempt to record a failure for a test run that has already been
/// stopped".
///
/// MockKit registers the tracker once, lazily, when a spy or a queue is created, or a call
/// held, where no Swift Testing test is current, on the main thread, as Apple's XCTest
/// requires. It misses the start of the test running when it registers, which it does not
/// follow.
final class XCTestTracker: NSObject, XCTestObservation, Sendable {
  static let shared = XCTestTracker()

  private struct Running {
    let test: RunningTest
    /// Ends what the test left pending: the calls held during it, its stub streams.
    var endings: [@Sendable () -> Void] = []
  }

  /// A failure reported while no XCTest test was running.
  private struct Undelivered {
    let message: String
    let location: FailureLocation
  }

  private struct State {
    var isRegistered = false
    /// How many tests the process has started.
    var started: UInt64 = 0
    var running: Running?
    /// Between the first test's start and the end of the test bundle, where a failure
    /// reported with no test running is kept for the next.
    var isInRun = false
    /// After the end of the test bundle, where a failure is printed: no test is left.
    var hasRunEnded = false
    var undelivered: [Undelivered] = []
  }

  private let state = LockedState(State())
  /// Where a failure reported after the last test goes: standard error.
  private let printAfterLastTest: @Sendable (String) -> Void

  /// A tracker that prints a failure reported after the last test with `print`.
  init(printAfterLastTest print: @escaping @Sendable (String) -> Void = XCTestTracker.printError) {
    printAfterLastTest = print
  }

  /// Writes `text` to standard error.
  static func printError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// The test running now, if the tracker saw it start; registers the tracker the first
  /// time.
  func runningTest() -> RunningTest? {
    let (test, register) = state.withLock { state -> (RunningTest?, Bool) in
      defer { state.isRegistered = true }
      return (state.running?.test, !state.isRegistered)
    }
    if register { self.register() }
    return test
  }

  /// Whether `test` is the test running now.
  func isRunning(_ test: RunningTest) -> Bool {
    state.withLock { $0.running?.test == test }
  }

  /// Runs `ending` when `test` ends, before its `tearDown()`, if it is the test running now;
  /// does nothing otherwise.
  func whenEnding(_ test: RunningTest, _ ending: @escaping @Sendable () -> Void) {
    state.withLock { state in
      guard state.running?.test == test else { return }
      state.running?.endings.append(ending)
    }
  }

  /// Keeps a failure for the next test when XCTest is running tests but none is running
  /// now, where `XCTFail` would record nothing, or prints it when the last test has ended;
  /// returns `false` otherwise.
  func keepForNextTest(_ message: String, at location: FailureLocation) -> Bool {
    let hasRunEnded = state.withLock { state -> Bool? in
      // A test is running, or none has run yet: XCTest records the failure itself.
      guard state.running == nil, state.isInRun || state.hasRunEnded else { return nil }
      if !state.hasRunEnded {
        state.undelivered.append(Undelivered(message: message, location: location))
      }
      return state.hasRunEnded
    }
    guard let hasRunEnded else { return false }
    if hasRunEnded { printAfterLastTest(Self.afterLastTest(message, at: location.sourceLocation)) }
    return true
  }

  private func register() {
    if Thread.isMainThread {
      MainActor.assumeIsolated { XCTestObservationCenter.shared.addTestObserver(self) }
    } else {
      Task { @MainActor in XCTestObservationCenter.shared.addTestObserver(self) }
    }
  }

  // MARK: XCTestObservation

  func testCaseWillStart(_ testCase: XCTestCase) {
    let (test, undelivered) = state.withLock { state -> (RunningTest, [Undelivered]) in
      state.started += 1
      state.isInRun = true
      state.hasRunEnded = false
      let test = RunningTest(xcTest: testCase.name, position: state.started)
      state.running = Running(test: test)
      defer { state.undelivered.removeAll() }
      return (test, state.undelivered)
    }
    testCase.addTeardownBlock { [self] in endPendingWork(of: test) }
    // XCTest records a failure from here in the test that starts.
    for failure in undelivered { failure.location.failInXCTest(failure.message) }
  }

  func testCaseDidFinish(_ testCase: XCTestCase) {
    state.withLock { $0.running = nil }
  }

  func testBundleDidFinish(_ testBundle: Bundle) {
    let undelivered = state.withLock { state in
      state.isInRun = false
      state.hasRunEnded = true
      defer { state.undelivered.removeAll() }
      return state.undelivered
    }
    // No test is left to fail: print them, so that they are seen.
    for failure in undelivered {
      printAfterLastTest(Self.afterLastTest(failure.message, at: failure.location.sourceLocation))
    }
  }

  /// How a failure reported after the last test is printed, as a compiler diagnostic reads.
  static func afterLastTest(_ message: String, at location: SourceLocation) -> String {
    "\(location.fileID):\(location.line): error: reported after the last XCTest test ended: \(message)\n"
  }

  private func endPendingWork(of test: RunningTest) {
    let endings = state.withLock { state -> [@Sendable () -> Void] in
      guard state.running?.test == test else { return [] }
      defer { state.running?.endings.removeAll() }
      return state.running?.endings ?? []
    }
    for ending in endings { ending() }
  }
}
