/// Writes a MockKit mock for each protocol: a `final class Mock<Name>` with one spy per
/// requirement, formatted like the hand-written mocks in `Examples/`.
///
/// ```swift
/// let result = ProtocolParser.parse(source, path: "UserFetching.swift")
/// let generator = MockGenerator(modulesUnderTest: ["ExampleServices"])
/// print(generator.generate(result.protocols))
/// ```
///
/// ## Spies
///
/// - A method gets a `Spy`, or a `ThrowingSpy` when it throws, named after its base name
///   (`user` for `user(id:)`). Its input is the parameter type, an unlabeled tuple for
///   several, `Void` for none; its output is the return type or `Void`.
/// - A method without parameters gets `<name>Spy`, since a property named like a method
///   without parameters cannot sit next to it.
/// - Overloads sharing a base name get `<name>By<FirstLabel>` (the internal name when the
///   label is `_`); when that is the same, `<name>By<AllLabels>`; when those are the same
///   too, the labels followed by the parameter types (`recordByValueInt`), and the spies'
///   names in messages show the types (`record(value: Int)`). A name that still collides
///   gets a number, in declaration order.
/// - A property gets `<name>Getter`, a `Spy<Void, Type>` (a `ThrowingSpy` for
///   `{ get throws }`), and when settable `<name>Setter`, a `Spy<Type, Void>` that
///   records each value set. A value set becomes what the getter answers next (its
///   `returns`), as with a stored property.
/// - A property whose type has no `MockDefaultValue` that MockKit provides (anything but
///   optionals, `Bool`, `String`, numbers, arrays, sets, dictionaries and `Data`) would
///   leave an unstubbed getter nothing to answer, which stops the test process. So the
///   mock's initializer takes its initial value (`MockLogHandler(logLevel: .info)`), and
///   a forgotten value is a compile error. Static properties, throwing getters, types
///   that mention `Self` and properties inside `#if` blocks are left out.
/// - A subscript gets `subscriptGetter` and, when settable, `subscriptSetter`, whose
///   input ends with the new value; overloads get `subscriptBy<FirstName>Getter`.
/// - An initializer gets `initializer`, a `Spy` that records the arguments of the
///   `init` that created the mock; a parameter named and typed like a property becomes
///   what that property's getter answers. The mock also keeps a plain `init()`, or the
///   initializer that takes its properties' initial values.
/// - `static` requirements get `static` spies, shared by every test in the process; in a
///   generic mock, `static var`s that `StaticSpies` answers with one spy per concrete
///   mock type.
/// - A generic initializer records its arguments as a generic method does.
///
/// ## Arguments a spy cannot keep as they are
///
/// - `inout` parameters are recorded with the value passed in; the mock leaves them
///   unchanged. Variadic parameters are recorded as an array.
/// - A non-escaping closure (also one typed by a type alias of a function type) cannot
///   outlive the call, so the mock lends it to the spy while the call runs: inside
///   `withoutActuallyEscaping`, in a `ClosureArgument` that `ClosureArgument.during`
///   empties before the method returns. An answer calls it with `.closure`. A closure
///   whose type uses a generic parameter of the method is lent as a
///   `ClosureArgument<Any>`.
/// - An autoclosure is called once and its value recorded, as the caller wrote it, when
///   the method's effects allow it (an `async` one in an `async` method, a throwing one in
///   a method that throws any error or rethrows); otherwise it is lent like a closure.
/// - A value of a type not proven `Sendable` is recorded in an `UncheckedArgument`, and a
///   result of one is answered through an `UncheckedArgument`: proven are the standard
///   library's and Foundation's value types, the types ``sendableTypes`` names, protocols
///   given that inherit `Sendable`, the mock's generic parameters and compositions of
///   those; ``notSendableTypes`` are never `Sendable`. Generating from the files read fills
///   both: a type they declare or extend `Sendable`, also through a protocol of theirs
///   that inherits `Sendable`, is proven.
/// - Escaping closures that are not `@Sendable` are recorded in an `UncheckedArgument`.
/// - A value of a method's generic parameter is recorded as `any Sendable` when the
///   parameter is `Sendable`, as `Any.Type` for `T.Type`, and otherwise in an
///   `UncheckedArgument<Any>`; a parameter pack (`repeat each Value`) as the tuple of its
///   values, `(repeat each values)`, in an `UncheckedArgument<Any>`.
/// - A return type that uses a generic parameter makes the spy's output
///   `(any Sendable)?`: stub it with a value of the type the caller asks for.
/// - `throws(E)` keeps its type: stub it with `.throws(anE)`.
/// - A span is recorded as a copy of what it views (`[UInt8]` for a `RawSpan`); a value
///   of a type that cannot be copied or escape is left out of what the spy records, and a
///   result of one is not mocked, unless a closure parameter of the form `() -> Result`
///   makes a result that may be non-copyable. `sending` stays on the member only.
///
/// ## Names
///
/// The generated file imports MockKit beside the mocked module and the modules its
/// files import, and any two of them may declare the same name. So no name in it
/// depends on the others:
///
/// - Every MockKit name is written with its module: `MockKit.Spy`, `MockKit.ThrowingSpy`,
///   `MockKit.UncheckedArgument`.
/// - With one module in ``modulesUnderTest``, every name that module declares at the top
///   level is written with its module too: `Shop.Order`, `Shop.Scope`. The protocol's
///   associated types, type aliases and generic parameters are written as declared.
/// - A protocol nested in a type, or in an extension of one, names the type's other nested
///   types without the type; its mock writes them with it: `Shop.Transport.Configurator`.
/// - A name that one other module read declares (a context module, see
///   ``generateFile(parsing:contextModules:reading:selecting:)``), and that the file
///   imports, is written with that module: `Lifecycle.Service`.
/// - A name that after a dot would name a metatype (`Type`, `Protocol`) gets backticks:
///   ``Shop.`Type` ``.
/// - A protocol or requirement behind `@_spi(Wire)`, or a type behind it that a
///   requirement names, makes the file import the modules under test with
///   `@_spi(Wire)`.
///
/// ## Access
///
/// The mocks are internal by default. With ``accessLevel`` `public` (or `package`), for a
/// test-support library that several test targets share, the class, an `init()` when the
/// mock has no other initializer, the spies, the type aliases and the requirements'
/// implementations are `public`; an actor mock's spies are `nonisolated` too, since
/// another module reads them. A protocol less visible than its mock would be is skipped
/// with a warning, so the file never needs `@testable import`. A public mock that needs an
/// `@_spi` group is behind every group it needs (`@_spi(Wire) public final class`).
///
/// ## Contract requirements and forwarding
///
/// With ``writesContractRequirements`` (`--contracts`), each mock also gets:
///
/// - `Requirements`, an enum with `Contract`, the `ProtocolContract` of the protocol's
///   existential, and one `Contract.Requirement` per spy, named like the spy, of the spy's
///   `Input` and `Output`, that calls the requirement on any conformer with a spy's
///   arguments (unwrapping those in an `UncheckedArgument`, and wrapping a result the spy
///   answers in one);
/// - `forwardCalls(to fake: some P & Sendable)`, which makes each spy answer by making the
///   same call on the fake.
///
/// A requirement that cannot be called that way is left out of both, and each mock's are
/// listed in one warning with their reasons: generic methods (their spies erase the types),
/// non-escaping closures (lent only during the call), `inout`, variadic, non-copyable and
/// `Never` parameters, `rethrows`, `mutating` methods and getters, setters of a protocol
/// that does not require a class, requirements that use `Self`, deprecated, limited by
/// `@available(macOS 15, *)` or isolated to a global actor, `static` requirements and
/// initializers. An actor protocol, a `@MainActor` protocol and one declaring
/// `forwardCalls(to:)` or `Requirements` itself get neither, with a warning that says why;
/// a protocol with associated types gets `forwardCalls(to:)`, for a fake whose associated
/// types are the mock's, and `Requirements` over `any P<A>` when they are all primary
/// (marked available from macOS 13 and iOS 16, which run such a type), otherwise a warning.
///
/// ## Protocols
///
/// - `associatedtype`s become the mock's generic parameters, constrained as declared
///   and to `Sendable`: `MockRepository<Item: Identifiable & Sendable>`.
/// - Requirements of inherited protocols declared in the files read are included, also
///   through a type alias, and so are those of the standard library's literal protocols,
///   `TextOutputStream`, `LosslessStringConvertible`, `IteratorProtocol`,
///   `AsyncIteratorProtocol`, `RandomNumberGenerator` and `CodingKey`; `Equatable` and
///   `Hashable` are implemented by identity, the descriptions by spies, `TextOutputStreamable` by a spy that records the stream,
///   `CustomReflectable` by a mirror without children; `Actor` makes the mock an actor.
/// - A method that a protocol redeclares from a parent with fewer effects (without `throws`
///   or `async`) is implemented once, as the child declares it. A generic member that
///   passes `Self` to another generic type, and that an extension of its protocol in the
///   files read implements, is left to that implementation: a class implementing it would
///   require its own conformance while Swift checks it.
/// - `#if` blocks around a protocol or between requirements are repeated in the mock.
/// - The mock is `@MainActor` when the protocol is, and `Sendable` otherwise; it repeats
///   the protocol's `@available` attributes.
public struct MockGenerator: Sendable {
  /// Modules to import besides `MockKit`, such as those the protocols' files import.
  public var imports: [String]
  /// Modules whose protocols are mocked: imported with `@testable` when a mocked
  /// protocol is not public.
  public var modulesUnderTest: [String]
  /// Imports inside `#if` blocks, each written out with its conditions, after `imports`.
  public var conditionalImports: [String] = []
  /// The command the header tells readers to run to regenerate the file.
  public var command: String
  /// What starts the header's second line, before ``command``: the line that
  /// ``StalenessCheck`` compares only up to the command.
  static let commandLinePrefix = "// To regenerate: "
  /// Types known not to be `Sendable`, which spies record in an `UncheckedArgument`.
  public var notSendableTypes: Set<String> = []
  /// Types known to be `Sendable`, besides the standard library's and Foundation's
  /// value types and the protocols given that are `Sendable`. A spy records a value of
  /// any other type in an `UncheckedArgument`, since the mock would not compile if that
  /// type were not `Sendable`.
  public var sendableTypes: Set<String> = []
  /// Types known to be non-copyable (`struct Token: ~Copyable`), besides the standard
  /// library's: a spy records a call without a value of one, and a requirement that
  /// returns one is not mocked.
  public var noncopyableTypes: Set<String> = []
  /// Types known to be non-escapable (`struct Window: ~Escapable`), besides the standard
  /// library's spans: a spy records a call without a value of one, and a requirement that
  /// returns one is not mocked.
  public var nonescapableTypes: Set<String> = []
  /// Types, type aliases and protocols declared deprecated in the files read, by path: a
  /// member of a mock that names one is marked `@available(*, deprecated)`, as for a
  /// deprecated requirement.
  var deprecatedTypes: Set<String> = []
  /// The paths of the types the files read declare (`Transport.Configurator`): a protocol
  /// nested in `Transport` names `Configurator` without `Transport`, which its mock, declared
  /// at the top level, writes.
  var declaredTypePaths: Set<String> = []
  /// Names the mocked module declares at the top level, besides the mocked protocols:
  /// with one module in ``modulesUnderTest``, they are written with its name
  /// (`Shop.Scope`), so that a name another imported module also declares is not
  /// ambiguous in the generated file.
  public var declaredTypeNames: Set<String> = []
  /// The names other modules declare at the top level and let other modules see, by
  /// module: a name that one of the
  /// modules the file imports declares, and no other of them, is written with its module
  /// (`Lifecycle.Service`), as are those of ``declaredTypeNames``.
  public var namesByModule: [String: Set<String>] = [:]
  /// The names that files read besides the mocked module's declare at the top level, when
  /// their module is not known: with ``declaredTypeNames`` and ``namesByModule``, the names
  /// that hide the standard library's types of the same name (Tracing's `Span`).
  var otherDeclaredTypeNames: Set<String> = []
  /// The methods and subscripts that the extensions of the files read implement, by the
  /// name of the type they extend: a requirement only its protocol's extension can
  /// implement is left to it.
  var implementedInExtensions: [String: Set<String>] = [:]
  /// The type aliases of the files read, by name, as written after `=`
  /// (`"Service": "Fetching & Caching"`): a protocol that inherits one inherits its
  /// parts.
  public var typeAliases: [String: String] = [:]
  /// How mocks are named: `MockPaymentProtocol` (``MockNaming/prefixed``, the default)
  /// or `MockPayment` (``MockNaming/droppingProtocolSuffix``) for `PaymentProtocol`.
  public var mockNaming = MockNaming.prefixed
  /// The `@_spi` groups of the mocked module's types declared behind `@_spi`, by name
  /// (`"Frame": ["Wire"]`): a file whose mocks name one imports the module with
  /// `@_spi(Wire)`, as it does for a protocol or requirement behind `@_spi`.
  public var spiGroupsByType: [String: [String]] = [:]
  /// Which modules can use the mocks: ``MockAccessLevel/internal`` (the default) for a
  /// test target's own, ``MockAccessLevel/public`` or ``MockAccessLevel/package`` for a
  /// test-support library that several test targets share.
  public var accessLevel = MockAccessLevel.internal
  /// Whether each mock also gets what a contract and a fake need: a nested `Requirements`
  /// enum with a `ProtocolContract.Requirement` per spy, of the spy's `Input` and
  /// `Output`, and `forwardCalls(to:)`, which makes every spy answer by calling a fake.
  /// The requirements they leave out are listed in one warning per mock.
  public var writesContractRequirements = false

