import Foundation
import MockKitGeneratorCore
import Testing

/// The golden inputs' mocks compile in Swift 6 mode against MockKit, with no warning, and so
/// do their contract requirements and `forwardCalls(to:)`.
extension GoldenTests {
  @Test(arguments: [false, true])
  func everyGoldenInputsMocksCompile(withContractRequirements: Bool) async throws {
    let folder = try SwiftCompiler.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var files: [URL] = []
    func write(_ source: String, to name: String) throws {
      let file = folder.appendingPathComponent(name)
      try source.write(to: file, atomically: true, encoding: .utf8)
      files.append(file)
    }
    try write(GoldenInputs.supportDeclarations, to: "Support.swift")
    var mocked: [String] = []
    for (number, input) in GoldenInputs.all.enumerated() {
      let result = ProtocolParser.parse(input, path: "Input\(number).swift")
      var generator = MockGenerator(imports: ["Foundation"])
      generator.writesContractRequirements = withContractRequirements
      generator.typeAliases = result.sendability.typeAliases
      generator.notSendableTypes = result.sendability.notSendable
      generator.noncopyableTypes = result.noncopyableTypes
      generator.nonescapableTypes = result.nonescapableTypes
      let generated = generator.generateFile(
        for: result.protocols, knownProtocols: result.protocols)
      // With the contract requirements, some golden inputs' requirements are left out with
      // a warning, which GoldenTests pins.
      if !withContractRequirements { #expect(generated.warnings == []) }
      mocked += generated.mockedProtocols
      try write("import Foundation\n" + input, to: "Input\(number).swift")
      try write(generated.source, to: "Mocks\(number).swift")
    }
    #expect(mocked.count == 62)
    let diagnostics = try await SwiftCompiler().typecheck(files, throughSIL: true)
    #expect(diagnostics == "")
  }
}
