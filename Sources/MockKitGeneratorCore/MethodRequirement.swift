/// A `func` requirement: `func user(id: String) async throws -> User`.
public struct MethodRequirement: Equatable, Sendable {
  /// The base name, `user` in `user(id:)`.
  public var name: String
  /// The generic parameter clause as written (`<T: Decodable>`), or `nil`.
  public var genericClause: String?
  /// The generic parameters declared in ``genericClause``.
  public var genericParameters: [GenericParameter]
  /// The parameters, in declaration order.
  public var parameters: [Parameter]
  /// Whether the method is `async`.
  public var isAsync: Bool
  /// What the method may throw.
  public var throwsClause: ThrowsClause
  /// The return type as written, or `nil` when the method declares none.
  public var returnType: String?
  /// The `where` clause's requirements as written, or `nil`.
  public var whereClause: String?
  /// Whether the requirement is `static`.
  public var isStatic: Bool
  /// Attributes the mock repeats, such as `@discardableResult`, and `nonisolated`.
  public var attributes: [String]
  /// Whether the requirement is `mutating`: the mock, a class, implements it without the
  /// word, but a conformer held as a constant cannot be called with it.
  public var isMutating: Bool
  /// Whether an `@available` attribute limits the requirement to some platforms' versions
  /// (`@available(macOS 15, *)`): the mock implements it without the attribute, but a call
  /// of it would need to be limited the same way.
  public var isLimitedByAvailability: Bool

  /// Creates a method requirement, as the parser does for `func user(id: String) -> User`.
  public init(
    name: String,
    genericClause: String? = nil,
    genericParameters: [GenericParameter] = [],
    parameters: [Parameter],
    isAsync: Bool,
    throwsClause: ThrowsClause,
    returnType: String?,
    whereClause: String? = nil,
    isStatic: Bool = false,
    attributes: [String] = [],
    isMutating: Bool = false,
    isLimitedByAvailability: Bool = false
  ) {
    self.name = name
    self.genericClause = genericClause
    self.genericParameters = genericParameters
    self.parameters = parameters
    self.isAsync = isAsync
    self.throwsClause = throwsClause
    self.returnType = returnType
    self.whereClause = whereClause
    self.isStatic = isStatic
    self.attributes = attributes
    self.isMutating = isMutating
    self.isLimitedByAvailability = isLimitedByAvailability
  }

  /// The name Swift uses for the method, labels included: `user(id:)`, `track(_:)`.
  public var signature: String {
    name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
  }
}

extension MethodRequirement {
  /// This method as a protocol that redeclares it with fewer effects requires it, when
  /// `other` is the same method but for its effects: a method that does not throw (or is
  /// not `async`) satisfies a requirement that does, so the method with the fewer effects
  /// of the two satisfies both. `nil` when `other` is another method.
  func refined(by other: MethodRequirement) -> MethodRequirement? {
    guard name == other.name, parameters == other.parameters, returnType == other.returnType,
      genericClause == other.genericClause, whereClause == other.whereClause,
      isStatic == other.isStatic
    else { return nil }
    var refined = other
    refined.isAsync = isAsync && other.isAsync
    refined.throwsClause = throwsClause.narrowest(with: other.throwsClause)
    return refined
  }

  /// The generic parameter the method returns when it may be non-copyable
  /// (`func watch<Return: ~Copyable>(…) -> Return`): a spy cannot hand back such a value.
  var noncopyableGenericResult: String? {
    guard let returnType, let result = genericParameters.first(where: { $0.name == returnType })
    else { return nil }
    return result.isNoncopyable ? result.name : nil
  }

  /// The parameter whose closure takes nothing and makes the method's result, when the
  /// result may be non-copyable: `body` in `func watch<Return: ~Copyable>(_ body: () throws
  /// -> Return) rethrows -> Return`. The mock returns what the closure returns.
  var closureMakingResult: Parameter? {
    guard let result = noncopyableGenericResult else { return nil }
    return parameters.first { parameter in
      var tokens = Tokenizer.tokenize(parameter.type)[...]
      while tokens.first?.text == "@", tokens.dropFirst().first?.isWord == true {
        tokens = tokens.dropFirst(2)
      }
      guard tokens.count >= 4, tokens.first?.text == "(", tokens.dropFirst().first?.text == ")",
        tokens.last?.text == result, tokens.dropLast().last?.text == "->"
      else { return false }
      // Only effects between `()` and the arrow: `async`, `throws`, `throws(E)`.
      let effects = tokens.dropFirst(2).dropLast(2)
      return effects.isEmpty || ["async", "throws"].contains(effects.first?.text ?? "")
    }
  }
}

extension ThrowsClause {
  /// The clause of a method that satisfies a requirement with this clause and one with
  /// `other`: the one that lets it throw less, or no throwing at all when neither covers
  /// the other (`throws(E)` and `rethrows`).
  func narrowest(with other: ThrowsClause) -> ThrowsClause {
    if self == other || other == .any { return self }
    if self == .any { return other }
    return .none
  }
}

/// One parameter of a method, subscript or initializer.
public struct Parameter: Equatable, Sendable {
  /// The argument label, or `nil` when calls pass the argument without one.
  public var label: String?
  /// The name the body uses; generated (`arg0`) when the source has `_`.
  public var internalName: String
  /// The type as written, with `inout`, `...` and attributes such as `@escaping`.
  public var type: String

  /// Creates a parameter, as the parser does for `id: String`.
  public init(label: String?, internalName: String, type: String) {
    self.label = label
    self.internalName = internalName
    self.type = type
  }
}
