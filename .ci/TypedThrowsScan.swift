// Finds the function types that throw a typed error where the compiler needs their runtime
// metadata, which Apple platforms have only from macOS 15 and iOS 18 on: below MockKit's
// floor (macOS 10.15, iOS 13), such a type does not compile. `.ci/typed-throws-floor/check`
// compiles and runs it on Sources/MockKit and Examples.
//
//   TypedThrowsScan <file or folder> ...
//
// A function type throws a typed error when its clause is `throws(E)` with `E` other than
// `any Error` or `Never` (which are plain `throws` and no `throws` to Swift). It is
// reported where its text shows that the compiler needs its metadata: inside the `<…>` of
// a generic argument, even in a tuple there; inside `[…]`, an array or dictionary type;
// after `as?`, `as!` or `is`, a cast; before `.self` or `.Type`; and as the definition of a
// type alias, whose every use would need checking. As a parameter's type, a stored
// property's, an enum case's payload, or a closure's signature, it needs none. What the
// text does not show, a generic argument Swift infers from such a closure
// (`Box(closure)`) or a conversion of one to `Any`, only the compiler finds; the
// generated mocks are type-checked for iOS 13 for that reason.
//
// Comments and string literals are left out, the code of a string's interpolations too.
// Prints one line per finding, `file:line: error: …`, and exits 1 when there is one.

import Foundation

// MARK: - Tokens

struct Token {
  let text: String
  let line: Int
  /// Whether whitespace or a comment comes before it, which tells a generic argument list
  /// (`Spy<`) from a comparison (`a < b`).
  let spaced: Bool

  var isIdentifier: Bool {
    text.first.map { $0.isLetter || $0 == "_" || $0 == "`" } ?? false
  }
}

/// Splits Swift source into identifiers and punctuation (`->` as one token), leaving out
/// comments, string literals and numbers.
struct Tokenizer {
  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var spaced = true
  private(set) var tokens: [Token] = []

  init(_ source: String) {
    bytes = Array(source.utf8)
    while index < bytes.count { next() }
  }

  private func byte(_ offset: Int = 0) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
      || (byte >= 0x30 && byte <= 0x39) || byte >= 0x80
  }

  private mutating func advance() {
    if bytes[index] == UInt8(ascii: "\n") { line += 1 }
    index += 1
  }

  private mutating func next() {
    let current = bytes[index]
    switch current {
    case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
      while let next = byte(), next != UInt8(ascii: "\n") { advance() }
      spaced = true
    case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
      var depth = 0
      repeat {
        if byte() == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
          depth += 1
          advance()
        } else if byte() == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") {
          depth -= 1
          advance()
        }
        advance()
      } while depth > 0 && byte() != nil
      spaced = true
    case UInt8(ascii: "\""):
      string(hashes: 0)
    case UInt8(ascii: "#"):
      var hashes = 0
      while byte(hashes) == UInt8(ascii: "#") { hashes += 1 }
      if byte(hashes) == UInt8(ascii: "\"") {
        index += hashes
        string(hashes: hashes)
      } else {
        advance()
        while let next = byte(), Self.isIdentifierByte(next) { advance() }
        spaced = false
      }
    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"):
      advance()
      spaced = true
    case let first where first >= 0x30 && first <= 0x39:
      while let next = byte(), Self.isIdentifierByte(next) || next == UInt8(ascii: ".") {
        if next == UInt8(ascii: "."), !(byte(1).map { $0 >= 0x30 && $0 <= 0x39 } ?? false) {
          break
        }
        advance()
      }
      spaced = false
    case UInt8(ascii: "`"):
      let start = index
      advance()
      while let next = byte(), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n") {
        advance()
      }
      if byte() == UInt8(ascii: "`") { advance() }
      append(from: start)
    case let first where Self.isIdentifierByte(first):
      let start = index
      while let next = byte(), Self.isIdentifierByte(next) { advance() }
      append(from: start)
    default:
      let start = index
      advance()
      if current == UInt8(ascii: "-"), byte() == UInt8(ascii: ">") { advance() }
      append(from: start)
    }
  }

  private mutating func append(from start: Int) {
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    tokens.append(Token(text: text, line: line, spaced: spaced))
    spaced = false
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
          interpolation()
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
        spaced = false
        return
      }
      advance()
    }
  }

  /// Reads the code of an interpolation, up to the `)` that closes it.
  private mutating func interpolation() {
    var depth = 0
    while let current = byte() {
      if current == UInt8(ascii: ")") && depth == 0 {
        advance()
        return
      }
      if current == UInt8(ascii: "(") { depth += 1 }
      if current == UInt8(ascii: ")") { depth -= 1 }
      next()
    }
  }
}

