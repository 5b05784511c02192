import Foundation
import MockKitGeneratorCore

/// `mockkit generate <files or folders…> [--output <file>] [--import <module>] [--protocols A,B]`
let usage = """
  usage: mockkit generate [<file or folder> ...] [--output <file> [--check]] [--import <module>] \
  [--protocols <A,B>] [--marked] [--drop-protocol-suffix] [--access <level>] \
  [--contracts] [--regenerate-hint <text>] [--context-module <name> <file or folder> ...]
         mockkit generate --output <folder> [--check] [--config <file>] \
  (--module <name> | --marked-module <name>) <file or folder> ... [...] \
  [--context-module <name> <file or folder> ...]

    With no files or folders, generates mocks for the protocols marked
    `// mockkit:mock` in the library targets of the package in the current directory
    (or the nearest one above it), leaving out targets under Tests/.
    --output <file>     Write the mocks to <file> instead of standard output.
    --import <module>   Import <module>, the module the protocols belong to, in the
                        generated file (with @testable when a mocked protocol is not
                        public); repeatable.
    --protocols <A,B>   Generate mocks only for these protocols.
    --marked            Generate mocks only for protocols marked with a
                        `// mockkit:mock` comment.
    --drop-protocol-suffix
                        Name the mock of a protocol whose name ends in Protocol
                        without that suffix: MockPayment for PaymentProtocol.
    --access <level>    The access level of the mocks and of their initializers,
                        spies and members: internal (the default), package, or
                        public for a test-support library that test targets share.
    --contracts         Give each mock a Requirements enum, with the contract
                        requirement of each spy, and forwardCalls(to:), which makes
                        every spy answer by calling a fake; warn about each
                        requirement they leave out.
    --regenerate-hint <text>
                        What the header says to do to regenerate the file, instead
                        of repeating this command (with paths relative to the
                        current directory).
    --check             Write nothing: compare the mocks with the files --output
                        names, all but the command their header repeats, and if
                        one differs, print a unified diff and the command that
                        regenerates it, and exit with status 1.
    --context-module <name> <file or folder> ...
                        The files and folders that follow are the sources of module
                        <name>, read when a file read imports it: for the protocols
                        the mocked ones inherit, which types are Sendable, and the
                        module that declares each name. Its protocols are not
                        mocked; repeatable.

  One file per module, as MockKitPlugin generates them:
    --module <name> <file or folder> ...
                        The files and folders that follow are the sources of module
                        <name>, whose mocks are written to <name>Mocks.swift in the
                        --output folder; repeatable.
    --marked-module <name> <file or folder> ...
                        The same, and the module's protocols marked
                        `// mockkit:mock` are mocked too (--marked: every module's).
    --config <file>     Mock the protocols <file> names, one a line, each written
                        with its module (Logging.LogHandler; # starts a comment),
                        from the modules given. An error names each line that names
                        no such module or protocol, or one that cannot be mocked.
                        A line --drop-protocol-suffix, --access <level> or
                        --contracts there is that option.
  """

/// A command written wrong (an unknown option, a missing value): reported with the usage.
struct UsageError: Error {
  let message: String
}

/// A command written right whose input is not there or cannot be used (a file that does
/// not exist, a protocol not found): reported alone, since the usage would bury it.
struct InputError: Error {
  let message: String
}

struct Options {
  /// A module given with `--module`, `--marked-module` or `--context-module`, and the
  /// paths that follow it.
  struct Module {
    /// The option that gave it.
    let option: String
    let name: String
    var paths: [String] = []
    var mocksMarkedProtocols: Bool { option == "--marked-module" }
    /// Whether it is read only for what the mocked modules need, and gets no mocks.
    var isContext: Bool { option == "--context-module" }
  }

