/// One registration in a ``TestContainer``: what the container provides for a type (and
/// optionally a name), and how it makes it.
///
/// Registrations are written in the container's builder:
///
/// ```swift
/// let payments = MockPaymentProcessor()
/// let container = TestContainer {
///   Provide(PaymentProcessor.self, instance: payments)
///   Provide(InventoryService.self, scope: .perContainer) { _ in MockInventoryService() }
///   Provide(OrderService.self) { r in
///     try OrderService(inventory: r.resolve(), payments: r.resolve())
///   }
///   Provide.unimplemented(AnalyticsTracker.self, MockAnalyticsTracker())
/// }
/// ```
///
/// Unlike the container's other types, `Provide` is not nested in ``TestContainer``: it is
/// written for every registration, inside the container's closure, where a nested name
/// would be spelled `TestContainer.Provide` each time. Where a module the test imports
/// declares a `Provide` too, write `MockKit.Provide`.
public struct Provide: Sendable {
  /// The registration, made once here: every container made with it keeps this reference.
  let registration: any Registration

  var key: ServiceKey { registration.key }
  var site: DeclarationSite { registration.site }

  /// Provides what a factory makes; the factory may resolve other registrations with `try`.
  ///
  /// ```swift
  /// Provide(CheckoutService.self) { r in
  ///   try CheckoutService(payments: r.resolve(), analytics: r.resolve(AnalyticsTracker.self))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to provide, usually a protocol the code under test depends on.
  ///   - name: Tells apart several registrations of one type; `nil` by default.
  ///   - scope: How often the factory runs; ``TestContainer/Scope/perResolve`` by default.
  ///   - fileID: Where the registration is written; leave the default.
  ///   - filePath: Where the registration is written; leave the default.
  ///   - line: Where the registration is written; leave the default.
  ///   - column: Where the registration is written; leave the default.
  ///   - factory: Makes the instance, resolving its dependencies through the resolver.
  public init<T: Sendable>(
    _ type: T.Type,
    name: String? = nil,
    scope: TestContainer.Scope = .perResolve,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    factory: @escaping @Sendable (TestContainer.Resolver) throws -> T
  ) {
    registration = TypedRegistration<T>(
      name: name, scope: scope,
      site: DeclarationSite(fileID: fileID, filePath: filePath, line: line, column: column),
      factory: factory)
  }

  /// Provides an existing instance, typically the mock the test asserts on: every
  /// resolution returns this instance.
  ///
  /// ```swift
  /// let payments = MockPaymentProcessor()
  /// let container = TestContainer { Provide(PaymentProcessor.self, instance: payments) }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to provide it as.
  ///   - name: Tells apart several registrations of one type; `nil` by default.
  ///   - instance: The instance.
  ///   - fileID: Where the registration is written; leave the default.
  ///   - filePath: Where the registration is written; leave the default.
  ///   - line: Where the registration is written; leave the default.
  ///   - column: Where the registration is written; leave the default.
  public init<T: Sendable>(
    _ type: T.Type,
    name: String? = nil,
    instance: T,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    registration = TypedRegistration<T>(
      name: name,
      site: DeclarationSite(fileID: fileID, filePath: filePath, line: line, column: column),
      instance: instance)
  }

  /// Provides what a factory makes on the main actor, such as a view model. Resolve it
  /// with `await container.resolve(…)`, and check its container with
  /// `await container.validate()`, or do either from the main actor.
  ///
  /// ```swift
  /// Provide.mainActor(UserProfileViewModel.self) { r in
  ///   try UserProfileViewModel(users: r.resolve())
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to provide.
  ///   - name: Tells apart several registrations of one type; `nil` by default.
  ///   - scope: How often the factory runs; ``TestContainer/Scope/perResolve`` by default.
  ///   - fileID: Where the registration is written; leave the default.
  ///   - filePath: Where the registration is written; leave the default.
  ///   - line: Where the registration is written; leave the default.
  ///   - column: Where the registration is written; leave the default.
  ///   - factory: Makes the instance on the main actor.
  /// - Returns: The registration.
  public static func mainActor<T: Sendable>(
    _ type: T.Type,
    name: String? = nil,
    scope: TestContainer.Scope = .perResolve,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    factory: @escaping @MainActor @Sendable (TestContainer.Resolver) throws -> T
  ) -> Provide {
    Provide(
      TypedRegistration<T>(
        name: name, scope: scope,
        site: DeclarationSite(fileID: fileID, filePath: filePath, line: line, column: column),
        mainActorFactory: factory))
  }

  /// Provides a mock the test expects never to be called: once the container has resolved
  /// it, every call that none of its spies' stubs answers fails the test at once, naming
  /// the service.
  ///
  /// Resolving it is fine (the code under test may hold it); calling it is the failure.
  /// Writing the registration does nothing to the mock: it is marked unimplemented when a
  /// container first resolves it, so building a container has no side effect.
  ///
  /// ```swift
  /// let container = TestContainer {
  ///   Provide.unimplemented(AnalyticsTracker.self, MockAnalyticsTracker())
  ///   Provide(PaymentProcessor.self) { _ in MockPaymentProcessor() }
  ///   Provide(CheckoutService.self) { r in
  ///     try CheckoutService(payments: r.resolve(), analytics: r.resolve(AnalyticsTracker.self))
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to provide the mock as.
  ///   - name: Tells apart several registrations of one type; `nil` by default.
  ///   - mock: A mock whose stored properties are spies.
  ///   - fileID: Where the registration is written; leave the default.
  ///   - filePath: Where the registration is written; leave the default.
  ///   - line: Where the registration is written; leave the default.
  ///   - column: Where the registration is written; leave the default.
  /// - Returns: The registration.
  public static func unimplemented<T: Sendable>(
    _ type: T.Type,
    name: String? = nil,
    _ mock: T,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Provide {
    let key = ServiceKey(type, name: name)
    // A factory, not an instance: the mock is marked when a container resolves it, once
    // per container, never when the registration is written.
    return Provide(
      TypedRegistration<T>(
        name: name, scope: .perContainer,
        site: DeclarationSite(fileID: fileID, filePath: filePath, line: line, column: column),
        factory: { _ in
          for spy in Verification.spies(of: mock) {
            makeUnimplemented(spy, service: key.description)
          }
          return mock
        }))
  }

  /// The container's one way into a spy's engine.
  private static func makeUnimplemented(_ spy: some CallRecording, service: String) {
    (spy as? any SpyControl)?.makeUnimplemented(service: service)
  }

  init(_ registration: any Registration) {
    self.registration = registration
  }
}
