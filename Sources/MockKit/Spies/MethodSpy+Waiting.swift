/// Waits on a spy and reports what went wrong; shared by every wait, so all report the
/// same message.
enum Waiting {
  static func forCalls<S: WaitableSpy>(
    _ spy: S, count: Int, timeout: WaitTimeout, at location: FailureLocation
  ) async -> Bool {
    let location = location.waited()
    if let misuse = CallCountExpectation.atLeast(count).misuse {
      Reporter.report(.invalidExpectation(misuse), at: location)
      return false
    }
    let outcome = await spy.wait(for: .count(count), timeout: timeout)
    guard outcome != .satisfied else { return true }
    // The strict scope the spy was created in reported the wait when it ended.
    guard outcome != .scopeEnded else { return false }
    let record = spy.callRecord
    // A call recorded between the timeout and this read met the condition after all.
    guard record.calls.count < count else { return true }
    let target = WaitTarget.calls(count <= 1 ? .atLeastOnce : .atLeast(count))
    report(outcome, record, target, timeout, calls: record.lines(), at: location)
    return false
  }

  static func forCall<S: WaitableSpy>(
    _ spy: S, equalTo expected: S.Input, _ equality: ElementwiseEquality<S.Input>,
    timeout: WaitTimeout, at location: FailureLocation
  ) async -> Bool {
    await forCall(
      spy, matching: ElementwiseMatch(equalTo: expected, equality), timeout: timeout,
      at: location)
  }

  static func forCall<S: WaitableSpy>(
    _ spy: S, matching elements: ElementwiseMatch<S.Input>, timeout: WaitTimeout,
    at location: FailureLocation
  ) async -> Bool {
    await forCall(
      spy, matching: elements.accepts, check: ArgumentCheck(elements), timeout: timeout,
      at: location)
  }

  static func forCall<S: WaitableSpy>(
    _ spy: S, matching matches: @escaping @Sendable (S.Input) -> Bool,
    check: ArgumentCheck<S.Input>, timeout: WaitTimeout, at location: FailureLocation
  ) async -> Bool {
    let location = location.waited()
    let outcome = await spy.wait(for: .matching(matches), timeout: timeout)
    guard outcome != .satisfied else { return true }
    // The strict scope the spy was created in reported the wait when it ended.
    guard outcome != .scopeEnded else { return false }
    let record = spy.callRecord
    guard !record.calls.contains(where: { matches($0.arguments) }) else { return true }
    let timedOut = outcome == .timedOut
    let target = WaitTarget.arguments(
      expectedCall: check.describe(record),
      difference: timedOut ? check.difference(in: record) : nil)
    let calls = record.lines(marking: { _ in timedOut })
    report(outcome, record, target, timeout, calls: calls, at: location)
    return false
  }

  /// Waits out `window` unless the spy records more than `allowed` calls first (by
  /// default, as many as it holds now), and reports the calls if it does; what
  /// `expectNoMoreCalls` and `XCTAssertNoMoreCalls` forward to.
  ///
  /// The limit is on the calls the spy holds, as every wait counts them: a `reset()`
  /// during the window forgets the calls so far, and the wait goes on. A cancelled task
  /// ends the wait at once, unreported: the window was cut short, not broken.
  static func forNoMoreCalls<S: WaitableSpy>(
    _ spy: S, afterCount allowed: Int?, within window: WaitTimeout, _ message: () -> String,
    at location: FailureLocation, isolation: isolated (any Actor)? = #isolation
  ) async -> Bool {
    let location = location.waited()
    func fail(_ failure: MockFailure) -> Bool {
      Reporter.report(failure.description(message: message()), at: location)
      return false
    }
    if let allowed, let misuse = CallCountExpectation.exactly(allowed).misuse {
      return fail(.invalidExpectation(misuse))
    }
    guard window.nanoseconds > 0 else {
      return fail(
        .invalidExpectation(
          "Cannot expect no more calls of \(spy.callRecord.label.name) within a window of zero "
            + "or less: the window must be longer than zero."
        ))
    }
    let deadline = Timeouts.deadline(after: window)
    let start = spy.callRecord
    let limit = allowed ?? start.calls.count
    guard limit <= start.calls.count else {
      return fail(.fewerCallsThanAllowed(start.label, allowed: limit, calls: start.lines()))
    }
    while true {
      switch await spy.wait(for: .count(limit + 1), until: deadline) {
      // The spy's lock orders the calls and the timeout: no call beyond the limit came
      // before the window ended.
      case .timedOut: return true
      // The window was cut short, not broken: nothing to report.
      case .cancelled: return false
      // The strict scope the spy was created in reported the wait when it ended.
      case .scopeEnded: return false
      case .satisfied:
        let record = spy.callRecord
        // Within the limit only if a reset forgot the call before this read, as if the
        // reset had come first: then the window goes on, to the same end.
        guard record.calls.count <= limit else {
          return fail(
            .moreCalls(
              record.label, allowed: limit, within: Timeouts.describe(window),
              calls: record.lines(marking: { $0 >= limit })))
        }
      }
    }
  }

