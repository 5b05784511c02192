/// Why a protocol gets no mock: one warning line per reason.
struct MockProblems: Error {
  let lines: [String]
}

/// A protocol's mock, and the `@_spi` groups of the mocked module it needs.
struct WrittenMock {
  let lines: [String]
  /// The groups of the protocol, of those it inherits, of their requirements and of the
  /// types those requirements name.
  let spiGroups: [String]
  /// What `Requirements` and `forwardCalls(to:)` are not written for, or leave out, and
  /// why, when the mock has them.
  var forwardingWarnings: [String] = []
}

/// Writes one protocol's mock; ``MockGenerator`` documents what it writes.
struct MockWriter {
  let declaration: ProtocolDeclaration
  let known: [String: ProtocolDeclaration]
  var notSendable: Set<String>
  /// Types known to be `Sendable`, besides the standard library's: any other is recorded
  /// in an `UncheckedArgument`.
  var sendable: Set<String> = []
  /// Names written qualified by their module: `Scope` as `Shop.Scope`.
  var qualified: [String: String]
  /// The type aliases of the files read, by name, as written after `=`: a protocol may
  /// inherit one.
  var typeAliases: [String: String] = [:]
  /// The `@_spi` groups of the types declared behind `@_spi`, by name.
  var spiGroupsByType: [String: [String]] = [:]
  /// Types declared `~Copyable` in the files read.
  var noncopyable: Set<String> = []
  /// Types declared `~Escapable` in the files read.
  var nonescapable: Set<String> = []
  /// The names the files read declare: with ``localTypeNames``, they hide the standard
  /// library's types of the same name, such as `Span`.
  var hiddenStandardNames: Set<String> = []
  /// The methods and subscripts that extensions implement, by the name of the type they
  /// extend: see ``Requirement/isLeftToExtension(implementing:)``.
  var implementedInExtensions: [String: Set<String>] = [:]
  /// The modules whose names may qualify a type: see ``TypeAnalysis/moduleNames``.
  var moduleNames: Set<String> = ["Swift", "Foundation"]
  /// Types, type aliases and protocols declared deprecated, by path: see
  /// ``MockGenerator/deprecatedTypes``.
  var deprecatedTypes: Set<String> = []
  /// The paths of the types the files read declare: see
  /// ``MockGenerator/declaredTypePaths``.
  var declaredTypePaths: Set<String> = []
  /// The names the protocol's enclosing types declare, each written with the type that
  /// declares it: see ``qualifyNamesOfEnclosingTypes()``.
  var enclosingTypeNames: [String: String] = [:]
  /// The associated types and type aliases of the protocols collected.
  var localTypeNames: Set<String> = []
  /// The mock's name, which ``MockNaming`` makes from the protocol's.
  let mockName: String
  /// The access level of the mock and of every member a test uses.
  var accessLevel = MockAccessLevel.internal
  /// The protocol's own type aliases, by name, as written after `=`.
  var localAliases: [String: String] = [:]
  /// The associated types and type aliases that are `Never`: a method taking one can
  /// never be called.
  var neverNames: Set<String> = []
  /// The mock's own generic parameters, which a method's may not shadow.
  var mockGenerics: Set<String> = []
  /// The instance properties whose getters answer a stub, by spy stem: an initializer
  /// may give them their initial values.
  var properties: [(property: PropertyRequirement, stem: String)] = []
  /// Whether the mock also gets a contract requirement per spy, in a nested
  /// `Requirements` enum, and `forwardCalls(to:)`.
  var writesContractRequirements = false

  /// How deep protocols may inherit from one another before the mock is skipped with a
  /// warning: deeper recursion could overflow the stack.
  static let maximumInheritanceDepth = 100

  static let lineLimit = 100

  func write() -> Result<WrittenMock, MockProblems> {
    var collected = Collected()
    collect(declaration, into: &collected)
    let problems = declaration.unsupported + collected.problems
    if !problems.isEmpty { return .failure(MockProblems(lines: problems)) }
    // The protocol's associated types and type aliases hide the module's names, and the
    // standard library's.
    var writer = self
    writer.qualifyNamesOfEnclosingTypes()
    // A member that names a deprecated type is deprecated too, so that naming it is no
    // warning, as a deprecated requirement's member is; in a mock deprecated everywhere, as
    // a deprecated protocol's is, it already is no warning.
    let isDeprecatedEverywhere = declaration.availability.contains {
      $0.hasPrefix("@available(*") && $0.includes("deprecated")
    }
    if !isDeprecatedEverywhere {
      collected.requirements = collected.requirements.map { requirement in
        requirement.writtenTypes.contains(where: namesDeprecatedType)
          ? requirement.markedDeprecated : requirement
      }
    }
    let localNames =
      collected.associatedTypes.map(\.name) + collected.typeAliases.compactMap(aliasName)
    for name in localNames {
      writer.qualified[name] = nil
      writer.enclosingTypeNames[name] = nil
    }
    writer.localTypeNames = Set(localNames)
    let unkeptResults = collected.requirements.compactMap(writer.unkeptResult)
    if !unkeptResults.isEmpty { return .failure(MockProblems(lines: unkeptResults)) }
    writer.mockGenerics = Set(collected.genericAssociatedTypes.map(\.name))
    var depth = 0
    for (requirement, stem) in zip(
      collected.requirements, SpyNaming.names(for: collected.requirements))
    {
      switch requirement {
      case .compilerDirective(let line):
        if line.hasPrefix("#if") { depth += 1 }
        if line.hasPrefix("#endif") { depth -= 1 }
      case .property(let property)
      where depth == 0 && !property.isStatic && property.throwsClause == .none
        && !property.attributes.contains(deprecated)
        && !property.isAsync:
        writer.properties.append((property, stem))
      default:
        break
      }
    }
    // The mock's generic parameters are `Sendable`; an associated type whose default or
    // pinned type is not proven `Sendable` is not either.
    writer.sendable.formUnion(writer.mockGenerics)
    // `User.SessionID` is `Sendable` when a protocol constraining `User` declares its
    // associated type `SessionID` `Sendable`; otherwise nothing proves it is.
    for associated in collected.genericAssociatedTypes {
      for name in constraintParts(associated.constraint) {
        guard let parent = known[name] else { continue }
        var members = Collected()
        collectInherited(parent, into: &members)
        for member in members.associatedTypes
        where constraintParts(member.constraint).contains(where: {
          !writer.makeAnalysis([:]).isNotSendable($0)
        }) {
          writer.sendable.insert(associated.name + "." + member.name)
        }
      }
    }
    // So is one a `where` clause constrains to a protocol that proves it, as
    // `where Model.ID: Sendable` does.
    let requirements =
      collected.genericAssociatedTypes.compactMap(\.whereClause)
      + collected.whereClauses
    for requirement in requirements.flatMap(splitRequirements) where !requirement.contains("==") {
      guard let colon = requirement.firstIndex(of: ":") else { continue }
      let subject = requirement[..<colon].split(separator: " ").joined()
      let path = subject.hasPrefix("Self.") ? String(subject.dropFirst(5)) : subject
      let components = path.split(separator: ".")
      guard components.count == 2, writer.mockGenerics.contains(String(components[0])),
        constraintParts(String(requirement[requirement.index(after: colon)...])).contains(where: {
          !writer.makeAnalysis([:]).isNotSendable($0)
        })
      else { continue }
      writer.sendable.insert(path)
    }
    let localAliases = Dictionary(
      collected.typeAliases.compactMap { alias -> (String, String)? in
        guard let name = aliasName(alias), let equals = alias.firstIndex(of: "=") else {
          return nil
        }
        return (name, String(alias[alias.index(after: equals)...]))
      }, uniquingKeysWith: { first, _ in first })
    writer.localAliases = localAliases
    let definitions =
      localAliases.map { ($0.key, $0.value) }
      + collected.associatedTypes.compactMap { associated in
        associated.defaultType.map { (associated.name, $0) }
      }
    // Twice, for an alias of an alias of `Never`.
    for _ in 0..<2 {
      for (name, definition) in definitions where writer.isNever(definition) {
        writer.neverNames.insert(name)
      }
    }
    // `Item.ID == String` in a `where` clause makes `Item.ID` as `Sendable` as `String`.
    let pinning = collected.whereClauses + collected.associatedTypes.compactMap(\.whereClause)
    for requirement in pinning.flatMap(splitRequirements) {
      var tokens = Tokenizer.tokenize(requirement)
      if tokens.first?.text == "Self", tokens.dropFirst().first?.text == "." {
        tokens.removeFirst(2)
      }
      guard let equals = tokens.firstIndex(where: { $0.text == "==" }),
        !writer.makeAnalysis([:]).isNotSendable(TypeRenderer.render(Array(tokens[(equals + 1)...])))
      else { continue }
      writer.sendable.insert(TypeRenderer.render(Array(tokens[..<equals])))
    }
    for associated in collected.associatedTypes {
      guard let type = associated.defaultType else { continue }
      if writer.makeAnalysis([:]).isNotSendable(writer.withEnclosingTypes(type)) {
        writer.notSendable.insert(associated.name)
      } else {
        writer.sendable.insert(associated.name)
      }
    }
    let groups = spiGroups(of: collected)
    let written = writer.write(collected, spiGroups: groups)
    return .success(
      WrittenMock(lines: written.lines, spiGroups: groups, forwardingWarnings: written.warnings))
  }

