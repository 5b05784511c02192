/// The per-graph instances of one resolution: the object graph of one `resolve` call.
final class PerGraphInstances: Sendable {
  private let instances = LockedState<[ServiceKey: any Sendable]>([:])

  /// The per-graph instance of `key`, made by `make` the first time.
  ///
  /// `make` runs the caller's factory, so it runs outside the lock. A resolution runs on
  /// one thread unless a factory hands its resolver to others; if two of them make the same
  /// instance at once, both get the one stored first.
  func instance(
    for key: ServiceKey, make: () throws -> any Sendable
  ) rethrows -> any Sendable {
    if let existing = instances.withLock({ $0[key] }) { return existing }
    let made = try make()
    return instances.withLock { instances in
      if let existing = instances[key] { return existing }
      instances[key] = made
      return made
    }
  }
}
