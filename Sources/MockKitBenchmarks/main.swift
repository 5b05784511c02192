// mockkit-benchmarks: what a MockKit spy costs, and how fast mocks are generated, next to
// baselines measured in the same run.
//
//   swift run -c release mockkit-benchmarks            full run, a table
//   swift run -c release mockkit-benchmarks --json     the same rows as JSON
//   swift run -c release mockkit-benchmarks --quick    a few thousand iterations (CI)
//   swift run -c release mockkit-benchmarks --only wake-up,throughput
//                                                      only these sections (memory, spy,
//                                                      strict, throughput, wake-up,
//                                                      container, contracts, generator,
//                                                      build)
//   swift run -c release mockkit-benchmarks --instructions SUBJECT N
//                                                      N iterations of one subject, untimed,
//                                                      for .ci/instruction-counts
//
// Every figure is the median of several runs. Ratios, not absolute times, are what carry
// from one machine to another. A row with a goal measures its subject and its baseline
// in turn, run by run, and also prints the lowest and highest of those ratios.

import Foundation
import MockKit
import MockKitGeneratorCore

if InstructionCounting.run(CommandLine.arguments) { exit(0) }

let (settings, printJSON) = Settings.parse(CommandLine.arguments)
var rows: [Row] = []

// MARK: Memory per recorded call

// Measured first, before any other section has freed memory for the allocator to reuse
// (the resident memory a spy's calls add is the process's growth), and reported after
// the container.
var memoryRow: Row?
let recordedCalls = settings.quick ? 100_000 : 1_000_000
if settings.runs("memory"), let before = residentBytes() {
  let spy = Spy<Int, Void>()
  for i in 0..<recordedCalls { spy.call(i) }
  let after = residentBytes() ?? before
  blackHole(spy)
  let perCall = Double(after - before) / Double(recordedCalls)
  let limit = Double(2 * MemoryLayout<Int>.stride + 32)
  memoryRow = Row(
    measure: "bytes per recorded call (Int input)", value: perCall, unit: "B",
    baseline: "the input's stride", baselineValue: Double(MemoryLayout<Int>.stride),
    ratio: perCall / Double(MemoryLayout<Int>.stride), goal: "≤ 2× stride + 32 B",
    met: perCall <= limit)
}

// MARK: Baselines: what a careful hand-written mock does

/// A mock with plain stored properties: the fastest possible, and not thread-safe.
final class PlainMock {
  var count = 0
  var arguments: [Int] = []

  func call(_ input: Int) -> Int {
    count += 1
    arguments.append(input)
    return 42
  }
}

// MARK: Spy.call

/// Nanoseconds per call of recording `callsEach` calls on each of `spies` fresh spies,
/// timing the calls only.
func recordingNanosecondsPerCall(spies: Int, callsEach: Int) -> Double {
  var elapsed: UInt64 = 0
  for _ in 0..<spies {
    let spy = Spy<Int, Void>()
    let start = MonotonicClock.now
    for i in 0..<callsEach { spy.call(i) }
    elapsed += MonotonicClock.now - start
    blackHole(spy)
  }
  return Double(elapsed) / Double(spies * callsEach)
}

let locked =
  settings.runs("spy") || settings.runs("strict")
  ? nanosecondsPerIteration(settings) { n in Subject.lockedMock.prepare()(n) } : 0

@MainActor func spyRow(_ measure: String, _ value: Double) {
  rows.append(
    Row(
      measure: measure, value: value, unit: "ns/call", baseline: "hand-written mock + NSLock",
      baselineValue: locked, ratio: value / locked, goal: "", met: nil))
}

