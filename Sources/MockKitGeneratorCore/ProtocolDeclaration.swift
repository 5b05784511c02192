/// A protocol found in Swift source, with the requirements the generator mocks.
public struct ProtocolDeclaration: Equatable, Sendable {
  /// The protocol's name.
  public var name: String
  /// The access modifier written before `protocol` (`public`), or `nil`.
  public var accessLevel: String?
  /// The types it inherits from, as written (`Sendable`, `AnyObject`, `Identifiable`).
  public var inheritedTypes: [String]
  /// The `where` clause's requirements as written, or `nil`.
  public var whereClause: String?
  /// The `@available` attributes written before the protocol, as written
  /// (`@available(*, deprecated, message: "Use Payments")`); the mock repeats them, so
  /// that mocking a deprecated protocol is no warning.
  public var availability: [String] = []
  /// The `@_spi` groups of the protocol and of its requirements, in source order
  /// (`["PluginMessage"]` for `@_spi(PluginMessage) public protocol MessageConnection`):
  /// the generated file imports the module with them.
  public var spiGroups: [String] = []
  /// The global actor the protocol is isolated to: `MainActor` for `@MainActor`, or an
  /// app's own (`@DatabaseActor`, read as any attribute whose name ends in `Actor`).
  public var globalActor: String?
  /// Whether a `// mockkit:mock` comment stands above the declaration.
  public var isMarked: Bool
  /// The `#if` lines around the declaration, outermost first, each branch's line
  /// included (`["#if os(Linux)", "#else"]` inside an `#else`).
  public var conditions: [[String]]
  /// The types the protocol is nested in, outermost first (`["Shop"]` for `Shop.Cart`).
  public var enclosingTypes: [String]
  /// The name other files use for the protocol: `Shop.Cart` when nested in `Shop`.
  public var qualifiedName: String {
    (enclosingTypes + [name]).joined(separator: ".")
  }
  /// The associated types, in declaration order.
  public var associatedTypes: [AssociatedType]
  /// The primary associated types, in the order the protocol lists them: `Record` for
  /// `protocol RecordStore<Record>`.
  public var primaryAssociatedTypes: [String] = []
  /// The type aliases declared in the body, as written (`typealias Batch = [Item]`);
  /// the mock repeats them.
  public var typeAliases: [String]
  /// The requirements, in declaration order.
  public var requirements: [Requirement]
  /// Why no mock can be generated, when a requirement could not be read or mocked.
  public var unsupported: [String]
  /// The module that declares it, when the generator was told (`nil` from the parser): a
  /// protocol of another module is found by `Module.Name` too, and the mocks that
  /// inherit it import its module.
  public var module: String?
  /// The file the protocol was found in, as given to the parser.
  public var path: String
  /// The line of the `protocol` keyword.
  public var line: Int

  /// Whether the protocol inherits `Sendable` directly.
  public var isSendable: Bool {
    inheritedTypes.contains { $0 == "Sendable" || $0 == "Swift.Sendable" }
  }

  /// The names a protocol inheriting it may write: its name, the name with the types it is
  /// nested in (`Shop.Cart`), and that with its module when known (`Checkout.Shop.Cart`).
  var namesToInheritBy: [String] {
    var names = [name]
    if !enclosingTypes.isEmpty { names.append(qualifiedName) }
    if let module { names.append(module + "." + qualifiedName) }
    return names
  }

  /// Whether code outside its module can see it.
  public var isPublic: Bool {
    accessLevel == "public" || accessLevel == "open"
  }

  /// Creates a protocol declaration, as the parser does for each protocol it finds.
  public init(
    name: String,
    accessLevel: String? = nil,
    inheritedTypes: [String],
    whereClause: String? = nil,
    globalActor: String? = nil,
    isMarked: Bool = false,
    conditions: [[String]] = [],
    enclosingTypes: [String] = [],
    associatedTypes: [AssociatedType] = [],
    typeAliases: [String] = [],
    requirements: [Requirement],
    unsupported: [String] = [],
    path: String,
    line: Int
  ) {
    self.name = name
    self.accessLevel = accessLevel
    self.inheritedTypes = inheritedTypes
    self.whereClause = whereClause
    self.globalActor = globalActor
    self.isMarked = isMarked
    self.conditions = conditions
    self.enclosingTypes = enclosingTypes
    self.associatedTypes = associatedTypes
    self.typeAliases = typeAliases
    self.requirements = requirements
    self.unsupported = unsupported
    self.path = path
    self.line = line
  }
}
