/// Records every call of a throwing mock method and answers it from stubs, which may
/// throw.
///
/// Use it for `throws` requirements; only a throwing spy can be stubbed to throw, so a
/// test cannot make a non-throwing method fail in a way production code never could.
///
/// ```swift
/// final class MockUserFetching: UserFetching {
///   let user = ThrowingSpy<String, User>()
///
///   func user(id: String) async throws -> User { try await user.call(id) }
/// }
/// ```
///
/// ```swift
/// @MainActor @Test func showsTheUsersName() async throws {
///   let users = MockUserFetching()
///   users.user.returns(User(id: "1", name: "Ada", email: "ada@example.com"))
///   let model = UserProfileViewModel(users: users)
///
///   await model.load(userID: "1")
///
///   #expect(model.user?.name == "Ada")
///   expectCalledOnce(users.user, with: "1")
/// }
/// ```
///
/// How a call is answered, recorded and named, and how to wait for calls and hold them:
/// see ``MethodSpy``, which has every member a `ThrowingSpy` has beyond its initializer.
// @unchecked restates MethodSpy's conformance: no stored property of its own.
public final class ThrowingSpy<Input: Sendable, Output: Sendable>:
  MethodSpy<Input, Output, any Error>, @unchecked Sendable
{
  /// Creates a spy with no calls and no stubs.
  ///
  /// ```swift
  /// let user = ThrowingSpy<String, User>()  // in a mock: named after its method
  /// let onTokenRefresh = ThrowingSpy<AuthToken, Void>(name: "onTokenRefresh")  // a callback
  /// ```
  ///
  /// A spy can say how its calls' arguments read in failure messages, where their type
  /// prints poorly and is not yours to change. A login `Endpoint` prints its JSON body as
  /// `Optional(38 bytes)`:
  ///
  /// ```swift
  /// let request = ThrowingSpy<Endpoint, Data>(describingArguments: { endpoint in
  ///   let body = endpoint.body.map { " " + String(decoding: $0, as: UTF8.self) } ?? ""
  ///   return "\(endpoint.method.rawValue) \(endpoint.path)\(body)"
  /// })
  /// ```
  ///
  /// Its calls then read `request(POST /auth/login {"password":"secret","username":"ada"})`
  /// in every message.
  ///
  /// - Parameters:
  ///   - name: The name failure messages use. Leave it out to use the mock method that
  ///     makes the spy's first call.
  ///   - describingArguments: How failure messages print a call's arguments, in place of
  ///     MockKit's rules (see ``CustomMockStringConvertible``). The text stands for the
  ///     argument of a method with one, after its label, and for the whole list of a
  ///     method with several. It runs when a message is put together, never while the
  ///     spy records a call.
  ///   - function: Where the spy is declared; leave the default.
  ///   - fileID: Where the spy is declared; leave the default.
  ///   - filePath: Where the spy is declared; leave the default.
  ///   - line: Where the spy is declared; leave the default.
  ///   - column: Where the spy is declared; leave the default.
  public init(
    name: String? = nil,
    describingArguments: (@Sendable (Input) -> String)? = nil,
    function: StaticString = #function,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    super.init(
      kind: "ThrowingSpy", name: name, describingArguments: describingArguments, function: function,
      site: DeclarationSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Creates a spy that answers every call with `output` until a test stubs it
  /// otherwise: a default the mock carries where it declares the spy, so tests need not
  /// stub it, and calls are answered rather than reported as unstubbed. `reset()` restores
  /// it.
  ///
  /// ```swift
  /// let reserve = ThrowingSpy<(String, Int), Bool>(returning: true)  // in stock
  /// ```
  ///
  /// - Parameters:
  ///   - output: What every call returns until a test stubs the spy otherwise.
  ///   - name: The name failure messages use. Leave it out to use the mock method that
  ///     makes the spy's first call.
  ///   - describingArguments: How failure messages print a call's arguments, in place of
  ///     MockKit's rules (see ``CustomMockStringConvertible``).
  ///   - function: Where the spy is declared; leave the default.
  ///   - fileID: Where the spy is declared; leave the default.
  ///   - filePath: Where the spy is declared; leave the default.
  ///   - line: Where the spy is declared; leave the default.
  ///   - column: Where the spy is declared; leave the default.
  public init(
    returning output: Output,
    name: String? = nil,
    describingArguments: (@Sendable (Input) -> String)? = nil,
    function: StaticString = #function,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    super.init(
      kind: "ThrowingSpy", name: name, describingArguments: describingArguments,
      declaredDefault: output, function: function,
      site: DeclarationSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
