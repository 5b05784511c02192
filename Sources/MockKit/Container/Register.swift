/// One registration in a ``TestContainer``: a type (and optionally a name), and how to
/// make it.
///
/// Registrations are written in the container's builder:
///
/// ```swift
/// let payments = MockPaymentProcessor()
/// let container = TestContainer {
///   Register(PaymentProcessor.self, instance: payments)
///   Register(CheckoutService.self) { r in try CheckoutService(payments: r.resolve()) }
///   Register(Clock.self, scope: .perContainer) { _ in TestClock() }
///   Register.unimplemented(AnalyticsTracker.self, MockAnalyticsTracker())
/// }
/// ```
public struct Register: Sendable {
  @usableFromInline
  enum Maker: Sendable {
    case factory(@Sendable (Resolver) throws -> any Sendable)
    case mainActorFactory(@MainActor @Sendable (Resolver) throws -> any Sendable)
    case instance(any Sendable)
  }

  @usableFromInline let key: ServiceKey
  @usableFromInline let scope: Scope
  @usableFromInline let maker: Maker
  @usableFromInline let site: DeclarationSite

  /// Registers a factory that makes a `T`; it may resolve other registrations with `try`.
  ///
  /// ```swift
  /// Register(CheckoutService.self) { r in
  ///   try CheckoutService(payments: r.resolve(), analytics: r.resolve())
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to register, usually a protocol the code under test depends on.
  ///   - name: Tells apart several registrations of one type; `nil` by default.
  ///   - scope: How often the factory runs; ``Scope/perResolve`` by default.
  ///   - fileID: Where the registration is written; leave the default.
  ///   - filePath: Where the registration is written; leave the default.
  ///   - line: Where the registration is written; leave the default.
  ///   - factory: Makes the instance, resolving dependencies through the resolver.
  @inlinable
  public init<T: Sendable>(
    _ type: T.Type,
    name: String? = nil,
    scope: Scope = .perResolve,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    factory: @escaping @Sendable (Resolver) throws -> T
  ) {
    self.key = ServiceKey(type, name: name)
    self.scope = scope
    self.maker = .factory { resolver in try factory(resolver) }
    self.site = DeclarationSite(fileID: fileID, filePath: filePath, line: line, column: 1)
  }

  /// Registers an existing instance, typically the mock the test asserts on: every
  /// resolution returns this instance.
  ///
  /// ```swift
  /// let payments = MockPaymentProcessor()
  /// let container = TestContainer { Register(PaymentProcessor.self, instance: payments) }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to register it as.
  ///   - name: Tells apart several registrations of one type; `nil` by default.
  ///   - instance: The instance.
  ///   - fileID: Where the registration is written; leave the default.
  ///   - filePath: Where the registration is written; leave the default.
  ///   - line: Where the registration is written; leave the default.
  public init<T: Sendable>(
    _ type: T.Type,
    name: String? = nil,
    instance: T,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line
  ) {
    self.key = ServiceKey(type, name: name)
    self.scope = .perContainer
    self.maker = .instance(instance)
    self.site = DeclarationSite(fileID: fileID, filePath: filePath, line: line, column: 1)
  }

  /// Registers a factory that must run on the main actor, such as one that makes a view
  /// model. Resolve it with `await container.resolve(…)`, or from the main actor.
  ///
  /// ```swift
  /// Register.mainActor(ProfileViewModel.self) { r in
  ///   try ProfileViewModel(repository: r.resolve())
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to register.
  ///   - name: Tells apart several registrations of one type; `nil` by default.
  ///   - scope: How often the factory runs; ``Scope/perResolve`` by default.
  ///   - fileID: Where the registration is written; leave the default.
  ///   - filePath: Where the registration is written; leave the default.
  ///   - line: Where the registration is written; leave the default.
  ///   - factory: Makes the instance on the main actor.
  /// - Returns: The registration.
  public static func mainActor<T: Sendable>(
    _ type: T.Type,
    name: String? = nil,
    scope: Scope = .perResolve,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    factory: @escaping @MainActor @Sendable (Resolver) throws -> T
  ) -> Register {
    Register(
      key: ServiceKey(type, name: name), scope: scope,
      maker: .mainActorFactory { resolver in try factory(resolver) },
      site: DeclarationSite(fileID: fileID, filePath: filePath, line: line, column: 1))
  }

