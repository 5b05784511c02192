import Foundation
import Testing

/// The generator tests' child processes: what a child prints is read whole, and a child
/// that hangs is stopped at its time limit with a failure that names it.
@Suite struct ChildProcessTests {
  private let shell = URL(fileURLWithPath: "/bin/sh")

  @Test func readsBothOutputsAndTheStatus() async throws {
    let run = try await ChildProcess(
      executable: shell, arguments: ["-c", "echo out; echo err >&2; exit 3"]
    ).run()

    #expect(run.status == 3)
    #expect(run.standardOutput == "out\n")
    #expect(run.standardError == "err\n")
  }

  @Test func aChildStillRunningAtItsTimeLimitIsStopped() async throws {
    var child = ChildProcess(executable: shell, arguments: ["-c", "sleep 30; echo slept"])
    child.timeLimit = 0.2
    let started = ContinuousClock.now

    let error = await #expect(throws: ChildProcessTimedOut.self) { try await child.run() }

    #expect(ContinuousClock.now - started < .seconds(20))
    #expect(
      error?.description == """
        `sh -c sleep 30; echo slept` did not end within 0.2 seconds, so it was stopped.
          To fix, run it by hand to see what it waits for.
        """)
  }
}
