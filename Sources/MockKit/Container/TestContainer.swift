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
  /// Everything in one reference, so copying a container is cheap.
  @usableFromInline let storage: ContainerStorage

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

  init(_ list: [Provide], parent: ContainerStorage?) {
    storage = ContainerStorage(list.map(\.registration), parent: parent)
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
    TestContainer(
      storage.registrations.map(Provide.init) + replacements(), parent: storage.parent)
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
    TestContainer(registrations(), parent: storage)
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

  @usableFromInline
  func resolveSynchronously<T: Sendable>(_ type: T.Type, name: String?, onMainActor: Bool)
    throws -> T
  {
    try Resolution.resolve(
      ServiceKey(type, name: name), in: storage, outer: nil,
      graph: storage.hasPerGraphRegistrations ? GraphInstances() : nil, onMainActor: onMainActor)
  }

  /// Whether a resolve from code isolated to `isolation` can build this container's
  /// `@MainActor` registrations: whether it has any, and runs on the main actor.
  @usableFromInline
  func isMainActor(_ isolation: (any Actor)?) -> Bool {
    storage.canRunMainActorFactories(isolation)
  }

  /// Whether code isolated to `isolation` runs on the main actor: statically, or on the
  /// main thread outside any actor (an XCTest test body).
  static func isMainActor(_ isolation: (any Actor)?) -> Bool {
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
    guard storage.hasMainActorRegistrations else {
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
          registeredAt: storage.find(key)?.registration.site.description ?? "?"))
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
    for key in storage.allKeys {
      do {
        _ = try Resolution.resolveErased(key, in: storage, onMainActor: onMainActor)
      } catch let error as ResolutionError {
        if !problems.contains(where: { $0.isSameProblem(as: error) }) { problems.append(error) }
      } catch {
        // A factory's own error is not a wiring problem.
      }
    }
    if !problems.isEmpty { throw ValidationError(problems: problems) }
  }

}

/// The per-container instances of one container, one slot per registration.
///
/// Creation happens under a recursive lock, so an instance is created exactly once however
/// many tasks resolve it at the same moment, and its factory may resolve other
/// per-container services of the same container.
final class InstanceStore: @unchecked Sendable {
  // @unchecked: `slots` is only read or written while `lock` is held.
  private let lock = NSRecursiveLock()
  /// An ``InstanceBox`` of the registration's type, once made.
  private var slots: [AnyObject?]

  init(count: Int) {
    slots = Array(repeating: nil, count: count)
  }

  /// The instance in `slot`, made by `create` the first time. Every call for one slot
  /// passes the same `T`: the slot is its registration's, which provides a `T`.
  func instance<T: Sendable>(at slot: Int, create: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    if let existing = slots[slot] { return unsafeDowncast(existing, to: InstanceBox<T>.self).value }
    let created = try create()
    slots[slot] = InstanceBox(created)
    return created
  }
}

/// An instance kept by a container or a resolution, typed, so that taking it back needs
/// no cast.
final class InstanceBox<T: Sendable>: Sendable {
  let value: T
  init(_ value: T) { self.value = value }
}

/// A container's registrations, its parent and its per-container instances.
@usableFromInline
final class ContainerStorage: Sendable {
  let table: RegistrationTable
  /// The registrations that won, in the order their keys were first registered, for
  /// `overriding(_:)`, `validate()` and messages.
  let registrations: [Registration]
  let parent: ContainerStorage?
  let instances: InstanceStore
  /// Whether an `async` resolve must run on the main actor.
  let hasMainActorRegistrations: Bool
  /// Whether a resolution needs a store for per-graph instances.
  let hasPerGraphRegistrations: Bool

  init(_ list: [Registration], parent: ContainerStorage?) {
    table = RegistrationTable(list)
    // The winners, by the position of their key's first registration.
    var positions: [ServiceKey: Int] = [:]
    var registrations: [Registration] = []
    for registration in list {
      if let position = positions[registration.key] {
        registrations[position] = registration
      } else {
        positions[registration.key] = registrations.count
        registrations.append(registration)
      }
    }
    self.registrations = registrations
    self.parent = parent
    instances = InstanceStore(count: list.count)
    hasMainActorRegistrations =
      list.contains(where: \.runsOnMainActor) || parent?.hasMainActorRegistrations == true
    hasPerGraphRegistrations =
      registrations.contains { $0.scope == .perGraph } || parent?.hasPerGraphRegistrations == true
  }

  /// Whether a resolve from code isolated to `isolation` can build `@MainActor`
  /// registrations. Asked only when there are some: outside an actor, telling the main
  /// thread costs two system calls on Linux, more than the rest of a resolve.
  func canRunMainActorFactories(_ isolation: (any Actor)?) -> Bool {
    hasMainActorRegistrations && TestContainer.isMainActor(isolation)
  }

  /// The registration of `key`, here or in a parent, and the container that registered it,
  /// whose instance store holds its per-container instance.
  func find(_ key: ServiceKey) -> FoundRegistration? {
    if let entry = table.entry(for: key) {
      return FoundRegistration(registration: entry.registration, owner: self, slot: entry.slot)
    }
    return parent?.find(key)
  }

  /// Every registered key, this container's first, then its parents' not overridden.
  var allKeys: [ServiceKey] {
    var keys = registrations.map(\.key)
    if let inherited = parent?.allKeys {
      keys += inherited.filter { table.entry(for: $0) == nil }
    }
    return keys
  }
}

/// A registration found for a key, for the resolve that looked it up: that resolve's
/// container keeps both alive (its parents, their registrations), so they are held without
/// a retain and a release each.
struct FoundRegistration {
  unowned(unsafe) let registration: Registration
  /// The container that registered it.
  unowned(unsafe) let owner: ContainerStorage
  /// Its per-container instance's slot in `owner`.
  let slot: Int
}
