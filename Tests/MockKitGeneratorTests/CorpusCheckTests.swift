import Foundation
import MockKitGeneratorCore
import Testing

/// An opt-in check over real Swift code: `MOCKKIT_GENERATOR_CORPUS` names a built Swift
/// package, or a folder of them (`swift build` each first, so their modules exist).
///
/// For each library and executable target of the package whose module was built (its
/// files as `swift package describe` lists them), the generator mocks every protocol it
/// can, with the package's other targets and its checked-out dependencies' modules as
/// context modules, as the plugin passes them; the mocks are then compiled against the
/// target's module. It
/// fails when a mock does not compile or warns, or a protocol is neither mocked nor named
/// in a warning. It prints a table row per package (`.ci/generator-corpus` clones, builds
/// and checks the packages of the table in Docs/generating-mocks.md), then each refusal,
/// and each mock that does not compile or warns with its first diagnostic.
///
/// ```sh
/// MOCKKIT_GENERATOR_CORPUS=~/src/swift-log swift test --filter CorpusCheckTests
/// ```
///
/// With `MOCKKIT_GENERATOR_CORPUS_CONTRACTS` set too, the mocks are generated with their
/// contract glue (`--contracts`), and must compile with it.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["MOCKKIT_GENERATOR_CORPUS"] != nil))
struct CorpusCheckTests {
  @Test func everyProtocolIsMockedOrRefusedAndEveryMockCompilesWithoutWarnings() async throws {
    let root = URL(
      fileURLWithPath: ProcessInfo.processInfo.environment["MOCKKIT_GENERATOR_CORPUS"] ?? "")
    let packages = try packageFolders(in: root)
    try #require(!packages.isEmpty, "no Package.swift in \(root.path) or its subfolders")
    let compiler = try SwiftCompiler()
    var rows: [CorpusRow] = []
    for package in packages {
      let modules = package.appendingPathComponent(".build/debug/Modules")
      try #require(
        FileManager.default.fileExists(atPath: modules.path),
        "\(package.path) has no .build/debug/Modules: run `swift build` in it first")
      var row = CorpusRow(package: await packageName(package))
      let targets = try await builtTargets(of: package, modules: modules)
      // The package's other targets and its dependencies' modules are context modules, as
      // the plugin passes them: read when a file read imports them.
      var context = dependencyModules(of: package)
      for target in targets { context[target.module] = target.files }
      for target in targets {
        try await check(
          target, package: package, modules: modules, context: context, compiler: compiler,
          into: &row)
      }
      rows.append(row)
    }
    print(CorpusRow.report(rows))
    let failures = rows.flatMap { $0.failures + $0.warnings }
    #expect(failures == [], "\(failures.joined(separator: "\n"))")
    let dropped = rows.flatMap(\.silentlyDropped)
    #expect(dropped == [], "\(dropped.joined(separator: "\n"))")
  }

  private struct Target {
    let module: String
    let files: [String]
  }

  private func check(
    _ target: Target, package: URL, modules: URL,
    context: [String: [String]], compiler: SwiftCompiler,
    into row: inout CorpusRow
  ) async throws {
    func read(_ paths: [String]) throws -> [(path: String, contents: String)] {
      try paths.map { path in
        (path, String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self))
      }
    }
    let files = try read(target.files)
    var generator = MockGenerator(modulesUnderTest: [target.module])
    // With MOCKKIT_GENERATOR_CORPUS_CONTRACTS set, the mocks carry their contract glue
    // (`--contracts`), which must compile too.
    generator.writesContractRequirements =
      ProcessInfo.processInfo.environment["MOCKKIT_GENERATOR_CORPUS_CONTRACTS"] != nil
    func generate(leavingOut failed: Set<String>) throws -> (
      GeneratedMocks, [ProtocolDeclaration]
    ) {
      var found: [ProtocolDeclaration] = []
      let generated = try generator.generateFile(
        parsing: files, contextModules: Set(context.keys),
        reading: { try read(context[$0] ?? []) }
      ) {
        found.append($0)
        return !failed.contains($0.name)
      }
      return (generated, found)
    }
    let (generated, found) = try generate(leavingOut: [])
    row.files += files.count
    row.protocols += found.count
    row.mocked += generated.mockedProtocols.count
    row.generatorWarnings += generated.warnings
    // Every protocol is mocked or named in a warning at its own line.
    var mockedLeft = generated.mockedProtocols
    for declaration in found {
      if let position = mockedLeft.firstIndex(of: declaration.name) {
        mockedLeft.remove(at: position)
      } else if let refusal = generated.warnings.first(where: {
        $0.hasPrefix("\(declaration.path):")
          && ($0.contains("protocol \(declaration.name): ") || $0.contains("the rest of the file"))
      }) {
        row.refusals.append(refusal)
      } else {
        row.silentlyDropped.append("\(declaration.path):\(declaration.line): \(declaration.name)")
      }
    }

    // The mocks that do not compile are left out and the rest compiled again, until they
    // compile; the warnings of that last compilation are the mocks' warnings, which fail a
    // test target built with warnings as errors.
    var failed: [String: String] = [:]
    var mocks = generated
    var output = ""
    while !mocks.mockedProtocols.isEmpty {
      let folder = try SwiftCompiler.temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let file = folder.appendingPathComponent("\(target.module)Mocks.swift")
      try mocks.source.write(to: file, atomically: true, encoding: .utf8)
      do {
        output = try await compiler.typecheck(
          [file], searchPaths: [modules], extraArguments: moduleMapArguments(package),
          throughSIL: true)
        break
      } catch let error as CompilerError {
        let errors = firstDiagnostics(
          "error", in: error.output, file: file, mocks: mocks)
        let blamed = errors.filter { $0.key != "(file)" && failed[$0.key] == nil }
        guard !blamed.isEmpty else {
          // No mock to blame: the file as a whole does not compile.
          failed["(file)"] =
            errors["(file)"] ?? error.output.split(separator: "\n").first.map(String.init) ?? ""
          output = ""
          break
        }
        failed.merge(blamed) { first, _ in first }
        mocks = try generate(leavingOut: Set(failed.keys)).0
      }
    }
    let warned = firstDiagnostics(
      "warning", in: output, file: nil, mocks: mocks)
    let compiling =
      failed["(file)"] == nil ? generated.mockedProtocols.count - failed.count : 0
    row.compiling += compiling
    row.warningFree += compiling - warned.count
    let name = "\(package.lastPathComponent)/\(target.module)"
    row.failures += failed.keys.sorted().map { "\(name): \($0): \(failed[$0] ?? "")" }
    row.warnings += warned.keys.sorted().map { "\(name): \($0): \(warned[$0] ?? "")" }
  }

  /// The protocols whose mocks' lines the compiler's diagnostics of `kind` point into, each
  /// with its first such diagnostic and the mock's line it points at; `(file)` for one
  /// outside every mock.
  private func firstDiagnostics(
    _ kind: String, in output: String, file: URL?, mocks: GeneratedMocks
  ) -> [String: String] {
    let lines = mocks.source.split(separator: "\n", omittingEmptySubsequences: false)
    // The mocks' class declarations, in the order of the protocols they mock.
    let headers = lines.indices.filter {
      lines[$0].hasPrefix("final class ") || lines[$0].hasPrefix("actor ")
    }
    var found: [String: String] = [:]
    for diagnostic in output.split(separator: "\n") where diagnostic.contains(": \(kind): ") {
      let parts = diagnostic.split(separator: ":", omittingEmptySubsequences: false)
      var owner = "(file)"
      var message = String(diagnostic)
      if parts.count > 2, file.map({ parts[0] == $0.path }) ?? true, let line = Int(parts[1]),
        line <= lines.count, let header = headers.lastIndex(where: { $0 < line }),
        header < mocks.mockedProtocols.count,
        let kindStart = diagnostic.range(of: "\(kind): ")
      {
        owner = mocks.mockedProtocols[header]
        message =
          diagnostic[kindStart.lowerBound...] + ", at `"
          + lines[line - 1].trimmingCharacters(in: .whitespaces) + "`"
      }
      if found[owner] == nil { found[owner] = message }
    }
    return found
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

  /// The folder's name and the release tag checked out, if any: `swift-log 1.16.2`.
  private func packageName(_ package: URL) async -> String {
    let tag =
      (try? await run(["git", "-C", package.path, "describe", "--tags", "--exact-match"]))?
      .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    return tag.isEmpty ? package.lastPathComponent : "\(package.lastPathComponent) \(tag)"
  }

  /// The package's Swift targets whose module was built, with their files, as
  /// `swift package describe` lists them (and the plugin sees them).
  private func builtTargets(of package: URL, modules: URL) async throws -> [Target] {
    struct Description: Decodable {
      struct Target: Decodable {
        let c99name: String
        let type: String
        let moduleType: String
        let path: String
        let sources: [String]?
      }
      let targets: [Target]
    }
    let json = try await run(
      ["swift", "package", "--package-path", package.path, "describe", "--type", "json"])
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    let description = try decoder.decode(
      Description.self, from: Data(json.drop { $0 != "{" }.utf8))
    return description.targets.filter { target in
      target.moduleType == "SwiftTarget"
        && !["test", "plugin", "macro", "snippet"].contains(target.type)
        && FileManager.default.fileExists(
          atPath: modules.appendingPathComponent("\(target.c99name).swiftmodule").path)
    }.sorted { $0.c99name < $1.c99name }.map { target in
      let folder = package.appendingPathComponent(target.path)
      return Target(
        module: target.c99name,
        files: (target.sources ?? []).filter { $0.hasSuffix(".swift") }.sorted()
          .map { folder.appendingPathComponent($0).path })
    }
  }

  /// The modules of the package's checked-out dependencies, by name: the folders under each
  /// checkout's `Sources/`, with their Swift files.
  private func dependencyModules(of package: URL) -> [String: [String]] {
    let checkouts = package.appendingPathComponent(".build/checkouts")
    var modules: [String: [String]] = [:]
    for checkout in (try? FileManager.default.contentsOfDirectory(atPath: checkouts.path)) ?? [] {
      let sources = checkouts.appendingPathComponent(checkout).appendingPathComponent("Sources")
      for name in (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? [] {
        modules[String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })] = swiftFiles(
          in: sources.appendingPathComponent(name))
      }
    }
    return modules
  }

  /// The C module maps the package's build made, which its Swift modules may import.
  private func moduleMapArguments(_ package: URL) -> [String] {
    let build = package.appendingPathComponent(".build")
    let entries = FileManager.default.enumerator(atPath: build.path)?.allObjects ?? []
    var arguments: [String] = []
    let swiftModules = Set(
      ((try? FileManager.default.contentsOfDirectory(
        atPath: build.appendingPathComponent("debug/Modules").path)) ?? [])
        .filter { $0.hasSuffix(".swiftmodule") }.map { $0.dropLast(".swiftmodule".count) })
    for case let entry as String in entries where entry.hasSuffix("module.modulemap") {
      // A Swift module's own module map would define the module a second time; a build
      // tool's modules (`SwiftProtobuf-tool.build`) are not the package's.
      let folders = entry.split(separator: "/").filter { $0.hasSuffix(".build") }
      if folders.contains(where: {
        $0.hasSuffix("-tool.build") || swiftModules.contains($0.dropLast(".build".count))
      }) {
        continue
      }
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

  /// Runs `arguments` through `env` and returns what it printed on its standard output.
  private func run(_ arguments: [String]) async throws -> String {
    let run = try await ChildProcess(
      executable: URL(fileURLWithPath: "/usr/bin/env"), arguments: arguments
    ).run()
    guard run.status == 0 else {
      throw CompilerError(output: "\(arguments.joined(separator: " ")) failed")
    }
    return run.standardOutput
  }
}

/// What the corpus check found in one package: a row of the table it prints.
private struct CorpusRow {
  let package: String
  var files = 0
  var protocols = 0
  var mocked = 0
  var compiling = 0
  var warningFree = 0
  /// The first of the generator's warnings about each protocol left out.
  var refusals: [String] = []
  /// Every warning of the generator, some protocols having several.
  var generatorWarnings: [String] = []
  /// `package/Module: Protocol: first error`, for each mock that does not compile.
  var failures: [String] = []
  /// `package/Module: Protocol: first warning`, for each mock that compiles with warnings.
  var warnings: [String] = []
  var silentlyDropped: [String] = []

  /// The protocols left out counted by reason, with names and details left out:
  /// `2 private; 1 inherits SerialExecutor`.
  var refusedByReason: String {
    var counts: [String: Int] = [:]
    for refusal in refusals { counts[Self.reason(refusal), default: 0] += 1 }
    return counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
      .map { "\($0.value) \($0.key)" }.joined(separator: "; ")
  }

  /// A refusal's reason in a few words.
  static func reason(_ warning: String) -> String {
    guard let range = warning.range(of: "warning: mockkit skipped ") else { return warning }
    var reason = String(warning[range.upperBound...])
    if reason.hasPrefix("the rest of the file") { return "file not read to its end" }
    if let colon = reason.range(of: ": ") { reason = String(reason[colon.upperBound...]) }
    if reason.hasPrefix("it is private") || reason.hasPrefix("it is fileprivate") {
      return String(reason.dropFirst("it is ".count).prefix { $0 != "," })
    }
    if reason.hasPrefix("it inherits ") {
      let parent = reason.dropFirst("it inherits ".count).prefix { $0 != "," }
      return reason.contains("a standard-library protocol")
        ? "inherits `\(parent)`" : "inherits `\(parent)`, not read"
    }
    if reason.hasPrefix("its inherited protocol ") { return "inherits a protocol refused" }
    if reason.hasPrefix("cannot mock "), let open = reason.range(of: " ("),
      reason.hasSuffix(")")
    {
      var detail = reason[open.upperBound..<reason.index(before: reason.endIndex)]
      // `(its result, Token, is non-copyable (~Copyable): …)`
      if let kind = detail.range(of: ", is ") {
        detail = detail[kind.upperBound...].prefix { $0 != ":" }
      }
      return String(detail.prefix { $0 != ":" })
    }
    if reason.hasPrefix("cannot mock ") {
      return String(reason.dropFirst("cannot mock ".count).prefix { $0 != " " && $0 != "'" })
    }
    return reason
  }

  /// The table, a Total row, then each refusal and each mock that does not compile or warns.
  static func report(_ rows: [CorpusRow]) -> String {
    var total = CorpusRow(package: "**Total**")
    for row in rows {
      total.files += row.files
      total.protocols += row.protocols
      total.mocked += row.mocked
      total.compiling += row.compiling
      total.warningFree += row.warningFree
      total.refusals += row.refusals
      total.generatorWarnings += row.generatorWarnings
      total.failures += row.failures
      total.warnings += row.warnings
      total.silentlyDropped += row.silentlyDropped
    }
    var lines = [
      "| Package | Files | Protocols | Mocked | Compile | Compile without warnings "
        + "| Refused, with the reason |",
      "| --- | ---: | ---: | ---: | ---: | ---: | --- |",
    ]
    for row in rows + [total] {
      lines.append(
        "| \(row.package) | \(row.files) | \(row.protocols) | \(row.mocked) | \(row.compiling) "
          + "| \(row.warningFree) | \(row.refusedByReason) |")
    }
    lines.append("")
    lines += total.generatorWarnings.map { "refused: \($0)" }
    lines += total.failures.map { "does not compile: \($0)" }
    lines += total.warnings.map { "warns: \($0)" }
    lines += total.silentlyDropped.map { "dropped without a warning: \($0)" }
    return lines.joined(separator: "\n")
  }
}