  var paths: [String] = []
  var output: String?
  var imports: [String] = []
  var protocols: [String]?
  var markedOnly = false
  var dropsProtocolSuffix = false
  var accessLevel = MockAccessLevel.internal
  var writesContractRequirements = false
  var regenerateHint: String?
  var modules: [Module] = []
  var configuration: String?
  /// Whether to compare with the `--output` files instead of writing them.
  var checks = false

  /// Whether each module's mocks go to a file of their own.
  var writesOneFilePerModule: Bool {
    modules.contains { !$0.isContext } || configuration != nil
  }
}

func parseOptions(_ arguments: [String]) throws -> Options {
  if let first = arguments.first, ["--help", "-h", "help"].contains(first) {
    print(usage)
    exit(0)
  }
  guard arguments.first == "generate" else {
    throw UsageError(
      message: arguments.isEmpty
        ? "missing subcommand 'generate'" : "unknown subcommand '\(arguments[0])'")
  }
  var options = Options()
  var remaining = arguments.dropFirst()
  func value(for option: String) throws -> String {
    guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
      throw UsageError(message: "\(option) needs a value")
    }
    return value
  }
  while let argument = remaining.popFirst() {
    switch argument {
    case "--output": options.output = try value(for: argument)
    case "--import": options.imports.append(try value(for: argument))
    case "--protocols":
      let names = try value(for: argument).split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      options.protocols = names.filter { !$0.isEmpty }
    case "--marked": options.markedOnly = true
    case "--drop-protocol-suffix": options.dropsProtocolSuffix = true
    case "--contracts": options.writesContractRequirements = true
    case "--access":
      let level = try value(for: argument)
      guard let accessLevel = MockAccessLevel(rawValue: level) else {
        throw UsageError(
          message: "--access takes internal, package or public, not '\(level)'")
      }
      options.accessLevel = accessLevel
    case "--regenerate-hint": options.regenerateHint = try value(for: argument)
    case "--config": options.configuration = try value(for: argument)
    case "--check": options.checks = true
    case "--module", "--marked-module", "--context-module":
      let name = try value(for: argument)
      guard !options.modules.contains(where: { $0.name == name }) else {
        throw UsageError(message: "module '\(name)' is given twice")
      }
      options.modules.append(Options.Module(option: argument, name: name))
    case "--help", "-h":
      print(usage)
      exit(0)
    default:
      if argument.hasPrefix("-") { throw UsageError(message: "unknown option '\(argument)'") }
      if options.modules.isEmpty {
        options.paths.append(argument)
      } else {
        options.modules[options.modules.count - 1].paths.append(argument)
      }
    }
  }
  if let module = options.modules.first(where: \.paths.isEmpty) {
    throw UsageError(
      message: "\(module.option) \(module.name) needs the module's files or folders after it")
  }
  if options.writesOneFilePerModule {
    if let path = options.paths.first {
      throw UsageError(
        message: "'\(path)' comes before any --module: write each module's files after its "
          + "--module <name>")
    }
    if options.output == nil {
      throw UsageError(
        message: "--module and --config need --output <folder>, where each module's mocks go")
    }
    if options.protocols != nil {
      throw UsageError(
        message: "--protocols cannot be used with --module; name the protocols in a --config "
          + "file")
    }
  }
  return options
}

/// A module of the package in the current directory: its name and its folder, relative
/// to the current directory.
struct PackageModule {
  let name: String
  let folder: String
}