  /// The scopes a name written in the protocol's body is looked up in, innermost first:
  /// `Transport.Inner` and `Transport` for a protocol nested in `Inner` in `Transport`.
  private var enclosingScopes: [String] {
    let path = declaration.enclosingTypes.joined(separator: ".").split(separator: ".")
    return path.indices.reversed().map { path[...$0].joined(separator: ".") }
  }

  /// Writes each name that the protocol's enclosing types declare, which its body names
  /// without them, with the type that declares it and that type's module where names of
  /// the module are written with it: `Configurator` in a protocol nested in `Transport` as
  /// `Shop.Transport.Configurator`. The innermost type's name wins, as in Swift.
  private mutating func qualifyNamesOfEnclosingTypes() {
    guard !declaration.enclosingTypes.isEmpty else { return }
    let paths = declaredTypePaths.union(known.values.map(\.qualifiedName))
    var nested: [String: String] = [:]
    for scope in enclosingScopes {
      let outermost = String(scope.prefix { $0 != "." })
      let written = (qualified[outermost] ?? outermost) + scope.dropFirst(outermost.count)
      for path in paths where path.hasPrefix(scope + ".") {
        let name = String(path.dropFirst(scope.count + 1))
        guard !name.contains("."), nested[name] == nil else { continue }
        nested[name] = written + "." + TypeAnalysis.member(name)
      }
    }
    qualified.merge(nested) { _, inner in inner }
    enclosingTypeNames = nested
  }

  /// `type` with the names of the protocol's enclosing types written with the type, and
  /// every other name as written: for the constraints of the mock's generic parameters,
  /// which name the module's types as the protocol does.
  func withEnclosingTypes(_ type: String) -> String {
    guard !enclosingTypeNames.isEmpty else { return type }
    let tokens = Tokenizer.tokenize(type)
    return TypeRenderer.render(
      tokens.indices.map { position in
        let token = tokens[position]
        guard token.isWord, position == 0 || tokens[position - 1].text != ".",
          let written = enclosingTypeNames[token.text]
        else { return token }
        return Token(kind: .word, text: written, line: token.line)
      })
  }

  /// Whether `type` names a type declared deprecated, or a type nested in one
  /// (`LegacyFormat.Version`), looked up from the protocol's enclosing types out.
  private func namesDeprecatedType(_ type: String) -> Bool {
    guard !deprecatedTypes.isEmpty else { return false }
    let named = TypeAnalysis.namedTypesWithQualifiers(in: Tokenizer.tokenize(type), leavingOut: [])
    return named.contains { _, _, path in
      let components = path.split(separator: ".").drop { moduleNames.contains(String($0)) }
      let scopes = [""] + enclosingScopes.map { $0 + "." }
      return components.indices.contains { end in
        let prefix = components[...end].joined(separator: ".")
        return scopes.contains { deprecatedTypes.contains($0 + prefix) }
      }
    }
  }

  /// The `@_spi` groups the mock needs to see the protocols it implements and the types
  /// their requirements name.
  private func spiGroups(of collected: Collected) -> [String] {
    var groups = collected.spiGroups
    guard !spiGroupsByType.isEmpty else { return groups }
    for requirement in collected.requirements {
      for type in requirement.writtenTypes {
        for token in Tokenizer.tokenize(type) where token.isWord {
          for group in spiGroupsByType[token.text, default: []] where !groups.contains(group) {
            groups.append(group)
          }
        }
      }
    }
    return groups
  }

  private func write(_ collected: Collected, spiGroups: [String]) -> (
    lines: [String], warnings: [String]
  ) {
    let requirements = collected.requirements

    var spies: [String] = []
    var members: [String] = []
    let names = SpyNaming.names(for: requirements)
    let messageNames = SpyNaming.messageNames(for: requirements)
    var wroteStaticNote = false
    let isGeneric = !collected.genericAssociatedTypes.isEmpty
    let hasInitializer = requirements.contains { if case .initializer = $0 { true } else { false } }
    let hasEmptyInitializer = requirements.contains {
      if case .initializer(let initializer) = $0 { initializer.parameters.isEmpty } else { false }
    }
    var initialValues = initialValueProperties(requirements, names: names)
    let initialLabels = initialValues.map { unticked($0.property.name) }
    if requirements.contains(where: {
      if case .initializer(let initializer) = $0 {
        initializer.parameters.map { unticked($0.label ?? "_") } == initialLabels
      } else {
        false
      }
    }) {
      // The protocol's own initializer has these labels: two would clash.
      initialValues = []
    }
    if !initialValues.isEmpty {
      members += initialValueInitializer(initialValues)
    } else if (hasInitializer || accessLevel != .internal) && !hasEmptyInitializer {
      // A class's implicit `init()` is internal: another module could not make the mock.
      members.append("  init() {}")
    }
    for ((requirement, name), messageName) in zip(zip(requirements, names), messageNames) {
      var written: (spies: [String], members: [String])
      switch requirement {
      case .compilerDirective(let line):
        written = (["  " + line], ["  " + line])
      case .method(let method):
        written = self.method(method, spy: name, messageName: messageName)
      case .property(let property):
        written = self.property(property, stem: name)
      case .subscript(let requirement):
        written = self.subscript(requirement, stem: name, messageName: messageName)
      case .initializer(let initializer):
        written = self.initializer(initializer, spy: name, messageName: messageName)
      }
      if requirement.isStatic && !wroteStaticNote {
        spies.append(
          isGeneric
            ? "  // Each concrete mock type has its own static spies, shared by every test in the "
              + "process: reset them."
            : "  // Static spies are shared by every test in the process: reset them.")
        wroteStaticNote = true
      }
      if requirement.isStatic && isGeneric {
        written.spies = written.spies.flatMap(keptPerMockType)
      }
      if requirement.attributes.contains(deprecated) {
        written.spies = written.spies.map { line in
          line.hasPrefix("  let ") || line.hasPrefix("  static let ")
            || line.hasPrefix("  static var ")
            ? "  \(deprecated) " + line.dropFirst(2) : line
        }
      }
      spies += written.spies
      members += written.members
    }
    let modifier = declaration.globalActor != nil || collected.isActor ? "nonisolated " : ""
    if collected.isEquatable {
      members.append(
        "  \(modifier)static func == (lhs: \(mockName), rhs: \(mockName)) -> Bool { lhs === rhs }")
    }
    if collected.isComparable {
      members.append(
        "  \(modifier)static func < (lhs: \(mockName), rhs: \(mockName)) -> Bool {")
      members.append("    ObjectIdentifier(lhs) < ObjectIdentifier(rhs)")
      members.append("  }")
    }
    if collected.isCaseIterable {
      members.append("  \(modifier)static var allCases: [\(mockName)] { [] }")
    }
    if collected.isReflectable {
      members.append("  \(modifier)var customMirror: Mirror { Mirror(self, children: [:]) }")
    }
    if collected.isHashable {
      members.append(
        "  \(modifier)func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }"
      )
    }
    var glue = ForwardingGlue()
    if writesContractRequirements {
      glue = forwardingGlue(collected, names: names, messageNames: messageNames)
      members += glue.members
      if !glue.requirements.isEmpty { members += [""] + glue.requirements }
    }

    let analysis = makeAnalysis([:])
    let aliases =
      collected.associatedTypes.compactMap { associated in
        associated.defaultType.map {
          "  typealias \(associated.name) = \(analysis.resolvingSelf($0))"
        }
      } + collected.typeAliases.map { "  " + resolvingDefinition($0, analysis) }
    if !aliases.isEmpty {
      spies = aliases + (spies.isEmpty ? [] : [""]) + spies
    }

    // An actor's `let` is read without `await` only inside its module: another module
    // reads a public mock's spies, so they are `nonisolated`.
    spies = spies.map { withAccessLevel($0, nonisolatedLet: collected.isActor) }
    members = members.map { withAccessLevel($0) }
    var lines: [String] = []
    for group in declaration.conditions { lines += group }
    lines += declaration.availability
    // A public declaration may name a type behind `@_spi` only when it is behind `@_spi`
    // itself (a `package` one may name it freely).
    if accessLevel == .public && !spiGroups.isEmpty {
      lines.append(spiGroups.map { "@_spi(\($0))" }.joined(separator: " "))
    }
    if let actor = declaration.globalActor { lines.append("@\(actor)") }
    if spies.isEmpty && members.isEmpty {
      lines.append(classHeader(collected) + "}")
    } else {
      lines.append(classHeader(collected))
      lines += spies
      if !spies.isEmpty && !members.isEmpty { lines.append("") }
      lines += members
      lines.append("}")
    }
    lines += declaration.conditions.map { _ in "#endif" }
    return (lines, glue.warnings)
  }

  /// A generic class cannot hold a `static let`, so the static spy `line` declares
  /// (`static let findSpy = MockKit.Spy<ID, Item?>(name: "find(_:)")`) becomes a
  /// `static var` that `StaticSpies` answers with one spy per concrete mock type.
  private func keptPerMockType(_ line: String) -> [String] {
    guard let start = line.occurrence(of: "static let "), let equals = line.occurrence(of: " = "),
      let call = line.occurrence(of: "(name: \"", isLast: true),
      start.upperBound < equals.lowerBound, equals.upperBound < call.lowerBound
    else { return [line] }
    let name = line[start.upperBound..<equals.lowerBound]
    let type = line[equals.upperBound..<call.lowerBound]
    return [
      String(line[..<start.lowerBound]) + "static var \(name): \(type) {",
      "    MockKit.StaticSpies.spy(of: Self.self, named: \"\(unticked(String(name)))\") {",
      "      " + String(line[equals.upperBound...]),
      "    }",
      "  }",
    ]
  }

