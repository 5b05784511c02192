import Foundation
import Testing

@testable import MockKit

/// A lock-guarded list, for collecting values from `@Sendable` closures in tests.
final class Collected<Element: Sendable>: Sendable {
  private let storage = LockedState<[Element]>([])

  func append(_ element: Element) { storage.withLock { $0.append(element) } }
  var all: [Element] { storage.withLock { $0 } }
}

/// An issue MockKit recorded in the current Swift Testing test, reduced to what tests pin.
struct RecordedIssue: Sendable, Equatable {
  var message: String
  var fileID: String
  var line: Int
}

/// Runs `body` and returns the issues it recorded, which then do not fail the test.
func recordedIssues(_ body: () throws -> Void) rethrows -> [RecordedIssue] {
  let issues = Collected<RecordedIssue>()
  try withKnownIssue(isIntermittent: true) {
    try body()
  } matching: { issue in
    issues.append(RecordedIssue(issue))
    return true
  }
  return issues.all
}

/// Runs `body` and returns the issues it recorded, which then do not fail the test.
func recordedIssues(_ body: () async throws -> Void) async rethrows -> [RecordedIssue] {
  let issues = Collected<RecordedIssue>()
  try await withKnownIssue(isIntermittent: true) {
    try await body()
  } matching: { issue in
    issues.append(RecordedIssue(issue))
    return true
  }
  return issues.all
}

extension RecordedIssue {
  init(_ issue: Issue) {
    message = issue.comments.map(\.rawValue).joined(separator: "\n")
    fileID = issue.sourceLocation?.fileID ?? "<none>"
    line = issue.sourceLocation?.line ?? 0
  }
}
