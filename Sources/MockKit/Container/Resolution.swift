#if !canImport(Darwin)
  import Synchronization
#endif

/// One resolution in progress: a top-level `resolve` call, a kept resolver's later call,
/// or a factory resolving its dependencies within either.
///
/// Each step is passed what the resolution needs:
///
/// - `container`: the container resolving.
/// - `outer`: the service whose factory is resolving, and those that led to it; `nil` at
///   the top.
/// - `graph`: the resolution's per-graph instances, if its container has per-graph
///   registrations.
/// - `onMainActor`: whether the resolution runs on the main actor, so that `@MainActor`
///   factories can run.
enum Resolution {
  /// Resolves `key`, the key of `T`.
  static func resolve<T: Sendable>(
    _ key: ServiceKey, in container: ContainerStorage, outer: ResolutionFrame?,
    graph: PerGraphInstances?, onMainActor: Bool
  ) throws -> T {
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
    let registration = found.registration
    switch registration.scope {
    case .perResolve:
      return try make(
        registration, as: T.self, in: container, outer: outer, graph: graph,
        onMainActor: onMainActor)
    case .perGraph:
      guard let graph else {
        // A resolution gets per-graph instances when its container, or a parent, has a
        // per-graph registration: the only ones it can reach.
        throw ContainerDefect(
          service: key.description, problem: "its resolution has no per-graph instances")
      }
      let kept = try graph.instance(for: registration.id) {
        try make(
          registration, as: T.self, in: container, outer: outer, graph: graph,
          onMainActor: onMainActor)
      }
      return try cast(kept, to: T.self, for: key)
    case .perContainer:
      // A per-container instance belongs to the container that registered it, and is
      // built from that container's registrations, whichever child resolves it first.
      let kept = try found.owner.instances.instance(for: key) {
        try make(
          registration, as: T.self, in: found.owner, outer: outer, graph: graph,
          onMainActor: onMainActor)
      }
      return try cast(kept, to: T.self, for: key)
    }
  }

  /// Resolves `registration` as the type it provides, in a resolution of its own, for
  /// `validate()`, which does not know the type.
  static func resolve(
    _ registration: any Registration, in container: ContainerStorage, onMainActor: Bool
  ) throws {
    func resolve<T: Sendable>(_: T.Type) throws {
      let _: T = try Resolution.resolve(
        registration.key, in: container, outer: nil, graph: container.newResolutionGraph(),
        onMainActor: onMainActor)
    }
    try resolve(registration.providedType)
  }

  /// Runs the registration's factory with a resolver of its own, whose dependencies are
  /// resolved from `container`.
  private static func make<T: Sendable>(
    _ registration: any Registration, as type: T.Type, in container: ContainerStorage,
    outer: ResolutionFrame?, graph: PerGraphInstances?, onMainActor: Bool
  ) throws -> T {
    let frame = ResolutionFrame(
      key: registration.key, outer: outer, container: container, graph: graph,
      onMainActor: onMainActor)
    defer { frame.markFactoryReturned() }
    if registration.runsOnMainActor, !onMainActor {
      throw TestContainer.ResolutionError(
        .requiresMainActor(
          service: registration.key.description,
          path: ResolutionFrame.keys(frame).map(\.description)))
    }
    let resolver = TestContainer.Resolver(frame: frame)
    guard ResolutionFrame.keptResolverUsed.withLock({ $0 }) else {
      return try registration.make(resolver, as: T.self)
    }
    return try ResolutionFrame.$running.withValue(frame) {
      try registration.make(resolver, as: T.self)
    }
  }