  /// Registers a mock the test expects never to be touched: every call of any of its
  /// spies fails the test at once, naming the service.
  ///
  /// Resolving it is fine (the code under test may hold it); calling it is the failure.
  ///
  /// ```swift
  /// let container = TestContainer {
  ///   Register.unimplemented(AnalyticsTracker.self, MockAnalyticsTracker())
  ///   Register(CheckoutService.self) { r in try CheckoutService(analytics: r.resolve()) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to register the mock as.
  ///   - name: Tells apart several registrations of one type; `nil` by default.
  ///   - mock: A mock whose stored properties are spies.
  ///   - fileID: Where the registration is written; leave the default.
  ///   - filePath: Where the registration is written; leave the default.
  ///   - line: Where the registration is written; leave the default.
  /// - Returns: The registration.
  public static func unimplemented<T: Sendable>(
    _ type: T.Type,
    name: String? = nil,
    _ mock: T,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line
  ) -> Register {
    let key = ServiceKey(type, name: name)
    for spy in Verification.spies(of: mock) { makeUnimplemented(spy, service: key.description) }
    return Register(
      key: key, scope: .perContainer, maker: .instance(mock),
      site: DeclarationSite(fileID: fileID, filePath: filePath, line: line, column: 1))
  }

  private static func makeUnimplemented(_ spy: some CallRecording, service: String) {
    (spy as? any SpyControl)?.makeUnimplemented(service: service)
  }

  @usableFromInline
  init(key: ServiceKey, scope: Scope, maker: Maker, site: DeclarationSite) {
    self.key = key
    self.scope = scope
    self.maker = maker
    self.site = site
  }
}

/// Collects the registrations written in a ``TestContainer`` builder.
///
/// ```swift
/// let container = TestContainer {
///   Register(PaymentProcessor.self, instance: payments)
///   if usesAnalytics {
///     Register(AnalyticsTracker.self, instance: analytics)
///   }
/// }
/// ```
@resultBuilder
public enum TestContainerBuilder {
  /// Collects the registrations of a block.
  ///
  /// Used by the compiler for a builder block such as the one in ``TestContainerBuilder``'s
  /// example; not called directly.
  public static func buildBlock(_ components: [Register]...) -> [Register] {
    components.flatMap { $0 }
  }

  /// One registration.
  ///
  /// Used by the compiler for a builder block such as the one in ``TestContainerBuilder``'s
  /// example; not called directly.
  public static func buildExpression(_ registration: Register) -> [Register] { [registration] }

  /// Several registrations made elsewhere.
  ///
  /// Used by the compiler for a builder block such as the one in ``TestContainerBuilder``'s
  /// example; not called directly.
  public static func buildExpression(_ registrations: [Register]) -> [Register] { registrations }

  /// Registrations under an `if` without `else`.
  ///
  /// Used by the compiler for a builder block such as the one in ``TestContainerBuilder``'s
  /// example; not called directly.
  public static func buildOptional(_ component: [Register]?) -> [Register] { component ?? [] }

  /// Registrations under the first branch of an `if`/`else`.
  ///
  /// Used by the compiler for a builder block such as the one in ``TestContainerBuilder``'s
  /// example; not called directly.
  public static func buildEither(first component: [Register]) -> [Register] { component }

  /// Registrations under the second branch of an `if`/`else`.
  ///
  /// Used by the compiler for a builder block such as the one in ``TestContainerBuilder``'s
  /// example; not called directly.
  public static func buildEither(second component: [Register]) -> [Register] { component }

  /// Registrations made in a `for` loop.
  ///
  /// Used by the compiler for a builder block such as the one in ``TestContainerBuilder``'s
  /// example; not called directly.
  public static func buildArray(_ components: [[Register]]) -> [Register] {
    components.flatMap { $0 }
  }
}
