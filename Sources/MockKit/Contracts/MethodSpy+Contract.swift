extension MethodSpy {
  /// Declares that the spy stands for `requirement` of `contract`, so that strict mode's
  /// ``StrictMocks/Level/contracts`` level checks each of its stubs against the
  /// requirement's examples when the test ends.
  ///
  /// A mock declares it once, where its spies are made, and no test repeats it:
  ///
  /// ```swift
  /// final class ContractedPaymentProcessor: PaymentProcessor {
  ///   let charge = ThrowingSpy<(Decimal, String), PaymentReceipt>()
  ///
  ///   init() {
  ///     charge.keeps(Payments.charge, of: Payments.contract)
  ///   }
  ///
  ///   func charge(amount: Decimal, currency: String) async throws -> PaymentReceipt {
  ///     try await charge.call((amount, currency))
  ///   }
  /// }
  /// ```
  ///
  /// At that level, a stub that no example backs is a failure at the stub's line: an
  /// example backs a stub when the stub answers the example's arguments (its `when`
  /// matcher, made of values, `ArgumentMatch`es or a predicate, accepts them; a queued
  /// response and the default answer any) and the value it returns or the error it throws
  /// keeps the example's promise. A stub that answers with a closure (`answers`), or holds
  /// its calls, is not checked: what it answers is known only once a call runs it.
  ///
  /// The requirement's `Input` and `Output` are the spy's, or the call does not compile.
  /// Only a spy created in a strict scope is checked, as by every strict check; elsewhere
  /// the declaration only checks that the contract has examples of the requirement, and
  /// reports at this line if it has none. A spy keeps one contract: a second declaration
  /// replaces the first.
  ///
  /// - Parameters:
  ///   - requirement: The requirement the spy stands for.
  ///   - contract: The contract whose examples of `requirement` back the spy's stubs.
  ///   - fileID: Where a contract without examples of the requirement is reported; leave
  ///     the default.
  ///   - filePath: Where a contract without examples of the requirement is reported; leave
  ///     the default.
  ///   - line: Where a contract without examples of the requirement is reported; leave the
  ///     default.
  ///   - column: Where a contract without examples of the requirement is reported; leave
  ///     the default.
  public final func keeps<Subject>(
    _ requirement: ProtocolContract<Subject>.Requirement<Input, Output>,
    of contract: ProtocolContract<Subject>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let promises = contract.examples(of: requirement).compactMap {
      example -> StubBacking<Input, Output>.Promise? in
      // Requirements of a generic method share a name: keep the examples of this one's types.
      guard let typed = example.typed as? ExampleStub<Input, Output> else { return nil }
      return StubBacking.Promise(
        arguments: typed.arguments, isKept: typed.isKept,
        describe: { "\"\(example.name)\": \(example.describeCall()) \(example.promised)" },
        backsAStub: { StubbedExamples.note(example) })
    }
    guard !promises.isEmpty else {
      let finding = ContractFinding.noExamplesOfRequirement(
        contract: contract.name, requirement: requirement.name)
      Reporter.report(
        .contract(finding),
        at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
      return
    }
    let record = core.observer as? StrictRecord<Input, Output, Failure>
    record?.keep(
      StubBacking(contract: contract.name, requirement: requirement.name, promises: promises))
  }
}
