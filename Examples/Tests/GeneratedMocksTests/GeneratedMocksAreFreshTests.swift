import Foundation
import Testing

/// `GeneratedMocks.swift` is the output of `swift run mockkit generate`, checked in.
@Suite struct GeneratedMocksAreFreshTests {
  @Test func checkedInMocksExist() throws {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("GeneratedMocks.swift").path
    #expect(FileManager.default.fileExists(atPath: path))
  }
}
