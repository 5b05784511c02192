import Foundation

#if !canImport(Darwin)
  import Synchronization
#endif

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
    /// The service whose factory received this resolver, and those that led to it.
    @usableFromInline let frame: ResolutionFrame

    init(frame: ResolutionFrame) {
      self.frame = frame
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
      try frame.resolveDependency(ServiceKey(type, name: name))
    }
  }
}

/// One service being built: the factory it runs received a resolver naming this frame.
///
/// Frames form an immutable list from the innermost outwards, which is the resolution path
/// that messages print and cycles are found on; only whether the frame's factory has
/// returned ever changes.
@usableFromInline
final class ResolutionFrame: Sendable {
  let key: ServiceKey
  /// The frame whose factory is resolving this one's service; `nil` at the top.
  var outer: ResolutionFrame? { outerLink.frame }
  /// In a struct, so that the compiler does not make this class's deinit release a chain
  /// of frames in a loop: built for long linked lists, it takes three more atomic
  /// operations to release an outer frame that is still in use, which it always is here.
  private let outerLink: OuterLink
  /// The container the factory's dependencies are resolved from: the one resolving, or
  /// for a per-container service, the one that registered it.
  let container: ContainerStorage
  /// The per-graph instances of the frame's resolution.
  let graph: GraphInstances?
  let onMainActor: Bool
  #if canImport(Darwin)
    // `Atomic` needs macOS 15 / iOS 18; below that, the one lock type.
    private let returned = LockedState(false)
  #else
    private let returned = Atomic<Bool>(false)
  #endif

  init(
    key: ServiceKey, outer: ResolutionFrame?, container: ContainerStorage,
    graph: GraphInstances?, onMainActor: Bool
  ) {
    self.key = key
    outerLink = OuterLink(frame: outer)
    self.container = container
    self.graph = graph
    self.onMainActor = onMainActor
  }

  /// Whether the factory that received this frame's resolver has returned.
  var factoryHasReturned: Bool {
    #if canImport(Darwin)
      returned.withLock { $0 }
    #else
      returned.load(ordering: .acquiring)
    #endif
  }

  func markFactoryReturned() {
    #if canImport(Darwin)
      returned.withLock { $0 = true }
    #else
      returned.store(true, ordering: .releasing)
    #endif
  }

  /// Resolves `key` for the factory that received this frame's resolver: in this
  /// resolution while the factory runs; once it has returned, in a new resolution of the
  /// same container.
  ///
  /// A factory that keeps its resolver for later (a coordinator's `make…` closure) is not
  /// part of the resolution that built it: continuing that resolution would report a
  /// cycle through a service that is already built, and share per-graph instances with an
  /// unrelated object graph. The new resolution's path starts at the innermost service
  /// whose factory still runs, if any: a kept resolver called from inside that factory
  /// that comes back to its service is a real cycle, reported as one instead of recursing
  /// until the stack overflows.
  @usableFromInline
  func resolveDependency<T: Sendable>(_ key: ServiceKey) throws -> T {
    guard factoryHasReturned else {
      return try Resolution.resolve(
        key, in: container, outer: self, graph: graph, onMainActor: onMainActor)
    }
    return try Resolution.resolve(
      key, in: container, outer: innermostRunning,
      graph: container.hasPerGraphRegistrations ? GraphInstances() : nil,
      onMainActor: container.canRunMainActorFactories(nil))
  }

  /// This frame or the innermost of its outer frames whose factory still runs, if any.
  var innermostRunning: ResolutionFrame? {
    var frame: ResolutionFrame? = self
    while let current = frame, current.factoryHasReturned { frame = current.outer }
    return frame
  }

  /// The keys from the outermost frame to `frame`.
  static func keys(_ frame: ResolutionFrame?) -> [ServiceKey] {
    var keys: [ServiceKey] = []
    var node = frame
    while let current = node {
      keys.append(current.key)
      node = current.outer
    }
    return keys.reversed()
  }

  /// Whether this frame or an outer one builds `key`. Recursive, so that each frame is
  /// borrowed from the one that holds it: a loop would retain and release every frame.
  func isBuilding(_ key: ServiceKey) -> Bool {
    self.key == key || outer?.isBuilding(key) == true
  }

  /// The cycle that resolving `key` here would close, from `key` back to `key`, if any.
  func cycle(closedBy key: ServiceKey) -> [ServiceKey]? {
    guard isBuilding(key) else { return nil }
    // Only now, with a cycle to report, build the list: key, …, key.
    var loop: [ServiceKey] = [key]
    var node: ResolutionFrame? = self
    while let current = node {
      loop.append(current.key)
      if current.key == key { return loop.reversed() }
      node = current.outer
    }
    return nil
  }
}

/// A frame's outer frame; see ``ResolutionFrame/outerLink``.
private struct OuterLink {
  let frame: ResolutionFrame?
}

