/// A property requirement: `var token: String { get }` or `{ get set }`.
public struct PropertyRequirement: Equatable, Sendable {
  /// The property's name.
  public var name: String
  /// The type as written.
  public var type: String
  /// Whether the requirement is `{ get set }`.
  public var isSettable: Bool

  /// Creates a property requirement, as the parser does for `var token: String { get }`.
  public init(name: String, type: String, isSettable: Bool) {
    self.name = name
    self.type = type
    self.isSettable = isSettable
  }
}
