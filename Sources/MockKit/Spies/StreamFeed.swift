/// The state behind a ``StreamStub``: the streams it made, the elements each has not
/// handed out yet, the consumers waiting for one, and how the streams end.
///
/// Every stream made is fed every element yielded after it was made; elements yielded
/// while no stream is open wait for the next stream. Consumers are resumed after the lock
/// is released, each exactly once: by an element, by the end, by their task's
/// cancellation, or by their wait's timeout, whichever first removes them under the lock.
final class StreamFeed<Element: Sendable, Failure: Error>: Sendable {
  /// How the streams end, once ``StreamStub/finish()`` (or its throwing twin) is called.
  enum Ending: Sendable {
    case finished
    case failed(Failure)
  }

  /// What a consumer asking for the next element gets.
  enum Delivery: Sendable {
    case element(Element)
    case end(Ending)
    /// The consumer waited the feed's timeout for an element that did not come, and its
    /// stream ended: the consumer reports it.
    case timedOut
  }

  /// What became of an element the test yielded.
  enum YieldOutcome: Sendable {
    /// Fed to the open streams, or kept for the next one.
    case fed
    /// Dropped: the streams had ended.
    case droppedAfterEnd
    /// Dropped: the spy was reset, which ended the streams.
    case droppedAfterReset
  }

  private struct Consumer: Sendable {
    let id: UInt64
    let continuation: CheckedContinuation<Delivery, Never>
  }

  /// One stream made for a call: the elements it has not handed out, and the consumers
  /// waiting for one (more than one only when several tasks iterate it at once).
  private struct OpenStream: Sendable {
    var buffer = FIFO<Element>()
    var consumers = FIFO<Consumer>()
  }

  private struct State: Sendable {
    /// The next stream's id: streams are numbered from 0, so also how many were made.
    var nextStreamID = 0
    var streams: [Int: OpenStream] = [:]
    /// Elements yielded while no stream was open, for the next stream made.
    var pending = FIFO<Element>()
    var ending: Ending?
    /// Whether the spy's reset made the ending, for the message of a later element.
    var endedByReset = false
    /// Whether any consumer has asked for an element.
    var isIterated = false
    /// Tasks in ``StreamStub/waitUntilIterated(timeout:fileID:filePath:line:column:)``.
    var iterationWaiters: [UInt64: CheckedContinuation<Bool, Never>] = [:]
  }

  private let state = LockedState(State())
  /// How long a consumer may wait for an element before its stream ends.
  let timeout: WaitTimeout

  init(timeout: WaitTimeout) {
    self.timeout = timeout
  }

  // MARK: Making streams

  /// A new stream, fed from now on, starting with the elements that waited for one.
  func makeStream() -> Int {
    state.withLock { state in
      let id = state.nextStreamID
      state.nextStreamID += 1
      var stream = OpenStream()
      stream.buffer = state.pending
      state.pending = FIFO()
      state.streams[id] = stream
      return id
    }
  }

  var streamsMade: Int { state.withLock { $0.nextStreamID } }

  /// How many streams are still fed: made, and not cancelled by their consumer.
  var openStreamCount: Int { state.withLock { $0.streams.count } }

  // MARK: Feeding

  /// Hands `element` to every open stream, or keeps it for the next one if none is open.
  /// - Returns: Whether the element was fed, or dropped because the streams had ended.
  func yield(_ element: Element) -> YieldOutcome {
    var resumed: [Consumer] = []
    let outcome = state.withLock { state -> YieldOutcome in
      guard state.ending == nil else {
        return state.endedByReset ? .droppedAfterReset : .droppedAfterEnd
      }
      if state.streams.isEmpty {
        state.pending.append(element)
        return .fed
      }
      for id in state.streams.keys {
        if let consumer = state.streams[id]?.consumers.popFirst() {
          resumed.append(consumer)
        } else {
          state.streams[id]?.buffer.append(element)
        }
      }
      return .fed
    }
    for consumer in resumed { consumer.continuation.resume(returning: .element(element)) }
    return outcome
  }

  /// Ends every stream as `end(.finished)` does, and returns how many a consumer was
  /// waiting on: code under test still iterating, which the end lets go, and which the
  /// caller reports (the end of a strict scope or of an XCTest test, the stub's release).
  func endCountingWaiting() -> Int {
    let waitedOn = state.withLock { state in
      state.streams.values.filter { !$0.consumers.isEmpty }.count
    }
    end(.finished)
    return waitedOn
  }

  /// Ends every stream as `end(.finished)` does, when the spy is reset and so no longer
  /// answers with this feed's streams: an element yielded after is reported as yielded
  /// after the reset.
  func endAtReset() {
    end(.finished, byReset: true)
  }

