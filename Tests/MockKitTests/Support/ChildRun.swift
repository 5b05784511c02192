import Foundation
import Testing

/// This test executable, run again in a child process.
struct ChildRun {
  var status: Int32
  var terminationReason: Process.TerminationReason
  var output: String

  /// On Linux `swift test` runs Swift Testing in the test executable itself; elsewhere a
  /// helper process hosts the tests and the executable cannot simply be re-run.
  static var canRerunTestExecutable: Bool {
    #if os(Linux)
      true
    #else
      false
    #endif
  }

  /// Runs the test executable with `arguments` and the current environment plus
  /// `environment`, reading its standard output and error together; a child still
  /// running after `timeout` seconds is terminated.
  static func run(
    arguments: [String],
    environment: [String: String],
    timeout: TimeInterval
  ) async throws -> ChildRun {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Bundle.main.executablePath))
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()

    let watchdog = DispatchWorkItem {
      if process.isRunning { process.terminate() }
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
    // Reading to the end blocks, so it runs on its own thread, not on the test's executor.
    let output = await withCheckedContinuation { finished in
      Thread {
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        finished.resume(returning: String(decoding: data, as: UTF8.self))
      }.start()
    }
    watchdog.cancel()
    return ChildRun(
      status: process.terminationStatus, terminationReason: process.terminationReason,
      output: output)
  }
}

extension String {
  /// Whether every line of `text`, without its indentation, ends a line of this string (a
  /// test reporter prefixes lines with its own symbols and indentation), in the same order.
  func containsLinesInOrder(_ text: String) -> Bool {
    var remaining = split(separator: "\n")[...]
    for expected in text.split(separator: "\n") {
      let wanted = expected.drop(while: \.isWhitespace)
      let isWanted = { (line: Substring) in line == wanted || line.hasSuffix(" " + wanted) }
      guard let index = remaining.firstIndex(where: isWanted) else { return false }
      remaining = remaining[(index + 1)...]
    }
    return true
  }
}
