/// A file the generator parsed, with the module that declares it when known.
struct ParsedFile {
  let path: String
  let module: String?
  let result: ParseResult

  /// Parses `contents`, read from `path`, as a file of `module`.
  init(path: String, contents: String, module: String?) {
    self.path = path
    self.module = module
    self.result = ProtocolParser.parse(contents, path: path)
  }

  /// The protocols it declares, each knowing its module.
  var protocols: [ProtocolDeclaration] {
    result.protocols.map { declaration in
      var declaration = declaration
      declaration.module = module
      return declaration
    }
  }
}

/// The modules read besides those whose protocols are mocked: for the protocols the mocked
/// ones inherit, for which types are `Sendable`, and for the module that declares each name.
///
/// A module is read only when a file already read imports it, so a target that depends on
/// a large graph of modules reads only those its mocked modules reach.
struct ModuleContext {
  /// The files read, in the order read.
  private(set) var files: [ParsedFile] = []
  private var readModules: Set<String> = []

  /// Adds files parsed already, such as another mocked module's.
  mutating func add(_ parsed: [ParsedFile], of module: String) {
    guard readModules.insert(module).inserted else { return }
    files += parsed
  }

  /// Reads, through `read`, each module of `available` that one of `importers` or a file
  /// read before imports (also inside `#if`), then each that those files import, until no
  /// file read imports one of `available` that is not read.
  mutating func readModules(
    importedBy importers: [ParsedFile], among available: Set<String>,
    reading read: (String) throws -> [(path: String, contents: String)]
  ) rethrows {
    // A module imported under `#if canImport(Module)` is read when it is available, as the
    // file then imports it.
    var pending = (importers + files).flatMap(\.result.importedModules)
    while let module = pending.popLast() {
      guard available.contains(module), readModules.insert(module).inserted else { continue }
      let parsed = try read(module).map {
        ParsedFile(path: $0.path, contents: $0.contents, module: module)
      }
      files += parsed
      pending += parsed.flatMap(\.result.importedModules)
    }
  }
}
