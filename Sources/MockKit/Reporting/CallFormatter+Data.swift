import Foundation

extension CallFormatter {
  /// The most characters of a `Data` argument's text that a message shows.
  ///
  /// A message shows what a test needs to tell one payload from another: a JSON request
  /// of a few hundred bytes, whole; a file's worth, cut, so that its calls stay readable.
  static let dataTextLimit = 256

  /// The most bytes of a `Data` argument that is not text that a message shows, in hex.
  static let dataByteLimit = 32

  /// `Data` as a test author reads it: its text, quoted like a string, when it is UTF-8
  /// text; its first bytes in hex otherwise; and its size, so that it does not read as a
  /// `String`.
  ///
  /// `"{\"id\":\"o-1\"}" (12 bytes)`, cut after ``dataTextLimit`` characters as
  /// `"{\"id\":…" (1024 bytes)`; `<89504e47 0d0a1a0a> (8 bytes)`, cut after
  /// ``dataByteLimit`` bytes as `<89504e47 …> (2048 bytes)`.
  static func render(data: Data) -> String {
    let size = data.count == 1 ? "(1 byte)" : "(\(data.count) bytes)"
    guard let text = text(of: data) else { return hex(of: data) + " " + size }
    guard
      let cut = text.index(text.startIndex, offsetBy: dataTextLimit, limitedBy: text.endIndex),
      cut < text.endIndex
    else { return String(reflecting: text) + " " + size }
    let quoted = String(reflecting: String(text[..<cut]))
    return quoted.dropLast() + "…\" " + size
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

  /// The first ``dataByteLimit`` bytes in hex, in groups of four as Foundation prints
  /// `NSData`: `<89504e47 0d0a1a0a …>`.
  private static func hex(of data: Data) -> String {
    var groups: [String] = []
    var group = ""
    for (index, byte) in data.prefix(dataByteLimit).enumerated() {
      if index > 0, index.isMultiple(of: 4) {
        groups.append(group)
        group = ""
      }
      group += byte < 0x10 ? "0" + String(byte, radix: 16) : String(byte, radix: 16)
    }
    if !group.isEmpty { groups.append(group) }
    if data.count > dataByteLimit { groups.append("…") }
    return "<" + groups.joined(separator: " ") + ">"
  }
}
