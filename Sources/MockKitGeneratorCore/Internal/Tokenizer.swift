/// Splits Swift source into the tokens a protocol declaration is made of.
///
/// It never fails: an unterminated comment, string or regex literal ends the input and
/// is noted in ``problem``, so any bytes at all produce some tokens and the parser
/// decides what they mean.
struct Tokenizer {
  /// Why the tokenizer stopped before the end of the input, and the line where the
  /// construct that made it stop starts.
  struct Problem: Equatable {
    let line: Int
    let reason: String
  }

  /// How deep string interpolations may nest (`"\("\("…")")"`) before the rest of the
  /// input is skipped: deeper nesting would overflow the stack.
  static let maximumNesting = 200

  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var tokens: [Token] = []
  private var nesting = 0
  private(set) var problem: Problem?
  /// The lines of comments that start like the marker but are not one (`/// mockkit:mock`,
  /// `// mockkit:mock for the widget`): a protocol under one gets no mock.
  private(set) var nearMarkers: [Int] = []

  init(_ source: String) {
    bytes = Array(source.utf8)
  }

  static func tokenize(_ source: String) -> [Token] {
    tokenizeNotingProblem(source).tokens
  }

  /// The tokens, why the tokenizer stopped early if it did, and the lines of comments
  /// that look like the marker but are not one.
  static func tokenizeNotingProblem(_ source: String) -> (
    tokens: [Token], problem: Problem?, nearMarkers: [Int]
  ) {
    var tokenizer = Tokenizer(source)
    tokenizer.run()
    return (tokenizer.tokens, tokenizer.problem, tokenizer.nearMarkers)
  }

  /// Notes that the construct starting at `line` never ends, or is too deep to read,
  /// and skips the rest of the input.
  private mutating func stop(at line: Int, _ reason: String) {
    if problem == nil { problem = Problem(line: line, reason: reason) }
    index = bytes.count
  }

