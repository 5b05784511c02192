import MockKit

/// An order as the library's own tests need it: two fields, so pinned messages stay short.
struct Order: Equatable, Sendable {
  var id: String
  var total: Int
}

struct User: Equatable, Sendable {
  var id: String
  var name: String
}

enum RepositoryError: Error, Equatable {
  case notFound
  case offline
}

protocol UserRepository: Sendable {
  func fetchUser(id: String) async throws -> User
  func user(id: String) throws -> User
  func deleteUser(id: String) throws
  func logout()
}

/// A hand-written mock as users write them: one spy per requirement, named by the
/// method that calls it.
final class MockUserRepository: UserRepository {
  let fetchUser = ThrowingSpy<String, User>()
  let userSpy = ThrowingSpy<String, User>()
  let deleteUser = ThrowingSpy<String, Void>()
  let logoutSpy = Spy<Void, Void>()

  func fetchUser(id: String) async throws -> User { try await fetchUser.call(id) }
  func user(id: String) throws -> User { try userSpy.call(id) }
  func deleteUser(id: String) throws { try deleteUser.call(id) }
  func logout() { logoutSpy.call() }
}

/// The spy tests' own synchronous payment service, with a charge that returns the slip's
/// number and a refund. The examples' `PaymentProcessor`, the one the guides use, is
/// `async` and returns a `PaymentReceipt`.
protocol PaymentTerminal: Sendable {
  func charge(amount: Int, currency: String) throws -> String
  func refund(receipt: String)
}

final class MockPaymentTerminal: PaymentTerminal {
  let charge = ThrowingSpy<(Int, String), String>()
  let refund = Spy<String, Void>()

  func charge(amount: Int, currency: String) throws -> String {
    try charge.call((amount, currency))
  }
  func refund(receipt: String) { refund.call(receipt) }
}
