import ExampleServices
import Foundation
import MockKit

// Hand-written mocks: one `let` spy per requirement, named after the method's base name.
// No `name:`: a spy takes the name of the mock method that calls it (`charge(amount:currency:)`).
// Each test makes its own mocks.

final class MockNetworkClient: NetworkClient {
  let data = ThrowingSpy<URL, Data>()

  func data(from url: URL) async throws -> Data { try await data.call(url) }
}

final class MockUserFetching: UserFetching {
  let user = ThrowingSpy<String, User>()

  func user(id: String) async throws -> User { try await user.call(id) }
}

final class MockPaymentProcessor: PaymentProcessor {
  let charge = ThrowingSpy<(Decimal, String), PaymentReceipt>()

  func charge(amount: Decimal, currency: String) async throws -> PaymentReceipt {
    try await charge.call((amount, currency))
  }
}

final class MockAnalyticsTracker: AnalyticsTracker {
  let track = Spy<AnalyticsEvent, Void>()

  func track(_ event: AnalyticsEvent) { track.call(event) }
}

final class MockInventoryService: InventoryService {
  let reserve = ThrowingSpy<(String, Int), Bool>()
  let release = Spy<(String, Int), Void>()

  func reserve(sku: String, quantity: Int) async throws -> Bool {
    try await reserve.call((sku, quantity))
  }
  func release(sku: String, quantity: Int) async { await release.call((sku, quantity)) }
}

final class MockRequestLogger: RequestLogger {
  let log = Spy<LogLine, Void>()

  func log(_ line: LogLine) { log.call(line) }
}

/// `DataStorage`'s methods are generic, and a spy's types are fixed when it is declared,
/// so the mock records and answers in JSON `Data` and encodes or decodes at the boundary,
/// the way the real storage does. A stub of the wrong shape then fails with a
/// `DecodingError`, not a crash from a forced cast.
final class MockDataStorage: DataStorage {
  let save = ThrowingSpy<(String, Data), Void>()
  let load = ThrowingSpy<String, Data?>()
  let delete = ThrowingSpy<String, Void>()
  let exists = Spy<String, Bool>()

  func save<Value: Encodable>(_ value: Value, forKey key: String) throws {
    try save.call((key, JSONEncoder().encode(value)))
  }
  func load<Value: Decodable>(_ type: Value.Type, forKey key: String) throws -> Value? {
    guard let data = try load.call(key) else { return nil }
    return try JSONDecoder().decode(Value.self, from: data)
  }
  func delete(forKey key: String) throws { try delete.call(key) }
  func exists(forKey key: String) -> Bool { exists.call(key) }
}

/// A mock of a protocol with a generic method.
///
/// A spy's `Input` and `Output` are fixed when it is declared, but `request(_:)` lets
/// each caller choose `T`. So the spy speaks the type-erased currency of the wire: it
/// records the `Endpoint` and answers with JSON `Data`, and the mock method decodes that
/// data to `T`, exactly as the real manager does. Tests stub what the server would send;
/// a stub that does not fit the type the service asks for fails with a `DecodingError`
/// naming the mismatch, instead of crashing on a force cast (`stubbedResult as! T`).
/// To stub values rather than JSON, declare `ThrowingSpy<Endpoint, (any Sendable)?>` and
/// forward with `try await request.call(endpoint, returning: T.self)`: a stub of another
/// type is then a test failure naming both types (Docs/spies-and-stubs.md, "Generic
/// methods").
final class MockNetworkManager: NetworkManager {
  let request = ThrowingSpy<Endpoint, Data>()

  func request<T: Decodable & Sendable>(_ endpoint: Endpoint) async throws -> T {
    let data = try await request.call(endpoint)
    if data.isEmpty, let empty = EmptyResponse() as? T { return empty }
    return try JSONDecoder().decode(T.self, from: data)
  }
}