  private static func report<Input>(
    _ outcome: WaitOutcome, _ record: CallRecord<Input>, _ target: WaitTarget,
    _ timeout: WaitTimeout, calls: [CallLine], at location: FailureLocation
  ) {
    let failure: MockFailure =
      outcome == .cancelled
      ? .waitCancelled(record.label, waitingFor: target, calls: calls)
      : .waitTimedOut(
        record.label, waitingFor: target, within: Timeouts.describe(timeout), calls: calls)
    Reporter.report(failure, at: location)
  }
}

extension FailureLocation {
  /// This location, for a wait that starts now: a failure it reports after its test ended
  /// names that test.
  fileprivate func waited() -> FailureLocation {
    var location = self
    location.origin = RunningTest.current.map { FailureOrigin(test: $0, event: .waited) }
    return location
  }
}

/// A spy that can be waited on.
protocol WaitableSpy<Input>: CallRecording {
  func wait(for condition: WaitCondition<Input>, timeout: WaitTimeout) async -> WaitOutcome
  /// The same wait, ending at `deadline`, a time from `Timeouts.deadline(after:)`.
  func wait(for condition: WaitCondition<Input>, until deadline: UInt64) async -> WaitOutcome
}

extension MethodSpy: WaitableSpy {
  func wait(for condition: WaitCondition<Input>, timeout: WaitTimeout) async -> WaitOutcome {
    let outcome = await core.wait(for: condition, timeout: timeout)
    if outcome == .satisfied { core.noteCallsLookedAt() }
    return outcome
  }

  func wait(for condition: WaitCondition<Input>, until deadline: UInt64) async -> WaitOutcome {
    let outcome = await core.wait(for: condition, until: deadline)
    if outcome == .satisfied { core.noteCallsLookedAt() }
    return outcome
  }
}

