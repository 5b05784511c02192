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
/// command reruns when one of those files or `MockKit.mocks` changes; a mistake in
/// `MockKit.mocks` fails the build with an error on its line.
///
/// Apply it to test targets only: the mocks use the MockKit library, which links XCTest and
/// Swift Testing, so on another target they would bring both into the code that ships.
/// The mocks are internal to the target.
@main
struct MockKitPlugin: BuildToolPlugin {
  /// A module whose Swift files the command reads.
  private struct Module {
    let target: any SourceModuleTarget
    /// Whether it is a target of the same package, whose marked protocols are mocked.
    let isInPackage: Bool
  }

  func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
    let list = (target as? SwiftSourceModuleTarget).map {
      $0.directoryURL.appendingPathComponent("MockKit.mocks")
    }
    .flatMap { FileManager.default.fileExists(atPath: $0.path) ? $0 : nil }

    var modules: [Module] = []
    func add(_ candidate: any Target, isInPackage: Bool) {
      guard let module = candidate as? any SourceModuleTarget,
        !module.sourceFiles(withSuffix: ".swift").isEmpty,
        !modules.contains(where: { $0.target.moduleName == module.moduleName })
      else { return }
      modules.append(Module(target: module, isInPackage: isInPackage))
    }
    for dependency in target.dependencies {
      switch dependency {
      case .target(let dependency):
        add(dependency, isInPackage: true)
      case .product(let product):
        // Another package's modules are read only for the protocols the list names.
        guard list != nil else { continue }
        for productTarget in product.targets { add(productTarget, isInPackage: false) }
      @unknown default:
        continue
      }
    }
    guard !modules.isEmpty || list != nil else {
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

    var arguments = ["generate", "--output", context.pluginWorkDirectoryURL.path]
    var inputs: [URL] = []
    if let list {
      arguments += ["--config", list.path]
      inputs.append(list)
    }
    for module in modules {
      let sources = module.target.sourceFiles(withSuffix: ".swift").map(\.url)
      arguments += [module.isInPackage ? "--marked-module" : "--module", module.target.moduleName]
      arguments += sources.map(\.path)
      inputs += sources
    }
    arguments += [
      "--regenerate-hint",
      "build; MockKitPlugin regenerates this file whenever the modules \(target.name) "
        + "depends on or its MockKit.mocks change",
    ]
    return [
      .buildCommand(
        displayName: "Generating mocks for \(target.name)",
        executable: try context.tool(named: "mockkit").url,
        arguments: arguments,
        inputFiles: inputs,
        outputFiles: modules.map {
          context.pluginWorkDirectoryURL.appendingPathComponent(
            "\($0.target.moduleName)Mocks.swift")
        }
      )
    ]
  }
}
