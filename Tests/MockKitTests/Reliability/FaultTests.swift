import Testing

@testable import MockKit

/// Faults: answers that throw, call back into spies or are cancelled mid-await; spies
/// dropped while consumers, waiters and held calls are pending; resets racing with calls.
/// Each must end every call exactly once, report every failure exactly once, hang nothing
/// and leave nothing registered.
extension ReliabilityTests {
  struct Fault: Error, Equatable {
    var value: Int
  }

  static let tasks = 4

  // MARK: Answers that throw

  @Test func throwingAnswersAndQueuedErrorsFailOnlyTheirOwnCalls() async {
    let load = ThrowingSpy<Int, Int>(name: "load(_:)")
    load.answers { argument in
      if argument % 2 == 1 { throw Fault(value: argument) }
      return argument
    }
    for entry in 0..<100 { load.enqueue(throwing: Fault(value: -entry - 1)) }
    let callsPerTask = 2_000

    var outcomes: [(argument: Int, outcome: Result<Int, Fault>)] = []
    let issues = await recordedIssues {
      outcomes = await withTaskGroup(of: [(Int, Result<Int, Fault>)].self) { group in
        for task in 0..<Self.tasks {
          group.addTask {
            (0..<callsPerTask).map { call in
              let argument = task * callsPerTask + call
              do {
                return (argument, .success(try load.call(argument)))
              } catch let fault as Fault {
                return (argument, .failure(fault))
              } catch {
                return (argument, .failure(Fault(value: .min)))
              }
            }
          }
        }
        return await group.reduce(into: []) { $0 += $1 }
      }
    }

    #expect(issues.isEmpty)
    #expect(load.callCount == Self.tasks * callsPerTask)
    #expect(outcomes.count == Self.tasks * callsPerTask)
    var queuedErrors: [Int] = []
    var wrong = 0
    for (argument, outcome) in outcomes {
      switch outcome {
      case .failure(let fault) where fault.value < 0: queuedErrors.append(fault.value)
      case .failure(let fault): if fault.value != argument || argument % 2 == 0 { wrong += 1 }
      case .success(let output): if output != argument || argument % 2 == 1 { wrong += 1 }
      }
    }
    #expect(wrong == 0)
    #expect(queuedErrors.sorted() == Array(-100 ... -1), "each queued error thrown once")
  }

  // MARK: Answers that call back into spies

  @Test func answersThatCallBackIntoTheirOwnSpyAndAnotherFromManyTasks() async {
    let countdown = Spy<Int, Int>(name: "countdown(_:)")
    countdown.answers { depth in depth == 0 ? 0 : 1 + countdown.call(depth - 1) }
    let ping = Spy<Int, Int>(name: "ping(_:)")
    let pong = Spy<Int, Int>(name: "pong(_:)")
    ping.answers { depth in depth == 0 ? 0 : 1 + pong.call(depth - 1) }
    pong.answers { depth in depth == 0 ? 0 : 1 + ping.call(depth - 1) }
    let loader = Spy<Int, Int>(name: "loader(_:)")
    loader.answers { depth async in depth == 0 ? 0 : await loader.call(depth - 1) + 1 }
    let depths = 0..<40

    let wrong = await withTaskGroup(of: Int.self) { group in
      for _ in 0..<Self.tasks {
        group.addTask {
          var wrong = 0
          for depth in depths {
            if await countdown.call(depth) != depth { wrong += 1 }
            if await ping.call(depth) != depth { wrong += 1 }
            if await loader.call(depth) != depth { wrong += 1 }
          }
          return wrong
        }
      }
      return await group.reduce(0, +)
    }

    #expect(wrong == 0)
    // Each top-level call of depth d records d + 1 calls, spread over ping and pong.
    var expectedCountdown: [Int] = []
    var expectedPing: [Int] = []
    var expectedPong: [Int] = []
    for _ in 0..<Self.tasks {
      for depth in depths {
        expectedCountdown += 0...depth
        for level in 0...depth {
          if (depth - level) % 2 == 0 {
            expectedPing.append(level)
          } else {
            expectedPong.append(level)
          }
        }
      }
    }
    #expect(countdown.arguments.sorted() == expectedCountdown.sorted())
    #expect(loader.arguments.sorted() == expectedCountdown.sorted())
    #expect(ping.arguments.sorted() == expectedPing.sorted())
    #expect(pong.arguments.sorted() == expectedPong.sorted())
    // The answers capture their own spies; a reset drops them and breaks the cycle.
    for spy in [countdown, ping, pong, loader] { spy.reset() }
  }

