import Foundation
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
/// A thrown error is captured too, as a test run would record it.
func issues(of body: () async throws -> Void) async -> [CapturedIssue] {
  let captured = Collected<CapturedIssue>()
  do {
    try await withKnownIssue(isIntermittent: true) {
      try await body()
    } matching: { issue in
      captured.append(CapturedIssue(issue))
      return true
    }
  } catch {
    // Only reached if Swift Testing ever hands back an error it did not match.
    captured.append(CapturedIssue(kind: .error, summary: "\(type(of: error))"))
  }
  return captured.all
}

/// The synchronous twin of ``issues(of:)-(()async throws->Void)``.
func issues(of body: () throws -> Void) -> [CapturedIssue] {
  let captured = Collected<CapturedIssue>()
  do {
    try withKnownIssue(isIntermittent: true) {
      try body()
    } matching: { issue in
      captured.append(CapturedIssue(issue))
      return true
    }
  } catch {
    captured.append(CapturedIssue(kind: .error, summary: "\(type(of: error))"))
  }
  return captured.all
}
