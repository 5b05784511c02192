/// A property requirement: `var token: String { get }`, `{ get set }` or
/// `{ get async throws }`.
public struct PropertyRequirement: Equatable, Sendable {
  /// The property's name.
  public var name: String
  /// The type as written.
  public var type: String
  /// Whether the requirement is `{ get set }`.
  public var isSettable: Bool
  /// Whether the getter is `mutating` (`{ mutating get }`): a conformer that is a value
  /// type may change itself when read.
  public var hasMutatingGetter: Bool
  /// Whether the getter is `async`.
  public var isAsync: Bool
  /// What the getter may throw.
  public var throwsClause: ThrowsClause
  /// Whether the requirement is `static`.
  public var isStatic: Bool
  /// Attributes the mock repeats, and `nonisolated`.
  public var attributes: [String]
  /// Whether an `@available` attribute limits the requirement to some platforms' versions
  /// (`@available(macOS 15, *)`): the mock implements it without the attribute, but a call
  /// of it would need to be limited the same way.
  public var isLimitedByAvailability: Bool

  /// Creates a property requirement, as the parser does for `var token: String { get }`.
  public init(
    name: String,
    type: String,
    isSettable: Bool,
    isAsync: Bool = false,
    throwsClause: ThrowsClause = .none,
    isStatic: Bool = false,
    attributes: [String] = [],
    isLimitedByAvailability: Bool = false,
    hasMutatingGetter: Bool = false
  ) {
    self.name = name
    self.type = type
    self.isSettable = isSettable
    self.isAsync = isAsync
    self.throwsClause = throwsClause
    self.isStatic = isStatic
    self.attributes = attributes
    self.isLimitedByAvailability = isLimitedByAvailability
    self.hasMutatingGetter = hasMutatingGetter
  }
}

/// A subscript requirement: `subscript(id: String) -> User? { get set }`.
public struct SubscriptRequirement: Equatable, Sendable {
  /// The generic parameter clause as written, or `nil`.
  public var genericClause: String?
  /// The generic parameters declared in ``genericClause``.
  public var genericParameters: [GenericParameter]
  /// The parameters; a subscript's parameter has a label only when written twice.
  public var parameters: [Parameter]
  /// The element type as written.
  public var returnType: String
  /// The `where` clause's requirements as written, or `nil`.
  public var whereClause: String?
  /// Whether the requirement is `{ get set }`.
  public var isSettable: Bool
  /// Whether the getter is `mutating` (`{ mutating get }`): a conformer that is a value
  /// type may change itself when read.
  public var hasMutatingGetter: Bool
  /// Whether the getter is `async`.
  public var isAsync: Bool
  /// What the getter may throw.
  public var throwsClause: ThrowsClause
  /// Whether the requirement is `static`.
  public var isStatic: Bool
  /// Attributes the mock repeats, and `nonisolated`.
  public var attributes: [String]
  /// Whether an `@available` attribute limits the requirement to some platforms' versions
  /// (`@available(macOS 15, *)`): the mock implements it without the attribute, but a call
  /// of it would need to be limited the same way.
  public var isLimitedByAvailability: Bool

  /// Creates a subscript requirement, as the parser does for each one it reads.
  public init(
    genericClause: String? = nil,
    genericParameters: [GenericParameter] = [],
    parameters: [Parameter],
    returnType: String,
    whereClause: String? = nil,
    isSettable: Bool,
    isAsync: Bool = false,
    throwsClause: ThrowsClause = .none,
    isStatic: Bool = false,
    attributes: [String] = [],
    isLimitedByAvailability: Bool = false,
    hasMutatingGetter: Bool = false
  ) {
    self.genericClause = genericClause
    self.genericParameters = genericParameters
    self.parameters = parameters
    self.returnType = returnType
    self.whereClause = whereClause
    self.isSettable = isSettable
    self.isAsync = isAsync
    self.throwsClause = throwsClause
    self.isStatic = isStatic
    self.attributes = attributes
    self.isLimitedByAvailability = isLimitedByAvailability
    self.hasMutatingGetter = hasMutatingGetter
  }

  /// The name failure messages use: `subscript(_:)`, `subscript(id:)`.
  public var signature: String {
    "subscript(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
  }
}

/// An initializer requirement: `init(name: String)`, `init?(data: Data) throws`,
/// `init<Bytes: Sequence>(_ bytes: Bytes)`.
public struct InitializerRequirement: Equatable, Sendable {
  /// The generic parameter clause as written (`<Bytes: Sequence>`), or `nil`.
  public var genericClause: String?
  /// The generic parameters declared in ``genericClause``.
  public var genericParameters: [GenericParameter]
  /// The `where` clause's requirements as written, or `nil`.
  public var whereClause: String?
  /// The parameters, in declaration order.
  public var parameters: [Parameter]
  /// `"?"` or `"!"` for a failable initializer, otherwise empty.
  public var failability: String
  /// Whether it is `async`.
  public var isAsync: Bool
  /// What it may throw.
  public var throwsClause: ThrowsClause
  /// Attributes the mock repeats, and `nonisolated`.
  public var attributes: [String]

  /// Creates an initializer requirement, as the parser does for each one it reads.
  public init(
    genericClause: String? = nil,
    genericParameters: [GenericParameter] = [],
    whereClause: String? = nil,
    parameters: [Parameter],
    failability: String = "",
    isAsync: Bool = false,
    throwsClause: ThrowsClause = .none,
    attributes: [String] = []
  ) {
    self.genericClause = genericClause
    self.genericParameters = genericParameters
    self.whereClause = whereClause
    self.parameters = parameters
    self.failability = failability
    self.isAsync = isAsync
    self.throwsClause = throwsClause
    self.attributes = attributes
  }

  /// The name failure messages use: `init(name:)`.
  public var signature: String {
    "init(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
  }
}
