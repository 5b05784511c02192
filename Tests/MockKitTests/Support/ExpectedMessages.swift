/// The message of an unstubbed call to the `fetchScore(id:)` throwing spy that the
/// reporting tests trigger with `"42"`, as worded in `MockFailure`.
func unstubbedFetchScore(declaredIn fileID: String, at line: Int) -> String {
  """
  fetchScore(id:) was called without a stub to answer it, so it threw MockKitError.unstubbed.
    Call:
      #1 fetchScore(id: "42")
    Declared at: \(fileID):\(line)
    To fix, stub it before the call with one of:
      .returns(value) to answer every call
      .enqueue(value, …) to answer the next calls in order
      .when(arguments).returns(value) to answer these arguments only
      .throws(error) to fail every call
  """
}

/// What a stream stub of `MockStreamingTransport.receiveSpy`, made with a 100-millisecond
/// timeout, reports when the code under test waited for an element after one call, in
/// Swift Testing and XCTest tests.
let receiveStreamTimedOut = """
  The code under test waited 100 milliseconds for the next element of a stream from receive(), but the test neither yielded one nor finished the stream, so the stream finished.
    Calls:
      #1 receive()
    Declared at: MockKitTests/StreamStubTests.swift:13
    To fix, yield the elements the code under test waits for, and call finish() on the stream stub once it has what the test expects; if an element is meant to come later, give returnsStream(timeout:) more time.
  """

/// What `expectNoMoreCalls` and `XCTAssertNoMoreCalls` report, the same from both names,
/// in Swift Testing and XCTest tests. On `Fixture.fetchUser()` unless noted; the window
/// is the minute the tests give a wait that only a call can end.
enum NoMoreCalls {
  /// `fetchUser(id: "1")`, then, within the window, another: one call allowed.
  static let calledAgain = """
    fetchUser(id:) was called 2 times, but expected no more than 1 call within 60 seconds.
      Calls:
        #1 fetchUser(id: "1")
      ✗ #2 fetchUser(id: "1")
      Declared at: MockKitTests/Mocks.swift:12
    """

  /// No call before the window, then `fetchUser(id: "1")`: none allowed.
  static let calledOnceWhenNoneWasAllowed = """
    fetchUser(id:) was called 1 time, but expected no calls within 60 seconds.
      Calls:
      ✗ #1 fetchUser(id: "1")
      Declared at: MockKitTests/Mocks.swift:12
    """

  /// Calls with `"1"`, `"2"` and `"3"` before the wait, with `afterCount: 1`.
  static let alreadyCalledMoreThanTheCount = """
    fetchUser(id:) was called 3 times, but expected no more than 1 call within 60 seconds.
      Calls:
        #1 fetchUser(id: "1")
      ✗ #2 fetchUser(id: "2")
      ✗ #3 fetchUser(id: "3")
      Declared at: MockKitTests/Mocks.swift:12
    """

  /// `fetchUser(id: "1")` before the wait, with `afterCount: 2`.
  static let countAboveTheCalls = """
    Cannot expect no more calls of fetchUser(id:) after 2 calls: it was called 1 time.
      Calls:
        #1 fetchUser(id: "1")
      Declared at: MockKitTests/Mocks.swift:12
      To fix, wait for the calls first with waitForCalls(2).
    """

  /// No call before the wait, with `afterCount: 1`.
  static let countAboveNoCalls = """
    Cannot expect no more calls of fetchUser(id:) after 1 call: it was never called.
      Declared at: MockKitTests/Mocks.swift:12
      To fix, wait for the calls first with waitForCalls(1).
    """

  /// `afterCount: -1`.
  static let negativeCount = "Cannot expect a call count of -1: a count is 0 or more."

  /// A window of zero, or less.
  static let windowOfZeroOrLess =
    "Cannot expect no more calls of fetchUser(id:) within a window of zero or less: the window must be longer than zero."

  /// On `Fixture.send()`: `send("a")`, a reset within the window, then `send("b")` and
  /// `send("c")`: one call allowed, as many as the spy held when the wait started.
  static let calledTwiceSinceAReset = """
    send(_:) was called 2 times, but expected no more than 1 call within 60 seconds.
      Calls:
        #1 send("b")
      ✗ #2 send("c")
      Declared at: MockKitTests/Mocks.swift:75
    """
}
