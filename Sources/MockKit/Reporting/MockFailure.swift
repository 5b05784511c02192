/// Every failure MockKit reports, as data; `description` is the one place messages are
/// worded.
///
/// Grammar: what happened, then what was expected, then indented labelled blocks
/// (`Expected:`, `Calls:`, `Declared at:`), then how to fix it when there is a clear fix.
enum MockFailure: Sendable, CustomStringConvertible {
  /// A spy's call count did not meet the expectation.
  case callCount(SpyLabel, expected: CallCountExpectation, calls: [CallLine], expectedCall: String?)
  /// A spy was called, but not with the expected arguments; `difference` points at the
  /// arguments of the closest call that differ, when there is something to point at.
  case arguments(
    SpyLabel, scope: ArgumentScope, expectedCall: String, calls: [CallLine],
    difference: ArgumentDifference?)
  /// Calls across spies did not happen in the expected order.
  /// `tooFewCalls` names each spy called, but fewer times than the order lists it, with
  /// both counts.
  case order(
    expected: [String], neverCalled: [String], tooFewCalls: [OrderShortfall] = [],
    calls: [CallLine])
  /// Spies of a mock recorded calls that no one expected.
  case unexpectedCalls(subject: String, calls: [CallLine])
  /// `expectNoOtherCalls(on:)` was given a spy, not the mock that holds it, and the spy was
  /// called.
  case unexpectedCallsOfSpy(SpyLabel, calls: [CallLine])
  /// An assertion was given an expectation it cannot check, such as a negative count.
  case invalidExpectation(String)
  /// A mock given to a "no other calls" check holds no spies.
  case noSpies(subject: String)
  /// A call found no matched stub, queued response or default, and must return a value;
  /// `throwing` says whether the call threw `MockKitError.unstubbed` (a
  /// `throws(PaymentError)` method cannot, but can be stubbed to throw); `returnsStream`,
  /// whether it returns a stream that `returnsStream()` can stub; `queueTaken`, how many
  /// queued responses earlier calls took.
  case unstubbed(
    SpyLabel, call: CallLine, throwing: MethodThrows, returnsStream: Bool = false,
    missed: StubMiss? = nil, queueTaken: Int = 0)
  /// A spy of a mock registered as unimplemented for `service` was called.
  case unimplementedServiceCalled(SpyLabel, service: String, call: CallLine)
  /// A synchronous call reached an `async` answer, or a stub that holds calls.
  case requiresAwait(SpyLabel, call: CallLine, holds: Bool)
  /// A wait for calls ran out of time.
  case waitTimedOut(SpyLabel, waitingFor: WaitTarget, within: String, calls: [CallLine])
  /// The task waiting for calls was cancelled.
  case waitCancelled(SpyLabel, waitingFor: WaitTarget, calls: [CallLine])
  /// A loop over a call stream waited `within` for a call that did not come, and the
  /// stream finished.
  case callStreamTimedOut(SpyLabel, within: String, calls: [CallLine])
  /// A spy recorded more calls than a wait for no more calls allowed, before its window
  /// `within` ended; `calls` marks those beyond `allowed`.
  case moreCalls(SpyLabel, allowed: Int, within: String, calls: [CallLine])
  /// A wait for no more calls was to allow more calls than the spy had recorded.
  case fewerCallsThanAllowed(SpyLabel, allowed: Int, calls: [CallLine])
  /// No call was held within the wait for one.
  case noHeldCall(SpyLabel, within: String, calls: [CallLine], holds: Bool)
  /// The task waiting for a held call was cancelled.
  case heldCallWaitCancelled(SpyLabel)
  /// A held call was resumed a second time.
  case resumedTwice(SpyLabel, call: CallLine)
  /// A held call that had already ended otherwise (`how`) was resumed.
  case heldCallAlreadyEnded(SpyLabel, call: CallLine, how: String)
  /// A held call was ended without the test resuming it.
  case heldCallNotResumed(SpyLabel, call: CallLine, reason: String)
  /// A `StubQueue` with the `.fail` policy was asked for more than it held.
  case queueExhausted(queue: String, handedOut: Int, declaredAt: String)
  /// A call of a generic method was answered with a value of another type than it returns;
  /// `stubbed` is that value's type, `nil` for `nil`. `throwing` says whether the call
  /// threw `MockKitError.stubTypeMismatch`.
  case stubTypeMismatch(
    SpyLabel, stubbed: String?, expected: String, call: CallLine, throwing: MethodThrows)
  /// A stub threw an error that the typed-throws method cannot throw.
  case errorTypeMismatch(SpyLabel, thrown: String, expected: String, call: CallLine)
  /// A ``ClosureArgument``'s closure was read after the mocked call returned; `parameter`
  /// is the closure's parameter, when the mock named it, and `function` the mocked method.
  case closureArgumentEnded(parameter: String?, function: String)
  /// A `StreamStub`'s streams had ended when the test yielded `element`, which is dropped.
  case streamElementAfterEnd(SpyLabel, element: String)
  /// The spy's reset had ended a `StreamStub`'s streams when the test yielded `element`,
  /// which is dropped.
  case streamElementAfterReset(SpyLabel, element: String)
  /// The code under test waited `within` for an element of a `StreamStub`'s stream that
  /// the test neither yielded nor finished, and the stream finished.
  case streamTimedOut(SpyLabel, within: String, calls: [CallLine])
  /// No stream of a `StreamStub` was iterated within the wait's timeout; `calls` is how
  /// many calls the spy had.
  case streamNotIterated(SpyLabel, calls: Int, within: String)
  /// A wait for a `StreamStub`'s streams to be iterated was cancelled.
  case streamWaitCancelled(SpyLabel)
  /// An XCTest test ended while the code under test was still iterating `count` streams of
  /// a `StreamStub` made during it, which MockKit finished.
  case streamsIteratedAtTestEnd(SpyLabel, count: Int)
  /// The last reference to a `StreamStub` went (its mock released, the test holding none)
  /// while the code under test was still iterating `count` of its streams, which MockKit
  /// finished.
  case streamStubReleasedWhileIterated(SpyLabel, count: Int)
  /// What a strict scope found when it ended; see ``StrictFinding``.
  case strict(StrictFinding)
  /// What replaying a contract's example found; see ``ContractFinding``.
  case contract(ContractFinding)

