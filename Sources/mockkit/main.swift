import Foundation
import MockKitGeneratorCore

/// `mockkit generate <files or folders…> [--output <file>] [--import <module>] [--protocols A,B]`
let usage = """
  usage: mockkit generate [<file or folder> ...] [--output <file>] [--import <module>] \
  [--protocols <A,B>] [--marked] [--regenerate-hint <text>]

    With no files or folders, generates mocks for the protocols in
    Examples/Sources/ExampleServices (searched from the current directory upwards).
    --output <file>     Write the mocks to <file> instead of standard output.
    --import <module>   Import <module>, the module the protocols belong to, in the
                        generated file (with @testable when a mocked protocol is not
                        public); repeatable.
    --protocols <A,B>   Generate mocks only for these protocols.
    --marked            Generate mocks only for protocols marked with a
                        `// mockkit:mock` comment.
    --regenerate-hint <text>
                        What the header says to do to regenerate the file, instead
                        of repeating this command.
  """

struct UsageError: Error {
  let message: String
}

struct Options {
  var paths: [String] = []
  var output: String?
  var imports: [String] = []
  var protocols: [String]?
  var markedOnly = false
  var regenerateHint: String?
}

func parseOptions(_ arguments: [String]) throws -> Options {
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
    case "--regenerate-hint": options.regenerateHint = try value(for: argument)
    case "--help", "-h":
      print(usage)
      exit(0)
    default:
      if argument.hasPrefix("-") { throw UsageError(message: "unknown option '\(argument)'") }
      options.paths.append(argument)
    }
  }
  return options
}

/// The example services' folder, relative to the current directory or one of its parents.
func defaultSourceFolder() throws -> String {
  let fileManager = FileManager.default
  var prefix = ""
  var directory = URL(fileURLWithPath: fileManager.currentDirectoryPath)
  for _ in 0..<8 {
    let candidate = directory.appendingPathComponent("Examples/Sources/ExampleServices")
    var isDirectory: ObjCBool = false
    if fileManager.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      return prefix + "Examples/Sources/ExampleServices"
    }
    directory.deleteLastPathComponent()
    prefix += "../"
  }
  throw UsageError(
    message: "no paths given and no Examples/Sources/ExampleServices folder found from the "
      + "current directory upwards")
}

/// The `.swift` files at `paths`, folders searched recursively, in a stable order.
func swiftFiles(at paths: [String]) throws -> [String] {
  let fileManager = FileManager.default
  var files: [String] = []
  for path in paths {
    var isDirectory: ObjCBool = false
    guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw UsageError(message: "no such file or folder '\(path)'")
    }
    if isDirectory.boolValue {
      let entries = (fileManager.enumerator(atPath: path)?.allObjects as? [String]) ?? []
      let folder = path.hasSuffix("/") ? path : path + "/"
      files += entries.filter { $0.hasSuffix(".swift") }.sorted().map { folder + $0 }
    } else {
      files.append(path)
    }
  }
  return files
}

func run(_ arguments: [String]) throws {
  let options = try parseOptions(arguments)
  var modules = options.imports
  var paths = options.paths
  if paths.isEmpty {
    paths = [try defaultSourceFolder()]
    if modules.isEmpty { modules = ["ExampleServices"] }
  }

  var files: [(path: String, contents: String)] = []
  for file in try swiftFiles(at: paths) {
    guard let data = FileManager.default.contents(atPath: file) else {
      throw UsageError(message: "cannot read '\(file)'")
    }
    files.append((file, String(decoding: data, as: UTF8.self)))
  }
  let command =
    options.regenerateHint ?? (["swift run mockkit"] + arguments).joined(separator: " ")
  let generator = MockGenerator(modulesUnderTest: modules, command: command)
  var found: Set<String> = []
  let generated = generator.generateFile(parsing: files) { declaration in
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
      throw UsageError(message: "protocol not found: \(missing.joined(separator: ", "))")
    }
  }

  if let output = options.output {
    do {
      try generated.source.write(toFile: output, atomically: true, encoding: .utf8)
    } catch {
      throw UsageError(message: "cannot write '\(output)': \(error.localizedDescription)")
    }
  } else {
    print(generated.source, terminator: "")
  }
}

do {
  try run(Array(CommandLine.arguments.dropFirst()))
} catch let error as UsageError {
  FileHandle.standardError.write(Data("mockkit: error: \(error.message)\n\n\(usage)\n".utf8))
  exit(64)
} catch {
  FileHandle.standardError.write(Data("mockkit: error: \(error)\n".utf8))
  exit(1)
}