extension MethodSpy {
  /// Waits until the spy has recorded `count` calls, and reports a failure if it has not
  /// within `timeout`.
  ///
  /// Returns at once if the calls are already there; otherwise the recording call itself
  /// resumes the wait: no polling, no sleeping. If the waiting task is cancelled, the wait
  /// returns at once and reports that it was cancelled.
  ///
  /// ```swift
  /// let model = UserProfileViewModel(users: users)
  /// let loading = Task { await model.load(userID: "1") }
  /// await users.user.waitForCalls(1)
  /// ```
  ///
  /// - Parameters:
  ///   - count: How many calls to wait for, counting those already recorded.
  ///   - timeout: How long to wait; ``WaitTimeout/defaultWait`` (10 seconds) by default.
  ///   - fileID: Where a failure is reported; leave the default.
  ///   - filePath: Where a failure is reported; leave the default.
  ///   - line: Where a failure is reported; leave the default.
  ///   - column: Where a failure is reported; leave the default.
  /// - Returns: `true` once the calls are recorded; `false` after a timeout or
  ///   cancellation, which is also reported as a test failure.
  @discardableResult
  public final func waitForCalls(
    _ count: Int = 1,
    timeout: WaitTimeout = .defaultWait,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> Bool {
    await Waiting.forCalls(
      self, count: count, timeout: timeout,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Waits until the spy records a call whose arguments satisfy `predicate`, and reports
  /// a failure if none arrives within `timeout`.
  ///
  /// Calls recorded before the wait count too.
  ///
  /// ```swift
  /// await analytics.track.waitForCall(where: { $0.name == "payment_completed" })
  /// ```
  ///
  /// - Parameters:
  ///   - predicate: Decides whether a call is the awaited one. It runs outside the spy's
  ///     lock.
  ///   - timeout: How long to wait; ``WaitTimeout/defaultWait`` (10 seconds) by default.
  ///   - fileID: Where a failure is reported; leave the default.
  ///   - filePath: Where a failure is reported; leave the default.
  ///   - line: Where a failure is reported; leave the default.
  ///   - column: Where a failure is reported; leave the default.
  /// - Returns: `true` once such a call is recorded; `false` after a timeout or
  ///   cancellation, which is also reported as a test failure.
  @discardableResult
  public final func waitForCall(
    where predicate: @escaping @Sendable (Input) -> Bool,
    timeout: WaitTimeout = .defaultWait,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> Bool {
    await Waiting.forCall(
      self, matching: predicate, check: ArgumentCheck(predicate: predicate), timeout: timeout,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Waits until the spy records a call with `expected` arguments, and reports a failure
  /// if none arrives within `timeout`.
  ///
  /// ```swift
  /// await users.user.waitForCall(with: "1")
  /// await inventory.reserve.waitForCall(with: ("book-1", 2))
  /// ```
  ///
  /// - Parameters:
  ///   - expected: The awaited arguments: one `Equatable` value, or an unlabeled tuple of
  ///     `Equatable` values of any length, compared element by element.
  ///   - timeout: How long to wait; ``WaitTimeout/defaultWait`` (10 seconds) by default.
  ///   - fileID: Where a failure is reported; leave the default.
  ///   - filePath: Where a failure is reported; leave the default.
  ///   - line: Where a failure is reported; leave the default.
  ///   - column: Where a failure is reported; leave the default.
  /// - Returns: `true` once such a call is recorded; `false` after a timeout or
  ///   cancellation, which is also reported as a test failure.
  @discardableResult
  public final func waitForCall<each Element: Equatable & Sendable>(
    with expected: Input,
    timeout: WaitTimeout = .defaultWait,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> Bool where Input == (repeat each Element) {
    await Waiting.forCall(
      self, equalTo: expected, .elementwise(), timeout: timeout,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Waits until the spy records a call whose arguments `match` accepts, and reports a
  /// failure if none arrives within `timeout`.
  ///
  /// ```swift
  /// await users.user.waitForCall(with: .matching { $0.hasPrefix("guest-") })
  /// await payments.charge.waitForCall(with: .arguments(.any, .equal(to: "EUR")))
  /// ```
  ///
  /// - Parameters:
  ///   - match: What the argument must be, or for several, one match per argument
  ///     (``ArgumentMatch/arguments(_:_:)``).
  ///   - timeout: How long to wait; ``WaitTimeout/defaultWait`` (10 seconds) by default.
  ///   - fileID: Where a failure is reported; leave the default.
  ///   - filePath: Where a failure is reported; leave the default.
  ///   - line: Where a failure is reported; leave the default.
  ///   - column: Where a failure is reported; leave the default.
  /// - Returns: `true` once such a call is recorded; `false` after a timeout or
  ///   cancellation, which is also reported as a test failure.
  @discardableResult
  public final func waitForCall(
    with match: ArgumentMatch<Input>,
    timeout: WaitTimeout = .defaultWait,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> Bool {
    await Waiting.forCall(
      self, matching: ElementwiseMatch(match), timeout: timeout,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// A new stream of the calls the spy records from now on, in the order it records them.
  ///
  /// Each call subscribes a new consumer, which sees every call recorded after it
  /// subscribed. The stream finishes when the spy is reset (``reset()``) or
  /// deinitialized, and when a `for await` loop over it has waited `timeout` for a call
  /// that has not come: then it also reports a failure that lists the spy's calls. Bound
  /// the loop by the calls you expect, and `break` after the last.
  ///
  /// ```swift
  /// let calls = analytics.track.callStream()  // sees every call from now on
  /// Task { _ = try await checkout.pay(orderID: "o-1", amount: 42) }
  ///
  /// var events: [String] = []
  /// for await call in calls {
  ///   events.append(call.arguments.name)
  ///   if events.count == 2 { break }
  /// }
  /// #expect(events == ["payment_started", "payment_completed"])
  /// ```
  ///
  /// - Parameters:
  ///   - timeout: How long the loop may wait for each call before the stream finishes and
  ///     the wait is reported. Defaults to ``WaitTimeout/defaultWait``.
  ///   - fileID: Where a failure is reported; leave the default.
  ///   - filePath: Where a failure is reported; leave the default.
  ///   - line: Where a failure is reported; leave the default.
  ///   - column: Where a failure is reported; leave the default.
  /// - Returns: A stream of the calls recorded from now on.
  public final func callStream(
    timeout: WaitTimeout = .defaultWait,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> CallStream<Input> {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let (id, calls) = core.makeCallStream()
    return CallStream(
      calls: calls, id: id,
      willWait: { [weak self] in
        guard let self, let taken = self.core.callStreamWillWait(id) else { return }
        Timeouts.schedule(afterNanoseconds: timeout.nanoseconds) { [weak self] in
          self?.core.expireCallStream(id, ifTaken: taken)
        }
      },
      took: { [weak self] in self?.core.callStreamTook(id) },
      // The loop's own task reports the timeout, as it ends: the failure belongs to its test.
      ended: { [weak self] in
        guard let self, self.core.callStreamTimedOut(id) else { return }
        let record = self.core.callRecordForMessage
        Reporter.report(
          .callStreamTimedOut(
            record.label, within: Timeouts.describe(timeout), calls: record.lines()),
          at: location)
      })
  }
}