  var description: String {
    var lines: [String]
    switch self {
    case let .callCount(spy, expected, calls, expectedCall):
      let headline =
        calls.isEmpty
        ? "\(spy.name) was never called, but expected \(expected.phrase)."
        : "\(spy.name) was called \(times(calls.count)), but expected \(expected.phrase)."
      lines = [headline]
      if let expectedCall { lines += ["  Expected:", "    \(expectedCall)"] }
      lines += callBlock("Calls:", calls)
      lines += spy.declarationLines

    case let .arguments(spy, scope, expectedCall, calls, difference):
      lines = ["\(spy.name) \(scope.headline)"]
      lines += ["  Expected:", "    \(expectedCall)"]
      lines += callBlock("Calls:", calls)
      lines += difference?.lines ?? []
      lines += spy.declarationLines

    case let .order(expected, neverCalled, tooFewCalls, calls):
      if let first = tooFewCalls.first, neverCalled.isEmpty {
        // One is enough to say why: the order lists a spy more often than it was called.
        lines = [
          "Calls were not made in the expected order: \(first.name) is listed \(times(first.listed)), "
            + "but was called \(times(first.called))."
        ]
      } else if neverCalled.isEmpty {
        lines = ["Calls were not made in the expected order."]
      } else {
        let names = listing(neverCalled)
        let verb = neverCalled.count == 1 ? "was" : "were"
        lines = ["Calls were not made in the expected order: \(names) \(verb) never called."]
      }
      lines.append("  Expected order:")
      lines += expected.enumerated().map { "    \($0.offset + 1). \($0.element)" }
      lines += callsOrNone(calls)

    case let .unexpectedCalls(subject, calls):
      lines = [
        "\(subject) received \(calls.count == 1 ? "1 unexpected call" : "\(calls.count) unexpected calls")."
      ]
      lines += callBlock("Calls:", calls)
      lines += [
        "  To fix, assert on these calls, then name their spies in except:, or reset them with resetCalls()."
      ]

    case let .unexpectedCallsOfSpy(spy, calls):
      lines = [
        "\(spy.name) received \(calls.count == 1 ? "1 call" : "\(calls.count) calls"), but was given to "
          + "expectNoOtherCalls(on:), which checks that a mock's spies received no other calls."
      ]
      lines += callBlock("Calls:", calls)
      lines += spy.declarationLines
      lines += [
        "  To fix, pass the mock that holds this spy; to check that the spy alone was not called, "
          + "use expectNotCalled(_:) or XCTAssertNotCalled(_:)."
      ]

    case let .invalidExpectation(problem):
      lines = [problem]

    case let .noSpies(subject):
      lines = [
        "\(subject) has no spies to check: no stored property is a Spy or a ThrowingSpy.",
        "  To fix, pass the mock that holds the spies, not a value or a copy of them.",
      ]

    case let .unstubbed(spy, call, throwing, returnsStream, missed?, _):
      // `when` stubs exist, and none accepts the call: the closest tells what to correct.
      lines = [
        "\(spy.name) was called with arguments no stub matches"
          + (throwing.throwsMockKitError ? ", so it threw MockKitError.unstubbed." : ".")
      ]
      lines += callBlock("Call:", [call])
      lines += missed.lines(othersHeading: "Other stubs:")
      lines += spy.declarationLines
      lines += [
        "  To fix, stub the arguments the code under test passes, or correct the code under test; "
          + (returnsStream ? ".returnsStream()" : ".returns(value)")
          + " answers every call no stub matches."
      ]

    case let .unstubbed(spy, call, throwing, returnsStream, nil, queueTaken) where queueTaken > 0:
      // The test stubbed the calls with a queue, and this call came after it was used up.
      let responses =
        queueTaken == 1
        ? "the 1 response queued for it was used"
        : "the \(queueTaken) responses queued for it were used"
      lines = [
        "\(spy.name) was called after \(responses)"
          + (throwing.throwsMockKitError ? ", so it threw MockKitError.unstubbed." : ".")
      ]
      lines += callBlock("Call:", [call])
      lines += spy.declarationLines
      lines += [
        "  To fix, enqueue a response for each call the code under test makes, or add "
          + (returnsStream ? ".returnsStream()" : ".returns(value)")
          + " to answer the calls after the queue."
      ]

    case let .unstubbed(spy, call, throwing, returnsStream, nil, _):
      lines = [
        "\(spy.name) was called without a stub to answer it"
          + (throwing.throwsMockKitError ? ", so it threw MockKitError.unstubbed." : ".")
      ]
      lines += callBlock("Call:", [call])
      lines += spy.declarationLines
      lines += ["  To fix, stub it before the call with one of:"]
      if returnsStream {
        lines.append("    .returnsStream() to answer with streams the test drives")
      }
      lines += [
        "    .returns(value) to answer every call",
        "    .enqueue(value, …) to answer the next calls in order",
        "    .when(arguments).returns(value) to answer these arguments only",
      ]
      if throwing != .nothing { lines.append("    .throws(error) to fail every call") }

    case let .unimplementedServiceCalled(spy, service, call):
      lines = ["\(service) is unimplemented in this test, but \(spy.name) was called."]
      lines += callBlock("Call:", [call])
      lines += spy.declarationLines
      lines += [
        "  To fix, if the test expects this call, stub it on the mock registered as unimplemented, "
          + "or register \(service) with a mock stubbed for it."
      ]

    case let .requiresAwait(spy, call, holds):
      let stub = holds ? "holds its calls" : "has an async answer"
      lines = ["\(spy.name) \(stub), but was called synchronously."]
      lines += callBlock("Call:", [call])
      lines += spy.declarationLines
      lines += [
        "  To fix, call the spy with await from an async method, or give it a synchronous answer."
      ]

    case let .waitTimedOut(spy, target, within, calls):
      switch (target, calls.isEmpty) {
      case (.calls(let expected), true):
        lines = ["\(spy.name) was never called, but expected \(expected.phrase) within \(within)."]
      case (.calls(let expected), false):
        lines = [
          "\(spy.name) was called \(times(calls.count)), but expected \(expected.phrase) within \(within)."
        ]
      case (.arguments, true):
        lines = ["\(spy.name) was never called, but expected to be called within \(within)."]
      case (.arguments, false):
        lines = ["\(spy.name) was never called with the expected arguments within \(within)."]
      }
      lines += target.expectedLines
      lines += callBlock("Calls:", calls)
      lines += target.differenceLines
      lines += spy.declarationLines

    case let .callStreamTimedOut(spy, within, calls):
      lines = [
        "A for-await loop over a call stream of \(spy.name) waited \(within) for a call that did not come, so the stream finished."
      ]
      lines += callsOrNone(calls)
      lines += spy.declarationLines
      lines += [
        "  To fix, end the loop after the calls the test expects, or check why the code under test did not make the next call."
      ]

    case let .waitCancelled(spy, target, calls):
      lines = ["Stopped waiting for \(spy.name) \(target.phrase): the waiting task was cancelled."]
      lines += target.expectedLines
      lines += callBlock("Calls:", calls)
      lines += spy.declarationLines

    case let .moreCalls(spy, allowed, within, calls):
      let expected = allowed == 0 ? "no calls" : "no more than \(numberOfCalls(allowed))"
      lines = [
        "\(spy.name) was called \(times(calls.count)), but expected \(expected) within \(within)."
      ]
      lines += callBlock("Calls:", calls)
      lines += spy.declarationLines

    case let .fewerCallsThanAllowed(spy, allowed, calls):
      let recorded = calls.isEmpty ? "it was never called" : "it was called \(times(calls.count))"
      lines = [
        "Cannot expect no more calls of \(spy.name) after \(numberOfCalls(allowed)): \(recorded)."
      ]
      lines += callBlock("Calls:", calls)
      lines += spy.declarationLines
      lines += ["  To fix, wait for the calls first with waitForCalls(\(allowed))."]

    case let .noHeldCall(spy, within, calls, holds: false):
      lines = ["\(spy.name) had no held call to hand out within \(within)."]
      lines += callBlock("Calls:", calls)
      lines += spy.declarationLines
      lines += [
        "  To fix, stub the spy with .holdsCalls() before the code under test calls it."
      ]

    case let .noHeldCall(spy, within, calls, holds: true) where calls.isEmpty:
      lines = [
        "\(spy.name) had no held call to hand out within \(within): it holds calls, but it was never called."
      ]
      lines += spy.declarationLines
      lines += [
        "  To fix, check that the code under test calls it before the wait ends, or wait longer with timeout:."
      ]

    case let .noHeldCall(spy, within, calls, holds: true):
      lines = [
        "\(spy.name) had no held call to hand out within \(within): it holds calls, but none of its calls is waiting to be handed out."
      ]
      lines += callBlock("Calls:", calls)
      lines += spy.declarationLines
      lines += [
        "  To fix, check that the code under test calls it again before the wait ends (each held call is handed out once, and a when stub that does not hold answers at once), or wait longer with timeout:."
      ]

    case let .heldCallWaitCancelled(spy):
      lines = [
        "Stopped waiting for a held call of \(spy.name): the waiting task was cancelled."
      ]
      lines += spy.declarationLines

    case let .resumedTwice(spy, call):
      lines = [
        "\(spy.name) call #\(call.number) was already resumed; a held call can be resumed only once."
      ]
      lines += callBlock("Call:", [call])
      lines += spy.declarationLines

    case let .heldCallAlreadyEnded(spy, call, how):
      lines = [
        "\(spy.name) call #\(call.number) was resumed, but it had already ended: \(how)."
      ]
      lines += callBlock("Call:", [call])
      lines += spy.declarationLines
      lines += [
        "  To fix, resume the call the code under test still waits for: check isPending, or take the next one with nextHeldCall()."
      ]

    case let .heldCallNotResumed(spy, call, reason):
      lines = ["\(spy.name) call #\(call.number) was held and never resumed: \(reason)."]
      lines += callBlock("Call:", [call])
      lines += spy.declarationLines
      lines += [
        "  To fix, resume every held call: take it with nextHeldCall(), then resume it."
      ]

    case let .queueExhausted(queue, handedOut, declaredAt):
      let used =
        switch handedOut {
        case 0: "it held no responses"
        case 1: "its only response was used"
        default: "all \(handedOut) responses were used"
        }
      lines = ["\(queue) is exhausted: \(used), and another was requested."]
      lines += ["  Declared at: \(declaredAt)"]
      lines += [
        "  To fix, enqueue more responses, or create the queue with whenExhausted: .repeatLast or .fallback(…)."
      ]

    case let .stubTypeMismatch(spy, stubbed, expected, call, throwing):
      let answer = stubbed.map { "a value of type \($0)" } ?? "nil"
      lines = [
        "\(spy.name) was stubbed with \(answer), but this call returns \(expected)"
          + (throwing.throwsMockKitError ? ", so it threw MockKitError.stubTypeMismatch." : ".")
      ]
      lines += callBlock("Call:", [call])
      lines += spy.declarationLines
      lines += ["  To fix, stub this call with a value of type \(expected)."]

    case let .errorTypeMismatch(spy, thrown, expected, call):
      lines = ["\(spy.name) threw \(thrown), but it can only throw \(expected)."]
      lines += callBlock("Call:", [call])
      lines += spy.declarationLines
      lines += ["  To fix, stub it to throw an error of type \(expected)."]

    case let .closureArgumentEnded(parameter, function):
      let closure = parameter.map { "The closure \($0)" } ?? "A closure argument"
      lines = [
        "\(closure) of \(function) was read after its call returned, so there is no closure to hand out and the test cannot go on.",
        "  A closure the mocked method does not keep (not @escaping) exists only while the call runs.",
        "  To fix, read it while the call runs: in the stub's answer, or in the test before resuming a held call.",
      ]

    case let .streamElementAfterEnd(spy, element):
      lines = [
        "\(element) was yielded to the streams from \(spy.name) after they ended, so it is dropped."
      ]
      lines += spy.declarationLines
      lines += ["  To fix, yield every element before finishing the streams."]

    case let .streamElementAfterReset(spy, element):
      lines = [
        "\(element) was yielded to the streams from \(spy.name) after the spy was reset, which finished them, so it is dropped."
      ]
      lines += spy.declarationLines
      lines += [
        "  To fix, yield before reset(), or stub the spy again after it: returnsStream() returns a new stub for the calls that follow."
      ]

    case let .streamTimedOut(spy, within, calls):
      lines = [
        "The code under test waited \(within) for the next element of a stream from \(spy.name), but the test neither yielded one nor finished the stream, so the stream finished."
      ]
      lines += callsOrNone(calls)
      lines += spy.declarationLines
      lines += [
        "  To fix, yield the elements the code under test waits for, and call finish() on the stream stub once it has what the test expects; if an element is meant to come later, give returnsStream(timeout:) more time."
      ]

    case let .streamNotIterated(spy, calls, within):
      let what =
        calls == 0
        ? "\(spy.name) was never called"
        : "\(spy.name) was called \(times(calls)), and nothing asked for an element"
      lines = [
        "Stopped waiting for the code under test to iterate the stream from \(spy.name) within \(within): \(what)."
      ]
      lines += spy.declarationLines

    case let .streamWaitCancelled(spy):
      lines = [
        "Stopped waiting for the code under test to iterate the stream from \(spy.name): the waiting task was cancelled."
      ]
      lines += spy.declarationLines

    case let .streamsIteratedAtTestEnd(spy, count):
      lines = StrictFinding.iteratedStubStreamsLines(spy, count: count, endedBy: "MockKit")

    case let .streamStubReleasedWhileIterated(spy, count):
      let streams = count == 1 ? "a stream it answered with" : "\(count) streams it answered with"
      lines = [
        "The stream stub of \(spy.name) was released, with its mock, while the code under test "
          + "was still iterating \(streams); MockKit finished \(count == 1 ? "it" : "them")."
      ]
      lines += spy.declarationLines
      lines += [
        "  To fix, end the stream stub with finish() or finish(throwing:) once the code under test has what the test expects, before the test ends."
      ]

    case let .strict(finding):
      lines = finding.lines

    case let .contract(finding):
      lines = finding.lines
    }
    return lines.joined(separator: "\n")
  }

