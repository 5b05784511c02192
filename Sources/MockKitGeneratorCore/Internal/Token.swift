/// One significant piece of Swift source: an identifier, a keyword, a punctuation mark,
/// a compiler-control line (`#if os(Linux)`) or a `// mockkit:mock` marker.
///
/// Other comments and string literals never become tokens, so a brace inside one cannot
/// unbalance the parser.
struct Token: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    case word
    case punctuation
    /// A whole `#if`, `#elseif`, `#else` or `#endif` line, comments removed.
    case directive
    /// A `// mockkit:mock` line comment.
    case marker
  }

  let kind: Kind
  let text: String
  let line: Int

  var isWord: Bool { kind == .word }
}
