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
/// How a call is answered, recorded and named, and how to wait for calls and hold them:
/// see ``SpyBase``, which has every member a `ThrowingSpy` has beyond its initializer.
// @unchecked restates SpyBase's conformance: no stored property of its own.
public final class ThrowingSpy<Input: Sendable, Output: Sendable>:
  SpyBase<Input, Output, any Error>, @unchecked Sendable
{
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
  ///   - function: Where the spy is declared; leave the default.
  ///   - fileID: Where the spy is declared; leave the default.
  ///   - filePath: Where the spy is declared; leave the default.
  ///   - line: Where the spy is declared; leave the default.
  ///   - column: Where the spy is declared; leave the default.
  public init(
    name: String? = nil,
    function: StaticString = #function,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    super.init(
      kind: "ThrowingSpy", name: name, function: function,
      site: DeclarationSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
