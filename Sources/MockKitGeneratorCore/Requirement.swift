/// A protocol requirement the generator knows how to mock, or a compiler-control line
/// between requirements.
public enum Requirement: Equatable, Sendable {
  /// A `func` requirement.
  case method(MethodRequirement)
  /// A `var` requirement.
  case property(PropertyRequirement)
  /// A `subscript` requirement.
  case `subscript`(SubscriptRequirement)
  /// An `init` requirement.
  case initializer(InitializerRequirement)
  /// A `#if`, `#elseif`, `#else` or `#endif` line, repeated in the mock where it stands.
  case compilerDirective(String)
}

/// What a requirement may throw.
public enum ThrowsClause: Equatable, Sendable {
  /// It does not throw.
  case none
  /// `throws`: any error.
  case any
  /// `throws(E)`: only errors of the named type.
  case typed(String)
  /// `rethrows`: only what its closure parameters throw.
  case `rethrows`
}

/// A generic parameter of a method or subscript: `T` in `func load<T: Decodable>()`.
public struct GenericParameter: Equatable, Sendable {
  /// The parameter's name.
  public var name: String
  /// Whether a constraint in the parameter list or `where` clause makes it `Sendable`.
  public var isSendable: Bool
  /// Whether it may be non-copyable: `T: ~Copyable`.
  public var isNoncopyable: Bool
  /// Whether it may be non-escapable: `T: ~Escapable`.
  public var isNonescapable: Bool

  /// Creates a generic parameter, as the parser does for `T: Decodable & Sendable`.
  public init(
    name: String, isSendable: Bool, isNoncopyable: Bool = false, isNonescapable: Bool = false
  ) {
    self.name = name
    self.isSendable = isSendable
    self.isNoncopyable = isNoncopyable
    self.isNonescapable = isNonescapable
  }

  /// Notes the conformances that `constraint` suppresses: `~Copyable`, `~Escapable`.
  mutating func mark(suppressing constraint: ArraySlice<Token>) {
    for position in constraint.indices.dropLast() where constraint[position].text == "~" {
      switch constraint[position + 1].text {
      case "Copyable": isNoncopyable = true
      case "Escapable": isNonescapable = true
      default: break
      }
    }
  }
}

/// An `associatedtype` requirement; the mock becomes generic over it.
public struct AssociatedType: Equatable, Sendable {
  /// The associated type's name, which the mock's generic parameter reuses.
  public var name: String
  /// The inheritance clause as written (`Identifiable & Codable`), or `nil`.
  public var constraint: String?
  /// The `where` clause's requirements as written (`Item.ID == String`), or `nil`.
  public var whereClause: String?
  /// The default type as written (`String` in `associatedtype ID = String`), or `nil`.
  /// The mock uses it instead of becoming generic over the associated type.
  public var defaultType: String?

  /// Creates an associated type, as the parser does for `associatedtype Item: Codable`.
  public init(name: String, constraint: String?, whereClause: String?, defaultType: String? = nil) {
    self.name = name
    self.constraint = constraint
    self.whereClause = whereClause
    self.defaultType = defaultType
  }
}