if settings.runs("spy") {
  let plain = nanosecondsPerIteration(settings) { n in
    let mock = PlainMock()
    for i in 0..<n { blackHole(mock.call(i)) }
  }
  rows.append(
    Row(
      measure: "hand-written mock, plain vars", value: plain, unit: "ns/call",
      baseline: "hand-written mock + NSLock", baselineValue: locked, ratio: plain / locked,
      goal: "", met: nil))

  spyRow(
    "Spy.call, no stub (Void output)",
    nanosecondsPerIteration(settings) { n in Subject.spyVoidNoStub.prepare()(n) })

  let defaultStub = await pairedRatio(
    runs: settings.runs,
    subject: {
      nanosecondsPerIteration(settings, runs: 1) { Subject.spyDefaultStub.prepare()($0) }
    },
    baseline: { nanosecondsPerIteration(settings, runs: 1) { Subject.lockedMock.prepare()($0) } })
  rows.append(
    Row(
      measure: "Spy.call, default stub", value: defaultStub.subject, unit: "ns/call",
      baseline: "hand-written mock + NSLock", baselineValue: defaultStub.baseline,
      ratio: defaultStub.ratio, goal: "≤ 1.5×", met: defaultStub.ratio <= 1.5,
      spread: defaultStub.spread))

  // The goal is in instructions (.ci/instruction-counts: MockKit's call, thread-safe,
  // must execute fewer than an unlocked macro-style mock's); the time is shown beside it.
  let macroStyle = await pairedRatio(
    runs: settings.runs,
    subject: {
      nanosecondsPerIteration(settings, runs: 1) { Subject.spyDefaultStub.prepare()($0) }
    },
    baseline: {
      nanosecondsPerIteration(settings, runs: 1) { Subject.macroStyleMock.prepare()($0) }
    })
  rows.append(
    Row(
      measure: "Spy.call, default stub, vs unlocked mock", value: macroStyle.subject,
      unit: "ns/call",
      baseline: "macro-style mock, plain vars, no lock", baselineValue: macroStyle.baseline,
      ratio: macroStyle.ratio, goal: "fewer instructions (.ci/instruction-counts)", met: nil,
      spread: macroStyle.spread))

  let macroStyleAsync = await pairedRatio(
    runs: settings.runs,
    subject: {
      await nanosecondsPerIteration(settings, runs: 1) {
        await AsyncSubject.spyDefaultStubAsync.prepare()($0)
      }
    },
    baseline: {
      await nanosecondsPerIteration(settings, runs: 1) {
        await AsyncSubject.macroStyleMockAsync.prepare()($0)
      }
    })
  rows.append(
    Row(
      measure: "Spy.call async, default stub", value: macroStyleAsync.subject, unit: "ns/call",
      baseline: "macro-style mock, async", baselineValue: macroStyleAsync.baseline,
      ratio: macroStyleAsync.ratio, goal: "fewer instructions (.ci/instruction-counts)",
      met: nil, spread: macroStyleAsync.spread))

  spyRow(
    "Spy.call, 3-entry queue, refilled",
    nanosecondsPerIteration(settings) { n in
      let spy = Spy<Int, Int>()
      for i in stride(from: 0, to: n, by: 3) {
        spy.enqueue(1, 2, 3)
        blackHole(spy.call(i))
        blackHole(spy.call(i + 1))
        blackHole(spy.call(i + 2))
      }
    })

  // Its goal is stated against the default stub: what matching costs on top of a call.
  let matched = await pairedRatio(
    runs: settings.runs,
    subject: {
      nanosecondsPerIteration(settings, runs: 1) { Subject.spyMatchedStubs.prepare()($0) }
    },
    baseline: {
      nanosecondsPerIteration(settings, runs: 1) { Subject.spyDefaultStub.prepare()($0) }
    })
  rows.append(
    Row(
      measure: "Spy.call, 10 argument-matched stubs", value: matched.subject, unit: "ns/call",
      baseline: "Spy.call, default stub", baselineValue: matched.baseline,
      ratio: matched.ratio, goal: "≤ 3×", met: matched.ratio <= 3, spread: matched.spread))

  // Cost per call as calls pile up: one fresh spy recording many calls, against fresh
  // spies recording a thousand each, the same number of calls in all; each spy is made
  // before its clock starts and freed after it stops. Array growth and a working set
  // that leaves the caches cost a constant share per call; a cost that grew with the
  // calls already recorded, even as their logarithm, would double the ratio over this
  // range. The bound leaves room for the first and no more.
  let fewCalls = 1_000
  let manyCalls = settings.quick ? 100_000 : 1_000_000
  let flat = await pairedRatio(
    runs: settings.runs,
    subject: { recordingNanosecondsPerCall(spies: 1, callsEach: manyCalls) },
    baseline: { recordingNanosecondsPerCall(spies: manyCalls / fewCalls, callsEach: fewCalls) })
  rows.append(
    Row(
      measure: "cost per call, \(manyCalls / 1_000)k calls on one spy", value: flat.subject,
      unit: "ns/call", baseline: "1k calls on each of \(manyCalls / fewCalls) spies",
      baselineValue: flat.baseline, ratio: flat.ratio, goal: "≤ 1.5×", met: flat.ratio <= 1.5,
      spread: flat.spread))
}