  /// Why the mock cannot answer `requirement`: its result is of a type whose values a
  /// spy cannot keep to hand back, as they cannot be copied or cannot escape.
  private func unkeptResult(_ requirement: Requirement) -> String? {
    let what: String
    let result: String
    var subject = "its result"
    var analysis = makeAnalysis([:])
    switch requirement {
    case .method(let method):
      // A closure parameter makes a result that may be non-copyable.
      guard let returnType = method.returnType, method.closureMakingResult == nil else {
        return nil
      }
      analysis = makeAnalysis(for: method.genericParameters)
      what = "method \(method.signature)"
      result = withoutSending(returnType)
    case .property(let property):
      what = "property \(unticked(property.name))"
      result = property.type
      subject = "its type"
    case .subscript(let requirement):
      analysis = makeAnalysis(for: requirement.genericParameters)
      what = requirement.signature
      result = requirement.returnType
    case .initializer, .compilerDirective:
      return nil
    }
    guard let unkept = analysis.unkeepable(result) else { return nil }
    let reason =
      unkept.suppressed == "~Copyable"
      ? "non-copyable (~Copyable): a spy hands back only values it can copy"
      : "non-escapable (~Escapable): a spy hands back only values it can keep after the call"
    return warning("cannot mock \(what) (\(subject), \(unkept.name), is \(reason))")
  }

  // MARK: - Initial values

  /// The properties whose getter would have nothing to answer when a test forgets to
  /// stub it: their type has no `MockDefaultValue` that MockKit provides, so the mock's
  /// initializer takes their initial values. Left out: static properties, throwing
  /// getters (an unstubbed call throws), types that mention `Self`, and properties
  /// inside `#if` blocks.
  private func initialValueProperties(_ requirements: [Requirement], names: [String]) -> [(
    property: PropertyRequirement, stem: String
  )] {
    var depth = 0
    var result: [(property: PropertyRequirement, stem: String)] = []
    for (requirement, stem) in zip(requirements, names) {
      switch requirement {
      case .compilerDirective(let line):
        if line.hasPrefix("#if") { depth += 1 }
        if line.hasPrefix("#endif") { depth -= 1 }
      case .property(let property):
        let words = Tokenizer.tokenize(property.type).map(\.text)
        if depth == 0, !property.isStatic, property.throwsClause == .none,
          !words.contains("Self"), !Self.hasMockDefaultValue(property.type),
          !property.attributes.contains(deprecated)
        {
          result.append((property, stem))
        }
      case .method, .subscript, .initializer:
        break
      }
    }
    return result
  }

  /// `init(logLevel: Logger.Level)`, making each value its getter's declared default: its
  /// answer until a test stubs it otherwise, and again after a reset.
  private func initialValueInitializer(
    _ properties: [(property: PropertyRequirement, stem: String)]
  ) -> [String] {
    let analysis = makeAnalysis([:])
    let parameters = properties.map { entry in
      // A function value is kept by the getter's stub, so it must be escaping.
      let escaping = isFunction(entry.property.type) ? "@escaping " : ""
      return "\(entry.property.name): \(escaping)\(analysis.resolvingSelf(entry.property.type))"
    }
    let statements = properties.map { entry in
      let output = spyOutput(entry.property.type, analysis)
      let value = TypeAnalysis.usable(unticked(entry.property.name))
      let answer = output.unwrap.isEmpty ? value : "MockKit.UncheckedArgument(\(value))"
      return "\(entry.stem)Getter.declareDefault(returning: \(answer))"
    }
    return body("init(" + parameters.joined(separator: ", ") + ")", statements)
  }

  /// Whether `type` is a function type, written out or through a type alias of the
  /// protocol or of the files read.
  private func isFunction(_ type: String, aliasDepth: Int = 0) -> Bool {
    let tokens = Tokenizer.tokenize(type)
    if tokens.contains(where: { $0.text == "->" }) {
      return !["?", "!"].contains(tokens.last?.text ?? "")
    }
    guard tokens.count == 1, let name = tokens.first?.text, aliasDepth < 20 else { return false }
    let local =
      localAliases[name]
      ?? declaration.typeAliases.first { aliasName($0) == name }
      .flatMap { alias in alias.firstIndex(of: "=").map { String(alias[alias.index(after: $0)...]) }
      }
    // An associated type is the mock's generic parameter (or its default), whatever a
    // conforming type's alias of the same name is (swift-nio's `ThreadOpsPosix` makes
    // `ThreadSpecificKeyDestructor` a C function): lent as a closure, it crashed the compiler.
    if local == nil && localTypeNames.contains(name) { return false }
    guard let definition = local ?? typeAliases[name] else { return false }
    return isFunction(definition, aliasDepth: aliasDepth + 1)
  }

  /// Whether `type` is `Never`, or an associated type or type alias of the protocol that is.
  func isNever(_ type: String) -> Bool {
    let words = Tokenizer.tokenize(type).map(\.text).filter {
      ![
        "inout", "borrowing", "consuming", "sending", "isolated", "__owned", "__shared", "Self",
        ".",
      ]
      .contains($0)
    }
    guard words.count == 1 || (words.count == 2 && words[0] == "Swift") else { return false }
    let name = words[words.count - 1]
    return name == "Never" || neverNames.contains(name)
  }

  /// Whether MockKit gives `type` a `MockDefaultValue`, so that an unstubbed getter
  /// reports its failure and answers that value.
  static func hasMockDefaultValue(_ type: String) -> Bool {
    let tokens = Tokenizer.tokenize(type)
    guard let first = tokens.first, let last = tokens.last else { return false }
    if ["?", "!"].contains(last.text) { return true }
    if first.text == "[" && last.text == "]" { return true }
    var words = tokens.map(\.text)
    if words.starts(with: ["Swift", "."]) { words.removeFirst(2) }
    if words.starts(with: ["Foundation", "."]) { words.removeFirst(2) }
    guard let name = words.first else { return false }
    let isGeneric = words.dropFirst().first == "<" && words.last == ">"
    if ["Optional", "Array", "Set", "Dictionary", "AsyncStream"].contains(name), isGeneric {
      return true
    }
    // Only a stream that can throw any error has one: an empty stream, finished.
    if name == "AsyncThrowingStream", isGeneric {
      let failure = words.dropLast().reversed().prefix { $0 != "," }.reversed()
      let anyError: [[String]] = [
        ["Error"], ["any", "Error"], ["Swift", ".", "Error"], ["any", "Swift", ".", "Error"],
      ]
      return anyError.contains(Array(failure))
    }
    return words.count == 1 && Self.defaultValueTypes.contains(name)
  }

  /// The types MockKit conforms to `MockDefaultValue` itself, by the name a protocol
  /// writes them with (`Swift.` and `Foundation.` are taken off first).
  private static let defaultValueTypes: Set<String> = [
    "Bool", "String", "Data", "Date", "UUID", "Int", "Int8", "Int16", "Int32", "Int64", "UInt",
    "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
  ]

  // MARK: - The class

  private func classHeader(_ collected: Collected) -> String {
    // The module's names in constraints and `where` clauses are written with the module,
    // as in the members: the mock's own module may declare a type of the same name.
    let parameters = Dictionary(
      collected.genericAssociatedTypes.map { ($0.name, true) }, uniquingKeysWith: { $0 || $1 })
    let qualifying = makeAnalysis(parameters).resolvingSelf
    var generics = ""
    if !collected.genericAssociatedTypes.isEmpty {
      generics =
        "<"
        + collected.genericAssociatedTypes.map { associated in
          // `associatedtype IDValue: Hashable & Sendable` needs no second `Sendable`.
          let written = associated.constraint.map(qualifying)
          let isSendable = written.map(splitComposition)?.contains("Sendable")
          let constraint = written.map { $0 + " & " } ?? ""
          return "\(associated.name): "
            + (isSendable == true ? written ?? "" : constraint + "Sendable")
        }.joined(separator: ", ") + ">"
    }
    var conformances = [protocolType]
    if !collected.isActor && (declaration.globalActor == nil || declaration.isSendable) {
      conformances.append("Sendable")
    }
    let kind = accessLevel.modifier + (collected.isActor ? "actor" : "final class")
    let header = "\(kind) \(mockName)\(generics): \(conformances.joined(separator: ", "))"
    var whereRequirements = collected.genericAssociatedTypes.compactMap(\.whereClause)
      .map(qualifying)
    if !collected.genericAssociatedTypes.isEmpty {
      whereRequirements += collected.whereClauses.flatMap(splitRequirements).filter {
        !$0.hasPrefix("Self ") && !$0.hasPrefix("Self:")
      }.map(qualifying)
    }
    // The class's `where` clause cannot see its own type aliases: spell them out.
    var aliases: [String: String] = [:]
    for alias in collected.typeAliases {
      guard let name = aliasName(alias), let equals = alias.firstIndex(of: "=") else { continue }
      aliases[name] = String(alias[alias.index(after: equals)...])
    }
    if !aliases.isEmpty {
      whereRequirements = whereRequirements.map { requirement in
        let tokens = Tokenizer.tokenize(requirement)
        var result: [Token] = []
        for (position, token) in tokens.enumerated() {
          if token.isWord, let definition = aliases[token.text],
            position == 0 || tokens[position - 1].text != "."
          {
            result += Tokenizer.tokenize(definition)
          } else {
            result.append(token)
          }
        }
        return TypeRenderer.render(result)
      }
    }
    if !whereRequirements.isEmpty {
      let clause = "where " + whereRequirements.joined(separator: ", ")
      let oneLine = header + " " + clause + " {"
      return oneLine.count <= Self.lineLimit ? oneLine : header + "\n" + clause + " {"
    }
    return header + " {"
  }

