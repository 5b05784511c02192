import Foundation
import MockKitGeneratorCore
import Testing

/// The parser never crashes or hangs, whatever it is given.
extension GoldenTests {
  @Test func parsesEverySwiftFileOfThisRepository() async throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    // Seconds of work with no suspension: on a thread of its own, not one of the
    // concurrency pool's, which the other tests' tasks need meanwhile.
    let parsed = await waitOffThePool { Result { try Self.parseEverySwiftFile(under: root) } }
    let (fileCount, protocolNames) = try parsed.get()
    #expect(fileCount > 50)
    #expect(protocolNames.contains("UserFetching"))
    #expect(protocolNames.contains("PaymentProcessor"))
  }

  /// Parses and mocks every Swift file of the repository at `root`: how many files, and the
  /// protocols found.
  private static func parseEverySwiftFile(under root: URL) throws -> (Int, [String]) {
    var fileCount = 0
    var protocolNames: [String] = []
    for folder in ["Sources", "Tests", "Examples"] {
      let directory = root.appendingPathComponent(folder)
      let entries = FileManager.default.enumerator(atPath: directory.path)?.allObjects ?? []
      // Not the build folders of the packages in Examples/, which hold their dependencies.
      for case let entry as String in entries
      where entry.hasSuffix(".swift") && !entry.contains(".build") {
        let path = directory.appendingPathComponent(entry).path
        let source = try String(contentsOfFile: path, encoding: .utf8)
        let result = ProtocolParser.parse(source, path: path)
        _ = MockGenerator().generate(result.protocols)
        protocolNames += result.protocols.map(\.name)
        fileCount += 1
      }
    }
    return (fileCount, protocolNames)
  }

  @Test(arguments: [
    "",
    "protocol",
    "protocol P",
    "protocol P: {",
    "protocol P { func f(",
    "protocol P { func f(a: [Int) -> }",
    "protocol P { var x: Int { get ",
    "protocol P { func f<T(_ t: T) }",
    "protocol P { func }",
    "protocol P { @ }",
    "@MainActor protocol P { func f() -> ",
    "protocol P { \"unterminated string }",
    "protocol P { /* unterminated comment",
    "protocol P { let raw = #\"\\#(\"",
    "#if os(",
    "}}}}{{{{ protocol ))) P ((( {",
    "\u{0}\u{1}\u{FFFD}\u{7F}protocol \u{FFFD} { func \u{0}() }",
  ])
  func malformedInputNeverCrashes(source: String) {
    let result = ProtocolParser.parse(source, path: "Malformed.swift")
    _ = MockGenerator().generate(result.protocols)
  }

  @Test func unbalancedBodyIsReportedWithItsLine() {
    let result = ProtocolParser.parse(
      "import Foundation\n\nprotocol Broken {\n  func f()\n",
      path: "Broken.swift"
    )
    #expect(result.protocols == [])
    #expect(
      result.warnings == [
        "Broken.swift:3: warning: mockkit skipped protocol Broken (unbalanced braces: its body never ends)"
      ])
  }

  @Test func binaryDataNeverCrashes() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<200 {
      let bytes = (0..<512).map { _ in UInt8.random(in: 0...255, using: &generator) }
      let source = "protocol P {" + String(decoding: bytes, as: UTF8.self)
      _ = ProtocolParser.parse(source, path: "Random.swift")
    }
  }
}