  /// Ends every stream, made or to be made, after the elements it has not handed out.
  /// Only the first ending counts.
  func end(_ ending: Ending) {
    end(ending, byReset: false)
  }

  private func end(_ ending: Ending, byReset: Bool) {
    let waiting = state.withLock { state -> [Consumer] in
      guard state.ending == nil else { return [] }
      state.ending = ending
      state.endedByReset = byReset
      var waiting: [Consumer] = []
      for id in state.streams.keys {
        while let consumer = state.streams[id]?.consumers.popFirst() { waiting.append(consumer) }
      }
      return waiting
    }
    for consumer in waiting { consumer.continuation.resume(returning: .end(ending)) }
  }

  // MARK: Consuming

  /// The next element of stream `id`, waiting for one; its end once it has handed out
  /// every element; `.end(.finished)` if the consuming task is cancelled; `.timedOut` if
  /// it waited ``timeout`` and nothing came, which ends the stream.
  ///
  /// The timeout runs only while the consumer waits: a stream that is held but not
  /// iterated, or whose elements are already there, never times out.
  func next(from id: Int) async -> Delivery {
    let consumerID = ProcessCounter.waits.next()
    return await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Delivery, Never>) in
        var waiters: [CheckedContinuation<Bool, Never>] = []
        let delivery = state.withLock { state -> Delivery? in
          if !state.isIterated {
            state.isIterated = true
            waiters = Array(state.iterationWaiters.values)
            state.iterationWaiters.removeAll()
          }
          if let element = state.streams[id]?.buffer.popFirst() { return .element(element) }
          if let ending = state.ending { return .end(ending) }
          // Another consumer of the same stream was cancelled, which ended it for all.
          guard state.streams[id] != nil else { return .end(.finished) }
          // Cancelled before it got here: the handler below found nothing to resume.
          if Task.isCancelled {
            state.streams[id] = nil
            return .end(.finished)
          }
          state.streams[id]?.consumers.append(Consumer(id: consumerID, continuation: continuation))
          return nil
        }
        for waiter in waiters { waiter.resume(returning: true) }
        if let delivery {
          continuation.resume(returning: delivery)
          return
        }
        Timeouts.schedule(after: timeout) { [weak self] in
          self?.timeOut(consumerID, waitingOn: id)
        }
      }
    } onCancel: {
      // The stream ends for its consumer, and stops being fed.
      let cancelled = state.withLock { state -> [Consumer] in
        guard var stream = state.streams.removeValue(forKey: id) else { return [] }
        var cancelled: [Consumer] = []
        while let consumer = stream.consumers.popFirst() { cancelled.append(consumer) }
        return cancelled
      }
      for consumer in cancelled { consumer.continuation.resume(returning: .end(.finished)) }
    }
  }

  /// Ends stream `id` if consumer `consumerID` is still waiting on it, as a cancellation
  /// does: the stream stops being fed, that consumer learns it timed out, and any other
  /// consumer of the stream that waits ends with it.
  private func timeOut(_ consumerID: UInt64, waitingOn id: Int) {
    let ended = state.withLock { state -> [Consumer] in
      guard state.streams[id]?.consumers.contains(where: { $0.id == consumerID }) == true,
        var stream = state.streams.removeValue(forKey: id)
      else { return [] }
      var ended: [Consumer] = []
      while let consumer = stream.consumers.popFirst() { ended.append(consumer) }
      return ended
    }
    for consumer in ended {
      consumer.continuation.resume(
        returning: consumer.id == consumerID ? .timedOut : .end(.finished))
    }
  }

  // MARK: Waiting for iteration

  /// Waits until a consumer asks any stream for an element, up to `timeout`.
  /// - Returns: `true` once one has (at once if one already has), `false` after the
  ///   timeout or the waiting task's cancellation.
  func waitUntilIterated(timeout: WaitTimeout) async -> Bool {
    let id = ProcessCounter.waits.next()
    return await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
        let iterated = state.withLock { state -> Bool in
          if state.isIterated { return true }
          state.iterationWaiters[id] = continuation
          return false
        }
        if iterated {
          continuation.resume(returning: true)
          return
        }
        Timeouts.schedule(after: timeout) { [weak self] in self?.stopWaiting(id) }
        if Task.isCancelled { stopWaiting(id) }
      }
    } onCancel: {
      stopWaiting(id)
    }
  }

  private func stopWaiting(_ id: UInt64) {
    let waiter = state.withLock { $0.iterationWaiters.removeValue(forKey: id) }
    waiter?.resume(returning: false)
  }
}