  /// Creates a generator whose files import `imports` and `modulesUnderTest`, and name
  /// `command` in their header.
  public init(
    imports: [String] = [], modulesUnderTest: [String] = [], command: String = "mockkit generate"
  ) {
    self.imports = imports
    self.modulesUnderTest = modulesUnderTest
    self.command = command
  }

  /// Generates one file with a mock for each protocol that can be mocked, in the order
  /// given.
  ///
  /// - Parameter protocols: The protocols to mock; their inherited protocols are looked
  ///   up among them.
  /// - Returns: Swift source, ending with a newline.
  public func generate(_ protocols: [ProtocolDeclaration]) -> String {
    generateFile(for: protocols, knownProtocols: protocols).source
  }

  /// Generates one file with a mock for each protocol that can be mocked, and says
  /// which were left out and why.
  ///
  /// - Parameters:
  ///   - protocols: The protocols to mock, in the order their mocks are written.
  ///   - knownProtocols: Every protocol read, where inherited protocols are looked up.
  /// - Returns: The source, the protocols mocked, and a warning for each left out.
  public func generateFile(
    for protocols: [ProtocolDeclaration], knownProtocols: [ProtocolDeclaration]
  ) -> GeneratedMocks {
    let known = Self.byInheritedName(protocols + knownProtocols)
    let qualified = qualifiedNames(mocking: protocols)
    let protocolsNotSendable = Self.protocolsNotSendable(protocols + knownProtocols)
    let sendable = sendableTypes.union(known.keys.filter { !protocolsNotSendable.contains($0) })
    let notSendable = notSendableTypes.union(protocolsNotSendable)
    let hiddenStandardNames = declaredTypeNames.union(otherDeclaredTypeNames)
      .union(namesByModule.values.joined()).union(known.values.map(\.name))
    let moduleNames = Set(modulesUnderTest + namesByModule.keys + ["Swift", "Foundation"])
    var blocks: [[String]] = []
    var mocked: [ProtocolDeclaration] = []
    var warnings: [String] = []
    var mockedAt: [String: ProtocolDeclaration] = [:]
    var spiGroups: [String] = []
    for declaration in protocols {
      // Two modules read together may declare the same protocol; one mock class each
      // would be an invalid redeclaration.
      let key =
        mockNaming.mockName(of: declaration.name) + "\n"
        + declaration.conditions.flatMap { $0 }.joined(separator: "\n")
      if let first = mockedAt[key] {
        let reason =
          unticked(first.name) == unticked(declaration.name)
          ? "its mock would have the same name as the mock of the protocol at "
            + "\(first.path):\(first.line) (generate each module's mocks into a file of its own)"
          : "its mock would be named \(mockNaming.mockName(of: declaration.name)), as is the mock "
            + "of \(unticked(first.name)) at \(first.path):\(first.line) (keep the Protocol "
            + "suffix in mocks' names, or mock only one of the two)"
        warnings.append(
          "\(declaration.path):\(declaration.line): warning: mockkit skipped protocol "
            + "\(declaration.name): \(reason)")
        continue
      }
      guard accessLevel.canMock(declaration) else {
        warnings.append(accessWarning(declaration))
        continue
      }
      var writer = MockWriter(
        declaration: declaration, known: known, notSendable: notSendable, sendable: sendable,
        qualified: qualified, typeAliases: typeAliases, spiGroupsByType: spiGroupsByType,
        noncopyable: noncopyableTypes, nonescapable: nonescapableTypes,
        mockName: mockNaming.mockName(of: declaration.name))
      writer.accessLevel = accessLevel
      writer.hiddenStandardNames = hiddenStandardNames
      writer.implementedInExtensions = implementedInExtensions
      writer.moduleNames = moduleNames
      writer.deprecatedTypes = deprecatedTypes
      writer.declaredTypePaths = declaredTypePaths
      writer.writesContractRequirements = writesContractRequirements
      switch writer.write() {
      case .success(let mock):
        blocks.append(mock.lines)
        warnings += mock.forwardingWarnings
        for group in mock.spiGroups where !spiGroups.contains(group) { spiGroups.append(group) }
        mocked.append(declaration)
        mockedAt[key] = declaration
      case .failure(let problems):
        warnings += problems.lines
      }
    }
    var lines = [
      "// Generated by `mockkit generate`. Do not edit: changes are lost when it runs again.",
      Self.commandLinePrefix + command,
      "",
    ]
    // A public or package mock implements only protocols visible without `@testable`,
    // which a release build could not compile.
    lines += importLines(
      isTestable: accessLevel == .internal && mocked.contains { !$0.isPublic },
      spiGroups: spiGroups)
    for block in blocks {
      lines.append("")
      lines += block
    }
    return GeneratedMocks(
      source: lines.joined(separator: "\n") + "\n",
      mockedProtocols: mocked.map(\.name),
      warnings: warnings
    )
  }

