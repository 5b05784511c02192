#if canImport(Synchronization)
  import Synchronization
#endif

/// The process-wide order of recorded calls: a clock shared by every spy, which numbers
/// every call so that a call made after another, on any spy, has a greater number.
///
/// The clock counts *ticks*, and each tick belongs to the one spy that advanced the clock
/// to it. A call reads the clock; if it still shows the spy's own tick, nothing has been
/// recorded elsewhere since the spy's last call, and the call takes the next number
/// within that tick (its low bits) without writing to the clock. Otherwise it advances
/// the clock, an atomic increment, and takes the new tick for its spy. So calls after
/// calls on the same spy, by one task or by many, cost a read, and only a call on
/// another spy than the last costs an atomic read-modify-write, which took a quarter of
/// a call's time when every call paid it.
///
/// Why the order holds: if call A (spy X, tick a) happens before call B (spy Y), B reads
/// tick `a` or a later value. Tick `a` is X's, so B advances the clock past it unless a
/// later tick of Y's is showing; either way B's tick, and number, are greater. Calls on
/// one spy are ordered by its lock, and within a tick by their low bits. Numbers are
/// not consecutive across ticks.
///
/// The clock is the only process-wide state on the call path: one integer, never a
/// registry of spies. It is an atomic where the platform has one for every deployment
/// target MockKit supports, and a lock elsewhere. It is an object, which each spy keeps a
/// reference to: reached through that, it costs a load, where a global is reached
/// through its lazy initializer on every call.
@usableFromInline
final class CallSequence: Sendable {
  /// The one clock.
  static let shared = CallSequence()

  /// The bits of a number that count calls within a tick; a spy that makes this many
  /// calls in a row takes a new tick.
  @usableFromInline static let bitsWithinTick: UInt64 = 24

  #if canImport(Synchronization) && !canImport(Darwin)
    @usableFromInline let clock = Atomic<UInt64>(0)
  #else
    @usableFromInline let clock = LockedState<UInt64>(0)
  #endif

  private init() {}

  /// The number of a spy's next call, from the spy's place on the clock, which this
  /// updates; called under the spy's lock.
  @inlinable @inline(__always)
  func next(_ place: inout SequencePlace) -> UInt64 {
    let limit: UInt64 = 1 << Self.bitsWithinTick - 1
    #if canImport(Synchronization) && !canImport(Darwin)
      if place.tick != 0, place.withinTick < limit,
        clock.load(ordering: .relaxed) == place.tick
      {
        place.withinTick &+= 1
      } else {
        place.tick = clock.wrappingAdd(1, ordering: .relaxed).newValue
        place.withinTick = 0
      }
    #else
      clock.withLock { clock in
        if place.tick != 0, place.withinTick < limit, clock == place.tick {
          place.withinTick &+= 1
        } else {
          clock &+= 1
          place.tick = clock
          place.withinTick = 0
        }
      }
    #endif
    return place.tick << Self.bitsWithinTick | place.withinTick
  }
}

/// Where a spy stands on the ``CallSequence`` clock: the tick it took last (0 before
/// its first call), and how many calls it has numbered within it since.
@usableFromInline
struct SequencePlace: Sendable {
  @usableFromInline var tick: UInt64 = 0
  @usableFromInline var withinTick: UInt64 = 0

  @usableFromInline init() {}
}

/// Identities for waits, taken before a wait registers so that its cancellation handler,
/// which may run first, can name it.
enum WaitID {
  static func next() -> UInt64 {
    #if canImport(Synchronization) && !canImport(Darwin)
      return AtomicWaitIDs.counter.wrappingAdd(1, ordering: .relaxed).newValue
    #else
      return lockedCounter.withLock { value in
        value &+= 1
        return value
      }
    #endif
  }

  private static let lockedCounter = LockedState<UInt64>(0)
}

#if canImport(Synchronization) && !canImport(Darwin)
  enum AtomicWaitIDs {
    static let counter = Atomic<UInt64>(0)
  }
#endif
