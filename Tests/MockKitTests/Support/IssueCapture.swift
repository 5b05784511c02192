import Foundation
import MockKitTestSupport
import Testing

@testable import MockKit

/// A lock-guarded list, for collecting values from `@Sendable` closures in tests.
final class Collected<Element: Sendable>: Sendable {
  private let storage = LockedState<[Element]>([])

  func append(_ element: Element) { storage.withLock { $0.append(element) } }
  var all: [Element] { storage.withLock { $0 } }
}

/// A failure MockKit raised, reduced to what tests pin.
struct RecordedIssue: Sendable, Equatable {
  var message: String
  var fileID: String
  var line: Int
}

extension RecordedIssue {
  init(_ failure: MockKitFailure) {
    message = failure.message
    fileID = failure.fileID
    line = failure.line
  }

  init(_ issue: Issue) {
    message = issue.comments.map(\.rawValue).joined(separator: "\n")
    fileID = issue.sourceLocation?.fileID ?? "<none>"
    line = issue.sourceLocation?.line ?? 0
  }
}

/// Runs `body` and returns the failures MockKit raised in it, captured with
/// `MockKitFailure.capture`: they do not fail the test, and nothing is printed.
func recordedIssues(_ body: () throws -> Void) rethrows -> [RecordedIssue] {
  try MockKitFailure.capture(body).map(RecordedIssue.init)
}

/// Runs `body` and returns the failures MockKit raised in it, captured with
/// `MockKitFailure.capture`: they do not fail the test, and nothing is printed.
func recordedIssues(
  isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Void
) async rethrows -> [RecordedIssue] {
  try await MockKitFailure.capture(body).map(RecordedIssue.init)
}

/// Runs `body` and returns the issues Swift Testing recorded in it, which it keeps from
/// the test (``issuesKept(from:)``): they neither fail it nor print.
///
/// Only for tests of how MockKit reaches Swift Testing itself: every other test captures
/// with ``recordedIssues(_:)-(()->Void)``, which never records an issue.
func testingIssues(_ body: () async throws -> Void) async throws -> [RecordedIssue] {
  try await issuesKept(from: body).map(RecordedIssue.init)
}
