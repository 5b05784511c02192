import Foundation

/// The composition root of a test: it builds the system under test from registrations, so
/// a test states its dependencies once and keeps the mocks it registered to assert on.
///
/// Make one inside each test (or with the `.container` trait); nothing is global, so
/// tests running in parallel never see each other's instances.
///
/// ```swift
/// @Test func chargesTheOrderTotal() async throws {
///   let payments = MockPaymentProcessor()
///   payments.charge.returns(PaymentReceipt(id: "r-1", amount: 42))
///   let container = TestContainer {
///     Provide(PaymentProcessor.self, instance: payments)
///     Provide(CheckoutService.self) { r in try CheckoutService(payments: r.resolve()) }
///   }
///
///   let checkout: CheckoutService = try await container.resolve()
///   _ = try await checkout.pay(orderID: "o-1", amount: 42)
///
///   expectCalledOnce(payments.charge, with: (42, "EUR"))
/// }
/// ```
///
/// ## Copies, overrides and children
///
/// A `TestContainer` is a value whose registrations never change. Copies of one container
/// share its per-container instances, so a copy resolves the same shared services.
/// ``overriding(_:)`` and ``child(_:)`` make new containers: an override replaces
/// registrations and starts with no instances; a child adds registrations and falls back
/// to its parent (sharing the parent's per-container instances) for the rest. A
/// registration always beats the one it overrides; in a child, the child's own
/// registration beats the parent's.
public struct TestContainer: Sendable {
  /// Everything in one reference, so copying a container (into each resolver) is cheap.
  @usableFromInline let storage: ContainerStorage

  var registrations: [ServiceKey: Registration] { storage.registrations }
  var order: [ServiceKey] { storage.order }
  var parent: ParentContainer? { storage.parent }
  var instances: InstanceStore { storage.instances }
  var hasMainActorRegistrations: Bool { storage.hasMainActorRegistrations }

  /// Creates a container from the registrations in `registrations`.
  ///
  /// ```swift
  /// let container = TestContainer {
  ///   Provide(PaymentProcessor.self, instance: MockPaymentProcessor())
  /// }
  /// ```
  ///
  /// When a type is registered twice under the same name, the later registration wins.
  ///
  /// - Parameter registrations: The registrations.
  public init(@Builder _ registrations: () -> [Provide] = { [] }) {
    self.init(registrations(), parent: nil)
  }

  init(_ list: [Provide], parent: ParentContainer?) {
    storage = ContainerStorage(list, parent: parent)
  }

  /// A new container with the registrations in `replacements` added or replacing those of
  /// the same type and name; this container is unchanged.
  ///
  /// ```swift
  /// let base = TestContainer {
  ///   Provide(PaymentProcessor.self) { _ in MockPaymentProcessor() }
  ///   Provide(CheckoutService.self) { r in try CheckoutService(payments: r.resolve()) }
  /// }
  /// let declining = MockPaymentProcessor()
  /// declining.charge.throws(PaymentError.declined)
  /// let declined = base.overriding {
  ///   Provide(PaymentProcessor.self, instance: declining)
  /// }
  /// ```
  ///
  /// The new container starts with no per-container instances of its own.
  ///
  /// - Parameter replacements: The registrations that win over this container's.
  /// - Returns: The new container.
  public func overriding(@Builder _ replacements: () -> [Provide]) -> TestContainer {
    TestContainer(order.compactMap { registrations[$0]?.provide } + replacements(), parent: parent)
  }

  /// A new container with `registrations` that falls back to this container for every
  /// type it does not register itself.
  ///
  /// ```swift
  /// let app = TestContainer {
  ///   Provide(PaymentProcessor.self, scope: .perContainer) { _ in MockPaymentProcessor() }
  /// }
  /// let checkout = app.child {
  ///   Provide(CheckoutService.self) { r in try CheckoutService(payments: r.resolve()) }
  /// }
  /// ```
  ///
  /// Per-container instances of the parent's registrations stay the parent's: the child
  /// and the parent resolve the same ones.
  ///
  /// - Parameter registrations: The child's own registrations.
  /// - Returns: The child container.
  public func child(@Builder _ registrations: () -> [Provide]) -> TestContainer {
    TestContainer(registrations(), parent: ParentContainer(self))
  }

