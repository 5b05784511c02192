import Foundation
import MockKit
import Testing

/// A `Spy` whose output has no value to return (no stub, no default, no
/// `MockDefaultValue`) reports the unstubbed call, then stops the test process, since the
/// call cannot return: what it prints is the last thing a user sees, so it is pinned here,
/// in a child process that runs ``UnstubbedOutputCrashProbe``.
@Suite struct UnstubbedOutputCrashTests {
  /// A probe that stops its process, and the last lines it prints.
  struct Crash: Sendable, CustomTestStringConvertible {
    let testDescription: String
    /// The probe suite the child runs.
    let probe: String
    /// The failure, reported first as a test issue, then the fatal error's lines.
    let expected: String
  }

  static let crashes = [
    Crash(
      testDescription: "an unstubbed call whose output has no value to return",
      probe: "UnstubbedOutputCrashProbe",
      expected: """
        receipt(for:) was called without a stub to answer it.
          Call:
            #1 receipt(for: "o-1")
          Declared at: MockKitTests/UnstubbedOutputCrashTests.swift:\(UnstubbedOutputCrashProbe.declaredAt)
        Fatal error: receipt(for:) had no stub to answer this call: receipt(for: "o-1"). Receipt has no value to return, so the test cannot go on.
        To fix, stub the spy, give it a default (Spy(returning:) in a hand-written mock, declareDefault(returning:) on a generated one's spy), or conform Receipt to MockDefaultValue.
        """),
    // A typed-throws method stubbed with an error it cannot throw: the fix says to throw
    // its own error first.
    Crash(
      testDescription: "a typed-throws call stubbed with another error",
      probe: "TypedThrowsCrashProbe",
      expected: """
        charge(id:) threw OtherError(), but it can only throw ChargeError.
          Call:
            #1 charge(id: "o-1")
          Declared at: MockKitTests/UnstubbedOutputCrashTests.swift:\(TypedThrowsCrashProbe.declaredAt)
          To fix, stub it to throw an error of type ChargeError.
        Fatal error: charge(id:) threw OtherError(), but it can only throw ChargeError: charge(id: "o-1"). Receipt has no value to return, so the test cannot go on.
        To fix, throw a ChargeError from the stub; for the test to go on after such a mistake, give the spy a default (Spy(returning:) in a hand-written mock, declareDefault(returning:) on a generated one's spy), or conform Receipt or ChargeError to MockDefaultValue.
        """),
  ]

  @Test(
    .enabled(
      if: ChildRun.canRerunTestExecutable, "re-running the test executable is set up for Linux"),
    .timeLimit(.minutes(3)),
    arguments: crashes
  )
  func aCallWithNothingToReturnStopsTheProcessSayingHowToGiveItSomething(_ crash: Crash)
    async throws
  {
    let run = try await ChildRun.run(
      arguments: ["--testing-library", "swift-testing", "--filter", crash.probe],
      // No backtrace: the runtime's backtracer runs as a process of its own that keeps the
      // child's output open, and under ThreadSanitizer it can fail to finish, so the
      // output would never end.
      environment: [UnstubbedOutputCrashProbe.environmentKey: "1", "SWIFT_BACKTRACE": "enable=no"],
      timeout: 120
    )

    // Stopped by the trap, or, under ThreadSanitizer, which may handle the trap itself, by
    // an exit with an error status: either way before the run could end.
    #expect(
      run.terminationReason == .uncaughtSignal || run.status != 0,
      "The child did not stop:\n\(run.output)")
    #expect(!run.output.contains("Test run with"), "The child's run ended:\n\(run.output)")
    #expect(
      run.output.containsLinesInOrder(crash.expected),
      "The child's output lacks the failure:\n\(crash.expected)\nOutput:\n\(run.output)")
  }
}

/// Names the probe a child process runs; unset in a normal run, which skips the probe.
private let unstubbedOutputProbeKey = "MOCKKIT_UNSTUBBED_OUTPUT_PROBE"

/// Stops the process on purpose: only the child process of
/// ``UnstubbedOutputCrashTests/aCallWithNothingToReturnStopsTheProcessSayingHowToGiveItSomething(_:)``
/// enables it.
@Suite(.enabled(if: ProcessInfo.processInfo.environment[unstubbedOutputProbeKey] != nil))
struct UnstubbedOutputCrashProbe {
  static let environmentKey = unstubbedOutputProbeKey

  /// A type MockKit has no value of.
  struct Receipt: Sendable {
    let id: String
  }

  static func makeSpy() -> (spy: Spy<String, Receipt>, declaredAt: Int) {
    (Spy(name: "receipt(for:)"), #line)
  }

  static var declaredAt: Int { makeSpy().declaredAt }

  @Test func callsTheSpyUnstubbed() {
    _ = Self.makeSpy().spy.call("o-1")
  }
}

/// Stops the process on purpose, as ``UnstubbedOutputCrashProbe`` does, with a wrong error.
@Suite(.enabled(if: ProcessInfo.processInfo.environment[unstubbedOutputProbeKey] != nil))
struct TypedThrowsCrashProbe {
  typealias Receipt = UnstubbedOutputCrashProbe.Receipt

  struct ChargeError: Error {}
  struct OtherError: Error {}

  static func makeSpy() -> (spy: ThrowingSpy<String, Receipt>, declaredAt: Int) {
    (ThrowingSpy(name: "charge(id:)"), #line)
  }

  static var declaredAt: Int { makeSpy().declaredAt }

  @Test func callsTheSpyStubbedWithAnotherError() throws {
    let spy = Self.makeSpy().spy
    spy.throws(OtherError())
    _ = try spy.call("o-1", throwing: ChargeError.self)
  }
}
