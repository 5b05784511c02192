import Foundation
import Lessons
import MockKit
import Testing

extension Lesson12 {
  /// The charges, counted by an actor: the smell in this lesson is the sleep, not this.
  actor CountingPayments: PaymentCapturing {
    var chargeCount = 0

    func charge(orderID: String) { chargeCount += 1 }
  }

  /// The bank, which settles when the proof says so: a real one takes as long as it takes.
  final class ManualSettlement: Settlement, @unchecked Sendable {
    // `@unchecked` is sound: `isOpen` and `waiting` are only touched while `lock` is held.
    private let lock = NSLock()
    private var isOpen = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func settle(orderID: String) async {
      await withCheckedContinuation { continuation in
        lock.lock()
        if isOpen {
          lock.unlock()
          continuation.resume()
        } else {
          waiting.append(continuation)
          lock.unlock()
        }
      }
    }

    func settleAll() {
      lock.lock()
      isOpen = true
      let resumed = waiting
      waiting = []
      lock.unlock()
      for continuation in resumed { continuation.resume() }
    }
  }

  struct IgnoredReceipts: ReceiptSending {
    func sendReceipt(orderID: String) async {}
  }

  /// BAD: sleeps and hopes the work is done. THIS SLEEP IS THE SMELL THE LESSON SHOWS.
  static func badTest(
    submit: (any PaymentCapturing, any Settlement, any ReceiptSending) -> Task<Void, Never>,
    payments: CountingPayments, settlement: ManualSettlement
  ) async throws {
    _ = submit(payments, settlement, IgnoredReceipts())
    try await Task.sleep(nanoseconds: 50_000_000)  // The smell this lesson shows.

    #expect(await payments.chargeCount == 1, "the order is charged once")
  }

  /// GOOD: spies. The settlement call is held until the test resumes it, and the test
  /// waits for the last step of the work, the receipt, before it asserts.
  final class MockPayments: PaymentCapturing {
    let charge = Spy<String, Void>()
    func charge(orderID: String) async { await charge.call(orderID) }
  }

  final class MockSettlement: Settlement {
    let settle = Spy<String, Void>()
    func settle(orderID: String) async { await settle.call(orderID) }
  }

  final class MockReceipts: ReceiptSending {
    let sendReceipt = Spy<String, Void>()
    func sendReceipt(orderID: String) async { await sendReceipt.call(orderID) }
  }

  static func goodTest(
    submit: (any PaymentCapturing, any Settlement, any ReceiptSending) -> Task<Void, Never>
  ) async throws {
    let payments = MockPayments()
    let settlement = MockSettlement()
    let receipts = MockReceipts()
    settlement.settle.holdsCalls()

    _ = submit(payments, settlement, receipts)
    let pending = try #require(await settlement.settle.nextHeldCall())
    pending.resume()
    await receipts.sendReceipt.waitForCalls(1)

    expectCalledOnce(payments.charge, with: "o-1")
  }
}

extension LessonProofs {
  @Test func aSleepingTestAssertsBeforeTheSecondChargeWhereWaitingCatchesIt() async {
    let faulty = {
      Lesson12.FaultyOrderSubmitter(payments: $0, settlement: $1, receipts: $2)
        .submit(orderID: "o-1")
    }
    let correct = {
      Lesson12.OrderSubmitter(payments: $0, settlement: $1, receipts: $2).submit(orderID: "o-1")
    }

    // The bank settles only after the bad test has slept and asserted, however long the
    // sleep: the second charge comes after the assertion, every time.
    let payments = Lesson12.CountingPayments()
    let settlement = Lesson12.ManualSettlement()
    var submission: Task<Void, Never>?
    let badIssues = await issues {
      try await Lesson12.badTest(
        submit: { payments, settlement, receipts in
          let task = faulty(payments, settlement, receipts)
          submission = task
          return task
        },
        payments: payments, settlement: settlement)
    }
    #expect(badIssues == [])
    settlement.settleAll()
    await submission?.value
    #expect(await payments.chargeCount == 2, "the bug was there all along")

    #expect(
      await issues { try await Lesson12.goodTest(submit: faulty) } == [
        .mockKit("charge(orderID:) was called 2 times, but expected to be called 1 time.")
      ])
    #expect(await issues { try await Lesson12.goodTest(submit: correct) } == [])
  }
}
