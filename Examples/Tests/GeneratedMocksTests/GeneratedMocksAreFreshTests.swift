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
    + "--contracts --output Examples/Tests/GeneratedMocksTests/GeneratedMocks.swift"

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
    var generator = MockGenerator(modulesUnderTest: ["ExampleServices"], command: Self.command)
    generator.writesContractRequirements = true
    let generated = generator.generateFile(parsing: files)
    let checkedIn = try String(
      contentsOf: here.appendingPathComponent("GeneratedMocks.swift"), encoding: .utf8)

    // The requirements that no contract requirement or forwardCalls(to:) can call, each
    // mock's in one warning.
    #expect(
      generated.warnings == [
        """
        Examples/Sources/ExampleServices/Authentication/NetworkManager.swift:11: warning: \
        mockkit left 1 requirement of NetworkManager out of MockNetworkManager.Requirements \
        and forwardCalls(to:): it cannot be called on a conformer with its spy's arguments.
          Left out:
            request(_:): it is generic, and its spy records the values of its generic \
        parameters without their types
          To fix, write the ProtocolContract.Requirement of each by hand, and forward its spy \
        to the fake with answers(_:).
        """,
        """
        Examples/Sources/ExampleServices/Networking/RequestMiddleware.swift:21: warning: \
        mockkit left 1 requirement of RequestMiddleware out of \
        MockRequestMiddleware.Requirements and forwardCalls(to:): it cannot be called on a \
        conformer with its spy's arguments.
          Left out:
            intercept(_:next:): it takes a non-escaping closure, which its spy holds only \
        while the call runs
          To fix, write the ProtocolContract.Requirement of each by hand, and forward its spy \
        to the fake with answers(_:).
        """,
        """
        Examples/Sources/ExampleServices/Storage/DataStorage.swift:8: warning: mockkit left 2 \
        requirements of DataStorage out of MockDataStorage.Requirements and \
        forwardCalls(to:): they cannot be called on a conformer with their spies' arguments.
          Left out:
            save(_:forKey:): it is generic, and its spy records the values of its generic \
        parameters without their types
            load(_:forKey:): it is generic, and its spy records the values of its generic \
        parameters without their types
          To fix, write the ProtocolContract.Requirement of each by hand, and forward its spy \
        to the fake with answers(_:).
        """,
      ])
    #expect(
      generated.source == checkedIn,
      "GeneratedMocks.swift is stale. To regenerate it, run from the package root: \(Self.command)"
    )
  }
}
