import Foundation

/// Lesson 11: a service locator inside business logic hiding a dependency.
///
/// Placing an order screens it for fraud, then charges it.
public enum Lesson11 {
  /// Decides whether an order looks fraudulent.
  public protocol FraudScreening: Sendable {
    func isSuspicious(orderID: String, cents: Int) -> Bool
  }

  /// Charges an order.
  public protocol OrderCharging: Sendable {
    func charge(orderID: String, cents: Int)
  }

  /// A registry of services by type: the locator business code reaches into.
  public final class ServiceLocator: @unchecked Sendable {
    // `@unchecked` is sound: `services` is only touched while `lock` is held.
    private let lock = NSLock()
    private var services: [ObjectIdentifier: any Sendable] = [:]

    public init() {}

    public func register<Service>(_ type: Service.Type, _ service: any Sendable) {
      lock.lock()
      defer { lock.unlock() }
      services[ObjectIdentifier(type)] = service
    }

    public func resolve<Service>(_ type: Service.Type) -> Service? {
      lock.lock()
      defer { lock.unlock() }
      return services[ObjectIdentifier(type)] as? Service
    }
  }

  /// BAD: the initializer asks for a locator; what the service needs is in its body.
  public struct LocatorOrderPlacement: Sendable {
    let locator: ServiceLocator

    public init(locator: ServiceLocator) { self.locator = locator }

    public func place(orderID: String, cents: Int) {
      let screening = locator.resolve(FraudScreening.self)
      if screening?.isSuspicious(orderID: orderID, cents: cents) == true { return }
      locator.resolve(OrderCharging.self)?.charge(orderID: orderID, cents: cents)
    }
  }

  /// The same bug as ``FaultyOrderPlacement``: the order is screened with an amount of 0.
  public struct FaultyLocatorOrderPlacement: Sendable {
    let locator: ServiceLocator

    public init(locator: ServiceLocator) { self.locator = locator }

    public func place(orderID: String, cents: Int) {
      let screening = locator.resolve(FraudScreening.self)
      if screening?.isSuspicious(orderID: orderID, cents: 0) == true { return }
      locator.resolve(OrderCharging.self)?.charge(orderID: orderID, cents: cents)
    }
  }

  /// GOOD: every dependency is in the initializer.
  public struct OrderPlacement: Sendable {
    let screening: any FraudScreening
    let payments: any OrderCharging

    public init(screening: any FraudScreening, payments: any OrderCharging) {
      self.screening = screening
      self.payments = payments
    }

    public func place(orderID: String, cents: Int) {
      guard !screening.isSuspicious(orderID: orderID, cents: cents) else { return }
      payments.charge(orderID: orderID, cents: cents)
    }
  }

  /// The bug: the order is screened with an amount of 0, so no amount looks suspicious.
  public struct FaultyOrderPlacement: Sendable {
    let screening: any FraudScreening
    let payments: any OrderCharging

    public init(screening: any FraudScreening, payments: any OrderCharging) {
      self.screening = screening
      self.payments = payments
    }

    public func place(orderID: String, cents: Int) {
      guard !screening.isSuspicious(orderID: orderID, cents: 0) else { return }
      payments.charge(orderID: orderID, cents: cents)
    }
  }
}
