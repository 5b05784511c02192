import Foundation
import MockKit
import Testing

/// Random scripts of spy operations checked against a sequential model of what the spy
/// must record and answer.
///
/// Every script comes from a seed printed in each failure (`seed …`). To replay a
/// failing script, run it first with that seed:
///
///     MOCKKIT_SEED=1234 swift test --filter ScriptsMatchTheModel
///
/// Script `n` of a run uses the run's seed plus `n`, so the first script of the replay is
/// the failing one.
extension ReliabilityTests {
  static let scripts = 200
  static let operationsPerScript = 200
  static let concurrentRuns = 20

  static let baseSeed: UInt64 = {
    if let text = ProcessInfo.processInfo.environment["MOCKKIT_SEED"], let seed = UInt64(text) {
      return seed
    }
    return UInt64.random(in: .min ... .max)
  }()

  // MARK: Sequential scripts

  /// One operation of a sequential script.
  enum Operation: CustomStringConvertible {
    case call(Int)
    case returns(Int)
    case enqueue([Int])
    case when(Int, returns: Int)
    case whenParity(Int, returns: Int)
    case reset
    case resetCalls
    case waitForCalls(Int)

    var description: String {
      switch self {
      case .call(let input): "call(\(input))"
      case .returns(let output): "returns(\(output))"
      case .enqueue(let outputs): "enqueue(\(outputs))"
      case .when(let input, let output): "when(\(input)).returns(\(output))"
      case .whenParity(let parity, let output): "when(parity \(parity)).returns(\(output))"
      case .reset: "reset()"
      case .resetCalls: "resetCalls()"
      case .waitForCalls(let count): "waitForCalls(\(count))"
      }
    }
  }

  /// What a spy must do, written as plainly as possible.
  struct Model {
    struct Stub {
      /// The argument it takes, or `nil` for a predicate (the parity stubs).
      var expected: Int?
      var matches: (Int) -> Bool
      var output: Int
    }

    var calls: [Int] = []
    var matched: [Stub] = []
    var queue: [Int] = []
    /// Queued outputs calls took since the last reset.
    var queueTaken = 0
    var defaultOutput: Int?
    var unstubbedMessages: [String] = []

    mutating func apply(_ operation: Operation) -> Int? {
      switch operation {
      case .call(let input):
        calls.append(input)
        if let stub = matched.last(where: { $0.matches(input) }) { return stub.output }
        if !queue.isEmpty {
          queueTaken += 1
          return queue.removeFirst()
        }
        if let defaultOutput { return defaultOutput }
        unstubbedMessages.append(
          ReliabilityTests.unstubbedMessage(
            calls.count, input, missing: matched, queueTaken: queueTaken))
        return 0
      case .returns(let output): defaultOutput = output
      case .enqueue(let outputs): queue += outputs
      case .when(let expected, let output):
        matched.append(Stub(expected: expected, matches: { $0 == expected }, output: output))
      case .whenParity(let parity, let output):
        matched.append(Stub(expected: nil, matches: { $0 % 2 == parity }, output: output))
      case .reset:
        calls = []
        matched = []
        queue = []
        queueTaken = 0
        defaultOutput = nil
      case .resetCalls: calls = []
      case .waitForCalls: return 1  // satisfied at once: the script only waits for calls made
      }
      return nil
    }
  }

