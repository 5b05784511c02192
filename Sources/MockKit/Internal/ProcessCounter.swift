#if canImport(Synchronization) && !canImport(Darwin)
  import Synchronization
#endif

/// A process-wide counter that hands out increasing numbers, from 1.
///
/// It numbers every recorded call, so that a call made after another, on any spy, has a
/// greater ``SpyCall/sequenceNumber``: the counter is read and incremented under the
/// recording spy's lock, so calls on one spy are numbered in the order they are
/// recorded, and an increment that happens after another returns a greater number.
///
/// It is an atomic where the standard library has one for every platform MockKit
/// supports (on Linux), and a lock elsewhere: `Atomic` needs macOS 15 / iOS 18.
@usableFromInline
final class ProcessCounter: Sendable {
  /// Numbers recorded calls, on every spy.
  static let calls = ProcessCounter()
  /// Identifies waits and call streams, so that whoever ends one can find it.
  static let waits = ProcessCounter()
  /// Identifies contract examples, so that the copies of one are known as the same
  /// example.
  static let examples = ProcessCounter()
  /// Identifies container registrations, so that a resolution keeps one per-graph
  /// instance per registration, whichever container in a chain it comes from.
  static let registrations = ProcessCounter()

  #if canImport(Synchronization) && !canImport(Darwin)
    @usableFromInline let value = Atomic<UInt64>(0)
  #else
    @usableFromInline let value = LockedState<UInt64>(0)
  #endif

  private init() {}

  /// The next number.
  @inlinable
  func next() -> UInt64 {
    #if canImport(Synchronization) && !canImport(Darwin)
      return value.wrappingAdd(1, ordering: .relaxed).newValue
    #else
      return value.withLock { value in
        value &+= 1
        return value
      }
    #endif
  }
}