  struct Collected {
    var requirements: [Requirement] = []
    var associatedTypes: [AssociatedType] = []
    var whereClauses: [String] = []
    var typeAliases: [String] = []
    var problems: [String] = []
    var isEquatable = false
    var isHashable = false
    /// Whether the protocol inherits `Actor`, so the mock is an actor.
    var isActor = false
    /// Whether the protocol inherits `CustomReflectable`.
    var isReflectable = false
    /// How many inherited protocols deep the collection is.
    var depth = 0
    /// Whether the hierarchy was too deep to collect.
    var isTooDeep = false
    /// Whether the protocol inherits `Comparable`.
    var isComparable = false
    /// Whether the protocol inherits `CaseIterable`.
    var isCaseIterable = false
    /// Whether the protocol inherits `Identifiable`, whose `id` the mock gets from `AnyObject`
    /// unless a `where` clause pins `ID` to another type.
    var isIdentifiable = false
    /// The `@_spi` groups of the protocols collected and their requirements.
    var spiGroups: [String] = []
    var visited: Set<String> = []
    /// The positions in ``requirements`` of each ``Requirement/signature``, so that adding a
    /// requirement compares it with those of its signature only, not with every one before it.
    var positionsBySignature: [String: [Int]] = [:]

    /// The associated types the mock is generic over: those without a default.
    var genericAssociatedTypes: [AssociatedType] {
      associatedTypes.filter { $0.defaultType == nil }
    }
  }

  /// Gathers the requirements of `protocol` and of the protocols it inherits, and turns
  /// the associated types a `where` clause pins (`Input == String`) into type aliases.
  private func collect(_ declaration: ProtocolDeclaration, into collected: inout Collected) {
    var visited: Set<String> = []
    collected.isActor = inheritsActor(declaration, visited: &visited)
    collectInherited(declaration, into: &collected)
    var remaining: [String] = []
    let requirements = collected.whereClauses.flatMap(splitRequirements)
    let pinsID = requirements.contains {
      Tokenizer.tokenize($0).prefix(2).map(\.text) == ["ID", "=="]
    }
    for requirement in requirements {
      let words = Tokenizer.tokenize(requirement)
      // `where Self: BaseView`, a class the files declare: only its subclasses conform.
      if words.count == 3, words[0].text == "Self", words[1].text == ":",
        isDeclaredClass(words[2].text)
      {
        collected.problems.append(warning(Self.subclassesOnly(words[2].text)))
        continue
      }
      // `Identifiable where ID: Codable`: the `id` a class gets (`ObjectIdentifier`) does
      // not fit, and no type to give the mock's `id` is known.
      if words.count >= 3, words[0].text == "ID", words[1].text == ":", collected.isIdentifiable,
        !pinsID,
        !collected.requirements.contains(where: {
          if case .property(let property) = $0 { property.name == "id" } else { false }
        })
      {
        let constraint = TypeRenderer.render(Array(words.dropFirst(2)))
        if !["Hashable", "Swift.Hashable", "Sendable", "Swift.Sendable"].contains(constraint) {
          collected.problems.append(
            warning(
              "its ID must be \(constraint), which the id a mock gets (ObjectIdentifier) is "
                + "not (pin ID in a protocol that refines this one, where ID == UUID, and mock "
                + "that one, or write that mock by hand)"))
          continue
        }
      }
      let subject =
        words.first?.text == "Self" && words.dropFirst().first?.text == "."
        ? words.dropFirst(2) : words[...]
      guard subject.count > 2, let name = subject.first, name.isWord,
        subject.dropFirst().first?.text == "=="
      else {
        remaining.append(requirement)
        continue
      }
      let type = TypeRenderer.render(Array(subject.dropFirst(2)))
      if let position = collected.associatedTypes.firstIndex(where: { $0.name == name.text }) {
        collected.associatedTypes[position].defaultType = type
      } else if name.text == "ID", collected.isIdentifiable {
        // `Identifiable where ID == UUID`: the mock needs an `id` of that type, since the
        // one a class gets (`ObjectIdentifier`) no longer fits.
        let declaresID = collected.requirements.contains {
          if case .property(let property) = $0 { property.name == "id" } else { false }
        }
        if !declaresID {
          add(
            .property(PropertyRequirement(name: "id", type: type, isSettable: false)),
            to: &collected)
        }
      } else {
        remaining.append(requirement)
      }
    }
    collected.whereClauses = remaining
  }

  /// Whether `declaration` or a protocol it inherits, among the files read, inherits
  /// `Actor`.
  private func inheritsActor(
    _ declaration: ProtocolDeclaration, visited: inout Set<String>, depth: Int = 0
  ) -> Bool {
    guard depth < Self.maximumInheritanceDepth, visited.insert(declaration.name).inserted
    else { return false }
    var names = declaration.inheritedTypes.flatMap(splitComposition)
    var aliasParts = 0
    while let name = names.popLast() {
      if ["Actor", "Swift.Actor", "_Concurrency.Actor"].contains(name) { return true }
      if let parent = known[name], inheritsActor(parent, visited: &visited, depth: depth + 1) {
        return true
      }
      if let definition = typeAliases[name], aliasParts < 100 {
        let parts = splitComposition(definition)
        aliasParts += parts.count
        names += parts
      }
    }
    return false
  }

  private func collectInherited(_ declaration: ProtocolDeclaration, into collected: inout Collected)
  {
    guard collected.visited.insert(declaration.name).inserted else { return }
    guard collected.depth < Self.maximumInheritanceDepth else {
      if !collected.isTooDeep {
        collected.isTooDeep = true
        collected.problems.append(
          warning(
            "its protocols inherit from one another more than \(Self.maximumInheritanceDepth) "
              + "deep"))
      }
      return
    }
    collected.depth += 1
    defer { collected.depth -= 1 }
    for group in declaration.spiGroups where !collected.spiGroups.contains(group) {
      collected.spiGroups.append(group)
    }
    if declaration.name != self.declaration.name, !declaration.unsupported.isEmpty {
      collected.problems.append(
        warning("its inherited protocol \(declaration.name), which cannot be mocked"))
      return
    }
    for inherited in declaration.inheritedTypes.flatMap(splitComposition) {
      inherit(inherited, into: &collected, aliasDepth: 0)
    }
    for associated in declaration.associatedTypes {
      guard
        let position = collected.associatedTypes.firstIndex(where: { $0.name == associated.name })
      else {
        collected.associatedTypes.append(associated)
        continue
      }
      // A protocol that redeclares an inherited associated type adds to its constraints
      // and may give it a default.
      var merged = collected.associatedTypes[position]
      merged.constraint = composed(merged.constraint, associated.constraint)
      merged.whereClause = joined(merged.whereClause, associated.whereClause, separator: ", ")
      merged.defaultType = associated.defaultType ?? merged.defaultType
      collected.associatedTypes[position] = merged
    }
    if let whereClause = declaration.whereClause { collected.whereClauses.append(whereClause) }
    collected.typeAliases += declaration.typeAliases.filter { !collected.typeAliases.contains($0) }
    let implemented = implementedInExtensions[declaration.name, default: []]
    for requirement in declaration.requirements
    where !requirement.isLeftToExtension(implementing: implemented) {
      add(requirement, to: &collected)
    }
  }

