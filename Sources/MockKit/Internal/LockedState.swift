#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// Mutable state guarded by a `pthread_mutex_t`, mutated in place.
///
/// MockKit's spies, queues, scopes and timers keep their state in one of these. It is not
/// `Synchronization.Mutex` on purpose: that type needs macOS 15 / iOS 18, and on Linux
/// ThreadSanitizer cannot see its futex and reports false races. A pthread mutex runs
/// everywhere and is instrumented by TSan.
///
/// On Linux the mutex is glibc's adaptive kind, which spins briefly before it sleeps (see
/// the initializer); elsewhere it is the platform's default.
///
/// The mutex is the header of a `ManagedBuffer` and the state its tail (the shape of
/// SwiftNIO's `NIOLockedValueBox`), so `withLock` hands the body an `inout` reference to
/// the stored value itself: appending to an array inside it grows that array in place,
/// never a copy. Bodies must be short and must not run a caller's closure: answers,
/// matchers and predicates run after the lock is released.
@usableFromInline
final class LockedState<State>: @unchecked Sendable {
  // @unchecked: the state in `buffer` is only read or written between locking and
  // unlocking its mutex, in `withLock`.
  @usableFromInline let buffer: ManagedBuffer<pthread_mutex_t, State>

  init(_ initialState: State) {
    buffer = .create(minimumCapacity: 1) { _ in pthread_mutex_t() }
    buffer.withUnsafeMutablePointers { mutex, state in
      var attributes = pthread_mutexattr_t()
      pthread_mutexattr_init(&attributes)
      #if canImport(Glibc)
        // An adaptive mutex, glibc's own kind: a thread that finds it held spins a few
        // rounds before sleeping in the kernel. MockKit holds its locks for nanoseconds,
        // so the holder is usually done before the spin is; a sleep and a wake-up cost
        // microseconds. Measured on the benchmark rows: `waitForCalls` wake-up 2.2× a bare
        // hand-off with the default kind, 0.5× with this one; 8 tasks on one spy 0.49× the
        // throughput of 1, where the NSLock mock's is 0.24×.
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ADAPTIVE_NP))
      #endif
      let result = pthread_mutex_init(mutex, &attributes)
      pthread_mutexattr_destroy(&attributes)
      precondition(result == 0, "pthread_mutex_init failed with \(result)")
      state.initialize(to: initialState)
    }
  }

  deinit {
    buffer.withUnsafeMutablePointers { mutex, state in
      state.deinitialize(count: 1)
      pthread_mutex_destroy(mutex)
    }
  }

  /// Runs `body` with the state, holding the lock.
  ///
  /// Always inlined, so that the body is compiled with the spy's types where the spy is
  /// called: run as a generic function, it copied and destroyed the value it returns
  /// through its type's metadata on every call (the `Spy.call` benchmark rows).
  @inlinable @inline(__always)
  func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    try buffer.withUnsafeMutablePointers { mutex, state in
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
      return try body(&state.pointee)
    }
  }
}
