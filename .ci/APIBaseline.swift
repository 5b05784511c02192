// Turns the symbol graph files of one module into the text of its API baseline: one line
// per public declaration and per conformance, sorted by name, so that a change to the API
// shows in review as a one-line diff. `.ci/api-baseline` compiles and runs it.
//
//   APIBaseline <module> <folder of *.symbols.json>

import Foundation

struct SymbolGraph: Decodable {
  struct Symbol: Decodable {
    struct Identifier: Decodable { let precise: String }
    struct Kind: Decodable { let identifier: String }
    struct Fragment: Decodable {
      let kind: String?
      let spelling: String
    }
    struct Extension: Decodable { let constraints: [Constraint]? }
    struct Availability: Decodable {
      let domain: String?
      let introduced: Version?
      let deprecated: Version?
      let obsoleted: Version?
      let message: String?
      let renamed: String?
      let isUnconditionallyDeprecated: Bool?
      let isUnconditionallyUnavailable: Bool?
    }

    let identifier: Identifier
    let kind: Kind
    let pathComponents: [String]
    let declarationFragments: [Fragment]?
    let swiftExtension: Extension?
    let availability: [Availability]?
  }

  struct Version: Decodable {
    let major: Int
    let minor: Int?
    let patch: Int?
  }

  struct Constraint: Decodable {
    let kind: String
    let lhs: String
    let rhs: String
  }

  struct Relationship: Decodable {
    let kind: String
    let source: String
    let target: String
    let targetFallback: String?
    let swiftConstraints: [Constraint]?
  }

  let symbols: [Symbol]
  let relationships: [Relationship]
}

/// Conformances every type has, or that another conformance implies: noise in a review.
let impliedProtocols: Set<String> = ["Swift.Copyable", "Swift.Escapable", "Swift.SendableMetatype"]

func render(_ constraints: [SymbolGraph.Constraint]?) -> [String] {
  (constraints ?? []).filter { !["Copyable", "Escapable"].contains($0.rhs) }.map { constraint in
    constraint.kind == "sameType"
      ? "\(constraint.lhs) == \(constraint.rhs)" : "\(constraint.lhs) : \(constraint.rhs)"
  }
}

func render(_ version: SymbolGraph.Version) -> String {
  [version.major, version.minor, version.patch].compactMap { $0 }.map(String.init)
    .joined(separator: ".")
}

func render(_ availability: SymbolGraph.Symbol.Availability) -> String {
  var parts = [availability.domain ?? "*"]
  if availability.isUnconditionallyUnavailable == true { parts.append("unavailable") }
  if availability.isUnconditionallyDeprecated == true { parts.append("deprecated") }
  if let version = availability.introduced { parts.append("introduced: \(render(version))") }
  if let version = availability.deprecated { parts.append("deprecated: \(render(version))") }
  if let version = availability.obsoleted { parts.append("obsoleted: \(render(version))") }
  if let renamed = availability.renamed { parts.append("renamed: \"\(renamed)\"") }
  if let message = availability.message { parts.append("message: \"\(message)\"") }
  return "@available(\(parts.joined(separator: ", ")))"
}

func oneLine(_ text: String) -> String {
  text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
  FileHandle.standardError.write(Data("usage: APIBaseline <module> <symbol graph folder>\n".utf8))
  exit(2)
}
let module = arguments[1]
let folder = URL(fileURLWithPath: arguments[2])
let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
  .filter { $0 == "\(module).symbols.json" || $0.hasPrefix("\(module)@") }
  .filter { $0.hasSuffix(".symbols.json") }
  .sorted()
guard !files.isEmpty else {
  FileHandle.standardError.write(Data("error: no \(module) symbol graph in \(folder.path)\n".utf8))
  exit(1)
}
let graphs = try files.map { file in
  try JSONDecoder().decode(
    SymbolGraph.self, from: Data(contentsOf: folder.appendingPathComponent(file)))
}

// Symbols the compiler synthesizes (inherited default implementations such as `!=`) are
// not written in MockKit; they change with the standard library, not with MockKit.
let symbols = graphs.flatMap(\.symbols).filter {
  !$0.identifier.precise.contains("::SYNTHESIZED::")
}
var paths: [String: String] = [:]
for symbol in symbols {
  paths[symbol.identifier.precise] = symbol.pathComponents.joined(separator: ".")
}

struct Line: Hashable, Comparable {
  let path: String
  let order: Int
  let text: String

  static func < (lhs: Line, rhs: Line) -> Bool {
    (lhs.path, lhs.order, lhs.text) < (rhs.path, rhs.order, rhs.text)
  }
}

// MockKit supports macOS 10.15, iOS 13, tvOS 13 and watchOS 6, so a declaration whose
// signature names a type of the standard library that came later must say from when it is
// available; otherwise packages with MockKit's floor could not call it on Apple platforms.
let laterTypes = ["Duration", "ContinuousClock", "SuspendingClock", "InstantProtocol",
  "DurationProtocol", "Clock"]
let laterFloor = ["macOS": 13, "iOS": 16, "tvOS": 16, "watchOS": 9]
var unmarked: [String] = []
for symbol in symbols {
  let names = Set((symbol.declarationFragments ?? []).filter { $0.kind == "typeIdentifier" }
    .map(\.spelling))
  guard let later = laterTypes.first(where: names.contains) else { continue }
  let introduced = Dictionary(
    (symbol.availability ?? []).compactMap { entry in
      entry.domain.flatMap { domain in entry.introduced.map { (domain, $0.major) } }
    }, uniquingKeysWith: max)
  let short = laterFloor.filter { domain, major in (introduced[domain] ?? 0) < major }
  if !short.isEmpty {
    unmarked.append(
      "\(symbol.pathComponents.joined(separator: ".")) names \(later) but is not marked "
        + "@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)")
  }
}
guard unmarked.isEmpty else {
  FileHandle.standardError.write(
    Data(("error: " + unmarked.joined(separator: "\nerror: ") + "\n").utf8))
  exit(1)
}

var lines: Set<Line> = []
for symbol in symbols {
  let path = symbol.pathComponents.joined(separator: ".")
  var declaration: String
  if symbol.kind.identifier == "swift.extension" {
    declaration = "extension \(path)"
  } else {
    declaration = oneLine((symbol.declarationFragments ?? []).map(\.spelling).joined())
  }
  let missing = render(symbol.swiftExtension?.constraints).filter { !declaration.contains($0) }
  if !missing.isEmpty {
    declaration +=
      (declaration.contains(" where ") ? ", " : " where ") + missing.joined(separator: ", ")
  }
  let attributes = (symbol.availability ?? []).map(render).sorted()
  lines.insert(
    Line(path: path, order: 0, text: (attributes + [declaration]).joined(separator: " ")))
}
for relationship in graphs.flatMap(\.relationships) where relationship.kind == "conformsTo" {
  guard let source = paths[relationship.source] else { continue }
  guard let target = paths[relationship.target] ?? relationship.targetFallback,
    !impliedProtocols.contains(target)
  else { continue }
  let constraints = render(relationship.swiftConstraints)
  let condition = constraints.isEmpty ? "" : " where " + constraints.joined(separator: ", ")
  lines.insert(Line(path: source, order: 1, text: "conforms to \(target)\(condition)"))
}

print("# The public API of \(module), one line per declaration and conformance, sorted by name.")
print("# Written by .ci/api-baseline from the module's symbol graph: do not edit; run the script.")
print("")
for line in lines.sorted() { print("\(line.path): \(line.text)") }
