import Foundation

extension CallFormatter {
  /// The most characters of a `Data` argument's text that a message shows.
  ///
  /// A message shows what a test needs to tell one payload from another: a JSON request
  /// of a few hundred bytes, whole; a file's worth, cut, so that its calls stay readable.
  static let dataTextLimit = 256

  /// The most bytes of a `Data` argument that is not text that a message shows, in hex.
  static let dataByteLimit = 32

  /// How many characters two texts share that an excerpt shows before they differ.
  static let dataTextContext = 32

  /// How many bytes two payloads that are not text share that an excerpt shows before
  /// they differ, at least: it starts at a group of four.
  static let dataByteContext = 8

  /// `Data` as a test author reads it: its text, quoted like a string, when it is UTF-8
  /// text; its first bytes in hex otherwise; and its size, so that it does not read as a
  /// `String`.
  ///
  /// `"{\"id\":\"o-1\"}" (12 bytes)`, cut after ``dataTextLimit`` characters as
  /// `"{\"id\":…" (1024 bytes)`; `<89504e47 0d0a1a0a> (8 bytes)`, cut after
  /// ``dataByteLimit`` bytes as `<89504e47 …> (2048 bytes)`.
  static func render(data: Data) -> String {
    guard let text = text(of: data) else { return hex(of: data, from: 0) + size(of: data) }
    return quoted(Array(text), from: 0) + size(of: data)
  }

  /// Two `Data` arguments that print alike only because each was cut before the bytes
  /// where they differ, each shown from shortly before those bytes, so that a message can
  /// show the difference: `"…\"qty\":1}]}" (536 bytes)` beside `"…\"qty\":2}]}" (536 bytes)`.
  /// `nil` for anything else.
  static func excerpts(of actual: Any, beside expected: Any)
    -> (actual: String, expected: String)?
  {
    guard let actual = actual as? Data, let expected = expected as? Data, actual != expected,
      render(data: actual) == render(data: expected)
    else { return nil }
    if let actualText = text(of: actual), let expectedText = text(of: expected) {
      let (actualCharacters, expectedCharacters) = (Array(actualText), Array(expectedText))
      let start = max(0, commonPrefix(actualCharacters, expectedCharacters) - dataTextContext)
      return (
        quoted(actualCharacters, from: start) + size(of: actual),
        quoted(expectedCharacters, from: start) + size(of: expected)
      )
    }
    let start = max(0, commonPrefix(Array(actual), Array(expected)) - dataByteContext) / 4 * 4
    return (
      hex(of: actual, from: start) + size(of: actual),
      hex(of: expected, from: start) + size(of: expected)
    )
  }

  private static func size(of data: Data) -> String {
    data.count == 1 ? " (1 byte)" : " (\(data.count) bytes)"
  }

  /// The text `data` holds: its UTF-8, when it is valid and has no control characters
  /// but tabs and line breaks; `nil` for anything else, which is not text a reader could
  /// make out, even where the bytes happen to decode.
  private static func text(of data: Data) -> String? {
    let text = String(decoding: data, as: UTF8.self)
    // Decoding replaces every invalid sequence, so only valid UTF-8 decodes to itself.
    guard text.utf8.elementsEqual(data) else { return nil }
    let isControl = { (scalar: Unicode.Scalar) in
      scalar.properties.generalCategory == .control && !"\t\n\r".unicodeScalars.contains(scalar)
    }
    return text.unicodeScalars.contains(where: isControl) ? nil : text
  }

  /// At most ``dataTextLimit`` characters of a text from `start`, quoted and escaped like a
  /// string, with `…` where the text goes on before or after them.
  private static func quoted(_ characters: [Character], from start: Int) -> String {
    let end = min(characters.count, start + dataTextLimit)
    let escaped = String(reflecting: String(characters[start..<end])).dropFirst().dropLast()
    return "\"" + (start > 0 ? "…" : "") + escaped + (end < characters.count ? "…" : "") + "\""
  }

  /// At most ``dataByteLimit`` bytes from `start` in hex, in groups of four as Foundation
  /// prints `NSData`, with `…` where the data goes on before or after them:
  /// `<89504e47 0d0a1a0a …>`.
  private static func hex(of data: Data, from start: Int) -> String {
    let bytes = Array(data.dropFirst(start).prefix(dataByteLimit))
    var groups: [String] = stride(from: 0, to: bytes.count, by: 4).map { offset in
      bytes[offset..<min(offset + 4, bytes.count)].map(twoHexDigits).joined()
    }
    if start > 0 { groups.insert("…", at: 0) }
    if start + bytes.count < data.count { groups.append("…") }
    return "<" + groups.joined(separator: " ") + ">"
  }

  /// `byte` as two lowercase hex digits: `0a`.
  private static func twoHexDigits(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16)
    return byte < 0x10 ? "0" + digits : digits
  }

  /// How many elements the two sequences share from their start.
  private static func commonPrefix<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
    zip(a, b).prefix { $0 == $1 }.count
  }
}
