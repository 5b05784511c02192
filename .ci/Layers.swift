// Checks that the folders of a module depend on each other one way only: a file in a lower
// layer must not name a type (a class, struct, enum, protocol, actor or type alias, nested
// ones included) that a higher layer declares, and siblings must not name each other's.
// `.ci/layers` compiles and runs it, and holds the order.
//
//   Layers <module folder> <layer> <layer> ...
//
// The layers come lowest first; an entry `A|B` is a group of siblings, which stand at the
// same height and may not name each other's types. Each layer is a folder of the module, and
// a Swift file in a folder no layer names is an error, so a new folder is given its place.
// Comments, doc comments and string literals are left out (the code in a string's
// interpolation counts). A name is looked up as Swift would, roughly: the file's own types
// and generic parameters first, then the members of the types it is inside or extends, then
// the module's top-level types; a name nested in several types counts only when every one
// of them is out of bounds. Prints one line per violation and exits 1 when there is one.

import Foundation

// MARK: - Tokens

struct Token {
  enum Kind { case identifier, punctuation }
  let kind: Kind
  let text: String
  let line: Int
}

/// Splits Swift source into identifiers and punctuation, leaving out comments, string
/// literals (but not the code of their interpolations), numbers and `#` directives' names.
struct Tokenizer {
  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private(set) var tokens: [Token] = []

  init(_ source: String) {
    bytes = Array(source.utf8)
    code(untilClosingParenthesis: false)
  }

  private func byte(_ offset: Int = 0) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  private static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
      || byte >= 0x80
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
  }

  private mutating func advance() {
    if bytes[index] == UInt8(ascii: "\n") { line += 1 }
    index += 1
  }

  /// Reads code up to the end, or up to the `)` that closes a string interpolation.
  private mutating func code(untilClosingParenthesis: Bool) {
    var depth = 0
    while let current = byte() {
      switch current {
      case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
        while let next = byte(), next != UInt8(ascii: "\n") { advance() }
      case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
        blockComment()
      case UInt8(ascii: "\""):
        string(hashes: 0)
      case UInt8(ascii: "#"):
        var hashes = 0
        while byte(hashes) == UInt8(ascii: "#") { hashes += 1 }
        if byte(hashes) == UInt8(ascii: "\"") {
          index += hashes
          string(hashes: hashes)
        } else {
          // A directive or a macro (`#if`, `#fileID`): its name is not a type.
          advance()
          while let next = byte(), Self.isIdentifierByte(next) { advance() }
        }
      case UInt8(ascii: "`"):
        advance()
        let start = index
        while let next = byte(), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n") {
          advance()
        }
        append(.identifier, from: start)
        if byte() == UInt8(ascii: "`") { advance() }
      case let first where Self.isIdentifierStart(first):
        let start = index
        while let next = byte(), Self.isIdentifierByte(next) { advance() }
        append(.identifier, from: start)
      case let first where first >= 0x30 && first <= 0x39:
        while let next = byte(), Self.isIdentifierByte(next) || next == UInt8(ascii: ".") {
          if next == UInt8(ascii: "."), !(byte(1).map { $0 >= 0x30 && $0 <= 0x39 } ?? false) {
            break
          }
          advance()
        }
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"):
        advance()
      default:
        if current == UInt8(ascii: "(") { depth += 1 }
        if current == UInt8(ascii: ")") {
          if untilClosingParenthesis && depth == 0 {
            advance()
            return
          }
          depth -= 1
        }
        let start = index
        advance()
        append(.punctuation, from: start)
      }
    }
  }

  private mutating func append(_ kind: Token.Kind, from start: Int) {
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    tokens.append(Token(kind: kind, text: text, line: line))
  }

  /// Skips a `/* … */` comment, nested ones included.
  private mutating func blockComment() {
    var depth = 0
    while byte() != nil {
      if byte() == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
        depth += 1
        advance()
        advance()
      } else if byte() == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") {
        depth -= 1
        advance()
        advance()
        if depth == 0 { return }
      } else {
        advance()
      }
    }
  }

  /// Skips a string literal that starts at the current `"` after `hashes` `#`s, reading
  /// the code of its interpolations.
  private mutating func string(hashes: Int) {
    let multiline = byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")
    let quotes = multiline ? 3 : 1
    for _ in 0..<quotes { advance() }
    while let current = byte() {
      if current == UInt8(ascii: "\\") {
        var matched = 0
        while matched < hashes && byte(1 + matched) == UInt8(ascii: "#") { matched += 1 }
        guard matched == hashes else {
          advance()
          continue
        }
        for _ in 0...hashes { advance() }
        if byte() == UInt8(ascii: "(") {
          advance()
          code(untilClosingParenthesis: true)
        } else if byte() != nil {
          advance()
        }
        continue
      }
      if current == UInt8(ascii: "\""),
        (0..<quotes).allSatisfy({ byte($0) == UInt8(ascii: "\"") }),
        (0..<hashes).allSatisfy({ byte(quotes + $0) == UInt8(ascii: "#") })
      {
        for _ in 0..<(quotes + hashes) { advance() }
        return
      }
      advance()
    }
  }
}