  /// Why `declaration` gets no mock at ``accessLevel``: the mock's members would be more
  /// visible than the protocol and the types it names.
  private func accessWarning(_ declaration: ProtocolDeclaration) -> String {
    let visible = accessLevel == .package ? "package or public" : "public"
    let access = declaration.accessLevel ?? "internal"
    // A package protocol's mocks can be package ones, seen by every module of the package.
    let fitting = access == "package" ? "package" : "internal"
    return "\(declaration.path):\(declaration.line): warning: mockkit skipped protocol "
      + "\(declaration.name): it is \(access), so its mock cannot have \(accessLevel.rawValue) "
      + "access (make the protocol \(visible), or generate \(fitting) mocks: --access \(fitting))"
  }

  /// `Module.Name` for each name that the mocked module, or one module the file imports,
  /// declares.
  ///
  /// The generated file imports MockKit, the mocked module and the modules its files
  /// import; any two of them may declare the same name (`Scope`, `Resolver`, `Data`).
  /// MockKit's names are always written qualified, and the others here, so that no name in
  /// the file depends on which other modules are imported: each with the module that
  /// declares it, the mocked module's first, as in its own source. A name that two imported
  /// modules declare is left as written, as is every name of a module named like a type
  /// one of them declares (`Shop.Order` would look up `Order` in the type `Shop`), and
  /// every other module's name when the file imports a module that was not read (it may
  /// declare the same name) or the name is a standard type's.
  private func qualifiedNames(mocking protocols: [ProtocolDeclaration]) -> [String: String] {
    let underTest = modulesUnderTest.count == 1 ? modulesUnderTest.first : nil
    let ownNames = declaredTypeNames.union(protocols.map { $0.enclosingTypes.first ?? $0.name })
    var declaring: [String: [String]] = [:]
    // A module imported but not read may declare any name, so another module's names are
    // qualified only when every module imported was read or ships with the toolchain.
    let conditional = ParseResult.modules(importedIn: conditionalImports)
    let unread = (imports + conditional).filter { module in
      module != underTest && module != "MockKit" && namesByModule[module] == nil
        && !Self.toolchainModules.contains(module)
    }
    for module in Set(imports) where module != underTest && unread.isEmpty {
      for name in namesByModule[module, default: []]
      where !TypeAnalysis.sendableStandardTypes.contains(name) {
        declaring[name, default: []].append(module)
      }
    }
    var typeNames = Set(declaring.keys)
    if underTest != nil { typeNames.formUnion(ownNames) }
    var map: [String: String] = [:]
    for (name, modules) in declaring where modules.count == 1 && !typeNames.contains(modules[0]) {
      map[name] = modules[0] + "." + TypeAnalysis.member(name)
    }
    guard let module = underTest, !typeNames.contains(module) else { return map }
    for name in ownNames { map[name] = module + "." + TypeAnalysis.member(name) }
    return map
  }

