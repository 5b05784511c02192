import Foundation
import MockKitGeneratorCore
import Testing

/// Shapes app code gives its protocols that the generator once got wrong: each mock is
/// pinned and compiled against its protocol's module with warnings as errors.
@Suite struct AppProtocolTests {
  /// The mock of `source`, declared in module Repro, its warnings, and what the compiler
  /// says of it.
  static func mock(of source: String) async throws -> (
    source: String, warnings: [String], diagnostics: String
  ) {
    let generated = MockGenerator(modulesUnderTest: ["Repro"]).generateFile(
      parsing: [("Repro.swift", source)])
    let diagnostics = try await SwiftCompiler().diagnostics(
      ofMocks: generated.source, forRepro: source)
    return (generated.source, generated.warnings, diagnostics)
  }

  /// `nonisolated(nonsending)` (Swift 6.2) is a modifier with its argument, repeated on the
  /// mock's method; it was read as a declaration named `(`, and the protocol skipped.
  @Test func aModifierWithAnArgumentIsRepeated() async throws {
    let mock = try await Self.mock(
      of: """
        public struct User: Sendable {}
        public protocol ModernConcurrency: Sendable {
          nonisolated(nonsending) func fetch() async -> [User]
        }
        """)

    #expect(mock.warnings == [])
    #expect(
      mock.source.contains(
        """
          nonisolated(nonsending) func fetch() async -> [Repro.User] { await fetchSpy.call() }
        """))
    #expect(mock.diagnostics == "")
  }
}
