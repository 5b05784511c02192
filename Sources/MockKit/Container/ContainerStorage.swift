/// A container's registrations, its parent and its per-container instances: everything a
/// ``TestContainer`` value holds, in one reference, so that copying a container is cheap
/// and its copies share their per-container instances.
final class ContainerStorage: Sendable {
  /// The registrations that won, by key: a later registration of a key replaces an
  /// earlier one.
  let registrationsByKey: [ServiceKey: any Registration]
  /// The same registrations in the order their keys were first registered, for
  /// `overriding(_:)`, `validate()` and messages.
  let registrations: [any Registration]
  let parent: ContainerStorage?
  let instances = PerContainerInstances()
  /// Whether this container or a parent has `@MainActor` registrations: only then does a
  /// resolve need to know whether it runs on the main actor.
  let hasMainActorRegistrations: Bool
  /// Whether this container or a parent has per-graph registrations: only then does a
  /// resolution need a store of per-graph instances.
  let hasPerGraphRegistrations: Bool

  init(_ list: [any Registration], parent: ContainerStorage?) {
    var registrationsByKey: [ServiceKey: any Registration] = [:]
    var keys: [ServiceKey] = []
    for registration in list {
      if registrationsByKey.updateValue(registration, forKey: registration.key) == nil {
        keys.append(registration.key)
      }
    }
    self.registrationsByKey = registrationsByKey
    registrations = keys.compactMap { registrationsByKey[$0] }
    self.parent = parent
    hasMainActorRegistrations =
      registrations.contains(where: \.runsOnMainActor) || parent?.hasMainActorRegistrations == true
    hasPerGraphRegistrations =
      registrations.contains { $0.scope == .perGraph } || parent?.hasPerGraphRegistrations == true
  }

  /// The registration of `key`, here or in a parent, and the container that registered it.
  func find(_ key: ServiceKey) -> FoundRegistration? {
    var container: ContainerStorage? = self
    while let current = container {
      if let registration = current.registrationsByKey[key] {
        return FoundRegistration(registration: registration, owner: current)
      }
      container = current.parent
    }
    return nil
  }

  /// Every registration it resolves, this container's first, then its parents' that it
  /// does not override.
  var allRegistrations: [any Registration] {
    var all = registrations
    if let inherited = parent?.allRegistrations {
      all += inherited.filter { registrationsByKey[$0.key] == nil }
    }
    return all
  }

  /// Every registration of this container and its parents, the root's first, so that a
  /// container made from them in this order resolves as this one does: for `overriding(_:)`.
  var chainedRegistrations: [any Registration] {
    (parent?.chainedRegistrations ?? []) + registrations
  }

  /// The keys of ``allRegistrations``.
  var allKeys: [ServiceKey] { allRegistrations.map(\.key) }

  /// The per-graph instances of a new resolution, if it can reach a per-graph
  /// registration: a store costs more to make than the rest of a small resolve.
  func newResolutionGraph() -> PerGraphInstances? {
    hasPerGraphRegistrations ? PerGraphInstances() : nil
  }

  /// Whether a resolve from code isolated to `isolation` can build `@MainActor`
  /// registrations. Asked only when there are some: outside an actor, telling the main
  /// thread costs two system calls on Linux, more than the rest of a resolve.
  func canRunMainActorFactories(_ isolation: (any Actor)?) -> Bool {
    hasMainActorRegistrations && TestContainer.isMainActor(isolation)
  }
}

/// A registration found for a key, and the container that registered it, whose
/// per-container instances hold the registration's.
struct FoundRegistration {
  let registration: any Registration
  let owner: ContainerStorage
}
