import Lessons
import MockKit
import Testing

extension Lesson7 {
  /// BAD: every method answers a made-up receipt, stubbed or not, so a call the service
  /// must never make goes unnoticed.
  struct LenientRefundGateway: RefundGateway {
    func charge(orderID: String, cents: Int) throws -> String { "receipt" }
    func refund(orderID: String, cents: Int) throws -> String { "receipt" }
  }

  /// GOOD: throwing spies. A call nothing was stubbed to answer fails the test, naming the
  /// spy and its arguments.
  final class MockRefundGateway: RefundGateway {
    let charge = ThrowingSpy<(String, Int), String>()
    let refund = ThrowingSpy<(String, Int), String>()

    func charge(orderID: String, cents: Int) throws -> String {
      try charge.call((orderID, cents))
    }
    func refund(orderID: String, cents: Int) throws -> String {
      try refund.call((orderID, cents))
    }
  }

  static func badTest(refund: (any RefundGateway) throws -> String) throws {
    let receipt = try refund(LenientRefundGateway())

    #expect(receipt == "receipt", "the refund's receipt is returned")
  }

  static func goodTest(refund: (any RefundGateway) throws -> String) throws {
    let gateway = MockRefundGateway()
    gateway.refund.returns("rf-1")

    let receipt = try refund(gateway)

    #expect(receipt == "rf-1", "the refund's receipt is returned")
  }
}

extension LessonProofs {
  @Test func silentDefaultsHideAChargeWhereAnUnstubbedSpyFails() async {
    let faulty = { try Lesson7.FaultyRefundService(gateway: $0).refund(orderID: "o-1", cents: 500) }
    let correct = { try Lesson7.RefundService(gateway: $0).refund(orderID: "o-1", cents: 500) }

    #expect(await issues { try Lesson7.badTest(refund: faulty) } == [])
    #expect(
      await issues { try Lesson7.goodTest(refund: faulty) } == [
        .mockKit(
          "charge(orderID:cents:) was called without a stub to answer it, so it threw MockKitError.unstubbed."
        ),
        .error(MockKitError.self),
      ])
    #expect(await issues { try Lesson7.goodTest(refund: correct) } == [])
  }
}
