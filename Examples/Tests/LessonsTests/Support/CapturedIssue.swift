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
/// recorded; they do not fail the proof that runs it.
///
/// MockKit's failures are captured with `MockKitFailure.capture` and come first; the
/// body's own failed expectations, which only `withKnownIssue` can catch, follow; an
/// error the body throws, which ends it, comes last, as a test run would record it.
func issues(of body: () async throws -> Void) async -> [CapturedIssue] {
  let expectations = Collected<CapturedIssue>()
  var thrown: (any Error)?
  var failures: [MockKitFailure] = []
  await withKnownIssue(isIntermittent: true) {
    failures = await MockKitFailure.capture {
      do { try await body() } catch { thrown = error }
    }
  } matching: { issue in
    expectations.append(CapturedIssue(issue))
    return true
  }
  return failures.map(CapturedIssue.init) + expectations.all
    + (thrown.map { [.error(type(of: $0))] } ?? [])
}

/// The synchronous twin of ``issues(of:)-(()async throws->Void)``.
func issues(of body: () throws -> Void) -> [CapturedIssue] {
  let expectations = Collected<CapturedIssue>()
  var thrown: (any Error)?
  var failures: [MockKitFailure] = []
  withKnownIssue(isIntermittent: true) {
    failures = MockKitFailure.capture {
      do { try body() } catch { thrown = error }
    }
  } matching: { issue in
    expectations.append(CapturedIssue(issue))
    return true
  }
  return failures.map(CapturedIssue.init) + expectations.all
    + (thrown.map { [.error(type(of: $0))] } ?? [])
}
