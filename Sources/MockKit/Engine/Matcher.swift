/// Which calls a `when` stub answers: those whose arguments match argument by argument
/// (`when(_:)`, with values or ``ArgumentMatch``es), or those a predicate over all of them
/// accepts (`when(matching:)`).
@usableFromInline
struct Matcher<Input: Sendable>: Sendable {
  /// Whether the stub answers a call with these arguments. A caller's `==` or predicate:
  /// it runs outside the spy's lock.
  @usableFromInline let accepts: @Sendable (Input) -> Bool
  /// What the stub expects of each argument, which strict mode prints; `nil` for a
  /// predicate over all of them.
  let elements: ElementwiseMatch<Input>?

  /// The calls whose arguments match `elements`.
  @usableFromInline
  init(_ elements: ElementwiseMatch<Input>) {
    accepts = elements.accepts
    self.elements = elements
  }

  /// The calls `predicate` accepts.
  init(satisfying predicate: @escaping @Sendable (Input) -> Bool) {
    accepts = predicate
    elements = nil
  }
}
