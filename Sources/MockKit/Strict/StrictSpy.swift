/// A spy a strict scope tracks: its engine, and the record strict mode keeps of it.
struct StrictSpy<Input: Sendable, Output: Sendable, Failure: Error>: StrictlyChecked {
  let core: SpyCore<Input, Output, Failure>
  let record: StrictRecord<Input, Output, Failure>

  /// What the spy leaves unfinished, and what else `level` checks, each finding with where
  /// it points. Ends what is still held, pending or open, so nothing outlives the test.
  func strictFindings(_ level: StrictMocks.Level) -> [(MockFailure, FailureLocation)] {
    let left = core.endOpenWork()
    let strict = record.snapshot
    let calls = CallRecord(calls: left.calls, name: left.name)
    let label = calls.label
    var findings: [(MockFailure, FailureLocation)] = []

    // Calls that missed a stub no call used, then the stubs no call used that those do not
    // name. The engine's stubs and the record were read under two locks: a `when` stub
    // added in between, by a task that outlived the test, is in the record only, and is
    // left out.
    let unused = strict.whenStubs.indices.filter {
      $0 < left.matchedExpectations.count && !strict.isUsed[$0]
    }
    let (missed, named) = missedStubFindings(unused, strict, left, label)
    findings += missed
    for index in unused where !named.contains(index) {
      let stub = left.name.render(stubOf: left.matchedExpectations[index])
      let finding: StrictFinding
      if let (newer, matching) = shadowing(index, left) {
        let newerAt = strict.whenStubs[newer].sourceLocation
        finding = .shadowedStub(
          label, stub: stub, newer: left.name.render(stubOf: left.matchedExpectations[newer]),
          newerAt: "\(newerAt.fileID):\(newerAt.line)",
          calls: calls.lines().filter { matching.contains($0.number) })
      } else {
        finding = .unusedStub(label, stub: stub, calls: calls.lines())
      }
      findings.append((.strict(finding), strict.whenStubs[index]))
    }

    // Queued responses left over: the last ones queued, each `enqueue` reported at its line.
    var unusedLeft = left.unusedQueue[...]
    var leftOver: [(MockFailure, FailureLocation)] = []
    for entry in strict.enqueued.reversed() where !unusedLeft.isEmpty {
      let unusedHere = unusedLeft.suffix(entry.count)
      unusedLeft = unusedLeft.dropLast(unusedHere.count)
      leftOver.append(
        (
          .strict(
            .unusedQueuedResponses(
              label, unused: unusedHere.map(Self.describeQueued), queued: entry.count,
              calls: calls.lines())),
          entry.location
        ))
    }
    findings += leftOver.reversed()

    // Held calls never resumed: ended quietly, and reported here at their stub.
    for (call, number) in left.endedHolds {
      let location =
        holdingStub(for: call.arguments, left, strict) ?? strict.holdingDefault ?? core.location
      findings.append(
        (
          .heldCallNotResumed(
            label, call: left.name.line(number, call.arguments), reason: "the test ended"),
          location
        ))
    }
    if left.pendingWaits > 0 {
      findings.append(
        (
          .strict(.pendingWaits(label, count: left.pendingWaits, calls: calls.lines())),
          core.location
        ))
    }
    if left.openStreams > 0 {
      findings.append((.strict(.openStreams(label, count: left.openStreams)), core.location))
    }
    if left.endedOpenAnswers > 0 {
      findings.append(
        (.strict(.iteratedStubStreams(label, count: left.endedOpenAnswers)), core.location))
    }
    if level.contains(.verifyCalls), strict.verifiedCount < left.calls.count {
      let unverified = calls.lines().dropFirst(strict.verifiedCount)
      findings.append((.strict(.unverifiedCalls(label, calls: Array(unverified))), core.location))
    }
    if level.contains(.contracts), let backing = record.keptContract {
      findings += unbackedStubs(strict.added, backing, left.name)
    }
    return findings
  }

  /// The calls that missed a `when` stub no call used (the `unused` ones): the potential
  /// stubbing problem, each at its closest stub. Also the stubs named, closest or among
  /// the others, which are not reported again as unused, including by a call reported
  /// when it was made.
  private func missedStubFindings(
    _ unused: [Int], _ strict: StrictRecord<Input, Output, Failure>.Bookkeeping,
    _ left: SpyLeftovers<Input, Output, Failure>, _ label: SpyLabel
  ) -> (findings: [(MockFailure, FailureLocation)], named: Set<Int>) {
    guard !unused.isEmpty else { return ([], []) }
    let name = left.name
    let expectations = left.matchedExpectations
    var findings: [(MockFailure, FailureLocation)] = []
    var named: Set<Int> = []
    for missed in strict.missedCalls {
      let arguments = missed.call.arguments
      let ranked = StubMiss.ranking(unused, of: expectations, for: arguments)
      named.formUnion(ranked)
      if missed.wasReported { continue }
      let miss = StubMiss(arguments, ranked: ranked, of: expectations, name)
      findings.append(
        (
          .strict(
            .missedStub(
              label, call: name.line(missed.number, arguments),
              answeredByDefault: missed.byDefault, miss: miss)),
          strict.whenStubs[ranked[0]]
        ))
    }
    return (findings, named)
  }

  /// The newer `when` stub that answered the calls the unused stub at `index` matches, and
  /// the numbers of those calls: stubs are tried newest first, so a general stub added
  /// after a specific one answers its calls. `nil` when no call matches the stub, or when
  /// none that does matches a newer one (it came before the stub was added). Matchers run
  /// here, unlocked.
  private func shadowing(_ index: Int, _ left: SpyLeftovers<Input, Output, Failure>)
    -> (newer: Int, calls: Set<Int>)?
  {
    let stubs = left.matchedStubs
    guard stubs.indices.contains(index) else { return nil }
    var newer: Int?
    var calls: Set<Int> = []
    for (offset, call) in left.calls.enumerated() where stubs[index].accepts(call.arguments) {
      let answering = stubs.indices.reversed().first { candidate in
        candidate > index && stubs[candidate].accepts(call.arguments)
      }
      guard let answering else { continue }
      newer = newer ?? answering
      calls.insert(offset + 1)
    }
    return newer.map { ($0, calls) }
  }

  /// A queued response, as the report of those never used lists it.
  private static func describeQueued(_ stub: Stub<Input, Output, Failure>) -> String {
    switch stub {
    case .value where Output.self == Void.self: "return"
    case .value(let output): "return \(CallFormatter.render(value: output))"
    case .failure(let error): "throw \(describe(error: error))"
    case .answer, .asyncAnswer: "answer with a closure"
    case .holding: "hold the call"
    }
  }

  /// Where the matched stub that holds calls with `arguments` was added: the newest one
  /// whose matcher accepts them. Matchers run here, unlocked.
  private func holdingStub(
    for arguments: Input, _ left: SpyLeftovers<Input, Output, Failure>,
    _ strict: StrictRecord<Input, Output, Failure>.Bookkeeping
  ) -> FailureLocation? {
    for (index, matched) in left.matchedStubs.enumerated().reversed()
    where matched.stub.holds && matched.accepts(arguments)
      && strict.whenStubs.indices.contains(index)
    {
      return strict.whenStubs[index]
    }
    return nil
  }
}