  /// The message, followed by the test's own words, if any, as a last labelled line.
  func description(message: String) -> String {
    guard !message.isEmpty else { return description }
    let continued = message.split(separator: "\n", omittingEmptySubsequences: false)
      .joined(separator: "\n    ")
    return description + "\n  Message: " + continued
  }

  private func listing(_ names: [String]) -> String {
    switch names.count {
    case 1: names[0]
    case 2: "\(names[0]) and \(names[1])"
    default: names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }
  }
}

/// A spy that a call order lists more times than it was called.
struct OrderShortfall: Sendable {
  let name: String
  let listed: Int
  let called: Int
}

/// "1 time", "2 times".
func times(_ count: Int) -> String {
  count == 1 ? "1 time" : "\(count) times"
}

/// "1 call", "2 calls".
func numberOfCalls(_ count: Int) -> String {
  count == 1 ? "1 call" : "\(count) calls"
}

/// How a type reads in a message: `UserPreferences?` rather than
/// `Optional<UserPreferences>`, as the mocked method declares it.
func typeName(_ type: Any.Type) -> String {
  guard let optional = type as? any OptionalType.Type else { return "\(type)" }
  let wrapped = typeName(optional.wrappedType)
  return wrapped.contains(" ") ? "(\(wrapped))?" : "\(wrapped)?"
}

