extension TestContainer {
  /// Collects the registrations written in a ``TestContainer`` block.
  ///
  /// ```swift
  /// let container = TestContainer {
  ///   Provide(PaymentProcessor.self, instance: payments)
  ///   if tracksAnalytics {
  ///     Provide(AnalyticsTracker.self, instance: analytics)
  ///   }
  /// }
  /// ```
  @resultBuilder
  public enum Builder {
    /// Collects the registrations of a block.
    ///
    /// Used by the compiler for a block such as the one in ``TestContainer/Builder``'s
    /// example; not called directly.
    public static func buildBlock(_ components: [Provide]...) -> [Provide] {
      components.flatMap { $0 }
    }

    /// One registration.
    ///
    /// Used by the compiler for a block such as the one in ``TestContainer/Builder``'s
    /// example; not called directly.
    public static func buildExpression(_ registration: Provide) -> [Provide] { [registration] }

    /// Several registrations made elsewhere.
    ///
    /// Used by the compiler for a block such as the one in ``TestContainer/Builder``'s
    /// example; not called directly.
    public static func buildExpression(_ registrations: [Provide]) -> [Provide] {
      registrations
    }

    /// Registrations under an `if` without `else`.
    ///
    /// Used by the compiler for a block such as the one in ``TestContainer/Builder``'s
    /// example; not called directly.
    public static func buildOptional(_ component: [Provide]?) -> [Provide] { component ?? [] }

    /// Registrations under the first branch of an `if`/`else`.
    ///
    /// Used by the compiler for a block such as the one in ``TestContainer/Builder``'s
    /// example; not called directly.
    public static func buildEither(first component: [Provide]) -> [Provide] { component }

    /// Registrations under the second branch of an `if`/`else`.
    ///
    /// Used by the compiler for a block such as the one in ``TestContainer/Builder``'s
    /// example; not called directly.
    public static func buildEither(second component: [Provide]) -> [Provide] { component }

    /// Registrations made in a `for` loop.
    ///
    /// Used by the compiler for a block such as the one in ``TestContainer/Builder``'s
    /// example; not called directly.
    public static func buildArray(_ components: [[Provide]]) -> [Provide] {
      components.flatMap { $0 }
    }
  }
}