/// The library targets of the package in the current directory or the nearest one above
/// it, as `swift package describe` lists them, without those under `Tests/` (test
/// support, not code under test).
func packageModules() throws -> [PackageModule] {
  let fileManager = FileManager.default
  var prefix = ""
  var directory = URL(fileURLWithPath: fileManager.currentDirectoryPath)
  while !fileManager.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
    guard directory.pathComponents.count > 1 else {
      throw UsageError(
        message: "no paths given and no Package.swift found in the current directory or above")
    }
    directory.deleteLastPathComponent()
    prefix += "../"
  }

  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["swift", "package", "describe", "--type", "json"]
  process.currentDirectoryURL = directory
  let output = Pipe()
  let errors = Pipe()
  process.standardOutput = output
  process.standardError = errors
  try process.run()
  let data = output.fileHandleForReading.readDataToEndOfFile()
  let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  guard process.terminationStatus == 0,
    let package = try? JSONDecoder().decode(DescribedPackage.self, from: data)
  else {
    throw UsageError(
      message: "no paths given, and `swift package describe` failed in \(directory.path): "
        + errorText.trimmingCharacters(in: .whitespacesAndNewlines))
  }
  return package.targets.filter { target in
    target.type == "library" && target.moduleType == "SwiftTarget"
      && target.path != "Tests" && !target.path.hasPrefix("Tests/")
  }
  .sorted { $0.c99name < $1.c99name }
  .map { PackageModule(name: $0.c99name, folder: prefix + $0.path) }
}

/// What `swift package describe --type json` says about a package, as far as it is read.
struct DescribedPackage: Decodable {
  struct Target: Decodable {
    let c99name: String
    let type: String
    let path: String
    let moduleType: String?

    enum CodingKeys: String, CodingKey {
      case c99name, type, path
      case moduleType = "module_type"
    }
  }

  let targets: [Target]
}

/// The `.swift` files at `paths`, folders searched recursively, in a stable order.
func swiftFiles(at paths: [String]) throws -> [String] {
  let fileManager = FileManager.default
  var files: [String] = []
  for path in paths {
    var isDirectory: ObjCBool = false
    guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw InputError(message: "no such file or folder '\(path)'")
    }
    if isDirectory.boolValue {
      let entries = (fileManager.enumerator(atPath: path)?.allObjects as? [String]) ?? []
      let folder = path.hasSuffix("/") ? path : path + "/"
      // A folder may be named like a file (`Legacy.swift`): only files are read.
      files += entries.filter { entry in
        var isFolder: ObjCBool = false
        return entry.hasSuffix(".swift")
          && fileManager.fileExists(atPath: folder + entry, isDirectory: &isFolder)
          && !isFolder.boolValue
      }.sorted().map { folder + $0 }
    } else {
      files.append(path)
    }
  }
  return files
}

/// The files at `paths`, folders searched recursively, with their contents.
func read(_ paths: [String]) throws -> [(path: String, contents: String)] {
  try swiftFiles(at: paths).map { file in
    guard let data = FileManager.default.contents(atPath: file) else {
      throw InputError(message: "cannot read '\(file)'")
    }
    return (file, String(decoding: data, as: UTF8.self))
  }
}

/// Mistakes in a `--config` file: each names the file and line, what is wrong and how to
/// fix it, in the compiler's format.
struct ConfigurationErrors: Error {
  let problems: [MocksFile.Problem]
}

