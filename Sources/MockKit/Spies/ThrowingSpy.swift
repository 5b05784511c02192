/// Records every call of a throwing mock method and answers it from stubs, which may
/// throw.
///
/// Use it for `throws` requirements; only a throwing spy can be stubbed to throw, so a
/// test cannot make a non-throwing method fail in a way production code never could.
///
/// ```swift
/// protocol UserRepository: Sendable {
///   func fetchUser(id: String) async throws -> User
/// }
///
/// final class MockUserRepository: UserRepository {
///   let fetchUser = ThrowingSpy<String, User>()
///
///   func fetchUser(id: String) async throws -> User { try await fetchUser.call(id) }
/// }
///
/// @Test func showsTheUsersName() async throws {
///   let repository = MockUserRepository()
///   repository.fetchUser.returns(User(id: "1", name: "Ada"))
///
///   let title = try await ProfileLoader(repository: repository).title(forUser: "1")
///
///   #expect(title == "Ada")
///   expectCalledOnce(repository.fetchUser, with: "1")
/// }
/// ```
///
/// ## Answering a call
///
/// A call is answered by the first of these that applies:
///
/// 1. the stubs added with `when(_:)` or ``when(matching:)``, the most recently added
///    first;
/// 2. the one-shot responses added with ``enqueue(_:)`` and ``enqueue(throwing:)``, first
///    in, first out;
/// 3. the default set with ``returns(_:)``, ``throws(_:)`` or
///    `answers(_:)`;
/// 4. otherwise the call is *unstubbed*: with a `Void` output it simply returns; anything
///    else is a test failure that names the spy and its arguments, and the call throws
///    ``MockKitError/unstubbed(spy:call:)``.
///
/// Answers and matchers run outside the spy's lock, so an answer may call the same spy.
///
/// ## Recording
///
/// Recording is exact under any concurrency: every call appears once in ``calls``, in the
/// order the spy recorded it, whether the call returned or threw. Arguments are stored as
/// passed: an argument of reference type shows its state when you read it, not when it
/// was passed. If that matters, record a snapshot in the mock.
///
/// ## Naming
///
/// Failure messages name the spy by the `name:` passed to the initializer, else by the
/// mock method that first called it (`fetchUser(id:)`, from `#function`), else by where
/// it was declared.
public final class ThrowingSpy<Input: Sendable, Output: Sendable>: CallRecording {
  @usableFromInline let core: SpyCore<Input, Output, any Error>