  // MARK: Answers that are cancelled

  @Test func asyncAnswersCancelledMidAwaitEndTheirCalls() async {
    let callers = 100
    let started = Spy<Int, Void>(name: "started(_:)")
    let gates = Collected<AsyncStream<Never>.Continuation>()
    let fetch = ThrowingSpy<Int, Int>(name: "fetch(_:)")
    fetch.answers { argument async throws in
      let (gate, opener) = AsyncStream<Never>.makeStream()
      gates.append(opener)
      await started.call(argument)
      // Ends only when the calling task is cancelled (or the test gives up below).
      for await _ in gate {}
      try Task.checkCancellation()
      return argument
    }
    let ended = LockedState(0)

    let issues = await recordedIssues {
      let outcomes = await withTaskGroup(of: Bool.self) { group in
        for argument in 0..<callers {
          group.addTask {
            defer { ended.withLock { $0 += 1 } }
            do {
              _ = try await fetch.call(argument)
              return false
            } catch {
              return error is CancellationError
            }
          }
        }
        #expect(await started.waitForCalls(callers, timeout: eventTimeout))
        group.cancelAll()
        let allEnded = await yieldUntil { ended.withLock { $0 } == callers }
        #expect(allEnded, "cancelled answers did not end their calls")
        if !allEnded { for gate in gates.all { gate.finish() } }
        return await group.reduce(into: [Bool]()) { $0.append($1) }
      }
      #expect(outcomes.count == callers)
      #expect(outcomes.allSatisfy { $0 }, "every cancelled call threw CancellationError")
    }

    #expect(issues.isEmpty)
    #expect(fetch.callCount == callers)
    #expect(Set(fetch.arguments) == Set(0..<callers))
    #expect(fetch.core.waiterCount == 0)
    #expect(started.core.waiterCount == 0)
  }

  /// Every held call is resumed by the test while its caller is being cancelled: each ends
  /// once, with the resumed value or the cancellation's, and only a resume that came
  /// after the cancellation reports, saying so.
  @Test func resumingHeldCallsWhileTheirCallersAreCancelledEndsEachOnce() async {
    let callers = 200
    let double = Spy<Int, Int>(name: "double(_:)")
    double.holdsCalls(timeout: eventTimeout)
    var held: [HeldCall<Int, Int, Never>] = []
    var results: [(argument: Int, output: Int)] = []

    let issues = await recordedIssues {
      results = await withTaskGroup(of: (argument: Int, output: Int).self) { group in
        for argument in 0..<callers {
          group.addTask { (argument, await double.call(argument)) }
        }
        while held.count < callers, let call = await double.nextHeldCall(timeout: eventTimeout) {
          held.append(call)
        }
        let taken = held
        let resumer = Task { for call in taken { call.resume(returning: call.arguments * 2 + 1) } }
        group.cancelAll()
        await resumer.value
        return await group.reduce(into: []) { $0.append($1) }
      }
    }

    #expect(held.count == callers)
    #expect(results.count == callers)
    let cancelled = Set(held.filter(\.isCancelled).map(\.arguments))
    #expect(issues.count == cancelled.count)
    #expect(issues.allSatisfy { $0.message.contains("had already ended: its task was cancelled.") })
    let wrong = results.filter { argument, output in
      cancelled.contains(argument) ? output != 0 : output != argument * 2 + 1
    }
    #expect(wrong.isEmpty, "\(wrong.count) calls ended with the wrong value")
    #expect(held.allSatisfy { !$0.isPending })
    #expect(double.core.waiterCount == 0)
  }

  // MARK: Spies that go away

