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

    // Calls that missed a stub no call used: the potential stubbing problem. A stub named
    // there is not reported again as unused.
    let unused = strict.whenStubs.indices.filter { !strict.isUsed[$0] }
    var named: Set<Int> = []
    if !unused.isEmpty {
      for missed in strict.missedCalls {
        let ranked = unused.sorted {
          rank(strict.whenStubs[$0], $0, missed, left.name)
            < rank(strict.whenStubs[$1], $1, missed, left.name)
        }
        let closest = strict.whenStubs[ranked[0]]
        named.formUnion(ranked)
        findings.append(
          (
            .strict(
              .missedStub(
                label, call: left.name.line(missed.number, missed.call.arguments),
                answeredByDefault: missed.byDefault,
                closestStub: describe(closest, left.name),
                differences: closest.elements.map {
                  differences(stubbed: $0, called: missed.call.arguments, left.name)
                } ?? [],
                otherStubs: ranked.dropFirst().map { describe(strict.whenStubs[$0], left.name) }
              )
            ), closest.location
          ))
      }
    }
    for index in unused where !named.contains(index) {
      let origin = strict.whenStubs[index]
      findings.append(
        (
          .strict(.unusedStub(label, stub: describe(origin, left.name), calls: calls.lines())),
          origin.location
        ))
    }

    // Queued responses left over: the last `queuedCount` ones queued.
    var unusedLeft = left.queuedCount
    var leftOver: [(MockFailure, FailureLocation)] = []
    for entry in strict.enqueued.reversed() where unusedLeft > 0 {
      let unusedHere = min(entry.count, unusedLeft)
      unusedLeft -= unusedHere
      leftOver.append(
        (
          .strict(
            .unusedQueuedResponses(
              label, unused: unusedHere, queued: entry.count, calls: calls.lines())),
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
    if level.contains(.verifyCalls), strict.verifiedCount < left.calls.count {
      let unverified = calls.lines().dropFirst(strict.verifiedCount)
      findings.append((.strict(.unverifiedCalls(label, calls: Array(unverified))), core.location))
    }
    if level.contains(.contracts), let backing = record.keptContract {
      findings += unbackedStubs(strict.added, backing, left.name)
    }
    return findings
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
      return strict.whenStubs[index].location
    }
    return nil
  }

  /// How close a stub is to the missed call: fewer arguments that do not match first,
  /// then the newest stub; a predicate stub, which shows no arguments, last.
  private func rank(
    _ origin: StrictRecord<Input, Output, Failure>.StubOrigin, _ index: Int,
    _ missed: StrictRecord<Input, Output, Failure>.MissedCall, _ name: SpyName
  ) -> (Int, Int) {
    guard let elements = origin.elements else { return (.max, -index) }
    let differing = elements.comparisons(missed.call.arguments).filter { !$0.matches }.count
    return (differing, -index)
  }

  private func describe(_ origin: StrictRecord<Input, Output, Failure>.StubOrigin, _ name: SpyName)
    -> String
  {
    render(stubOf: origin.elements, name)
  }

  /// A `when` stub as messages print it: what it expects of each argument, or that a
  /// predicate decides when it has none (`elements` is `nil`).
  func render(stubOf elements: ElementwiseMatch<Input>?, _ name: SpyName) -> String {
    guard let elements else { return "\(name.text) with arguments that satisfy the predicate" }
    return name.render(expected: elements)
  }

  /// One line per argument that does not match: `id: "43" in the call, "42" in the
  /// stub`.
  private func differences(
    stubbed: ElementwiseMatch<Input>, called: Input, _ name: SpyName
  ) -> [String] {
    let comparisons = stubbed.comparisons(called)
    let labels = CallFormatter.labels(of: name.text, count: comparisons.count)
    return comparisons.enumerated().compactMap { index, comparison in
      guard !comparison.matches else { return nil }
      let label = labels[index].map { "\($0): " } ?? "argument \(index + 1): "
      let element = ArgumentDifference.Element(
        comparison, position: comparisons.count == 1 ? nil : index + 1, label: labels[index],
        name: name)
      let actual = element.actual
      return switch element.kind {
      case .unequal, .excerpted: "\(label)\(actual) in the call, \(element.expected) in the stub"
      case .rejected: "\(label)\(actual) in the call, which the stub's predicate rejects"
      case .printsAlike:
        "\(label)\(actual) in the call prints the same as in the stub, but is not equal (== returned false)"
      case .otherInstance:
        "\(label)\(actual) in the call prints the same as in the stub, but is another instance, not equal to it (== returned false)"
      }
    }
  }
}
