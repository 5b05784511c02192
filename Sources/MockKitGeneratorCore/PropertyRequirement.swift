/// A property requirement: `var token: String { get }` or `{ get set }`.
public struct PropertyRequirement: Equatable, Sendable {
  public var name: String
  public var type: String
  public var isSettable: Bool

  public init(name: String, type: String, isSettable: Bool) {
    self.name = name
    self.type = type
    self.isSettable = isSettable
  }
}
