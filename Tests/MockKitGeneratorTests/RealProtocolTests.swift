import Foundation
import MockKitGeneratorCore
import Testing

/// Protocols of real packages that a person could mock by hand, and that the generator once
/// refused or mocked into code that did not compile: each pinned as the smallest reproducer,
/// read as the sources of a module `Repro` as the plugin reads a dependency, and its mocks
/// compiled in another module with warnings as errors.
@Suite struct RealProtocolTests {
  /// The mocks of `source`, read as the sources of the module `Repro`, from the imports on.
  private func mocks(_ source: String) -> String {
    let generated = MockGenerator(modulesUnderTest: ["Repro"]).generateFile(
      parsing: [("Repro.swift", source)])
    #expect(generated.warnings == [])
    return generated.source.split(separator: "\n", omittingEmptySubsequences: false)
      .dropFirst(3).joined(separator: "\n")
  }

  /// swift-distributed-tracing's `Tracer`, whose associated type `Span` is constrained to
  /// the module's own protocol `Span`: neither is the standard library's non-escapable
  /// `Span<Element>`. Once refused: "its result, Span, is non-escapable".
  @Test func aModulesOwnSpanIsNotTheStandardLibrarys() {
    #expect(
      mocks(RealProtocols.tracer) == """
        import MockKit
        import Repro

        final class MockSpan: Repro.Span, Sendable {
          let endSpy = MockKit.Spy<Void, Void>(name: "end()")

          func end() { endSpy.call() }
        }

        final class MockTracer<Span: Repro.Span & Sendable>: Repro.Tracer, Sendable {
          let startSpan = MockKit.Spy<String, Span>(name: "startSpan(_:)")
          let activeSpan = MockKit.Spy<Int, Span?>(name: "activeSpan(id:)")
          let currentSpy = MockKit.Spy<Void, (any Repro.Span)?>(name: "current()")

          func startSpan(_ name: String) -> Span { startSpan.call(name) }
          func activeSpan(id: Int) -> Span? { activeSpan.call(id) }
          func current() -> (any Repro.Span)? { currentSpy.call() }
        }

        """)
  }

  /// `@isolated(any)` is a function type's attribute, not an `isolated` parameter: an
  /// escaping closure is recorded, and a non-escaping one, which `withoutActuallyEscaping`
  /// does not take, is left out of what the spy records. Once refused: "isolated parameter".
  @Test func isolatedAnyIsAFunctionTypesAttribute() {
    #expect(
      mocks(RealProtocols.isolatedAny) == """
        import MockKit
        import Repro

        final class MockJobQueue: Repro.JobQueue, Sendable {
          let enqueue = MockKit.Spy<MockKit.UncheckedArgument<@isolated(any) () async -> Void>, Void>(name: "enqueue(operation:)")
          let runNow = MockKit.Spy<String, Void>(name: "runNow(_:operation:)")

          func enqueue(operation: @escaping @isolated(any) () async -> Void) {
            enqueue.call(MockKit.UncheckedArgument(operation))
          }
          func runNow(_ name: String, operation: @isolated(any) () async -> Void) async {
            await runNow.call(name)
          }
        }

        """)
  }

  /// postgres-nio's `PostgresDynamicTypeEncodable`, which redeclares its parent's throwing
  /// `encode` as non-throwing: a non-throwing method satisfies both, so the mock implements
  /// it once, as the child declares it. Once two methods of the same name: "invalid
  /// redeclaration".
  @Test func aMethodRedeclaredWithFewerEffectsIsImplementedOnce() {
    #expect(
      mocks(RealProtocols.redeclaredWithoutThrows) == """
        import MockKit
        import Repro

        final class MockThrowingEncodable: Repro.ThrowingEncodable, Sendable {
          let encode = MockKit.ThrowingSpy<([UInt8], any Sendable), Void>(name: "encode(into:context:)")
          let flushSpy = MockKit.ThrowingSpy<Void, Void>(name: "flush()")

          func encode<Encoder: Sendable>(into buffer: inout [UInt8], context: [Encoder]) throws {
            try encode.call((buffer, context))
          }
          func flush() async throws { try await flushSpy.call() }
        }

        final class MockEncodable: Repro.Encodable, Sendable {
          let encode = MockKit.Spy<([UInt8], any Sendable), Void>(name: "encode(into:context:)")
          let flushSpy = MockKit.Spy<Void, Void>(name: "flush()")

          func encode<Encoder: Sendable>(into buffer: inout [UInt8], context: [Encoder]) {
            encode.call((buffer, context))
          }
          func flush() { flushSpy.call() }
        }

        """)
  }

  /// Every reproducer's mocks compile, with warnings as errors, in a module that imports
  /// `Repro` as a test target imports the module it tests.
  @Test func everyReproducersMocksCompileWithoutWarnings() async throws {
    let folder = try SwiftCompiler.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let compiler = try SwiftCompiler()
    let source = RealProtocols.all.joined(separator: "\n")
    let repro = folder.appendingPathComponent("Repro.swift")
    try source.write(to: repro, atomically: true, encoding: .utf8)
    try await compiler.emitModule(named: "Repro", from: [repro], into: folder)

    let generated = MockGenerator(modulesUnderTest: ["Repro"]).generateFile(
      parsing: [(repro.path, source)])
    #expect(generated.warnings == [])
    #expect(generated.mockedProtocols.count == RealProtocols.mockCount)
    let mocks = folder.appendingPathComponent("ReproMocks.swift")
    try generated.source.write(to: mocks, atomically: true, encoding: .utf8)
    let diagnostics = try await compiler.typecheck(
      [mocks], searchPaths: [folder], extraArguments: ["-warnings-as-errors"], throughSIL: true)
    #expect(diagnostics == "")
  }
}

/// The sources of the module `Repro` for ``RealProtocolTests``, one reproducer each.
enum RealProtocols {
  /// swift-distributed-tracing's `Span` and `Tracer`.
  static let tracer = """
    public protocol Span: Sendable { func end() }
    public protocol Tracer {
      associatedtype Span: Repro.Span
      func startSpan(_ name: String) -> Self.Span
      func activeSpan(id: Int) -> Span?
      func current() -> (any Repro.Span)?
    }
    """

  /// Closures isolated to whatever their caller's isolation is, as swift-service-lifecycle
  /// and swift-nio take them.
  static let isolatedAny = """
    public protocol JobQueue {
      func enqueue(operation: @escaping @isolated(any) () async -> Void)
      func runNow(_ name: String, operation: @isolated(any) () async -> Void) async
    }
    """

  /// postgres-nio's `PostgresThrowingDynamicTypeEncodable` and the protocol that redeclares
  /// its requirement without `throws`.
  static let redeclaredWithoutThrows = """
    public protocol ThrowingEncodable {
      func encode<Encoder: Sendable>(into buffer: inout [UInt8], context: [Encoder]) throws
      func flush() async throws
    }
    public protocol Encodable: ThrowingEncodable {
      func encode<Encoder: Sendable>(into buffer: inout [UInt8], context: [Encoder])
      func flush()
    }
    """

  /// Every reproducer above, for the compile test.
  static let all = [tracer, isolatedAny, redeclaredWithoutThrows]
  /// How many protocols ``all`` declares.
  static let mockCount = 5
}
