/// The examples that the stubs of a spy keeping a contract must agree with, at the
/// `.contracts` level of strict mode: what each example promises for its arguments.
///
/// The contracts layer makes it (`keeps(_:of:)`) from the examples of one requirement, and
/// strict mode asks it about each stub when the scope ends, without knowing what a
/// contract is.
struct StubBacking<Input: Sendable, Output>: Sendable {
  /// One example, as strict mode asks it.
  struct Promise: Sendable {
    /// The arguments of the example's call.
    let arguments: Input
    /// Whether an answer keeps the example's promise.
    let isKept: @Sendable (Result<Output, any Error>) -> Bool
    /// The example as messages list it: `"refuses a zero amount": charge(amount: 0,
    /// currency: "EUR") throws PaymentError.invalidAmount(0)`.
    let describe: @Sendable () -> String
    /// Tells the contract that the example backs a stub.
    let backsAStub: @Sendable () -> Void
  }

  /// The contract's name: `PaymentProcessor`.
  let contract: String
  /// The requirement's name: `charge(amount:currency:)`.
  let requirement: String
  /// The requirement's examples, in the contract's order; never empty.
  let promises: [Promise]
}
