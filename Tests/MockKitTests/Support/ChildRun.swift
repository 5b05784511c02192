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
  ///
  /// The output goes to a file, read once the child has exited, not to a pipe read to its
  /// end: a process the child started (the runtime's backtracer, after a crash) could
  /// keep a pipe open after the child is gone, and the read would never end.
  static func run(
    arguments: [String],
    environment: [String: String],
    timeout: TimeInterval
  ) async throws -> ChildRun {
    let outputURL = FileManager.default.temporaryDirectory
      .appendingPathComponent("mockkit-child-\(UUID().uuidString).log")
    guard FileManager.default.createFile(atPath: outputURL.path, contents: nil) else {
      throw CocoaError(.fileWriteUnknown)
    }
    defer { try? FileManager.default.removeItem(at: outputURL) }
    let outputFile = try FileHandle(forWritingTo: outputURL)
    defer { try? outputFile.close() }

    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Bundle.main.executablePath))
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardOutput = outputFile
    process.standardError = outputFile
    try process.run()

    let watchdog = DispatchWorkItem {
      if process.isRunning { process.terminate() }
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
    // Waiting blocks, so it runs on its own thread, not on the test's executor.
    await withCheckedContinuation { exited in
      Thread {
        process.waitUntilExit()
        exited.resume()
      }.start()
    }
    watchdog.cancel()
    let output = String(decoding: try Data(contentsOf: outputURL), as: UTF8.self)
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