// MARK: Strict mode

// The same call with strict mode off and on: a spy created outside a strict scope pays
// one branch on a constant; one created inside also marks the stub it used.
if settings.runs("strict") {
  spyRow(
    "Spy.call, 1 argument-matched stub, strict mode off",
    nanosecondsPerIteration(settings) { n in
      let spy = Spy<Int, Int>()
      spy.when(0).returns(0)
      for _ in 0..<n { blackHole(spy.call(0)) }
    })

  spyRow(
    "Spy.call, 1 argument-matched stub, strict mode on",
    nanosecondsPerIteration(settings) { n in
      withStrictMocks {
        let spy = Spy<Int, Int>()
        spy.when(0).returns(0)
        for _ in 0..<n { blackHole(spy.call(0)) }
      }
    })

  spyRow(
    "Spy.call, default stub, strict mode on",
    nanosecondsPerIteration(settings) { n in Subject.spyDefaultStubStrict.prepare()(n) })
}

// MARK: Recording throughput under concurrency

func recordConcurrently(tasks: Int, calls: Int, _ record: @escaping @Sendable (Int) -> Void) async {
  await withTaskGroup(of: Void.self) { group in
    for task in 0..<tasks {
      group.addTask {
        for call in 0..<(calls / tasks) { record(task &* calls &+ call) }
      }
    }
  }
}

var lostCalls = 0

/// Nanoseconds per call of `tasks` tasks recording into one new spy, one run; counts
/// the calls the spy lost into `lostCalls`.
@MainActor func spyRecording(tasks: Int, calls: Int) async -> Double {
  let spy = Spy<Int, Void>()
  let start = MonotonicClock.now
  await recordConcurrently(tasks: tasks, calls: calls) { spy.call($0) }
  let elapsed = MonotonicClock.now - start
  lostCalls += calls - calls % tasks - spy.callCount
  return Double(elapsed) / Double(calls)
}

/// Nanoseconds per call of `tasks` tasks recording into one new hand-written `NSLock`
/// mock, one run.
@MainActor func lockedMockRecording(tasks: Int, calls: Int) async -> Double {
  let mock = LockedMock()
  let start = MonotonicClock.now
  await recordConcurrently(tasks: tasks, calls: calls) { blackHole(mock.call($0)) }
  let elapsed = MonotonicClock.now - start
  blackHole(mock.callCount)
  return Double(elapsed) / Double(calls)
}

/// Nanoseconds per call with 1 task and with 8 on one recorder, in one run.
struct TaskScaling {
  var one = 0.0
  var eight = 0.0

  /// Calls per second with 8 tasks over calls per second with 1 task.
  var ratio: Double { one / eight }
}

/// One run of the contention rows: a spy's scaling and a hand-written `NSLock` mock's.
struct ContentionRun {
  var spy = TaskScaling()
  var mock = TaskScaling()

  /// What contention costs the spy against what it costs the mock: 1 when the same.
  var relativeScaling: Double { spy.ratio / mock.ratio }

  /// Measures all four in turn, in reverse order when `reversed`, so that across runs
  /// neither the spy nor the mock always follows the other.
  @MainActor static func measure(calls: Int, reversed: Bool) async -> ContentionRun {
    var run = ContentionRun()
    let order: [(tasks: Int, onSpy: Bool)] = [(1, true), (1, false), (8, true), (8, false)]
    for (tasks, onSpy) in reversed ? order.reversed() : order {
      let time =
        onSpy
        ? await spyRecording(tasks: tasks, calls: calls)
        : await lockedMockRecording(tasks: tasks, calls: calls)
      switch (onSpy, tasks) {
      case (true, 1): run.spy.one = time
      case (true, _): run.spy.eight = time
      case (false, 1): run.mock.one = time
      case (false, _): run.mock.eight = time
      }
    }
    return run
  }
}

