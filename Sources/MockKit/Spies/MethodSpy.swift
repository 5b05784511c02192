/// A spy for one method whose calls can throw `Failure`: records its calls, answers them
/// from stubs, and lets a test wait for them and hold them.
///
/// ``Spy`` and ``ThrowingSpy`` are its two forms, and every member they have beyond their
/// initializers is documented here. You never create a `MethodSpy` itself: declare a
/// ``Spy`` for a method that cannot throw and a ``ThrowingSpy`` for one that can. `Failure` is the error a call and its stubs can
/// throw: `Never` for a `Spy`, so its calls need no `try` and its answers cannot throw;
/// `any Error` for a `ThrowingSpy`.
///
/// ```swift
/// final class MockUserSession: UserSession {
///   let user = ThrowingSpy<String, User>()
///   let logoutSpy = Spy<Void, Void>()  // `let logout` beside `func logout()` cannot compile
///
///   func user(id: String) async throws -> User { try await user.call(id) }
///   func logout() { logoutSpy.call() }
/// }
/// ```
///
/// ## Answering a call
///
/// A call is answered by the first of these that applies:
///
/// 1. the stubs added with `when(_:)` or ``when(matching:fileID:filePath:line:column:)``, the most recently added
///    first;
/// 2. the one-shot responses added with `enqueue(_:)` (and, on a ``ThrowingSpy``,
///    `enqueue(throwing:)`), first in, first out;
/// 3. the default set with ``returns(_:fileID:filePath:line:column:)``, `answers(_:)`,
///    `holdsCalls(timeout:)` (and, on a ``ThrowingSpy``, `throws(_:)`);
/// 4. otherwise the call is *unstubbed*: with a `Void` output it simply returns; anything
///    else is a test failure that names the spy and its arguments. A ``ThrowingSpy``'s
///    call then throws ``MockKitError/unstubbed(spy:call:)``; a ``Spy``'s returns the
///    output type's ``MockDefaultValue`` so the test can go on (a type without one leaves
///    nothing to return, and the test process stops after the failure).
///
/// Answers and matchers run outside the spy's lock, so an answer may call the same spy.
///
/// ## Recording
///
/// Recording is exact under any concurrency: every call appears once in ``calls``, in the
/// order the spy recorded it, whether it returned or threw. Arguments are stored as
/// passed: an argument of reference type shows its state when you read it, not when it
/// was passed. If that matters, record a snapshot in the mock
/// (`save.call(OrderSnapshot(order))`).
///
/// ## Naming
///
/// Failure messages name the spy by the `name:` passed to the initializer, else by the
/// mock method that made its first call (`user(id:)`, from `#function`), else by where it
/// was declared. So a mock leaves `name:` out, and passes it only to a spy no mock method
/// calls, such as a callback a test declares. A call counts as coming from a mock's method
/// when it is made in the file that declares the spy, from another function than the one
/// that declares it: a spy that a test declares and calls from a closure is never named
/// after the test. The first call decides: later calls do not rename the spy.
///
/// Name the property after the method's base name (`user` for `user(id:)`). Where Swift
/// has no function type to go by, `users.user` then means the spy, not the method: to pass
/// the method as a value, spell its labels, `users.user(id:)`.
///
/// ## Arguments in messages
///
/// Messages print each argument by its type's ``CustomMockStringConvertible`` conformance,
/// else its `CustomTestStringConvertible` one, else by MockKit's rules: a string quoted,
/// an optional as its value or `nil`, `Data` as its text when it is text. A spy declared
/// with `describingArguments:` prints its calls' arguments with that closure instead, in
/// every message.
// @unchecked: the only stored property is the `let` engine, which is `Sendable`; the
// class is not open, and its two subclasses add no stored property.
public class MethodSpy<Input: Sendable, Output: Sendable, Failure: Error>: CallRecording,
  @unchecked Sendable
{
  @usableFromInline let core: SpyCore<Input, Output, Failure>

  /// Creates the spy's engine. A spy created in a strict scope joins it here, with the
  /// record strict mode keeps of it; a spy reports to the capture and strict scopes it is
  /// created in, from any thread, and names the test it is created in when it reports
  /// outside it.
  init(
    kind: String, name: String?, describingArguments: (@Sendable (Input) -> String)?,
    declaredDefault: Output? = nil, function: StaticString, site: DeclarationSite
  ) {
    let scope = StrictScope.current
    let record = scope.map { _ in StrictRecord<Input, Output, Failure>() }
    let name = SpyName(
      kind: kind, explicitName: name, site: site, describingArguments: describingArguments)
    core = SpyCore(
      name: name, declaredIn: function,
      sinks: FailureSinks(
        capture: FailureSink.current, offTask: scope?.offTaskFailures, test: RunningTest.current),
      observer: record, declaredDefault: declaredDefault.map { .value($0) })
    if let scope, let record { scope.track(StrictSpy(core: core, record: record)) }
  }

  // MARK: Calls

  /// Records a call and returns what the stubs answer, or throws what they throw.
  ///
  /// ```swift
  /// func exists(forKey key: String) -> Bool { exists.call(key) }
  /// ```
  ///
  /// An `async` answer or a held call cannot happen here: the call reports a failure
  /// instead (a ``ThrowingSpy``'s also throws ``MockKitError/requiresAwait(spy:call:)``).
  /// Call the spy from an `async` method to use one.
  ///
  /// - Parameters:
  ///   - input: The arguments of the mocked method.
  ///   - function: The mocked method, for naming the spy; leave the default.
  ///   - fileID: The mocked method's file, for naming the spy; leave the default.
  /// - Returns: The stubbed output (see "Answering a call" above).
  /// - Throws: The stubbed error, or a ``MockKitError`` after reporting an unstubbed call;
  ///   never, for a ``Spy``.
  @inlinable
  public final func call(
    _ input: Input, function: StaticString = #function, fileID: StaticString = #fileID
  ) throws(Failure) -> Output {
    try core.call(
      input, caller: function, fileID: fileID, returning: { $0 }, throwing: Failure.self)
  }

  /// Records a call from an `async` method and returns what the stubs answer, or throws
  /// what they throw, awaiting an `async` answer or a held call.
  ///
  /// ```swift
  /// func user(id: String) async throws -> User { try await user.call(id) }
  /// ```
  ///
  /// - Parameters:
  ///   - input: The arguments of the mocked method.
  ///   - function: The mocked method, for naming the spy; leave the default.
  ///   - fileID: The mocked method's file, for naming the spy; leave the default.
  /// - Returns: The stubbed output (see "Answering a call" above).
  /// - Throws: The stubbed error, or a ``MockKitError`` after reporting an unstubbed call;
  ///   never, for a ``Spy``.
  @inlinable
  public final func call(
    _ input: Input, function: StaticString = #function, fileID: StaticString = #fileID
  ) async throws(Failure) -> Output {
    try await core.call(
      input, caller: function, fileID: fileID, returning: { $0 }, throwing: Failure.self)
  }

  // MARK: Stubbing

  /// Answers every call that no matched stub or queued response answers with `output`.
  ///
  /// ```swift
  /// payments.charge.returns(PaymentReceipt(id: "r-1", amount: 42))
  /// ```
  ///
  /// - Parameters:
  ///   - output: The value to return.
  ///   - fileID: Where strict mode reports the stub; leave the default.
  ///   - filePath: Where strict mode reports the stub; leave the default.
  ///   - line: Where strict mode reports the stub; leave the default.
  ///   - column: Where strict mode reports the stub; leave the default.
  public final func returns(
    _ output: Output,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    core.setDefault(
      .value(output),
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Declares the answer the mock gives every call that no stub of the test answers, as
  /// `Spy(returning:)` does where a spy is declared: for a mock whose spies you do not
  /// declare yourself, such as a generated one, in the factory that makes it.
  ///
  /// ```swift
  /// extension MockInventoryService {
  ///   /// In stock, unless a test says otherwise.
  ///   static func inStock() -> MockInventoryService {
  ///     let inventory = MockInventoryService()
  ///     inventory.reserve.declareDefault(returning: true)
  ///     return inventory
  ///   }
  /// }
  /// ```
  ///
  /// It replaces the default answer at once, so declare it before a test stubs the spy.
  /// It is the mock's answer, not a test's stub: ``reset()`` keeps it, and strict mode
  /// does not count it among the test's stubs.
  ///
  /// - Parameter output: What every call returns until a test stubs the spy otherwise.
  public final func declareDefault(returning output: Output) {
    core.declareDefault(.value(output))
  }

  /// Answers every call that no matched stub or queued response answers by running
  /// `answer` with the call's arguments; on a ``ThrowingSpy``, what it throws, the call
  /// throws.
  ///
  /// ```swift
  /// users.user.answers { id in
  ///   guard id == "1" else { throw NetworkError.badStatus(404) }
  ///   return User(id: id, name: "Ada", email: "ada@example.com")
  /// }
  /// ```
  ///
  /// - Parameter answer: Computes the output from the arguments. It runs outside the
  ///   spy's lock, so it may call the spy itself.
  public final func answers(_ answer: @escaping @Sendable (Input) throws(Failure) -> Output) {
    core.setDefault(.answer(answer))
  }

  /// Answers every call that no matched stub or queued response answers by awaiting
  /// `answer`; only calls made with `await` can run it.
  ///
  /// ```swift
  /// users.user.answers { id in await directory.user(id: id) }
  /// ```
  ///
  /// - Parameter answer: Computes the output from the arguments.
  public final func answers(
    _ answer: @escaping @Sendable (Input) async throws(Failure) -> Output
  ) {
    core.setDefault(.asyncAnswer(answer))
  }

  /// Answers the next calls with `outputs`, one each, in order, before the default.
  ///
  /// ```swift
  /// inventory.reserve.enqueue(true, false)
  /// ```
  ///
  /// - Parameters:
  ///   - outputs: One-shot responses, used first in, first out.
  ///   - fileID: Where strict mode reports the stub; leave the default.
  ///   - filePath: Where strict mode reports the stub; leave the default.
  ///   - line: Where strict mode reports the stub; leave the default.
  ///   - column: Where strict mode reports the stub; leave the default.
  @inlinable
  public final func enqueue(
    _ outputs: Output...,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    // Inlined, so that the outputs are wrapped where their type is known (the queue row
    // of the benchmark: generic, wrapping them cost more than the call).
    core.enqueue(
      outputs.map { .value($0) }, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Starts a stub for the calls whose arguments equal `input`.
  ///
  /// ```swift
  /// users.user.when("1").returns(User(id: "1", name: "Ada", email: "ada@example.com"))
  /// ```
  ///
  /// Several arguments, an unlabeled tuple, are matched by the twin of this method that
  /// compares them element by element.
  ///
  /// - Parameters:
  ///   - input: The arguments to match.
  ///   - fileID: Where strict mode reports the stub; leave the default.
  ///   - filePath: Where strict mode reports the stub; leave the default.
  ///   - line: Where strict mode reports the stub; leave the default.
  ///   - column: Where strict mode reports the stub; leave the default.
  /// - Returns: A stub to finish with `returns`, `answers`, `holdsCalls` or, on a
  ///   ``ThrowingSpy``, `throws`.
  @inlinable
  public final func when(
    _ input: Input,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Stubbing where Input: Equatable {
    // A single value's `==`, compiled where the spy's types are known: a call runs it once
    // per matched stub, and the optimizer cannot yet specialize a pack's comparison.
    stubbing(
      Matcher(ElementwiseMatch(equalTo: input)), fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Starts a stub for the calls whose arguments equal `input`, element by element.
  ///
  /// ```swift
  /// discount.when(("SPRING", 2)).returns(10)
  /// ```
  ///
  /// - Parameters:
  ///   - input: The arguments to match: an unlabeled tuple of `Equatable` values of any
  ///     length, compared element by element.
  ///   - fileID: Where strict mode reports the stub; leave the default.
  ///   - filePath: Where strict mode reports the stub; leave the default.
  ///   - line: Where strict mode reports the stub; leave the default.
  ///   - column: Where strict mode reports the stub; leave the default.
  /// - Returns: A stub to finish with `returns`, `answers`, `holdsCalls` or, on a
  ///   ``ThrowingSpy``, `throws`.
  public final func when<each Element: Equatable & Sendable>(
    _ input: Input,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Stubbing where Input == (repeat each Element) {
    stubbing(
      Matcher(ElementwiseMatch(equalTo: input, .elementwise())), fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Starts a stub for the calls whose arguments `match` accepts.
  ///
  /// ```swift
  /// users.user.when(.matching { $0.hasPrefix("guest-") }).returns(guest)
  /// payments.charge.when(.arguments(.any, .equal(to: "EUR"))).returns(receipt)
  /// ```
  ///
  /// - Parameters:
  ///   - match: What the argument must be (``ArgumentMatch/any``,
  ///     ``ArgumentMatch/equal(to:)``, ``ArgumentMatch/matching(_:)``), or for several, one
  ///     such match per argument (``ArgumentMatch/arguments(_:_:)``).
  ///   - fileID: Where strict mode reports the stub; leave the default.
  ///   - filePath: Where strict mode reports the stub; leave the default.
  ///   - line: Where strict mode reports the stub; leave the default.
  ///   - column: Where strict mode reports the stub; leave the default.
  /// - Returns: A stub to finish with `returns`, `answers`, `holdsCalls` or, on a
  ///   ``ThrowingSpy``, `throws`.
  public final func when(
    _ match: ArgumentMatch<Input>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Stubbing {
    stubbing(
      Matcher(ElementwiseMatch(match)), fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Unavailable: `when(_:)` compares arguments with `==`, so the input must be `Equatable`.
  ///
  /// ```swift
  /// users.user.when(matching: { $0.hasPrefix("guest-") }).returns(guest)  // any input type
  /// ```
  @available(
    *, unavailable,
    message:
      "when(_:) needs Equatable arguments, or an unlabeled tuple of Equatable values; match the others with .any or .matching { }, or use when(matching:)"
  )
  public final func when(
    _ input: Input,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Stubbing {
    stubbing(
      Matcher(satisfying: { _ in false }), fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Starts a stub for the calls whose arguments satisfy `predicate`.
  ///
  /// ```swift
  /// storage.load.when(matching: { $0.hasPrefix("draft-") }).returns(nil)
  /// ```
  ///
  /// - Parameters:
  ///   - predicate: Decides whether a call is answered by this stub. It runs outside the
  ///     spy's lock.
  ///   - fileID: Where strict mode reports the stub; leave the default.
  ///   - filePath: Where strict mode reports the stub; leave the default.
  ///   - line: Where strict mode reports the stub; leave the default.
  ///   - column: Where strict mode reports the stub; leave the default.
  /// - Returns: A stub to finish with `returns`, `answers`, `holdsCalls` or, on a
  ///   ``ThrowingSpy``, `throws`.
  public final func when(
    matching predicate: @escaping @Sendable (Input) -> Bool,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Stubbing {
    stubbing(
      Matcher(satisfying: predicate), fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// A stub for the calls `matcher` accepts, started at the given location.
  @usableFromInline
  final func stubbing(
    _ matcher: Matcher<Input>, fileID: StaticString, filePath: StaticString, line: UInt,
    column: UInt
  ) -> Stubbing {
    Stubbing(
      core: core, matcher: matcher,
      location: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// A stub for some calls of a spy, finished with ``returns(_:)``, `answers(_:)`,
  /// `holdsCalls(timeout:)` or, on a ``ThrowingSpy``, `throws(_:)`.
  ///
  /// ```swift
  /// users.user.when("1").returns(User(id: "1", name: "Ada", email: "ada@example.com"))
  /// users.user.when("missing").throws(NetworkError.badStatus(404))
  /// ```
  public struct Stubbing: Sendable {
    let core: SpyCore<Input, Output, Failure>
    let matcher: Matcher<Input>
    /// Where the stub was started, for strict mode.
    let location: FailureLocation

    /// Adds the stub, answering with `stub`.
    func add(_ stub: Stub<Input, Output, Failure>) {
      core.addMatched(matcher, stub, at: location)
    }

    /// Answers the matching calls with `output`.
    ///
    /// ```swift
    /// users.user.when("1").returns(User(id: "1", name: "Ada", email: "ada@example.com"))
    /// ```
    ///
    /// - Parameter output: The value to return.
    public func returns(_ output: Output) {
      add(.value(output))
    }

    /// Answers the matching calls by running `answer` with their arguments; on a
    /// ``ThrowingSpy``, what it throws, the call throws.
    ///
    /// ```swift
    /// inventory.reserve.when(matching: { $0.1 == 0 }).answers { _ in false }
    /// ```
    ///
    /// - Parameter answer: Computes the output from the arguments.
    public func answers(_ answer: @escaping @Sendable (Input) throws(Failure) -> Output) {
      add(.answer(answer))
    }

    /// Answers the matching calls by awaiting `answer`; only calls made with `await` can
    /// run it.
    ///
    /// ```swift
    /// users.user.when("1").answers { id in await directory.user(id: id) }
    /// ```
    ///
    /// - Parameter answer: Computes the output from the arguments.
    public func answers(_ answer: @escaping @Sendable (Input) async throws(Failure) -> Output) {
      add(.asyncAnswer(answer))
    }
  }

  // MARK: Recording

  /// A snapshot of the calls and of the name used in messages; see ``CallRecording``.
  ///
  /// ```swift
  /// let record = users.user.callRecord
  /// print(record.name, record.calls.count)
  /// ```
  public final var callRecord: CallRecord<Input> { core.callRecord }

  /// Forgets every recorded call and keeps the stubs; held calls stay held.
  ///
  /// ```swift
  /// users.user.resetCalls()
  /// ```
  public final func resetCalls() { core.resetCalls() }

  /// Starts the spy over: forgets every recorded call and every stub (matched stubs,
  /// queued responses and the default, which is again the one the mock declared, if any),
  /// finishes every ``callStream(timeout:fileID:filePath:line:column:)``, and ends every
  /// held call that was never resumed, reporting each.
  ///
  /// Every held call recorded before the reset ends, even one whose caller has not
  /// suspended yet; a call that a matched stub holds, and whose matcher is still running
  /// when the reset comes, ends (and is reported) as soon as the matcher returns.
  ///
  /// ```swift
  /// users.user.reset()
  /// ```
  public final func reset() { core.reset() }
}

extension MethodSpy: SpyControl {
  func makeUnimplemented(service: String) {
    core.makeUnimplemented(service: service)
  }
}

extension MethodSpy where Failure == any Error {
  /// Makes every call that no matched stub or queued response answers throw `error`.
  ///
  /// ```swift
  /// users.user.throws(URLError(.notConnectedToInternet))
  /// ```
  ///
  /// - Parameters:
  ///   - error: The error to throw.
  ///   - fileID: Where strict mode reports the stub; leave the default.
  ///   - filePath: Where strict mode reports the stub; leave the default.
  ///   - line: Where strict mode reports the stub; leave the default.
  ///   - column: Where strict mode reports the stub; leave the default.
  public final func `throws`(
    _ error: any Error,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    core.setDefault(
      .failure(error),
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Makes the next call not answered by a matched stub throw `error`, in turn with the
  /// other queued responses.
  ///
  /// ```swift
  /// // The first attempt fails, the retry succeeds.
  /// users.user.enqueue(throwing: URLError(.timedOut))
  /// users.user.enqueue(User(id: "1", name: "Ada", email: "ada@example.com"))
  /// ```
  ///
  /// - Parameters:
  ///   - error: The error the call throws.
  ///   - fileID: Where strict mode reports the stub; leave the default.
  ///   - filePath: Where strict mode reports the stub; leave the default.
  ///   - line: Where strict mode reports the stub; leave the default.
  ///   - column: Where strict mode reports the stub; leave the default.
  public final func enqueue(
    throwing error: any Error,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    core.enqueue(
      [.failure(error)], fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

extension MethodSpy.Stubbing where Failure == any Error {
  /// Makes the matching calls throw `error`.
  ///
  /// ```swift
  /// users.user.when("missing").throws(NetworkError.badStatus(404))
  /// ```
  ///
  /// - Parameter error: The error to throw.
  public func `throws`(_ error: any Error) {
    add(.failure(error))
  }
}

extension MethodSpy where Failure == Never {
  /// Unavailable: a `Spy` stands for a method that cannot throw.
  ///
  /// ```swift
  /// let user = ThrowingSpy<String, User>()  // for a throwing method
  /// user.throws(NetworkError.badStatus(404))
  /// ```
  @available(
    *, unavailable,
    message: "a Spy stands for a method that cannot throw; use ThrowingSpy to stub an error"
  )
  public final func `throws`(_ error: any Error) {}

  /// Unavailable: a `Spy` stands for a method that cannot throw.
  ///
  /// ```swift
  /// let user = ThrowingSpy<String, User>()  // for a throwing method
  /// user.enqueue(throwing: NetworkError.badStatus(404))
  /// ```
  @available(
    *, unavailable,
    message: "a Spy stands for a method that cannot throw; use ThrowingSpy to stub an error"
  )
  public final func enqueue(
    throwing error: any Error,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {}

  /// Unavailable: a `Spy` stands for a method that cannot throw, so its answers cannot
  /// throw either.
  ///
  /// ```swift
  /// let user = ThrowingSpy<String, User>()  // for a throwing method
  /// user.answers { id in try fixtures.user(id: id) }
  /// ```
  @available(
    *, unavailable,
    message: "a Spy stands for a method that cannot throw; use ThrowingSpy for a throwing answer"
  )
  public final func answers(_ answer: @escaping @Sendable (Input) throws -> Output) {}
}

extension MethodSpy.Stubbing where Failure == Never {
  /// Unavailable: a `Spy` stands for a method that cannot throw.
  ///
  /// ```swift
  /// let user = ThrowingSpy<String, User>()  // for a throwing method
  /// user.when("missing").throws(NetworkError.badStatus(404))
  /// ```
  @available(
    *, unavailable,
    message: "a Spy stands for a method that cannot throw; use ThrowingSpy to stub an error"
  )
  public func `throws`(_ error: any Error) {}
}

extension MethodSpy where Input == Void {
  /// Records a call of a method without arguments.
  ///
  /// ```swift
  /// func logout() { logoutSpy.call() }
  /// ```
  ///
  /// - Parameters:
  ///   - function: The mocked method, for naming the spy; leave the default.
  ///   - fileID: The mocked method's file, for naming the spy; leave the default.
  /// - Returns: The stubbed output.
  /// - Throws: The stubbed error, or a ``MockKitError`` after reporting an unstubbed call;
  ///   never, for a ``Spy``.
  @inlinable
  public final func call(function: StaticString = #function, fileID: StaticString = #fileID)
    throws(Failure) -> Output
  {
    try call((), function: function, fileID: fileID)
  }

  /// Records a call of an `async` method without arguments.
  ///
  /// ```swift
  /// func currentToken() async throws -> AuthToken { try await currentTokenSpy.call() }
  /// ```
  ///
  /// - Parameters:
  ///   - function: The mocked method, for naming the spy; leave the default.
  ///   - fileID: The mocked method's file, for naming the spy; leave the default.
  /// - Returns: The stubbed output.
  /// - Throws: The stubbed error, or a ``MockKitError`` after reporting an unstubbed call;
  ///   never, for a ``Spy``.
  @inlinable
  public final func call(function: StaticString = #function, fileID: StaticString = #fileID)
    async throws(Failure) -> Output
  {
    try await call((), function: function, fileID: fileID)
  }
}
