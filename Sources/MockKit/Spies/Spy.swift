/// Records every call of a non-throwing mock method and answers it from stubs.
///
/// A mock holds one spy per protocol requirement, as a `let`, and forwards each method to
/// it. `Input` is the argument (an unlabeled tuple or a small struct for several, `Void`
/// for none; `when(_:)` and the `with:` assertions compare unlabeled tuples of up to 4
/// `Equatable` values element by element);
/// `Output` is the return type.
///
/// ```swift
/// protocol OrderStore: Sendable {
///   func save(_ order: Order)
///   func order(id: String) -> Order?
/// }
///
/// final class MockOrderStore: OrderStore {
///   let save = Spy<Order, Void>()
///   let orderByID = Spy<String, Order?>()
///
///   func save(_ order: Order) { save.call(order) }
///   func order(id: String) -> Order? { orderByID.call(id) }
/// }
///
/// @Test func checkoutSavesTheOrder() {
///   let store = MockOrderStore()
///   store.orderByID.returns(Order(id: "o-1", total: 42))
///
///   CheckoutService(store: store).placeOrder(id: "o-1")
///
///   expectCalled(store.save, times: 1)
/// }
/// ```
///
/// ## Answering a call
///
/// A call is answered by the first of these that applies:
///
/// 1. the stubs added with `when(_:)` or ``when(matching:)``, the most recently added
///    first;
/// 2. the one-shot responses added with ``enqueue(_:)``, first in, first out;
/// 3. the default set with ``returns(_:)`` or `answers(_:)`;
/// 4. otherwise the call is *unstubbed*: with a `Void` output it simply returns; anything
///    else is a test failure that names the spy and its arguments. The call then returns
///    the output type's ``MockDefaultValue`` so the test can go on; a type without one
///    leaves nothing to return, and the test process stops after the failure.
///
/// Answers and matchers run outside the spy's lock, so an answer may call the same spy.
///
/// ## Recording
///
/// Recording is exact under any concurrency: every call appears once in ``calls``, in the
/// order the spy recorded it. Arguments are stored as passed: an argument of reference
/// type shows its state when you read it, not when it was passed. If that matters, record
/// a snapshot in the mock (`save.call(OrderSnapshot(order))`).
///
/// ## Naming
///
/// Failure messages name the spy by the `name:` passed to the initializer, else by the
/// mock method that first called it (`fetchUser(id:)`, from `#function`), else by where
/// it was declared.
public final class Spy<Input: Sendable, Output: Sendable>: CallRecording {
  @usableFromInline let core: SpyCore<Input, Output, Never>

  /// Creates a spy with no calls and no stubs.
  ///
  /// ```swift
  /// let save = Spy<Order, Void>()
  /// let total = Spy<[Order], Decimal>(name: "total(of:)")
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
      kind: "Spy",
      name: name,
      site: DeclarationSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Records a call and returns what the stubs answer.
  ///
  /// ```swift
  /// func order(id: String) -> Order? { orderByID.call(id) }
  /// ```
  ///
  /// An `async` answer cannot run here: the call reports a failure instead. Call the spy
  /// from an `async` method to use one.
  ///
  /// - Parameters:
  ///   - input: The arguments of the mocked method.
  ///   - function: The mocked method, for failure messages; leave the default.
  /// - Returns: The stubbed output (see "Answering a call" above).
  @inlinable
  public func call(_ input: Input, function: StaticString = #function) -> Output {
    let recorded = core.record(input, caller: function)
    if let stub = recorded.stub, let output = core.respond(to: input, with: stub) {
      return output
    }
    if recorded.stub == nil, let void = core.voidOutput { return void }
    return unanswered(recorded)
  }

  /// Records a call from an `async` method and returns what the stubs answer, awaiting an
  /// `async` answer.
  ///
  /// ```swift
  /// func loadOrders() async -> [Order] { await loadOrdersSpy.call() }
  /// ```
  ///
  /// - Parameters:
  ///   - input: The arguments of the mocked method.
  ///   - function: The mocked method, for failure messages; leave the default.
  /// - Returns: The stubbed output (see "Answering a call" above).
  @inlinable
  public func call(_ input: Input, function: StaticString = #function) async -> Output {
    let recorded = core.record(input, caller: function)
    if let stub = recorded.stub, let output = await core.respond(to: recorded, with: stub) {
      return output
    }
    if recorded.stub == nil, let void = core.voidOutput { return void }
    return unanswered(recorded)
  }

  @usableFromInline
  func unanswered(
    _ recorded: RecordedCall<Input, Output, Never>
  )
    -> Output
  {
    let error = core.reportUnanswered(recorded, canThrow: false)
    return core.fallback(after: "\(error)", returning: Output.self)
  }

  // MARK: Stubbing

  /// Answers every call that no matched stub or queued response answers with `output`.
  ///
  /// ```swift
  /// store.orderByID.returns(Order(id: "o-1", total: 42))
  /// ```
  ///
  /// - Parameter output: The value to return.
  public func returns(_ output: Output) {
    core.setDefault(.value(output))
  }

  /// Answers every call that no matched stub or queued response answers by running
  /// `answer` with the call's arguments.
  ///
  /// ```swift
  /// pricing.price.answers { order in order.items.count * 10 }
  /// ```
  ///
  /// - Parameter answer: Computes the output from the arguments. It runs outside the
  ///   spy's lock, so it may call the spy itself.
  public func answers(_ answer: @escaping @Sendable (Input) -> Output) {
    core.setDefault(.answer(answer))
  }

