import Foundation

extension TestContainer {
  /// What a factory receives to resolve its dependencies, within one resolution.
  ///
  /// ```swift
  /// Provide(CheckoutService.self) { r in
  ///   try CheckoutService(
  ///     payments: r.resolve(), analytics: r.resolve(AnalyticsTracker.self, name: "audit"))
  /// }
  /// ```
  ///
  /// It remembers the path that led to the factory, so a missing dependency names it
  /// (`CheckoutService → PaymentProcessor`) and a cycle is caught before it overflows the
  /// stack.
  ///
  /// A factory may also keep its resolver for later, as an app's `make…` closures do.
  /// Used after the factory has returned, the resolver starts a new resolution, with its
  /// own path and its own ``Scope/perGraph`` instances, and shares the container's
  /// ``Scope/perContainer`` instances. (Used while a factory that led to it still runs,
  /// the new path starts at that factory's service, so a real cycle through it is still
  /// reported.)
  ///
  /// ```swift
  /// Provide(OrderCoordinator.self, scope: .perContainer) { r in
  ///   OrderCoordinator(makeCheckout: { try r.resolve(CheckoutService.self) })
  /// }
  /// ```
  public struct Resolver: Sendable {
    @usableFromInline let container: TestContainer
    /// The service whose factory received this resolver and those that led to it,
    /// innermost first; `nil` for the resolver of a top-level `resolve` call.
    @usableFromInline let path: ResolutionPath?
    /// The resolution this resolver belongs to, with its per-graph instances.
    @usableFromInline let resolution: Resolution
    /// Whether this resolution runs on the main actor, so `@MainActor` factories can run.
    @usableFromInline let onMainActor: Bool

    @usableFromInline
    init(
      container: TestContainer, path: ResolutionPath?, resolution: Resolution,
      onMainActor: Bool
    ) {
      self.container = container
      self.path = path
      self.resolution = resolution
      self.onMainActor = onMainActor
    }

    /// Resolves a dependency of the service being built.
    ///
    /// ```swift
    /// Provide(CheckoutService.self) { r in try CheckoutService(payments: r.resolve()) }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type to resolve; inferred from the context when left out.
    ///   - name: The name it was registered under, if any.
    /// - Returns: The instance.
    /// - Throws: A ``TestContainer/ResolutionError``.
    @inlinable
    public func resolve<T: Sendable>(_ type: T.Type = T.self, name: String? = nil) throws -> T {
      let key = ServiceKey(type, name: name)
      let resolver = live
      let instance = try resolver.resolve(key)
      guard let typed = instance as? T else { throw resolver.mismatch(key, produced: instance) }
      return typed
    }

    /// This resolver while the factory it was given to runs; once that factory has
    /// returned, the resolver of a new resolution of the same container.
    ///
    /// A factory that keeps its resolver for later (a coordinator's `make…` closure) is
    /// not part of the resolution that built it: continuing that resolution would report
    /// a cycle through a service that is already built, and share per-graph instances
    /// with an unrelated object graph. The new resolution's path starts at the innermost
    /// service whose factory still runs, if any: a kept resolver called from inside that
    /// factory that comes back to its service is a real cycle, reported as one instead of
    /// recursing until the stack overflows.
    @usableFromInline
    var live: Resolver {
      guard let path, path.factoryHasReturned else { return self }
      return Resolver(
        container: container, path: path.innermostRunning, resolution: Resolution(),
        onMainActor: container.isMainActor(nil))
    }

    @usableFromInline
    func mismatch(_ key: ServiceKey, produced instance: any Sendable) -> ResolutionError {
      ResolutionError(
        .typeMismatch(
          service: key.description, expected: key.typeName,
          produced: TypeNames.name(of: Swift.type(of: instance)),
          path: (ResolutionPath.keys(path) + [key]).map(\.description),
          registeredAt: container.registration(for: key)?.provide.site.description ?? "?"))
    }

