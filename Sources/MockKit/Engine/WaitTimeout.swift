/// How long MockKit waits: for a call (`waitForCalls`, `waitForCall`), for a held call
/// (`nextHeldCall`), or for the test to resume a held call (`holdsCalls`).
///
/// Write it as you would a `Duration`:
///
/// ```swift
/// await analytics.track.waitForCalls(2, timeout: .seconds(2))
/// ```
///
/// MockKit has its own type, rather than `Duration`, so that its waits work on every
/// platform version its package supports: `Duration` needs macOS 13, iOS 16, tvOS 16 or
/// watchOS 9, and MockKit supports macOS 10.15, iOS 13, tvOS 13 and watchOS 6. Where
/// `Duration` is available, ``init(_:)`` converts one.
///
/// A timeout of zero or less ends the wait at once, unless what it waits for has already
/// happened.
public struct WaitTimeout: Sendable, Hashable, CustomStringConvertible {
  /// The timeout in nanoseconds; zero or less ends a wait at once.
  let nanoseconds: Int64

  private init(nanoseconds: Int64) {
    self.nanoseconds = nanoseconds
  }

  /// How long a wait for calls (`waitForCalls`, `waitForCall`) or for a held call
  /// (`nextHeldCall`) lasts unless told otherwise: 10 seconds, long enough for a slow CI
  /// machine, short enough that a forgotten call fails the test instead of hanging it.
  ///
  /// ```swift
  /// await users.user.waitForCalls(2, timeout: .defaultWait)
  /// ```
  public static let defaultWait: WaitTimeout = .seconds(10)

  /// How long a call may stay held (`holdsCalls`) unless told otherwise: 60 seconds, long
  /// enough for any test to take and resume it, short enough that a call the test forgets
  /// ends the test with a failure instead of hanging it.
  ///
  /// ```swift
  /// users.user.holdsCalls(timeout: .defaultHold)
  /// ```
  public static let defaultHold: WaitTimeout = .seconds(60)

  /// A timeout of `seconds` seconds.
  ///
  /// - Parameter seconds: The number of seconds.
  /// - Returns: The timeout.
  public static func seconds(_ seconds: Int) -> WaitTimeout {
    WaitTimeout(nanoseconds: scaled(Int64(clamping: seconds), by: 1_000_000_000))
  }

  /// A timeout of `seconds` seconds, fractions included: `.seconds(1.5)`.
  ///
  /// - Parameter seconds: The number of seconds.
  /// - Returns: The timeout.
  public static func seconds(_ seconds: Double) -> WaitTimeout {
    let nanoseconds = (seconds * 1_000_000_000).rounded(.towardZero)
    if nanoseconds.isNaN { return .zero }
    if nanoseconds >= Double(Int64.max) { return WaitTimeout(nanoseconds: .max) }
    if nanoseconds <= Double(Int64.min) { return WaitTimeout(nanoseconds: .min) }
    return WaitTimeout(nanoseconds: Int64(nanoseconds))
  }

  /// A timeout of `milliseconds` milliseconds.
  ///
  /// - Parameter milliseconds: The number of milliseconds.
  /// - Returns: The timeout.
  public static func milliseconds(_ milliseconds: Int) -> WaitTimeout {
    WaitTimeout(nanoseconds: scaled(Int64(clamping: milliseconds), by: 1_000_000))
  }

  /// A timeout that ends a wait at once, unless what it waits for has already happened.
  public static let zero = WaitTimeout(nanoseconds: 0)

  /// The timeout `duration` stands for.
  ///
  /// - Parameter duration: The duration, rounded down to whole nanoseconds.
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  public init(_ duration: Duration) {
    let (seconds, attoseconds) = duration.components
    let whole = WaitTimeout.scaled(seconds, by: 1_000_000_000)
    let (sum, overflow) = whole.addingReportingOverflow(attoseconds / 1_000_000_000)
    // Held at the bounds of `Int64`, as `scaled` holds the seconds, instead of wrapping
    // round to a timeout of the other sign.
    self.init(nanoseconds: overflow ? (whole < 0 ? .min : .max) : sum)
  }

  /// The timeout in words, as failure messages print it: "10 seconds", "1.5 seconds",
  /// "250 milliseconds".
  public var description: String {
    Timeouts.describe(nanoseconds: nanoseconds)
  }

  /// `value * factor`, held at the bounds of `Int64` instead of overflowing.
  private static func scaled(_ value: Int64, by factor: Int64) -> Int64 {
    let (product, overflow) = value.multipliedReportingOverflow(by: factor)
    guard overflow else { return product }
    return (value < 0) != (factor < 0) ? .min : .max
  }
}

extension Timeouts {
  /// Runs `action` once `timeout` has passed.
  static func schedule(after timeout: WaitTimeout, _ action: @escaping @Sendable () -> Void) {
    schedule(afterNanoseconds: timeout.nanoseconds, action)
  }

  /// The time `timeout` from now, in the unit of ``Timeouts/now``.
  static func deadline(after timeout: WaitTimeout) -> UInt64 {
    deadline(afterNanoseconds: timeout.nanoseconds)
  }

  /// "1 second", "5 seconds", "1.5 seconds", "250 milliseconds".
  static func describe(_ timeout: WaitTimeout) -> String {
    timeout.description
  }
}
