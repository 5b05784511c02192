import Testing

/// The spies created inside one strict scope, checked when it ends.
///
/// A Swift Testing scope is task-local: it covers the test's task and the tasks it starts.
/// An XCTest scope is the running XCTest test's, process-wide, since XCTest runs one test
/// at a time and `setUp` cannot wrap the test in a task-local value.
final class StrictScope: Sendable {
  @TaskLocal static var task: StrictScope?

  /// The scope `useStrictMocks(_:)` opened for the running XCTest test.
  static let xcTest = LockedState<StrictScope?>(nil)

  /// The scope a spy created here and now joins: the task's, else the running XCTest
  /// test's, unless a Swift Testing test is running, which never joins an XCTest scope.
  static var current: StrictScope? {
    if let task { return task }
    guard let scope = xcTest.withLock({ $0 }), Test.current == nil else { return nil }
    return scope
  }

  let level: StrictMocks.Level
  /// The failures that the scope's spies raise where no Swift Testing test is current;
  /// `nil` under XCTest, which attributes a failure from any thread to the running test.
  let offTaskFailures: FailureSink?
  private let spies = LockedState<[any StrictlyChecked]>([])

  init(level: StrictMocks.Level, keepsOffTaskFailures: Bool) {
    self.level = level
    self.offTaskFailures = keepsOffTaskFailures ? FailureSink() : nil
  }

  func track(_ spy: any StrictlyChecked) {
    spies.withLock { $0.append(spy) }
  }

  /// Ends the scope: the failures its spies raised off the test's task, then what each
  /// spy leaves unfinished, in the order the spies were created. A second call finds
  /// nothing.
  func end() -> [MockKitFailure] {
    var failures = offTaskFailures?.close() ?? []
    let spies = spies.withLock { spies in
      defer { spies.removeAll() }
      return spies
    }
    for spy in spies {
      for (finding, location) in spy.strictFindings(level) {
        failures.append(MockKitFailure(message: finding.description, at: location))
      }
    }
    return failures
  }

  /// Ends the scope and reports what it found, in the caller's context.
  func endAndReport() {
    for failure in end() { Reporter.report(failure.message, at: failure.location) }
  }
}

/// A spy a strict scope can check.
protocol StrictlyChecked: Sendable {
  /// What the spy leaves unfinished, and what else `level` checks, each with where it
  /// points; ends what is still held or open, so nothing outlives the test.
  func strictFindings(_ level: StrictMocks.Level) -> [(MockFailure, FailureLocation)]
}
