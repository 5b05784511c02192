import Foundation
import Lessons
import MockKit
import Testing

extension Lesson9 {
  /// BAD: one mock for the whole test process. Whatever a test sends stays there for the
  /// tests that run after it. (The lock only keeps it free of data races; sharing is the
  /// smell.)
  final class SharedMockMailer: Mailer, @unchecked Sendable {
    static let shared = SharedMockMailer()

    // `@unchecked` is sound: `sent` is only touched while `lock` is held.
    private let lock = NSLock()
    private var sent: [Email] = []

    var sentEmails: [Email] {
      lock.lock()
      defer { lock.unlock() }
      return sent
    }

    func send(_ email: Email) {
      lock.lock()
      defer { lock.unlock() }
      sent.append(email)
    }

    func reset() {
      lock.lock()
      defer { lock.unlock() }
      sent = []
    }
  }

  static func badSubscribeTest(service: (any Mailer) -> Newsletter) {
    service(SharedMockMailer.shared).subscribe("ada@example.com")

    #expect(SharedMockMailer.shared.sentEmails.count == 1, "one email is sent")
  }

  static func badUnsubscribeTest(service: (any Mailer) -> Newsletter) {
    service(SharedMockMailer.shared).unsubscribe("ada@example.com")

    #expect(SharedMockMailer.shared.sentEmails.count == 1, "one email is sent")
  }

  /// GOOD: each test makes its own spy-backed mailer.
  final class MockMailer: Mailer {
    let send = Spy<Email, Void>()

    func send(_ email: Email) { send.call(email) }
  }

  static func goodSubscribeTest(service: (any Mailer) -> Newsletter) {
    let mailer = MockMailer()

    service(mailer).subscribe("ada@example.com")

    expectCalledOnce(mailer.send, with: Email(to: "ada@example.com", subject: "Welcome"))
  }

  static func goodUnsubscribeTest(service: (any Mailer) -> Newsletter) {
    let mailer = MockMailer()

    service(mailer).unsubscribe("ada@example.com")

    expectCalledOnce(mailer.send, with: Email(to: "ada@example.com", subject: "Goodbye"))
  }

  /// The two services' common face, so one test body runs against either.
  protocol Newsletter {
    func subscribe(_ address: String)
    func unsubscribe(_ address: String)
  }
}

extension Lesson9.NewsletterService: Lesson9.Newsletter {}
extension Lesson9.FaultyNewsletterService: Lesson9.Newsletter {}

/// The only test that touches `SharedMockMailer.shared`, and it resets it before each run,
/// so the order it shows is the one built here, not the order tests happen to run in.
extension LessonProofs {
  @Test func aSharedMockMakesAnUnsubscribeTestPassOnlyAfterTheSubscribeTest() async {
    let faulty = { Lesson9.FaultyNewsletterService(mailer: $0) as any Lesson9.Newsletter }
    let correct = { Lesson9.NewsletterService(mailer: $0) as any Lesson9.Newsletter }
    let shared = Lesson9.SharedMockMailer.shared

    // Subscribe, then unsubscribe: the goodbye test counts the welcome email and passes.
    shared.reset()
    #expect(await issues { Lesson9.badSubscribeTest(service: faulty) } == [])
    #expect(await issues { Lesson9.badUnsubscribeTest(service: faulty) } == [])
    // The other order: the same test now fails. Its verdict depends on what ran before.
    shared.reset()
    #expect(
      await issues { Lesson9.badUnsubscribeTest(service: faulty) } == [
        .expectation("one email is sent")
      ])
    #expect(await issues { Lesson9.badSubscribeTest(service: faulty) } == [])
    shared.reset()

    // Each good test has its own mailer: the goodbye test fails in either order.
    for _ in 0..<2 {
      #expect(await issues { Lesson9.goodSubscribeTest(service: faulty) } == [])
      #expect(
        await issues { Lesson9.goodUnsubscribeTest(service: faulty) } == [
          // Never called, the spy is named by its declaration, the line of `let send`.
          .mockKit(
            "Spy at \(Lesson9.MockMailer().send.callRecord.declaredAt) was never called, "
              + "but expected to be called 1 time.")
        ])
    }
    #expect(await issues { Lesson9.goodSubscribeTest(service: correct) } == [])
    #expect(await issues { Lesson9.goodUnsubscribeTest(service: correct) } == [])
  }
}
