/// Finds protocol declarations in Swift source without depending on SwiftSyntax.
///
/// It reads the part of Swift that protocol declarations use. A requirement it cannot
/// mock is left out with a warning naming it; malformed input never stops it.
///
/// ```swift
/// let result = ProtocolParser.parse(source, path: "UserFetching.swift")
/// print(MockGenerator().generate(result.protocols))
/// ```
public enum ProtocolParser {
  /// Parses one file's source.
  ///
  /// - Parameters:
  ///   - source: The file's contents.
  ///   - path: The path used in warnings and in ``ProtocolDeclaration/path``.
  /// - Returns: The protocols, warnings and imports found.
  public static func parse(_ source: String, path: String) -> ParseResult {
    var parser = TokenParser(tokens: Tokenizer.tokenize(source), path: path)
    parser.parseFile()
    return parser.result
  }
}

private let accessModifiers: Set<String> = [
  "public", "private", "fileprivate", "internal", "package", "open",
]

private let memberModifiers: Set<String> =
  ([
    "static", "class", "mutating", "nonmutating", "nonisolated", "optional", "required",
    "convenience", "override", "final", "dynamic",
  ] as Set<String>).union(accessModifiers)

/// Words that start a new member, so a type written before them has ended.
private let memberStarts: Set<String> =
  ([
    "func", "var", "let", "subscript", "init", "associatedtype", "typealias", "static", "class",
    "mutating", "nonmutating", "nonisolated", "optional", "required", "convenience", "override",
    "final", "dynamic", "protocol", "struct", "enum", "actor", "extension", "import",
  ] as Set<String>).union(accessModifiers)

private struct TokenParser {
  let tokens: [Token]
  let path: String
  var result = ParseResult()
  var index = 0

  init(tokens: [Token], path: String) {
    self.tokens = tokens
    self.path = path
  }

  // MARK: - File

  mutating func parseFile() {
    var attributes: [String] = []
    while index < tokens.count {
      let token = tokens[index]
      if token.text == "@" {
        attributes.append(parseAttribute())
        continue
      }
      if token.text == "import", previousText != ".", let module = nextWord(after: index) {
        if !result.imports.contains(module) { result.imports.append(module) }
      }
      if token.text == "protocol", previousText != ".", next(isWord: 1) {
        parseProtocol(attributes: attributes)
        attributes = []
        continue
      }
      if !accessModifiers.contains(token.text) { attributes = [] }
      index += 1
    }
  }

  /// The module an `import` names, skipping a kind such as `struct` in `import struct M.T`.
  private func nextWord(after position: Int) -> String? {
    let kinds: Set<String> = [
      "struct", "class", "enum", "protocol", "typealias", "func", "var", "let",
    ]
    var position = position + 1
    if position < tokens.count, kinds.contains(tokens[position].text) { position += 1 }
    guard position < tokens.count, tokens[position].isWord else { return nil }
    return tokens[position].text
  }

  /// Parses `@Name` or `@Name(…)` and returns `Name`.
  private mutating func parseAttribute() -> String {
    index += 1
    guard index < tokens.count, tokens[index].isWord else { return "" }
    let name = tokens[index].text
    index += 1
    if index < tokens.count, tokens[index].text == "(", tokens[index].line == tokens[index - 1].line
    {
      index = indexAfterBalanced(from: index)
    }
    return name
  }

  // MARK: - Protocol