  /// Adds what inheriting `inherited` requires: a standard-library protocol's
  /// requirements, a protocol of the files read, or the parts of a type alias.
  private func inherit(_ inherited: String, into collected: inout Collected, aliasDepth: Int) {
    // Requirements the mock adds for standard-library protocols are `nonisolated` in an
    // isolated mock, as those protocols are used from any context.
    let attributes = collected.isActor || declaration.globalActor != nil ? ["nonisolated"] : []
    // `Repository<Post>`: the parent, with its primary associated types pinned as a `where`
    // clause would pin them (`Model == Post`).
    if let open = inherited.firstIndex(of: "<"), inherited.hasSuffix(">") {
      let base = String(inherited[..<open])
      let arguments = splitRequirements(
        String(inherited[inherited.index(after: open)...].dropLast()))
      let primary =
        ["Identifiable", "Swift.Identifiable"].contains(base)
        ? ["ID"]
        : (known[base] ?? StandardLibraryProtocols.mockable[StandardLibraryProtocols.name(base)])?
          .primaryAssociatedTypes ?? []
      if primary.count == arguments.count {
        collected.whereClauses += zip(primary, arguments).map { "\($0) == \($1)" }
        inherit(base, into: &collected, aliasDepth: aliasDepth)
        return
      }
    }
    switch inherited {
    case "Any", "Sendable", "Swift.Sendable", "SendableMetatype", "Swift.SendableMetatype",
      "AnyObject",
      "class", "Error", "Swift.Error", "LocalizedError", "Foundation.LocalizedError",
      "CustomNSError", "Foundation.CustomNSError":
      break
    case "Identifiable", "Swift.Identifiable":
      collected.isIdentifiable = true
    case "Actor", "Swift.Actor", "_Concurrency.Actor":
      break
    case "~Copyable", "~Escapable", "~Swift.Copyable", "~Swift.Escapable":
      // A protocol that does not require its conformers to be copyable or escapable
      // admits a class, which is both.
      break
    case "Equatable", "Swift.Equatable":
      collected.isEquatable = true
    case "Hashable", "Swift.Hashable":
      collected.isEquatable = true
      collected.isHashable = true
    case "Decodable", "Swift.Decodable":
      add(Self.decodable, to: &collected)
    case "Encodable", "Swift.Encodable":
      add(Self.encodable, to: &collected)
    case "Codable", "Swift.Codable":
      add(Self.decodable, to: &collected)
      add(Self.encodable, to: &collected)
    case "CustomStringConvertible", "Swift.CustomStringConvertible":
      add(
        .property(
          PropertyRequirement(
            name: "description", type: "String", isSettable: false, attributes: attributes)),
        to: &collected)
    case "CustomDebugStringConvertible", "Swift.CustomDebugStringConvertible":
      add(
        .property(
          PropertyRequirement(
            name: "debugDescription", type: "String", isSettable: false, attributes: attributes)
        ),
        to: &collected)
    case "TextOutputStreamable", "Swift.TextOutputStreamable":
      add(
        .method(
          MethodRequirement(
            name: "write", genericClause: "<Target: TextOutputStream>",
            genericParameters: [GenericParameter(name: "Target", isSendable: false)],
            parameters: [Parameter(label: "to", internalName: "target", type: "inout Target")],
            isAsync: false, throwsClause: .none, returnType: nil, attributes: attributes)),
        to: &collected)
    case "CustomReflectable", "Swift.CustomReflectable":
      collected.isReflectable = true
    case "Comparable", "Swift.Comparable":
      collected.isEquatable = true
      collected.isComparable = true
    case "CaseIterable", "Swift.CaseIterable":
      collected.isCaseIterable = true
    case "RawRepresentable", "Swift.RawRepresentable":
      if !collected.associatedTypes.contains(where: { $0.name == "RawValue" }) {
        collected.associatedTypes.append(
          AssociatedType(name: "RawValue", constraint: nil, whereClause: nil))
      }
      add(
        .initializer(
          InitializerRequirement(
            parameters: [Parameter(label: "rawValue", internalName: "rawValue", type: "RawValue")],
            failability: "?")),
        to: &collected)
      add(
        .property(PropertyRequirement(name: "rawValue", type: "RawValue", isSettable: false)),
        to: &collected)
    default:
      let standardName = StandardLibraryProtocols.name(inherited)
      if let parent = known[inherited] ?? StandardLibraryProtocols.mockable[standardName] {
        collectInherited(parent, into: &collected)
      } else if let definition = typeAliases[inherited], aliasDepth < 20 {
        for part in splitComposition(definition) {
          inherit(part, into: &collected, aliasDepth: aliasDepth + 1)
        }
      } else if let reason = StandardLibraryProtocols.refusals[standardName] {
        collected.problems.append(
          warning(
            "it inherits \(inherited), a standard-library protocol the generator does not mock: "
              + "\(reason) (write that mock by hand)"))
      } else if isDeclaredClass(inherited) {
        collected.problems.append(warning(Self.subclassesOnly(inherited)))
      } else {
        collected.problems.append(
          warning(
            "it inherits \(inherited), which none of the files read declares (if it is a "
              + "protocol, pass the files of the module that declares it with --context-module; "
              + "if it is a class, such as UIView, write that mock by hand, as its subclass)"))
      }
    }
  }

  private static let decodable = Requirement.initializer(
    InitializerRequirement(
      parameters: [Parameter(label: "from", internalName: "decoder", type: "any Decoder")],
      throwsClause: .any))

  private static let encodable = Requirement.method(
    MethodRequirement(
      name: "encode",
      parameters: [Parameter(label: "to", internalName: "encoder", type: "any Encoder")],
      isAsync: false, throwsClause: .any, returnType: nil))

  private func add(_ requirement: Requirement, to collected: inout Collected) {
    if case .compilerDirective = requirement {
      collected.requirements.append(requirement)
      return
    }
    let signature = requirement.signature
    let candidates = collected.positionsBySignature[signature, default: []]
    if let position = candidates.first(where: {
      collected.requirements[$0].asImplemented == requirement.asImplemented
    }) {
      // A protocol may redeclare an inherited requirement without `mutating` or an
      // `@available` attribute, or add one, and its mock implements it once; the contract
      // glue still cannot call it if either declaration limits the call.
      collected.requirements[position] = collected.requirements[position].limited(
        like: requirement)
      return
    }
    // A method redeclared with fewer effects (postgres-nio's non-throwing `encode`) is
    // one method of the mock: the one that satisfies both.
    if case .method(let method) = requirement {
      for position in candidates {
        let existing = collected.requirements[position]
        guard case .method(let inherited) = existing,
          let refined = inherited.refined(by: method)
        else { continue }
        // Vapor's `Server` declares `start(address:)` twice, `async` and `noasync`: the
        // contract glue cannot call the one the mock implements if either is limited.
        collected.requirements[position] = Requirement.method(refined).limited(like: existing)
          .limited(like: requirement)
        return
      }
    }
    collected.positionsBySignature[signature, default: []].append(collected.requirements.count)
    collected.requirements.append(requirement)
  }

  // MARK: - Requirements

  private func method(_ method: MethodRequirement, spy: String, messageName: String) -> (
    [String], [String]
  ) {
    let method = renamingShadowedGenerics(method)
    let analysis = makeAnalysis(for: method.genericParameters)
    let throwsClause = resolvedThrows(method.throwsClause, analysis)
    // A method that returns `Never` is written without `async`, which satisfies an `async`
    // requirement too: after an `await` of a spy whose output is `Never`, Swift warns that
    // the hop back "will never be executed".
    let isAsync = method.isAsync && !(method.returnType.map(isNever) ?? false)
    let context = MemberEffects(isAsync: isAsync, throwsClause: throwsClause)
    let recorded = method.parameters.compactMap { analysis.recorded($0, effects: context) }
    // A result that may be non-copyable is what a closure parameter makes, never the spy's.
    let resultClosure = method.closureMakingResult
    let resultType = resultClosure == nil ? method.returnType.map(withoutSending) : nil
    let returnsGeneric = resultType.map(analysis.isGeneric) ?? false
    let result = resultType.map { spyOutput($0, analysis) } ?? (type: "Void", unwrap: "")
    let output = returnsGeneric ? "(any Sendable)?" : result.type
    let kind = spyKind(throwsClause)
    let staticPrefix = method.isStatic ? "static " : ""
    let spyLine =
      "  \(staticPrefix)let \(TypeAnalysis.usable(spy)) = \(kind)<\(inputType(recorded)), \(output)>"
      + "(name: \"\(messageName)\")"

    var declaration = prefix(method.attributes, isStatic: method.isStatic) + "func "
    declaration += method.name + (method.genericClause.map(analysis.resolvingSelf) ?? "")
    declaration += "(" + parameterList(method.parameters, analysis, isSubscript: false) + ")"
    declaration += effects(isAsync: isAsync, throwsClause)
    if let returnType = method.returnType {
      declaration += " -> " + analysis.resolvingSelf(returnType)
    }
    if let whereClause = method.whereClause {
      declaration += " where " + analysis.resolvingSelf(whereClause)
    }
    let call = callExpression(
      spy: reference(to: spy, hiddenBy: method.parameters), recorded: recorded,
      returning: returnsGeneric ? resultType.map(analysis.resolvingSelf) : nil,
      isAsync: isAsync, throwsClause: throwsClause)
    // A method taking a value of `Never` can never be called, and any statement in it
    // is one the compiler warns will never be executed: its body is empty.
    if method.parameters.contains(where: { isNever($0.type) }) {
      return ([spyLine], ["  \(declaration) {}"])
    }
    var statements = lending(
      call + (returnsGeneric ? "" : result.unwrap), recorded, throwsClause: throwsClause)
    if let resultClosure {
      let closureWords = Tokenizer.tokenize(resultClosure.type).map(\.text)
      var making = TypeAnalysis.usable(resultClosure.internalName) + "()"
      if closureWords.contains("async") { making = "await " + making }
      if closureWords.contains("throws") { making = "try " + making }
      statements.append("return " + making)
    }
    return ([spyLine], body(declaration, statements))
  }

