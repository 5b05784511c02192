/// Replays a contract's examples on an implementation, each within a timeout, and turns
/// what happened into findings.
///
/// Each replay runs in a task of its own, raced against the shared timer: a replay that
/// never ends (a continuation never resumed, a call that ignores cancellation) cannot hang
/// the test. At the timeout it is cancelled and left behind, and the next example goes on.
enum ContractReplay {
  /// What replaying an example, once its implementation was made, found.
  enum Verdict: Sendable {
    case kept
    /// What the call did instead, and where its value differs from the promised one.
    case broken(got: String, differs: ValueDifference?)
    case setUpThrew(String)
  }

  /// Where a replay is, for the message of one that times out.
  final class Progress: Sendable {
    private struct State {
      var step = ContractReplayStep.makingImplementation
      var implementation: String?
    }

    private let state = LockedState(State())

    func enter(_ step: ContractReplayStep) {
      state.withLock { $0.step = step }
    }

    func made(_ implementation: String?) {
      state.withLock { $0.implementation = implementation }
    }

    var step: ContractReplayStep { state.withLock { $0.step } }
    var implementation: String? { state.withLock { $0.implementation } }
  }

  /// Replays each example of `contract` on an implementation `makeImplementation` makes
  /// for it, and reports each broken one at its declaration; a contract with no examples
  /// is reported at `location`.
  ///
  /// - Returns: Whether every example was kept.
  static func verify<Subject>(
    _ contract: ProtocolContract<Subject>,
    on makeImplementation: @escaping @Sendable () async throws -> Subject,
    timeout: WaitTimeout, location: FailureLocation
  ) async -> Bool {
    guard !contract.examples.isEmpty else {
      Reporter.report(.contract(.noExamples(contract: contract.name)), at: location)
      return false
    }
    var seen: Set<String> = []
    var shared: [String] = []
    for example in contract.examples where !seen.insert(example.name).inserted {
      if !shared.contains(example.name) { shared.append(example.name) }
    }
    if !shared.isEmpty {
      Reporter.report(
        .contract(.sharedExampleNames(contract: contract.name, names: shared)), at: location)
    }
    var allKept = shared.isEmpty
    // Examples whose implementation could not be made are reported after the others: one
    // failure for all that failed with one error, since the cause is one.
    var unmade: [(label: ContractExampleLabel, error: String, site: FailureLocation)] = []
    var unchecked = 0
    for (index, example) in contract.examples.enumerated() {
      let finding = await replay(example, on: makeImplementation, timeout: timeout)
      // Cancelled: what the example in flight did shows the cancellation, not the
      // implementation, and the examples after it are not replayed.
      if Task.isCancelled {
        unchecked = contract.examples.count - index
        break
      }
      guard let finding else { continue }
      allKept = false
      if case .implementationNotMade(let label, let error) = finding {
        unmade.append((label, error, example.site.location()))
      } else {
        Reporter.report(.contract(finding), at: example.site.location())
      }
    }
    var errors: [String] = []
    for entry in unmade where !errors.contains(entry.error) { errors.append(entry.error) }
    for error in errors {
      let alike = unmade.filter { $0.error == error }
      if alike.count == 1 {
        Reporter.report(
          .contract(.implementationNotMade(alike[0].label, error: error)), at: alike[0].site)
      } else {
        Reporter.report(
          .contract(
            .implementationsNotMade(
              contract: contract.name, examples: alike.map(\.label.example), error: error)),
          at: location)
      }
    }
    if unchecked > 0 {
      Reporter.report(
        .contract(
          .verificationCancelled(
            contract: contract.name, unchecked: unchecked, total: contract.examples.count)),
        at: location)
      return false
    }
    return allKept
  }

  /// Replays `example` on an implementation `makeImplementation` makes for it, and reports
  /// it at its declaration if it is broken.
  ///
  /// - Returns: Whether the example was kept.
  static func verify<Subject>(
    _ example: ProtocolContract<Subject>.Example,
    on makeImplementation: @escaping @Sendable () async throws -> Subject,
    timeout: WaitTimeout
  ) async -> Bool {
    guard let finding = await replay(example, on: makeImplementation, timeout: timeout) else {
      return true
    }
    Reporter.report(.contract(finding), at: example.site.location())
    return false
  }

  /// How a replay ended.
  private enum Ending: Sendable {
    case finished(Verdict)
    case implementationNotMade(String)
    /// The step the replay was at when the time ran out, and the implementation made by
    /// then: read at that moment, since the cancelled replay may go on a little.
    case timedOut(ContractReplayStep, implementation: String?)
  }

  /// The replay's task and the continuation its ending resumes, once: whichever of the
  /// replay and the timer ends first resumes it.
  private final class Race: Sendable {
    private struct State {
      var continuation: CheckedContinuation<Ending, Never>?
      var task: Task<Void, Never>?
      /// Whether the caller was cancelled, perhaps before the task existed.
      var isCancelled = false
    }

    private let state = LockedState(State())

    func start(_ continuation: CheckedContinuation<Ending, Never>) {
      state.withLock { $0.continuation = continuation }
    }

    /// Keeps `task`, to cancel it when the race ends first by time or by the caller's
    /// cancellation; cancels it at once if the race has already ended, or the caller was
    /// cancelled before the task existed.
    func track(_ task: Task<Void, Never>) {
      let mustCancel = state.withLock { state in
        state.task = task
        return state.continuation == nil || state.isCancelled
      }
      if mustCancel { task.cancel() }
    }

    /// Ends the race with `ending`; `false` if it had already ended.
    @discardableResult
    func end(with ending: Ending) -> Bool {
      let continuation = state.withLock { state in
        defer { state.continuation = nil }
        return state.continuation
      }
      continuation?.resume(returning: ending)
      return continuation != nil
    }

    /// Cancels the task, or the task to come if there is none yet.
    func cancelTask() {
      state.withLock { state in
        state.isCancelled = true
        return state.task
      }?.cancel()
    }
  }

  /// Replays `example` on a new implementation, within `timeout`.
  ///
  /// - Returns: What broke the example, or `nil` if it was kept.
  static func replay<Subject>(
    _ example: ProtocolContract<Subject>.Example,
    on makeImplementation: @escaping @Sendable () async throws -> Subject,
    timeout: WaitTimeout
  ) async -> ContractFinding? {
    let progress = Progress()
    let race = Race()
    let ending = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        race.start(continuation)
        let task = Task {
          // The time runs from here, not from when the task was made: waiting for a thread
          // of the shared pool, behind other work, is not the implementation's time.
          Timeouts.schedule(after: timeout) {
            let ending = Ending.timedOut(progress.step, implementation: progress.implementation)
            if race.end(with: ending) { race.cancelTask() }
          }
          let implementation: Subject
          do {
            implementation = try await makeImplementation()
          } catch {
            race.end(with: .implementationNotMade(describe(error: error)))
            return
          }
          progress.made(typeDescription(of: implementation))
          race.end(with: .finished(await example.replay(implementation, progress)))
        }
        race.track(task)
      }
    } onCancel: {
      race.cancelTask()
    }

    switch ending {
    case .finished(.kept):
      return nil
    case .finished(.broken(let got, let differs)):
      return .broken(
        example.label(implementation: progress.implementation), got: got, differs: differs)
    case .finished(.setUpThrew(let error)):
      return .setUpThrew(example.label(implementation: progress.implementation), error: error)
    case .implementationNotMade(let error):
      return .implementationNotMade(example.label(implementation: nil), error: error)
    case .timedOut(let step, let implementation):
      return .timedOut(
        example.label(implementation: implementation), within: timeout.description, step: step)
    }
  }
}