    @usableFromInline
    func resolve(_ key: ServiceKey) throws -> any Sendable {
      guard let registration = container.registration(for: key) else {
        throw ResolutionError(
          .missing(
            service: key.typeName, name: key.name,
            path: (ResolutionPath.keys(path) + [key]).map(\.description),
            registered: container.allKeys.map(\.description).sorted()))
      }
      if let cycle = path?.cycle(closedBy: key) {
        throw ResolutionError(.cycle(cycle.map(\.description)))
      }
      if case .instance(let instance) = registration.maker { return instance }
      switch registration.scope {
      case .perResolve:
        return try inner(key, in: container).make(registration)
      case .perGraph:
        let inner = inner(key, in: container)
        return try resolution.instance(for: key) { try inner.make(registration) }
      case .perContainer:
        // A per-container instance belongs to the container that registered it, and is
        // built from that container's registrations, whichever child resolves it first. Its
        // factory never reaches into a child, so stores are always locked child first.
        let owner = container.owner(of: key) ?? container
        let inner = inner(key, in: owner)
        return try owner.instances.instance(for: key) { try inner.make(registration) }
      }
    }

    /// The resolver for the dependencies of `key`, built from `container`'s registrations.
    private func inner(_ key: ServiceKey, in container: TestContainer) -> Resolver {
      Resolver(
        container: container, path: ResolutionPath(key, outer: path, in: resolution),
        resolution: resolution, onMainActor: onMainActor)
    }

    /// Runs the registration's factory with this resolver, which was made for it.
    private func make(_ registration: Registration) throws -> any Sendable {
      defer { path?.markFactoryReturned() }
      switch registration.maker {
      case .instance(let instance):
        return instance
      case .factory(let factory):
        return try factory(self)
      case .mainActorFactory(let factory):
        guard onMainActor else {
          throw ResolutionError(
            .requiresMainActor(
              service: registration.provide.key.description,
              path: ResolutionPath.keys(path).map(\.description)))
        }
        return try MainActor.assumeIsolated { try factory(self) }
      }
    }
  }
}

/// The services being built, as an immutable list from the innermost outwards: each level
/// adds a node, and only a node's `returned` flag ever changes.
@usableFromInline
final class ResolutionPath: @unchecked Sendable {
  // @unchecked: `returned` is only read or written under the lock of `resolution`.
  let key: ServiceKey
  let outer: ResolutionPath?
  /// The resolution this node was made in, whose lock guards `returned`.
  private let resolution: Resolution
  private var returned = false

  init(_ key: ServiceKey, outer: ResolutionPath?, in resolution: Resolution) {
    self.key = key
    self.outer = outer
    self.resolution = resolution
  }

  /// Whether the factory that received this node's resolver has returned.
  @usableFromInline
  var factoryHasReturned: Bool {
    resolution.withLock { returned }
  }

  func markFactoryReturned() {
    resolution.withLock { returned = true }
  }

  /// This node or the innermost of its outer nodes whose factory still runs, if any.
  var innermostRunning: ResolutionPath? {
    var node: ResolutionPath? = self
    while let current = node, current.factoryHasReturned { node = current.outer }
    return node
  }

  /// The keys from the outermost to `path`'s innermost.
  static func keys(_ path: ResolutionPath?) -> [ServiceKey] {
    var keys: [ServiceKey] = []
    var node = path
    while let current = node {
      keys.append(current.key)
      node = current.outer
    }
    return keys.reversed()
  }

  /// The cycle that resolving `key` here would close, from `key` back to `key`, if any.
  func cycle(closedBy key: ServiceKey) -> [ServiceKey]? {
    var node: ResolutionPath? = self
    while let current = node, current.key != key { node = current.outer }
    guard node != nil else { return nil }
    // Only now, with a cycle to report, build the list: key, …, key.
    var loop: [ServiceKey] = [key]
    node = self
    while let current = node {
      loop.append(current.key)
      if current.key == key { return loop.reversed() }
      node = current.outer
    }
    return nil
  }
}

/// One resolution: a top-level `resolve` call, or a kept resolver's later call. It holds
/// the per-graph instances, and its lock also guards whether each of its factories has
/// returned: one lock per resolution rather than one per factory, which would cost an
/// allocation at every level of the graph.
@usableFromInline
final class Resolution: Sendable {
  private let graph = LockedState<[ServiceKey: any Sendable]>([:])

  @usableFromInline
  init() {}

  /// Runs `body` under this resolution's lock.
  func withLock<Result>(_ body: () -> Result) -> Result {
    graph.withLock { _ in body() }
  }

  /// The per-graph instance of `key`, made by `create` the first time.
  func instance(for key: ServiceKey, create: () throws -> any Sendable) rethrows -> any Sendable {
    if let existing = graph.withLock({ $0[key] }) { return existing }
    let created = try create()
    return graph.withLock { instances in
      if let existing = instances[key] { return existing }
      instances[key] = created
      return created
    }
  }
}
