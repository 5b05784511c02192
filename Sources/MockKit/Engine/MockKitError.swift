/// The errors MockKit throws from a ``ThrowingSpy`` or a ``StubQueue`` after it has
/// reported a test failure.
///
/// The failure is already recorded in the running test when one of these is thrown; the
/// error only stops the code under test the way a real failure would. Catching it is
/// rarely useful, but possible:
///
/// ```swift
/// do {
///   _ = try await users.user(id: "1")
/// } catch MockKitError.unstubbed(let spy, _) {
///   print("forgot to stub \(spy)")
/// }
/// ```
public enum MockKitError: Error, Equatable, CustomStringConvertible {
  /// A call found no matched stub, queued response or default.
  ///
  /// ```swift
  /// await #expect(throws: MockKitError.unstubbed(spy: "user(id:)", call: #"user(id: "1")"#)) {
  ///   try await users.user(id: "1")
  /// }
  /// ```
  case unstubbed(spy: String, call: String)
  /// A synchronous call reached a stub that only an `await`ed call can use: an `async`
  /// answer, or `holdsCalls()`.
  ///
  /// ```swift
  /// users.user.answers { id in await directory.user(id: id) }
  /// _ = try users.user.call("1")  // throws requiresAwait
  /// ```
  case requiresAwait(spy: String, call: String)
  /// A ``StubQueue`` whose policy is ``StubQueue/ExhaustionPolicy/fail`` was asked for
  /// more responses than it held.
  ///
  /// ```swift
  /// let tokens = StubQueue<String>()
  /// _ = try tokens.next()  // throws queueExhausted(queue: "StubQueue<String>")
  /// ```
  case queueExhausted(queue: String)
  /// A spy of a mock that a `TestContainer` provides with `Provide.unimplemented` was called,
  /// and no stub answered the call.
  ///
  /// ```swift
  /// let container = TestContainer {
  ///   Provide.unimplemented(AnalyticsTracker.self, MockAnalyticsTracker())
  /// }
  /// ```
  case unimplemented(service: String, spy: String, call: String)
  /// A call of a generic method was answered with a value of another type than the one it
  /// returns; `stubbed` is that value's type, `nil` when the answer was `nil`.
  ///
  /// ```swift
  /// // func load<Value: Decodable>(_ type: Value.Type, forKey key: String) throws -> Value?
  /// preferences.load.returns("dark")
  /// _ = try preferences.load(UserPreferences.self, forKey: "prefs")  // throws stubTypeMismatch
  /// ```
  case stubTypeMismatch(spy: String, stubbed: String?, expected: String, call: String)

  /// A one-line summary; the reported test failure has the full explanation.
  ///
  /// ```swift
  /// print(MockKitError.queueExhausted(queue: "tokens"))  // "tokens is exhausted"
  /// ```
  public var description: String {
    switch self {
    case let .unstubbed(spy, call): "\(spy) had no stub to answer this call: \(call)"
    case let .requiresAwait(spy, call):
      "\(spy) can only answer a call made with await, but was called synchronously: \(call)"
    case let .queueExhausted(queue): "\(queue) is exhausted"
    case let .unimplemented(service, spy, call):
      "\(spy) was called, but \(service) is unimplemented in this test: \(call)"
    case let .stubTypeMismatch(spy, stubbed, expected, call):
      "\(spy) was stubbed with \(stubbed.map { "a value of type \($0)" } ?? "nil"), "
        + "but this call returns \(expected): \(call)"
    }
  }
}
