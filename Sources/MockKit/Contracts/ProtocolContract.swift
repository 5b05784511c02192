/// A named set of examples of what the implementations of one protocol do: arguments in,
/// the promised outcome out.
///
/// A contract states, once, what the real type does for some arguments: it returns this
/// value, or a value of this shape, or throws this error. Replayed against the real type
/// and against every fake or mock of it (``expectContract(_:keptBy:timeout:fileID:filePath:line:column:)``),
/// it keeps the doubles from drifting from the real type: a fake that promises what the
/// real type does not do fails its test, at the example's line.
///
/// The subject is the protocol's existential, and each requirement a contract speaks of
/// is a ``Requirement``, one line that calls it on any conformer. Examples of different
/// requirements live in one contract:
///
/// ```swift
/// typealias PaymentContract = ProtocolContract<any PaymentProcessor>
/// ```
///
/// ```swift
/// static let contract = PaymentContract(
///   "PaymentProcessor",
///   examples: [
///     charge.example(
///       "charges a positive amount", with: (42, "EUR"),
///       .returns("a receipt for 42 with an id") { $0.amount == 42 && !$0.id.isEmpty }),
///     charge.example(
///       "refuses a zero amount", with: (0, "EUR"), .throws(PaymentError.invalidAmount(0))),
///     charge.example(
///       "refuses a negative amount", with: (-1, "EUR"),
///       .throws("a declined or invalid-amount PaymentError") { $0 is PaymentError }),
///   ])
/// ```
///
/// A contract is a `Sendable` value: list its ``examples``, filter them, or pass them as
/// the arguments of a parameterized test (``expectExample(_:keptBy:timeout:)``).
public struct ProtocolContract<Subject>: Sendable {
  /// What the contract is about, as messages print it: "the PaymentProcessor contract".
  ///
  /// ```swift
  /// #expect(Payments.contract.name == "PaymentProcessor")
  /// ```
  public let name: String

  /// The contract's examples, in the order they were given.
  ///
  /// ```swift
  /// let names = Payments.contract.examples.map(\.name)
  /// #expect(
  ///   names == ["charges a positive amount", "refuses a zero amount", "refuses a negative amount"])
  /// ```
  public let examples: [Example]

  /// Creates a contract named `name` from its examples.
  ///
  /// ```swift
  /// static let contract = PaymentContract(
  ///   "PaymentProcessor",
  ///   examples: [
  ///     charge.example(
  ///       "charges a positive amount", with: (42, "EUR"),
  ///       .returns("a receipt for 42 with an id") { $0.amount == 42 && !$0.id.isEmpty }),
  ///     charge.example(
  ///       "refuses a zero amount", with: (0, "EUR"), .throws(PaymentError.invalidAmount(0))),
  ///     charge.example(
  ///       "refuses a negative amount", with: (-1, "EUR"),
  ///       .throws("a declined or invalid-amount PaymentError") { $0 is PaymentError }),
  ///   ])
  /// ```
  ///
  /// - Parameters:
  ///   - name: What the contract is about, usually the protocol's name: messages print
  ///     "the PaymentProcessor contract".
  ///   - examples: The examples, each made by a ``Requirement``'s
  ///     ``Requirement/example(_:with:_:setUp:fileID:filePath:line:column:)-7jtt``.
  public init(_ name: String, examples: [Example]) {
    self.name = name
    self.examples = examples.map { $0.belonging(to: name) }
  }

  /// The examples of `requirement`, in the contract's order.
  ///
  /// ```swift
  /// let charges = Payments.contract.examples(of: Payments.charge)
  /// ```
  ///
  /// - Parameter requirement: The requirement whose examples to keep, known by its name.
  /// - Returns: The examples of that requirement.
  public func examples<Input, Output>(of requirement: Requirement<Input, Output>) -> [Example] {
    examples.filter { $0.requirement == requirement.name }
  }
}