  // MARK: Resolving

  /// Resolves `type`, building it and its dependencies from the registrations.
  ///
  /// ```swift
  /// let checkout = try container.resolve(CheckoutService.self)
  /// let backup: PaymentProcessor = try container.resolve(name: "backup")
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to resolve; inferred from the context when left out.
  ///   - name: The name it was registered under, if any.
  ///   - isolation: The caller's actor, which tells whether `@MainActor` registrations
  ///     can be built; leave the default.
  /// - Returns: The instance.
  /// - Throws: A ``ResolutionError`` if the type or a dependency is not registered, the
  ///   dependencies form a cycle, a registration produces another type, or a `@MainActor`
  ///   registration is resolved off the main actor.
  @inlinable
  public func resolve<T: Sendable>(
    _ type: T.Type = T.self, name: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) throws -> T {
    try resolveSynchronously(type, name: name, onMainActor: isMainActor(isolation))
  }

  @inlinable
  func resolveSynchronously<T: Sendable>(_ type: T.Type, name: String?, onMainActor: Bool)
    throws -> T
  {
    try resolver(onMainActor: onMainActor).resolve(type, name: name)
  }

  /// Whether code isolated to `isolation` runs on the main actor: statically, or on the
  /// main thread outside any actor (an XCTest test body).
  @usableFromInline
  func isMainActor(_ isolation: (any Actor)?) -> Bool {
    if let isolation { return isolation === MainActor.shared }
    return Thread.isMainThread
  }

  /// Resolves `type` from an asynchronous context, on the main actor when the container
  /// has `@MainActor` registrations, so that those can be built.
  ///
  /// ```swift
  /// let model = try await container.resolve(UserProfileViewModel.self)
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to resolve; inferred from the context when left out.
  ///   - name: The name it was registered under, if any.
  /// - Returns: The instance.
  /// - Throws: A ``ResolutionError``; see ``resolve(_:name:)``.
  public func resolve<T: Sendable>(_ type: T.Type = T.self, name: String? = nil) async throws
    -> T
  {
    guard hasMainActorRegistrations else {
      return try resolveSynchronously(type, name: name, onMainActor: false)
    }
    return try await MainActor.run { try resolveSynchronously(type, name: name, onMainActor: true) }
  }

  /// Resolves what was registered for `type` as the concrete `Registered` type, so a test
  /// gets back its mock without a cast.
  ///
  /// ```swift
  /// let container = TestContainer {
  ///   Provide(PaymentProcessor.self, scope: .perContainer) { _ in MockPaymentProcessor() }
  /// }
  /// let payments = try container.resolve(PaymentProcessor.self, as: MockPaymentProcessor.self)
  /// payments.charge.returns(PaymentReceipt(id: "r-1", amount: 42))
  /// ```
  ///
  /// - Parameters:
  ///   - type: The registered type.
  ///   - registered: The concrete type the registration produces.
  ///   - name: The name it was registered under, if any.
  ///   - isolation: The caller's actor, which tells whether `@MainActor` registrations
  ///     can be built; leave the default.
  /// - Returns: The instance, as `Registered`.
  /// - Throws: A ``ResolutionError``, including when the instance is not a `Registered`.
  public func resolve<T: Sendable, Registered: Sendable>(
    _ type: T.Type, as registered: Registered.Type, name: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) throws -> Registered {
    let instance = try resolveSynchronously(
      type, name: name, onMainActor: isMainActor(isolation))
    guard let typed = instance as? Registered else {
      let key = ServiceKey(type, name: name)
      throw ResolutionError(
        .typeMismatch(
          service: key.description, expected: TypeNames.name(of: registered),
          produced: TypeNames.name(of: Swift.type(of: instance as Any)),
          path: [key.description],
          registeredAt: registration(for: key)?.provide.site.description ?? "?"))
    }
    return typed
  }

