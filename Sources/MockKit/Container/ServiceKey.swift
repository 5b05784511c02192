/// A registered type and, optionally, a name that tells registrations of one type apart.
@usableFromInline
struct ServiceKey: Hashable, Sendable, CustomStringConvertible {
  @usableFromInline let type: any Any.Type
  @usableFromInline let name: String?

  @inlinable
  init<T>(_ type: T.Type, name: String?) {
    self.type = type
    self.name = name
  }

  @usableFromInline
  static func == (lhs: Self, rhs: Self) -> Bool {
    ObjectIdentifier(lhs.type) == ObjectIdentifier(rhs.type) && lhs.name == rhs.name
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type))
    hasher.combine(name)
  }

  /// `PaymentProcessor`, `CheckoutScene.ViewModel`: the type as a test writes it, without
  /// its module. Built only for messages, since it costs a demangling.
  @usableFromInline
  var typeName: String { TypeNames.name(of: type) }

  /// `PaymentProcessor`, or `PaymentProcessor (named "backup")`.
  @usableFromInline
  var description: String {
    name.map { "\(typeName) (named \"\($0)\")" } ?? typeName
  }
}
