/// The streams a spy answers its calls with, driven by the test: it yields elements,
/// finishes the streams or fails them, from any task, before or after the code under test
/// starts iterating.
///
/// A spy whose output is an `AsyncStream` or an `AsyncThrowingStream` hands one out with
/// `returnsStream()`. Here a client reads its replies from a transport's `receive()`
/// stream, and the test plays the server:
///
/// ```swift
/// let server = transport.receiveSpy.returnsStream()
/// let client = MessageClient(transport: transport)
/// try await client.start()
///
/// async let result = client.request("ping")
/// await transport.send.waitForCalls(1)
/// server.yield(try JSONEncoder().encode(Reply(id: 1, result: "pong")))
///
/// #expect(try await result == "pong")
/// server.finish()  // the connection closes, and the client stops reading
/// ```
///
/// Each call gets its own stream by default (``StreamSharing/onePerCall``), and every
/// stream is fed every element yielded after it was made. Elements yielded before any call
/// wait for the first stream, so a test can yield the replies first and then run the code
/// under test. ``finish()`` ends every stream, those made later too, once each has handed
/// out its elements.
///
/// Nothing waits for ever on a stub's stream. When the code under test has waited the
/// stub's timeout for the next element (``WaitTimeout/defaultWait`` unless
/// `returnsStream(timeout:)` says otherwise) and the test has neither yielded one nor
/// finished the streams, that stream finishes, a throwing one without an error, and the
/// wait is reported at the `returnsStream` call. The timeout runs only while the code
/// waits: a stream it holds without iterating never times out. So when the test is done,
/// end what the code under test still reads, with ``finish()`` as above or by stopping it,
/// or its wait is reported after the test.
///
/// Resetting the spy (``MethodSpy/reset()``) finishes the streams of the stubs it removes,
/// whether or not the test still holds them, and an element yielded to them after is
/// reported. The end of the last reference to the stub (the mock released, and the test
/// holding none) finishes its streams too.
///
/// The stub is `Sendable`.
public final class StreamStub<Element: Sendable, Failure: Error>: Sendable {
  let feed: StreamFeed<Element, Failure>
  /// The spy's name and calls, read when a message needs them, without keeping the spy:
  /// the spy keeps the stub, to answer its calls.
  private let spyRecord: @Sendable () -> (label: SpyLabel, calls: [CallLine])
  /// The spy's name, `nil` once the spy is gone; read as ``spyRecord``.
  private let readSpyLabel: @Sendable () -> SpyLabel?
  /// The spy's name when it made its last stream, for the message of a stub that ends
  /// after its spy: the spy is gone by then.
  private let spyLabel = LockedState<SpyLabel?>(nil)
  /// Where `returnsStream` was called: where a stream's timeout is reported.
  private let stubbedAt: FailureLocation

  init(
    timeout: WaitTimeout, stubbedAt: FailureLocation,
    spyRecord: @escaping @Sendable () -> (label: SpyLabel, calls: [CallLine]),
    spyLabel: @escaping @Sendable () -> SpyLabel?
  ) {
    self.feed = StreamFeed(timeout: timeout)
    self.stubbedAt = stubbedAt
    self.spyRecord = spyRecord
    self.readSpyLabel = spyLabel
  }

  /// The last reference to the stub is gone (its mock released, and the test holding
  /// none): nothing can feed the streams any more, so they finish, and one the code
  /// under test is still iterating is reported, as a forgotten ``finish()``.
  deinit {
    let iterated = feed.endCountingWaiting()
    guard iterated > 0 else { return }
    let label =
      spyLabel.withLock { $0 }
      ?? SpyLabel(name: "a released spy", declaredAt: "", isNamed: false)
    Reporter.report(.streamStubReleasedWhileIterated(label, count: iterated), at: stubbedAt)
  }

  /// Remembers the spy's name, decided by its first call at the latest, when a call makes
  /// a stream: the name a message of the stub's end gives.
  private func rememberSpyLabel() {
    guard let label = readSpyLabel() else { return }
    spyLabel.withLock { $0 = label }
  }