/// The type of the value an output holds, as messages print it; `nil` for `nil`.
func typeDescription(of value: Any) -> String? {
  let mirror = Mirror(reflecting: value)
  if mirror.displayStyle == .optional {
    guard let wrapped = mirror.children.first else { return nil }
    return typeDescription(of: wrapped.value)
  }
  return typeName(type(of: value))
}

private protocol OptionalType {
  static var wrappedType: Any.Type { get }
}

extension Optional: OptionalType {
  fileprivate static var wrappedType: Any.Type { Wrapped.self }
}

/// How a thrown error reads in a message: `PaymentError.declined` for a case of an error
/// enum; otherwise its description, followed by its type unless the description starts
/// with it.
func describe(error: any Error) -> String {
  let errorType = type(of: error)
  let type = "\(errorType)"
  let text = String(describing: error)
  if Mirror(reflecting: error).displayStyle == .enum,
    !(errorType is any CustomStringConvertible.Type)
  {
    return "\(type).\(text)"
  }
  return text.hasPrefix(type) ? text : "\(text) (\(type))"
}

/// What a count assertion expected: a range of call counts, as `times:` takes it.
struct CallCountExpectation: Sendable {
  /// The fewest calls that pass.
  var minimum: Int
  /// The most calls that pass; `nil` for no limit.
  var maximum: Int?
  /// Why this expectation cannot be checked, if it cannot: counts are 0 or more, and a
  /// range must hold at least one count.
  var misuse: String?

