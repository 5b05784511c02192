import Foundation
import MockKitGeneratorCore
import Testing

/// A requirement with an `isolated` parameter is mocked as a hand-written mock would be:
/// the method keeps the parameter isolated, and its spy records the actor, which is
/// `Sendable` as every actor is. The contract glue leaves it out with the reason.
@Suite struct IsolatedParameterTests {
  static let source = """
    public protocol Runner {
      func run(on actor: isolated any Actor) async
      func step(on actor: isolated any Actor, id: Int) -> Int
      func onMain(_ actor: isolated MainActor) throws
    }
    """

  @Test func anIsolatedParameterIsRecordedAsTheActorItIs() {
    let result = ProtocolParser.parse(Self.source, path: "Runner.swift")
    let generated = MockGenerator().generateFile(
      for: result.protocols, knownProtocols: result.protocols)

    #expect(generated.warnings == [])
    #expect(
      generated.source.contains(
        """
          let run = MockKit.Spy<any Actor, Void>(name: "run(on:)")
          let step = MockKit.Spy<(any Actor, Int), Int>(name: "step(on:id:)")
          let onMain = MockKit.ThrowingSpy<MainActor, Void>(name: "onMain(_:)")

          func run(on actor: isolated any Actor) async { await run.call(actor) }
          func step(on actor: isolated any Actor, id: Int) -> Int { step.call((actor, id)) }
          func onMain(_ actor: isolated MainActor) throws { try onMain.call(actor) }
        """))
  }

  @Test func theContractGlueLeavesItOutWithTheReason() {
    let result = ProtocolParser.parse(Self.source, path: "Runner.swift")
    var generator = MockGenerator()
    generator.writesContractRequirements = true
    let generated = generator.generateFile(for: result.protocols, knownProtocols: result.protocols)

    #expect(
      generated.warnings == [
        """
        Runner.swift:1: warning: mockkit left 3 requirements of Runner out of \
        MockRunner.Requirements and forwardCalls(to:): they cannot be called on a conformer \
        with their spies' arguments.
          Left out:
            run(on:): it takes an isolated parameter, and the glue does not hop to its actor
            step(on:id:): it takes an isolated parameter, and the glue does not hop to its actor
            onMain(_:): it takes an isolated parameter, and the glue does not hop to its actor
          To fix, write the ProtocolContract.Requirement of each by hand, and forward its spy \
        to the fake with answers(_:).
        """
      ])
  }

  @Test func theMockCompilesWithoutWarnings() async throws {
    let generated = MockGenerator(modulesUnderTest: ["Repro"]).generateFile(
      parsing: [("Repro.swift", Self.source)])
    let diagnostics = try await SwiftCompiler().diagnostics(
      ofMocks: generated.source, forRepro: Self.source, throughSIL: true)
    #expect(diagnostics == "")
  }
}
