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

  /// A protocol isolated to the main actor makes its conformers `Sendable`, not its
  /// existential: `any Coordinator` is recorded unchecked (it was recorded as it is, and
  /// Swift refused the spy: "type 'any Coordinator' does not conform to the 'Sendable'
  /// protocol").
  @Test func aMainActorProtocolsExistentialIsNotSendable() async throws {
    let mock = try await Self.mock(
      of: """
        @MainActor public protocol Coordinator: AnyObject {
          var children: [any Coordinator] { get set }
          func start()
        }
        """)

    #expect(mock.warnings == [])
    #expect(
      mock.source.contains(
        """
        @MainActor
        final class MockCoordinator: Repro.Coordinator {
          let childrenGetter = MockKit.Spy<Void, MockKit.UncheckedArgument<[any Repro.Coordinator]>>(name: "children")
        """))
    #expect(mock.diagnostics == "")
  }

  /// A protocol isolated to an app's own global actor is mocked as one isolated to the main
  /// actor is: the mock is isolated to it, the members a standard-library parent requires
  /// are `nonisolated`, and no contract glue is written. It was taken as not isolated, and
  /// the conformances crossed into the actor's code.
  @Test func aProtocolIsolatedToAnAppsGlobalActorIsMockedAsIsolatedToIt() async throws {
    let source = """
      @globalActor public actor DatabaseActor { public static let shared = DatabaseActor() }
      @DatabaseActor public protocol Migration: CustomStringConvertible, Hashable {
        var version: Int { get }
        func apply() throws
      }
      """
    let mock = try await Self.mock(of: source)

    #expect(mock.warnings == [])
    #expect(
      mock.source.contains(
        """
        @DatabaseActor
        final class MockMigration: Repro.Migration {
          let descriptionGetter = MockKit.Spy<Void, String>(name: "description")
          let versionGetter = MockKit.Spy<Void, Int>(name: "version")
          let applySpy = MockKit.ThrowingSpy<Void, Void>(name: "apply()")

          nonisolated var description: String { descriptionGetter.call() }
          var version: Int { versionGetter.call() }
          func apply() throws { try applySpy.call() }
          nonisolated static func == (lhs: MockMigration, rhs: MockMigration) -> Bool { lhs === rhs }
          nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
        }
        """))
    #expect(mock.diagnostics == "")

    var generator = MockGenerator(modulesUnderTest: ["Repro"])
    generator.writesContractRequirements = true
    let withGlue = generator.generateFile(parsing: [("Repro.swift", source)])
    #expect(
      withGlue.warnings == [
        """
        Repro.swift:2: warning: mockkit wrote no Requirements and no forwardCalls(to:) for MockMigration: it is isolated to DatabaseActor, and a spy's answer may run on any thread.
          To fix, write the ProtocolContract.Requirement of each by hand, and forward its spy to the fake with answers(_:).
        """
      ])
    let diagnostics = try await SwiftCompiler().diagnostics(
      ofMocks: withGlue.source, forRepro: source)
    #expect(diagnostics == "")
  }
}