  @Test func droppingASpyFinishesTheStreamsOfConsumersMidIteration() async {
    var track: Spy<Int, Void>? = Spy(name: "track(_:)")
    let consumers = 3
    let callsPerTask = 50
    let seen = (0..<consumers).map { _ in Collected<UInt64>() }
    var tasks: [Task<Void, Never>] = []
    for consumer in seen {
      let stream = track!.callStream()
      tasks.append(Task { for await call in stream { consumer.append(call.sequenceNumber) } })
    }
    #expect(track?.core.streamCount == consumers)

    await withTaskGroup(of: Void.self) { group in
      for task in 0..<Self.tasks {
        group.addTask { [track] in
          for call in 0..<callsPerTask { track?.call(task * callsPerTask + call) }
        }
      }
    }
    let recorded = track?.calls.map(\.sequenceNumber) ?? []
    let total = Self.tasks * callsPerTask
    #expect(await yieldUntil { seen.allSatisfy { $0.all.count == total } })
    weak let core = track?.core

    track = nil

    // A consumer asking for its next call holds the spy for that moment (to arm the
    // stream's timeout), so the spy goes away once none is in the middle of asking.
    #expect(await yieldUntil { core == nil }, "nothing but the test keeps the spy alive")
    core?.reset()  // finishes the streams if the spy is still alive, so the test cannot hang
    for task in tasks { await task.value }
    for consumer in seen {
      #expect(consumer.all == recorded, "each consumer saw every call in order")
    }
  }

  /// A pending waiter and a held call keep their spy alive: it cannot go away under them.
  /// Once they end, nothing is left and the spy is freed.
  @Test func waitersAndHeldCallsKeepTheirSpyAliveUntilTheyEnd() async throws {
    weak let core: SpyCore<String, User, any Error>?
    let caller: Task<User, any Error>
    let waiter: Task<(Bool, [RecordedIssue]), Never>
    var held: HeldCall<String, User, any Error>?
    do {
      let spy = Fixture.fetchUser()
      spy.holdsCalls(timeout: eventTimeout)
      core = spy.core
      caller = Task { try await spy.call("1") }
      held = await spy.nextHeldCall(timeout: eventTimeout)
      waiter = Task {
        var satisfied = true
        let issues = await recordedIssues {
          satisfied = await spy.waitForCalls(2, timeout: eventTimeout)
        }
        return (satisfied, issues)
      }
      #expect(await yieldUntil { spy.core.waiterCount == 1 })
    }

    #expect(core != nil, "the caller and the waiter hold the spy")
    #expect(held?.isPending == true)

    waiter.cancel()
    caller.cancel()
    let (satisfied, issues) = await waiter.value
    #expect(!satisfied)
    await #expect(throws: CancellationError.self) { try await caller.value }

    #expect(held?.isCancelled == true)
    #expect(core?.waiterCount ?? 0 == 0)
    held = nil
    #expect(await yieldUntil { core == nil }, "the spy is freed once its calls and waits end")
    let expected = """
      Stopped waiting for fetchUser(id:) to be called at least 2 times: the waiting task was cancelled.
        Calls:
          #1 fetchUser(id: "1")
        Declared at: MockKitTests/Mocks.swift:12
      """
    #expect(issues.map(\.message) == [expected])
  }

  // MARK: Resets racing with calls

