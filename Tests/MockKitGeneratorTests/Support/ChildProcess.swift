import Foundation

/// A command the generator's tests run in a child process (the compiler, `mockkit`), with a
/// time limit: a child that hangs is stopped and its test fails, rather than the whole run
/// waiting for ever.
struct ChildProcess {
  /// How long a child may run before it is stopped: far longer than any compile the tests
  /// run takes on a loaded machine, so that only a child that hangs reaches it.
  static let timeLimit: TimeInterval = 600

  /// What one run printed, and how it ended.
  struct Output {
    let status: Int32
    let standardOutput: String
    let standardError: String
  }

  let executable: URL
  let arguments: [String]
  var directory: URL?
  var timeLimit = Self.timeLimit

  /// Runs the command, and waits for it to end.
  ///
  /// The pipes are read, and the child waited for, on threads of their own: blocking a
  /// thread of the concurrency pool would starve the other tests of the run, and reading
  /// both pipes at once means a child that fills one while the other is read cannot stall.
  ///
  /// - Throws: ``ChildProcessTimedOut`` when the child was still running after
  ///   ``timeLimit`` seconds and was stopped.
  func run() async throws -> Output {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let stopped = StoppedFlag()
    let watchdog = DispatchWorkItem {
      guard process.isRunning else { return }
      stopped.set()
      // The child's own children (the compiler's frontend jobs, a shell's commands) hold
      // its pipes open too, so its whole process group is stopped, which Foundation makes
      // the child lead; `terminate()` covers a child that leads none.
      kill(-process.processIdentifier, SIGKILL)
      process.terminate()
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit, execute: watchdog)
    async let errorText = waitOffThePool {
      String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
    let outputText = await waitOffThePool {
      String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
    let standardError = await errorText
    await waitOffThePool { process.waitUntilExit() }
    watchdog.cancel()
    if stopped.isSet {
      throw ChildProcessTimedOut(command: command, seconds: timeLimit)
    }
    return Output(
      status: process.terminationStatus, standardOutput: outputText,
      standardError: standardError)
  }

  /// The command as a person would type it.
  var command: String {
    ([executable.lastPathComponent] + arguments).joined(separator: " ")
  }
}

/// A child process was still running at its time limit, and was stopped.
struct ChildProcessTimedOut: Error, CustomStringConvertible {
  let command: String
  let seconds: TimeInterval

  var description: String {
    """
    `\(command)` did not end within \(String(format: "%g", seconds)) seconds, so it was stopped.
      To fix, run it by hand to see what it waits for.
    """
  }
}

/// Whether the watchdog stopped the child: set on the watchdog's thread, read after the
/// child ended. `@unchecked` because its one value is only touched under its lock.
private final class StoppedFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false

  func set() { lock.withLock { value = true } }
  var isSet: Bool { lock.withLock { value } }
}

/// Runs `work`, which blocks (reading a child process's output, waiting for it to end), on
/// a thread of its own: blocking a thread of the concurrency pool would starve every other
/// test of the run, which shares the pool's few threads.
func waitOffThePool<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
  await withCheckedContinuation { finished in
    Thread { finished.resume(returning: work()) }.start()
  }
}