if settings.runs("throughput") {
  let total = settings.iterations - settings.iterations % 8
  for tasks in [1, 2, 8] {
    // The count that checks for lost calls is read after the clock stops: a spy's first
    // read of its calls puts together all of them, a cost of reading, not of recording.
    _ = await spyRecording(tasks: tasks, calls: min(total, 1_000))
    _ = await lockedMockRecording(tasks: tasks, calls: min(total, 1_000))
    var spyTimes: [Double] = []
    var lockedTimes: [Double] = []
    for _ in 0..<settings.runs {
      spyTimes.append(await spyRecording(tasks: tasks, calls: total))
      lockedTimes.append(await lockedMockRecording(tasks: tasks, calls: total))
    }
    let spyTime = median(spyTimes)
    let lockedTime = median(lockedTimes)
    rows.append(
      Row(
        measure: "recording, \(tasks) task\(tasks == 1 ? "" : "s") on one spy", value: spyTime,
        unit: "ns/call", baseline: "hand-written mock + NSLock, same tasks",
        baselineValue: lockedTime, ratio: spyTime / lockedTime, goal: "no lost calls",
        met: lostCalls == 0))
  }

  // Contention: the throughput of 8 tasks over that of 1, for the spy and for the
  // hand-written mock, all four measured in each run. The goal is stated in the ratio of
  // the two, run by run: contention may cost MockKit no more than it costs the mock.
  // Twice as many runs as elsewhere, since this ratio compounds four measurements.
  let contentionRuns = 2 * settings.runs + 1
  var contention: [ContentionRun] = []
  for run in 0..<contentionRuns {
    contention.append(await ContentionRun.measure(calls: total, reversed: run % 2 == 1))
  }
  for (name, recorder) in [("Spy", \ContentionRun.spy), ("hand-written mock + NSLock", \.mock)] {
    let times = contention.map { $0[keyPath: recorder] }
    rows.append(
      Row(
        measure: "throughput, 8 tasks vs 1, \(name)", value: median(times.map { 1e3 / $0.eight }),
        unit: "M calls/s", baseline: "the same, 1 task",
        baselineValue: median(times.map { 1e3 / $0.one }), ratio: median(times.map(\.ratio)),
        goal: "", met: nil, spread: Row.Spread(times.map(\.ratio))))
  }
  // Met when the median is at least 1, or when too few runs fall below 1 to tell the spy
  // from the mock: if both paid the same for contention, each run would fall below 1 as
  // often as above it, and the row fails only when as many runs fall below as would do
  // so by chance less than 1 time in 20 (a one-sided sign test: with 15 runs, 12 or more).
  let relative = contention.map(\.relativeScaling)
  let below = relative.filter { $0 < 1 }.count
  let clearlyMet = median(relative) >= 1
  let withinNoise = chanceOfAtLeast(below, of: contentionRuns) >= 0.05
  let noiseNote = !clearlyMet && withinNoise ? ", within noise" : ""
  rows.append(
    Row(
      measure: "contention: Spy's 8-vs-1 / the mock's", value: median(contention.map(\.spy.ratio)),
      unit: "×", baseline: "hand-written mock + NSLock, its 8 vs 1",
      baselineValue: median(contention.map(\.mock.ratio)), ratio: median(relative),
      goal: "≥ 1× (\(below) of \(contentionRuns) runs below 1\(noiseNote))",
      met: clearlyMet || withinNoise, spread: Row.Spread(relative)))
}

// MARK: Wake-up latency

/// The baseline: the least a hand-off between tasks can cost. A counter and one parked
/// continuation behind a lock; a post resumes the waiter if it is there.
final class Mailbox: @unchecked Sendable {
  // @unchecked: `count` and `waiter` are only touched under `lock`.
  private let lock = NSLock()
  private var count = 0
  private var waiter: (target: Int, continuation: CheckedContinuation<Void, Never>)?

  func post() {
    lock.lock()
    count += 1
    var ready: CheckedContinuation<Void, Never>?
    if let waiter, count >= waiter.target {
      ready = waiter.continuation
      self.waiter = nil
    }
    lock.unlock()
    ready?.resume()
  }

  func wait(for target: Int) async {
    await withCheckedContinuation { continuation in
      lock.lock()
      if count >= target {
        lock.unlock()
        continuation.resume()
        return
      }
      waiter = (target, continuation)
      lock.unlock()
    }
  }
}

