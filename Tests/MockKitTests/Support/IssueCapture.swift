import Foundation
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
/// the test: they neither fail it nor print.
///
/// Only for tests of how MockKit reaches Swift Testing itself: every other test captures
/// with ``recordedIssues(_:)-(()->Void)``, which never records an issue. The issues are
/// real, recorded with `Issue.record`; an issue-handling trait (`compactMapIssues`),
/// scoped around the body as the trait is scoped around a test, collects and drops them.
func testingIssues(_ body: @escaping @Sendable () async throws -> Void) async throws
  -> [RecordedIssue]
{
  let issues = Collected<RecordedIssue>()
  let keep = IssueHandlingTrait.compactMapIssues { issue in
    issues.append(RecordedIssue(issue))
    return nil
  }
  guard let test = Test.current else {
    Issue.record("testingIssues(_:) runs only inside a Swift Testing test")
    return []
  }
  try await keep.provideScope(for: test, testCase: Test.Case.current, performing: body)
  return issues.all
}
