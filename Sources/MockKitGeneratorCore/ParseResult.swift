/// What ``ProtocolParser`` found in one or more files.
public struct ParseResult: Equatable, Sendable {
  /// The protocols found, in source order, including those no mock can be generated for
  /// (their ``ProtocolDeclaration/unsupported`` says why).
  public var protocols: [ProtocolDeclaration]
  /// One line per problem, in the compiler's format:
  /// `path:line: warning: mockkit skipped <what>`.
  public var warnings: [String]
  /// The modules the files import, in source order without duplicates.
  public var imports: [String]
  /// The imports written inside `#if` blocks, each with its conditions, as lines ready
  /// to repeat: `"#if canImport(FoundationEssentials)\nimport FoundationEssentials\n#endif"`.
  public var conditionalImports: [String]

  /// Creates a result; the parser fills one in as it reads files.
  public init(
    protocols: [ProtocolDeclaration] = [], warnings: [String] = [], imports: [String] = [],
    conditionalImports: [String] = []
  ) {
    self.conditionalImports = conditionalImports
    self.protocols = protocols
    self.warnings = warnings
    self.imports = imports
  }
}
