import Foundation
import PackagePlugin

/// Generates mocks, at build time, for the marked protocols of the modules a target depends
/// on, and for the protocols of its dependencies that its `MockKit.mocks` file names.
///
/// A protocol of a Swift target of the same package that the target depends on directly
/// is mocked when a `// mockkit:mock` line stands in the comments above it:
///
/// ```swift
/// // mockkit:mock
/// /// Charges money: the role of a payment provider's SDK or API.
/// public protocol PaymentProcessor: Sendable { … }
/// ```
///
/// A protocol that cannot be marked, such as one of another package, is mocked when a
/// `MockKit.mocks` file in the target's folder names it with its module, one a line:
///
/// ```text
/// Logging.LogHandler
/// ```
///
/// The plugin runs `mockkit generate` once per target, over those modules' Swift files,
/// and compiles the result, a `<Module>Mocks.swift` per module, into the target. The
/// command also gets the files of every other module the target depends on, directly or
/// not, and reads one when a module it reads imports it: for the protocols the mocks
/// inherit, which types are `Sendable`, and the module that declares each name. It reruns
/// when one of those files or `MockKit.mocks` changes; a mistake in `MockKit.mocks` fails
/// the build with an error on its line.
///
/// In an Xcode project, it mocks the marked protocols of the target under test, the one
/// named like the test target without its `Tests` suffix, and those that a `MockKit.mocks`
/// file among the test target's files names (see `XcodeBuildToolPlugin` below).
///
/// Apply it to test targets, and to test-support libraries that only test targets depend on:
/// the mocks use the MockKit library, which links XCTest and Swift Testing, so on another
/// target they would bring both into the code that ships. The mocks are internal to the
/// target, unless `MockKit.mocks` has a line `--access public` (or `--access package`):
/// then the test targets that depend on the test-support library share them. On a target
/// that is not a test target and whose `MockKit.mocks` gives no access level, the plugin
/// warns, since the mocks would be internal to a library that exists to share them.
@main
struct MockKitPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
    let list = (target as? SwiftSourceModuleTarget).map {
      $0.directoryURL.appendingPathComponent("MockKit.mocks")
    }
    .flatMap { FileManager.default.fileExists(atPath: $0.path) ? $0 : nil }

    var modules: [ScannedModule] = []
    func add(_ candidate: any Target, role: ScannedModule.Role) {
      guard let module = candidate as? any SourceModuleTarget else { return }
      let sources = module.sourceFiles(withSuffix: ".swift").map(\.url)
      modules.add(ScannedModule(name: module.moduleName, sources: sources, role: role))
    }
    for dependency in target.dependencies {
      switch dependency {
      case .target(let dependency):
        add(dependency, role: .marked)
      case .product(let product):
        // Another package's modules are mocked only for the protocols the list names;
        // MockKit's own are never mocked (a test-support library depends on it).
        guard list != nil else { continue }
        for productTarget in product.targets where productTarget.name != "MockKit" {
          add(productTarget, role: .listed)
        }
      @unknown default:
        continue
      }
    }
    // Every other module the target depends on, directly or not, is read when a module
    // read imports it: for the protocols the mocks inherit, which types are `Sendable`, and
    // the module of each name.
    for dependency in target.recursiveTargetDependencies {
      add(dependency, role: .context)
    }
    if let module = target as? SwiftSourceModuleTarget, module.kind != .test,
      !Self.givesAccessLevel(list)
    {
      Diagnostics.warning(Self.internalMocksInLibraryWarning(target: target.name))
    }
    guard modules.contains(where: { $0.role != .context }) || list != nil else {
      Diagnostics.warning(
        """
        MockKitPlugin generated no mocks for '\(target.name)': it found no module to scan.
          Scans: the Swift targets of the same package that '\(target.name)' depends on \
        directly, for protocols marked `// mockkit:mock`, and the modules of its dependencies \
        for the protocols a MockKit.mocks file in its folder names.
          To fix: add the target whose protocols you mock to the dependencies of \
        '\(target.name)' in Package.swift, or remove MockKitPlugin from its plugins.
        """)
      return []
    }
    return [
      Self.generateCommand(
        for: target.name, modules: modules, list: list,
        tool: try context.tool(named: "mockkit").url,
        workDirectory: context.pluginWorkDirectoryURL)
    ]
  }

  /// The warning for a target that is not a test target and gets internal mocks, which the
  /// test targets that depend on it see only through `@testable import`.
  static func internalMocksInLibraryWarning(target: String) -> String {
    """
    MockKitPlugin generates internal mocks for '\(target)', which is not a test target: \
    a test target that depends on it sees them only through `@testable import`.
      To fix: add the line `--access public` to a MockKit.mocks file in the folder of \
    '\(target)', so that the test targets depending on it share its mocks; or \
    `--access internal`, to keep them internal and silence this warning.
    """
  }

  /// Whether `list` has a line that sets the mocks' access level (`--access public`). The
  /// generator reads the file itself and reports its mistakes; a plugin cannot use the
  /// generator's library, so this reads only the lines' first words.
  static func givesAccessLevel(_ list: URL?) -> Bool {
    guard let list, let text = try? String(contentsOf: list, encoding: .utf8) else {
      return false
    }
    return text.split(separator: "\n").contains { line in
      line.split(whereSeparator: \.isWhitespace).first == "--access"
    }
  }

  /// The command that runs `mockkit generate` over `modules` and `list`, writing one
  /// `<Module>Mocks.swift` per module into `workDirectory`: the same in a package and in an
  /// Xcode project.
  static func generateCommand(
    for targetName: String, modules: [ScannedModule], list: URL?, tool: URL, workDirectory: URL
  ) -> Command {
    var arguments = ["generate", "--output", workDirectory.path]
    var inputs: [URL] = []
    if let list {
      arguments += ["--config", list.path]
      inputs.append(list)
    }
    for module in modules {
      arguments += [module.role.option, module.name]
      arguments += module.sources.map(\.path)
      inputs += module.sources
    }
    arguments += [
      "--regenerate-hint",
      "build; MockKitPlugin regenerates this file whenever the modules \(targetName) "
        + "depends on or its MockKit.mocks change",
    ]
    return .buildCommand(
      displayName: "Generating mocks for \(targetName)",
      executable: tool,
      arguments: arguments,
      inputFiles: inputs,
      outputFiles: modules.filter { $0.role != .context }.map {
        workDirectory.appendingPathComponent("\($0.name)Mocks.swift")
      }
    )
  }
}

