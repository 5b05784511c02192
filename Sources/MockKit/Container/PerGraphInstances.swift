/// The per-graph instances of one resolution: the object graph of one `resolve` call.
///
/// They are kept by registration, not by key: in a child container, a parent's service
/// built in the same graph resolves a key from the parent's registrations, and the
/// child's own registration of that key must still get the child's instance.
final class PerGraphInstances: Sendable {
  private let instances = LockedState<[UInt64: any Sendable]>([:])

  /// The per-graph instance of the registration `registration` (its id), made by `make`
  /// the first time.
  ///
  /// `make` runs the caller's factory, so it runs outside the lock. A resolution runs on
  /// one thread unless a factory hands its resolver to others; if two of them make the same
  /// instance at once, both get the one stored first.
  func instance(
    for registration: UInt64, make: () throws -> any Sendable
  ) rethrows -> any Sendable {
    if let existing = instances.withLock({ $0[registration] }) { return existing }
    let made = try make()
    return instances.withLock { instances in
      if let existing = instances[registration] { return existing }
      instances[registration] = made
      return made
    }
  }
}
