/// Writes a type's tokens back as Swift, spaced the way people write it:
/// `[String: Int]`, `@escaping @Sendable (Int) async throws -> Void`, `(any P)?`.
enum TypeRenderer {
  static func render(_ tokens: [Token]) -> String {
    var output = ""
    var previous: Token?
    var previousIsAttribute = false
    var inArgument = false
    var afterArgument = false
    for token in tokens {
      // `@isolated(any) () async -> Void`: an attribute's argument follows its name without
      // a space, which would make it the function type's parameters.
      let isArgument =
        token.text == "(" && previousIsAttribute
        && attributesWithArguments.contains(previous?.text ?? "")
      if let previous, !isArgument,
        needsSpace(between: previous, and: token)
          || (afterArgument && !noSpaceBefore.contains(token.text))
      {
        output += " "
      }
      output += token.text
      afterArgument = inArgument && token.text == ")"
      if isArgument { inArgument = true } else if afterArgument { inArgument = false }
      previousIsAttribute = previous?.text == "@" && token.isWord
      previous = token
    }
    return output
  }

  /// The attributes of a type that take an argument: `@isolated(any)`, `@convention(c)`.
  static let attributesWithArguments: Set<String> = ["isolated", "convention", "differentiable"]

  /// Renders a parameter's type without its own `@escaping`: the type a spy stores the
  /// value as. An `@escaping` of the function type's own parameters stays: it is part of
  /// that type (`@Sendable (@escaping () -> Void) -> Void`).
  static func storedType(_ type: String) -> String {
    let tokens = Tokenizer.tokenize(type)
    var kept: [Token] = []
    var position = 0
    while position + 1 < tokens.count, tokens[position].text == "@" {
      let name = tokens[position + 1].text
      var end = position + 2
      if attributesWithArguments.contains(name), end + 2 < tokens.count,
        tokens[end].text == "(", tokens[end + 2].text == ")"
      {
        end += 3
      }
      if name != "escaping" { kept += tokens[position..<end] }
      position = end
    }
    return withoutImplicitUnwrap(render(kept + tokens[position...]))
  }

  /// `Int?` for `Int!`: an implicitly unwrapped optional is written only on a declaration,
  /// not as a generic argument such as a spy's input or output.
  static func withoutImplicitUnwrap(_ type: String) -> String {
    type.hasSuffix("!") ? type.dropLast() + "?" : type
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
