extension TestContainer {
  /// How often a registration's factory runs.
  ///
  /// ```swift
  /// let container = TestContainer {
  ///   Provide(InventoryService.self, scope: .perContainer) { _ in MockInventoryService() }
  ///   Provide(PaymentProcessor.self, scope: .perGraph) { _ in MockPaymentProcessor() }
  ///   Provide(OrderService.self) { r in
  ///     try OrderService(inventory: r.resolve(), payments: r.resolve())
  ///   }
  /// }
  /// ```
  public enum Scope: Sendable, Equatable {
    /// A new instance for every resolution: the default.
    ///
    /// ```swift
    /// Provide(OrderService.self, scope: .perResolve) { r in
    ///   try OrderService(inventory: r.resolve(), payments: r.resolve())
    /// }
    /// ```
    case perResolve
    /// One instance for the whole resolution of one `resolve` call: every service in that
    /// object graph that depends on it shares it; the next `resolve` call gets a new one,
    /// and so does a resolver that a factory kept and uses later.
    ///
    /// ```swift
    /// Provide(RequestContext.self, scope: .perGraph) { _ in
    ///   RequestContext(requestID: "req-1", logger: MockRequestLogger())
    /// }
    /// ```
    case perGraph
    /// One instance for the container, created the first time it is resolved, exactly
    /// once even when many tasks resolve it at the same moment.
    ///
    /// ```swift
    /// Provide(InventoryService.self, scope: .perContainer) { _ in MockInventoryService() }
    /// ```
    case perContainer
  }
}
