/// A protocol requirement the generator knows how to mock.
public enum Requirement: Equatable, Sendable {
  case method(MethodRequirement)
  case property(PropertyRequirement)
}
