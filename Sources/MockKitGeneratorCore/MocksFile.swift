/// A `MockKit.mocks` file: the protocols a test target wants mocked from the modules it
/// depends on, one a line, each written with its module.
///
/// ```text
/// # Protocols of our dependencies that MockKitPlugin mocks for these tests.
/// Logging.LogHandler
/// Shop.Checkout.Step   # a protocol nested in a type is written with the type
/// ```
///
/// A `#` starts a comment that runs to the end of its line; blank lines are ignored. A
/// line `--drop-protocol-suffix` names the mocks of `PaymentProtocol` `MockPayment`, as
/// the command's option of that name does (see ``MockNaming``), and a line
/// `--access public` makes the mocks public, for a test-support library that several test
/// targets share (see ``MockAccessLevel``), and a line `--contracts` gives each mock its
/// contract requirements and `forwardCalls(to:)`, as the command's option of that name does
/// (see ``MockGenerator/writesContractRequirements``).
/// ``parse(_:path:)`` reads one, and
/// ``MockGenerator/generateFiles(for:listedIn:)`` mocks what it names.
public struct MocksFile: Equatable, Sendable {
  /// The name MockKitPlugin looks for in a test target's folder.
  public static let fileName = "MockKit.mocks"

  /// A protocol the file names, and where.
  public struct Entry: Equatable, Sendable {
    /// The module that declares the protocol: `Logging` in `Logging.LogHandler`.
    public var module: String
    /// The protocol's name in its module, with the types it is nested in:
    /// `LogHandler`, or `Checkout.Step` in `Shop.Checkout.Step`.
    public var protocolName: String
    /// The line that names it, from 1.
    public var line: Int

    /// Creates an entry, as ``MocksFile/parse(_:path:)`` does for each line that names a
    /// protocol.
    public init(module: String, protocolName: String, line: Int) {
      self.module = module
      self.protocolName = protocolName
      self.line = line
    }
  }

  /// The file's path, as given to ``parse(_:path:)``; every error message starts with it.
  public var path: String
  /// The protocols named, in the order of their lines.
  public var entries: [Entry]
  /// How the mocks are named: ``MockNaming/droppingProtocolSuffix`` when a line says
  /// `--drop-protocol-suffix`, else `nil`, which leaves the generator's own naming.
  public var mockNaming: MockNaming?
  /// The mocks' access level, when a line says `--access public` (or `package`,
  /// `internal`), else `nil`, which leaves the generator's own.
  public var accessLevel: MockAccessLevel?
  /// Whether a line says `--contracts`: each mock also gets its contract requirements and
  /// `forwardCalls(to:)`.
  public var writesContractRequirements = false

  /// A line of the file that cannot be used, as the compiler would report it.
  public struct Problem: Equatable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The message: `path:line: error: what is wrong`, then indented lines that say what
    /// was expected and how to fix it.
    public var description: String

