/// A registered type and, optionally, a name that tells registrations of one type apart.
struct ServiceKey: Hashable, Sendable, CustomStringConvertible {
  let type: ObjectIdentifier
  let typeName: String
  let name: String?

  init<T>(_ type: T.Type, name: String?) {
    self.type = ObjectIdentifier(type)
    self.typeName = String(describing: type)
    self.name = name
  }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.type == rhs.type && lhs.name == rhs.name }
  func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    hasher.combine(name)
  }

  /// `PaymentProcessor`, or `PaymentProcessor (named "backup")`.
  var description: String {
    name.map { "\(typeName) (named \"\($0)\")" } ?? typeName
  }
}
