// mockkit-benchmarks: what a MockKit spy costs, and how fast mocks are generated, next to
// baselines measured in the same run.
//
//   swift run -c release mockkit-benchmarks            full run, a table
//   swift run -c release mockkit-benchmarks --json     the same rows as JSON
//   swift run -c release mockkit-benchmarks --quick    a few thousand iterations (CI)
//   swift run -c release mockkit-benchmarks --only wake-up,throughput
//                                                      only these sections (memory, spy,
//                                                      strict, throughput, wake-up,
//                                                      container, generator, build)
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

if settings.runs("throughput") {
  let total = settings.iterations - settings.iterations % 8
  for tasks in [1, 2, 8] {
    // The count that checks for lost calls is read after the clock stops: a spy's first
    // read of its calls puts together all of them, a cost of reading, not of recording.
    _ = await spyRecording(tasks: tasks, calls: min(total, 1_000))
    var spyTimes: [Double] = []
    for _ in 0..<settings.runs { spyTimes.append(await spyRecording(tasks: tasks, calls: total)) }
    let spyTime = median(spyTimes)
    let lockedTime = await nanosecondsPerIteration(settings, iterations: total) { n in
      let mock = LockedMock()
      await recordConcurrently(tasks: tasks, calls: n) { blackHole(mock.call($0)) }
      blackHole(mock.callCount)
    }
    rows.append(
      Row(
        measure: "recording, \(tasks) task\(tasks == 1 ? "" : "s") on one spy", value: spyTime,
        unit: "ns/call", baseline: "hand-written mock + NSLock, same tasks",
        baselineValue: lockedTime, ratio: spyTime / lockedTime, goal: "no lost calls",
        met: lostCalls == 0))
  }
  // Throughput with 8 tasks over throughput with 1, measured in turn run by run: the
  // goal holds only if every run meets it.
  _ = await spyRecording(tasks: 8, calls: min(total, 1_000))
  let scaling = await pairedRatio(
    runs: settings.runs,
    subject: { await 1 / spyRecording(tasks: 8, calls: total) },
    baseline: { await 1 / spyRecording(tasks: 1, calls: total) })
  rows.append(
    Row(
      measure: "throughput, 8 tasks vs 1 task", value: scaling.subject * 1e3,
      unit: "M calls/s", baseline: "the same spy, 1 task", baselineValue: scaling.baseline * 1e3,
      ratio: scaling.ratio, goal: "≥ 0.5× in every run", met: scaling.spread.lowest >= 0.5,
      spread: scaling.spread))
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
  rows.append(
    Row(
      measure: "clean debug build + MockKit, wall clock", value: cost.with.wall, unit: "s",
      baseline: "the same package, hand-written mock", baselineValue: cost.without.wall,
      ratio: cost.with.wall / cost.without.wall,
      goal: String(format: "(+%.1f s)", cost.with.wall - cost.without.wall), met: nil))
  let added = cost.with.cpu - cost.without.cpu
  rows.append(
    Row(
      measure: "clean debug build + MockKit, processor time", value: cost.with.cpu, unit: "s",
      baseline: "the same package, hand-written mock", baselineValue: cost.without.cpu,
      ratio: cost.with.cpu / cost.without.cpu,
      goal: String(format: "≤ +10 s (+%.1f s)", added), met: added <= 10))
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