/// A module whose Swift files the command reads.
struct ScannedModule {
  let name: String
  let sources: [URL]
  let role: Role

  /// Which of a module's protocols are mocked.
  enum Role {
    /// Its protocols marked `// mockkit:mock`, and those `MockKit.mocks` names: a module of
    /// the same package, or the target an Xcode test target tests.
    case marked
    /// Only those `MockKit.mocks` names.
    case listed
    /// None: it is read, when a module read imports it, for what the mocks need.
    case context

    /// The option of `mockkit generate` that passes a module of this role.
    var option: String {
      switch self {
      case .marked: "--marked-module"
      case .listed: "--module"
      case .context: "--context-module"
      }
    }
  }
}

extension [ScannedModule] {
  /// Adds `module` unless it has no Swift file or is already there.
  mutating func add(_ module: ScannedModule) {
    guard !module.sources.isEmpty, !contains(where: { $0.name == module.name }) else { return }
    append(module)
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  /// In an Xcode project, where a plugin sees each target's files but not what it depends
  /// on: the target under test is the one named like the test target without its `Tests`
  /// suffix (`ShopTests` tests `Shop`), and the modules that `MockKit.mocks` names are the
  /// project's targets of those names.
  extension MockKitPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      let list = target.inputFiles.first { $0.url.lastPathComponent == "MockKit.mocks" }?.url
      let projectTargets = context.xcodeProject.targets
      var modules: [ScannedModule] = []
      func add(named name: String, isMarked: Bool) {
        guard let found = projectTargets.first(where: { moduleName(of: $0) == name }) else {
          return
        }
        let sources = found.inputFiles.map(\.url).filter { $0.pathExtension == "swift" }
        modules.add(
          ScannedModule(name: name, sources: sources, role: isMarked ? .marked : .listed))
      }
      let testedName = moduleName(of: target)
      if testedName.hasSuffix("Tests") {
        add(named: String(testedName.dropLast(5)), isMarked: true)
      }
      if let list { for module in listedModules(in: list) { add(named: module, isMarked: false) } }
      guard !modules.isEmpty else {
        Diagnostics.warning(
          """
          MockKitPlugin generated no mocks for '\(target.displayName)': it found no target to scan.
            Scans: the target '\(target.displayName)' tests, named like it without 'Tests', for \
          protocols marked `// mockkit:mock`, and the targets whose modules a MockKit.mocks file \
          among its files names, for the protocols it names.
            To fix: name the target under test '\(target.displayName)' without 'Tests', or add a \
          MockKit.mocks file to '\(target.displayName)' that names its protocols.
          """)
        return []
      }
      return [
        Self.generateCommand(
          for: target.displayName, modules: modules, list: list,
          tool: try context.tool(named: "mockkit").url,
          workDirectory: context.pluginWorkDirectoryURL)
      ]
    }

    /// The module an Xcode target builds, as Xcode names it from the target's name: a
    /// character that cannot be in a Swift identifier becomes `_`.
    private func moduleName(of target: XcodeTarget) -> String {
      let name = String(target.displayName.map { $0.isLetter || $0.isNumber ? $0 : "_" })
      return name.first?.isNumber == true ? "_" + name : name
    }

    /// The modules that `list` names protocols of: the part of each line before its first
    /// dot. The generator reads the file itself and reports its mistakes; a plugin cannot
    /// use the generator's library, so this reads only as much as choosing files needs.
    private func listedModules(in list: URL) -> [String] {
      guard let text = try? String(contentsOf: list, encoding: .utf8) else { return [] }
      var modules: [String] = []
      for line in text.split(separator: "\n") {
        let entry = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
          .trimmingCharacters(in: .whitespaces)
        guard let dot = entry.firstIndex(of: ".") else { continue }
        let module = String(entry[..<dot])
        if !module.isEmpty, !modules.contains(module) { modules.append(module) }
      }
      return modules
    }
  }
#endif