  private func property(_ property: PropertyRequirement, stem: String) -> ([String], [String]) {
    let analysis = makeAnalysis([:])
    let type = analysis.resolvingSelf(property.type)
    let result = spyOutput(property.type, analysis)
    let staticPrefix = property.isStatic ? "static " : ""
    let throwsClause = resolvedThrows(property.throwsClause, analysis)
    let kind = spyKind(throwsClause)
    var spies = [
      "  \(staticPrefix)let \(stem)Getter = \(kind)<Void, \(result.type)>"
        + "(name: \"\(unticked(property.name))\")"
    ]
    let declaration =
      prefix(property.attributes, isStatic: property.isStatic) + "var \(property.name): \(type)"
    let get =
      callExpression(
        spy: stem + "Getter", recorded: [], returning: nil, isAsync: property.isAsync,
        throwsClause: throwsClause) + result.unwrap
    guard property.isSettable else {
      let effects = effects(isAsync: property.isAsync, throwsClause)
      if effects.isEmpty { return (spies, body(declaration, [get])) }
      return (spies, ["  \(declaration) {", "    get\(effects) { \(get) }", "  }"])
    }
    let newValue = analysis.recordedNewValue(type: property.type)
    spies.append(
      "  \(staticPrefix)let \(stem)Setter = MockKit.Spy<\(newValue?.type ?? "Void"), Void>"
        + "(name: \"\(unticked(property.name)) (set)\")")
    // A value set is what the getter answers next, as with a stored property, until a
    // test stubs the getter again.
    let set = [
      "\(stem)Setter.call(\(newValue?.expression ?? ""))",
      "\(stem)Getter.returns("
        + (result.unwrap.isEmpty ? "newValue" : "MockKit.UncheckedArgument(newValue)") + ")",
    ]
    let setLine = "    set { " + set.joined(separator: "; ") + " }"
    let setLines =
      setLine.count <= Self.lineLimit
      ? [setLine] : ["    set {"] + set.map { "      " + $0 } + ["    }"]
    return (spies, ["  \(declaration) {", "    get { \(get) }"] + setLines + ["  }"])
  }

  private func `subscript`(
    _ requirement: SubscriptRequirement, stem: String, messageName: String
  ) -> (
    [String], [String]
  ) {
    let analysis = makeAnalysis(generics(requirement.genericParameters))
    let throwsClause = resolvedThrows(requirement.throwsClause, analysis)
    let getterContext = MemberEffects(isAsync: requirement.isAsync, throwsClause: throwsClause)
    let recorded = requirement.parameters.compactMap {
      analysis.recorded($0, effects: getterContext)
    }
    let returnsGeneric = analysis.isGeneric(requirement.returnType)
    let element = analysis.resolvingSelf(requirement.returnType)
    let result = spyOutput(requirement.returnType, analysis)
    let output = returnsGeneric ? "(any Sendable)?" : result.type
    let kind = spyKind(throwsClause)
    let staticPrefix = requirement.isStatic ? "static " : ""
    var spies = [
      "  \(staticPrefix)let \(stem)Getter = \(kind)<\(inputType(recorded)), \(output)>"
        + "(name: \"\(messageName)\")"
    ]
    var declaration = prefix(requirement.attributes, isStatic: requirement.isStatic)
    declaration += "subscript" + (requirement.genericClause.map(analysis.resolvingSelf) ?? "")
    declaration += "(" + parameterList(requirement.parameters, analysis, isSubscript: true) + ")"
    declaration += " -> " + element
    if let whereClause = requirement.whereClause {
      declaration += " where " + analysis.resolvingSelf(whereClause)
    }
    let get = lending(
      callExpression(
        spy: reference(to: stem + "Getter", hiddenBy: requirement.parameters), recorded: recorded,
        returning: returnsGeneric ? analysis.resolvingSelf(requirement.returnType) : nil,
        isAsync: requirement.isAsync, throwsClause: throwsClause)
        + (returnsGeneric ? "" : result.unwrap),
      recorded, throwsClause: throwsClause)
    let getterEffects = effects(isAsync: requirement.isAsync, throwsClause)
    guard requirement.isSettable else {
      if getterEffects.isEmpty { return (spies, body(declaration, get)) }
      return (spies, ["  \(declaration) {"] + accessor("get" + getterEffects, get) + ["  }"])
    }
    let setterContext = MemberEffects(isAsync: false, throwsClause: .none)
    let setterRecorded = requirement.parameters.compactMap {
      analysis.recorded($0, effects: setterContext)
    }
    // Unlike a property's, a subscript's setter leaves what the getter answers alone: the
    // getter answers each key apart, so the value set could only become a `when` stub for
    // its key, which strict mode would count as the test's own and report when unread.
    let newValue = analysis.recordedNewValue(type: requirement.returnType)
    let allSetterRecorded = setterRecorded + (newValue.map { [$0] } ?? [])
    spies.append(
      "  \(staticPrefix)let \(stem)Setter = MockKit.Spy<\(inputType(allSetterRecorded)), Void>"
        + "(name: \"\(messageName) (set)\")")
    let set = lending(
      callExpression(
        spy: reference(to: stem + "Setter", hiddenBy: requirement.parameters),
        recorded: allSetterRecorded, returning: nil, isAsync: false,
        throwsClause: .none),
      allSetterRecorded, throwsClause: .none)
    return (
      spies,
      ["  \(declaration) {"] + accessor("get" + getterEffects, get) + accessor("set", set)
        + ["  }"]
    )
  }

  /// An accessor on one line when its body is one statement, else over several.
  private func accessor(_ introducer: String, _ statements: [String]) -> [String] {
    if statements.count == 1 { return ["    \(introducer) { \(statements[0]) }"] }
    return ["    \(introducer) {"] + statements.map { "      " + $0 } + ["    }"]
  }

  private func initializer(
    _ initializer: InitializerRequirement, spy: String, messageName: String
  ) -> (
    [String], [String]
  ) {
    let initializer = renamingShadowedGenerics(initializer)
    let analysis = makeAnalysis(for: initializer.genericParameters)
    let throwsClause = resolvedThrows(initializer.throwsClause, analysis)
    let context = MemberEffects(isAsync: initializer.isAsync, throwsClause: throwsClause)
    let recorded = initializer.parameters.compactMap { analysis.recorded($0, effects: context) }
    let spyLine =
      "  let \(TypeAnalysis.usable(spy)) = MockKit.Spy<\(inputType(recorded)), Void>"
      + "(name: \"\(messageName)\")"
    var declaration = prefix(initializer.attributes, isStatic: false)
    declaration += "init" + initializer.failability
    declaration += initializer.genericClause.map(analysis.resolvingSelf) ?? ""
    declaration += "(" + parameterList(initializer.parameters, analysis, isSubscript: false) + ")"
    declaration += effects(isAsync: initializer.isAsync, throwsClause)
    if let whereClause = initializer.whereClause {
      declaration += " where " + analysis.resolvingSelf(whereClause)
    }
    // The mock records how it was created; it never fails or throws, since a test
    // cannot stub a spy before the initializer that creates it runs.
    let call = callExpression(
      spy: reference(to: spy, hiddenBy: initializer.parameters), recorded: recorded,
      returning: nil, isAsync: initializer.isAsync,
      throwsClause: .none)
    // A parameter named and typed like a property is that property's initial value
    // (`init?(rawValue:)` and `rawValue`).
    var initialValues: [String] = []
    for parameter in initializer.parameters {
      guard
        let entry = properties.first(where: {
          unticked($0.property.name) == unticked(parameter.internalName)
            && $0.property.type == parameter.type
        })
      else { continue }
      let value = TypeAnalysis.usable(unticked(parameter.internalName))
      let wrapped =
        spyOutput(entry.property.type, analysis).unwrap.isEmpty
        ? value : "MockKit.UncheckedArgument(\(value))"
      initialValues.append("\(entry.stem)Getter.declareDefault(returning: \(wrapped))")
    }
    return (
      [spyLine], body(declaration, lending(call, recorded, throwsClause: .none) + initialValues)
    )
  }

  // MARK: - Pieces

  /// `method` with each generic parameter named like one of the mock's own renamed
  /// (`RowDecoder` to `RowDecoder2`): a generic class's method cannot shadow its
  /// parameters, while a protocol's may.
  private func renamingShadowedGenerics(_ method: MethodRequirement) -> MethodRequirement {
    let renames = shadowRenames(method.genericParameters)
    guard !renames.isEmpty else { return method }
    let renamed = { (text: String) in self.renamed(text, renames) }
    var result = method
    result.genericClause = method.genericClause.map(renamed)
    result.genericParameters = renamedParameters(method.genericParameters, renames)
    result.parameters = renamedParameters(method.parameters, renames)
    result.returnType = method.returnType.map(renamed)
    result.whereClause = method.whereClause.map(renamed)
    return result
  }

  /// `initializer` with its generic parameters renamed as a method's are.
  private func renamingShadowedGenerics(_ initializer: InitializerRequirement)
    -> InitializerRequirement
  {
    let renames = shadowRenames(initializer.genericParameters)
    guard !renames.isEmpty else { return initializer }
    var result = initializer
    result.genericClause = initializer.genericClause.map { renamed($0, renames) }
    result.genericParameters = renamedParameters(initializer.genericParameters, renames)
    result.parameters = renamedParameters(initializer.parameters, renames)
    result.whereClause = initializer.whereClause.map { renamed($0, renames) }
    return result
  }

  /// New names for the generic parameters named like one of the mock's own.
  private func shadowRenames(_ parameters: [GenericParameter]) -> [String: String] {
    let clashing = parameters.map(\.name).filter(mockGenerics.contains)
    var renames: [String: String] = [:]
    for name in clashing {
      var candidate = name + "2"
      var number = 2
      while mockGenerics.contains(candidate) || parameters.contains(where: { $0.name == candidate })
      {
        number += 1
        candidate = name + String(number)
      }
      renames[name] = candidate
    }
    return renames
  }

  private func renamed(_ text: String, _ renames: [String: String]) -> String {
    TypeRenderer.render(
      Tokenizer.tokenize(text).map { token in
        guard token.isWord, let name = renames[token.text] else { return token }
        return Token(kind: .word, text: name, line: token.line)
      })
  }

