/// A protocol found in Swift source, with the requirements the generator can mock.
public struct ProtocolDeclaration: Equatable, Sendable {
  /// The protocol's name.
  public var name: String
  /// The protocols it inherits from, as written (`Sendable`, `AnyObject`, …).
  public var inheritedTypes: [String]
  /// Whether the protocol is annotated `@MainActor`.
  public var isMainActor: Bool
  /// The requirements, in declaration order; skipped ones are not included.
  public var requirements: [Requirement]
  /// The file the protocol was found in, as given to the parser.
  public var path: String
  /// The line of the `protocol` keyword.
  public var line: Int

  /// Whether the protocol inherits `Sendable` directly.
  public var isSendable: Bool {
    inheritedTypes.contains { $0 == "Sendable" || $0 == "Swift.Sendable" }
  }

  /// Creates a protocol declaration, as the parser does for each protocol it finds.
  public init(
    name: String,
    inheritedTypes: [String],
    isMainActor: Bool,
    requirements: [Requirement],
    path: String,
    line: Int
  ) {
    self.name = name
    self.inheritedTypes = inheritedTypes
    self.isMainActor = isMainActor
    self.requirements = requirements
    self.path = path
    self.line = line
  }
}
