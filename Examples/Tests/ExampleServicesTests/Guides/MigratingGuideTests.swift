import ExampleServices
import Foundation
import MockKit
import Testing

/// The code of Docs/migrating-from-hand-written-mocks.md, compiled and run: each code
/// block of the guide is an excerpt of this file.
enum MigratingGuide {
  /// The "before" of the stream section: a hand-written stream fake.
  final class FakeMessageTransport: MessageTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: AsyncThrowingStream<Data, any Error>.Continuation?
    private var undelivered: [Data] = []
    private(set) var sent: [Data] = []

    func connect() async throws {}

    func send(_ message: Data) async throws {
      lock.withLock { sent.append(message) }
    }

    func receive() -> AsyncThrowingStream<Data, any Error> {
      let (stream, continuation) = AsyncThrowingStream<Data, any Error>.makeStream()
      lock.withLock {
        self.continuation = continuation
        for message in undelivered { continuation.yield(message) }
        undelivered = []
      }
      return stream
    }

    func disconnect() async {
      lock.withLock { continuation?.finish() }
    }

    func deliver(_ message: Data) {
      lock.withLock {
        if let continuation { continuation.yield(message) } else { undelivered.append(message) }
      }
    }
  }

  /// The "before": a typical hand-written mock.
  final class HandWrittenPaymentProcessor: PaymentProcessor, @unchecked Sendable {
    var chargeCallCount = 0
    var lastAmount: Decimal?
    var lastCurrency: String?
    var stubbedReceipt: PaymentReceipt!
    var shouldThrowError = false

    func charge(amount: Decimal, currency: String) async throws -> PaymentReceipt {
      chargeCallCount += 1
      lastAmount = amount
      lastCurrency = currency
      if shouldThrowError { throw PaymentError.declined }
      return stubbedReceipt
    }
  }
}

@Suite struct MigratingGuideTests {
  let receipt = PaymentReceipt(id: "r-1", amount: 42)

  @Test func before() async throws {
    let payments = MigratingGuide.HandWrittenPaymentProcessor()
    payments.stubbedReceipt = receipt
    let checkout = CheckoutService(payments: payments)

    let result = try await checkout.pay(orderID: "o-1", amount: 42)

    #expect(result == receipt)
    #expect(payments.chargeCallCount == 1)
    #expect(payments.lastAmount == 42)
    #expect(payments.lastCurrency == "EUR")
  }

  @Test func after() async throws {
    let payments = MockPaymentProcessor()
    payments.charge.returns(receipt)
    let checkout = CheckoutService(payments: payments)

    let result = try await checkout.pay(orderID: "o-1", amount: 42)

    #expect(result == receipt)
    expectCalledOnce(payments.charge, with: (Decimal(42), "EUR"))
  }

  @Test func beforeAFlagFailsEveryCall() async throws {
    let payments = MigratingGuide.HandWrittenPaymentProcessor()
    payments.stubbedReceipt = receipt
    payments.shouldThrowError = true
    let checkout = CheckoutService(payments: payments)

    await #expect(throws: PaymentError.declined) {
      try await checkout.pay(orderID: "o-1", amount: 42)
    }
    await #expect(throws: PaymentError.declined) {  // the retry fails too
      try await checkout.pay(orderID: "o-1", amount: 42)
    }
  }

  @Test func afterTheFirstCallFailsTheRetrySucceeds() async throws {
    let payments = MockPaymentProcessor()
    payments.charge.enqueue(throwing: PaymentError.declined)
    payments.charge.enqueue(receipt)
    let checkout = CheckoutService(payments: payments)

    await #expect(throws: PaymentError.declined) {
      try await checkout.pay(orderID: "o-1", amount: 42)
    }
    #expect(try await checkout.pay(orderID: "o-1", amount: 42) == receipt)
    expectCalled(payments.charge, times: 2)
  }

  @Test func afterEveryCallFails() async throws {
    let payments = MockPaymentProcessor()
    payments.charge.throws(PaymentError.declined)
    let checkout = CheckoutService(payments: payments)

    await #expect(throws: PaymentError.declined) {
      try await checkout.pay(orderID: "o-1", amount: 42)
    }
  }

  @Test func afterAForgottenStubFailsTheTest() async throws {
    let payments = MockPaymentProcessor()
    let checkout = CheckoutService(payments: payments)

    let failures = await MockKitFailure.capture {
      await #expect(throws: MockKitError.self) {
        try await checkout.pay(orderID: "o-1", amount: 42)  // reported, then throws
      }
    }
    #expect(failures.count == 1)
  }
}

extension MigratingGuideTests {
  /// The hand-written stream fake keeps what the test delivers until it is received, and
  /// finishes its stream on `disconnect()`.
  @Test func theStreamFakeDeliversWhatTheTestGivesIt() async throws {
    let transport = MigratingGuide.FakeMessageTransport()
    transport.deliver(Data("pong".utf8))
    let messages = transport.receive()
    await transport.disconnect()

    var received: [Data] = []
    for try await message in messages { received.append(message) }
    #expect(received == [Data("pong".utf8)])
  }
}
