import Foundation
import Lessons
import MockKit
import Testing

extension Lesson6 {
  /// BAD: a mock of all 20 methods of the app's user-account service, answered from one
  /// fixture user. Twenty stubs that look at their arguments is too much to write, so none
  /// do: every user id gets the fixture.
  final class MockUserAccountService: UserAccountService {
    let fixtureEmail = "ada@example.com"
    let fixtureBillingEmail = "billing@example.com"

    func billingEmail(userID: String) -> String? { fixtureBillingEmail }
    func email(userID: String) -> String? { fixtureEmail }
    func displayName(userID: String) -> String? { "Ada" }
    func phoneNumber(userID: String) -> String? { nil }
    func shippingAddress(userID: String) -> String? { nil }
    func locale(userID: String) -> String { "en_GB" }
    func isVerified(userID: String) -> Bool { true }
    func isActive(userID: String) -> Bool { true }
    func createdAt(userID: String) -> Date? { nil }
    func lastLogin(userID: String) -> Date? { nil }
    func roles(userID: String) -> [String] { [] }
    func updateEmail(userID: String, to email: String) throws {}
    func updateDisplayName(userID: String, to name: String) throws {}
    func updatePhoneNumber(userID: String, to number: String) throws {}
    func deactivate(userID: String) throws {}
    func reactivate(userID: String) throws {}
    func delete(userID: String) throws {}
    func resetPassword(userID: String) throws {}
    func sendVerificationEmail(userID: String) throws {}
    func search(query: String) -> [String] { [] }
  }

  /// GOOD: a mock of the role the mailer needs: one method, one spy.
  final class MockBillingContacts: BillingContactLookup {
    let billingEmail = Spy<String, String?>()

    func billingEmail(userID: String) -> String? { billingEmail.call(userID) }
  }

  static let invoice = Invoice(orderID: "o-1", userID: "u-1")

  static func badTest(recipient: (any BillingContactLookup, Invoice) -> String?) {
    let accounts = MockUserAccountService()

    #expect(recipient(accounts, invoice) == "billing@example.com", "sent to the billing email")
  }

  static func goodTest(recipient: (any BillingContactLookup, Invoice) -> String?) {
    let contacts = MockBillingContacts()
    contacts.billingEmail.when("u-1").returns("billing@example.com")

    #expect(recipient(contacts, invoice) == "billing@example.com", "sent to the billing email")
  }
}

extension LessonProofs {
  @Test func aTwentyMethodMockAnswersEveryIDWhereTheRoleMockChecksIt() async {
    let faulty = { Lesson6.FaultyInvoiceMailer(contacts: $0).recipient(for: $1) }
    let correct = { Lesson6.InvoiceMailer(contacts: $0).recipient(for: $1) }

    #expect(await issues { Lesson6.badTest(recipient: faulty) } == [])
    #expect(
      await issues { Lesson6.goodTest(recipient: faulty) } == [
        .mockKit("billingEmail(userID:) was called with arguments no stub matches."),
        .expectation("sent to the billing email"),
      ])
    #expect(await issues { Lesson6.goodTest(recipient: correct) } == [])
  }
}
