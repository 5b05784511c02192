/// A call of one requirement on a conformer, made from its spy's arguments: what a
/// contract's requirement replays and what `forwardCalls(to:)` answers with.
struct ConformerCall {
  /// The spy's name, which the contract's requirement shares.
  let spy: String
  /// The name the spy's messages use, which the contract's requirement shares.
  let name: String
  /// The spy's `Input` and `Output`.
  let input: String
  let output: String
  /// The call on `receiver`, with the spy's arguments in a value named `arguments`.
  let expression: (_ receiver: String) -> String
}

/// What the mock writes besides the class when ``MockWriter/writesContractRequirements``
/// is on: a `Requirements` enum with a contract requirement per spy, `forwardCalls(to:)`,
/// and warnings: what neither is written for, and the requirements they cannot call.
struct ForwardingGlue {
  /// `forwardCalls(to:)`, as members of the mock.
  var members: [String] = []
  /// The `Requirements` enum, as members of the mock.
  var requirements: [String] = []
  var warnings: [String] = []
}

extension MockWriter {
  /// The glue of the mock's `requirements`, whose spies are named `names` and
  /// `messageNames`.
  func forwardingGlue(
    _ collected: Collected, names: [String], messageNames: [String]
  ) -> ForwardingGlue {
    var glue = ForwardingGlue()
    let location = "\(declaration.path):\(declaration.line): warning: mockkit"
    if let reason = reasonNoRequirementCanBeCalled(collected) {
      glue.warnings.append(
        "\(location) wrote no Requirements and no forwardCalls(to:) for \(mockName): "
          + "\(reason).\n" + Self.glueFix)
      return glue
    }
    // A call on `any P` cannot name P's associated types unless they are all primary, the
    // call then made on `any P<A>`; otherwise the requirements are made for each conformer
    // whose associated types are the mock's. A fake whose associated types are the mock's
    // can be called either way.
    let primary = declaration.primaryAssociatedTypes
    let allPrimary = collected.associatedTypes.allSatisfy { primary.contains($0.name) }
    let isGeneric = !collected.associatedTypes.isEmpty
    var calls: [String] = []
    var requirementLines: [String] = []
    var left: [String] = []
    var directives: [String] = []
    for ((requirement, spy), messageName) in zip(zip(collected.requirements, names), messageNames) {
      if case .compilerDirective(let line) = requirement {
        directives.append(line)
        calls.append("    " + line)
        requirementLines.append("    " + line)
        continue
      }
      for result in conformerCalls(requirement, spy: spy, messageName: messageName, collected) {
        switch result {
        case .success(let call):
          calls += forwarding(call)
          requirementLines += contractRequirement(call, isGeneric: isGeneric)
        case .failure(let problem):
          left.append("    \(problem.name): \(problem.reason)")
        }
      }
    }
    if requirementLines.count > directives.count {
      glue.members = forwardCallsHeader(collected) + calls + ["  }"]
      glue.requirements =
        requirementsHeader(collected, allPrimary: allPrimary) + [""] + requirementLines + ["  }"]
    }
    if !left.isEmpty {
      let glueNames = "\(mockName).Requirements and forwardCalls(to:)"
      let what =
        left.count == 1
        ? "1 requirement of \(declaration.name) out of \(glueNames): it cannot be called on a "
          + "conformer with its spy's arguments."
        : "\(left.count) requirements of \(declaration.name) out of \(glueNames): they cannot "
          + "be called on a conformer with their spies' arguments."
      glue.warnings.append(
        "\(location) left \(what)\n  Left out:\n" + left.joined(separator: "\n") + "\n"
          + Self.glueFix)
    }
    return glue
  }

  /// The head of the `Requirements` enum and its `Contract`: over `any P`, over `any P<A>`
  /// when every associated type is primary, and otherwise generic over the conformer, whose
  /// associated types are the mock's:
  /// `enum Requirements<Subject: Shop.Shelf & Sendable> where Subject.Item == Item {`.
  private func requirementsHeader(_ collected: Collected, allPrimary: Bool) -> [String] {
    let contract = "    \(accessLevel.modifier)typealias Contract = MockKit.ProtocolContract"
    if collected.associatedTypes.isEmpty {
      return ["  enum Requirements {", contract + "<any \(protocolType)>"]
    }
    if allPrimary {
      // A protocol type with its primary associated types needs the runtime of macOS 13
      // and iOS 16, above MockKit's floor.
      let primary = declaration.primaryAssociatedTypes.joined(separator: ", ")
      return [
        "  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) enum Requirements {",
        contract + "<any \(protocolType)<\(primary)>>",
      ]
    }
    // Sendable: a requirement's closure is, and calls a member of the conformer's type.
    let subject = unusedName("Subject", collected)
    let signature = "  enum Requirements<\(subject): \(protocolType) & Sendable>"
    return wrapped(signature, sameTypes(of: subject, collected)) + [contract + "<\(subject)>"]
  }

