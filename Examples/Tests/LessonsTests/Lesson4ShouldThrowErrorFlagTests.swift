import Lessons
import MockKit
import MockKitTestSupport
import XCTest

extension Lesson4 {
  /// BAD: one flag for every call. Either all charges fail or all succeed; "the first
  /// times out, the retry succeeds" cannot be said.
  struct FlagPaymentGateway: PaymentGateway {
    let shouldThrowError: Bool

    func charge(orderID: String, cents: Int) async throws -> String {
      if shouldThrowError { throw GatewayError.timedOut }
      return "r-1"
    }
  }

  /// GOOD: a throwing spy; its queue scripts each call in turn.
  final class MockPaymentGateway: PaymentGateway {
    let charge = ThrowingSpy<(String, Int), String>()

    func charge(orderID: String, cents: Int) async throws -> String {
      try await charge.call((orderID, cents))
    }
  }
}

/// This proof is in XCTest: failures of the lesson's test bodies are captured by
/// `FailureCapturingTestCase`, which overrides XCTest's recording entry point.
final class Lesson4ShouldThrowErrorFlagTests: FailureCapturingTestCase {
  typealias Pay = (any Lesson4.PaymentGateway) async throws -> String

  func badTests(pay: Pay) async {
    let succeeding = Lesson4.FlagPaymentGateway(shouldThrowError: false)
    let receipt = try? await pay(succeeding)
    XCTAssertEqual(receipt, "r-1", "a successful charge returns its receipt")

    let failing = Lesson4.FlagPaymentGateway(shouldThrowError: true)
    do {
      _ = try await pay(failing)
      XCTFail("a failing gateway fails the checkout")
    } catch {
      XCTAssertEqual(error as? Lesson4.GatewayError, .timedOut)
    }
  }

  func goodTest(pay: Pay) async {
    let gateway = Lesson4.MockPaymentGateway()
    gateway.charge.enqueue(throwing: Lesson4.GatewayError.timedOut)
    gateway.charge.enqueue("r-2")

    let receipt = try? await pay(gateway)

    XCTAssertEqual(receipt, "r-2", "the retry's receipt is returned")
    XCTAssertCalled(gateway.charge, times: 2)
  }

  func testAFlagCannotScriptATimeoutThenASuccessfulRetry() async {
    let faulty: Pay = {
      try await Lesson4.FaultyCheckoutPayment(gateway: $0).pay(orderID: "o-1", cents: 500)
    }
    let correct: Pay = {
      try await Lesson4.CheckoutPayment(gateway: $0).pay(orderID: "o-1", cents: 500)
    }

    await badTests(pay: faulty)
    XCTAssertEqual(takeFailures().map(\.message), [])

    startCapturing()
    await goodTest(pay: faulty)
    let failures = takeFailures().map(\.message)
    XCTAssertEqual(failures.count, 2)
    XCTAssertTrue(
      failures.first?.hasSuffix("the retry's receipt is returned") == true, "\(failures)")
    XCTAssertTrue(
      failures.last?.hasPrefix(
        "charge(orderID:cents:) was called 1 time, but expected to be called 2 times.") == true,
      "\(failures)")

    startCapturing()
    await goodTest(pay: correct)
    XCTAssertEqual(takeFailures().map(\.message), [])
  }
}
