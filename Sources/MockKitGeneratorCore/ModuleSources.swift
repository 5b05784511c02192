/// A module's Swift files, from which ``MockGenerator/generateFiles(for:listedIn:)``
/// writes that module's mocks.
public struct ModuleSources: Sendable {
  /// The module's name, which the generated file imports.
  public var name: String
  /// Each file's path, used in messages, and contents.
  public var files: [(path: String, contents: String)]
  /// Whether the module's protocols marked `// mockkit:mock` are mocked, besides those a
  /// ``MocksFile`` names: MockKitPlugin mocks them in the modules of the test target's
  /// own package, not in other packages'.
  public var mocksMarkedProtocols: Bool

  /// Creates a module's sources.
  public init(
    name: String, files: [(path: String, contents: String)], mocksMarkedProtocols: Bool = false
  ) {
    self.name = name
    self.files = files
    self.mocksMarkedProtocols = mocksMarkedProtocols
  }
}

/// One file of mocks per module, and what kept a ``MocksFile``'s protocols from being
/// mocked.
public struct GeneratedModules: Equatable, Sendable {
  /// Each module's mocks, in the order the modules were given; a module with nothing to
  /// mock still gets a file, which imports it and declares nothing.
  public var files: [(module: String, mocks: GeneratedMocks)]
  /// A problem per line of the ``MocksFile`` that names a module not given, a protocol
  /// its module does not declare, or one that cannot be mocked, in the order of the
  /// lines. When there is one, the files must not be used: the build fails.
  public var problems: [MocksFile.Problem]

  /// Whether both have the same files and problems.
  public static func == (lhs: GeneratedModules, rhs: GeneratedModules) -> Bool {
    lhs.problems == rhs.problems && lhs.files.map(\.module) == rhs.files.map(\.module)
      && lhs.files.map(\.mocks) == rhs.files.map(\.mocks)
  }
}

extension MockGenerator {
  /// Generates one file of mocks per module, reading only the modules given: see
  /// ``generateFiles(for:listedIn:contextModules:reading:)``.
  public func generateFiles(for modules: [ModuleSources], listedIn list: MocksFile?)
    -> GeneratedModules
  {
    generateFiles(for: modules, listedIn: list, contextModules: []) { _ in [] }
  }