/// One resolution in progress: a top-level `resolve` call, a kept resolver's later call,
/// or a factory resolving its dependencies within either.
///
/// Passed to each step as it is, borrowed, rather than copied into a value of its own:
/// copying its references cost a retain and a release each at every level of the graph.
///
/// - `container`: the container resolving.
/// - `outer`: the service whose factory is resolving, and those that led to it; `nil` at
///   the top.
/// - `graph`: the resolution's per-graph instances, if the container has per-graph
///   registrations.
/// - `onMainActor`: whether the resolution runs on the main actor, so `@MainActor`
///   factories can run.
enum Resolution {
  /// Resolves `key`, whose registration provides a `T`.
  static func resolve<T: Sendable>(
    _ key: ServiceKey, in container: ContainerStorage, outer: ResolutionFrame?,
    graph: GraphInstances?, onMainActor: Bool
  ) throws -> T {
    let found = try find(key, in: container, outer: outer)
    // The registration of `key` provides `T`: its key names `T` itself.
    return try resolve(
      unsafeDowncast(found.registration, to: TypedRegistration<T>.self), found, in: container,
      outer: outer, graph: graph, onMainActor: onMainActor)
  }

  /// Resolves `key` without knowing its type, for `validate()`.
  static func resolveErased(
    _ key: ServiceKey, in container: ContainerStorage, onMainActor: Bool
  ) throws -> any Sendable {
    let found = try find(key, in: container, outer: nil)
    let graph = container.hasPerGraphRegistrations ? GraphInstances() : nil
    func open<T: Sendable>(_: T.Type) throws -> any Sendable {
      try resolve(
        unsafeDowncast(found.registration, to: TypedRegistration<T>.self), found, in: container,
        outer: nil, graph: graph, onMainActor: onMainActor)
    }
    return try open(found.registration.providedType)
  }

  private static func find(
    _ key: ServiceKey, in container: ContainerStorage, outer: ResolutionFrame?
  ) throws -> FoundRegistration {
    guard let found = container.find(key) else {
      throw TestContainer.ResolutionError(
        .missing(
          service: key.typeName, name: key.name,
          path: (ResolutionFrame.keys(outer) + [key]).map(\.description),
          registered: container.allKeys.map(\.description).sorted()))
    }
    if let cycle = outer?.cycle(closedBy: key) {
      throw TestContainer.ResolutionError(.cycle(cycle.map(\.description)))
    }
    return found
  }

  private static func resolve<T: Sendable>(
    _ registration: TypedRegistration<T>, _ found: FoundRegistration,
    in container: ContainerStorage, outer: ResolutionFrame?, graph: GraphInstances?,
    onMainActor: Bool
  ) throws -> T {
    if let instance = registration.instance { return instance.value }
    switch registration.scope {
    case .perResolve:
      return try make(
        registration, in: container, outer: outer, graph: graph, onMainActor: onMainActor)
    case .perGraph:
      guard let graph else {
        preconditionFailure("a per-graph registration in a resolution without per-graph instances")
      }
      return try graph.instance(for: registration.key) {
        try make(
          registration, in: container, outer: outer, graph: graph, onMainActor: onMainActor)
      }
    case .perContainer:
      // A per-container instance belongs to the container that registered it, and is
      // built from that container's registrations, whichever child resolves it first. Its
      // factory never reaches into a child, so stores are always locked child first.
      return try found.owner.instances.instance(at: found.slot) {
        try make(
          registration, in: found.owner, outer: outer, graph: graph, onMainActor: onMainActor)
      }
    }
  }

  /// Runs the registration's factory with a resolver of its own, whose dependencies are
  /// resolved from `container`.
  private static func make<T: Sendable>(
    _ registration: TypedRegistration<T>, in container: ContainerStorage,
    outer: ResolutionFrame?, graph: GraphInstances?, onMainActor: Bool
  ) throws -> T {
    // The frame made straight into the resolver, which owns it: no retain to share it.
    let resolver = TestContainer.Resolver(
      frame: ResolutionFrame(
        key: registration.key, outer: outer, container: container, graph: graph,
        onMainActor: onMainActor))
    defer { resolver.frame.markFactoryReturned() }
    if registration.runsOnMainActor, !onMainActor {
      throw TestContainer.ResolutionError(
        .requiresMainActor(
          service: registration.key.description,
          path: ResolutionFrame.keys(resolver.frame).map(\.description)))
    }
    return try registration.make(resolver)
  }
}

/// The per-graph instances of one resolution.
final class GraphInstances: Sendable {
  /// An ``InstanceBox`` of each key's type, once made.
  private let instances = LockedState<[ServiceKey: AnyObject]>([:])

  /// The per-graph instance of `key`, made by `create` the first time.
  func instance<T: Sendable>(for key: ServiceKey, create: () throws -> T) rethrows -> T {
    if let existing = instances.withLock({ $0[key] }) {
      return unsafeDowncast(existing, to: InstanceBox<T>.self).value
    }
    let created = try create()
    return instances.withLock { instances in
      if let existing = instances[key] {
        return unsafeDowncast(existing, to: InstanceBox<T>.self).value
      }
      instances[key] = InstanceBox(created)
      return created
    }
  }
}