  private mutating func parseProtocol(attributes: [String]) {
    let line = tokens[index].line
    let name = tokens[index + 1].text
    index += 2
    if index < tokens.count, tokens[index].text == "<" {
      warn(line, "protocol \(name) (primary associated types)")
      skipToBodyEnd()
      return
    }
    var inherited: [String] = []
    if index < tokens.count, tokens[index].text == ":" {
      index += 1
      while index < tokens.count {
        let typeTokens = collectType(stoppingAt: [",", "{", "where"])
        if !typeTokens.isEmpty { inherited.append(TypeRenderer.render(typeTokens)) }
        if index < tokens.count, tokens[index].text == "," {
          index += 1
        } else {
          break
        }
      }
    }
    while index < tokens.count, tokens[index].text != "{" {
      if tokens[index].text == "}" || tokens[index].text == ";" { return }
      index += 1
    }
    guard index < tokens.count else {
      warn(line, "protocol \(name) (no body)")
      return
    }
    let bodyStart = index + 1
    let bodyEnd = indexAfterBalanced(from: index) - 1
    guard bodyEnd < tokens.count, tokens[bodyEnd].text == "}" else {
      warn(line, "protocol \(name) (unbalanced braces: its body never ends)")
      index = tokens.count
      return
    }
    index = bodyStart
    var requirements: [Requirement] = []
    while index < bodyEnd {
      if let requirement = parseMember(in: name, end: bodyEnd) {
        requirements.append(requirement)
      }
    }
    index = bodyEnd + 1
    result.protocols.append(
      ProtocolDeclaration(
        name: name,
        inheritedTypes: inherited,
        isMainActor: attributes.contains("MainActor"),
        requirements: requirements,
        path: path,
        line: line
      )
    )
  }

  private mutating func skipToBodyEnd() {
    while index < tokens.count, tokens[index].text != "{" { index += 1 }
    index = indexAfterBalanced(from: index)
  }

  // MARK: - Members

  /// Parses one member starting at `index` and moves past it.
  private mutating func parseMember(in protocolName: String, end: Int) -> Requirement? {
    let line = tokens[index].line
    var modifiers: [String] = []
    while index < end {
      let text = tokens[index].text
      if text == "@" {
        _ = parseAttribute()
      } else if text == ";" {
        index += 1
        return nil
      } else if memberModifiers.contains(text) {
        modifiers.append(text)
        index += 1
      } else {
        break
      }
    }
    guard index < end else { return nil }
    let keyword = tokens[index].text
    let memberName = index + 1 < end && tokens[index + 1].isWord ? tokens[index + 1].text : nil
    let described = [keyword, memberName].compactMap { $0 }.joined(separator: " ")

    func skip(_ what: String) -> Requirement? {
      warn(line, "\(what) in \(protocolName)")
      index += 1
      skipMember(end: end)
      return nil
    }

    if modifiers.contains("static") || modifiers.contains("class") {
      return skip("static requirement \(described)")
    }
    if let modifier = modifiers.first(where: { ["nonisolated", "optional"].contains($0) }) {
      return skip("\(modifier) requirement \(described)")
    }
    switch keyword {
    case "func":
      return parseMethod(in: protocolName, line: line, end: end)
    case "var":
      return parseProperty(in: protocolName, line: line, end: end)
    case "associatedtype", "typealias":
      return skip(described)
    case "subscript", "init":
      return skip("\(keyword) requirement")
    default:
      return skip("unrecognized declaration '\(keyword)'")
    }
  }

