/// A thread-safe, first-in first-out queue of scripted results, for fakes that are not
/// spies.
///
/// Each call to ``next()`` hands out one response exactly once, whatever the number of
/// tasks draining the queue. What happens when the queue runs dry is an explicit
/// ``ExhaustionPolicy``: fail the test (the default), repeat the last response, or fall
/// back to a fixed one.
///
/// ```swift
/// struct FakeTokenProvider: TokenProvider {
///   let tokens = StubQueue<String>(whenExhausted: .repeatLast)
///
///   func currentToken() throws -> String { try tokens.next() }
/// }
///
/// @Test func retriesWithAFreshToken() async throws {
///   let provider = FakeTokenProvider()
///   provider.tokens.enqueue(throwing: NetworkError.badStatus(401))
///   provider.tokens.enqueue("fresh-token")
///
///   #expect(throws: NetworkError.badStatus(401)) { try provider.currentToken() }
///   #expect(try provider.currentToken() == "fresh-token")
/// }
/// ```
public final class StubQueue<Value: Sendable>: Sendable {
  /// What ``StubQueue/next()`` does once every queued response has been handed out.
  ///
  /// ```swift
  /// let prices = StubQueue<Decimal>(whenExhausted: .fallback(0))
  /// ```
  public struct ExhaustionPolicy: Sendable {
    enum Kind: Sendable {
      case fail
      case repeatLast
      case fallback(Result<Value, any Error>)
    }

    let kind: Kind

    /// Report a test failure and throw ``MockKitError/queueExhausted(queue:)``.
    ///
    /// ```swift
    /// let tokens = StubQueue<String>(whenExhausted: .fail)
    /// ```
    public static var fail: Self { Self(kind: .fail) }

    /// Hand out the last response again, value or error, as often as asked; fail as
    /// ``fail`` does if no response was ever handed out.
    ///
    /// ```swift
    /// let tokens = StubQueue<String>(whenExhausted: .repeatLast)
    /// ```
    public static var repeatLast: Self { Self(kind: .repeatLast) }

    /// Hand out `value` once the queue is empty.
    ///
    /// ```swift
    /// let prices = StubQueue<Decimal>(whenExhausted: .fallback(0))
    /// ```
    ///
    /// - Parameter value: The value every later call returns.
    /// - Returns: The policy.
    public static func fallback(_ value: Value) -> Self { Self(kind: .fallback(.success(value))) }

    /// Throw `error` once the queue is empty.
    ///
    /// ```swift
    /// let tokens = StubQueue<String>(
    ///   whenExhausted: .fallback(throwing: NetworkError.badStatus(401)))
    /// ```
    ///
    /// - Parameter error: The error every later call throws.
    /// - Returns: The policy.
    public static func fallback(throwing error: any Error) -> Self {
      Self(kind: .fallback(.failure(error)))
    }
  }

  private struct State: Sendable {
    var pending = FIFO<Result<Value, any Error>>()
    var last: Result<Value, any Error>?
    var handedOut = 0
  }

  private let state = LockedState(State())
  private let policy: ExhaustionPolicy
  private let name: String
  private let site: DeclarationSite
  /// Where the queue's failure points, collected by the capture and strict scopes the
  /// queue was created in, from any thread.
  private let location: FailureLocation

  /// Creates a queue holding `responses`, to be handed out in order.
  ///
  /// ```swift
  /// let tokens = StubQueue<String>([.success("first"), .failure(NetworkError.badStatus(401))])
  /// ```
  ///
  /// - Parameters:
  ///   - responses: The initial responses, first in, first out.
  ///   - whenExhausted: What happens once they are all handed out; failing the test by
  ///     default.
  ///   - name: The name failure messages use; `StubQueue<Value>` by default.
  ///   - fileID: Where the queue is declared; leave the default.
  ///   - filePath: Where the queue is declared; leave the default.
  ///   - line: Where the queue is declared; leave the default.
  ///   - column: Where the queue is declared; leave the default.
  public init(
    _ responses: [Result<Value, any Error>] = [],
    whenExhausted: ExhaustionPolicy = .fail,
    name: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.policy = whenExhausted
    self.name = name ?? "StubQueue<\(Value.self)>"
    self.site = DeclarationSite(fileID: fileID, filePath: filePath, line: line, column: column)
    self.location = site.location(
      reportingTo: FailureSinks(
        capture: FailureSink.current, offTask: StrictScope.current?.offTaskFailures,
        test: RunningTest.current))
    state.withLock { $0.pending.append(contentsOf: responses) }
  }

  /// Appends values to hand out after the responses already queued.
  ///
  /// ```swift
  /// tokens.enqueue("first", "second")
  /// ```
  ///
  /// - Parameter values: The values, in the order to hand them out.
  public func enqueue(_ values: Value...) {
    state.withLock { $0.pending.append(contentsOf: values.lazy.map { .success($0) }) }
  }

  /// Appends an error to throw in turn with the other responses.
  ///
  /// ```swift
  /// tokens.enqueue(throwing: NetworkError.badStatus(401))
  /// ```
  ///
  /// - Parameter error: The error the call that reaches it throws.
  public func enqueue(throwing error: any Error) {
    state.withLock { $0.pending.append(.failure(error)) }
  }

  /// Hands out the next response: returns its value or throws its error.
  ///
  /// ```swift
  /// func currentToken() throws -> String { try tokens.next() }
  /// ```
  ///
  /// - Returns: The next queued value, or what the exhaustion policy gives.
  /// - Throws: The next queued error, or what the exhaustion policy gives. With the
  ///   ``ExhaustionPolicy/fail`` policy an empty queue reports a test failure and throws
  ///   ``MockKitError/queueExhausted(queue:)``.
  public func next() throws -> Value {
    let (response, handedOut): (Result<Value, any Error>?, Int) = state.withLock { state in
      if let next = state.pending.popFirst() {
        state.handedOut += 1
        state.last = next
        return (next, state.handedOut)
      }
      switch policy.kind {
      case .fail: return (nil, state.handedOut)
      case .repeatLast: return (state.last, state.handedOut)
      case .fallback(let fallback): return (fallback, state.handedOut)
      }
    }
    if let response { return try response.get() }
    Reporter.report(
      .queueExhausted(queue: name, handedOut: handedOut, declaredAt: site.description),
      at: location
    )
    throw MockKitError.queueExhausted(queue: name)
  }

  /// How many queued responses have not been handed out yet.
  ///
  /// ```swift
  /// #expect(tokens.remainingCount == 0)
  /// ```
  public var remainingCount: Int { state.withLock { $0.pending.count } }
}
