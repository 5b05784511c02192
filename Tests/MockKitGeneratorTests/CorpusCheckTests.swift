import Foundation
import MockKitGeneratorCore
import Testing

/// An opt-in check over real Swift code: `MOCKKIT_GENERATOR_CORPUS` names a built Swift
/// package, or a folder of them (`swift build` each first, so their modules exist).
///
/// For each package target with a built module, the generator reads every file of the
/// target and mocks every protocol it can, with the package's other targets and its
/// checked-out dependencies' modules as context modules, as the plugin passes them; the mocks are then compiled against
/// the target's module, with warnings as errors. It fails when a mock does not compile or
/// warns, or a protocol is neither mocked nor named in a warning. It prints how many protocols were mocked and why the
/// others were skipped.
///
/// ```sh
/// MOCKKIT_GENERATOR_CORPUS=~/src/swift-log swift test --filter CorpusCheckTests
/// ```
@Suite(.enabled(if: ProcessInfo.processInfo.environment["MOCKKIT_GENERATOR_CORPUS"] != nil))
struct CorpusCheckTests {
  @Test func everyMockOfARealCodebaseCompiles() async throws {
    let root = URL(
      fileURLWithPath: ProcessInfo.processInfo.environment["MOCKKIT_GENERATOR_CORPUS"] ?? "")
    let packages = try packageFolders(in: root)
    try #require(!packages.isEmpty, "no Package.swift in \(root.path) or its subfolders")
    let compiler = try SwiftCompiler()
    var summary = CorpusSummary()
    for package in packages {
      let modules = package.appendingPathComponent(".build/debug/Modules")
      try #require(
        FileManager.default.fileExists(atPath: modules.path),
        "\(package.path) has no .build/debug/Modules: run `swift build` in it first")
      // The package's other targets and its dependencies' modules are context modules, as
      // the plugin passes them: read when a file read imports them.
      let checkouts = package.appendingPathComponent(".build/checkouts")
      var context: [String: URL] = [:]
      for checkout in ((try? FileManager.default.contentsOfDirectory(atPath: checkouts.path)) ?? [])
      {
        let sources = checkouts.appendingPathComponent(checkout).appendingPathComponent("Sources")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? [] {
          context[String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })] =
            sources.appendingPathComponent(name)
        }
      }
      for target in try targets(of: package, builtIn: modules) {
        context[target.module] = target.folder
      }
      for target in try targets(of: package, builtIn: modules) {
        try await check(
          target, package: package, modules: modules, context: context, compiler: compiler,
          into: &summary)
      }
    }
    print(summary.report)
    #expect(summary.compileFailures == [], "\(summary.compileFailures.joined(separator: "\n"))")
    #expect(summary.silentlyDropped == [], "\(summary.silentlyDropped.joined(separator: "\n"))")
  }

  private struct Target {
    let module: String
    let folder: URL
  }

  private func check(
    _ target: Target, package: URL, modules: URL,
    context: [String: URL], compiler: SwiftCompiler,
    into summary: inout CorpusSummary
  ) async throws {
    func read(_ folder: URL?) throws -> [(path: String, contents: String)] {
      try swiftFiles(in: folder ?? target.folder).map { path in
        (path, String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self))
      }
    }
    let files = try read(target.folder)
    summary.files += files.count
    let generator = MockGenerator(modulesUnderTest: [target.module])
    var found: [ProtocolDeclaration] = []
    let generated = try generator.generateFile(
      parsing: files, contextModules: Set(context.keys), reading: { try read(context[$0]) }
    ) {
      found.append($0)
      return true
    }
    summary.protocols += found.count
    summary.mocked += generated.mockedProtocols.count
    summary.record(warnings: generated.warnings)
    // Every protocol is mocked or named in a warning at its own line.
    var mockedLeft = generated.mockedProtocols
    for declaration in found {
      if let position = mockedLeft.firstIndex(of: declaration.name) {
        mockedLeft.remove(at: position)
      } else if !generated.warnings.contains(where: {
        $0.hasPrefix("\(declaration.path):")
          && ($0.contains("protocol \(declaration.name)") || $0.contains("the rest of the file"))
      }) {
        summary.silentlyDropped.append(
          "\(declaration.path):\(declaration.line): \(declaration.name)")
      }
    }
    guard !generated.mockedProtocols.isEmpty else { return }

    let folder = try SwiftCompiler.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let mocks = folder.appendingPathComponent("\(target.module)Mocks.swift")
    try generated.source.write(to: mocks, atomically: true, encoding: .utf8)
    do {
      // A warning fails a test target built with warnings as errors.
      try await compiler.typecheck(
        [mocks], searchPaths: [modules],
        extraArguments: ["-warnings-as-errors"] + moduleMapArguments(package), throughSIL: true)
    } catch let error as CompilerError {
      summary.compileFailures += failingMocks(in: generated.source, output: error.output)
        .map { "\(package.lastPathComponent)/\(target.module): \($0)" }
    }
  }

  /// The mocks whose lines the compiler's errors point into, each with its first error.
  private func failingMocks(in source: String, output: String) -> [String] {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    var failures: [String: String] = [:]
    for diagnostic in output.split(separator: "\n") where diagnostic.contains(": error: ") {
      let parts = diagnostic.split(separator: ":")
      guard parts.count > 2, let line = Int(parts[1]), line <= lines.count else { continue }
      let owner =
        lines[..<line].last { $0.hasPrefix("final class Mock") || $0.hasPrefix("actor Mock") }
        .map { declaration in
          let name = declaration.split(separator: " ").first { $0.hasPrefix("Mock") } ?? ""
          return String(name.prefix { $0 != ":" && $0 != "<" })
        }
        ?? "(file)"
      if failures[owner] == nil { failures[owner] = String(diagnostic) }
    }
    return failures.keys.sorted().map { "\($0): \(failures[$0] ?? "")" }
  }

  private func packageFolders(in root: URL) throws -> [URL] {
    let manager = FileManager.default
    if manager.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
      return [root]
    }
    return try manager.contentsOfDirectory(atPath: root.path).sorted()
      .map { root.appendingPathComponent($0) }
      .filter { manager.fileExists(atPath: $0.appendingPathComponent("Package.swift").path) }
  }

  /// The folders under `Sources/`, or at the top of the package (GRDB's `GRDB/`), whose
  /// module was built.
  private func targets(of package: URL, builtIn modules: URL) throws -> [Target] {
    var targets: [Target] = []
    for parent in sourceFolders(of: package) {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
      for name in names.sorted() {
        let module = String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
        let built = modules.appendingPathComponent("\(module).swiftmodule").path
        guard FileManager.default.fileExists(atPath: built),
          !targets.contains(where: { $0.module == module })
        else { continue }
        targets.append(Target(module: module, folder: parent.appendingPathComponent(name)))
      }
    }
    return targets
  }

  /// `Sources/`, and the package folder itself when a target lives at its top.
  private func sourceFolders(of package: URL) -> [URL] {
    [package.appendingPathComponent("Sources"), package]
  }

  /// The C module maps the package's build made, which its Swift modules may import.
  private func moduleMapArguments(_ package: URL) -> [String] {
    let build = package.appendingPathComponent(".build")
    let entries = FileManager.default.enumerator(atPath: build.path)?.allObjects ?? []
    var arguments: [String] = []
    let swiftModules = Set(
      ((try? FileManager.default.contentsOfDirectory(
        atPath: build.appendingPathComponent("debug/Modules").path)) ?? [])
        .filter { $0.hasSuffix(".swiftmodule") }.map {
          $0.dropLast(".swiftmodule".count) + ".build/"
        })
    for case let entry as String in entries where entry.hasSuffix("module.modulemap") {
      // A Swift module's own module map would define the module a second time.
      if swiftModules.contains(where: { entry.contains("/" + $0) }) { continue }
      if entry.contains("/debug/") || entry.hasPrefix("checkouts/") {
        arguments += ["-Xcc", "-fmodule-map-file=" + build.appendingPathComponent(entry).path]
      }
    }
    let sources = package.appendingPathComponent("Sources")
    for name in (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? [] {
      for path in ["\(name)/include/module.modulemap", "\(name)/module.modulemap"] {
        let map = sources.appendingPathComponent(path)
        if FileManager.default.fileExists(atPath: map.path) {
          arguments += ["-Xcc", "-fmodule-map-file=" + map.path]
        }
      }
    }
    return arguments
  }

  private func swiftFiles(in folder: URL) -> [String] {
    let entries = FileManager.default.enumerator(atPath: folder.path)?.allObjects ?? []
    return entries.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
      .map { folder.appendingPathComponent($0).path }
  }
}

