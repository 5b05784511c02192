/// A registered type and, optionally, a name that tells registrations of one type apart.
struct ServiceKey: Hashable, Sendable, CustomStringConvertible {
  let type: any Any.Type
  let name: String?

  init<T>(_ type: T.Type, name: String?) {
    self.type = type
    self.name = name
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    ObjectIdentifier(lhs.type) == ObjectIdentifier(rhs.type) && lhs.name == rhs.name
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type))
    hasher.combine(name)
  }

  /// `PaymentProcessor`, `CheckoutScene.ViewModel`: the type as a test writes it, without
  /// its module. Built only for messages, since it costs a demangling.
  var typeName: String { TypeNames.name(of: type) }

  /// `PaymentProcessor`, or `PaymentProcessor (named "backup")`.
  var description: String {
    name.map { "\(typeName) (named \"\($0)\")" } ?? typeName
  }
}
