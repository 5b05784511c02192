// mockkit:mock
/// Finds the register and the detective on duty: a protocol named like MockKit's
/// `Resolver`, whose requirements use the other names MockKit declares too.
public protocol Resolver: Sendable {
  /// The register called `name` in `scope`.
  func resolve(_ name: String, in scope: Scope) throws -> Register
  /// The detective watching `register`.
  func detective(watching register: Register) -> Spy
  /// The container labelled `label`.
  func container(labelled label: String) async -> TestContainer
}