  /// Generates one file of mocks per module: the protocols `list` names in it and, when
  /// the module ``ModuleSources/mocksMarkedProtocols``, its marked ones.
  ///
  /// The list's ``MocksFile/mockNaming`` and ``MocksFile/accessLevel``, when it gives
  /// them, replace the generator's; its ``MocksFile/writesContractRequirements`` turns
  /// the generator's on.
  ///
  /// Each file imports its module and qualifies that module's names (see ``MockGenerator``),
  /// as a file generated with one `--import` does. ``command`` is each file's regenerate
  /// hint.
  ///
  /// The modules given are read for each other's mocks, for the protocols they inherit and
  /// which types are `Sendable`; so is each module of `contextModules` that a module read
  /// imports, through `read`, and each that one imports in turn. Their names are written
  /// with the module that declares them, which the file imports where a mock needs it.
  ///
  /// - Parameters:
  ///   - modules: The modules whose protocols may be mocked. Only the files of a module
  ///     that `list` names, or whose marked protocols are mocked, are read.
  ///   - list: The protocols to mock, or `nil` for the marked ones alone.
  ///   - contextModules: The modules that may be read, by name, when a module read imports
  ///     them: those the target depends on, directly or not.
  ///   - read: The files of a module of `contextModules`, called once for each module read.
  /// - Returns: A file per module, with the parser's and generator's warnings about the
  ///   protocols mocked (a warning about a protocol the list names is a problem instead),
  ///   and a problem per entry of `list` that names no module given, no protocol its
  ///   module declares, or a protocol that cannot be mocked (also because a module given
  ///   before has a protocol of its name mocked).
  /// - Throws: What `read` throws.
  public func generateFiles(
    for modules: [ModuleSources], listedIn list: MocksFile?, contextModules: Set<String>,
    reading read: (String) throws -> [(path: String, contents: String)]
  ) rethrows -> GeneratedModules {
    if let naming = list?.mockNaming, naming != mockNaming {
      var generator = self
      generator.mockNaming = naming
      return try generator.generateFiles(
        for: modules, listedIn: list, contextModules: contextModules, reading: read)
    }
    if let level = list?.accessLevel, level != accessLevel {
      var generator = self
      generator.accessLevel = level
      return try generator.generateFiles(
        for: modules, listedIn: list, contextModules: contextModules, reading: read)
    }
    if list?.writesContractRequirements == true, !writesContractRequirements {
      var generator = self
      generator.writesContractRequirements = true
      return try generator.generateFiles(
        for: modules, listedIn: list, contextModules: contextModules, reading: read)
    }
    let entries = list?.entries ?? []
    let path = list?.path ?? MocksFile.fileName
    let moduleNames = modules.map(\.name)
    var problems: [MocksFile.Problem] = []
    func report(_ entry: MocksFile.Entry, _ description: String) {
      problems.append(MocksFile.Problem(line: entry.line, description: description))
    }
    let dependedOn = moduleNames.isEmpty ? "none" : moduleNames.sorted().joined(separator: ", ")
    for entry in entries where !moduleNames.contains(entry.module) {
      report(
        entry,
        """
        \(path):\(entry.line): error: \(entry.module).\(entry.protocolName) names module \
        \(entry.module), which this target does not depend on.
          Modules it depends on: \(dependedOn)
          To fix: correct the module's name, or add the product or target that declares \
        \(entry.module) to the target's dependencies in Package.swift.
        """)
    }

    var parsedModules: [String: [ParsedFile]] = [:]
    var context = ModuleContext()
    for module in modules where !module.files.isEmpty {
      let parsed = module.files.map {
        ParsedFile(path: $0.path, contents: $0.contents, module: module.name)
      }
      parsedModules[module.name] = parsed
      context.add(parsed, of: module.name)
    }
    try context.readModules(
      importedBy: [], among: contextModules.subtracting(parsedModules.keys), reading: read)

    var files: [(module: String, mocks: GeneratedMocks)] = []
    // The mocks of every module land in the same target: by mock name, the protocol
    // mocked first, and its module.
    var mockedBefore: [String: (declaration: ProtocolDeclaration, module: String)] = [:]
    for module in modules {
      let wanted = entries.filter { $0.module == module.name }
      var generator = self
      generator.modulesUnderTest = [module.name]
      guard module.mocksMarkedProtocols || !wanted.isEmpty else {
        files.append((module.name, generator.generateFile(for: [], knownProtocols: [])))
        continue
      }
      let wantedNames = Set(wanted.map(\.protocolName))
      var found: [ProtocolDeclaration] = []
      var clashes:
        [(declaration: ProtocolDeclaration, first: ProtocolDeclaration, module: String)] =
          []
      let own = parsedModules[module.name] ?? []
      let others = context.files.filter { $0.module != module.name }
      var mocks = generator.generateFile(from: own, context: others) { declaration in
        found.append(declaration)
        guard
          (module.mocksMarkedProtocols && declaration.isMarked)
            || wantedNames.contains(declaration.qualifiedName)
        else { return false }
        if let first = mockedBefore[mockName(of: declaration)] {
          clashes.append((declaration, first.declaration, first.module))
          return false
        }
        return true
      }
      for clash in clashes where !wantedNames.contains(clash.declaration.qualifiedName) {
        mocks.warnings.append(
          "\(clash.declaration.path):\(clash.declaration.line): warning: mockkit skipped "
            + "protocol \(clash.declaration.name): its mock would have the same name as the "
            + "mock of \(clash.module).\(clash.first.qualifiedName), declared at "
            + "\(clash.first.path):\(clash.first.line), in the same target")
      }
      for entry in wanted {
        let declarations = found.filter { $0.qualifiedName == entry.protocolName }
        if declarations.isEmpty {
          report(entry, unknownProtocolError(entry, in: module.name, among: found, path: path))
        } else if let clash = clashes.first(where: {
          $0.declaration.qualifiedName == entry.protocolName
        }) {
          report(
            entry,
            """
            \(path):\(entry.line): error: \(entry.module).\(entry.protocolName) cannot be \
            mocked beside \(clash.module).\(clash.first.qualifiedName): both mocks would be \
            named \(mockName(of: clash.declaration)).
              Declared at: \(clash.declaration.path):\(clash.declaration.line)
              Mocked already: \(clash.first.path):\(clash.first.line)
              To fix: mock only one of them here, and write the other mock by hand.
            """)
        } else if !declarations.contains(where: { mocks.mockedProtocols.contains($0.name) }) {
          let reasons = Self.takeReasons(for: declarations, from: &mocks.warnings)
          let declaredAt = declarations.map { "\($0.path):\($0.line)" }
          report(
            entry,
            """
            \(path):\(entry.line): error: \(entry.module).\(entry.protocolName) cannot be \
            mocked.
              Declared at: \(declaredAt.joined(separator: ", "))
              Reasons:
            \(reasons.map { "    " + $0 }.joined(separator: "\n"))
              To fix: remove this line, and write that mock by hand.
            """)
        }
      }
      for declaration in found where mocks.mockedProtocols.contains(declaration.name) {
        let name = mockName(of: declaration)
        if mockedBefore[name] == nil { mockedBefore[name] = (declaration, module.name) }
      }
      files.append((module.name, mocks))
    }
    return GeneratedModules(files: files, problems: problems.sorted { $0.line < $1.line })
  }