/// Two tasks hand a turn back and forth `n` times; returns nothing, timed by the caller.
func pingPong(
  _ n: Int, post: @escaping @Sendable (Int, Int) -> Void,
  wait: @escaping @Sendable (Int, Int) async -> Void
) async {
  await withTaskGroup(of: Void.self) { group in
    group.addTask {
      for i in 1...n {
        post(0, i)
        await wait(1, i)
      }
    }
    group.addTask {
      for i in 1...n {
        await wait(0, i)
        post(1, i)
      }
    }
  }
}

if settings.runs("wake-up") {
  let handOffs = settings.quick ? 2_000 : 100_000
  let wake = await pairedRatio(
    runs: settings.runs,
    subject: {
      await nanosecondsPerIteration(settings, iterations: handOffs, runs: 1) { n in
        let spies = [Spy<Int, Void>(), Spy<Int, Void>()]
        await pingPong(
          n, post: { side, i in spies[side].call(i) },
          wait: { side, i in await spies[side].waitForCalls(i) })
      }
    },
    baseline: {
      await nanosecondsPerIteration(settings, iterations: handOffs, runs: 1) { n in
        let boxes = [Mailbox(), Mailbox()]
        await pingPong(
          n, post: { side, _ in boxes[side].post() },
          wait: { side, i in await boxes[side].wait(for: i) })
      }
    })
  rows.append(
    Row(
      measure: "waitForCalls wake-up (round trip / 2)", value: wake.subject / 2, unit: "ns",
      baseline: "bare CheckedContinuation hand-off", baselineValue: wake.baseline / 2,
      ratio: wake.ratio, goal: "≤ 2×", met: wake.ratio <= 2, spread: wake.spread))
}

// MARK: TestContainer

if settings.runs("container") {
  let resolves = settings.quick ? 5_000 : 200_000
  let resolve = await pairedRatio(
    runs: settings.runs,
    subject: {
      nanosecondsPerIteration(settings, iterations: resolves, runs: 1) {
        Subject.containerResolve.prepare()($0)
      }
    },
    baseline: {
      nanosecondsPerIteration(settings, iterations: resolves, runs: 1) {
        Subject.handWrittenFactory.prepare()($0)
      }
    })
  rows.append(
    Row(
      measure: "TestContainer.resolve, 3-level graph", value: resolve.subject, unit: "ns",
      baseline: "hand-written factory function", baselineValue: resolve.baseline,
      ratio: resolve.ratio, goal: "≤ 10×", met: resolve.ratio <= 10, spread: resolve.spread))
}

// MARK: Contracts

// A stub from a contract's example is a `when` stub: a call costs what one costs. Verifying
// an example replays it in a task of its own, with a timeout and a fresh implementation.
if settings.runs("contracts") {
  let exampleStub = await pairedRatio(
    runs: settings.runs,
    subject: {
      nanosecondsPerIteration(settings, runs: 1) { Subject.spyExampleStub.prepare()($0) }
    },
    baseline: {
      nanosecondsPerIteration(settings, runs: 1) { Subject.spyWhenStub.prepare()($0) }
    })
  rows.append(
    Row(
      measure: "Spy.call, stub from a contract's example", value: exampleStub.subject,
      unit: "ns/call", baseline: "Spy.call, the same stub with when(_:)",
      baselineValue: exampleStub.baseline, ratio: exampleStub.ratio, goal: "≤ 1.1×",
      met: exampleStub.ratio <= 1.1, spread: exampleStub.spread))

  let verifications = settings.quick ? 200 : 5_000
  let verify = await pairedRatio(
    runs: settings.runs,
    subject: {
      await nanosecondsPerIteration(settings, iterations: verifications, runs: 1) { n in
        for _ in 0..<n {
          await expectContract(PricingExamples.contract, keptBy: { TablePricing() })
        }
      }
    },
    baseline: {
      await nanosecondsPerIteration(settings, iterations: verifications, runs: 1) { n in
        for _ in 0..<n {
          blackHole(await Task { try? await TablePricing().price(sku: 42, currency: "EUR") }.value)
        }
      }
    })
  rows.append(
    Row(
      measure: "expectContract, one example verified", value: verify.subject / 1_000,
      unit: "µs", baseline: "the same call in a task of its own",
      baselineValue: verify.baseline / 1_000, ratio: verify.ratio, goal: "", met: nil,
      spread: verify.spread))
}

if let memoryRow { rows.append(memoryRow) }

// MARK: Mock generator