  private func renamedParameters(_ parameters: [GenericParameter], _ renames: [String: String])
    -> [GenericParameter]
  {
    parameters.map { parameter in
      var parameter = parameter
      parameter.name = renames[parameter.name] ?? parameter.name
      return parameter
    }
  }

  private func renamedParameters(_ parameters: [Parameter], _ renames: [String: String])
    -> [Parameter]
  {
    parameters.map { parameter in
      var parameter = parameter
      parameter.type = renamed(parameter.type, renames)
      return parameter
    }
  }

  /// How a member refers to `spy`: through `self` when a parameter of the same name
  /// hides it (`func handle(_ handle: Int)`), with backticks when it is a keyword.
  func reference(to spy: String, hiddenBy parameters: [Parameter]) -> String {
    let usable = TypeAnalysis.usable(spy)
    return parameters.contains { unticked($0.internalName) == spy } ? "self." + usable : usable
  }

  /// The analysis of a member with `parameters`, those that may be non-copyable or
  /// non-escapable included.
  func makeAnalysis(for parameters: [GenericParameter]) -> TypeAnalysis {
    var analysis = makeAnalysis(generics(parameters))
    analysis.noncopyable.formUnion(parameters.filter(\.isNoncopyable).map(\.name))
    analysis.nonescapable.formUnion(parameters.filter(\.isNonescapable).map(\.name))
    return analysis
  }

  func makeAnalysis(_ generics: [String: Bool]) -> TypeAnalysis {
    var analysis = TypeAnalysis(
      generics: generics, mockName: mockName, notSendable: notSendable, sendable: sendable,
      qualified: qualified)
    analysis.noncopyable = noncopyable
    analysis.nonescapable = nonescapable
    analysis.moduleNames = moduleNames
    analysis.mockGenerics = mockGenerics
    let hidden = hiddenStandardNames
    let local = localTypeNames
    analysis.hidesStandardName = { name in local.contains(name) || hidden.contains(name) }
    analysis.isFunctionAlias = { name in isFunction(name) }
    let localAliases = localAliases
    let typeAliases = typeAliases
    analysis.aliasDefinition = { name in localAliases[name] ?? typeAliases[name] }
    return analysis
  }

  /// The spy's output for a result of `type`, and what the mock appends to the call to
  /// unwrap it: a type that is not `Sendable` is returned in an `UncheckedArgument`.
  func spyOutput(_ type: String, _ analysis: TypeAnalysis) -> (type: String, unwrap: String) {
    let resolved = TypeRenderer.withoutImplicitUnwrap(analysis.resolvingSelf(type))
    return analysis.isNotSendable(resolved)
      ? ("MockKit.UncheckedArgument<\(resolved)>", ".value") : (resolved, "")
  }

  /// `typealias Batch = [Item]` with its definition resolved like any other type.
  private func resolvingDefinition(_ alias: String, _ analysis: TypeAnalysis) -> String {
    guard let equals = alias.firstIndex(of: "=") else { return alias }
    let definition = alias[alias.index(after: equals)...]
    return alias[...equals] + " " + analysis.resolvingSelf(String(definition))
  }

  private func generics(_ parameters: [GenericParameter]) -> [String: Bool] {
    Dictionary(parameters.map { ($0.name, $0.isSendable) }, uniquingKeysWith: { $0 || $1 })
  }

  /// `clause` with `Self` resolved, and none at all for an error type that is `Never`
  /// through the mock's type aliases (`throws(Failure)` where `Failure` is pinned or
  /// defaults to `Never`), as for `throws(Never)` written out: a method that cannot throw
  /// gets a spy that does not, and no `try`, which Swift would warn about.
  func resolvedThrows(_ clause: ThrowsClause, _ analysis: TypeAnalysis) -> ThrowsClause {
    let resolved = analysis.resolving(clause)
    if case .typed(let error) = resolved, isNever(error) { return .none }
    return resolved
  }

  /// The spy type of a member that throws as `clause` says, after ``resolvedThrows(_:_:)``.
  private func spyKind(_ clause: ThrowsClause) -> String {
    isThrowingSpy(clause) ? "MockKit.ThrowingSpy" : "MockKit.Spy"
  }

  private func isThrowingSpy(_ clause: ThrowsClause) -> Bool {
    switch clause {
    case .any, .typed: true
    case .none, .rethrows: false
    }
  }

  private func prefix(_ attributes: [String], isStatic: Bool) -> String {
    attributes.map { $0 + " " }.joined() + (isStatic ? "static " : "")
  }

  private func effects(isAsync: Bool, _ clause: ThrowsClause) -> String {
    var text = isAsync ? " async" : ""
    switch clause {
    case .none: break
    case .any: text += " throws"
    case .typed(let error): text += " throws(\(error))"
    case .rethrows: text += " rethrows"
    }
    return text
  }

  private func parameterList(
    _ parameters: [Parameter], _ analysis: TypeAnalysis, isSubscript: Bool
  ) -> String {
    parameters.map { parameter in
      let names: String
      switch parameter.label {
      case nil: names = isSubscript ? parameter.internalName : "_ \(parameter.internalName)"
      case parameter.internalName where !isSubscript: names = parameter.internalName
      case let label?: names = "\(label) \(parameter.internalName)"
      }
      return "\(names): \(analysis.resolvingSelf(parameter.type))"
    }.joined(separator: ", ")
  }

  func inputType(_ recorded: [RecordedArgument]) -> String {
    switch recorded.count {
    case 0: "Void"
    case 1: recorded[0].type
    default: "(" + recorded.map(\.type).joined(separator: ", ") + ")"
    }
  }

  private func callExpression(
    spy: String, recorded: [RecordedArgument], returning: String?, isAsync: Bool,
    throwsClause: ThrowsClause
  ) -> String {
    var arguments: [String] = []
    switch recorded.count {
    case 0: break
    case 1: arguments.append(recorded[0].expression)
    default: arguments.append("(" + recorded.map(\.expression).joined(separator: ", ") + ")")
    }
    var extra: [String] = []
    if let returning { extra.append("returning: \(metatype(returning))") }
    if case .typed(let error) = throwsClause { extra.append("throwing: \(metatype(error))") }
    if !extra.isEmpty && arguments.isEmpty { arguments.append("()") }
    var call = "\(spy).call(\((arguments + extra).joined(separator: ", ")))"
    if isAsync || recorded.contains(where: \.evaluationAwaits) { call = "await " + call }
    if isThrowingSpy(throwsClause) || recorded.contains(where: \.evaluationThrows) {
      call = "try " + call
    }
    return call
  }

  /// The statements that make `call`: `call` itself, or, when the mock lends closures to
  /// the spy, `call` inside a `withoutActuallyEscaping` and a `ClosureArgument.during` for
  /// each of them, which end before the member returns.
  ///
  /// ```swift
  /// try await withoutActuallyEscaping(next) { next in
  ///   try await MockKit.ClosureArgument.during(next, parameter: "next") { next in
  ///     try await intercept.call((request, next))
  ///   }
  /// }
  /// ```
  private func lending(_ call: String, _ recorded: [RecordedArgument], throwsClause: ThrowsClause)
    -> [String]
  {
    let lent = recorded.compactMap(\.lent)
    guard !lent.isEmpty else { return [call] }
    // Each wrapper makes the call, so it needs the call's `try` and `await`.
    var effects = call.hasPrefix("try ") ? "try " : ""
    if call.dropFirst(effects.count).hasPrefix("await ") { effects += "await " }
    // A closure throwing a typed error must say so, or Swift infers `any Error`; and once
    // its effects are written, `async` among them, or Swift infers a synchronous closure.
    var signature = " in"
    if case .typed(let error) = throwsClause, effects.hasPrefix("try ") {
      signature = "\(effects.hasSuffix("await ") ? " async" : "") throws(\(error)) in"
    }
    var opening: [String] = []
    for closure in lent {
      opening.append(
        "\(effects)withoutActuallyEscaping(\(closure.name)) { \(closure.name)\(signature)")
    }
    for closure in lent {
      let type = closure.explicitType ?? "MockKit.ClosureArgument"
      opening.append(
        "\(effects)\(type).during(\(closure.argument), parameter: \"\(closure.parameter)\") { "
          + "\(closure.name)\(signature)")
    }
    let depth = opening.count
    let indented = opening.enumerated().map {
      String(repeating: "  ", count: $0.offset) + $0.element
    }
    let closing = (0..<depth).reversed().map { String(repeating: "  ", count: $0) + "}" }
    return indented + [String(repeating: "  ", count: depth) + call] + closing
  }

  /// `Type.self`, parenthesized where Swift needs it: `(any Error).self`.
  private func metatype(_ type: String) -> String {
    let plain = Tokenizer.tokenize(type).allSatisfy { token in
      token.isWord && token.text != "any" && token.text != "some"
        || [".", "<", ">", "[", "]", "?", ",", ":"].contains(token.text)
    }
    return plain ? "\(type).self" : "(\(type)).self"
  }

