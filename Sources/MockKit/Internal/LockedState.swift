#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// Mutable state guarded by one `pthread_mutex_t`, mutated in place.
///
/// This is the only lock in MockKit. It is not `Synchronization.Mutex` on purpose: that
/// type needs macOS 15 / iOS 18, and on Linux ThreadSanitizer cannot see its futex and
/// reports false races. A pthread mutex runs everywhere and is instrumented by TSan.
///
/// The mutex is the header of a `ManagedBuffer` and the state its tail, so `withLock`
/// hands the body an `inout` reference to the stored value itself: appending to an array
/// inside it grows that array in place, never a copy. The mutex comes first so that the
/// state's first fields share its cache line: when two cores take turns at a lock, each
/// line it touches passes from one to the other. Bodies must be short and must not call
/// user code.
@usableFromInline
final class LockedState<State>: @unchecked Sendable {
  // @unchecked: the state in `buffer` is only read or written between locking and
  // unlocking its mutex.
  @usableFromInline let buffer: ManagedBuffer<pthread_mutex_t, State>

  @usableFromInline
  init(_ initialState: State) {
    buffer = .create(minimumCapacity: 1) { _ in pthread_mutex_t() }
    buffer.withUnsafeMutablePointers { mutex, state in
      let result = pthread_mutex_init(mutex, nil)
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

  @inlinable @inline(__always)
  func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    try buffer.withUnsafeMutablePointers { mutex, state in
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
      return try body(&state.pointee)
    }
  }
}
