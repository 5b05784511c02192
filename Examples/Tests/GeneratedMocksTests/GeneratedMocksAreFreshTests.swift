import Foundation
import MockKitGeneratorCore
import Testing

/// `GeneratedMocks.swift` is what `mockkit generate` writes for the example services,
/// checked in so that this target compiles and uses it. This test fails when it is
/// stale: when a protocol in `Examples/Sources/ExampleServices` or the generator changed
/// without the file being regenerated.
@Suite struct GeneratedMocksAreFreshTests {
  static let command =
    "swift run mockkit generate Examples/Sources/ExampleServices --import ExampleServices "
    + "--output Examples/Tests/GeneratedMocksTests/GeneratedMocks.swift"

  @Test func checkedInMocksMatchWhatTheGeneratorWritesNow() throws {
    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let root = here.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let folder = "Examples/Sources/ExampleServices"
    let entries =
      FileManager.default.enumerator(
        atPath: root.appendingPathComponent(folder).path)?.allObjects as? [String] ?? []
    let files = try entries.filter { $0.hasSuffix(".swift") }.sorted().map { entry in
      let path = folder + "/" + entry
      let contents = try String(
        contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      return (path: path, contents: contents)
    }
    let generator = MockGenerator(modulesUnderTest: ["ExampleServices"], command: Self.command)
    let generated = generator.generateFile(parsing: files)
    let checkedIn = try String(
      contentsOf: here.appendingPathComponent("GeneratedMocks.swift"), encoding: .utf8)

    #expect(generated.warnings == [])
    #expect(
      generated.source == checkedIn,
      "GeneratedMocks.swift is stale. To regenerate it, run from the package root: \(Self.command)"
    )
  }
}