  /// Modules that ship with the toolchain or the platform, whose names a module read is
  /// taken not to redeclare: importing one does not keep other modules' names from being
  /// qualified.
  static let toolchainModules: Set<String> = [
    "Swift", "_Concurrency", "Foundation", "FoundationEssentials",
    "FoundationInternationalization", "FoundationNetworking", "Dispatch", "Synchronization",
    "Glibc", "Musl", "Bionic", "Android", "Darwin", "WinSDK", "ucrt", "os", "Observation",
    "CoreFoundation",
  ]

  /// The imports, sorted by module; the modules under test with `@testable` when
  /// `isTestable`, and with each of `spiGroups` (`@_spi(Wire) import Shop`): a group the
  /// module does not declare is no error.
  private func importLines(isTestable: Bool, spiGroups: [String]) -> [String] {
    var modules: [String: Bool] = ["MockKit": false]
    for module in imports where modules[module] == nil { modules[module] = false }
    var underTest: Set<String> = []
    for module in modulesUnderTest where module != "MockKit" {
      modules[module] = isTestable
      underTest.insert(module)
    }
    let spi = spiGroups.sorted().map { "@_spi(\($0)) " }.joined()
    let plain = modules.keys.sorted().map { module in
      (underTest.contains(module) ? spi : "")
        + (modules[module] == true ? "@testable import " : "import ") + module
    }
    return plain + conditionalImports
  }
}

