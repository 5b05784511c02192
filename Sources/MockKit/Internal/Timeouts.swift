import Dispatch

/// Timers for waits: one per wait, on a global queue, never a sleep.
enum Timeouts {
  /// Runs `body` once `timeout` has passed.
  static func schedule(after timeout: Duration, _ body: @escaping @Sendable () -> Void) {
    DispatchQueue.global().asyncAfter(deadline: .now() + interval(timeout), execute: body)
  }

  private static func interval(_ duration: Duration) -> DispatchTimeInterval {
    let (seconds, attoseconds) = duration.components
    guard seconds >= 0, attoseconds >= 0 else { return .nanoseconds(0) }
    let (nanoseconds, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    guard !overflow, nanoseconds <= Int64(Int.max) else { return .never }
    return .nanoseconds(Int(nanoseconds + attoseconds / 1_000_000_000))
  }

  /// "1 second", "5 seconds", "1.5 seconds", "250 milliseconds".
  static func describe(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let milliseconds = seconds * 1_000 + attoseconds / 1_000_000_000_000_000
    if milliseconds < 1_000 {
      return milliseconds == 1 ? "1 millisecond" : "\(milliseconds) milliseconds"
    }
    let (whole, fraction) = milliseconds.quotientAndRemainder(dividingBy: 1_000)
    if fraction == 0 { return whole == 1 ? "1 second" : "\(whole) seconds" }
    var digits = String(fraction)
    digits = String(repeating: "0", count: 3 - digits.count) + digits
    while digits.hasSuffix("0") { digits.removeLast() }
    return "\(whole).\(digits) seconds"
  }
}
