/// Finds protocol declarations in Swift source without depending on SwiftSyntax.
///
/// It reads the part of Swift that protocol declarations use. A protocol with a
/// requirement it cannot mock is reported with a warning naming the requirement, and no
/// mock is generated for it; malformed input never stops it.
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
    let tokenized = Tokenizer.tokenizeNotingProblem(source)
    var parser = TokenParser(tokens: tokenized.tokens, path: path)
    parser.parseFile()
    for line in tokenized.nearMarkers {
      parser.result.warnings.append(
        "\(path):\(line): warning: mockkit read this comment as no marker: the marker is "
          + "`// mockkit:mock` alone on its line, with no other words and no third slash")
    }
    if let problem = tokenized.problem {
      parser.result.warnings.append(
        "\(path):\(problem.line): warning: mockkit skipped the rest of the file "
          + "(\(problem.reason))")
    }
    return parser.result
  }
}

private let accessModifiers: Keywords = [
  "public", "private", "fileprivate", "internal", "package", "open",
]

private let memberModifiers: Keywords =
  ([
    "static", "class", "mutating", "nonmutating", "nonisolated", "optional", "required",
    "convenience", "override", "final", "dynamic", "__consuming", "consuming", "borrowing",
  ] as Keywords).union(accessModifiers)

/// Words that start a new member, so a type written before them has ended.
private let memberStarts: Keywords =
  ([
    "func", "var", "let", "subscript", "init", "associatedtype", "typealias", "static", "class",
    "mutating", "nonmutating", "nonisolated", "optional", "required", "convenience", "override",
    "final", "dynamic", "protocol", "struct", "enum", "actor", "extension", "import",
  ] as Keywords).union(accessModifiers)

/// Modifiers that may stand between a declaration's attributes and its keyword:
/// `@_spi(Internal) public final class Connection`.
private let declarationModifiers: Keywords = ["final", "indirect"]

/// The words an `@available` argument starts with, other than an availability macro's.
private let availabilityWords: Set<String> = [
  "*", "macOS", "OSX", "iOS", "tvOS", "watchOS", "visionOS", "xrOS", "macCatalyst",
  "macOSApplicationExtension", "OSXApplicationExtension", "iOSApplicationExtension",
  "tvOSApplicationExtension", "watchOSApplicationExtension", "visionOSApplicationExtension",
  "macCatalystApplicationExtension", "DriverKit", "swift", "_PackageDescription", "deprecated",
  "unavailable", "introduced", "obsoleted", "message", "renamed", "noasync", "Android",
  "Windows", "OpenBSD", "FreeBSD", "Linux", "anyAppleOS",
]

/// Declarations whose `Sendable` conformance the parser notes.
private let typeKinds: Keywords = ["struct", "class", "enum", "actor", "extension"]

/// Declarations whose names, at the top level of a file, are names of the module.
private let topLevelKinds: Keywords = [
  "struct", "class", "enum", "actor", "protocol", "typealias",
]

/// The kinds an `import` may name before its declaration: `import struct M.T`.
private let importKinds: Keywords = [
  "struct", "class", "enum", "protocol", "typealias", "func", "var", "let",
]

/// How a mock marks its member and spy for a deprecated requirement: whatever the
/// requirement's deprecation says, the mock is deprecated everywhere.
let deprecated = "@available(*, deprecated)"