  /// Unavailable: a `Spy` stands for a method that cannot throw.
  ///
  /// ```swift
  /// let fetchUser = ThrowingSpy<String, User>()  // for a throwing method
  /// fetchUser.throws(RepositoryError.notFound)
  /// ```
  @available(
    *, unavailable,
    message: "a Spy stands for a method that cannot throw; use ThrowingSpy to stub an error"
  )
  public func `throws`(_ error: any Error) {}

  /// Unavailable: a `Spy` stands for a method that cannot throw, so its answers cannot
  /// throw either.
  ///
  /// ```swift
  /// let fetchUser = ThrowingSpy<String, User>()  // for a throwing method
  /// fetchUser.answers { id in try fixtures.user(id: id) }
  /// ```
  @available(
    *, unavailable,
    message: "a Spy stands for a method that cannot throw; use ThrowingSpy for a throwing answer"
  )
  public func answers(_ answer: @escaping @Sendable (Input) throws -> Output) {}

  /// Answers every call that no matched stub or queued response answers by awaiting
  /// `answer`; only calls made with `await` can run it.
  ///
  /// ```swift
  /// loader.load.answers { id in await catalog.product(id: id) }
  /// ```
  ///
  /// - Parameter answer: Computes the output from the arguments.
  public func answers(_ answer: @escaping @Sendable (Input) async -> Output) {
    core.setDefault(.asyncAnswer(answer))
  }

  /// Answers the next calls with `outputs`, one each, in order, before the default.
  ///
  /// ```swift
  /// counter.next.enqueue(1, 2, 3)
  /// ```
  ///
  /// - Parameter outputs: One-shot responses, used first in, first out.
  @inlinable
  public func enqueue(_ outputs: Output...) {
    core.enqueue(outputs.map { .value($0) })
  }

  /// Starts a stub for the calls whose arguments equal `input`.
  ///
  /// ```swift
  /// store.orderByID.when("o-1").returns(Order(id: "o-1", total: 42))
  /// ```
  ///
  /// - Parameter input: The arguments to match.
  /// - Returns: A stub to finish with `returns` or `answers`.
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
  /// store.orderByID.when(matching: { $0.hasPrefix("gift-") }).returns(nil)
  /// ```
  ///
  /// - Parameter predicate: Decides whether a call is answered by this stub. It runs
  ///   outside the spy's lock.
  /// - Returns: A stub to finish with `returns` or `answers`.
  public func when(matching predicate: @escaping @Sendable (Input) -> Bool) -> Stubbing {
    Stubbing(core: core, matches: predicate)
  }

  /// A stub for some calls of a ``Spy``, finished with ``returns(_:)`` or
  /// `answers(_:)`.
  ///
  /// ```swift
  /// store.orderByID.when("o-1").returns(Order(id: "o-1", total: 42))
  /// ```
  public struct Stubbing: Sendable {
    @usableFromInline let core: SpyCore<Input, Output, Never>
    @usableFromInline let matches: @Sendable (Input) -> Bool

    @usableFromInline
    init(core: SpyCore<Input, Output, Never>, matches: @escaping @Sendable (Input) -> Bool) {
      self.core = core
      self.matches = matches
    }

    /// Answers the matching calls with `output`.
    ///
    /// ```swift
    /// store.orderByID.when("o-1").returns(Order(id: "o-1", total: 42))
    /// ```
    ///
    /// - Parameter output: The value to return.
    public func returns(_ output: Output) {
      core.addMatched(matches, .value(output))
    }

    /// Unavailable: a `Spy` stands for a method that cannot throw.
    ///
    /// ```swift
    /// let fetchUser = ThrowingSpy<String, User>()  // for a throwing method
    /// fetchUser.when("missing").throws(RepositoryError.notFound)
    /// ```
    @available(
      *, unavailable,
      message: "a Spy stands for a method that cannot throw; use ThrowingSpy to stub an error"
    )
    public func `throws`(_ error: any Error) {}

    /// Answers the matching calls by running `answer` with their arguments.
    ///
    /// ```swift
    /// pricing.price.when(matching: { $0.items.isEmpty }).answers { _ in 0 }
    /// ```
    ///
    /// - Parameter answer: Computes the output from the arguments.
    public func answers(_ answer: @escaping @Sendable (Input) -> Output) {
      core.addMatched(matches, .answer(answer))
    }

    /// Answers the matching calls by awaiting `answer`; only calls made with `await` can
    /// run it.
    ///
    /// ```swift
    /// loader.load.when("p-1").answers { id in await catalog.product(id: id) }
    /// ```
    ///
    /// - Parameter answer: Computes the output from the arguments.
    public func answers(_ answer: @escaping @Sendable (Input) async -> Output) {
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

extension Spy where Input == Void {
  /// Records a call of a method without arguments.
  ///
  /// ```swift
  /// func logout() { logoutSpy.call() }
  /// ```
  ///
  /// - Parameter function: The mocked method, for failure messages; leave the default.
  /// - Returns: The stubbed output.
  @inlinable
  public func call(function: StaticString = #function) -> Output {
    call((), function: function)
  }

  /// Records a call of an `async` method without arguments.
  ///
  /// ```swift
  /// func refresh() async { await refreshSpy.call() }
  /// ```
  ///
  /// - Parameter function: The mocked method, for failure messages; leave the default.
  /// - Returns: The stubbed output.
  @inlinable
  public func call(function: StaticString = #function) async -> Output {
    await call((), function: function)
  }
}