func run(_ arguments: [String]) throws {
  var options = try parseOptions(arguments)
  if options.checks, options.output == nil {
    throw UsageError(message: "--check compares the mocks with the files --output names")
  }
  // The header is checked in: it names no folder of this machine, and the mocks a check
  // compares are those the same command without --check writes.
  let command =
    options.regenerateHint
    ?? (["swift run mockkit"] + arguments.filter { $0 != "--check" }.map(relativeIfAbsolute))
    .joined(separator: " ")
  if options.writesOneFilePerModule {
    try generateOneFilePerModule(options, command: command)
    return
  }
  var modules = options.imports
  var files: [(path: String, contents: String)] = []
  if options.paths.isEmpty {
    if options.protocols == nil { options.markedOnly = true }
    for module in try packageModules() {
      let moduleFiles = try read([module.folder])
      files += moduleFiles
      // The modules whose protocols are mocked are the ones the file imports.
      let mocksOne = moduleFiles.contains { file in
        ProtocolParser.parse(file.contents, path: file.path).protocols.contains { declaration in
          (options.protocols?.contains(declaration.name) ?? true)
            && (!options.markedOnly || declaration.isMarked)
        }
      }
      if options.imports.isEmpty && mocksOne { modules.append(module.name) }
    }
  } else {
    files = try read(options.paths)
  }
  var generator = MockGenerator(modulesUnderTest: modules, command: command)
  if options.dropsProtocolSuffix { generator.mockNaming = .droppingProtocolSuffix }
  generator.accessLevel = options.accessLevel
  generator.writesContractRequirements = options.writesContractRequirements
  var found: Set<String> = []
  let context = options.modules.filter(\.isContext)
  let generated = try generator.generateFile(
    parsing: files, contextModules: Set(context.map(\.name)),
    reading: { name in try read(context.first { $0.name == name }?.paths ?? []) }
  ) { declaration in
    found.insert(declaration.name)
    return (options.protocols?.contains(declaration.name) ?? true)
      && (!options.markedOnly || declaration.isMarked)
  }
  for warning in generated.warnings {
    FileHandle.standardError.write(Data((warning + "\n").utf8))
  }
  if let wanted = options.protocols {
    let missing = wanted.filter { !found.contains($0) }
    if !missing.isEmpty {
      throw InputError(message: "protocol not found: \(missing.joined(separator: ", "))")
    }
    // Named, but left out: an error, as for a `--config` line, and nothing is written.
    let unmocked = wanted.filter { !generated.mockedProtocols.contains($0) }
    if !unmocked.isEmpty {
      throw InputError(
        message: "no mock of \(unmocked.joined(separator: ", ")), which --protocols names: "
          + "the warning above says why")
    }
  }

  if let output = options.output {
    try emit(generated.source, to: output, options, command: command)
  } else {
    print(generated.source, terminator: "")
  }
}

/// Writes each module's mocks to `<Module>Mocks.swift` in the `--output` folder: the
/// protocols the `--config` file names, and the marked ones of `--marked-module`s.
func generateOneFilePerModule(_ options: Options, command: String) throws {
  var list: MocksFile?
  var problems: [MocksFile.Problem] = []
  if let path = options.configuration {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw InputError(message: "cannot read the --config file '\(path)'")
    }
    let parsed = MocksFile.parse(String(decoding: data, as: UTF8.self), path: path)
    list = parsed.file
    problems += parsed.problems
  }
  let named = Set(list?.moduleNames ?? [])
  let modules = try options.modules.filter { !$0.isContext }.map { module in
    let mocksMarked = module.mocksMarkedProtocols || options.markedOnly
    // The files of a module that has nothing to mock are read only when another imports it.
    let files = mocksMarked || named.contains(module.name) ? try read(module.paths) : []
    return ModuleSources(name: module.name, files: files, mocksMarkedProtocols: mocksMarked)
  }
  var generator = MockGenerator(imports: options.imports, command: command)
  if options.dropsProtocolSuffix { generator.mockNaming = .droppingProtocolSuffix }
  generator.accessLevel = options.accessLevel
  generator.writesContractRequirements = options.writesContractRequirements
  let generated = try generator.generateFiles(
    for: modules, listedIn: list,
    contextModules: Set(options.modules.map(\.name)),
    reading: { name in try read(options.modules.first { $0.name == name }?.paths ?? []) })
  for warning in generated.files.flatMap(\.mocks.warnings) {
    FileHandle.standardError.write(Data((warning + "\n").utf8))
  }
  problems += generated.problems
  guard problems.isEmpty else {
    throw ConfigurationErrors(problems: problems.sorted { $0.line < $1.line })
  }

  let folder = options.output ?? "."
  do {
    try FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true)
  } catch {
    throw InputError(message: "cannot create '\(folder)': \(error.localizedDescription)")
  }
  var stale: [StaleFile] = []
  for file in generated.files {
    let path = URL(fileURLWithPath: folder).appendingPathComponent("\(file.module)Mocks.swift")
      .path
    if options.checks {
      stale += staleness(of: path, against: file.mocks.source)
    } else {
      try write(file.mocks.source, to: path)
    }
  }
  if !stale.isEmpty { throw StaleFiles(files: stale, command: command) }
}