/// A generated file: its source, which protocols it mocks, and why others were left out.
public struct GeneratedMocks: Equatable, Sendable {
  /// The Swift source, ending with a newline.
  public var source: String
  /// The names of the protocols mocked, in order.
  public var mockedProtocols: [String]
  /// One `path:line: warning: …` line per reason a protocol was left out.
  public var warnings: [String]

  /// Creates a generated file; ``MockGenerator`` makes them.
  public init(source: String, mockedProtocols: [String], warnings: [String]) {
    self.source = source
    self.mockedProtocols = mockedProtocols
    self.warnings = warnings
  }
}

extension MockGenerator {
  /// Parses `files` and generates the mocks of the protocols `isSelected` accepts, as
  /// `mockkit generate` does.
  ///
  /// The modules the selected protocols' files import are imported too; every
  /// protocol read is available as an inherited protocol.
  ///
  /// - Parameters:
  ///   - files: Each file's path, used in warnings, and contents, in the order to read.
  ///   - context: More files, read only for the protocols the mocked ones inherit and for
  ///     which types are `Sendable`.
  ///   - isSelected: Whether to mock a protocol; all are mocked by default.
  /// - Returns: The generated file, with the parser's warnings about the files and the
  ///   generator's about the selected protocols.
  public func generateFile(
    parsing files: [(path: String, contents: String)],
    alsoReading context: [(path: String, contents: String)] = [],
    selecting isSelected: (ProtocolDeclaration) -> Bool = { _ in true }
  ) -> GeneratedMocks {
    generateFile(
      from: parsedAsModuleUnderTest(files),
      context: context.map { ParsedFile(path: $0.path, contents: $0.contents, module: nil) },
      selecting: isSelected)
  }