  /// `func forwardCalls(to fake: some P & Sendable) {`, or for a protocol with associated
  /// types, a fake whose associated types are the mock's:
  /// `func forwardCalls<Fake: Shop.Shelf & Sendable>(to fake: Fake) where Fake.Item == Item {`.
  private func forwardCallsHeader(_ collected: Collected) -> [String] {
    guard !collected.associatedTypes.isEmpty else {
      return ["  func forwardCalls(to fake: some \(protocolType) & Sendable) {"]
    }
    let fake = unusedName("Fake", collected)
    let signature = "  func forwardCalls<\(fake): \(protocolType) & Sendable>(to fake: \(fake))"
    return wrapped(signature, sameTypes(of: fake, collected))
  }

  /// `name`, or with underscores after it until no associated type is named so.
  private func unusedName(_ name: String, _ collected: Collected) -> String {
    let taken = Set(collected.associatedTypes.map(\.name))
    var name = name
    while taken.contains(name) { name += "_" }
    return name
  }

  /// `where Fake.Item == Item, Fake.ID == ID {`: the conformer's associated types are the
  /// mock's.
  private func sameTypes(of conformer: String, _ collected: Collected) -> String {
    "where "
      + collected.associatedTypes.map { "\(conformer).\($0.name) == \($0.name)" }
      .joined(separator: ", ") + " {"
  }

  /// A generic signature and its `where` clause, on one line if it fits.
  private func wrapped(_ signature: String, _ whereClause: String) -> [String] {
    let oneLine = signature + " " + whereClause
    return oneLine.count <= Self.lineLimit ? [oneLine] : [signature, "    " + whereClause]
  }

  /// Why the contract requirements of no requirement can be written, if so.
  private func reasonNoRequirementCanBeCalled(_ collected: Collected) -> String? {
    if collected.isActor {
      return "it is an actor protocol, whose requirements a spy's answer cannot call without await"
    }
    if let actor = declaration.globalActor {
      return "it is isolated to \(actor == "MainActor" ? "the main actor" : actor), and a spy's "
        + "answer may run on any thread"
    }
    for requirement in collected.requirements {
      let declared: String
      switch requirement {
      case .method(let method): declared = unticked(method.signature)
      case .property(let property): declared = unticked(property.name)
      default: continue
      }
      if ["forwardCalls(to:)", "Requirements"].contains(declared) {
        return "it declares \(declared) itself, which the mock would declare a second time"
      }
    }
    return nil
  }

  /// The last line of the glue's warnings.
  private static let glueFix =
    "  To fix, write the ProtocolContract.Requirement of each by hand, and forward its spy to "
    + "the fake with answers(_:)."

  /// The protocol as the mock's header and `forwardCalls(to:)` write it:
  /// `Shop.PaymentProcessor`, `Shop.Checkout.Step`.
  var protocolType: String {
    let path = declaration.enclosingTypes + [declaration.name]
    let written = ([path[0]] + path.dropFirst().map(TypeAnalysis.member)).joined(separator: ".")
    return makeAnalysis([:]).resolvingSelf(written)
  }

  /// `spy.answers { arguments in try await fake.charge(…) }`, in `forwardCalls(to:)`.
  private func forwarding(_ call: ConformerCall) -> [String] {
    let spy = reference(
      to: call.spy, hiddenBy: [Parameter(label: "to", internalName: "fake", type: "")])
    let parameter = call.input == "Void" ? "_" : "arguments"
    let oneLine = "    \(spy).answers { \(parameter) in \(call.expression("fake")) }"
    if oneLine.count <= Self.lineLimit { return [oneLine] }
    return [
      "    \(spy).answers { \(parameter) in", "      \(call.expression("fake"))", "    }",
    ]
  }

