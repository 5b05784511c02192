extension TestContainer {
  /// What a factory receives to resolve its dependencies, within one resolution.
  ///
  /// ```swift
  /// Provide(CheckoutService.self) { r in
  ///   try CheckoutService(
  ///     payments: r.resolve(), analytics: r.resolve(AnalyticsTracker.self, name: "audit"))
  /// }
  /// ```
  ///
  /// It remembers the path that led to the factory, so a missing dependency names it
  /// (`CheckoutService → PaymentProcessor`) and a cycle is caught before it overflows the
  /// stack.
  ///
  /// A factory may also keep its resolver for later, as an app's `make…` closures do.
  /// Used after the factory has returned, the resolver starts a new resolution, with its
  /// own path and its own ``Scope/perGraph`` instances, and shares the container's
  /// ``Scope/perContainer`` instances. (Used while a factory that led to it still runs,
  /// the new path starts at that factory's service, so a real cycle through it is still
  /// reported.)
  ///
  /// ```swift
  /// Provide(OrderCoordinator.self, scope: .perContainer) { r in
  ///   OrderCoordinator(makeCheckout: { try r.resolve(CheckoutService.self) })
  /// }
  /// ```
  public struct Resolver: Sendable {
    /// The service whose factory received this resolver, and those that led to it.
    let frame: ResolutionFrame

    init(frame: ResolutionFrame) {
      self.frame = frame
    }

    /// Resolves a dependency of the service being built.
    ///
    /// ```swift
    /// Provide(CheckoutService.self) { r in try CheckoutService(payments: r.resolve()) }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type to resolve; inferred from the context when left out.
    ///   - name: The name it was registered under, if any.
    /// - Returns: The instance.
    /// - Throws: A ``TestContainer/ResolutionError``.
    public func resolve<T: Sendable>(_ type: T.Type = T.self, name: String? = nil) throws -> T {
      try frame.resolveDependency(ServiceKey(type, name: name))
    }
  }
}