  /// The message of a call no stub answers; with `when` stubs, none of which matches, it
  /// names the closest (a stub of another argument, the newest first, then a predicate's);
  /// without them, after queued outputs ran out, it says how many the queue held.
  static func unstubbedMessage(
    _ number: Int, _ input: Int, missing stubs: [Model.Stub], queueTaken: Int
  ) -> String {
    if stubs.isEmpty, queueTaken > 0 {
      let responses =
        queueTaken == 1
        ? "the 1 response queued for it was used" : "the \(queueTaken) responses queued for it were used"
      return """
        model(_:) was called after \(responses).
          Call:
            #\(number) model(\(input))
          Declared at: MockKitTests/Model.swift:1
          To fix, enqueue a response for each call the code under test makes, or add .returns(value) to answer the calls after the queue.
        """
    }
    guard !stubs.isEmpty else {
      return """
        model(_:) was called without a stub to answer it.
          Call:
            #\(number) model(\(input))
          Declared at: MockKitTests/Model.swift:1
          To fix, stub it before the call with one of:
            .returns(value) to answer every call
            .enqueue(value, …) to answer the next calls in order
            .when(arguments).returns(value) to answer these arguments only
        """
    }
    let ranked =
      stubs.reversed().filter { $0.expected != nil } + stubs.reversed().filter { $0.expected == nil }
    func text(_ stub: Model.Stub) -> String {
      stub.expected.map { "model(\($0))" } ?? "model(_:) with arguments that satisfy the predicate"
    }
    var lines = [
      "model(_:) was called with arguments no stub matches.",
      "  Call:",
      "    #\(number) model(\(input))",
      "  Closest stub:",
      "    \(text(ranked[0]))",
    ]
    if let expected = ranked[0].expected {
      lines += ["  Differences:", "    argument 1: \(input) in the call, \(expected) in the stub"]
    }
    if ranked.count > 1 { lines += ["  Other stubs:"] + ranked.dropFirst().map { "    \(text($0))" } }
    lines += [
      "  Declared at: MockKitTests/Model.swift:1",
      "  To fix, stub the arguments the code under test passes, or correct the code under test; "
        + ".returns(value) answers every call no stub matches.",
    ]
    return lines.joined(separator: "\n")
  }

  static func makeScript(seed: UInt64) -> [Operation] {
    var generator = SplitMix64(seed: seed)
    var recorded = 0
    return (0..<operationsPerScript).map { _ in
      let output = Int.random(in: 1..<100, using: &generator)
      let input = Int.random(in: 0..<4, using: &generator)
      let operation: Operation =
        switch Int.random(in: 0..<40, using: &generator) {
        case 0..<20: .call(input)
        case 20...23: .returns(output)
        case 24...27:
          .enqueue((0..<Int.random(in: 1...3, using: &generator)).map { output + $0 })
        case 28...31: .when(input, returns: output)
        case 32: .whenParity(input % 2, returns: output)
        case 33: .reset
        case 34, 35: .resetCalls
        default: .waitForCalls(Int.random(in: 0...recorded, using: &generator))
        }
      switch operation {
      case .call: recorded += 1
      case .reset, .resetCalls: recorded = 0
      default: break
      }
      return operation
    }
  }

  /// Runs `operation` on `spy`; returns the call's output, or `1` for a wait that was
  /// satisfied and `0` for one that was not.
  static func run(_ operation: Operation, on spy: Spy<Int, Int>) async -> Int? {
    switch operation {
    case .call(let input): return await spy.call(input)
    case .returns(let output): spy.returns(output)
    case .enqueue(let outputs):
      switch outputs.count {
      case 1: spy.enqueue(outputs[0])
      case 2: spy.enqueue(outputs[0], outputs[1])
      default: spy.enqueue(outputs[0], outputs[1], outputs[2])
      }
    case .when(let input, let output): spy.when(input).returns(output)
    case .whenParity(let parity, let output):
      spy.when(matching: { $0 % 2 == parity }).returns(output)
    case .reset: spy.reset()
    case .resetCalls: spy.resetCalls()
    case .waitForCalls(let count):
      return await spy.waitForCalls(count, timeout: eventTimeout) ? 1 : 0
    }
    return nil
  }