  /// Creates a spy with no calls and no stubs.
  ///
  /// ```swift
  /// let fetchUser = ThrowingSpy<String, User>()
  /// let charge = ThrowingSpy<(Decimal, String), Receipt>(name: "charge(amount:currency:)")
  /// ```
  ///
  /// - Parameters:
  ///   - name: The name failure messages use. Leave it out to use the mock method that
  ///     first calls the spy.
  ///   - fileID: Where the spy is declared; leave the default.
  ///   - filePath: Where the spy is declared; leave the default.
  ///   - line: Where the spy is declared; leave the default.
  ///   - column: Where the spy is declared; leave the default.
  public init(
    name: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    core = SpyCore(
      kind: "ThrowingSpy",
      name: name,
      site: DeclarationSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Records a call and returns or throws what the stubs answer.
  ///
  /// ```swift
  /// func user(id: String) throws -> User { try userByID.call(id) }
  /// ```
  ///
  /// An `async` answer cannot run here: the call reports a failure and throws
  /// ``MockKitError/requiresAwait(spy:call:)``. Call the spy from an
  /// `async` method to use one.
  ///
  /// - Parameters:
  ///   - input: The arguments of the mocked method.
  ///   - function: The mocked method, for failure messages; leave the default.
  /// - Returns: The stubbed output (see "Answering a call" above).
  /// - Throws: The stubbed error, or a ``MockKitError`` after reporting an unstubbed call.
  @inlinable
  public func call(_ input: Input, function: StaticString = #function) throws -> Output {
    let recorded = core.record(input, caller: function)
    if let stub = recorded.stub, let output = try core.respond(to: input, with: stub) {
      return output
    }
    if recorded.stub == nil, let void = core.voidOutput { return void }
    return try unanswered(recorded)
  }

  /// Records a call from an `async` method and returns or throws what the stubs answer,
  /// awaiting an `async` answer.
  ///
  /// ```swift
  /// func fetchUser(id: String) async throws -> User { try await fetchUser.call(id) }
  /// ```
  ///
  /// - Parameters:
  ///   - input: The arguments of the mocked method.
  ///   - function: The mocked method, for failure messages; leave the default.
  /// - Returns: The stubbed output (see "Answering a call" above).
  /// - Throws: The stubbed error, or a ``MockKitError`` after reporting an unstubbed call.
  @inlinable
  public func call(_ input: Input, function: StaticString = #function) async throws -> Output {
    let recorded = core.record(input, caller: function)
    if let stub = recorded.stub, let output = try await core.respond(to: recorded, with: stub) {
      return output
    }
    if recorded.stub == nil, let void = core.voidOutput { return void }
    return try unanswered(recorded)
  }

  @usableFromInline
  func unanswered(
    _ recorded: RecordedCall<Input, Output, any Error>
  ) throws -> Output {
    throw core.reportUnanswered(recorded, canThrow: true)
  }

  // MARK: Stubbing

  /// Answers every call that no matched stub or queued response answers with `output`.
  ///
  /// ```swift
  /// repository.fetchUser.returns(User(id: "1", name: "Ada"))
  /// ```
  ///
  /// - Parameter output: The value to return.
  public func returns(_ output: Output) {
    core.setDefault(.value(output))
  }

  /// Makes every call that no matched stub or queued response answers throw `error`.
  ///
  /// ```swift
  /// repository.fetchUser.throws(URLError(.notConnectedToInternet))
  /// ```
  ///
  /// - Parameter error: The error to throw.
  public func `throws`(_ error: any Error) {
    core.setDefault(.failure(error))
  }

  /// Answers every call that no matched stub or queued response answers by running
  /// `answer` with the call's arguments; what it throws, the call throws.
  ///
  /// ```swift
  /// repository.fetchUser.answers { id in
  ///   guard id == "1" else { throw RepositoryError.notFound }
  ///   return User(id: id, name: "Ada")
  /// }
  /// ```
  ///
  /// - Parameter answer: Computes the output from the arguments. It runs outside the
  ///   spy's lock, so it may call the spy itself.
  public func answers(_ answer: @escaping @Sendable (Input) throws -> Output) {
    core.setDefault(.answer(answer))
  }

  /// Answers every call that no matched stub or queued response answers by awaiting
  /// `answer`; only calls made with `await` can run it.
  ///
  /// ```swift
  /// repository.fetchUser.answers { id in try await fixtures.user(id: id) }
  /// ```
  ///
  /// - Parameter answer: Computes the output from the arguments.
  public func answers(_ answer: @escaping @Sendable (Input) async throws -> Output) {
    core.setDefault(.asyncAnswer(answer))
  }

  /// Answers the next calls with `outputs`, one each, in order, before the default.
  ///
  /// ```swift
  /// repository.fetchUser.enqueue(User(id: "1", name: "Ada"), User(id: "1", name: "Ada L."))
  /// ```
  ///
  /// - Parameter outputs: One-shot responses, used first in, first out.
  @inlinable
  public func enqueue(_ outputs: Output...) {
    core.enqueue(outputs.map { .value($0) })
  }

  /// Makes the next call not answered by a matched stub throw `error`, in turn with the
  /// other queued responses.
  ///
  /// ```swift
  /// // The first attempt fails, the retry succeeds.
  /// repository.fetchUser.enqueue(throwing: URLError(.timedOut))
  /// repository.fetchUser.enqueue(User(id: "1", name: "Ada"))
  /// ```
  ///
  /// - Parameter error: The error the call throws.
  public func enqueue(throwing error: any Error) {
    core.enqueue(CollectionOfOne(.failure(error)))
  }

  /// Starts a stub for the calls whose arguments equal `input`.
  ///
  /// ```swift
  /// repository.fetchUser.when("missing").throws(RepositoryError.notFound)
  /// ```
  ///
  /// - Parameter input: The arguments to match.
  /// - Returns: A stub to finish with `returns`, `throws` or `answers`.
  @inlinable
  public func when(_ input: Input) -> Stubbing where Input: Equatable {
    Stubbing(core: core, matches: { $0 == input })
  }

  /// Unavailable: `when(_:)` compares arguments with `==`, so the input must be `Equatable`.
  ///
  /// ```swift
  /// spy.when(matching: { $0.id == "o-1" }).returns(order)  // for any other input
  /// ```
  @available(
    *, unavailable,
    message:
      "when(_:) needs Equatable arguments, or an unlabeled tuple of up to 4 Equatable values; use when(matching:)"
  )
  public func when(_ input: Input) -> Stubbing {
    Stubbing(core: core, matches: { _ in false })
  }

  /// Starts a stub for the calls whose arguments satisfy `predicate`.
  ///
  /// ```swift
  /// repository.fetchUser.when(matching: { $0.isEmpty }).throws(RepositoryError.invalidID)
  /// ```
  ///
  /// - Parameter predicate: Decides whether a call is answered by this stub. It runs
  ///   outside the spy's lock.
  /// - Returns: A stub to finish with `returns`, `throws` or `answers`.
  public func when(matching predicate: @escaping @Sendable (Input) -> Bool) -> Stubbing {
    Stubbing(core: core, matches: predicate)
  }

  /// A stub for some calls of a ``ThrowingSpy``, finished with ``returns(_:)``,
  /// ``throws(_:)`` or `answers(_:)`.
  ///
  /// ```swift
  /// repository.fetchUser.when("1").returns(User(id: "1", name: "Ada"))
  /// ```
  public struct Stubbing: Sendable {
    @usableFromInline let core: SpyCore<Input, Output, any Error>
    @usableFromInline let matches: @Sendable (Input) -> Bool

    @usableFromInline
    init(core: SpyCore<Input, Output, any Error>, matches: @escaping @Sendable (Input) -> Bool) {
      self.core = core
      self.matches = matches
    }

    /// Answers the matching calls with `output`.
    ///
    /// ```swift
    /// repository.fetchUser.when("1").returns(User(id: "1", name: "Ada"))
    /// ```
    ///
    /// - Parameter output: The value to return.
    public func returns(_ output: Output) {
      core.addMatched(matches, .value(output))
    }

    /// Makes the matching calls throw `error`.
    ///
    /// ```swift
    /// repository.fetchUser.when("missing").throws(RepositoryError.notFound)
    /// ```
    ///
    /// - Parameter error: The error to throw.
    public func `throws`(_ error: any Error) {
      core.addMatched(matches, .failure(error))
    }

    /// Answers the matching calls by running `answer` with their arguments.
    ///
    /// ```swift
    /// repository.fetchUser.when(matching: { $0.hasPrefix("guest-") }).answers { id in
    ///   User(id: id, name: "Guest")
    /// }
    /// ```
    ///
    /// - Parameter answer: Computes the output from the arguments; what it throws, the
    ///   call throws.
    public func answers(_ answer: @escaping @Sendable (Input) throws -> Output) {
      core.addMatched(matches, .answer(answer))
    }

    /// Answers the matching calls by awaiting `answer`; only calls made with `await` can
    /// run it.
    ///
    /// ```swift
    /// repository.fetchUser.when("1").answers { id in try await fixtures.user(id: id) }
    /// ```
    ///
    /// - Parameter answer: Computes the output from the arguments.
    public func answers(_ answer: @escaping @Sendable (Input) async throws -> Output) {
      core.addMatched(matches, .asyncAnswer(answer))
    }
  }

  // MARK: Recording

  /// A snapshot of the calls and of the name used in messages; see ``CallRecording``.
  ///
  /// ```swift
  /// let record = spy.callRecord
  /// print(record.name, record.calls.count)
  /// ```
  public var callRecord: CallRecord<Input> { core.callRecord }
}

extension ThrowingSpy where Input == Void {
  /// Records a call of a throwing method without arguments.
  ///
  /// ```swift
  /// func logout() throws { try logoutSpy.call() }
  /// ```
  ///
  /// - Parameter function: The mocked method, for failure messages; leave the default.
  /// - Returns: The stubbed output.
  /// - Throws: The stubbed error, or a ``MockKitError`` after reporting an unstubbed call.
  @inlinable
  public func call(function: StaticString = #function) throws -> Output {
    try call((), function: function)
  }

  /// Records a call of an `async` throwing method without arguments.
  ///
  /// ```swift
  /// func refreshToken() async throws -> Token { try await refreshTokenSpy.call() }
  /// ```
  ///
  /// - Parameter function: The mocked method, for failure messages; leave the default.
  /// - Returns: The stubbed output.
  /// - Throws: The stubbed error, or a ``MockKitError`` after reporting an unstubbed call.
  @inlinable
  public func call(function: StaticString = #function) async throws -> Output {
    try await call((), function: function)
  }
}