  /// `kept`, the instance kept for `key`, as the `T` it was made as.
  private static func cast<T: Sendable>(
    _ kept: any Sendable, to type: T.Type, for key: ServiceKey
  ) throws -> T {
    // Kept under the key of `T`, it was made as a `T`. (A `switch` rather than `as?`, as
    // in `TypedRegistration.make`.)
    switch kept {
    case let instance as T: return instance
    default:
      throw ContainerDefect(
        service: key.description,
        problem: "the instance kept for it is a \(TypeNames.name(of: Swift.type(of: kept))), "
          + "not a \(TypeNames.name(of: T.self))")
    }
  }
}

/// One service being built: the factory it runs received a resolver naming this frame.
///
/// Frames form an immutable list from the innermost outwards, which is the resolution path
/// that messages print and cycles are found on; only whether the frame's factory has
/// returned ever changes.
final class ResolutionFrame: Sendable {
  let key: ServiceKey
  /// The frame whose factory is resolving this one's service; `nil` at the top.
  let outer: ResolutionFrame?
  /// The container the factory's dependencies are resolved from: the one resolving, or
  /// for a per-container service, the one that registered it.
  let container: ContainerStorage
  /// The per-graph instances of the frame's resolution, if its container has per-graph
  /// registrations.
  let graph: PerGraphInstances?
  let onMainActor: Bool
  /// Whether the factory that received this frame's resolver has returned.
  #if canImport(Darwin)
    // `Atomic` needs macOS 15 / iOS 18; below that, the one lock type.
    private let returned = LockedState(false)
  #else
    private let returned = Atomic<Bool>(false)
  #endif

  init(
    key: ServiceKey, outer: ResolutionFrame?, container: ContainerStorage,
    graph: PerGraphInstances?, onMainActor: Bool
  ) {
    self.key = key
    self.outer = outer
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
  /// unrelated object graph. The new resolution's path starts at the service whose factory
  /// is running in the calling task (``running``), else at the innermost service of the
  /// resolver's own resolution whose factory still runs, if any: a kept resolver called from
  /// a factory that comes back to that factory's service is a real cycle, reported as one
  /// instead of recursing until the stack overflows, whichever service was resolved first.
  func resolveDependency<T: Sendable>(_ key: ServiceKey) throws -> T {
    guard factoryHasReturned else {
      return try Resolution.resolve(
        key, in: container, outer: self, graph: graph, onMainActor: onMainActor)
    }
    ResolutionFrame.keptResolverUsed.withLock { $0 = true }
    return try Resolution.resolve(
      key, in: container, outer: ResolutionFrame.running ?? innermostRunning,
      graph: container.newResolutionGraph(), onMainActor: container.canRunMainActorFactories(nil))
  }

  /// This frame or the innermost of its outer frames whose factory still runs, if any: where
  /// a kept resolver's resolution starts when no factory has named itself in ``running``.
  var innermostRunning: ResolutionFrame? {
    var frame: ResolutionFrame? = self
    while let current = frame, current.factoryHasReturned { frame = current.outer }
    return frame
  }

  /// The frame whose factory the current task is running, if any: set by
  /// `Resolution.make` around each factory call once ``keptResolverUsed``.
  @TaskLocal static var running: ResolutionFrame?

  /// Whether a resolver has been used after its factory returned, in this process. Until
  /// then no factory names its frame in ``running``: binding a task-local value costs
  /// about as much as the rest of a factory call (the container-resolve row of
  /// .ci/instruction-counts), and only a kept resolver reads it. A cycle through kept
  /// resolvers is so found one resolution later the first time, and at once after.
  static let keptResolverUsed = LockedState(false)

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

  /// The cycle that resolving `key` here would close, from `key` back to `key`, if any.
  func cycle(closedBy key: ServiceKey) -> [ServiceKey]? {
    guard isBuilding(key) else { return nil }
    let path = ResolutionFrame.keys(self)
    guard let start = path.lastIndex(of: key) else { return nil }
    return path[start...] + [key]
  }

  /// Whether this frame or an outer one builds `key`.
  private func isBuilding(_ key: ServiceKey) -> Bool {
    self.key == key || outer?.isBuilding(key) == true
  }
}
