extension SpyCore {
  /// Makes `stub` answer every call that no matched stub or queued response answers,
  /// without telling the observer: an answer closure, or a stream a spy hands out.
  func setDefault(_ stub: Stub<Input, Output, Failure>) {
    let replaced = state.withLock { state in
      defer { state.stubs.fallback = stub }
      return state.stubs.fallback
    }
    releaseOutsideTheLock(replaced)
  }

  /// Makes `stub` the default the mock declares: it answers every call that no matched
  /// stub or queued response answers, from now and after every reset. Not a test's stub,
  /// so the observer is not told.
  func declareDefault(_ stub: Stub<Input, Output, Failure>) {
    let replaced = state.withLock { state in
      defer {
        state.stubs.declared = stub
        state.stubs.fallback = stub
      }
      return (state.stubs.declared, state.stubs.fallback)
    }
    releaseOutsideTheLock(replaced)
  }

  /// Makes `stub` the default, as the test asked at `location`, and tells the observer.
  func setDefault(_ stub: Stub<Input, Output, Failure>, at location: FailureLocation) {
    let replaced = state.withLock { state in
      defer {
        state.stubs.fallback = stub
        observer?.didSetDefault(stub, at: location)
      }
      return state.stubs.fallback
    }
    releaseOutsideTheLock(replaced)
  }

  /// Releases stubs a new one replaced, once the lock is released: their closures are the
  /// test's, and what they capture may deinitialize with them, such as a stream stub,
  /// which reports a stream still iterated.
  private func releaseOutsideTheLock(_ replaced: some Any) {
    withExtendedLifetime(replaced) {}
  }

  /// Queues one-shot responses, answered first in, first out, before the default; the
  /// location is where the test queued them.
  @usableFromInline
  func enqueue(
    _ stubs: [Stub<Input, Output, Failure>], fileID: StaticString, filePath: StaticString,
    line: UInt, column: UInt
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    state.withLock { state in
      for stub in stubs { state.stubs.queue.append(stub) }
      observer?.didEnqueue(stubs, at: location)
    }
  }

  /// Adds a stub for the calls `matcher` accepts, answering before every older one.
  func addMatched(
    _ matcher: Matcher<Input>, _ stub: Stub<Input, Output, Failure>,
    at location: FailureLocation
  ) {
    state.withLock { state in
      state.stubs.matched.append(MatchedStub(accepts: matcher.accepts, stub: stub))
      state.stubs.matchedExpectations.append(matcher.elements)
      observer?.didAddMatchedStub(matcher, stub, at: location)
    }
  }

  /// Makes every call that no stub answers fail, naming `service`: the spy's mock is
  /// registered as unimplemented. Stubs, present or added later, still answer.
  func makeUnimplemented(service: String) {
    state.withLock { $0.stubs.unimplementedService = service }
  }

  /// A wait that a call satisfied looked at the calls, as an assertion does.
  func noteCallsLookedAt() {
    guard let observer else { return }
    state.withLock { state in observer.didRead(callCount: state.calls.count) }
  }

  /// Keeps what a stub keeps open after it answered (a stream stub's streams), for the
  /// spy's reset or the end of the strict scope it was created in to end.
  func addOpenAnswer(_ answer: OpenAnswer) {
    state.withLock { $0.openAnswers.append(answer) }
  }
}
