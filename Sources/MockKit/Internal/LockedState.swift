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
/// user code. A thread that finds the mutex held steps aside before queueing on it: see
/// ``lockContended(_:)``.
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
      if pthread_mutex_trylock(mutex) != 0 { lockContended(mutex) }
      defer { pthread_mutex_unlock(mutex) }
      return try body(&state.pointee)
    }
  }
}

/// Takes `mutex` after a first attempt found it held: stepping aside rather than queueing.
///
/// Held locks in MockKit are held for nanoseconds, so a lock found held is either free
/// again at once (two calls happened to meet) or wanted again and again by another thread
/// (tasks calling one spy in a loop). The first case is served by trying again after
/// yielding the processor. In the second, queueing on the mutex is the worst choice: each
/// release wakes the queued thread through the kernel, the thread finds the lock taken
/// again, and queues again, so two cores spend their time handing the lock and the
/// spy's state back and forth. Sleeping a few microseconds instead leaves the holder to
/// run its calls alone at full speed, and the sleeper takes its turn when it wakes. So
/// many tasks calling one spy record as fast as one task.
///
/// The sleeps are a backoff, not a wait for an event: at most eight of a microsecond each
/// (the system may stretch each to tens of microseconds), after which the thread queues
/// on the mutex as usual, and the release wakes it. So a thread that keeps missing its
/// turn still gets the lock, and one that finds it held for long waits for its release.
@usableFromInline @inline(never)
func lockContended(_ mutex: UnsafeMutablePointer<pthread_mutex_t>) {
  for _ in 0..<2 {
    sched_yield()
    if pthread_mutex_trylock(mutex) == 0 { return }
  }
  for _ in 0..<8 {
    var pause = timespec(tv_sec: 0, tv_nsec: 1_000)
    nanosleep(&pause, nil)
    if pthread_mutex_trylock(mutex) == 0 { return }
  }
  pthread_mutex_lock(mutex)
}
