/// What a spy keeps of one of its call streams: the continuation it yields each new call
/// to, and how many calls it yielded and the stream's consumer took, which tell whether
/// the consumer is waiting for a call that has not come.
@usableFromInline
struct CallStreamFeed<Input: Sendable>: Sendable {
  let continuation: AsyncStream<SpyCall<Input>>.Continuation
  /// Calls yielded to the stream.
  var yielded = 0
  /// Calls the stream's consumer took.
  var taken = 0

  init(_ continuation: AsyncStream<SpyCall<Input>>.Continuation) {
    self.continuation = continuation
  }

  /// Whether the consumer has taken every call yielded, so that its next `next()` waits.
  var isDrained: Bool { yielded == taken }

  @usableFromInline
  mutating func yield(_ call: SpyCall<Input>) {
    continuation.yield(call)
    yielded += 1
  }
}
