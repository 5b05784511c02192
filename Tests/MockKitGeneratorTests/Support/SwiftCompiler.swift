import Foundation

/// Runs the Swift compiler on generated mocks, to prove they compile.
struct SwiftCompiler {
  /// The folder holding `MockKit.swiftmodule`, found next to the running test binary.
  let mockKitModules: URL

  /// A compiler that finds MockKit's module in this build's products.
  init() throws {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<6 {
      for candidate in [directory.appendingPathComponent("Modules"), directory]
      where FileManager.default.fileExists(
        atPath: candidate.appendingPathComponent("MockKit.swiftmodule").path)
      {
        mockKitModules = candidate
        return
      }
      directory.deleteLastPathComponent()
    }
    throw CompilerError(
      output: "MockKit.swiftmodule not found above \(CommandLine.arguments[0]); run the tests "
        + "with `swift test`, which builds it")
  }

  /// Type-checks `files` together in Swift 6 mode, importing MockKit and anything found
  /// in `searchPaths`; `throughSIL` also runs the checks that warn about code that will
  /// never be executed, which type-checking alone does not.
  ///
  /// - Returns: The compiler's diagnostics; empty when it succeeded without warnings.
  /// - Throws: ``CompilerError`` with the diagnostics when it failed.
  @discardableResult
  func typecheck(
    _ files: [URL], searchPaths: [URL] = [], extraArguments: [String] = [],
    throughSIL: Bool = false
  ) async throws -> String {
    var arguments =
      ["swiftc"] + (throughSIL ? ["-emit-sil", "-wmo", "-o", "/dev/null"] : ["-typecheck"])
    arguments += ["-swift-version", "6", "-parse-as-library"]
    for path in [mockKitModules] + searchPaths { arguments += ["-I", path.path] }
    arguments += extraArguments + files.map(\.path)
    return try await run(arguments)
  }

  /// Compiles `files` into the module `name`, written to `folder` for ``typecheck`` to
  /// import with `searchPaths: [folder]`, as a test target imports the module it tests.
  ///
  /// - Throws: ``CompilerError`` with the diagnostics when it failed.
  func emitModule(
    named name: String, from files: [URL], into folder: URL, extraArguments: [String] = []
  ) async throws {
    try await run(
      [
        "swiftc", "-emit-module", "-module-name", name, "-swift-version", "6",
        "-parse-as-library", "-enable-testing", "-emit-module-path",
        folder.appendingPathComponent("\(name).swiftmodule").path,
      ] + extraArguments + files.map(\.path))
  }

  /// The diagnostics of `mocks`, type-checked with warnings as errors in a module that
  /// imports the module `Repro` compiled from `source`, as a test target imports the
  /// module it tests; `throughSIL` as in ``typecheck(_:searchPaths:extraArguments:throughSIL:)``.
  ///
  /// - Returns: The compiler's diagnostics; empty when the mocks compile without warnings.
  /// - Throws: ``CompilerError`` with the diagnostics when either compilation failed.
  func diagnostics(ofMocks mocks: String, forRepro source: String, throughSIL: Bool = false)
    async throws -> String
  {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let repro = folder.appendingPathComponent("Repro.swift")
    try source.write(to: repro, atomically: true, encoding: .utf8)
    try await emitModule(named: "Repro", from: [repro], into: folder)
    let file = folder.appendingPathComponent("ReproMocks.swift")
    try mocks.write(to: file, atomically: true, encoding: .utf8)
    return try await typecheck(
      [file], searchPaths: [folder], extraArguments: ["-warnings-as-errors"],
      throughSIL: throughSIL)
  }

  /// Runs `arguments` through `env` and returns what it printed.
  @discardableResult
  private func run(_ arguments: [String]) async throws -> String {
    let run = try await ChildProcess(
      executable: URL(fileURLWithPath: "/usr/bin/env"), arguments: arguments
    ).run()
    let output = run.standardOutput + run.standardError
    guard run.status == 0 else { throw CompilerError(output: output) }
    return output
  }

  /// A fresh temporary folder for one compilation's files.
  static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("mockkit-generated-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
}

/// The compiler failed; `output` holds its diagnostics.
struct CompilerError: Error, CustomStringConvertible {
  let output: String

  var description: String { output }
}
