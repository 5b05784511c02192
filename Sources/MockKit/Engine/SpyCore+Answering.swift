/// What running a call's answer gave: the second step of every call, between recording it
/// and finishing it (see ``SpyCore``).
@usableFromInline
enum Response<Output: Sendable, Failure: Error> {
  /// The value the call returns.
  case output(Output)
  /// The error the stub threw, or the test resumed a held call with.
  case thrown(Failure)
  /// The error a held call ended with when the test did not resume it: its task was
  /// cancelled, the spy reset, its test ended or the hold timed out.
  case heldCallEnded(Failure)
  /// Nothing answers the call.
  case unanswered(Unanswered)
  /// The answer needs an `async` call, or holds it, but the call was synchronous.
  case requiresAwait(holds: Bool)
}

extension SpyCore {
  /// A synchronous call of the mocked method: records it, runs its answer and returns
  /// what the method returns. Every synchronous `call` of the spies is this function.
  ///
  /// - Parameters:
  ///   - convert: The value the method returns for an output, `nil` when the output is
  ///     not one: `{ $0 }` for a spy's own output, a cast for a method generic in its
  ///     return type.
  ///   - _: The error the mocked method can throw: `Failure` for a spy's own calls, the
  ///     declared error for a typed-throws method.
  @inlinable
  func call<Value, Typed: Error>(
    _ input: Input, caller: StaticString, fileID: StaticString,
    returning convert: (Output) -> Value?, throwing _: Typed.Type
  ) throws(Typed) -> Value {
    let recorded = record(input, caller: caller, fileID: fileID, canHold: false)
    return try finish(
      respond(to: recorded.answer, input), recorded.number, input, returning: convert,
      throwing: Typed.self)
  }

  /// An `await`ed call of the mocked method: records it, runs its answer, awaiting an
  /// `async` answer or a held call, and returns what the method returns. Every `async`
  /// `call` of the spies is this function.
  @inlinable
  func call<Value, Typed: Error>(
    _ input: Input, caller: StaticString, fileID: StaticString,
    returning convert: (Output) -> Value?, throwing _: Typed.Type
  ) async throws(Typed) -> Value {
    let recorded = record(input, caller: caller, fileID: fileID, canHold: true)
    return try await finish(
      respondAwaitingIfNeeded(to: recorded.answer, input), recorded.number, input,
      returning: convert, throwing: Typed.self)
  }

  /// Runs the answer of a synchronous call.
  @inlinable
  func respond(
    to answer: Answer<Input, Output, Failure>, _ input: Input
  ) -> Response<Output, Failure> {
    switch answer {
    case .value(let output): return .output(output)
    case .unanswered(let reason): return .unanswered(reason)
    case .held: return .requiresAwait(holds: true)
    case .stub(let stub):
      switch stub {
      case .value(let output): return .output(output)
      case .failure(let error): return .thrown(error)
      case .answer(let run):
        do { return .output(try run(input)) } catch { return .thrown(error) }
      case .asyncAnswer: return .requiresAwait(holds: false)
      case .holding: return .requiresAwait(holds: true)
      }
    }
  }

  /// Runs the answer of an `await`ed call, and awaits only when the answer needs it.
  ///
  /// Entering an `async` function makes the task check its executor, which took more than
  /// the rest of a call (the async `Spy.call` row); most answers are values, which need no
  /// such call.
  @inlinable
  func respondAwaitingIfNeeded(
    to answer: Answer<Input, Output, Failure>, _ input: Input
  ) async -> Response<Output, Failure> {
    switch answer {
    case .stub(.asyncAnswer), .held: return await respondAwaiting(to: answer, input)
    default: return respond(to: answer, input)
    }
  }

  /// Runs the answer of an `await`ed call, awaiting an `async` answer or holding the call
  /// until the test resumes it. (An `await`ed call's holding stub is held in the step that
  /// records it, so its answer is `.held` by now.)
  @inlinable
  func respondAwaiting(
    to answer: Answer<Input, Output, Failure>, _ input: Input
  ) async -> Response<Output, Failure> {
    switch answer {
    case .stub(.asyncAnswer(let run)):
      do {
        return .output(try await run(input))
      } catch {
        return .thrown(error)
      }
    case .held(let held):
      switch await hold(held) {
      case .success(let output): return .output(output)
      case .failure(let error):
        return held.endedUnresumed ? .heldCallEnded(error) : .thrown(error)
      }
    default:
      return respond(to: answer, input)
    }
  }

  /// What the mocked method returns or throws: the last step of every call.
  ///
  /// - Parameters:
  ///   - convert: The value the method returns for an output, `nil` when the output is
  ///     not one.
  ///   - _: The error the mocked method can throw.
  @inlinable
  func finish<Value, Typed: Error>(
    _ response: Response<Output, Failure>, _ number: Int, _ input: Input,
    returning convert: (Output) -> Value?, throwing _: Typed.Type
  ) throws(Typed) -> Value {
    switch response {
    case .output(let output):
      if let value = convert(output) { return value }
    case .unanswered(.unstubbed):
      if let void = voidOutput, let value = convert(void) { return value }
    default:
      break
    }
    return try fail(response, number, input, returning: convert, throwing: Typed.self)
  }