  /// `line` with ``accessLevel`` after its attributes when it starts a member of the mock
  /// (a spy, a type alias, a requirement's implementation, an initializer): the lines
  /// indented by two spaces, except comments, `#if` lines and closing braces. With
  /// `nonisolatedLet`, a `let` is `nonisolated` too.
  private func withAccessLevel(_ line: String, nonisolatedLet: Bool = false) -> String {
    guard accessLevel != .internal, line.hasPrefix("  "), !line.hasPrefix("   ") else {
      return line
    }
    var rest = line.dropFirst(2)
    guard let first = rest.first, !["/", "#", "}"].contains(first) else { return line }
    var attributes = ""
    while rest.first == "@" {
      let attribute = Self.leadingAttribute(of: rest)
      attributes += attribute + " "
      rest = rest.dropFirst(attribute.count).drop { $0 == " " }
    }
    let isolation = nonisolatedLet && rest.hasPrefix("let ") ? "nonisolated " : ""
    return "  " + attributes + accessLevel.modifier + isolation + rest
  }

  /// The attribute `text` starts with, `@available(*, deprecated, message: "Use (x)")`
  /// with its arguments: up to the first space outside parentheses and strings.
  private static func leadingAttribute(of text: Substring) -> Substring {
    var depth = 0
    var inString = false
    var escaped = false
    for index in text.indices {
      let character = text[index]
      if inString {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        }
        continue
      }
      switch character {
      case "\"": inString = true
      case "(": depth += 1
      case ")": depth -= 1
      case " " where depth == 0: return text[..<index]
      default: break
      }
    }
    return text
  }

  /// A member on one line when it fits, else with its body on its own line.
  private func body(_ declaration: String, _ statements: [String]) -> [String] {
    let oneLine = "  \(declaration) { \(statements.joined(separator: "; ")) }"
    if oneLine.count <= Self.lineLimit && statements.count == 1 { return [oneLine] }
    return ["  \(declaration) {"] + statements.map { "    " + $0 } + ["  }"]
  }

  /// Whether `name` is a type the files read declare that is not a protocol: a class, as a
  /// protocol inherits only protocols and classes.
  private func isDeclaredClass(_ name: String) -> Bool {
    declaredTypePaths.contains(name) && known[name] == nil
  }

  /// Why a protocol only subclasses of `type` conform to gets no mock.
  private static func subclassesOnly(_ type: String) -> String {
    "it requires its conformers to be subclasses of \(type), which a mock, a final class of "
      + "its own, is not (write that mock by hand, as a subclass of \(type))"
  }

  private func warning(_ reason: String) -> String {
    "\(declaration.path):\(declaration.line): warning: mockkit skipped protocol "
      + "\(declaration.name): \(reason)"
  }
}

extension Requirement {
  /// The attributes the mock repeats on its member.
  var attributes: [String] {
    switch self {
    case .method(let method): method.attributes
    case .property(let property): property.attributes
    case .subscript(let requirement): requirement.attributes
    case .initializer(let initializer): initializer.attributes
    case .compilerDirective: []
    }
  }

  /// The requirement marked `@available(*, deprecated)`.
  var markedDeprecated: Requirement {
    func marked(_ attributes: [String]) -> [String] {
      attributes.contains(deprecated) ? attributes : attributes + [deprecated]
    }
    switch self {
    case .method(var method):
      method.attributes = marked(method.attributes)
      return .method(method)
    case .property(var property):
      property.attributes = marked(property.attributes)
      return .property(property)
    case .subscript(var requirement):
      requirement.attributes = marked(requirement.attributes)
      return .subscript(requirement)
    case .initializer(var initializer):
      initializer.attributes = marked(initializer.attributes)
      return .initializer(initializer)
    case .compilerDirective:
      return self
    }
  }

  /// The types the requirement names, as written.
  var writtenTypes: [String] {
    switch self {
    case .method(let method):
      method.parameters.map(\.type) + [method.returnType, method.whereClause].compactMap { $0 }
        + (method.throwsClause.typedError.map { [$0] } ?? [])
    case .property(let property):
      [property.type] + (property.throwsClause.typedError.map { [$0] } ?? [])
    case .subscript(let requirement):
      requirement.parameters.map(\.type) + [requirement.returnType]
        + (requirement.throwsClause.typedError.map { [$0] } ?? [])
    case .initializer(let initializer):
      initializer.parameters.map(\.type)
        + (initializer.throwsClause.typedError.map { [$0] } ?? [])
    case .compilerDirective:
      []
    }
  }

  /// What two requirements the mock implements once have in common: their kind, name and
  /// labels (`method log(_:)`, `subscript(_:)`).
  var signature: String {
    switch self {
    case .method(let method): "func " + method.signature
    case .property(let property): "var " + property.name
    case .subscript(let requirement): requirement.signature
    case .initializer(let initializer): initializer.signature
    case .compilerDirective(let line): "#" + line
    }
  }

  /// The requirement as its mock implements it: without `mutating` (a getter's too) and
  /// availability, which the mock does not repeat.
  var asImplemented: Requirement {
    switch self {
    case .method(var method):
      method.isMutating = false
      method.isLimitedByAvailability = false
      return .method(method)
    case .property(var property):
      property.hasMutatingGetter = false
      property.isLimitedByAvailability = false
      return .property(property)
    case .subscript(var requirement):
      requirement.hasMutatingGetter = false
      requirement.isLimitedByAvailability = false
      return .subscript(requirement)
    case .initializer, .compilerDirective:
      return self
    }
  }

  /// The requirement, `mutating` (its getter, for a property or subscript) or limited by
  /// availability when it or `other` is.
  func limited(like other: Requirement) -> Requirement {
    switch (self, other) {
    case (.method(var method), .method(let otherMethod)):
      method.isMutating = method.isMutating || otherMethod.isMutating
      method.isLimitedByAvailability =
        method.isLimitedByAvailability || otherMethod.isLimitedByAvailability
      return .method(method)
    case (.property(var property), .property(let otherProperty)):
      property.hasMutatingGetter = property.hasMutatingGetter || otherProperty.hasMutatingGetter
      property.isLimitedByAvailability =
        property.isLimitedByAvailability || otherProperty.isLimitedByAvailability
      return .property(property)
    case (.subscript(var requirement), .subscript(let otherRequirement)):
      requirement.hasMutatingGetter =
        requirement.hasMutatingGetter || otherRequirement.hasMutatingGetter
      requirement.isLimitedByAvailability =
        requirement.isLimitedByAvailability || otherRequirement.isLimitedByAvailability
      return .subscript(requirement)
    default:
      return self
    }
  }

  /// Whether an `@available` attribute limits the requirement to some platforms' versions.
  var isLimitedByAvailability: Bool {
    switch self {
    case .method(let method): method.isLimitedByAvailability
    case .property(let property): property.isLimitedByAvailability
    case .subscript(let requirement): requirement.isLimitedByAvailability
    case .initializer, .compilerDirective: false
    }
  }

  var isStatic: Bool {
    switch self {
    case .method(let method): method.isStatic
    case .property(let property): property.isStatic
    case .subscript(let requirement): requirement.isStatic
    case .initializer, .compilerDirective: false
    }
  }
}

extension ThrowsClause {
  /// `E` in `throws(E)`.
  var typedError: String? {
    if case .typed(let error) = self { return error }
    return nil
  }
}

/// The name `typealias Name = …` declares.
private func aliasName(_ alias: String) -> String? {
  let words = Tokenizer.tokenize(alias).filter(\.isWord).map(\.text)
  guard let position = words.firstIndex(of: "typealias"), position + 1 < words.count else {
    return nil
  }
  return words[position + 1]
}

/// `first` and `second` joined, or whichever is not `nil`.
private func joined(_ first: String?, _ second: String?, separator: String) -> String? {
  guard let first, let second, first != second else { return first ?? second }
  return first + separator + second
}

/// The composition of two constraints, each part once: `Hashable & Sendable` for
/// `Hashable` and `Sendable & Hashable`.
private func composed(_ first: String?, _ second: String?) -> String? {
  guard let first, let second else { return first ?? second }
  var parts = splitComposition(first)
  for part in splitComposition(second) where !parts.contains(part) { parts.append(part) }
  return parts.joined(separator: " & ")
}

/// `name` without the backticks that let it be a keyword.
func unticked(_ name: String) -> String {
  String(name.filter { $0 != "`" })
}

/// The protocols and classes a constraint lists, with commas (`Codable, Hashable`) or as a
/// composition (`Codable & Hashable`).
private func constraintParts(_ constraint: String?) -> [String] {
  splitRequirements(constraint ?? "").flatMap(splitComposition)
}

/// `A & B` as `["A", "B"]`.
func splitComposition(_ type: String) -> [String] {
  splitRequirements(type, separator: "&")
}

/// A `where` clause's requirements, split at top-level commas (or `separator`).
private func splitRequirements(_ text: String) -> [String] {
  splitRequirements(text, separator: ",")
}

private func splitRequirements(_ text: String, separator: Character) -> [String] {
  var parts: [String] = []
  var current = ""
  var depth = 0
  for character in text {
    switch character {
    case "(", "[", "<": depth += 1
    case ")", "]", ">": depth -= 1
    default: break
    }
    if character == separator && depth == 0 {
      parts.append(current)
      current = ""
    } else {
      current.append(character)
    }
  }
  parts.append(current)
  return parts.map { part in
    String(part.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
  }.filter { !$0.isEmpty }
}

/// `type` without the `sending` a result type may start with: `Box` for `sending Box`.
func withoutSending(_ type: String) -> String {
  let tokens = Tokenizer.tokenize(type)
  guard tokens.first?.text == "sending" else { return type }
  return TypeRenderer.render(Array(tokens.dropFirst()))
}
