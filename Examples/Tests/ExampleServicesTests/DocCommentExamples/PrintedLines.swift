import Foundation
import Testing

/// What the doc-comment examples print. A doc comment prints a value to show how it
/// reads; the test that runs the example checks each printed line with
/// ``PrintedLines/take()``, so what the comment shows is pinned rather than written to
/// the test log.
enum PrintedLines {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var lines: [Test.ID: [String]] = [:]

  /// Keeps a line printed by the current test; outside a test, prints it.
  static func record(_ items: [Any]) {
    let line = items.map { String(describing: $0) }.joined(separator: " ")
    guard let test = Test.current?.id else { return Swift.print(line) }
    lock.withLock { lines[test, default: []].append(line) }
  }

  /// The lines the current test printed so far, in order, and forgets them.
  static func take() -> [String] {
    guard let test = Test.current?.id else { return [] }
    return lock.withLock { lines.removeValue(forKey: test) ?? [] }
  }
}
