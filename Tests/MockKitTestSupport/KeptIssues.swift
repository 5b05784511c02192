import Foundation
import Testing

/// Runs `body` and returns the issues Swift Testing recorded in it, which it keeps from the
/// running test: they neither fail it nor print.
///
/// The issues are real, recorded with `Issue.record` or a failed `#expect`. An
/// issue-handling trait (`compactMapIssues`), scoped around `body` as the trait is scoped
/// around a test, collects and drops them. Outside a Swift Testing test there is no scope
/// to open: the misuse is recorded and `body` does not run.
public func issuesKept(from body: () async throws -> Void) async throws -> [Issue] {
  guard let test = Test.current else {
    Issue.record("issuesKept(from:) runs only inside a Swift Testing test")
    return []
  }
  let kept = KeptIssues()
  let keep = IssueHandlingTrait.compactMapIssues { issue in
    kept.append(issue)
    return nil
  }
  try await withoutActuallyEscaping(body) { body in
    let scoped = ScopedBody(run: body)
    try await keep.provideScope(for: test, testCase: Test.Case.current) {
      try await scoped.run()
    }
  }
  return kept.all
}

/// The issues a scope kept, in the order they were recorded.
private final class KeptIssues: @unchecked Sendable {
  // @unchecked: `issues` is only read or written while `lock` is held.
  private let lock = NSLock()
  private var issues: [Issue] = []

  func append(_ issue: Issue) { lock.withLock { issues.append(issue) } }
  var all: [Issue] { lock.withLock { issues } }
}

/// A body carried into the scope's `@Sendable` closure.
///
/// `@unchecked` is sound: `provideScope` runs the closure once, on the caller's task,
/// and returns only after it ends, so the body never runs concurrently with its caller.
private struct ScopedBody: @unchecked Sendable {
  let run: () async throws -> Void
}
