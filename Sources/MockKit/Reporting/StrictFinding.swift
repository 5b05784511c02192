/// What a strict scope found about one spy when it ended, as data; `lines` words it.
///
/// Each finding is one failure. Grammar as in ``MockFailure``: what happened, then
/// indented labelled blocks, then how to fix it.
enum StrictFinding: Sendable {
  /// A `when` stub that no call used. `stub` renders what it matches.
  case unusedStub(SpyLabel, stub: String, calls: [CallLine])
  /// A `when` stub that no call used because a newer one, `newer` added at `newerAt`,
  /// answered the `calls` it matches: stubs are tried newest first.
  case shadowedStub(SpyLabel, stub: String, newer: String, newerAt: String, calls: [CallLine])
  /// Responses added by one `enqueue` that no call used: `unused` (each described as
  /// `return "second"`, `throw …`), of `queued`.
  case unusedQueuedResponses(SpyLabel, unused: [String], queued: Int, calls: [CallLine])
  /// A call that no `when` stub matched, answered by the default (`answeredByDefault`) or
  /// by nothing, while a `when` stub that no call used exists: the closest one, with the
  /// arguments that differ, then the other unused stubs.
  case missedStub(SpyLabel, call: CallLine, answeredByDefault: Bool, miss: StubMiss)
  /// Waits for calls still pending when the scope ended.
  case pendingWaits(SpyLabel, count: Int, calls: [CallLine])
  /// Call streams still open when the scope ended.
  case openStreams(SpyLabel, count: Int)
  /// Streams a stream stub answered with that the code under test was still iterating
  /// when the scope ended, which the scope finished.
  case iteratedStubStreams(SpyLabel, count: Int)
  /// Calls that no assertion, and no read of the spy's calls, looked at.
  case unverifiedCalls(SpyLabel, calls: [CallLine])
  /// A stub of a spy that keeps a contract answers as no example of the contract
  /// promises: `stubbed` says how (`to throw …`), `stub` which calls it answers, and
  /// `examples` lists the examples whose arguments it answers. `requirement` is named for a
  /// queued response or the default, which answer any call, and `nil` for a `when` stub.
  case stubNotPromised(
    SpyLabel, stubbed: String, contract: String, stub: String, requirement: String?,
    examples: [String])
  /// A `when` stub of a spy that keeps a contract answers only arguments that no example of
  /// the contract calls the requirement with; `examples` lists them all.
  case stubOutsideExamples(
    SpyLabel, stubbed: String, contract: String, stub: String, requirement: String,
    examples: [String])