  private mutating func run() {
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case ascii("\n"):
        line += 1
        index += 1
      case ascii(" "), ascii("\t"), ascii("\r"):
        index += 1
      case ascii("/") where peek(1) == ascii("/"):
        lexLineComment()
      case ascii("/") where peek(1) == ascii("*"):
        skipBlockComment()
      case ascii("/") where startsBareRegex():
        skipBareRegex()
      case ascii("\""):
        skipString(hashes: 0)
      case ascii("#"):
        lexPound()
      case ascii("`"):
        lexBacktickedIdentifier()
      default:
        if isIdentifierByte(byte) {
          lexWord()
        } else {
          lexPunctuation()
        }
      }
    }
  }

  // MARK: - Skipped text

  private mutating func skipLineComment() {
    while index < bytes.count, bytes[index] != ascii("\n") { index += 1 }
  }

  /// Skips a line comment, keeping it as a marker token when it is `// mockkit:mock`.
  private mutating func lexLineComment() {
    let start = index
    skipLineComment()
    let text = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
    if text.split(whereSeparator: isSpace) == ["mockkit:mock"] {
      tokens.append(Token(kind: .marker, text: "// mockkit:mock", line: line))
    } else if text.drop(while: { $0 == "/" }).split(whereSeparator: isSpace).first
      == "mockkit:mock"
    {
      nearMarkers.append(line)
    }
  }

  /// Skips a block comment, nested ones included, as Swift allows.
  private mutating func skipBlockComment() {
    let startLine = line
    var depth = 0
    while index < bytes.count {
      if bytes[index] == ascii("/"), peek(1) == ascii("*") {
        depth += 1
        index += 2
      } else if bytes[index] == ascii("*"), peek(1) == ascii("/") {
        depth -= 1
        index += 2
        if depth == 0 { return }
      } else {
        advanceCountingLines()
      }
    }
    stop(at: startLine, "a /* comment that starts here never ends")
  }

  /// Skips a string literal starting at its opening quote, after `hashes` `#` signs.
  ///
  /// Handles multi-line strings, raw strings and interpolations that contain further
  /// strings, comments or parentheses.
  private mutating func skipString(hashes: Int) {
    let startLine = line
    // `"""` opens a multi-line string only when the line ends after it: `#"""#` is a raw
    // string holding one quote.
    let isMultiline =
      peek(1) == ascii("\"") && peek(2) == ascii("\"") && restOfLineIsBlank(after: index + 3)
    index += isMultiline ? 3 : 1
    nesting += 1
    defer { nesting -= 1 }
    guard nesting <= Self.maximumNesting else {
      return stop(
        at: startLine,
        "string interpolations nested more than \(Self.maximumNesting) deep")
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == ascii("\\") && hasHashes(hashes, at: index + 1) {
        index += 1 + hashes
        if index < bytes.count, bytes[index] == ascii("(") {
          index += 1
          skipInterpolation()
        } else if index < bytes.count {
          advanceCountingLines()
        }
      } else if byte == ascii("\"") {
        let closingLength = isMultiline ? 3 : 1
        let isClosing =
          (0..<closingLength).allSatisfy { peek($0) == ascii("\"") }
          && hasHashes(hashes, at: index + closingLength)
        if isClosing {
          index += closingLength + hashes
          return
        }
        index += 1
      } else if byte == ascii("\n") && !isMultiline {
        return
      } else {
        advanceCountingLines()
      }
    }
    if isMultiline {
      stop(at: startLine, "a \"\"\" string that starts here never ends")
    }
  }

  /// Skips an interpolation's expression up to and including its closing parenthesis.
  private mutating func skipInterpolation() {
    let startLine = line
    var depth = 1
    while index < bytes.count {
      let byte = bytes[index]
      if byte == ascii("(") {
        depth += 1
        index += 1
      } else if byte == ascii(")") {
        depth -= 1
        index += 1
        if depth == 0 { return }
      } else if byte == ascii("\"") {
        skipString(hashes: 0)
      } else if byte == ascii("/") && peek(1) == ascii("/") {
        skipLineComment()
      } else if byte == ascii("/") && peek(1) == ascii("*") {
        skipBlockComment()
      } else {
        advanceCountingLines()
      }
    }
    stop(at: startLine, "a string interpolation that starts here never ends")
  }

  /// Handles `#`: a raw string, a compiler-control line (`#if`, `#else`, …) or a word
  /// like `#available`.
  private mutating func lexPound() {
    var count = 0
    while peek(count) == ascii("#") { count += 1 }
    if peek(count) == ascii("\"") {
      index += count
      skipString(hashes: count)
      return
    }
    if peek(count) == ascii("/") {
      skipExtendedRegex(hashes: count)
      return
    }
    let start = index + 1
    var end = start
    while end < bytes.count, isIdentifierByte(bytes[end]) { end += 1 }
    let word = String(decoding: bytes[start..<end], as: UTF8.self)
    if ["if", "elseif", "else", "endif"].contains(word) {
      let startLine = line
      let text = compilerControlLine()
      tokens.append(Token(kind: .directive, text: text, line: startLine))
    } else if ["sourceLocation", "warning", "error"].contains(word) {
      _ = compilerControlLine()
    } else {
      tokens.append(Token(kind: .word, text: "#" + word, line: line))
      index = max(end, index + 1)
    }
  }

  /// Reads a `#if`-family line, including a condition continued in parentheses, and
  /// returns it with comments removed and spaces collapsed.
  private mutating func compilerControlLine() -> String {
    var depth = 0
    var text: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      if byte == ascii("(") {
        depth += 1
      } else if byte == ascii(")") {
        depth -= 1
      } else if byte == ascii("\"") {
        let start = index
        skipString(hashes: 0)
        text += bytes[start..<index]
        continue
      } else if byte == ascii("/") && peek(1) == ascii("/") {
        skipLineComment()
        continue
      } else if byte == ascii("/") && peek(1) == ascii("*") {
        skipBlockComment()
        continue
      } else if byte == ascii("\n") && depth <= 0 {
        break
      }
      text.append(
        byte == ascii("\n") || byte == ascii("\t") || byte == ascii("\r") ? ascii(" ") : byte)
      advanceCountingLines()
    }
    return String(decoding: text, as: UTF8.self).split(separator: " ").joined(separator: " ")
  }

  /// Skips `#/…/#` (or with more `#`), which may span lines and contain `/*` or `"`.
  private mutating func skipExtendedRegex(hashes: Int) {
    let startLine = line
    index += hashes + 1
    while index < bytes.count {
      if bytes[index] == ascii("\\") {
        index += 1
        if index < bytes.count { advanceCountingLines() }
      } else if bytes[index] == ascii("/") && hasHashes(hashes, at: index + 1) {
        index += 1 + hashes
        return
      } else {
        advanceCountingLines()
      }
    }
    stop(at: startLine, "a #/ regex literal that starts here never ends")
  }

  /// Whether the `/` at `index` opens a bare regex literal (`/\d+/`, Swift 6): it
  /// stands where an expression starts, is not followed by a space, and a closing `/`
  /// follows on the same line.
  private func startsBareRegex() -> Bool {
    guard let next = peek(1), next != ascii(" "), next != ascii("\t"), next != ascii("\n"),
      next != ascii("\r"), next != ascii("=")
    else { return false }
    if let previous = tokens.last {
      let expressionStarts: Set<String> = [
        "(", "[", ",", "=", ":", "{", ";", "==", "&", "|", "!", "?", "return", "in", "case",
        "where", "try", "await",
      ]
      guard expressionStarts.contains(previous.text) else { return false }
    }
    return closingSlashOfBareRegex() != nil
  }

  /// The index of the `/` that closes the bare regex literal opening at `index`, if it
  /// is on the same line.
  private func closingSlashOfBareRegex() -> Int? {
    var position = index + 1
    var inClass = 0
    while position < bytes.count, bytes[position] != ascii("\n") {
      switch bytes[position] {
      case ascii("\\"): position += 1
      case ascii("["): inClass += 1
      case ascii("]") where inClass > 0: inClass -= 1
      case ascii("/") where inClass == 0: return position
      default: break
      }
      position += 1
    }
    return nil
  }

  private mutating func skipBareRegex() {
    index = (closingSlashOfBareRegex() ?? index) + 1
  }

  // MARK: - Tokens

  private mutating func lexWord() {
    let start = index
    while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
    append(.word, from: start)
  }

  private mutating func lexBacktickedIdentifier() {
    let start = index
    index += 1
    while index < bytes.count, bytes[index] != ascii("`"), bytes[index] != ascii("\n") {
      index += 1
    }
    if index < bytes.count, bytes[index] == ascii("`") { index += 1 }
    append(.word, from: start)
  }

  private mutating func lexPunctuation() {
    let start = index
    if bytes[index] == ascii("-") && peek(1) == ascii(">") {
      index += 2
    } else if bytes[index] == ascii(".") && peek(1) == ascii(".") && peek(2) == ascii(".") {
      index += 3
    } else if bytes[index] == ascii("=") && peek(1) == ascii("=") {
      index += 2
    } else {
      index += 1
    }
    append(.punctuation, from: start)
  }

  private mutating func append(_ kind: Token.Kind, from start: Int) {
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    tokens.append(Token(kind: kind, text: text, line: line))
  }

  // MARK: - Helpers

  private func peek(_ offset: Int) -> UInt8? {
    let position = index + offset
    return position < bytes.count ? bytes[position] : nil
  }

  private func restOfLineIsBlank(after position: Int) -> Bool {
    var position = position
    while position < bytes.count, bytes[position] != ascii("\n") {
      guard [ascii(" "), ascii("\t"), ascii("\r")].contains(bytes[position]) else { return false }
      position += 1
    }
    return true
  }

  private func hasHashes(_ count: Int, at position: Int) -> Bool {
    guard position + count <= bytes.count else { return false }
    return bytes[position..<position + count].allSatisfy { $0 == ascii("#") }
  }

  private mutating func advanceCountingLines() {
    if bytes[index] == ascii("\n") { line += 1 }
    index += 1
  }

  private func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= ascii("a") && byte <= ascii("z")) || (byte >= ascii("A") && byte <= ascii("Z"))
      || (byte >= ascii("0") && byte <= ascii("9")) || byte == ascii("_") || byte == ascii("$")
      || byte >= 0x80
  }
}

private func ascii(_ character: Unicode.Scalar) -> UInt8 {
  UInt8(character.value)
}