  /// Parses `files`, and the modules of `contextModules` they need, and generates the mocks
  /// of the protocols of `files` that `isSelected` accepts.
  ///
  /// With one module in ``modulesUnderTest``, `files` are that module's. Each module of
  /// `contextModules` that a file read imports is read too, through `read`, and so on for
  /// the modules its files import: its protocols are available as inherited protocols, its
  /// types' `Sendable` conformances are known, and a name it declares is written with its
  /// module (`Lifecycle.Service`) when the file imports it. The file imports the module of
  /// each protocol a mock inherits.
  ///
  /// - Parameters:
  ///   - files: Each file's path, used in warnings, and contents, in the order to read.
  ///   - contextModules: The modules that may be read, by name, when a file read imports
  ///     them.
  ///   - read: The files of a module of `contextModules`, called once for each module read.
  ///   - isSelected: Whether to mock a protocol; all are mocked by default.
  /// - Returns: The generated file, with the parser's warnings about `files` and the
  ///   generator's about the selected protocols.
  /// - Throws: What `read` throws.
  public func generateFile(
    parsing files: [(path: String, contents: String)],
    contextModules: Set<String>,
    reading read: (String) throws -> [(path: String, contents: String)],
    selecting isSelected: (ProtocolDeclaration) -> Bool = { _ in true }
  ) rethrows -> GeneratedMocks {
    let parsed = parsedAsModuleUnderTest(files)
    var context = ModuleContext()
    try context.readModules(
      importedBy: parsed, among: contextModules.subtracting(modulesUnderTest), reading: read)
    return generateFile(from: parsed, context: context.files, selecting: isSelected)
  }