// MARK: - Declarations and references

/// A type declared in the module.
struct Declaration {
  /// `Resolver`, or `TestContainer.Resolver` for a nested one.
  let qualifiedName: String
  let layer: Int
  let file: String
  let line: Int

  var simpleName: Substring { qualifiedName.split(separator: ".").last! }
  var owner: Substring? {
    let parts = qualifiedName.split(separator: ".")
    return parts.count > 1 ? parts[parts.count - 2] : nil
  }
}

/// What one file declares, and the named scopes each of its tokens sits in.
struct FileSyntax {
  let path: String
  /// The path in the module folder, `Engine/SpyCore.swift`.
  let relativePath: String
  let layer: Int
  let tokens: [Token]
  /// For each token, the names of the types it is inside or extends, outermost first.
  var scopes: [[String]] = []
  /// Types visible to other files, by qualified name, with their line.
  var declarations: [(name: String, line: Int)] = []
  /// Every name the file declares itself, private and local types and generic parameters
  /// included: a reference to one of them is to the file's own.
  var ownNames: Set<String> = []
  /// The indices of the tokens that name a declaration rather than refer to one.
  var declaringTokens: Set<Int> = []

  private static let typeKeywords: Set<String> = [
    "class", "struct", "enum", "protocol", "actor", "typealias", "associatedtype",
  ]
  private static let followers: Set<String> = ["{", ":", "<", "where", "="]
  private static let resetters: Set<String> = [
    "var", "let", "func", "init", "subscript", "case", "deinit", "import",
  ]

