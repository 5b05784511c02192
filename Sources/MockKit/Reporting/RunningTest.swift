import Testing

/// A test that was running when a spy or a queue was created, or when a call was held: the
/// test their failures belong to.
///
/// A failure can be reported after that test has ended (by a task the test left running, or
/// by a held call's timeout), or off its task, where Swift Testing cannot tell which test is
/// running. The test framework then puts it on another test or on none, so the message names
/// this one (see ``FailureOrigin``).
struct RunningTest: Sendable, Equatable {
  enum Identity: Sendable, Equatable {
    case swiftTesting(Test.ID)
    /// The XCTest test's position among those the process has started, from 1 (XCTest runs
    /// one test at a time, and the same test may run again, `--repeat`), and its name.
    case xcTest(position: UInt64, name: String)
  }

  let identity: Identity

  init(_ test: Test) {
    self.init(swiftTesting: test.id)
  }

  init(swiftTesting id: Test.ID) {
    identity = .swiftTesting(id)
  }

  init(xcTest name: String, position: UInt64) {
    identity = .xcTest(position: position, name: name)
  }

  /// How a message names the test: `OrderTests/chargesOnce()` for a Swift Testing test,
  /// XCTest's own name for an XCTest test (`OrderTests.testChargesOnce` on Linux,
  /// `-[OrderTests testChargesOnce]` on Apple platforms). Put together only when a message
  /// needs it, since every spy looks up its test when it is created.
  var name: String {
    switch identity {
    case .swiftTesting(let id): id.nameComponents.joined(separator: "/")
    case .xcTest(_, let name): name
    }
  }

  /// The test running here and now: the current Swift Testing test, else the XCTest test
  /// that ``XCTestTracker`` sees running. Starts the tracker where no Swift Testing test is
  /// current, so that it follows the XCTest tests from then on.
  static var current: RunningTest? {
    if let test = Test.current { return RunningTest(test) }
    return XCTestTracker.shared.runningTest()
  }

  /// Why a failure reported here and now is not reported in this test, or `nil` if it is.
  ///
  /// An XCTest test has ended once another has started or it finished, since XCTest runs one
  /// at a time. A Swift Testing test gives no sign that it has ended: a failure reported on a
  /// task that inherited it (a `Task { }` it started) is recorded in it even after it ended,
  /// and one reported off its task (a detached task, a thread, a timer) is recorded in no
  /// test, which is the case to name.
  var whyReportedOutside: String? {
    switch identity {
    case .swiftTesting(let id):
      guard let current = Test.current else {
        return "but reported off its task, so Swift Testing names no test"
      }
      return current.id == id ? nil : "but reported during \(RunningTest(current).name)"
    case .xcTest:
      return XCTestTracker.shared.isRunning(self) ? nil : "which ended before this was reported"
    }
  }
}

/// The test a failure comes from, and what happened in it: the spy or the queue was created
/// there, or the call was held there.
struct FailureOrigin: Sendable {
  enum Event: Sendable {
    case created
    case held
    /// A wait for calls started during the test.
    case waited
  }

  let test: RunningTest
  let event: Event

  /// The line a message ends with when it is reported outside its test, or `nil`:
  /// `  Held during: OrderTests.testChargesOnce, which ended before this was reported.`
  var lineIfReportedOutside: String? {
    guard let why = test.whyReportedOutside else { return nil }
    let label =
      switch event {
      case .created: "Created during"
      case .held: "Held during"
      case .waited: "Waited during"
      }
    return "  \(label): \(test.name), \(why)."
  }
}