/// Attributes a mock repeats on its implementation of a requirement.
private let repeatedAttributes: Set<String> = ["discardableResult", "MainActor"]

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
    var availability: [String] = []
    var spiGroups: [String] = []
    var access: String?
    var isMarked = false
    var conditions: [[String]] = []
    // The types whose bodies enclose this point; `nil` for other braces.
    var scopes: [TypeScope?] = []
    var pendingType: TypeScope?
    while index < tokens.count {
      let token = tokens[index]
      if token.text == "{" {
        scopes.append(pendingType)
        pendingType = nil
      } else if token.text == "}" {
        _ = scopes.popLast()
      } else if let scope = scopes.last ?? nil, previousText != ".", previousText != "static",
        previousText != "class"
      {
        recordMember(of: scope)
      }
      if token.text == "typealias", next(isWord: 1), index + 2 < tokens.count,
        tokens[index + 2].text == "="
      {
        let scope = scopes.last ?? nil
        // The definition and the scope its names are looked up from go together: a later
        // alias of the same name replaces both.
        result.sendability.typeAliases[tokens[index + 1].text] = restOfLine(from: index + 3)
        result.sendability.typeAliasScopes[tokens[index + 1].text] = scope?.qualifiedName
        if let scope {
          // Also known by its path, so that `Cache.Value` is not another type's `Value`.
          let path = nestedPath(tokens[index + 1].text, in: scope)
          result.nestedTypeAliases.insert(path)
          result.sendability.typeAliases[path] = restOfLine(from: index + 3)
          result.sendability.typeAliasScopes[path] = scope.qualifiedName
        }
        if attributes.contains(deprecated) {
          result.deprecatedTypes.insert(nestedPath(tokens[index + 1].text, in: scopes.last ?? nil))
        }
      }
      if scopes.isEmpty, topLevelKinds.contains(token.text), previousText != ".",
        previousText != "import", next(isWord: 1)
      {
        result.declaredTypeNames.insert(tokens[index + 1].text)
        if ["public", "open", "package"].contains(access ?? "") {
          result.visibleTypeNames.insert(tokens[index + 1].text)
        }
      }
      switch token.kind {
      case .marker:
        isMarked = true
        index += 1
        continue
      case .directive:
        track(token.text, in: &conditions)
        index += 1
        continue
      case .word, .punctuation:
        break
      }
      if token.text == "@" {
        let attribute = parseAttribute()
        attributes.append(attribute.name)
        if attribute.name == "available" {
          if let portable = withoutAvailabilityMacros(attribute.text) {
            availability.append(portable)
          }
          if attribute.text.includes("unavailable") { attributes.append("unavailable") }
          if attribute.text.includes("deprecated") { attributes.append(deprecated) }
        }
        if let group = spiGroup(attribute) { spiGroups.append(group) }
        continue
      }
      if typeKinds.contains(token.text), previousText != ".", next(isWord: 1),
        !memberStarts.contains(tokens[index + 1].text)
      {
        let enclosing = scopes.last ?? nil
        let written = dottedName(at: index + 1)
        // Members of a `public extension` are public unless they say otherwise.
        let declaredAccess = access ?? enclosing?.memberAccess
        // A nested type is known by its path (`ArgumentDefinition.Kind`), so that two types
        // of one name nested in different types are not taken for one another; an
        // extension names its type's path.
        let qualifiedName = token.text == "extension" ? written : nestedPath(written, in: enclosing)
        if token.text != "extension", attributes.contains(deprecated) {
          result.deprecatedTypes.insert(qualifiedName)
        }
        recordSendability(
          kind: token.text, named: qualifiedName, access: declaredAccess, attributes: attributes)
        pendingType = TypeScope(
          name: written, qualifiedName: qualifiedName, kind: token.text,
          memberAccess: token.text == "extension" ? access : nil)
        if token.text != "extension", !spiGroups.isEmpty {
          result.spiGroupsByType[tokens[index + 1].text, default: []] += spiGroups
        }
      }
      if token.text == "import", previousText != ".", let module = nextWord(after: index) {
        if conditions.isEmpty {
          if !result.imports.contains(module) { result.imports.append(module) }
        } else {
          let block =
            (conditions.flatMap { $0 } + ["import \(module)"] + conditions.map { _ in "#endif" })
            .joined(separator: "\n")
          if !result.conditionalImports.contains(block) { result.conditionalImports.append(block) }
        }
      }
      if token.text == "protocol", previousText != ".", previousText != "import", next(isWord: 1) {
        recordSendability(
          kind: "protocol", named: nestedPath(tokens[index + 1].text, in: scopes.last ?? nil),
          access: access, attributes: attributes)
        if attributes.contains(deprecated) {
          result.deprecatedTypes.insert(nestedPath(tokens[index + 1].text, in: scopes.last ?? nil))
        }
        parseProtocol(
          attributes: attributes, availability: availability, spiGroups: spiGroups,
          access: access, isMarked: isMarked, conditions: conditions,
          enclosingTypes: scopes.compactMap { $0?.name })
        attributes = []
        availability = []
        spiGroups = []
        access = nil
        isMarked = false
        continue
      }
      if accessModifiers.contains(token.text) {
        access = token.text
      } else if !declarationModifiers.contains(token.text) {
        attributes = []
        availability = []
        spiGroups = []
        access = nil
        isMarked = false
      }
      index += 1
    }
  }

  /// Notes whether the type declared or extended at `index` is `Sendable`, and the
  /// protocols it conforms to or, for a protocol, inherits, for ``SendabilityFacts``.
  private mutating func recordSendability(
    kind: String, named name: String, access: String?, attributes: [String]
  ) {
    // Whether a value can be copied or escape is judged by the type's own name.
    let ownName = String(name.split(separator: ".").last ?? "")
    var position = index + 2
    var depth = 0
    var inheritsSendable = false
    var sawColon = false
    // The last name of each type after the colon (`_SwiftLogSendable` in
    // `struct MetadataProvider: _SwiftLogSendable`), and of each protocol a protocol inherits.
    var inherited: [String] = []
    while position < tokens.count {
      let text = tokens[position].text
      if text == "<" { depth += 1 }
      if text == ">" { depth -= 1 }
      if depth == 0 && (text == "{" || text == "where" || text == "}") { break }
      if depth == 0 && text == ":" { sawColon = true }
      // An error is `Sendable`, as `Error` inherits `Sendable`.
      if sawColon && SendabilityFacts.sendableConformances.contains(text) {
        inheritsSendable = true
      }
      if sawColon && depth == 0 && tokens[position].isWord && tokens[position - 1].text != "~"
        && tokens[position - 1].text != "@"
        && (position + 1 == tokens.count || tokens[position + 1].text != ".")
      {
        inherited.append(text)
      }
      if sawColon && text == "~" && kind != "extension" && kind != "protocol",
        position + 1 < tokens.count
      {
        switch tokens[position + 1].text {
        case "Copyable": result.noncopyableTypes.insert(ownName)
        case "Escapable": result.nonescapableTypes.insert(ownName)
        default: break
        }
      }
      position += 1
    }
    // In place: a copy of the facts would copy their sets on every declaration.
    if kind == "protocol" {
      result.sendability.protocolParents[name, default: []].append(inherited)
      return
    }
    if !inherited.isEmpty { result.sendability.conformances[name, default: []] += inherited }
    switch kind {
    case "actor":
      result.sendability.declaredSendable.insert(name)
    case "extension" where inheritsSendable:
      if attributes.contains("unavailable") {
        result.sendability.declaredNotSendable.insert(name)
      } else {
        result.sendability.declaredSendable.insert(name)
      }
    case "extension":
      break
    default:
      if inheritsSendable {
        result.sendability.declaredSendable.insert(name)
      } else if kind == "class" || ["public", "open", "package"].contains(access ?? "") {
        result.sendability.implicitlyNotSendable.insert(name)
      } else {
        result.sendability.inferred.insert(name)
      }
    }
  }

  /// The path other files name `name`, declared in the body of `scope`, by:
  /// `Logger.Level` for a `Level` declared in `Logger`.
  private func nestedPath(_ name: String, in scope: TypeScope?) -> String {
    scope.map { $0.qualifiedName + "." + name } ?? name
  }

  /// A type whose body encloses the parser's position.
  private struct TypeScope {
    /// The name as written after the keyword: `Level`, or `Logger.Level` for an extension.
    let name: String
    /// The path other files name it by: `Logger.Level` for a `Level` nested in `Logger`.
    let qualifiedName: String
    let kind: String
    /// The access its members have when they do not say: `public` in a `public extension`.
    let memberAccess: String?
  }

  /// Notes the type of a stored property or an enum case's associated values declared
  /// at `index`, directly in the body of `scope`.
  private mutating func recordMember(of scope: TypeScope) {
    let text = tokens[index].text
    if (text == "let" || text == "var") && scope.kind == "struct", next(isWord: 1),
      index + 2 < tokens.count, tokens[index + 2].text == ":"
    {
      let type = restOfLine(from: index + 3, stoppingAt: ["=", "{"])
      if !type.isEmpty {
        result.sendability.memberTypes[scope.qualifiedName, default: []].append(type)
      }
    } else if (text == "func" || text == "subscript") && scope.kind == "extension",
      let signature = memberSignature(at: index)
    {
      let extended = String(scope.name.split(separator: ".").last ?? "")
      result.implementedInExtensions[extended, default: []].insert(signature)
    } else if text == "case" && scope.kind == "enum" {
      let line = tokens[index].line
      var position = index + 1
      while position < tokens.count, tokens[position].line == line {
        if tokens[position].text == "(" {
          let start = position
          position = indexAfterBalanced(from: position)
          let type = TypeRenderer.render(Array(tokens[start..<min(position, tokens.count)]))
          result.sendability.memberTypes[scope.qualifiedName, default: []].append(type)
        } else {
          position += 1
        }
      }
    }
  }

  /// The name and labels of the method or subscript declared at `position`
  /// (`subscript(dynamicMember:)`, `encode(to:)`), as a requirement's `signature` writes
  /// them; `nil` for an operator or an unreadable declaration.
  private func memberSignature(at position: Int) -> String? {
    let isSubscript = tokens[position].text == "subscript"
    var position = position + 1
    var name = "subscript"
    if !isSubscript {
      guard position < tokens.count, tokens[position].isWord else { return nil }
      name = tokens[position].text
      position += 1
    }
    if position < tokens.count, tokens[position].text == "<" {
      var depth = 0
      while position < tokens.count {
        if tokens[position].text == "<" { depth += 1 }
        if tokens[position].text == ">" { depth -= 1 }
        position += 1
        if depth == 0 { break }
      }
    }
    guard position < tokens.count, tokens[position].text == "(" else { return nil }
    let closing = indexAfterBalanced(from: position) - 1
    guard closing < tokens.count, tokens[closing].text == ")" else { return nil }
    let labels = split(tokens[(position + 1)..<closing]).map { group in
      // The names before the colon, leaving out an attribute (`@ViewBuilder content:`).
      var names: [String] = []
      var previous = ""
      for token in group.prefix(while: { $0.text != ":" }) {
        if token.isWord && previous != "@" { names.append(token.text) }
        previous = token.text
      }
      guard let first = names.first else { return "_" }
      return names.count > 1 || !isSubscript ? first : "_"
    }
    return name + "(" + labels.map { $0 + ":" }.joined() + ")"
  }

  /// The tokens from `position` to the end of its line, or to a terminator at bracket
  /// depth zero, as written.
  private func restOfLine(from position: Int, stoppingAt terminators: [String] = []) -> String {
    guard position < tokens.count else { return "" }
    let line = tokens[position].line
    var end = position
    var depth = 0
    while end < tokens.count, tokens[end].line == line || depth > 0 {
      let text = tokens[end].text
      if depth == 0 && terminators.contains(text) { break }
      if text == "(" || text == "[" || text == "<" { depth += 1 }
      if text == ")" || text == "]" || text == ">" { depth -= 1 }
      if text == "{" || text == "}" { break }
      end += 1
    }
    return TypeRenderer.render(Array(tokens[position..<end]))
  }

  /// `Outer.Inner` starting at `position`.
  private func dottedName(at position: Int) -> String {
    var name = tokens[position].text
    var position = position + 1
    while position + 1 < tokens.count, tokens[position].text == ".", tokens[position + 1].isWord {
      name += "." + tokens[position + 1].text
      position += 2
    }
    return name
  }

  /// Keeps the stack of `#if` blocks open at this point of the file.
  private func track(_ directive: String, in conditions: inout [[String]]) {
    if directive.hasPrefix("#if") {
      conditions.append([directive])
    } else if directive.hasPrefix("#endif") {
      _ = conditions.popLast()
    } else if !conditions.isEmpty {
      conditions[conditions.count - 1].append(directive)
    }
  }

  /// The module an `import` names, skipping a kind such as `struct` in `import struct M.T`.
  private func nextWord(after position: Int) -> String? {
    var position = position + 1
    if position < tokens.count, importKinds.contains(tokens[position].text) { position += 1 }
    guard position < tokens.count, tokens[position].isWord else { return nil }
    return tokens[position].text
  }

  /// Parses `@Name` or `@Name(…)`; returns `Name` and the attribute as written.
  private mutating func parseAttribute() -> (name: String, text: String) {
    let start = index
    index += 1
    guard index < tokens.count, tokens[index].isWord else { return ("", "") }
    let name = tokens[index].text
    index += 1
    // A generic attribute: `@MiddlewareFixedTypeBuilder<Request, Response, Context>`.
    if index < tokens.count, tokens[index].text == "<", tokens[index].line == tokens[index - 1].line
    {
      skipAngleBrackets(end: tokens.count)
    }
    if index < tokens.count, tokens[index].text == "(", tokens[index].line == tokens[index - 1].line
    {
      index = indexAfterBalanced(from: index)
    }
    let argumentTokens = tokens[min(start + 2, index)..<min(index, tokens.count)]
    guard argumentTokens.count >= 2, argumentTokens.first?.text == "(",
      argumentTokens.last?.text == ")"
    else {
      return (name, "@" + name + TypeRenderer.render(Array(argumentTokens)))
    }
    // String literals are not tokens: `message: "…"` has lost its value, so it goes.
    let arguments = split(argumentTokens.dropFirst().dropLast())
      .filter { $0.last?.text != ":" }
      .map { TypeRenderer.render(Array($0)) }
    return (name, "@" + name + "(" + arguments.joined(separator: ", ") + ")")
  }

  /// `@available(…)` without the availability macros it names (`gRPCSwift 2.0` in
  /// `@available(gRPCSwift 2.0, *)`), which the package defines with a compiler flag that
  /// a test target does not have; `nil` when nothing but `*` is left.
  private func withoutAvailabilityMacros(_ attribute: String) -> String? {
    guard attribute.hasPrefix("@available("), attribute.hasSuffix(")") else { return attribute }
    let arguments = attribute.dropFirst("@available(".count).dropLast()
      .split(separator: ",").map { $0.drop(while: { $0 == " " }) }
    let kept = arguments.filter { argument in
      let word = argument.prefix { $0 != " " && $0 != ":" }
      return availabilityWords.contains(String(word))
    }
    if kept.count == arguments.count { return attribute }
    guard kept.contains(where: { $0 != "*" }) else { return nil }
    return "@available(" + kept.joined(separator: ", ") + ")"
  }

  /// `X` in `@_spi(X)`, or `nil` for any other attribute.
  private func spiGroup(_ attribute: (name: String, text: String)) -> String? {
    guard attribute.name == "_spi", attribute.text.hasPrefix("@_spi("),
      attribute.text.hasSuffix(")")
    else { return nil }
    let group = attribute.text.dropFirst("@_spi(".count).dropLast()
    return group.isEmpty ? nil : String(group)
  }

  // MARK: - Protocol

  private mutating func parseProtocol(
    attributes: [String], availability: [String], spiGroups: [String], access: String?,
    isMarked: Bool,
    conditions: [[String]],
    enclosingTypes: [String]
  ) {
    let line = tokens[index].line
    let name = tokens[index + 1].text
    index += 2
    var primaryAssociatedTypes: [String] = []
    if index < tokens.count, tokens[index].text == "<" {
      let start = index
      skipAngleBrackets(end: tokens.count)
      primaryAssociatedTypes = tokens[start..<index].filter(\.isWord).map(\.text)
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
    var whereClause: String?
    if index < tokens.count, tokens[index].text == "where" {
      index += 1
      whereClause = render(collectType(stoppingAt: ["{"]))
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
    var declaration = ProtocolDeclaration(
      name: name,
      accessLevel: access,
      inheritedTypes: inherited,
      whereClause: whereClause,
      globalActor: attributes.first { $0.hasSuffix("Actor") },
      isMarked: isMarked,
      conditions: conditions,
      enclosingTypes: enclosingTypes,
      requirements: [],
      path: path,
      line: line
    )
    declaration.availability = availability
    declaration.spiGroups = spiGroups
    declaration.primaryAssociatedTypes = primaryAssociatedTypes
    if access == "private" || access == "fileprivate" {
      declaration.unsupported.append(
        warning(line, "protocol \(name): it is \(access ?? ""), so no other file can conform to it")
      )
    }
    if attributes.contains("objc") {
      declaration.unsupported.append(warning(line, "protocol \(name): @objc protocols"))
    }
    index = bodyStart
    while index < bodyEnd {
      parseMember(into: &declaration, end: bodyEnd)
    }
    index = bodyEnd + 1
    result.protocols.append(declaration)
  }

  // MARK: - Members

  /// Parses one member starting at `index`, adds it to `declaration` and moves past it.
  private mutating func parseMember(into declaration: inout ProtocolDeclaration, end: Int) {
    let line = tokens[index].line
    var modifiers: [String] = []
    var attributes: [String] = []
    var isLimitedByAvailability = false
    while index < end {
      let token = tokens[index]
      if token.kind == .directive {
        declaration.requirements.append(.compilerDirective(token.text))
        index += 1
        return
      } else if token.kind == .marker {
        index += 1
      } else if token.text == "@" {
        let attribute = parseAttribute()
        if repeatedAttributes.contains(attribute.name) || attribute.name.hasSuffix("Actor") {
          attributes.append(attribute.text)
        } else if attribute.name == "available", attribute.text.includes("deprecated"),
          !attributes.contains(deprecated)
        {
          // The mock's member and spy name what the requirement names, deprecated types
          // included: deprecated too, they do so without a warning.
          attributes.append(deprecated)
        } else if attribute.name == "objc" {
          modifiers.append("@objc")
        }
        // `@available(*, noasync)` limits where it can be called too: not from an
        // asynchronous context, such as a contract's requirement.
        if attribute.name == "available",
          Self.namesAPlatform(attribute.text) || attribute.text.includes("noasync")
        {
          isLimitedByAvailability = true
        }
        if let group = spiGroup(attribute), !declaration.spiGroups.contains(group) {
          declaration.spiGroups.append(group)
        }
      } else if token.text == ";" {
        index += 1
        return
      } else if memberModifiers.contains(token.text) {
        var modifier = token.text
        index += 1
        // A modifier with an argument, written with it: `nonisolated(nonsending)`.
        if index + 2 < end, tokens[index].text == "(", tokens[index + 2].text == ")" {
          modifier += "(" + tokens[index + 1].text + ")"
          index += 3
        }
        modifiers.append(modifier)
      } else {
        break
      }
    }
    guard index < end else { return }
    let keyword = tokens[index].text
    let memberName = index + 1 < end && tokens[index + 1].isWord ? tokens[index + 1].text : nil
    let described = [keyword, memberName].compactMap { $0 }.joined(separator: " ")

    func unsupported(_ what: String) {
      declaration.unsupported.append(
        warning(line, "protocol \(declaration.name): cannot mock \(what)"))
      index += 1
      skipMember(end: end)
    }

    if let modifier = modifiers.first(where: { ["optional", "@objc"].contains($0) }) {
      return unsupported("\(modifier) requirement \(described)")
    }
    if let nonisolated = modifiers.first(where: { $0.hasPrefix("nonisolated") }) {
      attributes.append(nonisolated)
    }
    let isStatic = modifiers.contains("static") || modifiers.contains("class")
    if keyword == "func", let restated = restatedStandardOperator(isStatic: isStatic, end: end) {
      // Restating `Equatable`'s `==` or `Comparable`'s `<` requires what inheriting the
      // protocol does, which the mock implements by identity.
      if !declaration.inheritedTypes.contains(restated) {
        declaration.inheritedTypes.append(restated)
      }
      index += 1
      skipMember(end: end)
      return
    }
    var context = MemberContext(
      protocolName: declaration.name, line: line, end: end, isStatic: isStatic,
      attributes: attributes, isMutating: modifiers.contains("mutating"),
      isLimitedByAvailability: isLimitedByAvailability)
    let parsed: Result<Requirement?, MemberProblem>
    switch keyword {
    case "func":
      parsed = parseMethod(&context).map { $0 }
    case "var":
      parsed = parseProperty(&context).map { $0 }
    case "subscript":
      parsed = parseSubscript(&context).map { $0 }
    case "init":
      parsed = parseInitializer(&context).map { $0 }
    case "associatedtype":
      switch parseAssociatedType(end: end) {
      case .success(let associatedType): declaration.associatedTypes.append(associatedType)
      case .failure(let problem): unsupported("associatedtype \(problem.reason)")
      }
      return
    case "typealias":
      let start = index
      index += 1
      skipMember(end: end)
      declaration.typeAliases.append(TypeRenderer.render(Array(tokens[start..<index])))
      return
    default:
      return unsupported("declaration '\(keyword)'")
    }
    switch parsed {
    case .success(let requirement?):
      declaration.requirements.append(requirement)
    case .success(nil):
      break
    case .failure(let problem):
      declaration.unsupported.append(
        warning(line, "protocol \(declaration.name): cannot mock \(problem.reason)"))
      skipMember(end: end)
    }
  }

  private struct MemberContext {
    let protocolName: String
    let line: Int
    let end: Int
    let isStatic: Bool
    let attributes: [String]
    /// Whether the member is `mutating`, which a mock (a class) does not repeat.
    var isMutating = false
    /// Whether an `@available` attribute limits the member to some platforms' versions.
    var isLimitedByAvailability = false
  }

  /// Whether `@available(…)` names a platform (`@available(macOS 15, *)`), rather than
  /// only deprecating or renaming for all (`@available(*, deprecated)`).
  static func namesAPlatform(_ attribute: String) -> Bool {
    guard let open = attribute.firstIndex(of: "(") else { return false }
    let arguments = attribute[attribute.index(after: open)...].drop { $0 == " " }
    return arguments.first.map { $0 != "*" && $0 != ")" } ?? false
  }

  /// The standard-library protocol whose operator the `func` at `index` restates:
  /// `Equatable` for `static func == (lhs: Self, rhs: Self) -> Bool`, `Comparable` for the
  /// same with `<`; `nil` for any other member.
  private func restatedStandardOperator(isStatic: Bool, end: Int) -> String? {
    let protocols = ["==": "Equatable", "<": "Comparable"]
    guard isStatic, index + 2 < end, let restated = protocols[tokens[index + 1].text],
      tokens[index + 2].text == "("
    else { return nil }
    let close = indexAfterBalanced(from: index + 2) - 1
    guard close < end, tokens[close].text == ")" else { return nil }
    // Each parameter is `lhs: Self`, or `_ lhs: Self`.
    let parameters = split(tokens[(index + 3)..<close])
    let takesSelfTwice =
      parameters.count == 2
      && parameters.allSatisfy { parameter in
        let texts = parameter.map(\.text)
        return (texts.count == 3 || texts.count == 4) && texts.suffix(2) == [":", "Self"]
      }
    guard takesSelfTwice, close + 2 < end, tokens[close + 1].text == "->" else { return nil }
    var position = close + 2
    if position + 2 < end, tokens[position].text == "Swift", tokens[position + 1].text == "." {
      position += 2
    }
    guard tokens[position].text == "Bool" else { return nil }
    position += 1
    let endsHere = position >= end || tokens[position].text == ";" || startsMember(at: position)
    return endsHere ? restated : nil
  }

  private struct MemberProblem: Error {
    let reason: String
  }

  private mutating func parseMethod(_ context: inout MemberContext) -> Result<
    Requirement, MemberProblem
  > {
    let end = context.end
    index += 1
    guard index < end, tokens[index].isWord else {
      return .failure(MemberProblem(reason: "operator requirement"))
    }
    let name = tokens[index].text
    index += 1
    let generics = parseGenericClause(end: end)
    guard index < end, tokens[index].text == "(" else {
      return .failure(MemberProblem(reason: "method \(name) (no parameter list)"))
    }
    let parameterList = parseParameterList(end: end, isSubscript: false)
    let signature = name + "(" + parameterList.labels.map { $0 + ":" }.joined() + ")"
    func failure(_ reason: String) -> Result<Requirement, MemberProblem> {
      .failure(MemberProblem(reason: "method \(signature) (\(reason))"))
    }
    if let problem = parameterList.problem { return failure(problem) }
    if let problem = generics.problem { return failure(problem) }
    let effects: Effects
    switch parseEffects(end: end) {
    case .success(let parsed): effects = parsed
    case .failure(let problem): return failure(problem.reason)
    }
    var returnType: String?
    if index < end, tokens[index].text == "->" {
      index += 1
      let typeTokens = collectType(stoppingAt: ["where", "{"], end: end)
      if typeTokens.isEmpty { return failure("missing return type") }
      if typeTokens.contains(where: { $0.text == "some" }) { return failure("opaque return type") }
      returnType = TypeRenderer.render(typeTokens)
    }
    // A pack is recorded as one value of its elements, `(repeat each values)`, when it is
    // taken as a parameter of its own and not in the result, which a spy could not make.
    let namesPack = { (type: String) in
      Tokenizer.tokenize(type).contains { generics.packs.contains($0.text) }
    }
    if !generics.packs.isEmpty,
      namesPack(returnType ?? "") || namesPack(effects.throwsClause.typedError ?? "")
        || parameterList.parameters.contains(where: {
          namesPack($0.type) && !Self.isPackExpansion($0.type)
        })
    {
      return failure(GenericClause.packsAndValueGenerics)
    }
    var genericParameters = generics.parameters
    let whereClause = parseWhereClause(end: end, marking: &genericParameters)
    if index < end, tokens[index].text == "{" {
      index = indexAfterBalanced(from: index)
    }
    let method = MethodRequirement(
      name: name,
      genericClause: generics.clause,
      genericParameters: genericParameters,
      parameters: parameterList.parameters,
      isAsync: effects.isAsync,
      throwsClause: effects.throwsClause,
      returnType: returnType,
      whereClause: whereClause,
      isStatic: context.isStatic,
      attributes: context.attributes,
      isMutating: context.isMutating,
      isLimitedByAvailability: context.isLimitedByAvailability
    )
    if let result = method.noncopyableGenericResult, method.closureMakingResult == nil {
      return failure(
        "it returns \(result), which may be non-copyable (~Copyable): a spy hands back only "
          + "values it can copy, and no closure parameter of the form () -> \(result) makes one")
    }
    return .success(.method(method))
  }

  private mutating func parseSubscript(_ context: inout MemberContext) -> Result<
    Requirement, MemberProblem
  > {
    let end = context.end
    index += 1
    let generics = parseGenericClause(end: end)
    guard index < end, tokens[index].text == "(" else {
      return .failure(MemberProblem(reason: "subscript (no parameter list)"))
    }
    let parameterList = parseParameterList(end: end, isSubscript: true)
    let signature = "subscript(" + parameterList.labels.map { $0 + ":" }.joined() + ")"
    func failure(_ reason: String) -> Result<Requirement, MemberProblem> {
      .failure(MemberProblem(reason: "\(signature) (\(reason))"))
    }
    if let problem = parameterList.problem { return failure(problem) }
    if let problem = generics.problemWithoutPacks { return failure(problem) }
    guard index < end, tokens[index].text == "->" else { return failure("no element type") }
    index += 1
    let typeTokens = collectType(stoppingAt: ["where", "{"], end: end)
    if typeTokens.isEmpty { return failure("no element type") }
    var genericParameters = generics.parameters
    let whereClause = parseWhereClause(end: end, marking: &genericParameters)
    let accessors: Accessors
    switch parseAccessors(end: end) {
    case .success(let parsed): accessors = parsed
    case .failure(let problem): return failure(problem.reason)
    }
    return .success(
      .subscript(
        SubscriptRequirement(
          genericClause: generics.clause,
          genericParameters: genericParameters,
          parameters: parameterList.parameters,
          returnType: TypeRenderer.render(typeTokens),
          whereClause: whereClause,
          isSettable: accessors.isSettable,
          isAsync: accessors.effects.isAsync,
          throwsClause: accessors.effects.throwsClause,
          isStatic: context.isStatic,
          attributes: context.attributes,
          isLimitedByAvailability: context.isLimitedByAvailability,
          hasMutatingGetter: accessors.hasMutatingGetter
        )))
  }

  private mutating func parseInitializer(_ context: inout MemberContext) -> Result<
    Requirement, MemberProblem
  > {
    let end = context.end
    index += 1
    var failability = ""
    if index < end, tokens[index].text == "?" || tokens[index].text == "!" {
      failability = tokens[index].text
      index += 1
    }
    let generics = parseGenericClause(end: end)
    guard index < end, tokens[index].text == "(" else {
      return .failure(MemberProblem(reason: "init (no parameter list)"))
    }
    let parameterList = parseParameterList(end: end, isSubscript: false)
    let signature = "init(" + parameterList.labels.map { $0 + ":" }.joined() + ")"
    func failure(_ reason: String) -> Result<Requirement, MemberProblem> {
      .failure(MemberProblem(reason: "\(signature) (\(reason))"))
    }
    if let problem = parameterList.problem { return failure(problem) }
    if let problem = generics.problemWithoutPacks { return failure(problem) }
    let effects: Effects
    switch parseEffects(end: end) {
    case .success(let parsed): effects = parsed
    case .failure(let problem): return failure(problem.reason)
    }
    var genericParameters = generics.parameters
    let whereClause = parseWhereClause(end: end, marking: &genericParameters)
    return .success(
      .initializer(
        InitializerRequirement(
          genericClause: generics.clause,
          genericParameters: genericParameters,
          whereClause: whereClause,
          parameters: parameterList.parameters,
          failability: failability,
          isAsync: effects.isAsync,
          throwsClause: effects.throwsClause,
          attributes: context.attributes
        )))
  }

  private mutating func parseProperty(_ context: inout MemberContext) -> Result<
    Requirement, MemberProblem
  > {
    let end = context.end
    index += 1
    guard index < end, tokens[index].isWord else {
      return .failure(MemberProblem(reason: "property (unreadable name)"))
    }
    let name = tokens[index].text
    index += 1
    func failure(_ reason: String) -> Result<Requirement, MemberProblem> {
      .failure(MemberProblem(reason: "property \(name) (\(reason))"))
    }
    guard index < end, tokens[index].text == ":" else { return failure("no type") }
    index += 1
    let typeTokens = collectType(stoppingAt: ["{"], end: end)
    guard !typeTokens.isEmpty else { return failure("no type") }
    if typeTokens.contains(where: { $0.text == "some" }) { return failure("opaque type") }
    let accessors: Accessors
    switch parseAccessors(end: end) {
    case .success(let parsed): accessors = parsed
    case .failure(let problem): return failure(problem.reason)
    }
    return .success(
      .property(
        PropertyRequirement(
          name: name,
          type: TypeRenderer.render(typeTokens),
          isSettable: accessors.isSettable,
          isAsync: accessors.effects.isAsync,
          throwsClause: accessors.effects.throwsClause,
          isStatic: context.isStatic,
          attributes: context.attributes,
          isLimitedByAvailability: context.isLimitedByAvailability,
          hasMutatingGetter: accessors.hasMutatingGetter
        )))
  }

  private mutating func parseAssociatedType(end: Int) -> Result<AssociatedType, MemberProblem> {
    index += 1
    guard index < end, tokens[index].isWord else {
      return .failure(MemberProblem(reason: "(unreadable name)"))
    }
    let name = tokens[index].text
    index += 1
    var constraint: String?
    if index < end, tokens[index].text == ":" {
      index += 1
      // `IDValue: Codable, Hashable, Sendable` is the composition of the three, which a
      // generic parameter's clause writes with `&`.
      let list = collectType(stoppingAt: ["=", "where"], end: end)
      let parts = split(list[...]).filter { !$0.isEmpty }.map { TypeRenderer.render(Array($0)) }
      constraint = parts.isEmpty ? nil : parts.joined(separator: " & ")
    }
    var defaultType: String?
    if index < end, tokens[index].text == "=" {
      index += 1
      defaultType = render(collectType(stoppingAt: ["where"], end: end))
    }
    var whereClause: String?
    if index < end, tokens[index].text == "where" {
      index += 1
      whereClause = render(collectType(stoppingAt: [], end: end))
    }
    return .success(
      AssociatedType(
        name: name, constraint: constraint, whereClause: whereClause, defaultType: defaultType))
  }

  // MARK: - Pieces of declarations

  private struct Effects {
    var isAsync = false
    var throwsClause = ThrowsClause.none
  }

  /// Reads `async`, `throws`, `throws(E)` and `rethrows`, in either order.
  private mutating func parseEffects(end: Int) -> Result<Effects, MemberProblem> {
    var effects = Effects()
    while index < end {
      switch tokens[index].text {
      case "async":
        effects.isAsync = true
        index += 1
      case "throws":
        index += 1
        guard index < end, tokens[index].text == "(" else {
          effects.throwsClause = .any
          continue
        }
        let closing = indexAfterBalanced(from: index) - 1
        guard closing < end, closing > index + 1 else {
          return .failure(MemberProblem(reason: "unreadable throws clause"))
        }
        let errorType = TypeRenderer.render(Array(tokens[(index + 1)..<closing]))
        index = closing + 1
        switch errorType {
        case "any Error", "Error", "Swift.Error", "any Swift.Error": effects.throwsClause = .any
        case "Never", "Swift.Never": effects.throwsClause = .none
        default: effects.throwsClause = .typed(errorType)
        }
      case "rethrows":
        effects.throwsClause = .rethrows
        index += 1
      case "reasync":
        return .failure(MemberProblem(reason: "reasync"))
      default:
        return .success(effects)
      }
    }
    return .success(effects)
  }

  private struct Accessors {
    var isSettable = false
    var hasMutatingGetter = false
    var effects = Effects()
  }

  /// Reads `{ get }`, `{ get set }` or `{ get async throws }`.
  private mutating func parseAccessors(end: Int) -> Result<Accessors, MemberProblem> {
    guard index < end, tokens[index].text == "{" else {
      return .failure(MemberProblem(reason: "no accessors"))
    }
    let closing = indexAfterBalanced(from: index) - 1
    guard closing < end, tokens[closing].text == "}" else {
      return .failure(MemberProblem(reason: "unbalanced braces"))
    }
    let written = TypeRenderer.render(Array(tokens[(index + 1)..<closing]))
    var accessors = Accessors()
    var sawGetter = false
    index += 1
    while index < closing {
      let text = tokens[index].text
      if text == "@" {
        _ = parseAttribute()
        continue
      }
      if text == "mutating" || text == "nonmutating" || text == "__consuming" {
        if text == "mutating", index + 1 < closing, tokens[index + 1].text == "get" {
          accessors.hasMutatingGetter = true
        }
        index += 1
        continue
      }
      if text == "get" {
        sawGetter = true
        index += 1
        switch parseEffects(end: closing) {
        case .success(let effects): accessors.effects = effects
        case .failure(let problem): return .failure(problem)
        }
        continue
      }
      if text == "set" {
        accessors.isSettable = true
        index += 1
        continue
      }
      return .failure(MemberProblem(reason: "accessors { \(written) }"))
    }
    index = closing + 1
    guard sawGetter else { return .failure(MemberProblem(reason: "accessors { \(written) }")) }
    if accessors.isSettable
      && (accessors.effects.isAsync || accessors.effects.throwsClause != .none)
    {
      return .failure(MemberProblem(reason: "accessors { \(written) }"))
    }
    return .success(accessors)
  }

  private struct GenericClause {
    var clause: String?
    var parameters: [GenericParameter] = []
    /// The parameter packs among ``parameters``: `Value` in `<each Value>`.
    var packs: Set<String> = []
    var problem: String?

    /// ``problem``, or the one of a member other than a method, which cannot take packs.
    var problemWithoutPacks: String? {
      problem ?? (packs.isEmpty ? nil : Self.packsAndValueGenerics)
    }

    static let packsAndValueGenerics = "parameter packs and value generics"
  }

  /// Whether `type` is a pack expansion of a pack alone: `repeat each Value`.
  static func isPackExpansion(_ type: String) -> Bool {
    let words = Tokenizer.tokenize(type).map(\.text)
    return words.count == 3 && words.prefix(2) == ["repeat", "each"]
  }

  /// Reads `<T, U: Decodable & Sendable>` when one starts at `index`.
  private mutating func parseGenericClause(end: Int) -> GenericClause {
    guard index < end, tokens[index].text == "<" else { return GenericClause() }
    let start = index
    skipAngleBrackets(end: end)
    guard index - 1 > start, tokens[index - 1].text == ">" else {
      return GenericClause(problem: "unreadable generic parameters")
    }
    var generics = GenericClause(clause: TypeRenderer.render(Array(tokens[start..<index])))
    for group in split(tokens[(start + 1)..<(index - 1)]) {
      let words = group.filter(\.isWord).map(\.text)
      guard let name = words.first else { continue }
      if words.contains("let") || (name == "each" && words.count < 2) {
        generics.problem = GenericClause.packsAndValueGenerics
        continue
      }
      let isPack = name == "each"
      if isPack { generics.packs.insert(words[1]) }
      var parameter = GenericParameter(
        name: isPack ? words[1] : name,
        isSendable: words.dropFirst(isPack ? 2 : 1).contains(where: isSendableWord))
      parameter.mark(suppressing: group.dropFirst())
      generics.parameters.append(parameter)
    }
    return generics
  }

  /// Reads a `where` clause when one starts at `index`, and marks the generic parameters
  /// it makes `Sendable`.
  private mutating func parseWhereClause(end: Int, marking parameters: inout [GenericParameter])
    -> String?
  {
    guard index < end, tokens[index].text == "where" else { return nil }
    index += 1
    let clauseTokens = collectType(stoppingAt: ["{"], end: end)
    for requirement in split(clauseTokens[...]) {
      let words = requirement.filter(\.isWord).map(\.text)
      guard let subject = words.first, requirement.dropFirst().first?.text == ":" else {
        continue
      }
      guard let position = parameters.firstIndex(where: { $0.name == subject }) else { continue }
      if words.dropFirst().contains(where: isSendableWord) {
        parameters[position].isSendable = true
      }
      parameters[position].mark(suppressing: requirement.dropFirst())
    }
    return render(clauseTokens)
  }

  private struct ParameterList {
    var parameters: [Parameter] = []
    var labels: [String] = []
    var problem: String?
  }

  /// Reads a parenthesized parameter list starting at `index` and moves past it.
  private mutating func parseParameterList(end: Int, isSubscript: Bool) -> ParameterList {
    let closing = indexAfterBalanced(from: index) - 1
    guard closing < end, tokens[closing].text == ")" else {
      index = end
      return ParameterList(problem: "unbalanced parentheses")
    }
    var list = ParameterList()
    for (position, group) in split(tokens[(index + 1)..<closing]).enumerated() {
      switch parseParameter(group, position: position, isSubscript: isSubscript) {
      case .success(let parameter):
        list.parameters.append(parameter)
        list.labels.append(parameter.label ?? "_")
      case .failure(let problem):
        list.labels.append(group.first.map { $0.isWord ? $0.text : "_" } ?? "_")
        if list.problem == nil { list.problem = problem.reason }
      }
    }
    index = closing + 1
    return list
  }

  private func parseParameter(
    _ group: ArraySlice<Token>,
    position: Int,
    isSubscript: Bool
  ) -> Result<Parameter, MemberProblem> {
    // A result builder before the name (`@OrderBuilder content: () -> [Order]`) is not
    // part of the parameter's type, and a mock's parameter need not repeat it.
    var group = group
    while group.count > 2, group.first?.text == "@", group.dropFirst().first?.isWord == true {
      group = group.dropFirst(2)
      if group.first?.text == "(" {
        let closing = indexAfterBalanced(from: group.startIndex)
        group = group[min(closing, group.endIndex)...]
      }
    }
    guard let colon = group.firstIndex(where: { $0.text == ":" }) else {
      return .failure(MemberProblem(reason: "unreadable parameter"))
    }
    let names = group[group.startIndex..<colon].map(\.text)
    var typeTokens = Array(group[(colon + 1)...])
    if let equals = typeTokens.firstIndex(where: { $0.text == "=" }) {
      typeTokens.removeSubrange(equals...)
    }
    guard names.count == 1 || names.count == 2, !typeTokens.isEmpty,
      group[group.startIndex..<colon].allSatisfy(\.isWord)
    else {
      return .failure(MemberProblem(reason: "unreadable parameter"))
    }
    let label: String?
    if names.count == 1 {
      label = isSubscript || names[0] == "_" ? nil : names[0]
    } else {
      label = names[0] == "_" ? nil : names[0]
    }
    let written = names[names.count - 1]
    let internalName = written == "_" ? "arg\(position)" : written
    return .success(
      Parameter(label: label, internalName: internalName, type: TypeRenderer.render(typeTokens)))
  }

  // MARK: - Scanning

  /// Collects a type's tokens from `index` until a terminator at bracket depth zero or
  /// the start of the next member.
  private mutating func collectType(stoppingAt terminators: [String], end: Int? = nil) -> [Token] {
    let end = end ?? tokens.count
    var collected: [Token] = []
    var depth = 0
    while index < end {
      let token = tokens[index]
      if depth == 0 {
        if terminators.contains(token.text) || token.text == "}" || token.text == ";" { break }
        if startsMember(at: index) && !collected.isEmpty { break }
      }
      if token.kind == .directive || token.kind == .marker { break }
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
    if token.kind == .directive || token.kind == .marker { return true }
    let isNewLine = position > 0 && tokens[position - 1].line != token.line
    if memberStarts.contains(token.text) { return true }
    // `borrowing` and `consuming` also own parameters (`_ value: borrowing Data`): they
    // begin a member only before `func`.
    if ["borrowing", "consuming", "__consuming"].contains(token.text),
      position + 1 < tokens.count, tokens[position + 1].text == "func"
    {
      return true
    }
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
        index = min(indexAfterBalanced(from: index), end)
      } else {
        index += 1
      }
    }
  }

  /// Moves `index` past an angle-bracket clause such as `<T: Decodable & Sendable>`.
  private mutating func skipAngleBrackets(end: Int) {
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

  /// Splits tokens at their top-level commas.
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

  private func render(_ tokens: [Token]) -> String? {
    tokens.isEmpty ? nil : TypeRenderer.render(tokens)
  }

  private func isSendableWord(_ word: String) -> Bool {
    word == "Sendable"
  }

  private var previousText: String? {
    index > 0 ? tokens[index - 1].text : nil
  }

  private func next(isWord offset: Int) -> Bool {
    index + offset < tokens.count && tokens[index + offset].isWord
  }

  private func warning(_ line: Int, _ what: String) -> String {
    "\(path):\(line): warning: mockkit skipped \(what)"
  }

  private mutating func warn(_ line: Int, _ what: String) {
    result.warnings.append(warning(line, what))
  }
}
