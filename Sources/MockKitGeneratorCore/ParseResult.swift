/// What ``ProtocolParser`` found in one or more files.
public struct ParseResult: Equatable, Sendable {
  /// The protocols found, in source order, including those no mock can be generated for
  /// (their ``ProtocolDeclaration/unsupported`` says why).
  public var protocols: [ProtocolDeclaration]
  /// One line per problem with the file itself, such as a protocol whose body never
  /// ends, in the compiler's format: `path:line: warning: mockkit skipped <what>`. Why a
  /// protocol cannot be mocked is in its ``ProtocolDeclaration/unsupported``.
  public var warnings: [String]
  /// What the files say about which types are `Sendable`.
  public var sendability = SendabilityFacts()
  /// The modules the files import, in source order without duplicates.
  public var imports: [String]
  /// The names of the types, type aliases and protocols the files declare at the top
  /// level: the names their module adds to a file that imports it.
  public var declaredTypeNames: Set<String> = []
  /// Those of ``declaredTypeNames`` that other modules see: declared `public`, `open` or
  /// `package`.
  public var visibleTypeNames: Set<String> = []
  /// The `@_spi` groups of the types the files declare behind `@_spi`, by type name: a
  /// mock whose requirements name one imports the module with its groups.
  public var spiGroupsByType: [String: [String]] = [:]
  /// The types the files declare non-copyable (`struct Token: ~Copyable`): a spy can
  /// neither record nor return their values.
  public var noncopyableTypes: Set<String> = []
  /// The types the files declare non-escapable (`struct Window: ~Escapable`): a spy can
  /// neither record nor return their values.
  public var nonescapableTypes: Set<String> = []
  /// The types, type aliases and protocols the files declare deprecated, each by its path
  /// (`Shop.LegacyItem` for one nested in `Shop`): a mock's member that names one is
  /// deprecated too, so that naming it is no warning.
  var deprecatedTypes: Set<String> = []
  /// The type aliases the files declare in types, each by its path
  /// (`Transport.Handler`): a protocol nested in the type names them without it.
  var nestedTypeAliases: Set<String> = []
  /// The methods and subscripts that extensions implement, by the name of the type they
  /// extend, each as its name and labels (`subscript(dynamicMember:)`): a protocol's default
  /// implementations.
  public var implementedInExtensions: [String: Set<String>] = [:]
  /// The imports written inside `#if` blocks, each with its conditions, as lines ready
  /// to repeat: `"#if canImport(FoundationEssentials)\nimport FoundationEssentials\n#endif"`.
  public var conditionalImports: [String]

  /// The modules that ``imports`` and ``conditionalImports`` name: those a file may
  /// import, under its conditions or not.
  var importedModules: [String] {
    imports + Self.modules(importedIn: conditionalImports)
  }

  /// The modules that the `import` lines of `blocks` name, such as ``conditionalImports``.
  static func modules(importedIn blocks: [String]) -> [String] {
    blocks.flatMap { block in
      block.split(separator: "\n").compactMap { line in
        line.hasPrefix("import ") ? String(line.dropFirst("import ".count)) : nil
      }
    }
  }

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

/// Which types the files read declare `Sendable` or not, as seen from another module
/// such as a test target.
///
/// A spy can only record `Sendable` values, so the generator records a value of a type
/// known not to be `Sendable` in an `UncheckedArgument`.
public struct SendabilityFacts: Equatable, Sendable {
  /// Types declared or extended `Sendable`, and actors.
  public var declaredSendable: Set<String> = []
  /// Types whose `Sendable` conformance is marked `@available(*, unavailable)`.
  public var declaredNotSendable: Set<String> = []
  /// Classes, and public structs and enums, declared without `Sendable`: not `Sendable`
  /// outside their module unless an extension says so.
  public var implicitlyNotSendable: Set<String> = []

  /// Non-public structs and enums declared without `Sendable`, which Swift makes
  /// `Sendable` when all their ``memberTypes`` are.
  public var inferred: Set<String> = []
  /// The types of each struct's stored properties and each enum's associated values.
  public var memberTypes: [String: [String]] = [:]
  /// The last name of each type a struct, enum, class or actor declares it conforms to,
  /// in its declaration or an extension: `_SwiftLogSendable` for swift-log's
  /// `struct MetadataProvider: _SwiftLogSendable`.
  public var conformances: [String: [String]] = [:]
  /// The last name of each protocol each protocol inherits, one list per declaration of
  /// the name (two modules may each declare a `Model`): `[["Sendable"]]` for
  /// `protocol _SwiftLogSendable: Sendable`.
  public var protocolParents: [String: [[String]]] = [:]
  /// Each type alias's definition, as written.
  public var typeAliases: [String: String] = [:]
  /// The type whose body declares each nested type alias: `Logger` for the `Metadata` that
  /// `Logger` declares. A name in the alias's definition is looked up from there.
  public var typeAliasScopes: [String: String] = [:]

  /// Creates empty facts.
  public init() {}

  /// The standard protocols that make a conforming type `Sendable`: an error is `Sendable`,
  /// as `Error` inherits `Sendable`.
  static let sendableConformances: Set<String> = [
    "Sendable", "Error", "LocalizedError", "CustomNSError",
  ]