  private mutating func parseMethod(in protocolName: String, line: Int, end: Int) -> Requirement? {
    index += 1
    guard index < end, tokens[index].isWord else {
      warn(line, "operator requirement in \(protocolName)")
      skipMember(end: end)
      return nil
    }
    let name = tokens[index].text
    index += 1

    func skip(_ reason: String, signature: String? = nil) -> Requirement? {
      warn(line, "method \(signature ?? name) in \(protocolName) (\(reason))")
      skipMember(end: end)
      return nil
    }

    let isGeneric = index < end && tokens[index].text == "<"
    if isGeneric { skipGenericParameters(end: end) }
    guard index < end, tokens[index].text == "(" else { return skip("no parameter list") }
    let closing = indexAfterBalanced(from: index) - 1
    guard closing < end, tokens[closing].text == ")" else { return skip("unbalanced parentheses") }
    let parameterGroups = split(tokens[(index + 1)..<closing])
    index = closing + 1

    var parameters: [Parameter] = []
    var problems: [String] = []
    for (position, group) in parameterGroups.enumerated() {
      switch parseParameter(group, position: position) {
      case .success(let parameter): parameters.append(parameter)
      case .failure(let problem): problems.append(problem.reason)
      }
    }
    let signature =
      name + "(" + parameterGroups.map { parameterLabel($0) + ":" }.joined() + ")"
    if isGeneric { return skip("generic method", signature: signature) }
    if let problem = problems.first { return skip(problem, signature: signature) }

    var isAsync = false
    var isThrowing = false
    while index < end {
      switch tokens[index].text {
      case "async":
        isAsync = true
        index += 1
        continue
      case "throws":
        if index + 1 < end, tokens[index + 1].text == "(" {
          return skip("typed throws", signature: signature)
        }
        isThrowing = true
        index += 1
        continue
      case "rethrows", "reasync":
        return skip(tokens[index].text, signature: signature)
      default:
        break
      }
      break
    }
    var returnType: String?
    if index < end, tokens[index].text == "->" {
      index += 1
      let typeTokens = collectType(stoppingAt: ["where", "{"], end: end)
      if typeTokens.isEmpty { return skip("missing return type", signature: signature) }
      if typeTokens.contains(where: { $0.text == "some" }) {
        return skip("opaque return type", signature: signature)
      }
      returnType = TypeRenderer.render(typeTokens)
    }
    if index < end, tokens[index].text == "where" {
      return skip("generic where clause", signature: signature)
    }
    if index < end, tokens[index].text == "{" {
      index = indexAfterBalanced(from: index)
    }
    return .method(
      MethodRequirement(
        name: name,
        parameters: parameters,
        isAsync: isAsync,
        isThrowing: isThrowing,
        returnType: returnType
      )
    )
  }

  private struct ParameterProblem: Error {
    let reason: String
  }

  private func parameterLabel(_ group: ArraySlice<Token>) -> String {
    guard let first = group.first, first.isWord else { return "_" }
    return first.text
  }

  private func parseParameter(
    _ group: ArraySlice<Token>,
    position: Int
  ) -> Result<Parameter, ParameterProblem> {
    guard let colon = group.firstIndex(where: { $0.text == ":" }) else {
      return .failure(ParameterProblem(reason: "unreadable parameter"))
    }
    let names = group[group.startIndex..<colon].map(\.text)
    var typeTokens = Array(group[(colon + 1)...])
    if let equals = typeTokens.firstIndex(where: { $0.text == "=" }) {
      typeTokens.removeSubrange(equals...)
    }
    guard names.count == 1 || names.count == 2, !typeTokens.isEmpty else {
      return .failure(ParameterProblem(reason: "unreadable parameter"))
    }
    let texts = typeTokens.map(\.text)
    if texts.contains("inout") { return .failure(ParameterProblem(reason: "inout parameter")) }
    if texts.last == "..." { return .failure(ParameterProblem(reason: "variadic parameter")) }
    if texts.contains("some") { return .failure(ParameterProblem(reason: "opaque parameter type")) }
    if texts.contains("autoclosure") {
      return .failure(ParameterProblem(reason: "autoclosure parameter"))
    }
    let label = names[0] == "_" ? nil : names[0]
    let internalName = names.last == "_" ? "arg\(position)" : names[names.count - 1]
    return .success(
      Parameter(label: label, internalName: internalName, type: TypeRenderer.render(typeTokens))
    )
  }

  private mutating func parseProperty(in protocolName: String, line: Int, end: Int) -> Requirement?
  {
    index += 1
    guard index < end, tokens[index].isWord else {
      warn(line, "property in \(protocolName) (unreadable name)")
      skipMember(end: end)
      return nil
    }
    let name = tokens[index].text
    index += 1

    func skip(_ reason: String) -> Requirement? {
      warn(line, "property \(name) in \(protocolName) (\(reason))")
      skipMember(end: end)
      return nil
    }

    guard index < end, tokens[index].text == ":" else { return skip("no type") }
    index += 1
    let typeTokens = collectType(stoppingAt: ["{"], end: end)
    guard !typeTokens.isEmpty else { return skip("no type") }
    if typeTokens.contains(where: { $0.text == "some" }) { return skip("opaque type") }
    guard index < end, tokens[index].text == "{" else { return skip("no accessors") }
    let closing = indexAfterBalanced(from: index) - 1
    guard closing < end else { return skip("unbalanced braces") }
    let accessors = tokens[(index + 1)..<closing].map(\.text)
    index = closing + 1
    switch accessors {
    case ["get"]:
      return .property(
        PropertyRequirement(name: name, type: TypeRenderer.render(typeTokens), isSettable: false))
    case ["get", "set"], ["set", "get"]:
      return .property(
        PropertyRequirement(name: name, type: TypeRenderer.render(typeTokens), isSettable: true))
    default:
      warn(
        line,
        "property \(name) in \(protocolName) (accessors { \(accessors.joined(separator: " ")) })")
      return nil
    }
  }

