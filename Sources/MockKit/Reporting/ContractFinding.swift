/// What replaying a contract's example on an implementation found, as data; `lines` words
/// it.
///
/// Each finding is one failure, reported at the example's declaration. Grammar as in
/// ``MockFailure``: what happened, then indented labelled blocks, then how to fix it.
enum ContractFinding: Sendable {
  /// The call's outcome was not the one the example promises: `got` says what it was
  /// (`returned …`, `threw …`), and `differs` where a returned value differs from the
  /// promised one, when they are values with parts.
  case broken(ContractExampleLabel, got: String, differs: ValueDifference?)
  /// The example's set-up threw `error`, so its call was not made.
  case setUpThrew(ContractExampleLabel, error: String)
  /// Making the implementation threw `error`, so the example was not replayed.
  case implementationNotMade(ContractExampleLabel, error: String)
  /// Making the implementation threw `error` for each of `examples`, which were not
  /// replayed: one failure for one cause.
  case implementationsNotMade(contract: String, examples: [String], error: String)
  /// The replay did not end within `within`, in `step`.
  case timedOut(ContractExampleLabel, within: String, step: ContractReplayStep)
  /// A contract with no examples was verified, which checks nothing.
  case noExamples(contract: String)
  /// The task verifying the contract was cancelled with `unchecked` of its `total`
  /// examples not yet replayed (the one replaying counts among them).
  case verificationCancelled(contract: String, unchecked: Int, total: Int)
  /// A spy was declared to keep a contract that has no examples of its requirement, so
  /// none can back its stubs.
  case noExamplesOfRequirement(contract: String, requirement: String)
  /// A contract was verified whose examples share names: each name given more than once,
  /// in the order of its first example.
  case sharedExampleNames(contract: String, names: [String])
  /// A spy was stubbed from an example of another requirement: `spy` is its name.
  case exampleOfAnotherRequirement(ContractExampleLabel, requirement: String, spy: String)
  /// A spy was stubbed from an example whose arguments are not `Equatable`.
  case exampleArgumentsNotEquatable(ContractExampleLabel)
  /// A spy was stubbed from an example that promises only a shape, with nothing given to
  /// answer with.
  case exampleNeedsAnAnswer(ContractExampleLabel)
  /// What a stub from the example was given to answer with breaks the example's promise;
  /// `stubbed` says what it was (`returns …`, `throws …`).
  case stubBreaksExample(ContractExampleLabel, stubbed: String)
  /// The example promises an error that the spy, `spy`, cannot throw.
  case exampleThrowsWhatTheSpyCannot(ContractExampleLabel, spy: String)

