import Foundation

/// The per-container instances of one container: each made the first time it is resolved,
/// exactly once however many tasks resolve it at the same moment.
///
/// The one lock in MockKit that is not `LockedState`, and the one held while a caller's
/// closure (the factory) runs. The scope's promises need both:
///
/// - Exactly once: a resolve that finds the instance being made must wait until it is
///   made, so the lock is held while the factory runs. `LockedState` never runs a caller's
///   closure under its lock, and has no other way to wait.
/// - A factory may resolve another per-container service of the same container, on the
///   same thread, while the lock is held: the lock is recursive. A factory that comes back
///   to its own service is a cycle, reported from the resolution path before the lock is
///   taken again, so the recursion never runs a factory twice.
/// - One lock for all of a container's instances, not one per instance: two tasks that
///   resolve a cycle from its two ends cannot each hold one instance and wait for the
///   other. One waits while the other reports the cycle, then reports it too.
///
/// So a factory must not wait for another thread or task that resolves from the same
/// container. Locks are taken child first: a per-container instance is built from the
/// registrations of the container that registered it, or of its parents, never of a child.
final class PerContainerInstances: @unchecked Sendable {
  // @unchecked: `instances` is only read or written while `lock` is held.
  private let lock = NSRecursiveLock()
  private var instances: [ServiceKey: any Sendable] = [:]

  /// The instance of `key`, made by `make` the first time.
  func instance(
    for key: ServiceKey, make: () throws -> any Sendable
  ) rethrows -> any Sendable {
    lock.lock()
    defer { lock.unlock() }
    if let existing = instances[key] { return existing }
    let made = try make()
    instances[key] = made
    return made
  }
}
