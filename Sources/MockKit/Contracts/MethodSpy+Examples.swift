extension MethodSpy {
  /// Stubs the calls made with the example's arguments with the value or the error the
  /// example promises, so that the mock answers as the contract says the real type does.
  ///
  /// ```swift
  /// payments.charge.stub(from: Payments.refusesZero)
  /// ```
  ///
  /// The stub is a `when` stub for the example's arguments, answered before older stubs,
  /// as ``when(_:fileID:filePath:line:column:)-9xgas`` adds them. An example that promises
  /// only a shape (`.returns("a receipt") { … }`) needs the value to answer with:
  /// ``stub(from:returning:fileID:filePath:line:column:)``. Stubbing from an example of
  /// another requirement, or one whose arguments are not `Equatable`, is reported as a
  /// failure at this line, and adds no stub.
  ///
  /// - Parameters:
  ///   - example: An example of the requirement this spy stands for.
  ///   - fileID: Where a failure, and strict mode, point; leave the default.
  ///   - filePath: Where a failure, and strict mode, point; leave the default.
  ///   - line: Where a failure, and strict mode, point; leave the default.
  ///   - column: Where a failure, and strict mode, point; leave the default.
  public final func stub<Subject>(
    from example: ProtocolContract<Subject>.Example,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    stub(
      from: example, answering: nil,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Stubs the calls made with the example's arguments to return `output`, after checking
  /// that `output` keeps the example's promise.
  ///
  /// For an example that promises what the value is like, not which value it is: a test
  /// that needs a concrete receipt gives one, and MockKit checks it against the example's
  /// predicate here, reporting a failure (and adding no stub) if it does not keep it.
  ///
  /// ```swift
  /// payments.charge.stub(from: Payments.chargesPositive, returning: receipt)
  /// ```
  ///
  /// - Parameters:
  ///   - example: An example of the requirement this spy stands for.
  ///   - output: What the matching calls return.
  ///   - fileID: Where a failure, and strict mode, point; leave the default.
  ///   - filePath: Where a failure, and strict mode, point; leave the default.
  ///   - line: Where a failure, and strict mode, point; leave the default.
  ///   - column: Where a failure, and strict mode, point; leave the default.
  public final func stub<Subject>(
    from example: ProtocolContract<Subject>.Example,
    returning output: Output,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    stub(
      from: example, answering: .success(output),
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Stubs the calls made with the examples' arguments, each with the value or the error
  /// its example promises.
  ///
  /// ```swift
  /// storage.exists.stub(from: DataStorageContract.contract.examples(of: DataStorageContract.exists))
  /// ```
  ///
  /// - Parameters:
  ///   - examples: Examples of the requirement this spy stands for; each is stubbed as
  ///     ``stub(from:fileID:filePath:line:column:)-(ProtocolContract<Subject>.Example,_,_,_,_)`` stubs one.
  ///   - fileID: Where a failure, and strict mode, point; leave the default.
  ///   - filePath: Where a failure, and strict mode, point; leave the default.
  ///   - line: Where a failure, and strict mode, point; leave the default.
  ///   - column: Where a failure, and strict mode, point; leave the default.
  public final func stub<Subject>(
    from examples: [ProtocolContract<Subject>.Example],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    for example in examples { stub(from: example, answering: nil, at: location) }
  }

  /// Adds the stub for `example`, answering with `given` or else with what the example
  /// promises; reports why not, instead, when it cannot.
  func stub<Subject>(
    from example: ProtocolContract<Subject>.Example, answering given: Result<Output, any Error>?,
    at location: FailureLocation
  ) {
    let label = example.label(implementation: nil)
    guard let typed = example.typed as? ExampleStub<Input, Output> else {
      let finding = ContractFinding.exampleOfAnotherRequirement(
        label, requirement: example.requirement, spy: core.name.text)
      Reporter.report(.contract(finding), at: location)
      return
    }
    guard let matcher = typed.matcher else {
      Reporter.report(.contract(.exampleArgumentsNotEquatable(label)), at: location)
      return
    }
    let answer: Result<Output, any Error>
    if let given {
      guard typed.isKept(given) else {
        let stubbed =
          switch given {
          case .success(let output): "returns \(CallFormatter.render(value: output))"
          case .failure(let error): "throws \(describe(error: error))"
          }
        Reporter.report(.contract(.stubBreaksExample(label, stubbed: stubbed)), at: location)
        return
      }
      answer = given
    } else {
      guard let promised = typed.answer?() else {
        Reporter.report(.contract(.exampleNeedsAnAnswer(label)), at: location)
        return
      }
      answer = promised
    }
    let stub: Stub<Input, Output, Failure>
    switch answer {
    case .success(let output):
      stub = .value(output)
    case .failure(let error):
      guard let failure = error as? Failure else {
        let finding = ContractFinding.exampleThrowsWhatTheSpyCannot(label, spy: core.name.text)
        Reporter.report(.contract(finding), at: location)
        return
      }
      stub = .failure(failure)
    }
    Stubbing(core: core, matcher: Matcher(matcher), location: location).add(stub)
    StubbedExamples.note(example)
  }
}

extension MethodSpy where Failure == any Error {
  /// Stubs the calls made with the example's arguments to throw `error`, after checking
  /// that `error` keeps the example's promise.
  ///
  /// For an example that promises an error by its type or by a predicate: the test gives
  /// the error to throw, and MockKit checks it against the example here, reporting a
  /// failure (and adding no stub) if it does not keep it.
  ///
  /// ```swift
  /// payments.charge.stub(from: Payments.refusesNegative, throwing: PaymentError.declined)
  /// ```
  ///
  /// - Parameters:
  ///   - example: An example of the requirement this spy stands for.
  ///   - error: What the matching calls throw.
  ///   - fileID: Where a failure, and strict mode, point; leave the default.
  ///   - filePath: Where a failure, and strict mode, point; leave the default.
  ///   - line: Where a failure, and strict mode, point; leave the default.
  ///   - column: Where a failure, and strict mode, point; leave the default.
  public final func stub<Subject>(
    from example: ProtocolContract<Subject>.Example,
    throwing error: any Error,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    stub(
      from: example, answering: .failure(error),
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
