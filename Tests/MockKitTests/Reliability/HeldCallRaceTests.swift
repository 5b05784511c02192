import Foundation
import Testing

@testable import MockKit

/// `reset()` racing with calls that are being held and with their cancellation.
///
/// A held call is recorded and made held in one step as far as `reset()` can tell, so
/// whatever the order of the race, every call ends exactly once: the reset ends (and
/// reports) every call recorded before it that its task's cancellation did not end first,
/// and no call waits for its own timeout.
///
/// The races come from a seed printed in each failure (`seed …`); to replay one, run the
/// suite with `MOCKKIT_SEED=<seed>`.
extension ReliabilityTests {
  static let raceSeed: UInt64 = {
    if let text = ProcessInfo.processInfo.environment["MOCKKIT_SEED"], let seed = UInt64(text) {
      return seed
    }
    return 0x4D6F_636B_4B69_7417
  }()

  /// The loop from the issue that found the race: before the fix, about 1 call in 15 was
  /// missed by the reset and kept its caller waiting for its timeout. The timeout is far
  /// above the bound, so a caller slowed down by a loaded machine is not taken for a miss,
  /// while a missed call still fails the bound.
  @Test func resetEndsAHeldCallRecordedJustBeforeIt() async {
    for _ in 0..<300 {
      let spy = ThrowingSpy<Int, Int>(name: "held(_:)")
      spy.holdsCalls(timeout: .seconds(30))
      let caller = Task { () -> UInt64 in
        let start = monotonicNanoseconds()
        _ = try? await spy.call(1)
        return monotonicNanoseconds() - start
      }
      await spy.waitForCalls(1)
      _ = MockKitFailure.capture { spy.reset() }
      #expect(await caller.value < 10_000_000_000)
    }
  }

  /// Thousands of races of `reset()` against callers that are between being recorded
  /// and being held, against those callers' cancellation and, in a quarter of the rounds,
  /// against their timeouts.
  @Test func everyHeldCallEndsOnceWhateverResetAndCancellationRaceWith() async {
    let rounds = 700
    let callersPerRound = 3
    var generator = SplitMix64(seed: Self.raceSeed)
    var expectations: [(seed: UInt64, round: Round)] = []
    var outcomes: [RoundOutcome] = []

    let issues = await recordedIssues {
      for _ in 0..<rounds {
        let seed = generator.next()
        let round = Round(seed: seed, callers: callersPerRound)
        expectations.append((seed, round))
        outcomes.append(await round.run())
      }
    }

    // Each reported call, by its round's spy name and argument.
    var reports: [String: Int] = [:]
    for issue in issues {
      let key = Self.reportedCall(in: issue.message)
      reports[key, default: 0] += 1
      #expect(
        issue.message.contains("was held and never resumed: the spy was reset.")
          || issue.message.contains("was held and never resumed: it was held for"),
        "only resets and timeouts report: \(issue.message)")
    }
    for ((seed, round), outcome) in zip(expectations, outcomes) {
      for caller in 0..<round.callers {
        let key = "\(round.name)(\(caller))"
        let reported = reports[key, default: 0]
        #expect(outcome.endedByCancellationError[caller], "seed \(seed): caller \(caller)")
        if outcome.cancelled[caller] {
          // Its cancellation and the reset raced: one of them ended it, once.
          #expect(reported <= 1, "seed \(seed): caller \(caller) reported \(reported) times")
        } else {
          #expect(reported == 1, "seed \(seed): caller \(caller) reported \(reported) times")
        }
      }
      #expect(outcome.latest < 30_000_000_000, "seed \(seed): a caller waited for its timeout")
    }
  }

  /// One race: `callers` tasks call a held spy; the test waits for some of the calls to
  /// be recorded, cancels some callers, and resets the spy, each after a number of yields
  /// the seed chooses.
  struct Round: Sendable {
    let seed: UInt64
    let callers: Int
    let name: String

    init(seed: UInt64, callers: Int) {
      self.seed = seed
      self.callers = callers
      self.name = "held\(seed)"
    }

    func run() async -> RoundOutcome {
      var generator = SplitMix64(seed: seed)
      let spy = ThrowingSpy<Int, Int>(name: name)
      // Half the rounds hold by a matched stub, whose matcher runs after the call is
      // recorded and unlocked: the reset can land between the two. A quarter race the
      // reset against a timeout of a few milliseconds.
      // The other rounds' timeout is far above the bound the test checks, as in the test
      // above, so that a caller slowed down by a loaded machine (the whole suite running
      // beside other work on two cores) is not taken for one the reset missed.
      let timeout: WaitTimeout = seed % 4 == 3 ? .milliseconds(Int(seed % 3)) : .seconds(60)
      if seed % 2 == 0 {
        spy.holdsCalls(timeout: timeout)
      } else {
        spy.when(matching: { _ in true }).holdsCalls(timeout: timeout)
      }
      let tasks = (0..<callers).map { argument in
        Task { () -> (Bool, UInt64) in
          let start = monotonicNanoseconds()
          do {
            _ = try await spy.call(argument)
            return (false, monotonicNanoseconds() - start)
          } catch {
            return (error is CancellationError, monotonicNanoseconds() - start)
          }
        }
      }
      // Every call is recorded before the reset, as in a test that waits for them.
      await spy.waitForCalls(callers)
      var cancelled = Array(repeating: false, count: callers)
      for caller in 0..<callers where generator.next() % 3 == 0 {
        for _ in 0..<(generator.next() % 3) { await Task.yield() }
        tasks[caller].cancel()
        cancelled[caller] = true
      }
      for _ in 0..<(generator.next() % 4) { await Task.yield() }
      spy.reset()
      var endedByCancellationError: [Bool] = []
      var latest: UInt64 = 0
      for task in tasks {
        let (threwCancellation, elapsed) = await task.value
        endedByCancellationError.append(threwCancellation)
        latest = max(latest, elapsed)
      }
      return RoundOutcome(
        cancelled: cancelled, endedByCancellationError: endedByCancellationError, latest: latest)
    }
  }

  struct RoundOutcome: Sendable {
    var cancelled: [Bool]
    var endedByCancellationError: [Bool]
    /// Nanoseconds.
    var latest: UInt64
  }
}
