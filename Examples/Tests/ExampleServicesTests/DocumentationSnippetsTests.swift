import Foundation
import Testing

/// Keeps README, Docs, the DocC catalog and MockKit's doc comments honest: every Swift
/// code block in them must be an excerpt of a test file that the package compiles and
/// runs, so a snippet cannot drift from the API.
///
/// Package manifests (`Package.swift` excerpts) are the one exception: a test target
/// cannot compile them.
@Suite struct DocumentationSnippetsTests {
  /// The repository root, found from this file's path.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // ExampleServicesTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // Examples
    .deletingLastPathComponent()

  @Test func everySwiftBlockIsCompiledTestCode() throws {
    let documents =
      try ["README.md"] + markdownFiles(in: "Docs")
      + markdownFiles(in: "Sources/MockKit/MockKit.docc")
    let sources = try SourceIndex(testSourceLines())
    #expect(!documents.isEmpty && !sources.isEmpty)

    for document in documents {
      let text = try String(
        contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
      for block in swiftBlocks(in: text) where !isManifest(block) {
        let found = sources.contains(block)
        #expect(
          found,
          """
          \(document): this Swift block is not an excerpt of any test file, so nothing \
          compiles it. Put it, word for word, in a test under Tests/ or Examples/Tests/:
          \(block.joined(separator: "\n"))
          """)
      }
    }
  }

  /// Every code block of a doc comment under Sources/MockKit is written ```swift and is an
  /// excerpt of a test file (Examples/Tests/ExampleServicesTests/DocCommentExamples/).
  @Test func everyDocCommentBlockIsCompiledTestCode() throws {
    let sources = try SourceIndex(testSourceLines())
    let libraryFiles = try swiftFiles(in: "Sources/MockKit")
    #expect(!libraryFiles.isEmpty)

    var blockCount = 0
    for file in libraryFiles {
      let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
      let comments = docCommentText(of: text)
      #expect(
        untaggedBlockCount(in: comments) == 0,
        "\(file): open every doc-comment code block with ```swift, not a bare ```")
      for block in swiftBlocks(in: comments) {
        blockCount += 1
        let found = sources.contains(block)
        #expect(
          found,
          """
          \(file): this doc-comment example is not an excerpt of any test file, so nothing \
          compiles it. Put it, word for word, in a test such as \
          Examples/Tests/ExampleServicesTests/DocCommentExamples/:
          \(block.joined(separator: "\n"))
          """)
      }
    }
    #expect(blockCount > 0)
  }

  /// The test and example sources, as lines: where every block must be found.
  private func testSourceLines() throws -> [[String]] {
    let sources = try swiftFiles(in: "Tests") + swiftFiles(in: "Examples")
    return try sources.map { path in
      try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
        .components(separatedBy: "\n")
    }
  }

  /// The lines of a Swift file's `///` comments with the `///` (and one space) removed, and
  /// an empty line between two comments, so a block cannot run from one into the next.
  private func docCommentText(of source: String) -> String {
    var lines: [String] = []
    var inComment = false
    for line in source.components(separatedBy: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("///") {
        let body = trimmed.dropFirst(3)
        lines.append(String(body.hasPrefix(" ") ? body.dropFirst() : body))
        inComment = true
      } else if inComment {
        lines.append("")
        inComment = false
      }
    }
    return lines.joined(separator: "\n")
  }

  /// How many code blocks of `text` open with a bare ``` instead of ```swift.
  private func untaggedBlockCount(in text: String) -> Int {
    var count = 0
    var inBlock = false
    for line in text.components(separatedBy: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("```") else { continue }
      if !inBlock, trimmed == "```" { count += 1 }
      inBlock.toggle()
    }
    return count
  }

  /// The ```swift blocks of a Markdown document, dedented, as lines.
  private func swiftBlocks(in text: String) -> [[String]] {
    var blocks: [[String]] = []
    var current: [String]?
    for line in text.components(separatedBy: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if current == nil, trimmed == "```swift" {
        current = []
      } else if current != nil, trimmed == "```" {
        blocks.append(withoutImports(dedent(current ?? [])))
        current = nil
      } else if current != nil {
        current?.append(line)
      }
    }
    return blocks.filter { !$0.isEmpty }
  }

  /// Drops the block's leading `import` lines: in a test file they sit at its top.
  private func withoutImports(_ lines: [String]) -> [String] {
    var lines = lines[...]
    while let first = lines.first, first.hasPrefix("import ") || (first.isEmpty && lines.count > 1)
    {
      lines = lines.dropFirst()
    }
    return Array(lines)
  }

  private func dedent(_ lines: [String]) -> [String] {
    let indents = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
      .map { $0.prefix { $0 == " " }.count }
    let indent = indents.min() ?? 0
    return lines.map {
      $0.trimmingCharacters(in: .whitespaces).isEmpty ? "" : String($0.dropFirst(indent))
    }
  }

  private func isManifest(_ block: [String]) -> Bool {
    block.contains { $0.contains(".package(") || $0.hasPrefix("dependencies:") }
  }

  /// Whether `block` appears in `source` as consecutive lines, at any one indentation.
  private func markdownFiles(in folder: String) throws -> [String] {
    try files(in: folder, ending: ".md")
  }

  private func swiftFiles(in folder: String) throws -> [String] {
    try files(in: folder, ending: ".swift")
  }

  private func files(in folder: String, ending suffix: String) throws -> [String] {
    let base = Self.root.appendingPathComponent(folder)
    guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [] }
    return enumerator.compactMap { $0 as? String }
      .filter { $0.hasSuffix(suffix) && !$0.contains(".build") }
      .map { "\(folder)/\($0)" }
      .sorted()
  }
}

/// The test and example sources, with where each line is, by its text without its
/// indentation: a block is looked for where its first line is, not by reading every file
/// for every block. (Reading them all, both tests took seconds of processor time each, on
/// threads of the concurrency pool that every other test shares.)
private struct SourceIndex {
  let sources: [[String]]
  private var positions: [String: [(file: Int, line: Int)]] = [:]

  init(_ sources: [[String]]) {
    self.sources = sources
    for (file, lines) in sources.enumerated() {
      for (line, text) in lines.enumerated() {
        positions[String(text.drop { $0 == " " }), default: []].append((file, line))
      }
    }
  }

  var isEmpty: Bool { sources.isEmpty }

  /// Whether some source has `block`'s lines in a row, each indented at least as much as
  /// the first, blank lines matching blank lines.
  func contains(_ block: [String]) -> Bool {
    guard let first = block.first else { return false }
    for (file, start) in positions[first] ?? [] {
      let source = sources[file]
      guard start + block.count <= source.count else { continue }
      let indent = source[start].prefix { $0 == " " }.count
      let matches = block.indices.allSatisfy { offset in
        let candidate = source[start + offset]
        if block[offset].isEmpty { return candidate.trimmingCharacters(in: .whitespaces).isEmpty }
        return candidate.prefix(indent).allSatisfy { $0 == " " }
          && candidate.dropFirst(indent) == block[offset][...]
      }
      if matches { return true }
    }
    return false
  }
}
