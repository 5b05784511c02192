/// A spy's calls, stored compactly: one argument value per call, and the sequence numbers
/// as runs of consecutive numbers.
///
/// A call writes only its arguments, where a ``SpyCall`` would add 8 bytes of sequence
/// number to each: calls made one after another on one spy, by one task or by many, take
/// consecutive numbers, so a new run starts only when another spy's call came in between.
/// The bytes matter more than they seem: a growing log is memory the processor has not
/// seen yet, and the lock that follows each call waits for its stores, so a call's cost
/// grows with what it writes.
///
/// The calls are put together as ``SpyCall`` values when read, and kept, so that reading
/// again costs only the calls made since.
@usableFromInline
struct CallLog<Input: Sendable>: Sendable {
  /// Calls from `start` on are numbered consecutively from `first`, up to the next run.
  @usableFromInline
  struct Run: Sendable {
    @usableFromInline let start: Int
    @usableFromInline let first: UInt64

    @inlinable
    init(start: Int, first: UInt64) {
      self.start = start
      self.first = first
    }
  }

  @usableFromInline var arguments: [Input] = []
  @usableFromInline var runs: [Run] = []
  /// The number the next call takes if it continues the last run; 0, which no call takes,
  /// before the first.
  @usableFromInline var nextInRun: UInt64 = 0
  /// The calls as values, as far as they were last read.
  var snapshotCache: [SpyCall<Input>] = []

  @usableFromInline init() {}

  @inlinable var count: Int { arguments.count }

  @inlinable @inline(__always)
  mutating func append(_ arguments: Input, sequenceNumber: UInt64) {
    if sequenceNumber != nextInRun {
      runs.append(Run(start: self.arguments.count, first: sequenceNumber))
    }
    nextInRun = sequenceNumber &+ 1
    self.arguments.append(arguments)
  }

  /// Every call, in call order.
  ///
  /// Runs unspecialized, from the assertions: so the new calls are written in place into
  /// a new array, with one lookup of their type, where appending them one by one looked
  /// up the array's type for each call.
  mutating func snapshot() -> [SpyCall<Input>] {
    let start = snapshotCache.count
    guard start < arguments.count else { return snapshotCache }
    // The run the first missing call is in: the last one starting at or before it.
    var run = runs.lastIndex { $0.start <= start } ?? 0
    let newCalls = [SpyCall<Input>](unsafeUninitializedCapacity: arguments.count - start) {
      buffer, initialized in
      arguments.withUnsafeBufferPointer { arguments in
        var index = start
        while index < arguments.count {
          let end = run + 1 < runs.count ? runs[run + 1].start : arguments.count
          let first = runs[run].first &- UInt64(runs[run].start)
          while index < end {
            (buffer.baseAddress! + (index - start)).initialize(
              to: SpyCall(arguments: arguments[index], sequenceNumber: first &+ UInt64(index)))
            index += 1
          }
          run += 1
        }
      }
      initialized = arguments.count - start
    }
    if start == 0 {
      snapshotCache = newCalls
    } else {
      snapshotCache.append(contentsOf: newCalls)
    }
    return snapshotCache
  }

  mutating func removeAll() {
    self = CallLog()
  }
}