  @Test func sequentialScriptsMatchTheModel() async {
    for script in 0..<Self.scripts {
      let seed = Self.baseSeed &+ UInt64(script)
      let operations = Self.makeScript(seed: seed)
      let spy = Spy<Int, Int>(name: "model(_:)", fileID: "MockKitTests/Model.swift", line: 1)
      var model = Model()
      var answers: [Int?] = []
      let issues = await recordedIssues {
        for operation in operations { answers.append(await Self.run(operation, on: spy)) }
      }
      let expected = operations.map { model.apply($0) }

      let firstWrong = answers.indices.first { answers[$0] != expected[$0] }
      #expect(
        firstWrong == nil,
        """
        seed \(seed): operation \(firstWrong ?? 0), \
        \(firstWrong.map { "\(operations[$0])" } ?? ""), answered \
        \(firstWrong.map { "\(answers[$0] as Any)" } ?? ""), \
        the model \(firstWrong.map { "\(expected[$0] as Any)" } ?? "")
        """)
      #expect(spy.arguments == model.calls, "seed \(seed)")
      #expect(issues.map(\.message) == model.unstubbedMessages, "seed \(seed)")
      if firstWrong != nil || spy.arguments != model.calls { break }
    }
  }

  // MARK: Concurrent scripts

  /// Stubs fixed before any call: matched stubs for some inputs, a queue and maybe a
  /// default. Several tasks then call the spy with their own seeded inputs, and each waits
  /// for every task's calls. The model says what each matched call returns, and what the
  /// calls no stub matches share: the queue's responses once each, then the default.
  @Test func concurrentScriptsMatchTheModel() async {
    let tasks = 4
    let callsPerTask = 200
    for run in 0..<Self.concurrentRuns {
      let seed = Self.baseSeed &+ UInt64(run)
      var generator = SplitMix64(seed: seed)
      let spy = Spy<Int, Int>(name: "model(_:)", fileID: "MockKitTests/Model.swift", line: 1)
      var model = Model()
      for _ in 0..<Int.random(in: 0...4, using: &generator) {
        let stub = Operation.when(
          Int.random(in: 0..<8, using: &generator),
          returns: Int.random(in: 1..<100, using: &generator))
        _ = model.apply(stub)
        _ = await Self.run(stub, on: spy)
      }
      let queue = (0..<Int.random(in: 0...400, using: &generator)).map { 1_000 + $0 }
      model.queue = queue
      for output in queue { spy.enqueue(output) }
      let defaultOutput = Int.random(in: 0..<4, using: &generator) == 0 ? nil : 500
      if let defaultOutput {
        model.defaultOutput = defaultOutput
        spy.returns(defaultOutput)
      }
      let scripts = (0..<tasks).map { task in
        var generator = SplitMix64(seed: seed ^ UInt64(task + 1) &* 0x9E37_79B9_7F4A_7C15)
        return (0..<callsPerTask).map { _ in Int.random(in: 0..<8, using: &generator) }
      }

      var results: [[Int]] = []
      var waits: [Bool] = []
      let issues = await recordedIssues {
        let outcome = await withTaskGroup(of: (Int, [Int], Bool).self) { group in
          for (task, inputs) in scripts.enumerated() {
            group.addTask {
              let outputs = inputs.map { spy.call($0) }
              let waited = await spy.waitForCalls(tasks * callsPerTask, timeout: eventTimeout)
              return (task, outputs, waited)
            }
          }
          var results = [[Int]](repeating: [], count: tasks)
          var waits: [Bool] = []
          for await (task, outputs, waited) in group {
            results[task] = outputs
            waits.append(waited)
          }
          return (results, waits)
        }
        results = outcome.0
        waits = outcome.1
      }

      // Matched calls answer exactly; the others share the queue, then the default.
      var unmatchedOutputs: [Int] = []
      var wrongMatched = 0
      for (inputs, outputs) in zip(scripts, results) {
        for (input, output) in zip(inputs, outputs) {
          if let stub = model.matched.last(where: { $0.matches(input) }) {
            if output != stub.output { wrongMatched += 1 }
          } else {
            unmatchedOutputs.append(output)
          }
        }
      }
      let unmatched = unmatchedOutputs.count
      let fromQueue = Array(queue.prefix(unmatched))
      let rest = [Int](repeating: defaultOutput ?? 0, count: max(0, unmatched - queue.count))
      #expect(wrongMatched == 0, "seed \(seed)")
      #expect(unmatchedOutputs.sorted() == (fromQueue + rest).sorted(), "seed \(seed)")
      #expect(waits == Array(repeating: true, count: tasks), "seed \(seed)")
      #expect(spy.callCount == tasks * callsPerTask, "seed \(seed)")
      #expect(spy.arguments.sorted() == scripts.flatMap { $0 }.sorted(), "seed \(seed)")
      let expectedIssues = defaultOutput == nil ? rest.count : 0
      #expect(issues.count == expectedIssues, "seed \(seed)")
      #expect(
        issues.allSatisfy { issue in
          issue.message.hasPrefix(
            !model.matched.isEmpty
              ? "model(_:) was called with arguments no stub matches"
              : queue.isEmpty
                ? "model(_:) was called without a stub"
                : "model(_:) was called after the \(queue.count == 1 ? "1 response" : "\(queue.count) responses") queued")
        },
        "seed \(seed)")
    }
  }
}
