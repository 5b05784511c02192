/// How often a registration's factory runs.
///
/// ```swift
/// TestContainer {
///   Register(Clock.self, scope: .perContainer) { _ in TestClock() }
///   Register(RequestContext.self, scope: .perGraph) { _ in RequestContext(id: "r-1") }
///   Register(CheckoutService.self) { r in try CheckoutService(payments: r.resolve()) }
/// }
/// ```
public enum Scope: Sendable, Equatable {
  /// A new instance for every resolution: the default.
  ///
  /// ```swift
  /// Register(CheckoutService.self, scope: .perResolve) { r in
  ///   try CheckoutService(payments: r.resolve())
  /// }
  /// ```
  case perResolve
  /// One instance for the whole resolution of one `resolve` call: every service in that
  /// object graph that depends on it shares it; the next `resolve` call gets a new one.
  ///
  /// ```swift
  /// Register(RequestContext.self, scope: .perGraph) { _ in RequestContext(id: "r-1") }
  /// ```
  case perGraph
  /// One instance for the container, created the first time it is resolved, exactly once
  /// even when many tasks resolve it at the same moment.
  ///
  /// ```swift
  /// Register(Clock.self, scope: .perContainer) { _ in TestClock() }
  /// ```
  case perContainer
}
