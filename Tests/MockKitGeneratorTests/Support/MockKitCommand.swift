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
  typealias Output = ChildProcess.Output

  /// Runs `mockkit` with `arguments`, in `directory` when given, and waits for it to end.
  func run(_ arguments: [String], in directory: URL? = nil) async throws -> Output {
    try await ChildProcess(executable: executable, arguments: arguments, directory: directory)
      .run()
  }
}