/// Writes `source` to `path`, or with `--check`, compares them and throws if they differ.
func emit(_ source: String, to path: String, _ options: Options, command: String) throws {
  guard options.checks else { return try write(source, to: path) }
  let stale = staleness(of: path, against: source)
  if !stale.isEmpty { throw StaleFiles(files: stale, command: command) }
}

/// A checked-in file that is not what the command writes, and how it differs.
struct StaleFile {
  let path: String
  let diff: String
}

/// The files a `--check` found stale, and the command that regenerates them.
struct StaleFiles: Error {
  let files: [StaleFile]
  let command: String

  var report: String {
    var lines: [String] = []
    for file in files {
      lines.append(
        "mockkit: error: \(file.path) is stale: it is not what mockkit generate writes for its sources."
      )
      lines.append(file.diff)
    }
    lines.append("To fix, regenerate \(files.count == 1 ? "it" : "them"):\n  \(command)\n")
    return lines.joined(separator: "\n")
  }
}

/// `path` as a stale file when it is missing or differs from `source` in more than the
/// command its header repeats (see ``StalenessCheck``); none when it is the same.
func staleness(of path: String, against source: String) -> [StaleFile] {
  let existing = FileManager.default.contents(atPath: path).map {
    String(decoding: $0, as: UTF8.self)
  }
  let name = relativeIfAbsolute(path)
  let diff = StalenessCheck.diff(
    from: existing ?? "", to: source,
    oldName: existing == nil ? "\(name) (missing)" : "\(name) (checked in)",
    newName: "\(name) (generated)")
  return diff.isEmpty && existing != nil ? [] : [StaleFile(path: name, diff: diff)]
}

/// `argument` relative to the current directory when it is an absolute path
/// (`Sources/Shop` for `/home/me/shop/Sources/Shop` run in `/home/me/shop`, `../lib` for
/// `/home/me/lib`); any other argument as it is.
func relativeIfAbsolute(_ argument: String) -> String {
  guard argument.hasPrefix("/") else { return argument }
  let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    .standardizedFileURL.pathComponents
  let there = URL(fileURLWithPath: argument).standardizedFileURL.pathComponents
  var shared = 0
  while shared < here.count, shared < there.count, here[shared] == there[shared] {
    shared += 1
  }
  let components =
    Array(repeating: "..", count: here.count - shared) + there[shared...]
  let relative = components.joined(separator: "/")
  let trailing = argument.hasSuffix("/") && !relative.isEmpty ? "/" : ""
  return relative.isEmpty ? "." : relative + trailing
}

func write(_ source: String, to path: String) throws {
  do {
    try source.write(toFile: path, atomically: true, encoding: .utf8)
  } catch {
    throw InputError(message: "cannot write '\(path)': \(error.localizedDescription)")
  }
}

do {
  try run(Array(CommandLine.arguments.dropFirst()))
} catch let error as StaleFiles {
  FileHandle.standardError.write(Data(error.report.utf8))
  exit(1)
} catch let error as ConfigurationErrors {
  FileHandle.standardError.write(Data(error.problems.map { "\($0)\n" }.joined().utf8))
  exit(1)
} catch let error as UsageError {
  FileHandle.standardError.write(Data("mockkit: error: \(error.message)\n\n\(usage)\n".utf8))
  exit(64)
} catch let error as InputError {
  FileHandle.standardError.write(Data("mockkit: error: \(error.message)\n".utf8))
  exit(1)
} catch {
  FileHandle.standardError.write(Data("mockkit: error: \(error)\n".utf8))
  exit(1)
}
