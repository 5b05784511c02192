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
  let storage: ContainerStorage

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
  /// The new container starts with no per-container instances of its own. Overriding a
  /// child overrides its parents' registrations too: the new container holds the whole
  /// chain's registrations, with no parent, so that a parent's per-container service is
  /// made anew in it, from the replacements.
  ///
  /// - Parameter replacements: The registrations that win over this container's.
  /// - Returns: The new container.
  public func overriding(@Builder _ replacements: () -> [Provide]) -> TestContainer {
    TestContainer(
      storage.chainedRegistrations.map(Provide.init) + replacements(), parent: nil)
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
  /// In an `async` function, `resolve` is the `async` overload,
  /// ``resolve(_:name:)``, and needs `await`.
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
  public func resolve<T: Sendable>(
    _ type: T.Type = T.self, name: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) throws -> T {
    try startResolution(
      of: ServiceKey(type, name: name), onMainActor: storage.canRunMainActorFactories(isolation))
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
  /// - Throws: A ``ResolutionError``; see ``resolve(_:name:isolation:)``.
  public func resolve<T: Sendable>(_ type: T.Type = T.self, name: String? = nil) async throws
    -> T
  {
    let key = ServiceKey(type, name: name)
    guard storage.hasMainActorRegistrations else {
      return try startResolution(of: key, onMainActor: false)
    }
    return try await MainActor.run { try startResolution(of: key, onMainActor: true) }
  }

  /// Resolves what was registered for `type` as the concrete type `concreteType`, so a
  /// test gets back its mock without a cast.
  ///
  /// ```swift
  /// let container = TestContainer {
  ///   Provide(PaymentProcessor.self, scope: .perContainer) { _ in MockPaymentProcessor() }
  /// }
  /// let payments = try container.resolve(PaymentProcessor.self, as: MockPaymentProcessor.self)
  /// payments.charge.returns(PaymentReceipt(id: "r-1", amount: 42))
  /// ```
  ///
  /// In an `async` function, `resolve(_:as:)` is the `async` overload,
  /// ``resolve(_:as:name:)``, and needs `await`.
  ///
  /// - Parameters:
  ///   - type: The registered type.
  ///   - concreteType: The concrete type the registration produces, such as the mock's.
  ///   - name: The name it was registered under, if any.
  ///   - isolation: The caller's actor, which tells whether `@MainActor` registrations
  ///     can be built; leave the default.
  /// - Returns: The instance, as a `Concrete`.
  /// - Throws: A ``ResolutionError``, including when the instance is not a `Concrete`.
  public func resolve<T: Sendable, Concrete: Sendable>(
    _ type: T.Type, as concreteType: Concrete.Type, name: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) throws -> Concrete {
    let key = ServiceKey(type, name: name)
    let instance: T = try startResolution(
      of: key, onMainActor: storage.canRunMainActorFactories(isolation))
    return try cast(instance, of: key, to: concreteType)
  }

  /// Resolves what was registered for `type` as the concrete type `concreteType` from an
  /// asynchronous context, on the main actor when the container has `@MainActor`
  /// registrations.
  ///
  /// ```swift
  /// let payments = try await container.resolve(
  ///   PaymentProcessor.self, as: MockPaymentProcessor.self)
  /// ```
  ///
  /// - Parameters:
  ///   - type: The registered type.
  ///   - concreteType: The concrete type the registration produces, such as the mock's.
  ///   - name: The name it was registered under, if any.
  /// - Returns: The instance, as a `Concrete`.
  /// - Throws: A ``ResolutionError``; see ``resolve(_:as:name:isolation:)``.
  public func resolve<T: Sendable, Concrete: Sendable>(
    _ type: T.Type, as concreteType: Concrete.Type, name: String? = nil
  ) async throws -> Concrete {
    let instance = try await resolve(type, name: name)
    return try cast(instance, of: ServiceKey(type, name: name), to: concreteType)
  }

  /// Resolves `key` in a resolution of its own.
  private func startResolution<T: Sendable>(of key: ServiceKey, onMainActor: Bool) throws -> T {
    try Resolution.resolve(
      key, in: storage, outer: nil, graph: storage.newResolutionGraph(), onMainActor: onMainActor)
  }

  /// `instance`, resolved for `key`, as a `Concrete`.
  private func cast<T: Sendable, Concrete: Sendable>(
    _ instance: T, of key: ServiceKey, to concreteType: Concrete.Type
  ) throws -> Concrete {
    guard let concrete = instance as? Concrete else {
      throw ResolutionError(
        .typeMismatch(
          service: key.description, expected: TypeNames.name(of: concreteType),
          produced: TypeNames.name(of: Swift.type(of: instance as Any)),
          path: [key.description],
          registeredAt: storage.find(key)?.registration.writtenAt ?? "?"))
    }
    return concrete
  }

  // MARK: Validating

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
  /// reported otherwise; to check them, call it from a `@MainActor` test, or call the
  /// `async` overload, ``validate()``, from an `async` test. In an `async` function,
  /// `validate()` is that overload, and needs `await`.
  ///
  /// Validating is resolving, with what resolving leaves behind: each
  /// ``Scope/perContainer`` service is built and kept, so later resolutions return that
  /// instance, and each ``Provide/unimplemented(_:name:_:fileID:filePath:line:column:)``
  /// mock is marked, so a call to it fails from then on. Validate a container of its own
  /// (a function that builds it, called once to validate and once per test) when a test
  /// needs fresh instances.
  ///
  /// - Parameter isolation: The caller's actor, which tells whether `@MainActor`
  ///   registrations can be built; leave the default.
  /// - Throws: A ``ValidationError`` listing every problem.
  public func validate(isolation: isolated (any Actor)? = #isolation) throws {
    try validate(onMainActor: storage.canRunMainActorFactories(isolation))
  }

  /// Resolves every registration once from an asynchronous context, on the main actor
  /// when the container has `@MainActor` registrations, and reports every problem
  /// together.
  ///
  /// ```swift
  /// @Test func theProfileGraphIsComplete() async throws {
  ///   try await profileContainer.validate()
  /// }
  /// ```
  ///
  /// - Throws: A ``ValidationError`` listing every problem; see
  ///   ``validate(isolation:)``.
  public func validate() async throws {
    guard storage.hasMainActorRegistrations else {
      return try validate(onMainActor: false)
    }
    try await MainActor.run { try validate(onMainActor: true) }
  }

  private func validate(onMainActor: Bool) throws {
    var problems: [ResolutionError] = []
    for registration in storage.allRegistrations {
      do {
        try Resolution.resolve(registration, in: storage, onMainActor: onMainActor)
      } catch let error as ResolutionError {
        let problem = error.asMetByValidate()
        if !problems.contains(where: { $0.isSameProblem(as: problem) }) { problems.append(problem) }
      } catch {
        // A factory's own error is not a wiring problem.
      }
    }
    if !problems.isEmpty { throw ValidationError(problems: problems) }
  }

  /// Whether code isolated to `isolation` runs on the main actor: statically, or on the
  /// main thread outside any actor (an XCTest test body).
  static func isMainActor(_ isolation: (any Actor)?) -> Bool {
    if let isolation { return isolation === MainActor.shared }
    return Thread.isMainThread
  }
}
