import Foundation

/// Lesson 6: a mock mirroring a 20-method protocol instead of a minimal role protocol.
///
/// An invoice mailer needs one thing from the user accounts: a user's billing email.
public enum Lesson6 {
  /// An invoice for one order of one user.
  public struct Invoice: Equatable, Sendable {
    public var orderID: String
    public var userID: String

    public init(orderID: String, userID: String) {
      self.orderID = orderID
      self.userID = userID
    }
  }

  /// The role the invoice mailer needs: the one method it calls.
  public protocol BillingContactLookup: Sendable {
    func billingEmail(userID: String) -> String?
  }

  /// The app's whole user-account service: the role above and 19 methods the mailer never
  /// calls.
  public protocol UserAccountService: BillingContactLookup {
    func email(userID: String) -> String?
    func displayName(userID: String) -> String?
    func phoneNumber(userID: String) -> String?
    func shippingAddress(userID: String) -> String?
    func locale(userID: String) -> String
    func isVerified(userID: String) -> Bool
    func isActive(userID: String) -> Bool
    func createdAt(userID: String) -> Date?
    func lastLogin(userID: String) -> Date?
    func roles(userID: String) -> [String]
    func updateEmail(userID: String, to email: String) throws
    func updateDisplayName(userID: String, to name: String) throws
    func updatePhoneNumber(userID: String, to number: String) throws
    func deactivate(userID: String) throws
    func reactivate(userID: String) throws
    func delete(userID: String) throws
    func resetPassword(userID: String) throws
    func sendVerificationEmail(userID: String) throws
    func search(query: String) -> [String]
  }

  /// Works out where an invoice is sent.
  public struct InvoiceMailer: Sendable {
    let contacts: any BillingContactLookup

    public init(contacts: any BillingContactLookup) { self.contacts = contacts }

    public func recipient(for invoice: Invoice) -> String? {
      contacts.billingEmail(userID: invoice.userID)
    }
  }

  /// The bug: the order's id is looked up as if it were the user's.
  public struct FaultyInvoiceMailer: Sendable {
    let contacts: any BillingContactLookup

    public init(contacts: any BillingContactLookup) { self.contacts = contacts }

    public func recipient(for invoice: Invoice) -> String? {
      contacts.billingEmail(userID: invoice.orderID)
    }
  }
}
