/// What a stub keeps open after it answered, such as a stream stub's streams, which a
/// caller may still be waiting on: how the spy ends it.
///
/// Closures, since the engine does not know the stubs' own types (a stream stub is a spy's
/// concern, a layer above).
struct OpenAnswer: Sendable {
  /// Ends it when the strict scope the spy was created in ends, and says how many of what
  /// it kept open a caller was still waiting on: what the scope reports.
  let endAtScopeEnd: @Sendable () -> Int
  /// Ends it when the spy is reset, which removes the stub that answered with it.
  let endAtReset: @Sendable () -> Void
}