  /// The name of a protocol's mock, which two modules' protocols may share.
  private func mockName(of declaration: ProtocolDeclaration) -> String {
    mockNaming.mockName(of: declaration.name)
  }

  /// Removes the generator's warnings about `declarations` from `warnings`, and returns
  /// their reasons, each with the line of the requirement at fault.
  private static func takeReasons(
    for declarations: [ProtocolDeclaration], from warnings: inout [String]
  ) -> [String] {
    var reasons: [String] = []
    warnings.removeAll { warning in
      // `path:line: warning: mockkit skipped protocol Name: reason`.
      for declaration in declarations where warning.hasPrefix(declaration.path + ":") {
        let afterPath = warning.dropFirst(declaration.path.count + 1)
        let line = afterPath.prefix { $0.isNumber }
        let marker = ": warning: mockkit skipped protocol \(declaration.name): "
        guard !line.isEmpty, afterPath.dropFirst(line.count).hasPrefix(marker) else {
          continue
        }
        reasons.append(
          "\(declaration.path):\(line): \(afterPath.dropFirst(line.count + marker.count))")
        return true
      }
      return false
    }
    return reasons
  }

  private func unknownProtocolError(
    _ entry: MocksFile.Entry, in module: String, among found: [ProtocolDeclaration],
    path: String
  ) -> String {
    var names: [String] = []
    for declaration in found where !names.contains(declaration.qualifiedName) {
      names.append(declaration.qualifiedName)
    }
    let listed: String
    if names.isEmpty {
      listed = "  Protocols in \(module): none"
    } else if names.count <= Self.protocolsListed {
      listed = "  Protocols in \(module): " + names.sorted().joined(separator: ", ")
    } else {
      let closest = names.sorted {
        (editDistance($0, entry.protocolName), $0) < (editDistance($1, entry.protocolName), $1)
      }
      listed =
        "  Closest protocols in \(module): "
        + closest.prefix(Self.protocolsListed).joined(separator: ", ")
        + " (\(names.count) in all)"
    }
    return """
      \(path):\(entry.line): error: module \(module) declares no protocol \
      \(entry.protocolName).
      \(listed)
        To fix: correct the protocol's name; a protocol nested in a type is written with \
      the type (\(module).Outer.Inner).
      """
  }

  /// How many of a module's protocols an unknown-protocol error lists.
  private static let protocolsListed = 10
}

/// The number of single-character edits that turn `a` into `b`.
private func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a.lowercased())
  let b = Array(b.lowercased())
  var previous = Array(0...b.count)
  for (i, character) in a.enumerated() {
    var current = [i + 1]
    for (j, other) in b.enumerated() {
      current.append(
        Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (character == other ? 0 : 1)))
    }
    previous = current
  }
  return previous[b.count]
}