if settings.runs("generator") {
  let generatorInput = GeneratorInput(files: 100, protocolsPerFile: 10)
  let generator = MockGenerator(command: "mockkit generate")

  // A protocol the generator left out would make the row time less work than it claims.
  let generated = generator.generateFile(parsing: generatorInput.files)
  let mockCount = generated.source.components(separatedBy: "final class Mock").count - 1
  guard
    mockCount == generatorInput.protocolCount,
    generated.mockedProtocols.count == generatorInput.protocolCount,
    generated.warnings.isEmpty
  else {
    fatalError(
      """
      The generator benchmark's input was not mocked whole: \(mockCount) mocks written for \
      \(generatorInput.protocolCount) protocols.
        Warnings:
      \(generated.warnings.map { "    " + $0 }.joined(separator: "\n"))
      """)
  }

  let generatorPasses = settings.quick ? 1 : 3
  let generatorTime = nanosecondsPerIteration(settings, iterations: generatorPasses) { n in
    var length = 0
    for _ in 0..<n {
      length += generator.generateFile(parsing: generatorInput.files).source.utf8.count
    }
    blackHole(length)
  }
  let scanPasses = settings.quick ? 10 : 100
  let scanTime = nanosecondsPerIteration(settings, iterations: scanPasses) { n in
    var braces = 0
    for _ in 0..<n {
      for file in generatorInput.files {
        for byte in file.contents.utf8 where byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
        {
          braces += 1
        }
      }
    }
    blackHole(braces)
  }
  rows.append(
    Row(
      measure: "generator: parse + generate 1,000 protocols", value: generatorTime / 1e6,
      unit: "ms", baseline: "scan of the same bytes, counting { and }",
      baselineValue: scanTime / 1e6, ratio: generatorTime / scanTime, goal: "≤ 250 ms",
      met: generatorTime / 1e6 <= 250))

  // A file of 6 MB of type declarations: time once grew with the square of their number.
  let typeCount = 97_000
  let typeDeclarations = typeDeclarations(count: typeCount)
  let typeFile = [(path: "Types.swift", contents: typeDeclarations)]
  let typesTime = nanosecondsPerIteration(settings, iterations: 1) { n in
    var length = 0
    for _ in 0..<n { length += generator.generateFile(parsing: typeFile).source.utf8.count }
    blackHole(length)
  }
  let typesScanTime = nanosecondsPerIteration(settings, iterations: settings.quick ? 1 : 10) { n in
    var braces = 0
    for _ in 0..<n {
      for byte in typeDeclarations.utf8 where byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
      {
        braces += 1
      }
    }
    blackHole(braces)
  }
  rows.append(
    Row(
      measure: "generator: 6 MB file of \(typeCount / 1000)k type declarations",
      value: typesTime / 1e6, unit: "ms", baseline: "scan of the same bytes, counting { and }",
      baselineValue: typesScanTime / 1e6, ratio: typesTime / typesScanTime, goal: "≤ 2,000 ms",
      met: typesTime / 1e6 <= 2_000))
}

// MARK: What MockKit adds to a build

// Minutes per run, so only in a full run.
// On the clock, what a user waits; in processor time, what the machine spends, which
// the load on a shared machine moves far less: the goal is stated in it.
if settings.runs("build"), !settings.quick {
  let cost = try BuildCost.measure(runs: 3)
  let without = cost[.handWritten]!
  for (variant, name) in [(BuildCost.Variant.mockKit, "MockKit"), (.plugin, "MockKit + plugin")] {
    let with = cost[variant]!
    rows.append(
      Row(
        measure: "clean debug build + \(name), wall clock", value: with.wall, unit: "s",
        baseline: "the same package, hand-written mock", baselineValue: without.wall,
        ratio: with.wall / without.wall,
        goal: String(format: "(+%.1f s)", with.wall - without.wall), met: nil))
    let added = with.cpu - without.cpu
    rows.append(
      Row(
        measure: "clean debug build + \(name), processor time", value: with.cpu, unit: "s",
        baseline: "the same package, hand-written mock", baselineValue: without.cpu,
        ratio: with.cpu / without.cpu,
        goal: String(format: "≤ +10 s (+%.1f s)", added), met: added <= 10))
  }
}

// MARK: Report

if printJSON {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  print(String(decoding: try encoder.encode(rows), as: UTF8.self))
} else {
  printTable(rows, settings: settings)
  if lostCalls != 0 { print("\nLOST CALLS: \(lostCalls)") }
}
