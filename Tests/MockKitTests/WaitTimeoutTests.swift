import Testing

@testable import MockKit

/// `WaitTimeout` is written like a `Duration` and prints the way failure messages read.
extension WaitingTests {
  @Test func printsTheWayFailureMessagesReadIt() {
    #expect(WaitTimeout.seconds(1).description == "1 second")
    #expect(WaitTimeout.seconds(10).description == "10 seconds")
    #expect(WaitTimeout.seconds(1.5).description == "1.5 seconds")
    #expect(WaitTimeout.seconds(2.25).description == "2.25 seconds")
    #expect(WaitTimeout.milliseconds(1).description == "1 millisecond")
    #expect(WaitTimeout.milliseconds(250).description == "250 milliseconds")
    #expect(WaitTimeout.milliseconds(1_500) == .seconds(1.5))
    // A timeout of zero or less ends a wait at once, and reads as such.
    #expect(WaitTimeout.zero.description == "0 milliseconds")
    #expect(WaitTimeout.seconds(-1).description == "0 milliseconds")
  }

  @Test func theDefaultsAreNamedWhereTheSignaturesUseThem() {
    #expect(WaitTimeout.defaultWait == .seconds(10))
    #expect(WaitTimeout.defaultHold == .seconds(60))
    #expect(WaitTimeout.defaultWait.description == "10 seconds")
  }

  @Test func clampsInsteadOfOverflowing() {
    #expect(
      WaitTimeout.seconds(Int.max).description == WaitTimeout.milliseconds(Int.max).description)
    #expect(WaitTimeout.seconds(Int.max).nanoseconds == .max)
    #expect(WaitTimeout.seconds(-Int.max).nanoseconds == .min)
    #expect(WaitTimeout.seconds(Double.infinity) == .seconds(Int.max))
    #expect(WaitTimeout.seconds(Double.nan) == .zero)
  }

  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test func convertsADuration() {
    #expect(WaitTimeout(.milliseconds(1_500)) == .seconds(1.5))
    #expect(WaitTimeout(.seconds(3)) == .seconds(3))
    #expect(WaitTimeout(.nanoseconds(999)).description == "0 milliseconds")
    #expect(WaitTimeout(.seconds(Int64.max)) == .seconds(Int.max))
    // Past the bounds with the fraction of a second too: held there, not wrapped round to
    // a timeout of the other sign (a very long wait ended at once).
    #expect(WaitTimeout(.seconds(10_000_000_000) + .nanoseconds(1)).nanoseconds == .max)
    #expect(WaitTimeout(.seconds(-10_000_000_000) - .nanoseconds(1)).nanoseconds == .min)
  }

  @Test func aWaitTimesOutAfterAFractionalTimeoutAndSaysSo() async {
    let spy = Spy<Int, Void>(name: "tick(_:)")
    let failures = await MockKitFailure.capture {
      await spy.waitForCalls(1, timeout: .seconds(0.05))
    }
    #expect(
      failures.map(\.message).first?.hasPrefix(
        "tick(_:) was never called, but expected to be called within 50 milliseconds.") == true)
  }
}
