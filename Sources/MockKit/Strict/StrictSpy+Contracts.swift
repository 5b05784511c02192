extension StrictSpy {
  /// At the `.contracts` level, each stub that no example of the contract the spy keeps
  /// backs, with the stub's line; and the examples that back a stub are told so.
  ///
  /// An example backs a stub when the stub answers the example's arguments (a `when`
  /// stub's matcher accepts them, whatever it is made of: values, `ArgumentMatch`es or a
  /// predicate; a queued response or the default answers any) and its value or error keeps
  /// the example's promise. A stub that answers with a closure, or holds its calls, is left
  /// alone: what it answers is known only once a call runs it. Matchers and promises are
  /// callers' closures: they run here, outside the spy's lock.
  func unbackedStubs(
    _ added: [StrictRecord<Input, Output, Failure>.AddedStub],
    _ backing: StubBacking<Input, Output>,
    _ spyName: SpyName
  ) -> [(MockFailure, FailureLocation)] {
    let name = spyName.named(orElse: backing.requirement)
    var findings: [(MockFailure, FailureLocation)] = []
    for added in added {
      let answer: Result<Output, any Error>
      switch added.stub {
      case .value(let output): answer = .success(output)
      case .failure(let error): answer = .failure(error)
      case .answer, .asyncAnswer, .holding: continue
      }
      let answered: [StubBacking<Input, Output>.Promise]
      let forSomeArguments: Bool
      switch added.calls {
      case .matching(let matcher):
        answered = backing.promises.filter { matcher.accepts($0.arguments) }
        forSomeArguments = true
      case .queued, .byDefault:
        answered = backing.promises
        forSomeArguments = false
      }
      let backers = answered.filter { $0.isKept(answer) }
      guard backers.isEmpty else {
        for promise in backers { promise.backsAStub() }
        continue
      }
      let stubbed = render(answer)
      let stub = render(stubOf: added.calls, name)
      let finding: StrictFinding =
        answered.isEmpty
        ? .stubOutsideExamples(
          name.label, stubbed: stubbed, contract: backing.contract, stub: stub,
          requirement: backing.requirement, examples: backing.promises.map { $0.describe() })
        : .stubNotPromised(
          name.label, stubbed: stubbed, contract: backing.contract, stub: stub,
          requirement: forSomeArguments ? nil : backing.requirement,
          examples: answered.map { $0.describe() })
      findings.append((.strict(finding), added.location))
    }
    return findings
  }

  /// What a stub answers, as a message's headline says it: `to return …`, `to throw …`.
  private func render(_ answer: Result<Output, any Error>) -> String {
    switch answer {
    case .success where Output.self == Void.self: "to return without throwing"
    case .success(let output): "to return \(CallFormatter.render(value: output))"
    case .failure(let error): "to throw \(describe(error: error))"
    }
  }

  /// Which calls a stub answers, as messages print it.
  private func render(
    stubOf calls: StrictRecord<Input, Output, Failure>.AddedStub.Calls, _ name: SpyName
  ) -> String {
    switch calls {
    case .matching(let matcher): name.render(stubOf: matcher.elements)
    case .queued: "\(name.text), one call (a response queued with enqueue)"
    case .byDefault: "\(name.text), every call no other stub answers (the default)"
    }
  }
}
