/// The per-graph instances of one resolution: the object graph of one `resolve` call.
typealias PerGraphInstances = LockedState<[ServiceKey: any Sendable]>

extension PerGraphInstances {
  /// An empty store, for a new resolution.
  convenience init() {
    self.init([:])
  }

  /// The per-graph instance of `key`, made by `make` the first time.
  ///
  /// `make` runs the caller's factory, so it runs outside the lock. A resolution runs on
  /// one thread unless a factory hands its resolver to others; if two of them make the same
  /// instance at once, both get the one stored first.
  func instance(
    for key: ServiceKey, make: () throws -> any Sendable
  ) rethrows -> any Sendable {
    if let existing = withLock({ $0[key] }) { return existing }
    let made = try make()
    return withLock { instances in
      if let existing = instances[key] { return existing }
      instances[key] = made
      return made
    }
  }
}
