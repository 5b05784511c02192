import Foundation
import MockKit
import Testing

/// An issue a lesson's test body recorded, reduced to what a proof pins: what kind of
/// failure it was and its headline.
struct CapturedIssue: Equatable, Sendable, CustomStringConvertible {
  enum Kind: Equatable, Sendable {
    /// A `#expect` or `#require` failed; the summary is its comment.
    case expectation
    /// The body threw; the summary is the error's type.
    case error
    /// MockKit reported a failure; the summary is the first line of its message.
    case mockKit
    /// Any other issue; the summary is its description.
    case other
  }

  var kind: Kind
  var summary: String

  static func expectation(_ comment: String) -> Self { Self(kind: .expectation, summary: comment) }
  static func error(_ type: any Error.Type) -> Self { Self(kind: .error, summary: "\(type)") }
  static func mockKit(_ headline: String) -> Self { Self(kind: .mockKit, summary: headline) }

  var description: String { "\(kind): \(summary)" }

  init(kind: Kind, summary: String) {
    self.kind = kind
    self.summary = summary
  }

  init(_ failure: MockKitFailure) {
    let headline = failure.message.split(separator: "\n", maxSplits: 1).first.map(String.init)
    self.init(kind: .mockKit, summary: headline ?? "")
  }

  init(_ issue: Issue) {
    let comments = issue.comments.map(\.rawValue).joined(separator: "\n")
    switch issue.kind {
    case .expectationFailed:
      self.init(kind: .expectation, summary: comments)
    case .errorCaught(let error):
      self.init(kind: .error, summary: "\(type(of: error))")
    case .unconditional:
      let headline = comments.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
      self.init(kind: .mockKit, summary: headline)
    default:
      self.init(kind: .other, summary: "\(issue)")
    }
  }
}

/// A lock-guarded list, for collecting from the `@Sendable` issue matcher.
final class Collected<Element: Sendable>: @unchecked Sendable {
  // `@unchecked` is sound: `elements` is only touched while `lock` is held.
  private let lock = NSLock()
  private var elements: [Element] = []

  func append(_ element: Element) {
    lock.lock()
    defer { lock.unlock() }
    elements.append(element)
  }

  var all: [Element] {
    lock.lock()
    defer { lock.unlock() }
    return elements
  }
}

/// Runs a lesson's test body as if it were a test of its own and returns the issues it
/// recorded; they neither fail the proof that runs it nor print.
///
/// MockKit's failures are captured with `MockKitFailure.capture` and come first. The
/// body's own failed expectations follow: they are real issues, which an issue-handling
/// trait (`compactMapIssues`), scoped around the body as the trait is scoped around a
/// test, collects and drops. An error the body throws, which ends it, comes last, as a
/// test run would record it.
func issues(of body: () async throws -> Void) async -> [CapturedIssue] {
  let expectations = Collected<CapturedIssue>()
  let failures = Collected<MockKitFailure>()
  let thrown = Collected<String>()
  let keep = IssueHandlingTrait.compactMapIssues { issue in
    expectations.append(CapturedIssue(issue))
    return nil
  }
  guard let test = Test.current else {
    Issue.record("issues(of:) runs only inside a Swift Testing test")
    return []
  }
  await withoutActuallyEscaping(body) { body in
    let body = ScopedBody(run: body)
    try? await keep.provideScope(for: test, testCase: Test.Case.current) {
      let captured = await MockKitFailure.capture {
        do { try await body.run() } catch { thrown.append("\(type(of: error))") }
      }
      for failure in captured { failures.append(failure) }
    }
  }
  return failures.all.map(CapturedIssue.init) + expectations.all
    + thrown.all.map { CapturedIssue(kind: .error, summary: $0) }
}

/// A lesson's body, carried into the issue-handling scope's `@Sendable` closure.
///
/// `@unchecked` is sound: `provideScope` runs the closure once, on the caller's task,
/// and returns only after it ends, so the body never runs concurrently with its caller.
private struct ScopedBody: @unchecked Sendable {
  let run: () async throws -> Void
}