  init(path: String, relativePath: String, layer: Int, source: String) {
    self.path = path
    self.relativePath = relativePath
    self.layer = layer
    tokens = Tokenizer(source).tokens

    // The scopes that braces open: the types a scope is inside or extends, and whether it
    // is local (a function, closure or accessor body), where a type is visible to no other
    // file.
    var stack: [(types: [String], isLocal: Bool)] = [([], false)]
    var pending: [String]?
    var isPrivate = false
    var index = 0
    scopes = Array(repeating: [], count: tokens.count)
    while index < tokens.count {
      let token = tokens[index]
      scopes[index] = stack.last!.types
      defer { index += 1 }
      if token.kind == .punctuation {
        switch token.text {
        case "{":
          stack.append(pending.map { ($0, false) } ?? (stack.last!.types, true))
          pending = nil
          isPrivate = false
        case "}":
          if stack.count > 1 { stack.removeLast() }
          isPrivate = false
        case "<":
          collectGenericParameters(from: index)
        default:
          break
        }
        continue
      }
      switch token.text {
      case "private", "fileprivate":
        isPrivate = true
      case let word where Self.resetters.contains(word):
        isPrivate = false
        if word == "func" || word == "init" || word == "subscript" { pending = nil }
      case "extension":
        var name: [String] = []
        var next = index + 1
        while next < tokens.count, tokens[next].kind == .identifier {
          name.append(tokens[next].text)
          guard next + 2 < tokens.count, tokens[next + 1].text == "." else { break }
          next += 2
        }
        if !stack.last!.isLocal, !name.isEmpty { pending = stack.last!.types + name }
      case let keyword where Self.typeKeywords.contains(keyword):
        let nameIndex = index + 1
        guard nameIndex + 1 < tokens.count, tokens[nameIndex].kind == .identifier,
          Self.followers.contains(tokens[nameIndex + 1].text)
            || (keyword == "associatedtype" && tokens[nameIndex + 1].line > tokens[nameIndex].line)
        else { break }
        let name = tokens[nameIndex].text
        declaringTokens.insert(nameIndex)
        ownNames.insert(name)
        if !stack.last!.isLocal {
          let outer = stack.last!.types
          if !isPrivate {
            declarations.append(((outer + [name]).joined(separator: "."), tokens[nameIndex].line))
          }
          if keyword != "typealias" && keyword != "associatedtype" { pending = outer + [name] }
        }
        isPrivate = false
      default:
        break
      }
    }
  }

  /// Adds the generic parameters of a declaration (`<Input, Output: Sendable>`,
  /// `<each Element>`) that starts at `open` to the file's own names.
  private mutating func collectGenericParameters(from open: Int) {
    guard open > 1, tokens[open - 1].kind == .identifier else { return }
    let keyword = tokens[open - 2].text
    guard
      Self.typeKeywords.contains(keyword) || keyword == "func"
        || ["init", "subscript"].contains(tokens[open - 1].text)
    else { return }
    var depth = 0
    var expectsName = true
    for index in open..<tokens.count {
      let token = tokens[index]
      switch token.text {
      case "<", "(", "[":
        depth += 1
        if depth == 1 { expectsName = true }
      case ">", ")", "]":
        depth -= 1
        if depth == 0 { return }
      case ",":
        if depth == 1 { expectsName = true }
      case "each":
        break
      default:
        if depth == 1 && expectsName && token.kind == .identifier {
          ownNames.insert(token.text)
          declaringTokens.insert(index)
        }
        expectsName = false
      }
    }
  }
}

struct Violation: Comparable {
  let file: String
  let line: Int
  let text: String

  static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.file, lhs.line, lhs.text) < (rhs.file, rhs.line, rhs.text)
  }
}

