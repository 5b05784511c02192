/// The calls a spy records from the moment ``MethodSpy/callStream(timeout:fileID:filePath:line:column:)``
/// was called, in the order it records them, for a `for await` loop.
///
/// The stream finishes when the spy is reset (``MethodSpy/reset()``) or deinitialized,
/// and when its loop has waited the stream's timeout for a call that has not come: then it
/// also reports a failure, so that a loop that expects one call too many fails the test
/// instead of hanging it. Bound the loop by the calls you expect, and `break`:
///
/// ```swift
/// let calls = analytics.track.callStream()  // sees every call from now on
/// Task { _ = try await checkout.pay(orderID: "o-1", amount: 42) }
///
/// var events: [String] = []
/// for await call in calls {
///   events.append(call.arguments.name)
///   if events.count == 2 { break }
/// }
/// #expect(events == ["payment_started", "payment_completed"])
/// ```
///
/// One loop iterates a stream; for two loops, call `callStream()` twice.
public struct CallStream<Input: Sendable>: AsyncSequence, Sendable {
  /// A call the spy recorded.
  public typealias Element = SpyCall<Input>

  let calls: AsyncStream<SpyCall<Input>>
  /// The stream's id among its spy's streams.
  let id: UInt64
  /// Called as the loop asks for a call: arms the stream's timeout if none is there yet.
  let willWait: @Sendable () -> Void
  /// Called as the loop takes a call.
  let took: @Sendable () -> Void
  /// Called as the stream finishes for the loop: reports a timeout, if that ended it.
  let ended: @Sendable () -> Void

  /// Makes the iterator a `for await` loop uses.
  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(
      calls: calls.makeAsyncIterator(), willWait: willWait, took: took, ended: ended)
  }

  /// Hands a `for await` loop the calls, one at a time.
  public struct AsyncIterator: AsyncIteratorProtocol {
    var calls: AsyncStream<SpyCall<Input>>.AsyncIterator
    let willWait: @Sendable () -> Void
    let took: @Sendable () -> Void
    let ended: @Sendable () -> Void

    /// The next call the spy records, or `nil` once the stream has finished.
    public mutating func next() async -> SpyCall<Input>? {
      willWait()
      guard let call = await calls.next() else {
        ended()
        return nil
      }
      took()
      return call
    }
  }
}