  // MARK: - Scanning

  /// Collects a type's tokens from `index` until a terminator at bracket depth zero or
  /// the start of the next member.
  private mutating func collectType(stoppingAt terminators: Set<String>, end: Int? = nil) -> [Token]
  {
    let end = end ?? tokens.count
    var collected: [Token] = []
    var depth = 0
    while index < end {
      let token = tokens[index]
      if depth == 0 {
        if terminators.contains(token.text) || token.text == "}" || token.text == ";" { break }
        if startsMember(at: index) && !collected.isEmpty { break }
      }
      switch token.text {
      case "(", "[", "<": depth += 1
      case ")", "]", ">": depth -= 1
      case "{", "}": if depth > 0 { return collected }
      default: break
      }
      if depth < 0 { break }
      collected.append(token)
      index += 1
    }
    return collected
  }

  /// Whether the token at `position` begins a new member rather than continuing a type.
  private func startsMember(at position: Int) -> Bool {
    let token = tokens[position]
    let isNewLine = position > 0 && tokens[position - 1].line != token.line
    if memberStarts.contains(token.text) { return true }
    return token.text == "@" && isNewLine
  }

  /// Moves `index` past the rest of the current member: to the next member's start at
  /// depth zero.
  private mutating func skipMember(end: Int) {
    while index < end {
      let text = tokens[index].text
      if startsMember(at: index) { return }
      if text == ";" {
        index += 1
        return
      }
      if ["(", "[", "{"].contains(text) {
        index = indexAfterBalanced(from: index)
      } else {
        index += 1
      }
    }
  }

  /// Moves `index` past a generic parameter clause such as `<T: Decodable & Sendable>`.
  private mutating func skipGenericParameters(end: Int) {
    var depth = 0
    while index < end {
      let text = tokens[index].text
      if ["(", "{", "}"].contains(text) { return }
      index += 1
      if text == "<" { depth += 1 }
      if text == ">" { depth -= 1 }
      if depth <= 0 { return }
    }
  }

  /// Splits a parameter list at its top-level commas.
  private func split(_ slice: ArraySlice<Token>) -> [ArraySlice<Token>] {
    guard !slice.isEmpty else { return [] }
    var groups: [ArraySlice<Token>] = []
    var depth = 0
    var groupStart = slice.startIndex
    for position in slice.indices {
      switch slice[position].text {
      case "(", "[", "<", "{": depth += 1
      case ")", "]", ">", "}": depth -= 1
      case "," where depth == 0:
        groups.append(slice[groupStart..<position])
        groupStart = position + 1
      default: break
      }
    }
    groups.append(slice[groupStart..<slice.endIndex])
    return groups
  }

  /// The index just after the bracket that closes the one at `position`, or the end of
  /// the tokens when it is never closed.
  private func indexAfterBalanced(from position: Int) -> Int {
    var depth = 0
    var position = position
    while position < tokens.count {
      switch tokens[position].text {
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth -= 1
      default: break
      }
      position += 1
      if depth <= 0 { return position }
    }
    return position
  }

  private var previousText: String? {
    index > 0 ? tokens[index - 1].text : nil
  }

  private func next(isWord offset: Int) -> Bool {
    index + offset < tokens.count && tokens[index + offset].isWord
  }

  private mutating func warn(_ line: Int, _ what: String) {
    result.warnings.append("\(path):\(line): warning: mockkit skipped \(what)")
  }
}
