/// Writes a type's tokens back as Swift, spaced the way people write it:
/// `[String: Int]`, `@escaping @Sendable (Int) async throws -> Void`, `(any P)?`.
enum TypeRenderer {
  static func render(_ tokens: [Token]) -> String {
    var output = ""
    var previous: Token?
    for token in tokens {
      if let previous, needsSpace(between: previous, and: token) { output += " " }
      output += token.text
      previous = token
    }
    return output
  }

  /// Renders with every `@escaping` removed: the type a spy stores the value as.
  static func storedType(_ type: String) -> String {
    render(Tokenizer.tokenize(type).filter { $0.text != "escaping" }.removingDanglingAt())
  }

  private static let noSpaceBefore: Set<String> = [
    ".", "?", "!", ")", "]", ">", ",", ":", "...", "<",
  ]
  private static let noSpaceAfter: Set<String> = [".", "(", "[", "<", "@"]
  private static let spaced: Set<String> = ["->", "&", "==", "="]

  private static func needsSpace(between left: Token, and right: Token) -> Bool {
    if spaced.contains(right.text) || spaced.contains(left.text) {
      return true
    }
    if left.text == "," || left.text == ":" { return true }
    if noSpaceBefore.contains(right.text) || noSpaceAfter.contains(left.text) { return false }
    if right.text == "@" { return true }
    if left.isWord && right.text == "(" { return true }
    if left.text == ")" && right.isWord { return true }
    return left.isWord && right.isWord
  }
}

extension Array where Element == Token {
  /// Drops an `@` whose attribute name was removed.
  fileprivate func removingDanglingAt() -> [Token] {
    var result: [Token] = []
    for (position, token) in enumerated() {
      let next = position + 1 < count ? self[position + 1] : nil
      if token.text == "@", next?.isWord != true { continue }
      result.append(token)
    }
    return result
  }
}