    /// Creates a problem found on `line`.
    public init(line: Int, description: String) {
      self.line = line
      self.description = description
    }
  }

  /// Creates a file of `entries`, as ``parse(_:path:)`` does.
  public init(path: String, entries: [Entry]) {
    self.path = path
    self.entries = entries
  }

  /// Reads a file's text.
  ///
  /// - Parameters:
  ///   - text: The file's contents.
  ///   - path: The file's path, which starts each error message, so that editors show it
  ///     on the right line.
  /// - Returns: The protocols named, and a problem per line that does not name a
  ///   protocol as `Module.Protocol` or names one a second time. Those lines are left
  ///   out of the entries.
  public static func parse(_ text: String, path: String) -> (file: MocksFile, problems: [Problem]) {
    var entries: [Entry] = []
    var problems: [Problem] = []
    var mockNaming: MockNaming?
    var accessLevel: (level: MockAccessLevel, line: Int)?
    var writesContractRequirements = false
    for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let line = offset + 1
      let content = (rawLine.firstIndex(of: "#").map { rawLine[..<$0] } ?? rawLine[...])
        .trimmingWhitespace()
      guard !content.isEmpty else { continue }
      if content.hasPrefix("--") {
        let words = content.split(whereSeparator: \.isWhitespace)
        if content == Self.dropProtocolSuffix {
          mockNaming = .droppingProtocolSuffix
        } else if content == Self.contracts {
          writesContractRequirements = true
        } else if words.first.map(String.init) == Self.access {
          if let first = accessLevel {
            problems.append(
              Problem(
                line: line,
                description: """
                  \(path):\(line): error: the access level is already given on line \(first.line).
                    To fix: remove one of the two lines.
                  """))
          } else if words.count == 2, let level = MockAccessLevel(rawValue: String(words[1])) {
            accessLevel = (level, line)
          } else {
            problems.append(
              Problem(
                line: line,
                description: """
                  \(path):\(line): error: '\(content)' does not give an access level mocks can have.
                    Expected: \(Self.access) followed by one of \(Self.accessLevels).
                    To fix: write \(Self.access) public for mocks that test targets depending on \
                  this one use, or remove the line for mocks internal to it.
                  """))
          }
        } else {
          problems.append(
            Problem(
              line: line,
              description: """
                \(path):\(line): error: \(content) is not an option of \(fileName).
                  Options: \(Self.dropProtocolSuffix), \(Self.access) <\(Self.accessLevels)>, \(Self.contracts)
                  To fix: correct the option, or remove the line.
                """))
        }
        continue
      }
      let components = content.split(separator: ".", omittingEmptySubsequences: false)
      guard components.count >= 2, components.allSatisfy(isIdentifier) else {
        problems.append(
          Problem(
            line: line,
            description: syntaxError(
              String(content), components: components, path: path, line: line)))
        continue
      }
      let entry = Entry(
        module: String(components[0]),
        protocolName: components.dropFirst().joined(separator: "."),
        line: line)
      if let first = entries.first(where: {
        $0.module == entry.module && $0.protocolName == entry.protocolName
      }) {
        problems.append(
          Problem(
            line: line,
            description: """
              \(path):\(line): error: \(content) is already named on line \(first.line).
                To fix: remove one of the two lines.
              """))
        continue
      }
      entries.append(entry)
    }
    var file = MocksFile(path: path, entries: entries)
    file.mockNaming = mockNaming
    file.accessLevel = accessLevel?.level
    file.writesContractRequirements = writesContractRequirements
    return (file, problems)
  }

  /// The line that names mocks after their protocols without a `Protocol` suffix.
  static let dropProtocolSuffix = "--drop-protocol-suffix"

  /// The line that gives each mock its contract requirements and `forwardCalls(to:)`.
  static let contracts = "--contracts"

  /// The option that sets the mocks' access level: `--access public`.
  static let access = "--access"

  /// The values `--access` takes, as the usage shows them: `internal|package|public`.
  static var accessLevels: String {
    MockAccessLevel.allCases.map(\.rawValue).joined(separator: "|")
  }

  /// The modules the file names, in the order first named.
  public var moduleNames: [String] {
    var names: [String] = []
    for entry in entries where !names.contains(entry.module) { names.append(entry.module) }
    return names
  }

  private static func syntaxError(
    _ content: String, components: [Substring], path: String, line: Int
  ) -> String {
    let expected =
      "  Expected: one protocol a line, written with its module: Module.Protocol, such as "
      + "Logging.LogHandler. A # starts a comment."
    if components.count == 1, isIdentifier(components[0]) {
      return """
        \(path):\(line): error: \(content) does not say which module declares it.
        \(expected)
          To fix: write the module's name and a dot before the protocol's: Module.\(content).
        """
    }
    return """
      \(path):\(line): error: '\(content)' is not a protocol's name written as Module.Protocol.
      \(expected)
        To fix: write the module and the protocol as Swift names separated by a dot, with no \
      spaces, backticks or other characters.
      """
  }

  private static func isIdentifier(_ name: Substring) -> Bool {
    guard let first = name.first, first == "_" || first.isLetter else { return false }
    return name.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
  }
}

extension Substring {
  fileprivate func trimmingWhitespace() -> Substring {
    var result = self
    while let first = result.first, first.isWhitespace { result = result.dropFirst() }
    while let last = result.last, last.isWhitespace { result = result.dropLast() }
    return result
  }
}