  var lines: [String] {
    var lines: [String]
    switch self {
    case let .unusedStub(spy, stub, calls):
      lines = ["A stub of \(spy.name) was never used: no call matched it."]
      lines += ["  Stub:", "    \(stub)"]
      lines += callsOrNone(calls)
      lines += spy.declarationLines
      lines += [
        "  To fix, remove the stub if the test no longer needs it, or check that the code under test still makes this call."
      ]

    case let .shadowedStub(spy, stub, newer, newerAt, calls):
      lines = [
        "A stub of \(spy.name) was never used: a newer stub answered the calls it matches, "
          + "since when stubs are tried newest first."
      ]
      lines += ["  Stub:", "    \(stub)"]
      lines += ["  Answered instead by the stub at \(newerAt):", "    \(newer)"]
      lines += callBlock("Calls it matches:", calls)
      lines += spy.declarationLines
      lines += [
        "  To fix, add the more specific stub after the more general one, or remove the one the test does not need."
      ]

    case let .unusedQueuedResponses(spy, unused, queued, calls):
      let headline =
        switch (unused.count, queued) {
        case (1, 1): "The response queued for \(spy.name) was never used."
        case (let count, queued) where count == queued:
          "The \(queued) responses queued for \(spy.name) were never used."
        case (let count, _):
          "\(count) of the \(queued) responses queued for \(spy.name) "
            + (count == 1 ? "was never used." : "were never used.")
        }
      lines = [headline]
      lines += ["  Never used:"] + unused.map { "    \($0)" }
      lines += callsOrNone(calls)
      lines += spy.declarationLines
      lines += ["  To fix, queue one response for each call the test expects."]

    case let .missedStub(spy, call, answeredByDefault, miss):
      lines = [
        "\(spy.name) call #\(call.number) did not match the stub meant for it, "
          + (answeredByDefault ? "so the default answered it." : "and no stub answered it.")
      ]
      lines += callBlock("Call:", [call])
      lines += miss.lines(othersHeading: "Other unused stubs:")
      lines += spy.declarationLines
      lines += [
        "  To fix, stub the arguments the code under test passes, or correct the code under test."
      ]

    case let .pendingWaits(spy, count, calls):
      let waits = count == 1 ? "a wait for \(spy.name) was" : "\(count) waits for \(spy.name) were"
      lines = ["The test ended while \(waits) still pending."]
      lines += callsOrNone(calls)
      lines += spy.declarationLines
      lines += ["  To fix, await every wait before the test ends."]

    case let .openStreams(spy, count):
      let streams =
        count == 1
        ? "a call stream of \(spy.name) was" : "\(count) call streams of \(spy.name) were"
      lines = ["The test ended while \(streams) still open."]
      lines += spy.declarationLines
      lines += [
        "  To fix, end every for-await loop over callStream() before the test ends: break after the calls you expect."
      ]

    case let .iteratedStubStreams(spy, count):
      lines = Self.iteratedStubStreamsLines(spy, count: count, endedBy: "strict mode")

    case let .unverifiedCalls(spy, calls):
      let count = calls.count == 1 ? "1 call" : "\(calls.count) calls"
      lines = ["\(spy.name) has \(count) that no assertion looked at."]
      lines += callBlock("Calls:", calls)
      lines += spy.declarationLines
      lines += [
        "  To fix, assert on these calls with expectCalled or another assertion, or forget them with resetCalls()."
      ]

    case let .stubNotPromised(spy, stubbed, contract, stub, requirement, examples):
      let arguments = requirement == nil ? " for these arguments" : ""
      lines = [
        "\(spy.name) was stubbed \(stubbed), which no example of the \(contract) contract promises\(arguments)."
      ]
      lines += ["  Stub:", "    \(stub)"]
      lines += [requirement.map { "  Examples of \($0):" } ?? "  Examples with these arguments:"]
      lines += examples.map { "    \($0)" }
      lines += spy.declarationLines
      lines += [
        "  To fix, stub what one of these examples promises (stub(from:) answers as the example does); if the real type does answer this way, add an example that says so to the \(contract) contract."
      ]

    case let .stubOutsideExamples(spy, stubbed, contract, stub, requirement, examples):
      lines = [
        "\(spy.name) was stubbed \(stubbed) for arguments that no example of the \(contract) contract calls it with."
      ]
      lines += ["  Stub:", "    \(stub)"]
      lines += ["  Examples of \(requirement):"] + examples.map { "    \($0)" }
      lines += spy.declarationLines
      lines += [
        "  To fix, stub the arguments of one of these examples; if the real type answers these arguments as stubbed, add an example that says so to the \(contract) contract."
      ]
    }
    return lines
  }

}

extension StrictFinding {
  /// The message of stub streams that the code under test was still iterating when the
  /// test ended, and that `endedBy` (strict mode, or MockKit at the end of an XCTest test)
  /// finished.
  static func iteratedStubStreamsLines(_ spy: SpyLabel, count: Int, endedBy: String)
    -> [String]
  {
    let streams =
      count == 1
      ? "a stream that \(spy.name) answered with"
      : "\(count) streams that \(spy.name) answered with"
    return [
      "The test ended while the code under test was still iterating \(streams); \(endedBy) "
        + "finished \(count == 1 ? "it" : "them")."
    ]
      + spy.declarationLines
      + [
        "  To fix, end the stream stub before the test ends, with finish() or finish(throwing:), "
          + "once the code under test has what the test expects."
      ]
  }
}
