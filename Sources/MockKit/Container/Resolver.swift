import Foundation

/// What a factory receives to resolve its dependencies, within one resolution.
///
/// ```swift
/// Register(CheckoutService.self) { r in
///   try CheckoutService(payments: r.resolve(), analytics: r.resolve(name: "audit"))
/// }
/// ```
///
/// It remembers the path that led to the factory, so a missing dependency names it
/// (`CheckoutService → PaymentProcessor`) and a cycle is caught before it overflows the
/// stack.
public struct Resolver: Sendable {
  @usableFromInline let container: TestContainer
  /// The service being built and those that led to it, innermost first.
  @usableFromInline let path: ResolutionPath?
  /// The per-graph instances of this `resolve` call; `nil` when the container has no
  /// per-graph registrations.
  @usableFromInline let graph: GraphStore?
  /// Whether this resolution runs on the main actor, so `@MainActor` factories can run.
  @usableFromInline let onMainActor: Bool

  @usableFromInline
  init(container: TestContainer, path: ResolutionPath?, graph: GraphStore?, onMainActor: Bool) {
    self.container = container
    self.path = path
    self.graph = graph
    self.onMainActor = onMainActor
  }

  /// Resolves a dependency of the service being built.
  ///
  /// ```swift
  /// Register(CheckoutService.self) { r in try CheckoutService(payments: r.resolve()) }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to resolve; inferred from the context when left out.
  ///   - name: The name it was registered under, if any.
  /// - Returns: The instance.
  /// - Throws: A ``ResolutionError``.
  @inlinable
  public func resolve<T: Sendable>(_ type: T.Type = T.self, name: String? = nil) throws -> T {
    let key = ServiceKey(type, name: name)
    let instance = try resolve(key)
    guard let typed = instance as? T else { throw mismatch(key, produced: instance) }
    return typed
  }

  @usableFromInline
  func mismatch(_ key: ServiceKey, produced instance: any Sendable) -> ResolutionError {
    ResolutionError(
      .typeMismatch(
        service: key.description, expected: key.typeName,
        produced: String(describing: Swift.type(of: instance)),
        path: (ResolutionPath.keys(path) + [key]).map(\.description),
        registeredAt: container.registration(for: key)?.register.site.description ?? "?"))
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
      guard let graph else { return try inner.make(registration) }
      return try graph.instance(for: key) { try inner.make(registration) }
    case .perContainer:
      // A per-container instance belongs to the container that registered it, and is built
      // from that container's registrations, whichever child resolves it first. Its
      // factory never reaches into a child, so stores are always locked child first.
      let owner = container.owner(of: key) ?? container
      let inner = inner(key, in: owner)
      return try owner.instances.instance(for: key) { try inner.make(registration) }
    }
  }

  /// The resolver for the dependencies of `key`, built from `container`'s registrations.
  private func inner(_ key: ServiceKey, in container: TestContainer) -> Resolver {
    Resolver(
      container: container, path: ResolutionPath(key, outer: path), graph: graph,
      onMainActor: onMainActor)
  }

  private func make(_ registration: Registration) throws -> any Sendable {
    switch registration.maker {
    case .instance(let instance):
      return instance
    case .factory(let factory):
      return try factory(self)
    case .mainActorFactory(let factory):
      guard onMainActor else {
        throw ResolutionError(
          .requiresMainActor(
            service: registration.register.key.description,
            path: ResolutionPath.keys(path).map(\.description)))
      }
      return try MainActor.assumeIsolated { try factory(self) }
    }
  }
}

/// The services being built in one resolution, as an immutable list from the innermost
/// outwards: each level adds a node, nothing is shared or mutated, so no lock is needed.
@usableFromInline
final class ResolutionPath: Sendable {
  let key: ServiceKey
  let outer: ResolutionPath?

  init(_ key: ServiceKey, outer: ResolutionPath?) {
    self.key = key
    self.outer = outer
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

/// The per-graph instances of one `resolve` call.
@usableFromInline
final class GraphStore: Sendable {
  private let instances = LockedState<[ServiceKey: any Sendable]>([:])

  func instance(for key: ServiceKey, create: () throws -> any Sendable) rethrows -> any Sendable {
    if let existing = instances.withLock({ $0[key] }) { return existing }
    let created = try create()
    return instances.withLock { instances in
      if let existing = instances[key] { return existing }
      instances[key] = created
      return created
    }
  }
}
