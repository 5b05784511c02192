#if canImport(Synchronization)
  import Synchronization
#endif

/// The process-wide order of recorded calls.
///
/// Every spy takes its next number while it holds its own lock, so numbers grow in the
/// order each spy records, and comparing numbers across spies gives the order in which
/// calls happened across mocks. This counter is the only process-wide state on the call
/// path: one integer, never a registry of spies. It is an atomic where the platform has
/// one for every deployment target MockKit supports, and a lock elsewhere.
@usableFromInline
enum CallSequence {
  @inlinable
  static func next() -> UInt64 {
    #if canImport(Synchronization) && !canImport(Darwin)
      return AtomicCallSequence.counter.wrappingAdd(1, ordering: .relaxed).newValue
    #else
      return lockedCounter.withLock { value in
        value &+= 1
        return value
      }
    #endif
  }

  @usableFromInline static let lockedCounter = LockedState<UInt64>(0)
}

#if canImport(Synchronization) && !canImport(Darwin)
  @usableFromInline
  enum AtomicCallSequence {
    @usableFromInline static let counter = Atomic<UInt64>(0)
    static let waitIDs = Atomic<UInt64>(0)
  }
#endif

/// Identities for waits, taken before a wait registers so that its cancellation handler,
/// which may run first, can name it.
enum WaitID {
  static func next() -> UInt64 {
    #if canImport(Synchronization) && !canImport(Darwin)
      return AtomicCallSequence.waitIDs.wrappingAdd(1, ordering: .relaxed).newValue
    #else
      return lockedCounter.withLock { value in
        value &+= 1
        return value
      }
    #endif
  }

  private static let lockedCounter = LockedState<UInt64>(0)
}