  /// A resetter resets the spy and installs a new default, numbered by epoch, while
  /// several tasks call it. No call is lost and no failure either: every call that found
  /// no stub reported exactly once; each task sees epochs in order; and what survives the
  /// last reset is exactly the calls recorded after it.
  @Test func resetRacingWithCallsLosesNoCallAndNoFailure() async {
    let counter = Spy<Pair, Int?>(name: "counter(_:)")
    counter.returns(0)
    let callsPerTask = 2_000
    let resets = 300

    var outputs: [[Int?]] = []
    let issues = await recordedIssues {
      outputs = await withTaskGroup(of: (Int, [Int?]).self) { group in
        for task in 0..<Self.tasks {
          group.addTask {
            var outputs: [Int?] = []
            for index in 0..<callsPerTask {
              outputs.append(await counter.call(Pair(task: task, index: index)))
              if index % 50 == 0 { await Task.yield() }
            }
            return (task, outputs)
          }
        }
        group.addTask {
          for epoch in 1...resets {
            counter.reset()
            counter.returns(epoch)
            await Task.yield()
          }
          return (-1, [])
        }
        var outputs = [[Int?]](repeating: [], count: Self.tasks)
        for await (task, seen) in group where task >= 0 { outputs[task] = seen }
        return outputs
      }
    }

    #expect(outputs.map(\.count) == Array(repeating: callsPerTask, count: Self.tasks))
    for (task, seen) in outputs.enumerated() {
      let epochs = seen.compactMap { $0 }
      #expect(epochs.allSatisfy { (0...resets).contains($0) })
      #expect(zip(epochs, epochs.dropFirst()).allSatisfy { $0 <= $1 }, "task \(task)")
    }

    // Every unstubbed call reported once, naming its own arguments.
    let unstubbed = outputs.enumerated().flatMap { task, seen in
      seen.indices.filter { seen[$0] == nil }.map { "counter(\(Pair(task: task, index: $0)))" }
    }
    #expect(issues.count == unstubbed.count)
    #expect(
      issues.allSatisfy {
        $0.message.hasPrefix("counter(_:) was called without a stub to answer it.\n")
      })
    #expect(issues.map(\.message).map(Self.reportedCall(in:)).sorted() == unstubbed.sorted())

