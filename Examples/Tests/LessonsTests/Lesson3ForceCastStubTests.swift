import Foundation
import Lessons
import MockKit
import Testing

extension Lesson3 {
  /// BAD: the stub is `Any`-typed and force-cast to whatever the caller asks for. When the
  /// service asks for another type, `as!` traps: the whole test process stops, with no
  /// test failure and no message about the mock.
  struct ForceCastOrderAPI: OrderAPI {
    let stubbedResult: any Sendable

    func get<Response: Decodable & Sendable>(_ path: String) async throws -> Response {
      stubbedResult as! Response
    }
  }

  /// GOOD: the spy's types are fixed, so a stub of the wrong type does not compile. It
  /// answers in JSON, the currency of the wire, and the mock decodes it to the type the
  /// service asks for, as the real API client does: a mismatch is a thrown
  /// `DecodingError`, a clear test failure.
  final class MockOrderAPI: OrderAPI {
    let get = ThrowingSpy<String, Data>()

    func get<Response: Decodable & Sendable>(_ path: String) async throws -> Response {
      try JSONDecoder().decode(Response.self, from: try await get.call(path))
    }
  }

  static let orders = [
    Order(id: "o-1", totalCents: 1_200), Order(id: "o-2", totalCents: 3_400),
  ]

  static func badTest(lastOrder: (any OrderAPI, String) async throws -> Order?) async throws {
    let api = ForceCastOrderAPI(stubbedResult: orders)

    let order = try await lastOrder(api, "u-1")

    #expect(order == orders.last, "the last order is offered again")
  }

  static func goodTest(lastOrder: (any OrderAPI, String) async throws -> Order?) async throws {
    let api = MockOrderAPI()
    api.get.when("/users/u-1/orders").returns(try JSONEncoder().encode(orders))

    let order = try await lastOrder(api, "u-1")

    #expect(order == orders.last, "the last order is offered again")
  }
}

extension LessonProofs {
  @Test func aForceCastStubWouldTrapWhereTheSpyFailsTheTest() async throws {
    let faulty = { try await Lesson3.FaultyReorderService(api: $0).lastOrder(userID: $1) }
    let correct = { try await Lesson3.ReorderService(api: $0).lastOrder(userID: $1) }
    let stub = Lesson3.ForceCastOrderAPI(stubbedResult: Lesson3.orders)

    // The bad test is not run against the faulty service: it would trap. The faulty service
    // asks for an `Order`, and the stub is an `[Order]`: the cast `as!` forces fails.
    #expect((stub.stubbedResult as? Lesson3.Order) == nil)
    // Against the correct service, which asks for `[Order]`, the cast holds and it passes.
    #expect((stub.stubbedResult as? [Lesson3.Order]) != nil)
    #expect(await issues { try await Lesson3.badTest(lastOrder: correct) } == [])

    #expect(
      await issues { try await Lesson3.goodTest(lastOrder: faulty) } == [
        .error(DecodingError.self)
      ])
    #expect(await issues { try await Lesson3.goodTest(lastOrder: correct) } == [])
  }
}