  init(minimum: Int, maximum: Int?) {
    self.minimum = minimum
    self.maximum = maximum
    if minimum < 0 {
      misuse = "Cannot expect a call count of \(minimum): a count is 0 or more."
    }
  }

  /// The counts `range` holds. Ranges without a lower bound (`...3`, `..<3`) are not
  /// sequences, and the public API rejects them at compile time.
  init(_ range: some RangeExpression<Int> & Sequence<Int>) {
    let bounds: (minimum: Int, maximum: Int?)?
    let text: String
    switch range {
    case let range as ClosedRange<Int>:
      (bounds, text) = ((range.lowerBound, range.upperBound), "\(range)")
    case let range as PartialRangeFrom<Int>:
      (bounds, text) = ((range.lowerBound, nil), "\(range.lowerBound)...")
    default:
      // `Range`, and any other range: the counts from 0 on that it holds.
      let counts = range.relative(to: 0..<Int.max)
      bounds = counts.isEmpty ? nil : (counts.lowerBound, counts.upperBound - 1)
      text = range is Range<Int> ? "\(range)" : "\(counts)"
    }
    guard let bounds, bounds.minimum <= bounds.maximum ?? .max else {
      self.init(minimum: 0, maximum: nil)
      misuse = "Cannot expect a call count in \(text): the range holds no count."
      return
    }
    self.init(minimum: bounds.minimum, maximum: bounds.maximum)
    if bounds.minimum < 0 || (bounds.maximum ?? 0) < 0 {
      misuse = "Cannot expect a call count in \(text): a count is 0 or more."
    } else if bounds.minimum == 0, (bounds.maximum ?? .max) == .max {
      // The runtime twin of `times: ...`, which does not compile: a check that cannot fail.
      misuse =
        "Cannot expect a call count in \(text): the range holds every count, so it checks "
        + "nothing. Write 1... for at least one call, or remove the check."
    }
  }