  /// Feeds `element` to every stream made, or keeps it for the next stream if none is
  /// open yet.
  ///
  /// ```swift
  /// server.yield(try JSONEncoder().encode(Reply(id: 1, result: "pong")))
  /// ```
  ///
  /// An element yielded after ``finish()``, or after the spy's ``MethodSpy/reset()``
  /// finished the streams, is dropped and reported as a test failure.
  ///
  /// - Parameters:
  ///   - element: The element the code under test receives next.
  ///   - fileID: Where a misplaced element is reported; leave the default.
  ///   - filePath: Where a misplaced element is reported; leave the default.
  ///   - line: Where a misplaced element is reported; leave the default.
  ///   - column: Where a misplaced element is reported; leave the default.
  public func yield(
    _ element: Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let failure: MockFailure
    switch feed.yield(element) {
    case .fed: return
    case .droppedAfterEnd:
      failure = .streamElementAfterEnd(
        spyRecord().label, element: CallFormatter.render(value: element))
    case .droppedAfterReset:
      failure = .streamElementAfterReset(
        spyRecord().label, element: CallFormatter.render(value: element))
    }
    Reporter.report(
      failure, at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Ends every stream, after the elements each has not handed out yet: a `for await`
  /// over one of them ends. Streams made by later calls end as soon as they are empty.
  ///
  /// ```swift
  /// server.finish()
  /// ```
  ///
  /// Only the first end counts: finishing again, failing after finishing, or finishing
  /// after the spy's ``MethodSpy/reset()`` finished the streams, does nothing.
  public func finish() {
    feed.end(.finished)
  }

  /// Waits until the code under test asks any of the streams for an element, that is,
  /// until it is inside a `for await` over one of them.
  ///
  /// ```swift
  /// let client = MessageClient(transport: transport)
  /// try await client.start()
  ///
  /// #expect(await server.waitUntilIterated())
  /// ```
  ///
  /// Elements yielded before iteration starts are kept for it, so most tests need no
  /// wait; wait when the test must know that the code under test is listening, such as
  /// before checking what it does while no element has come.
  ///
  /// - Parameters:
  ///   - timeout: How long to wait before reporting a failure.
  ///   - fileID: Where the failure is reported; leave the default.
  ///   - filePath: Where the failure is reported; leave the default.
  ///   - line: Where the failure is reported; leave the default.
  ///   - column: Where the failure is reported; leave the default.
  /// - Returns: `true` once the code under test iterates; `false`, with a reported
  ///   failure, if it did not within `timeout` or the waiting task was cancelled.
  @discardableResult
  public func waitUntilIterated(
    timeout: WaitTimeout = .defaultWait,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> Bool {
    if await feed.waitUntilIterated(timeout: timeout) { return true }
    let (label, calls) = spyRecord()
    let failure: MockFailure =
      Task.isCancelled
      ? .streamWaitCancelled(label)
      : .streamNotIterated(label, calls: calls.count, within: Timeouts.describe(timeout))
    Reporter.report(
      failure, at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    return false
  }

  /// How many streams the stub has made: one per call, or one for all calls.
  ///
  /// ```swift
  /// #expect(server.streamsMade == 1)
  /// ```
  public var streamsMade: Int { feed.streamsMade }
}

extension StreamStub where Failure == any Error {
  /// Ends every stream with `error`, after the elements each has not handed out yet: a
  /// `for try await` over one of them throws it.
  ///
  /// ```swift
  /// server.finish(throwing: URLError(.networkConnectionLost))
  /// ```
  ///
  /// Only the first end counts: failing again, failing after finishing, or failing after
  /// the spy's ``MethodSpy/reset()`` finished the streams, does nothing.
  ///
  /// - Parameter error: The error the iterating code receives.
  public func finish(throwing error: any Error) {
    feed.end(.failed(error))
  }
}

/// Whether a spy's calls each get a stream of their own or all share one.
///
/// ```swift
/// let server = transport.receiveSpy.returnsStream(.oneForAllCalls)
/// ```
public enum StreamSharing: Sendable {
  /// Each call gets a new stream, fed every element yielded from then on: what a method
  /// that opens a connection or a subscription returns.
  case onePerCall
  /// Every call gets the same stream, as a property that exposes one stream returns it:
  /// its elements go to whichever consumer asks first.
  case oneForAllCalls
}

extension StreamStub {
  /// Reports that a consumer of one of the stub's streams waited the timeout for an
  /// element, at the `returnsStream` call, in the consumer's task: the failure belongs to
  /// the test that task runs for.
  ///
  /// A closure that keeps the spy's reader and the location, not the stub: a stream must
  /// not keep its stub alive, since the stub's end finishes the streams.
  var reportTimeout: @Sendable () -> Void {
    { [spyRecord, stubbedAt, timeout = feed.timeout] in
      let (label, calls) = spyRecord()
      Reporter.report(
        .streamTimedOut(label, within: Timeouts.describe(timeout), calls: calls), at: stubbedAt)
    }
  }
}

extension StreamStub where Failure == Never {
  /// A stream fed by this stub.
  func makeStream() -> AsyncStream<Element> {
    rememberSpyLabel()
    let id = feed.makeStream()
    return AsyncStream(unfolding: { [feed, reportTimeout] in
      switch await feed.next(from: id) {
      case .element(let element): return element
      case .end: return nil
      case .timedOut:
        reportTimeout()
        return nil
      }
    })
  }
}

extension StreamStub where Failure == any Error {
  /// A throwing stream fed by this stub. A stream whose consumer waited too long finishes
  /// without an error, as ``finish()`` would have: the code under test goes on the way it
  /// would had the test finished the stream, and the one failure is the reported wait.
  func makeStream() -> AsyncThrowingStream<Element, any Error> {
    rememberSpyLabel()
    let id = feed.makeStream()
    return AsyncThrowingStream(unfolding: { [feed, reportTimeout] in
      switch await feed.next(from: id) {
      case .element(let element): return element
      case .end(.finished): return nil
      case .end(.failed(let error)): throw error
      case .timedOut:
        reportTimeout()
        return nil
      }
    })
  }
}