  /// `static let charge = Contract.Requirement<…>("charge(amount:currency:)") { … }`; in a
  /// generic mock, which cannot hold a `static let`, a `static var` that makes it.
  private func contractRequirement(_ call: ConformerCall, isGeneric: Bool) -> [String] {
    let parameter = call.input == "Void" ? "_" : "arguments"
    if isGeneric {
      return [
        "    \(accessLevel.modifier)static var \(TypeAnalysis.usable(call.spy)): "
          + "Contract.Requirement<\(call.input), \(call.output)> {",
        "      Contract.Requirement(\"\(call.name)\") { subject, \(parameter) in",
        "        \(call.expression("subject"))",
        "      }",
        "    }",
      ]
    }
    return [
      "    \(accessLevel.modifier)static let \(TypeAnalysis.usable(call.spy)) = "
        + "Contract.Requirement<\(call.input), \(call.output)>(",
      "      \"\(call.name)\"",
      "    ) { subject, \(parameter) in",
      "      \(call.expression("subject"))",
      "    }",
    ]
  }

  /// A requirement that the glue leaves out, and why.
  struct LeftOut: Error {
    let name: String
    let reason: String
  }

  /// The calls of `requirement` on a conformer, one per spy, or why it cannot be called.
  private func conformerCalls(
    _ requirement: Requirement, spy: String, messageName: String, _ collected: Collected
  ) -> [Result<ConformerCall, LeftOut>] {
    switch requirement {
    case .compilerDirective:
      return []
    case .initializer:
      return [
        .failure(
          LeftOut(
            name: messageName,
            reason: "it is an initializer, which makes a conformer instead of being called on one"
          ))
      ]
    case .method(let method):
      return [methodCall(method, spy: spy, messageName: messageName)]
    case .property(let property):
      let name = unticked(property.name)
      if let reason = commonReason(requirement) {
        return [.failure(LeftOut(name: name, reason: reason))]
      }
      if property.hasMutatingGetter {
        return [.failure(LeftOut(name: name, reason: Self.mutatingGetterReason))]
      }
      var results = [propertyGetter(property, spy: spy + "Getter", name: name)]
      if property.isSettable {
        results.append(
          setter(
            spy: spy + "Setter", name: name + " (set)", recorded: [],
            newValueType: property.type, collected
          ) { receiver in "\(receiver).\(property.name)" })
      }
      return results
    case .subscript(let subscriptRequirement):
      if let reason = commonReason(requirement) {
        return [.failure(LeftOut(name: messageName, reason: reason))]
      }
      if subscriptRequirement.hasMutatingGetter {
        return [.failure(LeftOut(name: messageName, reason: Self.mutatingGetterReason))]
      }
      return subscriptCalls(subscriptRequirement, stem: spy, messageName: messageName, collected)
    }
  }

  /// Why a property or subscript whose getter is `mutating` is left out.
  static let mutatingGetterReason =
    "its getter is mutating, and a contract and forwardCalls(to:) hold the conformer as a "
    + "constant"

  /// Why no member of `requirement` can be called from the glue, whatever its parameters.
  private func commonReason(_ requirement: Requirement) -> String? {
    if requirement.isStatic {
      return "it is static, and a contract and forwardCalls(to:) call requirements on a conformer, "
        + "not on its type"
    }
    if requirement.attributes.contains(deprecated) {
      return "it is deprecated, and calling it would warn"
    }
    if let actor = requirement.attributes.first(where: {
      $0.hasPrefix("@") && $0.hasSuffix("Actor")
    }) {
      return "it is isolated to \(actor.dropFirst()), and a spy's answer may run on any thread"
    }
    if requirement.isLimitedByAvailability {
      return "its @available attribute limits where it can be called, and the mock is not "
        + "limited so"
    }
    let usesSelf = requirement.writtenTypes.contains { type in
      Tokenizer.tokenize(type).contains { $0.text == "Self" }
    }
    if usesSelf {
      return "it uses Self, which a call on any \(unticked(declaration.name)) cannot name"
    }
    return nil
  }