/// Finds the references of `files` to types of layers they must not name.
func violations(in files: [FileSyntax], layerNames: [String], ranks: [Int]) -> [Violation] {
  var topLevel: [String: Declaration] = [:]
  var nested: [String: [Declaration]] = [:]  // by `Owner.Name`
  var nestedBySimpleName: [String: [Declaration]] = [:]
  for file in files {
    for (name, line) in file.declarations {
      let declaration = Declaration(
        qualifiedName: name, layer: file.layer, file: file.relativePath, line: line)
      if let owner = declaration.owner {
        nested["\(owner).\(declaration.simpleName)", default: []].append(declaration)
        nestedBySimpleName[String(declaration.simpleName), default: []].append(declaration)
      } else {
        topLevel[name] = declaration
      }
    }
  }

  func allowed(_ declaration: Declaration, from file: FileSyntax) -> Bool {
    declaration.layer == file.layer || ranks[declaration.layer] < ranks[file.layer]
  }

  var found: Set<String> = []
  var result: [Violation] = []
  for file in files {
    for (index, token) in file.tokens.enumerated() where token.kind == .identifier {
      guard !file.declaringTokens.contains(index) else { continue }
      let name = token.text
      var target: Declaration?
      if index >= 2, file.tokens[index - 1].text == ".",
        file.tokens[index - 2].kind == .identifier
      {
        // `Owner.Name`: only a type nested in `Owner` counts.
        let candidates = nested["\(file.tokens[index - 2].text).\(name)"] ?? []
        target = candidates.first { !allowed($0, from: file) }
        if candidates.contains(where: { allowed($0, from: file) }) { target = nil }
      } else if index >= 1, file.tokens[index - 1].text == "." {
        continue  // `.member` of an inferred type
      } else if !file.ownNames.contains(name) {
        let enclosing = file.scopes[index].flatMap { $0.split(separator: ".").map(String.init) }
          .reversed()
        if let owner = enclosing.first(where: { nested["\($0).\(name)"] != nil }) {
          let candidates = nested["\(owner).\(name)"]!
          if !candidates.contains(where: { allowed($0, from: file) }) {
            target = candidates.first
          }
        } else if let declaration = topLevel[name] {
          if !allowed(declaration, from: file) { target = declaration }
        } else if let candidates = nestedBySimpleName[name],
          !candidates.contains(where: { allowed($0, from: file) })
        {
          target = candidates.first
        }
      }
      guard let target else { continue }
      let key = "\(file.path):\(token.line):\(target.qualifiedName)"
      guard found.insert(key).inserted else { continue }
      result.append(
        Violation(
          file: file.path, line: token.line,
          text: "\(layerNames[file.layer]) names \(target.qualifiedName), declared in "
            + "\(layerNames[target.layer]) (\(target.file):\(target.line))"))
    }
  }
  return result.sorted()
}

// MARK: - Main

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
  FileHandle.standardError.write(Data("usage: Layers <module folder> <layer> <layer> ...\n".utf8))
  exit(2)
}
let root = arguments[1]
var layerNames: [String] = []
var ranks: [Int] = []
for (rank, entry) in arguments.dropFirst(2).enumerated() {
  for name in entry.split(separator: "|") {
    layerNames.append(String(name))
    ranks.append(rank)
  }
}

let fileManager = FileManager.default
var files: [FileSyntax] = []
var errors: [String] = []
let rootURL = URL(fileURLWithPath: root)
guard let enumerator = fileManager.enumerator(atPath: root) else {
  FileHandle.standardError.write(Data("error: cannot read \(root)\n".utf8))
  exit(2)
}
var relativePaths: [String] = []
while let relative = enumerator.nextObject() as? String {
  if relative.hasSuffix(".swift") { relativePaths.append(relative) }
}
for relative in relativePaths.sorted() {
  let folder = String(relative.split(separator: "/").first!)
  let path = "\(root)/\(relative)"
  guard relative.contains("/"), let layer = layerNames.firstIndex(of: folder) else {
    errors.append("\(path): error: \(folder) is in no layer; add it to the list in .ci/layers")
    continue
  }
  guard
    let source = try? String(contentsOf: rootURL.appendingPathComponent(relative), encoding: .utf8)
  else {
    errors.append("\(path): error: cannot read the file")
    continue
  }
  files.append(FileSyntax(path: path, relativePath: relative, layer: layer, source: source))
}
for name in layerNames
where !fileManager.fileExists(atPath: rootURL.appendingPathComponent(name).path) {
  errors.append("\(root)/\(name): error: the layer \(name) has no folder")
}

let found = violations(in: files, layerNames: layerNames, ranks: ranks)
for error in errors { print(error) }
for violation in found { print("\(violation.file):\(violation.line): \(violation.text)") }
if errors.isEmpty && found.isEmpty {
  print(
    "ok   \(files.count) files in \(arguments.dropFirst(2).joined(separator: " ← ")): no layer names a type of a higher one or a sibling"
  )
  exit(0)
}
print(
  "\(found.count) violation\(found.count == 1 ? "" : "s"), \(errors.count) error\(errors.count == 1 ? "" : "s")"
)
exit(1)