  /// The call cannot return a value of its own: rethrows a stub's error the method can
  /// throw, or reports the failure, then throws the ``MockKitError`` if the method can
  /// throw it, else returns the fallback value.
  @usableFromInline
  func fail<Value, Typed: Error>(
    _ response: Response<Output, Failure>, _ number: Int, _ input: Input,
    returning convert: (Output) -> Value?, throwing _: Typed.Type
  ) throws(Typed) -> Value {
    switch response {
    case .thrown(let error), .heldCallEnded(let error):
      if let typed = error as? Typed { throw typed }
    default:
      break
    }
    // A service, once set, is never unset: the one the call found is still there. The
    // `when` stubs may have changed since the call missed them: harmless, they are only
    // named in the message.
    let (name, service, stubs, queueTaken) = state.withLock {
      (
        $0.name, $0.stubs.unimplementedService ?? "", $0.stubs.matchedExpectations,
        $0.stubs.queueTaken
      )
    }
    let line = name.line(number, input)
    let throwing = MethodThrows(Typed.self)
    let failure: MockFailure
    let error: MockKitError
    switch response {
    case .output(let output):
      let stubbed = typeDescription(of: output)
      let expected = typeName(Value.self)
      failure = .stubTypeMismatch(
        name.label, stubbed: stubbed, expected: expected, call: line, throwing: throwing)
      error = .stubTypeMismatch(
        spy: name.text, stubbed: stubbed, expected: expected, call: line.text)
    case .heldCallEnded(let ending) where ending is CancellationError:
      // A held call ends with CancellationError when its task is cancelled, or after
      // `reset()`, the end of its test or its timeout, which report it themselves. A method
      // that throws only its own error cannot throw it.
      let expected = typeName(Typed.self)
      return try fallback(
        after: "\(name.text) call #\(number) was held and ended without the test resuming it "
          + "(its task was cancelled, the spy was reset, its test ended, or the hold timed out), "
          + "but it throws only \(expected), which CancellationError is not",
        returning: Value.self, throwing: Typed.self,
        fix: "To fix, tell holdsCalls what such a call throws: holdsCalls(endingWith: "
          + "<a \(expected)>), or conform \(Value.self) to MockDefaultValue.")
    case .thrown(let thrown), .heldCallEnded(let thrown):
      // A MockKitError (a StubQueue's, say) was reported where it was thrown.
      if let reported = thrown as? MockKitError {
        return try fallback(
          after: reported.description, returning: Value.self, throwing: Typed.self)
      }
      let description = describe(error: thrown)
      let expected = typeName(Typed.self)
      Reporter.report(
        .errorTypeMismatch(name.label, thrown: description, expected: expected, call: line),
        at: location)
      return try fallback(
        after: "\(name.text) threw \(description), but it can only throw \(expected): \(line.text)",
        returning: Value.self, throwing: Typed.self,
        fix: "To fix, throw a \(expected) from the stub; for the test to go on after such a "
          + "mistake, give the spy a default (Spy(returning:) in a hand-written mock, "
          + "declareDefault(returning:) on a generated one's spy), or conform \(Value.self) or "
          + "\(expected) to MockDefaultValue.")
    case .unanswered(.unstubbed):
      let miss = StubMiss(input, missed: stubs, name)
      if miss != nil { observer?.didReportUnanswered(number: number) }
      failure = .unstubbed(
        name.label, call: line, throwing: throwing,
        returnsStream: Value.self is any StreamOutput.Type, missed: miss, queueTaken: queueTaken)
      error = .unstubbed(spy: name.text, call: line.text)
    case .unanswered(.unimplemented):
      failure = .unimplementedServiceCalled(name.label, service: service, call: line)
      error = .unimplemented(service: service, spy: name.text, call: line.text)
    case .requiresAwait(let holds):
      failure = .requiresAwait(name.label, call: line, holds: holds)
      error = .requiresAwait(spy: name.text, call: line.text)
    }
    Reporter.report(failure, at: location)
    if let typed = error as? Typed { throw typed }
    return try fallback(after: error.description, returning: Value.self, throwing: Typed.self)
  }

  /// What a call returns, or throws, after its failure, summarized by `failure`, has been
  /// reported: the output's ``MockDefaultValue``, else that of the error the method
  /// throws when it is one of its own (`throws(PaymentError)`). Without either the test
  /// cannot go on, and `fix` says how to give it one.
  func fallback<Value, Typed: Error>(
    after failure: String, returning _: Value.Type, throwing _: Typed.Type, fix: String? = nil
  ) throws(Typed) -> Value {
    if let fallback = fallbackValue(of: Value.self) { return fallback }
    if let error = fallbackValue(of: Typed.self) { throw error }
    let errorDefault =
      MethodThrows(Typed.self) == .otherErrors
      ? ", or conform \(Value.self) or \(typeName(Typed.self)) to MockDefaultValue"
      : ", or conform \(Value.self) to MockDefaultValue"
    let fix =
      fix
      ?? "To fix, stub the spy, give it a default (Spy(returning:) in a hand-written mock, declareDefault(returning:) on a generated one's spy)\(errorDefault)."
    fatalError(
      """
      \(failure). \(Value.self) has no value to return, so the test cannot go on.
      \(fix)
      """
    )
  }
}

extension MethodThrows {
  /// What a method that throws `Typed` can throw: `Never`, `any Error`, or its own error.
  init<Typed: Error>(_: Typed.Type) {
    if Typed.self == Never.self {
      self = .nothing
    } else if MockKitError.queueExhausted(queue: "") is Typed {
      self = .anyError
    } else {
      self = .otherErrors
    }
  }
}