  /// `files` parsed, as files of the module under test when there is one.
  private func parsedAsModuleUnderTest(_ files: [(path: String, contents: String)])
    -> [ParsedFile]
  {
    let module = modulesUnderTest.count == 1 ? modulesUnderTest.first : nil
    return files.map { ParsedFile(path: $0.path, contents: $0.contents, module: module) }
  }

  /// Generates the mocks of the protocols of `files` that `isSelected` accepts, with
  /// `context` read for what they need.
  func generateFile(
    from files: [ParsedFile], context: [ParsedFile],
    selecting isSelected: (ProtocolDeclaration) -> Bool
  ) -> GeneratedMocks {
    var all: [ProtocolDeclaration] = []
    var selected: [ProtocolDeclaration] = []
    var fileWarnings: [String] = []
    var generator = self
    var sendability = SendabilityFacts()
    var importsByPath: [String: ParseResult] = [:]
    // The mocked files first: a protocol of theirs hides another module's of its name.
    for file in files {
      let result = file.result
      if !result.protocols.isEmpty { importsByPath[file.path] = result }
      sendability.merge(result.sendability)
      generator.noncopyableTypes.formUnion(result.noncopyableTypes)
      generator.deprecatedTypes.formUnion(result.deprecatedTypes)
      generator.declaredTypePaths.formUnion(result.nestedTypeAliases)
      generator.nonescapableTypes.formUnion(result.nonescapableTypes)
      fileWarnings += result.warnings
      generator.declaredTypeNames.formUnion(result.declaredTypeNames)
      generator.spiGroupsByType.merge(result.spiGroupsByType) { $0 + $1 }
      generator.implementedInExtensions.merge(result.implementedInExtensions) { $0.union($1) }
      let protocols = file.protocols
      all += protocols
      let chosen = protocols.filter(isSelected)
      if !chosen.isEmpty {
        generator.imports += result.imports.filter { !generator.imports.contains($0) }
        generator.conditionalImports += result.conditionalImports.filter {
          !generator.conditionalImports.contains($0)
        }
      }
      selected += chosen
    }
    for file in context {
      let result = file.result
      all += file.protocols
      sendability.merge(result.sendability)
      generator.noncopyableTypes.formUnion(result.noncopyableTypes)
      generator.deprecatedTypes.formUnion(result.deprecatedTypes)
      generator.declaredTypePaths.formUnion(result.nestedTypeAliases)
      generator.nonescapableTypes.formUnion(result.nonescapableTypes)
      generator.implementedInExtensions.merge(result.implementedInExtensions) { $0.union($1) }
      if !result.protocols.isEmpty, importsByPath[file.path] == nil {
        importsByPath[file.path] = result
      }
      if let module = file.module {
        generator.namesByModule[module, default: []].formUnion(result.visibleTypeNames)
      } else {
        generator.otherDeclaredTypeNames.formUnion(result.declaredTypeNames)
      }
    }
    // The protocols the selected ones inherit are imported from their modules, and their
    // files may import what their requirements use.
    for parent in Self.inheritedProtocols(of: selected, among: all) {
      if let module = parent.module, !generator.imports.contains(module),
        !generator.modulesUnderTest.contains(module)
      {
        generator.imports.append(module)
      }
      guard let result = importsByPath[parent.path] else { continue }
      generator.imports += result.imports.filter {
        !generator.imports.contains($0) && !generator.modulesUnderTest.contains($0)
      }
      generator.conditionalImports += result.conditionalImports.filter {
        !generator.conditionalImports.contains($0)
      }
    }
    generator.typeAliases.merge(sendability.resolvedTypeAliases) { first, _ in first }
    generator.notSendableTypes.formUnion(sendability.notSendable)
    generator.sendableTypes.formUnion(sendability.sendable)
    generator.declaredTypePaths.formUnion(sendability.declaredTypes)
    var generated = generator.generateFile(for: selected, knownProtocols: all)
    generated.warnings = fileWarnings + generated.warnings
    return generated
  }

