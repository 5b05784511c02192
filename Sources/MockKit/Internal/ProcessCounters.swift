/// The process-wide order of recorded calls.
///
/// Every spy takes its next number while it holds its own lock, so numbers grow in the
/// order each spy records, and comparing numbers across spies gives the order in which
/// calls happened across mocks. This counter is the only process-wide state on the call
/// path: one integer, never a registry of spies.
enum CallSequence {
  private static let counter = LockedState<UInt64>(0)

  @inline(__always)
  static func next() -> UInt64 {
    counter.withLock { value in
      value &+= 1
      return value
    }
  }
}

/// Identities for waits, taken before a wait registers so that its cancellation handler,
/// which may run first, can name it.
enum WaitID {
  private static let counter = LockedState<UInt64>(0)

  static func next() -> UInt64 {
    counter.withLock { value in
      value &+= 1
      return value
    }
  }
}
