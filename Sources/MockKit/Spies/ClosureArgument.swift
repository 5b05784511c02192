/// A closure argument that a mock lends its spy while the mocked call runs, so that an
/// answer can call it: the `next` of a middleware, the body of a transaction.
///
/// A closure parameter that is not `@escaping` cannot be kept, so a spy cannot record it
/// as it is. The mock makes it escapable for the length of the call with
/// `withoutActuallyEscaping`, and lends it to the spy in a `ClosureArgument` with
/// ``during(_:parameter:function:fileID:filePath:line:column:isolation:_:)`` (or, in a
/// synchronous method, ``during(_:parameter:function:fileID:filePath:line:column:_:)``):
///
/// ```swift
/// protocol OrderMiddleware: Sendable {
///   func intercept(_ order: Order, next: (Order) async throws -> PaymentReceipt) async throws
///     -> PaymentReceipt
/// }
///
/// final class MockOrderMiddleware: OrderMiddleware {
///   let intercept = ThrowingSpy<
///     (Order, ClosureArgument<(Order) async throws -> PaymentReceipt>), PaymentReceipt
///   >()
///
///   func intercept(_ order: Order, next: (Order) async throws -> PaymentReceipt) async throws
///     -> PaymentReceipt
///   {
///     try await withoutActuallyEscaping(next) { next in
///       try await ClosureArgument.during(next, parameter: "next") { next in
///         try await intercept.call((order, next))
///       }
///     }
///   }
/// }
/// ```
///
/// An answer runs while the call runs, so it can call ``closure``: pass the order on,
/// replace what comes back, or throw before or after `next`:
///
/// ```swift
/// middleware.intercept.answers { order, next in
///   try await next.closure(order)
/// }
/// ```
///
/// The recorded call keeps the argument, so assertions can look at the other arguments,
/// and messages print it as `(Function)`:
///
/// ```swift
/// expectCalledOnce(middleware.intercept, where: { $0.0 == order })
/// ```
///
/// ``closure`` is there only while the call runs: in an answer, a matcher, or a test that
/// holds the call (`holdsCalls()`) and has not resumed it yet. Read it where you call it,
/// and do not keep it: a closure lent this way must not outlive its call, and a debug
/// build stops the process when it does ("closure argument was escaped in
/// withoutActuallyEscaping block").
///
/// A closure that throws a typed error is lent with plain `throws`: the mock of
/// `charge(_ pay: (Order) throws(PaymentError) -> PaymentReceipt)` holds a
/// `ThrowingSpy<ClosureArgument<(Order) throws -> PaymentReceipt>, PaymentReceipt>` and
/// writes that type before `.during`, so that Swift converts the closure to it. Before
/// macOS 15 and iOS 18, a function type that throws a typed error cannot be a generic
/// argument. The closure's error still reaches the caller: the answer passes it on, and a
/// `throws(PaymentError)` method's `call(_:throwing:)` gives it back its type.
///
/// `ClosureArgument` is `Sendable` by assertion, like ``UncheckedArgument``: MockKit
/// reads and clears its closure under a lock, and calling it from another task than the
/// caller's is the test author's responsibility.
// @unchecked: the only mutable state is in `LockedState`, read and cleared under its lock;
// the closure itself may not be `Sendable`, which the doc comment leaves to the test author.
public final class ClosureArgument<Function>: @unchecked Sendable {
  private let lent: LockedState<Function?>
  private let parameter: String?
  private let function: StaticString
  private let location: FailureLocation

  private init(
    _ closure: Function, parameter: String?, function: StaticString, location: FailureLocation
  ) {
    self.lent = LockedState(closure)
    self.parameter = parameter
    self.function = function
    self.location = location
  }

  /// The closure the mocked method received, while its call runs.
  ///
  /// ```swift
  /// middleware.intercept.answers { order, next in
  ///   try await next.closure(order)
  /// }
  /// ```
  ///
  /// Read after the call has returned, there is no closure left to hand out: MockKit
  /// reports a failure naming the parameter, and the test process stops, as no value of
  /// the closure's type can be made up.
  public var closure: Function {
    if let closure = lent.withLock({ $0 }) { return closure }
    let failure = MockFailure.closureArgumentEnded(
      parameter: parameter, function: "\(function)")
    Reporter.report(failure, at: location)
    fatalError(failure.description)
  }

  private func end() {
    lent.withLock { $0 = nil }
  }

  /// Lends `closure` to `body` in a `ClosureArgument` that holds it until `body` returns.
  ///
  /// A mock calls it inside `withoutActuallyEscaping`, with the spy's call as `body`:
  ///
  /// ```swift
  /// func forEach(_ body: (Order) -> Void) {
  ///   withoutActuallyEscaping(body) { body in
  ///     ClosureArgument.during(body, parameter: "body") { body in forEach.call(body) }
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - closure: The mocked method's closure argument, made escapable for the call.
  ///   - parameter: The parameter's name, for the message when the closure is read after
  ///     the call.
  ///   - function: The mocked method, for the same message; leave the default.
  ///   - fileID: Where that failure points; leave the default.
  ///   - filePath: Where that failure points; leave the default.
  ///   - line: Where that failure points; leave the default.
  ///   - column: Where that failure points; leave the default.
  ///   - body: Makes the call, given the lent closure.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  public static func during<Result, Failure: Error>(
    _ closure: Function,
    parameter: String? = nil,
    function: StaticString = #function,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: (ClosureArgument<Function>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let argument = ClosureArgument(
      closure, parameter: parameter, function: function,
      location: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    defer { argument.end() }
    return try body(argument)
  }

  /// Lends `closure` to an `async` `body` in a `ClosureArgument` that holds it until `body`
  /// returns.
  ///
  /// A mock of an `async` method calls it inside `withoutActuallyEscaping`, with the spy's
  /// call as `body`:
  ///
  /// ```swift
  /// try await withoutActuallyEscaping(next) { next in
  ///   try await ClosureArgument.during(next, parameter: "next") { next in
  ///     try await intercept.call((order, next))
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - closure: The mocked method's closure argument, made escapable for the call.
  ///   - parameter: The parameter's name, for the message when the closure is read after
  ///     the call.
  ///   - function: The mocked method, for the same message; leave the default.
  ///   - fileID: Where that failure points; leave the default.
  ///   - filePath: Where that failure points; leave the default.
  ///   - line: Where that failure points; leave the default.
  ///   - column: Where that failure points; leave the default.
  ///   - isolation: The actor `body` runs on; leave the default.
  ///   - body: Makes the call, given the lent closure.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  public static func during<Result, Failure: Error>(
    _ closure: Function,
    parameter: String? = nil,
    function: StaticString = #function,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation,
    _ body: (ClosureArgument<Function>) async throws(Failure) -> Result
  ) async throws(Failure) -> Result {
    let argument = ClosureArgument(
      closure, parameter: parameter, function: function,
      location: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    defer { argument.end() }
    return try await body(argument)
  }
}

extension ClosureArgument: CustomStringConvertible {
  /// `(Function)`, as Swift prints a closure, so a call reads
  /// `intercept(Order(…), next: (Function))` in messages.
  ///
  /// ```swift
  /// #expect(middleware.intercept.lastArguments?.1.description == "(Function)")
  /// ```
  public var description: String { "(Function)" }
}
