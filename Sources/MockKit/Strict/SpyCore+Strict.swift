extension SpyCore {
  /// Marks the matched stub at `index` used, unless a reset has removed it since the call
  /// was recorded. Only a strict spy calls this: the matchers ran unlocked, so marking
  /// takes the lock once more.
  @inlinable
  func markUsed(_ index: Int, generation: UInt64) {
    state.withLock { state in
      guard state.generation == generation else { return }
      state.strict?.markUsed(index)
    }
  }

  /// A wait that a call satisfied looked at the calls, as an assertion does: strict mode
  /// counts every call recorded so far looked at.
  func markCallsVerified() {
    guard isStrict else { return }
    state.withLock { state in state.strict?.verifiedCount = state.calls.count }
  }

  /// The stub's origin, kept if a strict scope tracks the spy.
  func addMatched(
    _ origin: StubOrigin<Input>, _ matcher: Matcher<Input>, _ stub: Stub<Input, Output, Failure>,
    findMatch: FindMatch<Input, Output, Failure>?
  ) {
    state.withLock { state in
      state.matchedStubs.append(MatchedStub(matcher: matcher, stub: stub))
      if state.findMatch == nil { state.findMatch = findMatch }
      state.strict?.noteWhen(origin)
    }
  }

  @inlinable
  func enqueue(
    _ stubs: some Collection<Stub<Input, Output, Failure>>, fileID: StaticString,
    filePath: StaticString, line: UInt, column: UInt
  ) {
    state.withLock { state in
      state.queue.append(contentsOf: stubs)
      state.strict?.noteEnqueued(
        stubs.count, fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }

  /// Makes `stub`, which holds calls, the default.
  func setHoldingDefault(_ stub: Stub<Input, Output, Failure>, at location: FailureLocation) {
    state.withLock { state in
      state.defaultStub = stub
      state.strict?.holdingDefault = location
    }
  }
}

extension SpyCore: StrictlyChecked {
  func strictFindings(verifyingCalls: Bool) -> [(MockFailure, FailureLocation)] {
    let taken = state.withLock { state -> Taken? in
      guard let strict = state.strict else { return nil }
      let streams = Array(state.streams.values)
      state.streams.removeAll()
      let waits = state.countWaiters.count + state.matchWaiters.count
      // The calls are put together as values only for a finding that lists them: a spy
      // that a test called a million times and that has nothing to report costs nothing.
      let listsCalls =
        strict.isUsed.contains(false) || !state.queue.isEmpty || waits > 0
        || (verifyingCalls && strict.verifiedCount < state.calls.count)
      return Taken(
        strict: strict, calls: listsCalls ? state.calls.snapshot() : [],
        callCount: state.calls.count, firstCaller: state.firstCaller,
        matchedStubs: state.matchedStubs, queueCount: state.queue.count,
        defaultHolds: state.defaultStub.map(\.holds) ?? false,
        holds: state.liveHolds, waits: waits, streams: streams)
    }
    guard let taken else { return [] }
    let record = CallRecord(calls: taken.calls, identity: identity, firstCaller: taken.firstCaller)
    let label = record.label
    let strict = taken.strict
    var findings: [(MockFailure, FailureLocation)] = []

    // Calls that missed a stub no call used: the potential stubbing problem. A stub named
    // there is not reported again as unused.
    let unused = strict.whenStubs.indices.filter { !strict.isUsed[$0] }
    var named: Set<Int> = []
    if !unused.isEmpty {
      for missed in strict.missedCalls {
        let ranked = unused.sorted { rank($0, missed, strict) < rank($1, missed, strict) }
        let closest = strict.whenStubs[ranked[0]].origin
        named.formUnion(ranked)
        let call = CallLine(number: missed.number, text: record.render(missed.call.arguments))
        findings.append(
          (
            .strict(
              .missedStub(
                label, call: call, answeredByDefault: missed.byDefault,
                closestStub: describe(closest, record),
                differences: closest.expected.map {
                  differences(stubbed: $0, called: missed.call.arguments, record.name)
                } ?? [],
                otherStubs: ranked.dropFirst().map { describe(strict.whenStubs[$0].origin, record) }
              )
            ), closest.location
          ))
      }
    }
    for index in unused where !named.contains(index) {
      let origin = strict.whenStubs[index].origin
      findings.append(
        (
          .strict(.unusedStub(label, stub: describe(origin, record), calls: record.lines())),
          origin.location
        ))
    }

    // Queued responses left over: the last `queueCount` ones queued.
    var left = taken.queueCount
    var leftOver: [(MockFailure, FailureLocation)] = []
    for entry in strict.enqueued.reversed() where left > 0 {
      let unusedHere = min(entry.count, left)
      left -= unusedHere
      leftOver.append(
        (
          .strict(
            .unusedQueuedResponses(
              label, unused: unusedHere, queued: entry.count, calls: record.lines())),
          entry.location
        ))
    }
    findings += leftOver.reversed()

    // Held calls never resumed: ended here, quietly, and reported at their stub.
    for hold in taken.holds where hold.end(.testEnded) {
      let line = CallLine(number: hold.number, text: record.render(hold.call.arguments))
      let location =
        holdingStub(for: hold.call.arguments, taken) ?? strict.holdingDefault ?? site.location
      findings.append(
        (.heldCallNotResumed(label, call: line, reason: "the test ended"), location))
    }
    if taken.waits > 0 {
      findings.append(
        (.strict(.pendingWaits(label, count: taken.waits, calls: record.lines())), site.location))
    }
    if !taken.streams.isEmpty {
      for stream in taken.streams { stream.finish() }
      findings.append((.strict(.openStreams(label, count: taken.streams.count)), site.location))
    }
    if verifyingCalls, strict.verifiedCount < taken.callCount {
      let calls = record.lines().dropFirst(strict.verifiedCount)
      findings.append((.strict(.unverifiedCalls(label, calls: Array(calls))), site.location))
    }
    return findings
  }

  /// What a strict check takes from the spy's state in one locked step.
  private struct Taken {
    let strict: StrictRecord<Input>
    /// Every call, when a finding lists them; empty otherwise.
    let calls: [SpyCall<Input>]
    let callCount: Int
    let firstCaller: StaticString?
    let matchedStubs: [MatchedStub<Input, Output, Failure>]
    let queueCount: Int
    let defaultHolds: Bool
    let holds: [Hold<Input, Output, Failure>]
    let waits: Int
    let streams: [AsyncStream<SpyCall<Input>>.Continuation]
  }

  /// Where the matched stub that holds calls with `arguments` was added: the newest one
  /// whose matcher accepts them. Matchers run here, unlocked.
  private func holdingStub(for arguments: Input, _ taken: Taken) -> FailureLocation? {
    let stubs = zip(taken.matchedStubs, taken.strict.whenStubs)
    for (matched, record) in stubs.reversed()
    where matched.stub.holds
      && matched.matcher.accepts(arguments, equals: matched.matcher.equals ?? { _, _ in false })
    {
      return record.origin.location
    }
    return nil
  }

  /// How close the stub at `index` is to the missed call: fewer differing arguments
  /// first, then the newest stub; a predicate stub, which shows no arguments, last.
  private func rank(
    _ index: Int, _ missed: StrictRecord<Input>.MissedCall, _ strict: StrictRecord<Input>
  )
    -> (Int, Int)
  {
    guard let expected = strict.whenStubs[index].origin.expected else { return (.max, -index) }
    let stubbed = CallFormatter.values(of: expected)
    let called = CallFormatter.values(of: missed.call.arguments)
    let differing =
      zip(stubbed, called).filter { $0 != $1 }.count + abs(stubbed.count - called.count)
    return (differing, -index)
  }

  private func describe(_ origin: StubOrigin<Input>, _ record: CallRecord<Input>) -> String {
    guard let expected = origin.expected else {
      return "\(record.name) with arguments that satisfy the predicate"
    }
    return record.render(expected)
  }

  /// One line per argument that differs: `id: "43" in the call, "42" in the stub`.
  private func differences(stubbed: Input, called: Input, _ name: String) -> [String] {
    let stubbedValues = CallFormatter.values(of: stubbed)
    let calledValues = CallFormatter.values(of: called)
    let labels = CallFormatter.labels(of: name, count: calledValues.count)
    return zip(stubbedValues, calledValues).enumerated().compactMap { index, pair in
      guard pair.0 != pair.1 else { return nil }
      let label = labels[index].map { "\($0): " } ?? "argument \(index + 1): "
      return "\(label)\(pair.1) in the call, \(pair.0) in the stub"
    }
  }
}

extension Stub {
  /// Whether the stub holds its calls.
  var holds: Bool {
    if case .holding = self { return true }
    return false
  }
}
