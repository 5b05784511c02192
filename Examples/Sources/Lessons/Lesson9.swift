/// Lesson 9: mock state shared between tests (a static or singleton mock) making tests
/// depend on their order.
///
/// A newsletter service emails a welcome on subscribe and a goodbye on unsubscribe.
public enum Lesson9 {
  /// An email to send.
  public struct Email: Equatable, Sendable {
    public var to: String
    public var subject: String

    public init(to: String, subject: String) {
      self.to = to
      self.subject = subject
    }
  }

  /// Sends emails.
  public protocol Mailer: Sendable {
    func send(_ email: Email)
  }

  /// Subscribes and unsubscribes readers.
  public struct NewsletterService: Sendable {
    let mailer: any Mailer

    public init(mailer: any Mailer) { self.mailer = mailer }

    public func subscribe(_ address: String) {
      mailer.send(Email(to: address, subject: "Welcome"))
    }

    public func unsubscribe(_ address: String) {
      mailer.send(Email(to: address, subject: "Goodbye"))
    }
  }

  /// The bug: unsubscribing sends no goodbye email.
  public struct FaultyNewsletterService: Sendable {
    let mailer: any Mailer

    public init(mailer: any Mailer) { self.mailer = mailer }

    public func subscribe(_ address: String) {
      mailer.send(Email(to: address, subject: "Welcome"))
    }

    public func unsubscribe(_ address: String) {}
  }
}