    // What survives the last reset: per task a suffix of its calls, answered by the last
    // epoch or by nothing; every call the last epoch answered survives.
    let survivors = counter.arguments
    for task in 0..<Self.tasks {
      let indices = survivors.filter { $0.task == task }.map(\.index)
      let suffix = Array((callsPerTask - indices.count)..<callsPerTask)
      #expect(indices == suffix, "task \(task): the surviving calls are its last ones, in order")
      for index in indices {
        #expect(outputs[task][index] == nil || outputs[task][index] == resets)
      }
      let answeredByLastEpoch = outputs[task].indices.filter { outputs[task][$0] == resets }
      #expect(Set(answeredByLastEpoch).isSubset(of: Set(indices)), "task \(task)")
    }
    let sequenceNumbers = counter.calls.map(\.sequenceNumber)
    #expect(zip(sequenceNumbers, sequenceNumbers.dropFirst()).allSatisfy { $0 < $1 })
  }

  /// `resetCalls()` racing with calls keeps the stubs: a queue holding exactly one
  /// response per call hands each out once, and the calls that survive the last
  /// `resetCalls()` are the last ones recorded, holding the last responses in order.
  @Test func resetCallsRacingWithCallsKeepsEveryQueuedResponse() async {
    let ticket = Spy<Pair, Int>(name: "ticket(_:)")
    ticket.returns(-1)
    let callsPerTask = 2_000
    let total = Self.tasks * callsPerTask
    for response in 0..<total { ticket.enqueue(response) }

    let outputs = await withTaskGroup(of: [Pair: Int].self) { group in
      for task in 0..<Self.tasks {
        group.addTask {
          var outputs: [Pair: Int] = [:]
          for index in 0..<callsPerTask {
            let pair = Pair(task: task, index: index)
            outputs[pair] = await ticket.call(pair)
            if index % 50 == 0 { await Task.yield() }
          }
          return outputs
        }
      }
      group.addTask {
        for _ in 0..<300 {
          ticket.resetCalls()
          await Task.yield()
        }
        return [:]
      }
      return await group.reduce(into: [:]) { $0.merge($1) { first, _ in first } }
    }

    #expect(outputs.count == total)
    #expect(outputs.values.sorted() == Array(0..<total), "each queued response handed out once")
    let survivors = ticket.arguments
    for task in 0..<Self.tasks {
      let indices = survivors.filter { $0.task == task }.map(\.index)
      #expect(indices == Array((callsPerTask - indices.count)..<callsPerTask), "task \(task)")
    }
    #expect(
      survivors.map { outputs[$0] } == (total - survivors.count..<total).map { $0 },
      "the surviving calls are the last recorded, with the last responses")
  }

  // MARK: Waiters and held calls across a reset

  /// A reset forgets the calls, not the waiters: a waiter keeps counting from the calls
  /// recorded after it, and ends when they reach its count.
  @Test func waitersOutliveAResetAndCountTheCallsRecordedAfterIt() async {
    let spy = Fixture.fetchUser()
    _ = try? await spy.call("1")
    _ = try? await spy.call("2")
    let countWaiter = Task { await spy.waitForCalls(3, timeout: eventTimeout) }
    let argumentWaiter = Task { await spy.waitForCall(with: "1", timeout: eventTimeout) }
    #expect(await argumentWaiter.value, "satisfied by a call recorded before the wait")
    let secondArgumentWaiter = Task { await spy.waitForCall(with: "4", timeout: eventTimeout) }
    #expect(await yieldUntil { spy.core.waiterCount == 2 })

    spy.resetCalls()
    _ = try? await spy.call("3")
    spy.reset()
    spy.returns(User(id: "x", name: "X"))
    _ = try? await spy.call("4")
    _ = try? await spy.call("5")

    #expect(spy.core.waiterCount == 1, "two calls since the reset do not make three")
    #expect(await secondArgumentWaiter.value)
    _ = try? await spy.call("6")
    #expect(await countWaiter.value)
    #expect(spy.core.waiterCount == 0)
  }

  /// The test resumes half of the held calls while it resets the spy: each call ends once,
  /// with its resumed value or, reported exactly once, with the reset's; a resume that
  /// came after the reset reports that the reset had ended the call.
  @Test func resetEndsEveryHeldCallOnceWhileTheTestResumesSome() async {
    let callers = 100
    let double = Spy<Int, Int>(name: "double(_:)")
    double.holdsCalls(timeout: eventTimeout)
    var results: [(argument: Int, output: Int)] = []
    var held: [HeldCall<Int, Int, Never>] = []

    let issues = await recordedIssues {
      results = await withTaskGroup(of: (argument: Int, output: Int).self) { group in
        for argument in 0..<callers {
          group.addTask { (argument, await double.call(argument)) }
        }
        while held.count < callers, let call = await double.nextHeldCall(timeout: eventTimeout) {
          held.append(call)
        }
        let even = held.filter { $0.arguments % 2 == 0 }
        let resumer = Task { for call in even { call.resume(returning: call.arguments * 2 + 1) } }
        double.reset()
        await resumer.value
        return await group.reduce(into: []) { $0.append($1) }
      }
    }

    #expect(held.count == callers)
    #expect(results.count == callers)
    let abandoned = results.filter { $0.output == 0 }.map(\.argument)
    let resumed = results.filter { $0.output != 0 }
    #expect(resumed.allSatisfy { $0.argument % 2 == 0 && $0.output == $0.argument * 2 + 1 })
    #expect(abandoned.count + resumed.count == callers)
    let resetReports = issues.filter {
      $0.message.contains("was held and never resumed: the spy was reset.")
    }
    let lateResumes = issues.filter {
      $0.message.contains("was resumed, but it had already ended: the spy was reset.")
    }
    #expect(resetReports.count + lateResumes.count == issues.count)
    #expect(
      resetReports.map(\.message).map(Self.reportedCall(in:)).sorted()
        == abandoned.map { "double(\($0))" }.sorted(),
      "each abandoned call reported once")
    #expect(
      lateResumes.map(\.message).map(Self.reportedCall(in:)).allSatisfy { call in
        abandoned.contains { "double(\($0))" == call }
      })
    #expect(held.allSatisfy { !$0.isPending })
    #expect(double.core.waiterCount == 0)
  }

  // MARK: Helpers

  /// The call a failure message names on the line after `Call:`, without its number.
  static func reportedCall(in message: String) -> String {
    let lines = message.split(separator: "\n")
    guard let label = lines.firstIndex(of: "  Call:"), label + 1 < lines.count else { return "" }
    let line = lines[label + 1].drop { $0 == " " }
    return String(line.drop { $0 != " " }.dropFirst())
  }
}

/// An argument that says which task made the call and its place among that task's calls.
struct Pair: Hashable, Sendable, CustomStringConvertible {
  var task: Int
  var index: Int

  var description: String { "\(task)-\(index)" }
}
