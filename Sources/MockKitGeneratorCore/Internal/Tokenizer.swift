/// Splits Swift source into the tokens a protocol declaration is made of.
///
/// It never fails: an unterminated comment or string simply ends the input, so any
/// bytes at all produce some tokens and the parser decides what they mean.
struct Tokenizer {
  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var tokens: [Token] = []

  init(_ source: String) {
    bytes = Array(source.utf8)
  }

  static func tokenize(_ source: String) -> [Token] {
    var tokenizer = Tokenizer(source)
    tokenizer.run()
    return tokenizer.tokens
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
    if text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }) == ["mockkit:mock"] {
      tokens.append(Token(kind: .marker, text: "// mockkit:mock", line: line))
    }
  }

  /// Skips a block comment, nested ones included, as Swift allows.
  private mutating func skipBlockComment() {
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
  }

  /// Skips a string literal starting at its opening quote, after `hashes` `#` signs.
  ///
  /// Handles multi-line strings, raw strings and interpolations that contain further
  /// strings, comments or parentheses.
  private mutating func skipString(hashes: Int) {
    let isMultiline = peek(1) == ascii("\"") && peek(2) == ascii("\"")
    index += isMultiline ? 3 : 1
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
  }

  /// Skips an interpolation's expression up to and including its closing parenthesis.
  private mutating func skipInterpolation() {
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
