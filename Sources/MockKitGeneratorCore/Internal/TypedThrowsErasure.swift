/// A closure type's typed error, written as plain `throws` where a spy names the type.
///
/// Apple platforms before macOS 15 and iOS 18 have no runtime support for a function type
/// that throws a typed error, and the compiler refuses one wherever the type needs runtime
/// metadata: as a generic argument (`ClosureArgument<(Order) throws(PaymentError) ->
/// Receipt>`), in a tuple or an array that is one, in a cast. A spy's argument type is
/// such a place, so the mock records the closure as `(Order) throws -> Receipt`, to which
/// Swift converts the typed closure on its own. The typed error still reaches the mocked
/// method's caller: the closure throws it, the answer passes it on, and a typed-throws
/// method's `call(_:throwing:)` checks its type.
enum TypedThrowsErasure {
  /// `tokens`, a closure type or its optional, with the error type of its own `throws`
  /// clause removed: `(Order) throws(PaymentError) -> Receipt` as `(Order) throws ->
  /// Receipt`, `((Order) async throws(PaymentError) -> Void)?` as `((Order) async throws
  /// -> Void)?`; `nil` when it throws no typed error. `throws(any Error)` and
  /// `throws(Never)` are plain `throws` and no `throws` to Swift, so they are left as
  /// written. A typed error in the closure's own parameters or result is left too: the
  /// typed closure does not convert to a type that changes those.
  static func erased(_ tokens: [Token]) -> [Token]? {
    var core = tokens.startIndex..<tokens.endIndex
    if tokens.count > 3, tokens[core.lowerBound].text == "(",
      ["?", "!"].contains(tokens[core.upperBound - 1].text),
      closing(tokens, from: core.lowerBound) == core.upperBound - 2
    {
      core = (core.lowerBound + 1)..<(core.upperBound - 2)
    }
    var depth = 0
    var position = core.lowerBound
    while position < core.upperBound {
      let text = tokens[position].text
      switch text {
      case "(", "[", "<": depth += 1
      case ")", "]", ">": depth -= 1
      case "->" where depth == 0: return nil
      case "throws" where depth == 0 && position + 1 < core.upperBound:
        guard tokens[position + 1].text == "(",
          let end = closing(tokens, from: position + 1), end < core.upperBound
        else { return nil }
        let error = tokens[(position + 2)..<end].map(\.text).joined(separator: " ")
        guard !untypedErrors.contains(error) else { return nil }
        return Array(tokens[..<(position + 1)]) + Array(tokens[(end + 1)...])
      default: break
      }
      position += 1
    }
    return nil
  }

  /// The spellings of a `throws` clause that throws any error, or none.
  private static let untypedErrors: Set<String> = [
    "any Error", "Error", "any Swift . Error", "Swift . Error", "Never", "Swift . Never",
  ]

  /// The position of the bracket that closes the one at `opening`.
  private static func closing(_ tokens: [Token], from opening: Int) -> Int? {
    var depth = 0
    for position in opening..<tokens.endIndex {
      switch tokens[position].text {
      case "(", "[", "<": depth += 1
      case ")", "]", ">":
        depth -= 1
        if depth == 0 { return position }
      default: break
      }
    }
    return nil
  }
}
