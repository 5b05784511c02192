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
  /// - Parameter sharing: Whether each call gets a stream of its own (the default) or
  ///   all calls share one.
  /// - Returns: The stub to yield elements to and finish.
  @discardableResult
  public final func returnsStream<Element: Sendable>(
    _ sharing: StreamSharing = .onePerCall
  ) -> StreamStub<Element, Never> where Output == AsyncStream<Element> {
    let stub: StreamStub<Element, Never> = core.makeStreamStub()
    switch sharing {
    case .onePerCall: answers { _ in stub.makeStream() }
    case .oneForAllCalls: core.setDefault(.value(stub.makeStream()))
    }
    return stub
  }

  /// Answers every call that no matched stub or queued response answers with a throwing
  /// stream the test drives, and returns the stub that drives it.
  ///
  /// ```swift
  /// let server = transport.receiveSpy.returnsStream()
  /// ```
  ///
  /// - Parameter sharing: Whether each call gets a stream of its own (the default) or
  ///   all calls share one.
  /// - Returns: The stub to yield elements to, finish and fail.
  @discardableResult
  public final func returnsStream<Element: Sendable>(
    _ sharing: StreamSharing = .onePerCall
  ) -> StreamStub<Element, any Error> where Output == AsyncThrowingStream<Element, any Error> {
    let stub: StreamStub<Element, any Error> = core.makeStreamStub()
    switch sharing {
    case .onePerCall: answers { _ in stub.makeStream() }
    case .oneForAllCalls: core.setDefault(.value(stub.makeStream()))
    }
    return stub
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
  /// - Parameter sharing: Whether each matching call gets a stream of its own (the
  ///   default) or all share one.
  /// - Returns: The stub to yield elements to and finish.
  @discardableResult
  public func returnsStream<Element: Sendable>(
    _ sharing: StreamSharing = .onePerCall
  ) -> StreamStub<Element, Never> where Output == AsyncStream<Element> {
    let stub: StreamStub<Element, Never> = core.makeStreamStub()
    switch sharing {
    case .onePerCall: answers { _ in stub.makeStream() }
    case .oneForAllCalls: returns(stub.makeStream())
    }
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
  /// - Parameter sharing: Whether each matching call gets a stream of its own (the
  ///   default) or all share one.
  /// - Returns: The stub to yield elements to, finish and fail.
  @discardableResult
  public func returnsStream<Element: Sendable>(
    _ sharing: StreamSharing = .onePerCall
  ) -> StreamStub<Element, any Error> where Output == AsyncThrowingStream<Element, any Error> {
    let stub: StreamStub<Element, any Error> = core.makeStreamStub()
    switch sharing {
    case .onePerCall: answers { _ in stub.makeStream() }
    case .oneForAllCalls: returns(stub.makeStream())
    }
    return stub
  }
}

extension SpyCore {
  /// A stream stub for this spy, whose streams the end of the spy's strict scope finishes,
  /// reporting those the code under test was still iterating. What the end keeps is the
  /// stub's feed, not the stub, so that a stub no one holds still ends its streams.
  func makeStreamStub<Element, StreamFailure>() -> StreamStub<Element, StreamFailure> {
    let stub = StreamStub<Element, StreamFailure>(spyLabel: streamLabel)
    addOpenAnswers { [feed = stub.feed] in feed.endAtScopeEnd() }
    return stub
  }

  /// The spy's label and call count for a stream stub's messages, read without keeping
  /// the spy alive: the spy keeps its stream stubs, so they must not keep it.
  var streamLabel: @Sendable () -> (label: SpyLabel, calls: Int) {
    { [weak self] in
      guard let self else {
        return (SpyLabel(name: "a released spy", declaredAt: "", isNamed: false), 0)
      }
      let (name, callCount) = nameAndCallCount
      return (name.label, callCount)
    }
  }
}