  var lines: [String] {
    var lines: [String]
    switch self {
    case let .broken(example, got, differs):
      lines = [
        "\(example.headlineName) is broken by \(example.implementation ?? "the implementation")."
      ]
      lines += example.callLines
      lines += ["  Promised: \(example.promised)", "  Got: \(got)"]
      lines += differs?.lines ?? []
      lines += [
        "  To fix, make \(example.implementation ?? "the implementation") keep the promise; if the real type does not keep it either, correct the example."
      ]

    case let .setUpThrew(example, error):
      let on = example.implementation.map { " on \($0)" } ?? ""
      lines = ["The set-up of \(example.lowercasedName) threw\(on), so its call was not made."]
      lines += example.callLines
      lines += ["  Promised: \(example.promised)", "  Set-up threw: \(error)"]
      lines += [
        "  To fix, make the set-up work on every implementation the contract is verified against: it only puts the implementation in the state the example needs."
      ]

    case let .implementationNotMade(example, error):
      lines = ["\(example.headlineName) was not replayed: making the implementation threw."]
      lines += example.callLines
      lines += ["  Promised: \(example.promised)", "  Making it threw: \(error)"]
      lines += ["  To fix, make the closure that makes the implementation succeed."]

    case let .implementationsNotMade(contract, examples, error):
      lines = [
        "Making the implementation threw for \(examples.count) examples of the \(contract) "
          + "contract, so none of them was replayed."
      ]
      lines += ["  Examples:"] + examples.map { "    \"\($0)\"" }
      lines += ["  Making it threw: \(error)"]
      lines += ["  To fix, make the closure that makes the implementation succeed."]

    case let .timedOut(example, within, step):
      let implementation = example.implementation ?? "the implementation"
      let what =
        switch step {
        case .makingImplementation: "the implementation was still being made"
        case .setUp: "its set-up on \(implementation) was still running"
        case .call: "the call on \(implementation) was still running"
        }
      lines = ["\(example.headlineName) did not finish within \(within): \(what)."]
      lines += example.callLines
      lines += ["  Promised: \(example.promised)"]
      lines += [
        "  To fix, find what it waits for (a continuation never resumed, a lock, the network), or pass a longer timeout: if it is slow but finishes."
      ]

    case let .exampleOfAnotherRequirement(example, requirement, spy):
      lines = [
        "\(example.headlineName) cannot stub \(spy): it is an example of \(requirement), whose arguments or output are of other types."
      ]
      lines += example.callLines
      lines += ["  To fix, stub the spy of \(requirement) from it, or pick an example of \(spy)."]

    case let .exampleArgumentsNotEquatable(example):
      lines = [
        "\(example.headlineName) cannot stub a spy: its arguments are not Equatable, so no call can be told to be made with them."
      ]
      lines += example.callLines
      lines += [
        "  To fix, stub with when(matching:) or one ArgumentMatch per argument, answering as the example promises."
      ]

    case let .exampleNeedsAnAnswer(example):
      lines = [
        "\(example.headlineName) promises only what its call's outcome is like, so a stub from it needs the value or the error to answer with."
      ]
      lines += example.callLines
      lines += ["  Promised: \(example.promised)"]
      lines += [
        "  To fix, give one: stub(from:returning:) or stub(from:throwing:); it is checked against the promise."
      ]

    case let .stubBreaksExample(example, stubbed):
      lines = [
        "A stub from \(example.lowercasedName) answers with what the example does not promise."
      ]
      lines += example.callLines
      lines += ["  Promised: \(example.promised)", "  Stubbed: \(stubbed)"]
      lines += [
        "  To fix, stub what the example promises; if the real type does answer this way, correct the example."
      ]

    case let .exampleThrowsWhatTheSpyCannot(example, spy):
      lines = ["\(example.headlineName) promises an error that \(spy) cannot throw."]
      lines += example.callLines
      lines += ["  Promised: \(example.promised)"]
      lines += [
        "  To fix, stub the spy of the example's requirement: one that throws, as the requirement does."
      ]

    case let .sharedExampleNames(contract, names):
      let quoted = names.map { "\"\($0)\"" }.joined(separator: ", ")
      lines = [
        "The \(contract) contract gives more than one example the same name, so its failures and test cases cannot tell them apart: \(quoted)."
      ]
      lines += ["  To fix, give each example a name of its own."]

    case let .noExamplesOfRequirement(contract, requirement):
      lines = [
        "The \(contract) contract has no examples of \(requirement), so none can back the stubs of a spy that keeps it.",
        "  To fix, give the contract examples of \(requirement), or keep the contract that has them.",
      ]

    case let .noExamples(contract):
      lines = [
        "The \(contract) contract has no examples, so verifying it checks nothing.",
        "  To fix, give the contract its examples, or verify the contract you meant.",
      ]

    case let .verificationCancelled(contract, unchecked, total):
      lines = [
        "Stopped verifying the \(contract) contract: the verifying task was cancelled, so \(unchecked) of its \(total) examples were not checked."
      ]
    }
    return lines
  }
}

/// A contract's example as messages print it.
struct ContractExampleLabel: Sendable {
  /// The contract's name, if the example belongs to one.
  var contract: String?
  var example: String
  /// The call the example makes, rendered by the ``CallFormatter`` rules.
  var call: String
  /// What the example promises: `returns …`, `throws …`.
  var promised: String
  /// The type of the implementation the example was replayed on, once it was made.
  var implementation: String?

  /// `Example "…" of the PaymentProcessor contract`.
  var headlineName: String {
    "Example \"\(example)\"" + (contract.map { " of the \($0) contract" } ?? "")
  }

  /// `example "…" of the PaymentProcessor contract`.
  var lowercasedName: String {
    "example \"\(example)\"" + (contract.map { " of the \($0) contract" } ?? "")
  }

  var callLines: [String] { ["  Call:", "    \(call)"] }
}

/// Where a replay was when it timed out.
enum ContractReplayStep: Sendable {
  case makingImplementation
  case setUp
  case call
}
