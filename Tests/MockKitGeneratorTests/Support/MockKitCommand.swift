import Foundation

/// Runs the `mockkit` executable that `swift test` built next to the test binary.
struct MockKitCommand {
  let executable: URL

  /// Finds `mockkit` in this build's products.
  init() throws {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<6 {
      let candidate = directory.appendingPathComponent("mockkit")
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder),
        !isFolder.boolValue
      {
        executable = candidate
        return
      }
      directory.deleteLastPathComponent()
    }
    throw CompilerError(output: "mockkit not found above \(CommandLine.arguments[0])")
  }

  /// What one run printed, and how it ended.
  struct Output {
    let status: Int32
    let standardOutput: String
    let standardError: String
  }

  /// Runs `mockkit` with `arguments`, in `directory` when given, and waits for it to end.
  func run(_ arguments: [String], in directory: URL? = nil) async throws -> Output {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // Reads the error pipe on a thread of its own while the output pipe is read, so a child
    // that fills one pipe while the other is being read cannot stall.
    async let errorText = waitOffThePool {
      String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
    let outputText = await waitOffThePool {
      String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
    let standardError = await errorText
    await waitOffThePool { process.waitUntilExit() }
    return Output(
      status: process.terminationStatus, standardOutput: outputText,
      standardError: standardError)
  }
}