  static let atLeastOnce = Self(minimum: 1, maximum: nil)
  static let never = Self(minimum: 0, maximum: 0)
  static func exactly(_ count: Int) -> Self { Self(minimum: count, maximum: count) }
  static func atLeast(_ count: Int) -> Self { Self(minimum: count, maximum: nil) }

  func isSatisfied(by count: Int) -> Bool {
    count >= minimum && maximum.map { count <= $0 } ?? true
  }

  var phrase: String {
    switch (minimum, maximum) {
    case (0, 0): "not to be called"
    case (let minimum, let maximum?) where minimum == maximum: "to be called \(times(minimum))"
    case (0, let maximum?): "to be called at most \(times(maximum))"
    case (let minimum, let maximum?): "to be called \(minimum) to \(maximum) times"
    case (0, nil), (1, nil): "to be called"
    case (let minimum, nil): "to be called at least \(times(minimum))"
    }
  }
}

/// What a wait for calls waited for.
enum WaitTarget: Sendable {
  case calls(CallCountExpectation)
  /// A call with arguments; `difference` points at how the closest call differs, once the
  /// wait has timed out.
  case arguments(expectedCall: String, difference: ArgumentDifference?)

  var phrase: String {
    switch self {
    case .calls(let expected): expected.phrase
    case .arguments: "to be called with the expected arguments"
    }
  }

