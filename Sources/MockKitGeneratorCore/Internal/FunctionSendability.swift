/// Whether the functions a type holds are `Sendable`, read from the type's tokens.
///
/// A value holds the function types written at its own level: `() -> Void` in
/// `[() -> Void]`, `(Int, () -> Void)` or `(() -> Void)?`. A function type written among
/// another function's parameters or in its result is not held by the value; the outer
/// function is: `@Sendable (() -> Void) -> Void` is `Sendable`, and
/// `(@Sendable () -> Void) -> Void` is not.
///
/// A held function is `Sendable` when it is `@Sendable` or isolated to a global actor
/// (`@MainActor () -> Void`, which Swift 6 makes `Sendable`; any attribute ending in
/// `Actor` is taken for a global actor, as a protocol's isolation is). `@isolated(any)`
/// alone does not make a function `Sendable`.
enum FunctionSendability {
  /// Whether a value of type `tokens` holds a function that is not `Sendable`.
  static func holdsNonSendableFunction(_ tokens: [Token]) -> Bool {
    let functions = tokens.indices.filter { tokens[$0].text == "->" }.map {
      function(arrow: $0, in: tokens)
    }
    return functions.contains { function in
      let isHeld = !functions.contains { other in
        other.parameters < function.start && function.end <= other.end
      }
      return isHeld && !function.isSendable
    }
  }

  /// A function type: where it starts (its first attribute), where its parameter list
  /// opens, where its result ends (exclusive), and whether its attributes make it
  /// `Sendable`.
  private struct FunctionType {
    let start: Int
    let parameters: Int
    let end: Int
    let isSendable: Bool
  }

  /// The function type whose arrow is at `arrow`.
  private static func function(arrow: Int, in tokens: [Token]) -> FunctionType {
    // Back from the arrow, past `async`, `throws` and `throws(E)`, to the parameter list.
    var position = arrow - 1
    var parameters = max(position, 0)
    while position >= 0 {
      let text = tokens[position].text
      if ["async", "throws", "rethrows"].contains(text) {
        position -= 1
        continue
      }
      if text == ")", let open = opening(of: position, in: tokens) {
        if open > 0, tokens[open - 1].text == "throws" {
          position = open - 2
          continue
        }
        parameters = open
      } else {
        parameters = position
      }
      break
    }
    // Back from the parameter list, over its attributes: `@Sendable`, `@isolated(any)`.
    var start = parameters
    var attributes: [String] = []
    while start >= 2 {
      if tokens[start - 1].isWord, tokens[start - 2].text == "@" {
        attributes.append(tokens[start - 1].text)
        start -= 2
      } else if start >= 5, tokens[start - 1].text == ")", tokens[start - 3].text == "(",
        tokens[start - 5].text == "@",
        TypeRenderer.attributesWithArguments.contains(tokens[start - 4].text)
      {
        attributes.append(tokens[start - 4].text)
        start -= 5
      } else {
        break
      }
    }
    // On from the arrow to the end of the result: a bracket it did not open, or a comma
    // between the elements of what encloses it.
    var end = arrow + 1
    var depth = 0
    scan: while end < tokens.count {
      switch tokens[end].text {
      case "(", "[", "<": depth += 1
      case ")", "]", ">":
        if depth == 0 { break scan }
        depth -= 1
      case ",":
        if depth == 0 { break scan }
      default: break
      }
      end += 1
    }
    let isSendable = attributes.contains { $0 == "Sendable" || $0.hasSuffix("Actor") }
    return FunctionType(start: start, parameters: parameters, end: end, isSendable: isSendable)
  }

  /// The position of the `(` that the `)` at `close` closes.
  private static func opening(of close: Int, in tokens: [Token]) -> Int? {
    var depth = 0
    for position in stride(from: close, through: 0, by: -1) {
      switch tokens[position].text {
      case ")", "]": depth += 1
      case "(", "[":
        depth -= 1
        if depth == 0 { return position }
      default: break
      }
    }
    return nil
  }
}