  /// The protocols that make a conforming type `Sendable`: the standard ones, and those of
  /// the files read that inherit one of them, directly or not. A conformance names a
  /// protocol by its last name, so a name counts only when every protocol of that name
  /// inherits one: of two `Model`s, one not `Sendable`, a conformance may mean either.
  var sendableProtocols: Set<String> {
    var declarationsByName: [String: [[String]]] = [:]
    for (name, declarations) in protocolParents {
      declarationsByName[String(name.split(separator: ".").last ?? ""), default: []] +=
        declarations
    }
    var result = Self.sendableConformances
    var changed = true
    while changed {
      changed = false
      for (name, declarations) in declarationsByName where !result.contains(name) {
        if declarations.allSatisfy({ $0.contains(where: result.contains) }) {
          result.insert(name)
          changed = true
        }
      }
    }
    return result
  }

  /// The types declared or extended `Sendable`, those conforming to a protocol of the
  /// files read that inherits `Sendable` included.
  private var sendableByDeclaration: Set<String> {
    let protocols = sendableProtocols
    return declaredSendable.union(
      conformances.filter { $0.value.contains(where: protocols.contains) }.keys)
  }

  /// The types known not to be `Sendable`: those declared so, and the type aliases and
  /// inferred types that use one of them or a closure that is not `@Sendable`.
  public var notSendable: Set<String> {
    let declaredSendable = sendableByDeclaration
    var result = declaredNotSendable.union(implicitlyNotSendable.subtracting(declaredSendable))
    /// Whether `type`, written in the body of the type `scope` (if any), uses a type known
    /// not to be `Sendable`: a name is looked up from `scope` out, as Swift does (`Kind` in
    /// `ArgumentDefinition` is `ArgumentDefinition.Kind`).
    func isNotSendable(_ type: String, in scope: String?) -> Bool {
      let named = TypeAnalysis.namedTypesWithQualifiers(
        in: Tokenizer.tokenize(type), leavingOut: [])
      for (name, _, path) in named {
        if TypeAnalysis.unsafeTypes.contains(name) { return true }
        if result.contains(declaredName(path, from: scope)) { return true }
      }
      return FunctionSendability.holdsNonSendableFunction(Tokenizer.tokenize(type))
    }
    var changed = true
    while changed {
      changed = false
      for (alias, definition) in typeAliases where !result.contains(alias) {
        if isNotSendable(definition, in: typeAliasScopes[alias]) {
          result.insert(alias)
          changed = true
        }
      }
      for name in inferred.subtracting(declaredSendable) where !result.contains(name) {
        if memberTypes[name, default: []].contains(where: { isNotSendable($0, in: name) }) {
          result.insert(name)
          changed = true
        }
      }
    }
    return result
  }

  /// Each type alias's definition with the names of types nested in the types enclosing
  /// the alias written with their path, so that it reads the same anywhere:
  /// `[String: Logger.MetadataValue]` for the `Metadata` that `Logger` declares as
  /// `[String: MetadataValue]`.
  public var resolvedTypeAliases: [String: String] {
    typeAliases.reduce(into: [:]) { resolved, alias in
      guard let scope = typeAliasScopes[alias.key] else {
        resolved[alias.key] = alias.value
        return
      }
      let tokens = Tokenizer.tokenize(alias.value)
      let words = tokens.indices.map { position in
        let token = tokens[position]
        guard token.isWord, position == 0 || tokens[position - 1].text != "." else {
          return token
        }
        return Token(
          kind: token.kind, text: declaredName(token.text, from: scope), line: token.line)
      }
      resolved[alias.key] = TypeRenderer.render(words)
    }
  }

  /// The name of the type declared in the files that `path` names when written in the body
  /// of `scope`: `Outer.Kind` for `Kind` in `Outer.Inner` when `Outer` declares a `Kind`,
  /// otherwise `path` itself.
  private func declaredName(_ path: String, from scope: String?) -> String {
    var enclosing = scope.map { $0.split(separator: ".").map(String.init) } ?? []
    while !enclosing.isEmpty {
      let candidate = enclosing.joined(separator: ".") + "." + path
      if isDeclared(candidate) { return candidate }
      enclosing.removeLast()
    }
    return path
  }

  /// The paths of the types the files declare, and of those they extend to be `Sendable`
  /// (`Transport.Configurator` for a `Configurator` declared in `Transport`).
  var declaredTypes: Set<String> {
    declaredSendable.union(implicitlyNotSendable).union(inferred).union(declaredNotSendable)
  }

  private func isDeclared(_ name: String) -> Bool {
    declaredSendable.contains(name) || implicitlyNotSendable.contains(name)
      || inferred.contains(name) || declaredNotSendable.contains(name)
  }

  /// The types known to be `Sendable`: declared so and not declared otherwise, and the
  /// inferred ones whose members are.
  public var sendable: Set<String> {
    let notSendable = notSendable
    return sendableByDeclaration.union(inferred).subtracting(notSendable)
  }

  /// Adds what `other` knows.
  public mutating func merge(_ other: SendabilityFacts) {
    declaredSendable.formUnion(other.declaredSendable)
    declaredNotSendable.formUnion(other.declaredNotSendable)
    implicitlyNotSendable.formUnion(other.implicitlyNotSendable)
    inferred.formUnion(other.inferred)
    memberTypes.merge(other.memberTypes) { $0 + $1 }
    // The first definition of a name wins, with the scope it was declared in.
    for (alias, definition) in other.typeAliases where typeAliases[alias] == nil {
      typeAliases[alias] = definition
      typeAliasScopes[alias] = other.typeAliasScopes[alias]
    }
    conformances.merge(other.conformances) { $0 + $1 }
    protocolParents.merge(other.protocolParents) { $0 + $1 }
  }
}
