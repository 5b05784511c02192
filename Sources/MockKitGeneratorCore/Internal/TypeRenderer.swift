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
    let tokens = Tokenizer.tokenize(type)
    var kept: [Token] = []
    for (position, token) in tokens.enumerated() {
      let next = position + 1 < tokens.count ? tokens[position + 1].text : nil
      if token.text == "escaping" || (token.text == "@" && next == "escaping") { continue }
      kept.append(token)
    }
    return render(kept)
  }

  private static let noSpaceBefore: Set<String> = [
    ".", "?", "!", ")", "]", ">", ",", ":", "...", "<",
  ]
  private static let noSpaceAfter: Set<String> = [".", "(", "[", "<", "@"]
  private static let spaced: Set<String> = ["->", "&", "==", "="]
  private static let specifiers: Set<String> = [
    "inout", "borrowing", "consuming", "sending", "__owned", "__shared", "any", "some", "each",
    "repeat", "isolated",
  ]

  private static func needsSpace(between left: Token, and right: Token) -> Bool {
    if spaced.contains(right.text) || spaced.contains(left.text) {
      return true
    }
    if left.text == "," || left.text == ":" { return true }
    // `inout [String: String]`: a specifier is a word of its own, not a name subscripted.
    if right.text == "[" && specifiers.contains(left.text) { return true }
    if noSpaceBefore.contains(right.text) || noSpaceAfter.contains(left.text) { return false }
    if right.text == "@" { return true }
    // `throws(PaymentError)` is one effect, as `effects` writes it for a method.
    if left.isWord && right.text == "(" { return left.text != "throws" }
    if left.text == ")" && right.isWord { return true }
    return left.isWord && right.isWord
  }
}