// MARK: - Findings

/// The brackets each token sits in, innermost last: `(`, `[`, `{`, or `<` for a generic
/// argument or parameter list (a `<` right after a name, with no space).
func enclosingBrackets(_ tokens: [Token]) -> [[String]] {
  var stack: [String] = []
  var result: [[String]] = []
  for (position, token) in tokens.enumerated() {
    result.append(stack)
    switch token.text {
    case "(", "[", "{": stack.append(token.text)
    case "<"
    where position > 0 && !token.spaced
      && (tokens[position - 1].isIdentifier || tokens[position - 1].text == "."):
      stack.append("<")
    case ">" where stack.last == "<": stack.removeLast()
    case ")", "]", "}":
      // A `<` left open was a comparison after all.
      while let last = stack.last, last == "<" { stack.removeLast() }
      if !stack.isEmpty { stack.removeLast() }
    default: break
    }
  }
  return result
}

/// The position of the bracket that closes the one at `opening`, or opens the one at a
/// closing bracket when `backwards`.
func matching(_ tokens: [Token], from start: Int, backwards: Bool = false) -> Int? {
  let (open, close) = backwards ? (")", "(") : ("(", ")")
  var depth = 0
  var position = start
  while position >= 0 && position < tokens.count {
    if tokens[position].text == open { depth += 1 }
    if tokens[position].text == close {
      depth -= 1
      if depth == 0 { return position }
    }
    position += backwards ? -1 : 1
  }
  return nil
}

/// Words that may stand before a function type: attributes' names follow an `@`.
let typeSpecifiers: Set<String> = [
  "inout", "borrowing", "consuming", "sending", "__owned", "__shared", "some", "any",
]

/// The spellings of a thrown error that make a clause plain `throws`, or no `throws`.
let untypedErrors: Set<String> = [
  "any Error", "Error", "any Swift.Error", "Swift.Error", "Never", "Swift.Never",
]

/// A type's tokens as Swift is written: `(Order) throws(PaymentError) -> Receipt`.
func rendered(_ tokens: ArraySlice<Token>) -> String {
  var text = ""
  var previous: String?
  for token in tokens {
    if let previous,
      !["(", "[", "<", "@", "."].contains(previous),
      ![")", "]", ">", ",", ":", "?", "!", "."].contains(token.text),
      !(token.text == "(" && ["throws", "(", "[", "<"].contains(previous))
    {
      text += " "
    }
    text += token.text
    previous = token.text
  }
  return text
}

struct Finding {
  let line: Int
  let type: String
  let position: String
}