  private func methodCall(_ method: MethodRequirement, spy: String, messageName: String)
    -> Result<ConformerCall, LeftOut>
  {
    func leftOut(_ reason: String) -> Result<ConformerCall, LeftOut> {
      .failure(LeftOut(name: messageName, reason: reason))
    }
    if let reason = commonReason(.method(method)) { return leftOut(reason) }
    let isOpaque = method.parameters.contains { parameter in
      Tokenizer.tokenize(parameter.type).contains { $0.text == "some" }
    }
    if !method.genericParameters.isEmpty || isOpaque {
      return leftOut(
        "it is generic, and its spy records the values of its generic parameters without "
          + "their types")
    }
    if method.throwsClause == .rethrows {
      return leftOut("it rethrows, and its spy cannot throw")
    }
    if method.isAsync, let result = method.returnType, isNever(result) {
      return leftOut(
        "it is async and returns Never, so its mock, written without async, cannot run an "
          + "answer that awaits a conformer")
    }
    if method.isMutating {
      return leftOut(
        "it is mutating, and a contract and forwardCalls(to:) hold the conformer as a constant")
    }
    let analysis = makeAnalysis(for: [])
    let throwsClause = resolvedThrows(method.throwsClause, analysis)
    let arguments: [RecordedArgument]
    switch recordedArguments(
      method.parameters, analysis,
      effects: MemberEffects(isAsync: method.isAsync, throwsClause: throwsClause))
    {
    case .success(let recorded): arguments = recorded
    case .failure(let reason): return leftOut(reason.text)
    }
    let result = method.returnType.map { spyOutput(withoutSending($0), analysis) }
    let values = argumentValues(arguments, count: arguments.count)
    let list = zip(method.parameters, values).map { parameter, value in
      (parameter.label.map { unticked($0) + ": " } ?? "") + value
    }.joined(separator: ", ")
    return .success(
      ConformerCall(
        spy: spy, name: messageName, input: inputType(arguments),
        output: result?.type ?? "Void"
      ) { receiver in
        self.effectful(
          "\(receiver).\(method.name)(\(list))", isAsync: method.isAsync,
          throwsClause: throwsClause, wrapsResult: result?.unwrap.isEmpty == false)
      })
  }

  private func propertyGetter(_ property: PropertyRequirement, spy: String, name: String)
    -> Result<ConformerCall, LeftOut>
  {
    let analysis = makeAnalysis([:])
    let result = spyOutput(property.type, analysis)
    let throwsClause = resolvedThrows(property.throwsClause, analysis)
    return .success(
      ConformerCall(
        spy: spy, name: name, input: "Void", output: result.type
      ) { receiver in
        self.effectful(
          "\(receiver).\(property.name)", isAsync: property.isAsync, throwsClause: throwsClause,
          wrapsResult: !result.unwrap.isEmpty)
      })
  }

  private func subscriptCalls(
    _ requirement: SubscriptRequirement, stem: String, messageName: String,
    _ collected: Collected
  ) -> [Result<ConformerCall, LeftOut>] {
    guard requirement.genericParameters.isEmpty else {
      return [
        .failure(
          LeftOut(
            name: messageName,
            reason: "it is generic, and its spy records the values of its generic parameters "
              + "without their types"))
      ]
    }
    let analysis = makeAnalysis([:])
    let throwsClause = resolvedThrows(requirement.throwsClause, analysis)
    let recorded: [RecordedArgument]
    switch recordedArguments(
      requirement.parameters, analysis,
      effects: MemberEffects(isAsync: requirement.isAsync, throwsClause: throwsClause))
    {
    case .success(let arguments): recorded = arguments
    case .failure(let reason): return [.failure(LeftOut(name: messageName, reason: reason.text))]
    }
    let result = spyOutput(requirement.returnType, analysis)
    let indices = { (count: Int) in
      zip(requirement.parameters, self.argumentValues(recorded, count: count)).map {
        parameter, value in (parameter.label.map { unticked($0) + ": " } ?? "") + value
      }.joined(separator: ", ")
    }
    var results: [Result<ConformerCall, LeftOut>] = [
      .success(
        ConformerCall(
          spy: stem + "Getter", name: messageName, input: inputType(recorded),
          output: result.type
        ) { receiver in
          self.effectful(
            "\(receiver)[\(indices(recorded.count))]", isAsync: requirement.isAsync,
            throwsClause: throwsClause, wrapsResult: !result.unwrap.isEmpty)
        })
    ]
    if requirement.isSettable {
      results.append(
        setter(
          spy: stem + "Setter", name: messageName + " (set)", recorded: recorded,
          newValueType: requirement.returnType, collected
        ) { receiver in "\(receiver)[\(indices(recorded.count + 1))]" })
    }
    return results
  }

