/// A protocol requirement the generator knows how to mock.
public enum Requirement: Equatable, Sendable {
  /// A `func` requirement.
  case method(MethodRequirement)
  /// A `var` requirement.
  case property(PropertyRequirement)
}
