/// One significant piece of Swift source: an identifier, a keyword or a punctuation mark.
///
/// Comments, string literals and `#if` lines never become tokens, so a brace inside one
/// cannot unbalance the parser.
struct Token: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    case word
    case punctuation
  }

  let kind: Kind
  let text: String
  let line: Int

  var isWord: Bool { kind == .word }
}