  /// `protocols` by each name a protocol inheriting one may write
  /// (``ProtocolDeclaration/namesToInheritBy``); the first of a name wins.
  static func byInheritedName(_ protocols: [ProtocolDeclaration]) -> [String: ProtocolDeclaration] {
    var byName: [String: ProtocolDeclaration] = [:]
    for declaration in protocols {
      for name in declaration.namesToInheritBy where byName[name] == nil {
        byName[name] = declaration
      }
    }
    return byName
  }

  /// The protocols `selected` inherits, directly or not, among `protocols`, in the order
  /// first met.
  static func inheritedProtocols(
    of selected: [ProtocolDeclaration], among protocols: [ProtocolDeclaration]
  ) -> [ProtocolDeclaration] {
    let byName = byInheritedName(protocols)
    var visited: Set<String> = Set(selected.map(\.name))
    var pending = selected
    var parents: [ProtocolDeclaration] = []
    while let declaration = pending.popLast() {
      for inherited in declaration.inheritedTypes.flatMap({ $0.split(separator: "&") }) {
        let name = inherited.split(separator: " ").joined(separator: " ")
        guard let parent = byName[name], visited.insert(parent.name).inserted else { continue }
        parents.append(parent)
        pending.append(parent)
      }
    }
    return parents
  }

  /// The protocols whose existentials are not `Sendable`: neither they nor a protocol
  /// they inherit (among `protocols`) is `Sendable` or an actor. A protocol isolated to a
  /// global actor makes its conformers `Sendable`, not its existential: Swift says
  /// "type 'any Coordinator' does not conform to the 'Sendable' protocol".
  static func protocolsNotSendable(_ protocols: [ProtocolDeclaration]) -> Set<String> {
    let byName = byInheritedName(protocols)
    var memo: [String: Bool] = [:]
    func isSendable(_ name: String, _ visiting: Set<String>) -> Bool {
      if let known = memo[name] { return known }
      // Deeper than any real hierarchy: taken as unknown rather than recursed into.
      guard visiting.count < MockWriter.maximumInheritanceDepth else { return true }
      // A protocol not read is not proven `Sendable`, so neither is one inheriting it.
      guard let declaration = byName[name], !visiting.contains(name) else {
        return ["Sendable", "Swift.Sendable", "Actor", "Error", "Swift.Error"].contains(name)
      }
      let result =
        declaration.inheritedTypes.contains { inherited in
          inherited.split(separator: "&").contains { part in
            let trimmed = part.split(separator: " ").joined(separator: " ")
            return isSendable(trimmed, visiting.union([name]))
          }
        }
      memo[name] = result
      return result
    }
    return Set(byName.keys.filter { !isSendable($0, []) })
  }
}
