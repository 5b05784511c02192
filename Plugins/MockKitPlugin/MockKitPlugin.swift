import Foundation
import PackagePlugin

/// Generates mocks, at build time, for the marked protocols of the modules a target depends
/// on.
///
/// For each direct dependency of the target on another Swift module of the same package,
/// the plugin runs `mockkit generate --marked` over that module's Swift files and compiles
/// the result, `<Module>Mocks.swift`, into the target. A protocol is marked by a
/// `// mockkit:mock` line in the comments above it:
///
/// ```swift
/// // mockkit:mock
/// /// Charges money: the role of a payment provider's SDK or API.
/// public protocol PaymentProcessor: Sendable { … }
/// ```
///
/// Apply it to test targets only: the mocks use the MockKit library, which links XCTest and
/// Swift Testing, so on another target they would bring both into the code that ships.
/// The mocks are internal to the target.
@main
struct MockKitPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
    let modules = target.dependencies.compactMap { dependency -> (any SourceModuleTarget)? in
      guard case .target(let module as any SourceModuleTarget) = dependency else { return nil }
      return module
    }
    .filter { !$0.sourceFiles(withSuffix: ".swift").isEmpty }
    guard !modules.isEmpty else {
      Diagnostics.warning(
        """
        MockKitPlugin generated no mocks for '\(target.name)': it found no module to scan.
          Scans: the Swift targets of the same package that '\(target.name)' depends on \
        directly, for protocols marked `// mockkit:mock`.
          To fix: add the target whose protocols you mock to the dependencies of \
        '\(target.name)' in Package.swift, or remove MockKitPlugin from its plugins.
        """)
      return []
    }

    let generator = try context.tool(named: "mockkit").url
    return modules.map { module in
      let sources = module.sourceFiles(withSuffix: ".swift").map(\.url)
      let output = context.pluginWorkDirectoryURL
        .appendingPathComponent("\(module.moduleName)Mocks.swift")
      return .buildCommand(
        displayName: "Generating mocks for the marked protocols of \(module.moduleName)",
        executable: generator,
        arguments: ["generate"] + sources.map(\.path) + [
          "--marked", "--import", module.moduleName, "--output", output.path,
          "--regenerate-hint",
          "build; MockKitPlugin regenerates this file whenever \(module.moduleName) changes",
        ],
        inputFiles: sources,
        outputFiles: [output]
      )
    }
  }
}