/// What the corpus check found, printed at its end.
private struct CorpusSummary {
  var files = 0
  var protocols = 0
  var mocked = 0
  var skippedByReason: [String: Int] = [:]
  var compileFailures: [String] = []
  var silentlyDropped: [String] = []

  /// Counts each skip by its reason, with names and details removed.
  mutating func record(warnings: [String]) {
    for warning in warnings {
      guard let range = warning.range(of: "warning: mockkit skipped ") else { continue }
      var reason = String(warning[range.upperBound...])
      if let colon = reason.range(of: ": ") { reason = String(reason[colon.upperBound...]) }
      if reason.hasPrefix("it inherits "), reason.contains("a standard-library protocol") {
        reason = "inherits a standard-library protocol the generator does not mock"
      } else if reason.hasPrefix("it inherits ") {
        reason = "inherits a protocol none of the files read declares"
      } else if reason.hasPrefix("cannot mock "), let open = reason.range(of: " (") {
        let words = reason.split(separator: " ")
        reason = words.prefix(3).joined(separator: " ") + reason[open.lowerBound...]
      }
      skippedByReason[reason, default: 0] += 1
    }
  }

  var report: String {
    var lines = [
      "mockkit corpus check: \(files) files, \(protocols) protocols, \(mocked) mocked, "
        + "\(compileFailures.count) failed to compile, \(silentlyDropped.count) dropped without "
        + "a warning"
    ]
    for (reason, count) in skippedByReason.sorted(by: { $0.value > $1.value }) {
      lines.append("  skipped \(count)× \(reason)")
    }
    lines += compileFailures.map { "  does not compile: \($0)" }
    lines += silentlyDropped.map { "  dropped without a warning: \($0)" }
    return lines.joined(separator: "\n")
  }
}
