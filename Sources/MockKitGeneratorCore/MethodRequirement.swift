/// A `func` requirement: `func user(id: String) async throws -> User`.
public struct MethodRequirement: Equatable, Sendable {
  /// The base name, `user` in `user(id:)`.
  public var name: String
  /// The parameters, in declaration order.
  public var parameters: [Parameter]
  /// Whether the method is `async`.
  public var isAsync: Bool
  /// Whether the method `throws`.
  public var isThrowing: Bool
  /// The return type as written, or `nil` when the method declares none.
  public var returnType: String?

  /// Creates a method requirement, as the parser does for `func user(id: String) -> User`.
  public init(
    name: String,
    parameters: [Parameter],
    isAsync: Bool,
    isThrowing: Bool,
    returnType: String?
  ) {
    self.name = name
    self.parameters = parameters
    self.isAsync = isAsync
    self.isThrowing = isThrowing
    self.returnType = returnType
  }

  /// The name Swift uses for the method, labels included: `user(id:)`, `track(_:)`.
  public var signature: String {
    name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
  }
}

/// One parameter of a ``MethodRequirement``.
public struct Parameter: Equatable, Sendable {
  /// The argument label, or `nil` for `_`.
  public var label: String?
  /// The name the method body uses; generated (`arg0`) when the source has `_`.
  public var internalName: String
  /// The type as written, attributes such as `@escaping` included.
  public var type: String

  /// Creates a parameter, as the parser does for `id: String`.
  public init(label: String?, internalName: String, type: String) {
    self.label = label
    self.internalName = internalName
    self.type = type
  }
}