  /// Resolves every registration once and reports every problem together: each missing
  /// dependency, cycle and mismatched type, not only the first.
  ///
  /// ```swift
  /// @Test func theCheckoutGraphIsComplete() throws {
  ///   try checkoutContainer.validate()
  /// }
  /// ```
  ///
  /// `@MainActor` registrations are resolved too when this runs on the main actor, and
  /// reported otherwise; call it from a `@MainActor` test to check them.
  ///
  /// - Parameter isolation: The caller's actor, which tells whether `@MainActor`
  ///   registrations can be built; leave the default.
  /// - Throws: A ``ValidationError`` listing every problem.
  public func validate(isolation: isolated (any Actor)? = #isolation) throws {
    let onMainActor = isMainActor(isolation)
    var problems: [ResolutionError] = []
    for key in allKeys {
      do {
        _ = try resolver(onMainActor: onMainActor).resolve(key)
      } catch let error as ResolutionError {
        if !problems.contains(where: { $0.isSameProblem(as: error) }) { problems.append(error) }
      } catch {
        // A factory's own error is not a wiring problem.
      }
    }
    if !problems.isEmpty { throw ValidationError(problems: problems) }
  }

  // MARK: Lookup

  /// A resolver for one top-level `resolve` call.
  @usableFromInline
  func resolver(onMainActor: Bool) -> Resolver {
    Resolver(container: self, path: nil, resolution: Resolution(), onMainActor: onMainActor)
  }

  func registration(for key: ServiceKey) -> Registration? {
    registrations[key] ?? parent?.container.registration(for: key)
  }

  /// The container whose instance store holds `key`'s per-container instance: the one
  /// that registered it.
  func owner(of key: ServiceKey) -> TestContainer? {
    registrations[key] != nil ? self : parent?.container.owner(of: key)
  }

  /// Every registered key, this container's first, then its parents' not overridden.
  var allKeys: [ServiceKey] {
    var keys = order
    if let inherited = parent?.container.allKeys {
      keys += inherited.filter { registrations[$0] == nil }
    }
    return keys
  }

}

/// A parent container, boxed so that `TestContainer` can refer to another of its kind.
final class ParentContainer: Sendable {
  let container: TestContainer
  init(_ container: TestContainer) { self.container = container }
}

/// The per-container instances of one container.
///
/// Creation happens under a recursive lock, so an instance is created exactly once however
/// many tasks resolve it at the same moment, and its factory may resolve other
/// per-container services of the same container.
final class InstanceStore: @unchecked Sendable {
  // @unchecked: `instances` is only read or written while `lock` is held.
  private let lock = NSRecursiveLock()
  private var instances: [ServiceKey: any Sendable] = [:]

  func instance(
    for key: ServiceKey, create: () throws -> any Sendable
  ) rethrows -> any Sendable {
    lock.lock()
    defer { lock.unlock() }
    if let existing = instances[key] { return existing }
    let created = try create()
    instances[key] = created
    return created
  }
}

/// A container's registrations, its parent and its per-container instances.
@usableFromInline
final class ContainerStorage: Sendable {
  let registrations: [ServiceKey: Registration]
  /// Registration order, for `validate()` and messages.
  let order: [ServiceKey]
  let parent: ParentContainer?
  let instances = InstanceStore()
  /// Whether an `async` resolve must run on the main actor.
  let hasMainActorRegistrations: Bool

  init(_ list: [Provide], parent: ParentContainer?) {
    var registrations: [ServiceKey: Registration] = [:]
    var order: [ServiceKey] = []
    for registration in list {
      if registrations.updateValue(Registration(registration), forKey: registration.key) == nil {
        order.append(registration.key)
      }
    }
    self.registrations = registrations
    self.order = order
    self.parent = parent
    self.hasMainActorRegistrations =
      list.contains { registration in
        if case .mainActorFactory = registration.maker { return true }
        return false
      } || parent?.container.hasMainActorRegistrations == true
  }
}

/// A registration as the container keeps it: one reference, so a lookup copies nothing.
final class Registration: Sendable {
  let provide: Provide
  let scope: TestContainer.Scope
  let maker: Provide.Maker

  init(_ provide: Provide) {
    self.provide = provide
    self.scope = provide.scope
    self.maker = provide.maker
  }
}