  /// The call of a setter whose spy records `recorded` and then the new value, on the
  /// place `place` makes from the receiver.
  private func setter(
    spy: String, name: String, recorded: [RecordedArgument], newValueType: String,
    _ collected: Collected, place: @escaping (String) -> String
  ) -> Result<ConformerCall, LeftOut> {
    guard collected.isActor || isClassBound(declaration) else {
      return .failure(
        LeftOut(
          name: name,
          reason: "setting it on a conformer that may be a value type would set a copy"))
    }
    let analysis = makeAnalysis([:])
    guard
      let newValue = analysis.recordedNewValue(type: newValueType)
    else {
      return .failure(
        LeftOut(name: name, reason: "its value is one its spy does not keep"))
    }
    let all = recorded + [newValue]
    let value = argumentValues(all, count: all.count).last ?? "arguments"
    return .success(
      ConformerCall(spy: spy, name: name, input: inputType(all), output: "Void") { receiver in
        "\(place(receiver)) = \(value)"
      })
  }

  /// Whether every conformer of `declaration` is a class, as it or a protocol it inherits
  /// among the files read requires, so that setting a property on a conformer held as a
  /// constant sets it on the conformer itself.
  private func isClassBound(_ declaration: ProtocolDeclaration) -> Bool {
    var visited: Set<String> = []
    var pending = [declaration]
    while let next = pending.popLast() {
      guard visited.insert(next.name).inserted else { continue }
      for inherited in next.inheritedTypes.flatMap(splitComposition) {
        if ["AnyObject", "Swift.AnyObject", "class"].contains(inherited) { return true }
        if let parent = known[inherited] { pending.append(parent) }
      }
    }
    return false
  }

  /// What the spy records for each of `parameters`, or why the glue cannot call the
  /// requirement with what it records.
  private func recordedArguments(
    _ parameters: [Parameter], _ analysis: TypeAnalysis, effects: MemberEffects
  ) -> Result<[RecordedArgument], GlueReason> {
    var recorded: [RecordedArgument] = []
    for parameter in parameters {
      let words = Tokenizer.tokenize(parameter.type).map(\.text)
      if words.first == "inout" {
        return .failure(
          GlueReason("it takes an inout parameter, whose changes its spy cannot hand back"))
      }
      if words.last == "..." {
        return .failure(
          GlueReason(
            "it takes variadic arguments, which its spy records as an array that Swift cannot "
              + "pass as variadic arguments"))
      }
      if words.first == "isolated" {
        return .failure(
          GlueReason("it takes an isolated parameter, and the glue does not hop to its actor"))
      }
      if isNever(parameter.type) {
        return .failure(GlueReason("it takes a value of Never, so it can never be called"))
      }
      let name = TypeAnalysis.usable(parameter.internalName)
      let keptAsItIs = [
        name, "\(name)()", "MockKit.UncheckedArgument(\(name))",
        "MockKit.UncheckedArgument(\(name)())",
      ]
      let argument = analysis.recorded(parameter, effects: effects)
      if argument?.lent != nil {
        return .failure(
          GlueReason(
            "it takes a non-escaping closure, which its spy holds only while the call runs"))
      }
      if argument != nil, analysis.recordsWithPlainThrows(parameter.type) {
        return .failure(
          GlueReason(
            "it takes a closure that throws a typed error, which its spy records with plain "
              + "throws, so that the mock compiles on Apple platforms before macOS 15 and iOS 18"))
      }
      guard let argument, keptAsItIs.contains(argument.expression) else {
        return .failure(
          GlueReason(
            "it takes a value that cannot be copied or escape the call, which its spy does not "
              + "keep as it is"))
      }
      recorded.append(argument)
    }
    return .success(recorded)
  }

  /// How the glue passes each of `recorded`, from a value `arguments` of the spy's input
  /// for `count` values: `arguments`, `arguments.1`, `arguments.0.value`.
  private func argumentValues(_ recorded: [RecordedArgument], count: Int) -> [String] {
    recorded.enumerated().map { position, argument in
      let value = count == 1 ? "arguments" : "arguments.\(position)"
      return argument.type.hasPrefix("MockKit.UncheckedArgument<") ? value + ".value" : value
    }
  }

  /// `call` with the `try` and `await` it needs, its result in an `UncheckedArgument`
  /// when the spy answers with one.
  private func effectful(
    _ call: String, isAsync: Bool, throwsClause: ThrowsClause, wrapsResult: Bool
  ) -> String {
    var text = wrapsResult ? "MockKit.UncheckedArgument(\(call))" : call
    if isAsync { text = "await " + text }
    if throwsClause != .none { text = "try " + text }
    return text
  }
}

/// Why the glue cannot call a requirement.
struct GlueReason: Error {
  let text: String

  init(_ text: String) {
    self.text = text
  }
}
