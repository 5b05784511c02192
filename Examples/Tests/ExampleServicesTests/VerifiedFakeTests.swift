import ExampleServices
import Foundation
import MockKit
import Testing
import XCTest

/// A payment processor fake: its own logic answers (receipts numbered in order, refusals as
/// the real processor refuses), and it records every call through a spy, so the assertions,
/// waits and strict mode work on it as on a mock. The payment contract verifies it.
final class RecordingPaymentProcessor: PaymentProcessor {
  let charge = ThrowingSpy<(Decimal, String), PaymentReceipt>()
  private let ledger = Ledger()

  init() {
    charge.answers { [ledger] arguments in try ledger.charge(arguments.0) }
  }

  func charge(amount: Decimal, currency: String) async throws -> PaymentReceipt {
    try await charge.call((amount, currency))
  }

  /// The receipts charged so far; the fake's state, behind a lock.
  private final class Ledger: @unchecked Sendable {
    // @unchecked: `count` is only read and written while `lock` is held.
    private let lock = NSLock()
    private var count = 0

    func charge(_ amount: Decimal) throws -> PaymentReceipt {
      guard amount > 0 else { throw PaymentError.invalidAmount(amount) }
      lock.lock()
      count += 1
      let number = count
      lock.unlock()
      return PaymentReceipt(id: "r-\(number)", amount: amount)
    }
  }
}

/// A hand-written mock forwards the whole mock to a fake as a generated one does: each spy
/// answers by calling the fake, and goes on recording.
extension MockPaymentProcessor {
  func forwardCalls(to fake: some PaymentProcessor & Sendable) {
    charge.answers { arguments in
      try await fake.charge(amount: arguments.0, currency: arguments.1)
    }
  }
}

@Suite struct VerifiedFakeTests {
  @Test func theRecordingFakeKeepsThePaymentContract() async {
    await expectContract(Payments.contract, keptBy: { RecordingPaymentProcessor() })
  }

  @Test(.strictMocks) func aCheckoutChargesThroughTheFake() async throws {
    let payments = RecordingPaymentProcessor()
    let checkout = CheckoutService(payments: payments)

    let receipt = try await checkout.pay(orderID: "o-1", amount: 42)

    #expect(receipt == PaymentReceipt(id: "r-1", amount: 42))
    expectCalledOnce(payments.charge, with: (42, "EUR"))
  }

  @Test func aMockForwardsOneRequirementToAFake() async throws {
    let payments = MockPaymentProcessor()
    let fake = RecordingPaymentProcessor()
    payments.charge.answers { arguments in
      try await fake.charge(amount: arguments.0, currency: arguments.1)
    }

    _ = try await CheckoutService(payments: payments).pay(orderID: "o-1", amount: 42)

    expectCalledOnce(payments.charge, with: (42, "EUR"))
    expectCalledOnce(fake.charge, with: (42, "EUR"))
  }

  @Test func aHandWrittenMockForwardsEveryRequirementToAFake() async throws {
    let payments = MockPaymentProcessor()
    payments.forwardCalls(to: RecordingPaymentProcessor())
    let checkout = CheckoutService(payments: payments)

    let first = try await checkout.pay(orderID: "o-1", amount: 42)
    let second = try await checkout.pay(orderID: "o-2", amount: 7)

    #expect(
      [first, second] == [
        PaymentReceipt(id: "r-1", amount: 42), PaymentReceipt(id: "r-2", amount: 7),
      ])
    expectCalled(payments.charge, times: 2)
  }
}

final class VerifiedFakeXCTests: XCTestCase {
  func testTheRecordingFakeKeepsThePaymentContract() async {
    await XCTAssertContract(Payments.contract, keptBy: { RecordingPaymentProcessor() })
  }
}