func findings(in tokens: [Token]) -> [Finding] {
  let brackets = enclosingBrackets(tokens)
  var found: [Finding] = []
  for position in tokens.indices where tokens[position].text == "throws" {
    guard position + 1 < tokens.count, tokens[position + 1].text == "(",
      let errorEnd = matching(tokens, from: position + 1)
    else { continue }
    let error = tokens[(position + 2)..<errorEnd].map(\.text).joined(separator: " ")
      .replacingOccurrences(of: " . ", with: ".")
    guard !untypedErrors.contains(error) else { continue }
    // The clause of a function type follows its parameters' `)`, perhaps with `async`.
    var parametersEnd = position - 1
    if parametersEnd >= 0, tokens[parametersEnd].text == "async" { parametersEnd -= 1 }
    guard parametersEnd >= 0, tokens[parametersEnd].text == ")",
      let parametersStart = matching(tokens, from: parametersEnd, backwards: true)
    else { continue }
    // Before a declaration's parameters comes its name or its generic parameters; before a
    // closure's, its `{`. Before a type's: `:`, `<`, `,`, `(`, `->`, `=`, an attribute.
    var start = parametersStart
    if start > 0 {
      let before = tokens[start - 1]
      let isAttribute = start > 1 && tokens[start - 2].text == "@"
      if before.text == "{" || before.text == ">" { continue }
      if before.isIdentifier && !isAttribute && !typeSpecifiers.contains(before.text)
        && !["as", "is", "throws", "async", "in", "return"].contains(before.text)
      {
        continue
      }
    }
    // The type ends after its result: at the next `,`, `)`, `>`, `]`, `{`, `}`, `=` or
    // line's end at its own depth.
    guard errorEnd + 1 < tokens.count, tokens[errorEnd + 1].text == "->" else { continue }
    var end = errorEnd + 2
    var depth = 0
    while end < tokens.count {
      let text = tokens[end].text
      if depth == 0
        && ([",", ")", ">", "]", "{", "}", "="].contains(text)
          || tokens[end].line != tokens[errorEnd].line)
      {
        break
      }
      if ["(", "[", "<"].contains(text) { depth += 1 }
      if [")", "]", ">"].contains(text) { depth -= 1 }
      end += 1
    }
    // A parenthesized type counts as itself: `((Order) throws(E) -> Void)?`.
    while start > 0, tokens[start - 1].text == "(", end < tokens.count, tokens[end].text == ")",
      matching(tokens, from: start - 1) == end
    {
      start -= 1
      end += 1
    }
    let type = rendered(tokens[start..<end])
    while start > 1, tokens[start - 2].text == "@" { start -= 2 }
    let line = tokens[parametersStart].line
    let previous = start > 0 ? tokens[start - 1].text : ""
    let beforePrevious = start > 1 ? tokens[start - 2].text : ""
    let next = end < tokens.count ? tokens[end].text : ""
    let afterNext = end + 1 < tokens.count ? tokens[end + 1].text : ""
    // The brackets of the type itself: a closure's body, `{`, starts a scope of its own.
    let enclosing = brackets[parametersStart].reversed().prefix { $0 != "{" }
    if enclosing.contains("<") {
      found.append(Finding(line: line, type: type, position: "in a generic argument"))
    } else if enclosing.contains("[") {
      found.append(Finding(line: line, type: type, position: "in an array or dictionary type"))
    } else if previous == "is" || (["?", "!"].contains(previous) && beforePrevious == "as") {
      found.append(Finding(line: line, type: type, position: "in a cast"))
    } else if next == "." && ["self", "Type"].contains(afterNext) {
      found.append(Finding(line: line, type: type, position: "as a metatype"))
    } else if previous == "=", start > 2, tokens[start - 3].text == "typealias" {
      found.append(Finding(line: line, type: type, position: "as a type alias"))
    }
  }
  return found
}

// MARK: - Main

let arguments = CommandLine.arguments.dropFirst()
guard !arguments.isEmpty else {
  print("usage: TypedThrowsScan <file or folder> ...")
  exit(2)
}
var paths: [String] = []
let fileManager = FileManager.default
for argument in arguments {
  var isFolder: ObjCBool = false
  guard fileManager.fileExists(atPath: argument, isDirectory: &isFolder) else {
    print("\(argument): error: no such file or folder")
    exit(2)
  }
  if !isFolder.boolValue {
    paths.append(argument)
    continue
  }
  let files = fileManager.enumerator(atPath: argument)?.compactMap { $0 as? String } ?? []
  paths += files.filter { $0.hasSuffix(".swift") }.sorted().map { "\(argument)/\($0)" }
}

var count = 0
for path in paths {
  guard let source = try? String(contentsOfFile: path, encoding: .utf8) else {
    print("\(path): error: cannot read the file")
    exit(2)
  }
  for finding in findings(in: Tokenizer(source).tokens) {
    count += 1
    print(
      "\(path):\(finding.line): error: `\(finding.type)` throws a typed error \(finding.position), which needs macOS 15 or iOS 18 at run time; write plain `throws`"
    )
  }
}
if count == 0 {
  print("ok   \(paths.count) files: no typed-throws function type where its metadata is needed")
  exit(0)
}
print("\(count) typed-throws function type\(count == 1 ? "" : "s") above the platform floor")
exit(1)
