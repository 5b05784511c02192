import MockKit
import MockKitTestSupport
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

/// Runs a lesson's test body as if it were a test of its own and returns the issues it
/// recorded; they neither fail the proof that runs it nor print.
///
/// MockKit's failures are captured with `MockKitFailure.capture` and come first. The
/// body's own failed expectations follow, kept from the proof by ``issuesKept(from:)``.
/// An error the body throws, which ends it, comes last, as a test run would record it.
func issues(of body: () async throws -> Void) async -> [CapturedIssue] {
  var failures: [MockKitFailure] = []
  var thrown: (any Error)?
  let expectations =
    (try? await issuesKept {
      failures = await MockKitFailure.capture {
        do { try await body() } catch { thrown = error }
      }
    }) ?? []
  return failures.map(CapturedIssue.init) + expectations.map(CapturedIssue.init)
    + (thrown.map { [.error(type(of: $0))] } ?? [])
}
