import Testing

extension ProtocolContract {
  /// One example of a contract: a requirement called with arguments, and the outcome every
  /// implementation promises.
  ///
  /// Made by a ``Requirement``'s
  /// ``Requirement/example(_:with:_:setUp:fileID:filePath:line:column:)-7jtt``, which checks
  /// the arguments and the outcome against the requirement at compile time; then it is a
  /// plain `Sendable` value, whatever its requirement, so a contract can hold examples of
  /// all of them. A parameterized test takes a contract's examples as its arguments, and
  /// lists each case by the example's name:
  ///
  /// ```swift
  /// @Test(arguments: Payments.contract.examples)
  /// func theInMemoryProcessorKeeps(_ example: PaymentContract.Example) async {
  ///   await expectExample(example, keptBy: { InMemoryPaymentProcessor() })
  /// }
  /// ```
  public struct Example: Sendable, Identifiable, CustomStringConvertible,
    CustomTestStringConvertible
  {
    /// What the example shows: "refuses a zero amount".
    ///
    /// ```swift
    /// let refusals = Payments.contract.examples.filter { $0.name.hasPrefix("refuses") }
    /// ```
    public let name: String

    /// The name of the example's requirement: `charge(amount:currency:)`.
    ///
    /// ```swift
    /// let example = Payments.contract.examples[1]
    /// #expect(example.requirement == "charge(amount:currency:)")
    /// ```
    public let requirement: String

    /// The name of the contract the example belongs to, once it is in one.
    private(set) var contract: String?
    /// The example's number in this process, which its copies share: whether a spy was
    /// stubbed from it is known by it.
    let number: UInt64
    /// Where the example was written: its failures point there.
    let site: DeclarationSite
    /// What the example promises, as messages print it.
    let promised: String
    /// The call the example makes, as messages print it.
    let describeCall: @Sendable () -> String
    /// Replays the example on an implementation, from the set-up on.
    let replay: @Sendable (Subject, ContractReplay.Progress) async -> ContractReplay.Verdict
    /// The example with its types, an ``ExampleStub``, for a spy of its requirement to be
    /// stubbed from: a spy finds it with a checked cast to its own types.
    let typed: any Sendable

    init<Input: Sendable, Output>(
      name: String, requirement: Requirement<Input, Output>, arguments: Input,
      matcher: ElementwiseMatch<Input>?, outcome: Outcome<Output>,
      setUp: (@Sendable (Subject) async throws -> Void)?, site: DeclarationSite
    ) {
      self.typed = ExampleStub(
        arguments: arguments, matcher: matcher, isKept: outcome.isKept, answer: outcome.answer)
      self.name = name
      self.requirement = requirement.name
      self.contract = nil
      self.number = ProcessCounter.examples.next()
      self.site = site
      self.promised = outcome.promised
      let requirementName = requirement.name
      self.describeCall = {
        CallFormatter.render(name: requirementName, arguments: arguments)
      }
      let call = requirement.call
      self.replay = { subject, progress in
        if let setUp {
          progress.enter(.setUp)
          do {
            try await setUp(subject)
          } catch {
            return .setUpThrew(describe(error: error))
          }
        }
        progress.enter(.call)
        let result: Result<Output, any Error>
        do {
          result = .success(try await call(subject, arguments))
        } catch {
          result = .failure(error)
        }
        if outcome.isKept(result) { return .kept }
        var differs: ValueDifference?
        if case .success(let output) = result, case .success(let promised)? = outcome.answer?() {
          differs = ValueDifference(output, expected: promised)
        }
        return .broken(got: Self.whatHappened(result), differs: differs)
      }
    }

    /// The example as a member of `contract`.
    func belonging(to contract: String) -> Example {
      var example = self
      example.contract = contract
      return example
    }

    /// The contract's name and the example's, `PaymentProcessor/refuses a zero amount`: a
    /// parameterized test's case is known by it, so that a single case can be run again.
    ///
    /// ```swift
    /// #expect(example.id == "PaymentProcessor/refuses a zero amount")
    /// ```
    public var id: String { (contract.map { "\($0)/" } ?? "") + name }

    /// The example's name, as a parameterized test lists the case.
    ///
    /// ```swift
    /// #expect(example.testDescription == "refuses a zero amount")
    /// ```
    public var testDescription: String { name }

    /// The example's name, its call, and what it promises.
    ///
    /// ```swift
    /// #expect(
    ///   example.description
    ///     == #"refuses a zero amount: charge(amount: 0, currency: "EUR") throws PaymentError.invalidAmount(0)"#
    /// )
    /// ```
    public var description: String { "\(name): \(describeCall()) \(promised)" }

    /// The example as messages print it, replayed on `implementation`.
    func label(implementation: String?) -> ContractExampleLabel {
      ContractExampleLabel(
        contract: contract, example: name, call: describeCall(), promised: promised,
        implementation: implementation)
    }

    /// What a call did, as messages print it: `returned …`, `threw …`.
    private static func whatHappened<Output>(_ result: Result<Output, any Error>) -> String {
      switch result {
      case .success where Output.self == Void.self: "returned without throwing"
      case .success(let output): "returned \(CallFormatter.render(value: output))"
      case .failure(let error): "threw \(describe(error: error))"
      }
    }
  }
}

/// An example's arguments and outcome with their types, as a spy is stubbed from them.
struct ExampleStub<Input: Sendable, Output>: Sendable {
  let arguments: Input
  /// The calls made with the example's arguments; `nil` when they are not `Equatable`, so
  /// that no call can be told to be made with them.
  let matcher: ElementwiseMatch<Input>?
  /// Whether an answer keeps the example's promise.
  let isKept: @Sendable (Result<Output, any Error>) -> Bool
  /// The value or error the example promises; `nil` when it promises only a shape.
  let answer: (@Sendable () -> Result<Output, any Error>?)?
}