  var expectedLines: [String] {
    guard case .arguments(let expectedCall, _) = self else { return [] }
    return ["  Expected:", "    \(expectedCall)"]
  }

  var differenceLines: [String] {
    guard case .arguments(_, let difference?) = self else { return [] }
    return difference.lines
  }
}

/// Which calls an argument assertion looks at.
enum ArgumentScope: Sendable {
  /// Exactly one call, and it has the expected arguments.
  case onlyCall
  /// At least one call has the expected arguments.
  case anyCall

  var headline: String {
    switch self {
    case .onlyCall: "was called once, with different arguments."
    case .anyCall: "was never called with the expected arguments."
    }
  }
}

/// How a spy is named in messages, and where it was declared.
struct SpyLabel: Sendable {
  var name: String
  var declaredAt: String
  /// `false` when `name` already says where the spy was declared.
  var isNamed: Bool

  var declarationLines: [String] {
    isNamed ? ["  Declared at: \(declaredAt)"] : []
  }
}

/// How the closest call an argument assertion rejected differs from the expected
/// arguments: each argument `==` found unequal or a predicate rejected, by position and
/// label.
struct ArgumentDifference: Sendable {
  /// Which call the differences are those of.
  enum Call: Sendable {
    /// The only call there was.
    case only
    /// The call with this number, closer than any other.
    case closest(Int)
    /// The call with this number, the earliest of several equally close.
    case oneOfClosest(Int)
  }

  /// One argument that does not match what was expected of it.
  struct Element: Sendable {
    enum Kind: Sendable {
      /// It prints differently.
      case unequal
      /// `Data` that prints the same, cut before where it differs: `actual` and `expected`
      /// are excerpts from shortly before the first difference.
      case excerpted
      /// It prints the same, but `==` returned `false`.
      case printsAlike
      /// It prints the same, is another class instance, and `==` returned `false`.
      case otherInstance
      /// A predicate (`ArgumentMatch.matching(_:)`) rejected it; `expected` is empty.
      case rejected
    }

    /// 1 for the first element of a tuple; `nil` for a single argument.
    var position: Int?
    var label: String?
    var actual: String
    var expected: String
    var kind: Kind

    var line: String {
      let place =
        switch (position, label) {
        case let (position?, label?): "\(label) (argument \(position))"
        case let (position?, nil): "argument \(position)"
        case let (nil, label?): label
        case (nil, nil): "argument"
        }
      return switch kind {
      case .unequal, .excerpted: "    \(place): \(actual), expected \(expected)"
      case .printsAlike:
        "    \(place): \(actual) prints the same as expected, but is not equal (== returned false)"
      case .otherInstance:
        "    \(place): \(actual) prints the same as expected, but is another instance, not equal to it (== returned false)"
      case .rejected: "    \(place): \(actual), which its predicate rejects"
      }
    }
  }

  var call: Call
  var elements: [Element]

  var lines: [String] {
    let label =
      switch call {
      case .only: "Differs:"
      case .closest(let number): "Differs in #\(number), the closest call:"
      case .oneOfClosest(let number): "Differs in #\(number), one of the closest calls:"
      }
    return ["  \(label)"] + elements.map(\.line)
  }
}

/// A labelled block of calls in a message (`  Calls:`, then a line per call); nothing
/// when there are none.
func callBlock(_ label: String, _ calls: [CallLine]) -> [String] {
  guard !calls.isEmpty else { return [] }
  return ["  \(label)"] + calls.map(\.description)
}

/// A spy's calls in a message, or `  Calls: none`.
func callsOrNone(_ calls: [CallLine]) -> [String] {
  calls.isEmpty ? ["  Calls: none"] : callBlock("Calls:", calls)
}

/// One numbered call in a message; `isMismatch` marks the call an assertion rejected.
struct CallLine: Sendable, CustomStringConvertible {
  var number: Int
  var text: String
  var isMismatch = false

  var description: String {
    (isMismatch ? "  ✗ " : "    ") + "#\(number) \(text)"
  }
}
