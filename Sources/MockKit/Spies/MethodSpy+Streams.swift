extension MethodSpy {
  /// Answers every call that no matched stub or queued response answers with a stream
  /// the test drives, and returns the stub that drives it.
  ///
  /// ```swift
  /// let prices = Spy<String, AsyncStream<Decimal>>()
  /// let acme = prices.returnsStream()
  /// acme.yield(42)
  /// acme.finish()
  /// ```
  ///
  /// - Parameters:
  ///   - sharing: Whether each call gets a stream of its own (the default) or all calls
  ///     share one.
  ///   - timeout: How long the code under test may wait for each element before the
  ///     stream finishes and the wait is reported: the test forgot to yield or to
  ///     ``StreamStub/finish()``. Defaults to ``WaitTimeout/defaultWait``.
  ///   - fileID: Where the stub's failures are reported; leave the default.
  ///   - filePath: Where the stub's failures are reported; leave the default.
  ///   - line: Where the stub's failures are reported; leave the default.
  ///   - column: Where the stub's failures are reported; leave the default.
  /// - Returns: The stub to yield elements to and finish.
  @discardableResult
  public final func returnsStream<Element: Sendable>(
    _ sharing: StreamSharing = .onePerCall,
    timeout: WaitTimeout = .defaultWait,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> StreamStub<Element, Never> where Output == AsyncStream<Element> {
    let stub: StreamStub<Element, Never> = core.makeStreamStub(
      timeout: timeout,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    answer(sharing, with: stub.makeStream)
    return stub
  }

  /// Answers every call that no matched stub or queued response answers with a throwing
  /// stream the test drives, and returns the stub that drives it.
  ///
  /// ```swift
  /// let server = transport.receiveSpy.returnsStream()
  /// ```
  ///
  /// - Parameters:
  ///   - sharing: Whether each call gets a stream of its own (the default) or all calls
  ///     share one.
  ///   - timeout: How long the code under test may wait for each element before the
  ///     stream finishes and the wait is reported: the test forgot to yield or to
  ///     ``StreamStub/finish()``. Defaults to ``WaitTimeout/defaultWait``.
  ///   - fileID: Where the stub's failures are reported; leave the default.
  ///   - filePath: Where the stub's failures are reported; leave the default.
  ///   - line: Where the stub's failures are reported; leave the default.
  ///   - column: Where the stub's failures are reported; leave the default.
  /// - Returns: The stub to yield elements to, finish and fail.
  @discardableResult
  public final func returnsStream<Element: Sendable>(
    _ sharing: StreamSharing = .onePerCall,
    timeout: WaitTimeout = .defaultWait,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> StreamStub<Element, any Error> where Output == AsyncThrowingStream<Element, any Error> {
    let stub: StreamStub<Element, any Error> = core.makeStreamStub(
      timeout: timeout,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    answer(sharing, with: stub.makeStream)
    return stub
  }

  /// Makes the default answer a stream from `makeStream`: a new one for each call, or one
  /// for all calls.
  private func answer(_ sharing: StreamSharing, with makeStream: @escaping @Sendable () -> Output) {
    switch sharing {
    case .onePerCall: answers { _ in makeStream() }
    case .oneForAllCalls: core.setDefault(.value(makeStream()))
    }
  }
}

extension MethodSpy.Stubbing {
  /// Answers the matching calls with a stream the test drives, and returns the stub that
  /// drives it.
  ///
  /// ```swift
  /// let acme = prices.when("ACME").returnsStream()
  /// ```
  ///
  /// - Parameters:
  ///   - sharing: Whether each matching call gets a stream of its own (the default) or
  ///     all share one.
  ///   - timeout: How long the code under test may wait for each element before the
  ///     stream finishes and the wait is reported: the test forgot to yield or to
  ///     ``StreamStub/finish()``. Defaults to ``WaitTimeout/defaultWait``.
  ///   - fileID: Where the stub's failures are reported; leave the default.
  ///   - filePath: Where the stub's failures are reported; leave the default.
  ///   - line: Where the stub's failures are reported; leave the default.
  ///   - column: Where the stub's failures are reported; leave the default.
  /// - Returns: The stub to yield elements to and finish.
  @discardableResult
  public func returnsStream<Element: Sendable>(
    _ sharing: StreamSharing = .onePerCall,
    timeout: WaitTimeout = .defaultWait,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> StreamStub<Element, Never> where Output == AsyncStream<Element> {
    let stub: StreamStub<Element, Never> = core.makeStreamStub(
      timeout: timeout,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    answer(sharing, with: stub.makeStream)
    return stub
  }

  /// Answers the matching calls with a throwing stream the test drives, and returns the
  /// stub that drives it.
  ///
  /// ```swift
  /// let general = channels.when("general").returnsStream()
  /// general.finish(throwing: URLError(.networkConnectionLost))
  /// ```
  ///
  /// - Parameters:
  ///   - sharing: Whether each matching call gets a stream of its own (the default) or
  ///     all share one.
  ///   - timeout: How long the code under test may wait for each element before the
  ///     stream finishes and the wait is reported: the test forgot to yield or to
  ///     ``StreamStub/finish()``. Defaults to ``WaitTimeout/defaultWait``.
  ///   - fileID: Where the stub's failures are reported; leave the default.
  ///   - filePath: Where the stub's failures are reported; leave the default.
  ///   - line: Where the stub's failures are reported; leave the default.
  ///   - column: Where the stub's failures are reported; leave the default.
  /// - Returns: The stub to yield elements to, finish and fail.
  @discardableResult
  public func returnsStream<Element: Sendable>(
    _ sharing: StreamSharing = .onePerCall,
    timeout: WaitTimeout = .defaultWait,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> StreamStub<Element, any Error> where Output == AsyncThrowingStream<Element, any Error> {
    let stub: StreamStub<Element, any Error> = core.makeStreamStub(
      timeout: timeout,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    answer(sharing, with: stub.makeStream)
    return stub
  }

  /// Answers the matching calls with a stream from `makeStream`: a new one for each call,
  /// or one for all of them.
  private func answer(_ sharing: StreamSharing, with makeStream: @escaping @Sendable () -> Output) {
    switch sharing {
    case .onePerCall: answers { _ in makeStream() }
    case .oneForAllCalls: returns(makeStream())
    }
  }
}

extension SpyCore {
  /// A stream stub for this spy, made by the `returnsStream` call at `location`, whose
  /// streams the spy's reset and the end of its strict scope finish (the end reporting
  /// those the code under test was still iterating). The spy's stub keeps the stream stub,
  /// to make its streams; its reset and scope keep only the stub's feed.
  func makeStreamStub<Element, StreamFailure>(
    timeout: WaitTimeout, at location: FailureLocation
  ) -> StreamStub<Element, StreamFailure> {
    // A stream's timeout is reported from the task that iterates it, after `returnsStream`
    // returned: the scopes that collect the spy's failures collect it too, and it names
    // the test the stub was made in if it is reported outside it.
    var stubbedAt = location
    stubbedAt.sink = self.location.sink
    stubbedAt.strictSink = self.location.strictSink
    stubbedAt.origin = RunningTest.current.map { FailureOrigin(test: $0, event: .created) }
    let stub = StreamStub<Element, StreamFailure>(
      timeout: timeout, stubbedAt: stubbedAt, spyRecord: streamRecord,
      spyLabel: { [weak self] in self?.state.withLock { $0.name.label } })
    addOpenAnswer(
      OpenAnswer(
        endAtScopeEnd: { [feed = stub.feed] in feed.endCountingWaiting() },
        endAtReset: { [feed = stub.feed] in feed.endAtReset() }))
    // An XCTest test ends its stub's streams as it ends the calls held during it, before
    // its tearDown(), reporting in it those the code under test still iterates: left open,
    // they would time out later, in another test. The ending keeps the spy until then, for
    // the message to name it: the test's mock is often released by then.
    if let test = RunningTest.current, case .xcTest = test.identity {
      XCTestTracker.shared.whenEnding(test) { [feed = stub.feed, self, stubbedAt] in
        let iterated = feed.endCountingWaiting()
        guard iterated > 0 else { return }
        Reporter.report(
          MockFailure.streamsIteratedAtTestEnd(callRecordForMessage.label, count: iterated),
          at: stubbedAt)
      }
    }
    return stub
  }

  /// The spy's label and calls for a stream stub's messages, read without keeping the spy
  /// alive: the spy keeps its stream stubs' feeds, and their streams must not keep it.
  var streamRecord: @Sendable () -> (label: SpyLabel, calls: [CallLine]) {
    { [weak self] in
      guard let self else {
        return (SpyLabel(name: "a released spy", declaredAt: "", isNamed: false), [])
      }
      let record = callRecordForMessage
      return (record.label, record.lines())
    }
  }
}
