import Foundation
import MockKit
import MockKitGeneratorCore

/// A mock made thread-safe with `NSLock`, as careful hand-written mocks are.
final class LockedMock: @unchecked Sendable {
  // @unchecked: every stored property is read and written only under `lock`.
  private let lock = NSLock()
  private var count = 0
  private var arguments: [Int] = []

  func call(_ input: Int) -> Int {
    lock.lock()
    defer { lock.unlock() }
    count += 1
    arguments.append(input)
    return 42
  }

  var callCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return count
  }
}

/// A three-level graph: a checkout service over payments over a gateway, plus inventory.
final class Gateway: Sendable {}
final class Payments: Sendable {
  let gateway: Gateway
  init(gateway: Gateway) { self.gateway = gateway }
}
final class Inventory: Sendable {}
final class Checkout: Sendable {
  let payments: Payments
  let inventory: Inventory
  init(payments: Payments, inventory: Inventory) {
    self.payments = payments
    self.inventory = inventory
  }
}

/// The hand-written factory: a function that returns the graph, as a test's `makeSUT()`
/// does. Not inlined: inlined into the loop, the objects did not escape, so the optimizer
/// put them on the stack and the row timed no allocation at all.
@inline(never)
func makeCheckout() -> Checkout {
  Checkout(payments: Payments(gateway: Gateway()), inventory: Inventory())
}

/// The work of a benchmark row's measure or baseline, shared by the timed table and the
/// instruction counts, so both measure the same code.
enum Subject: String, CaseIterable {
  case lockedMock = "locked-mock"
  case spyVoidNoStub = "spy-void-no-stub"
  case spyDefaultStub = "spy-default-stub"
  case spyDefaultStubStrict = "spy-default-stub-strict"
  case spyMatchedStubs = "spy-10-matched-stubs"
  case handWrittenFactory = "hand-written-factory"
  case containerResolve = "container-resolve"
  case generator1kTypes = "generator-1k-types"
  case generator8kTypes = "generator-8k-types"

  /// Sets the subject up, then returns the loop that runs `n` iterations of it, so that a
  /// caller can leave the set-up out of what it measures.
  func prepare() -> (Int) -> Void {
    switch self {
    case .lockedMock:
      let mock = LockedMock()
      return { n in
        for i in 0..<n { blackHole(mock.call(i)) }
      }
    case .spyVoidNoStub:
      let spy = Spy<Int, Void>()
      return { n in
        for i in 0..<n { spy.call(i) }
        blackHole(spy)
      }
    case .spyDefaultStub:
      let spy = Spy<Int, Int>()
      spy.returns(42)
      return { n in
        for i in 0..<n { blackHole(spy.call(i)) }
      }
    case .spyDefaultStubStrict:
      return { n in
        withStrictMocks {
          let spy = Spy<Int, Int>()
          spy.returns(42)
          for i in 0..<n { blackHole(spy.call(i)) }
        }
      }
    case .spyMatchedStubs:
      let spy = Spy<Int, Int>()
      for value in 0..<10 { spy.when(value).returns(value) }
      // 0 matches the oldest stub: every call runs all 10 matchers.
      return { n in
        for _ in 0..<n { blackHole(spy.call(0)) }
      }
    case .handWrittenFactory:
      return { n in
        for _ in 0..<n { blackHole(makeCheckout()) }
      }
    case .generator1kTypes, .generator8kTypes:
      let count = self == .generator1kTypes ? 1_000 : 8_000
      let file = [(path: "Types.swift", contents: typeDeclarations(count: count))]
      let generator = MockGenerator(command: "mockkit generate")
      return { n in
        for _ in 0..<n { blackHole(generator.generateFile(parsing: file).source.utf8.count) }
      }
    case .containerResolve:
      let container = TestContainer {
        Provide(Gateway.self) { _ in Gateway() }
        Provide(Payments.self) { r in Payments(gateway: try r.resolve()) }
        Provide(Inventory.self) { _ in Inventory() }
        Provide(Checkout.self) { r in
          Checkout(payments: try r.resolve(), inventory: try r.resolve())
        }
      }
      return { n in
        for _ in 0..<n { blackHole(try? container.resolve(Checkout.self)) }
      }
    }
  }
}

extension Subject {
  /// Iterations run before the counted ones: enough for a call or a resolve to bind its
  /// symbols and grow its buffers; one file for the generator, which reads thousands of
  /// declarations an iteration.
  var warmUpIterations: Int {
    switch self {
    case .generator1kTypes, .generator8kTypes: 1
    default: 1_000
    }
  }
}

/// The instruction-count mode, `--instructions SUBJECT ITERATIONS`: runs exactly
/// `ITERATIONS` iterations of one subject inside ``instructionCountedRegion(_:_:)`` and
/// times nothing. `.ci/instruction-counts` runs it under callgrind, collecting only inside
/// that function, so the process's start-up and the subject's set-up are not counted.
enum InstructionCounting {
  /// Runs the mode and returns `true` if `arguments` ask for it, returns `false` if they
  /// do not; exits with a usage message when they ask for it wrongly.
  static func run(_ arguments: [String]) -> Bool {
    guard let flag = arguments.firstIndex(of: "--instructions") else { return false }
    let rest = arguments[(flag + 1)...]
    guard rest.count == 2, let subject = Subject(rawValue: rest[rest.startIndex]),
      let iterations = Int(rest[rest.startIndex + 1]), iterations >= 0
    else {
      let names = Subject.allCases.map(\.rawValue).joined(separator: ", ")
      FileHandle.standardError.write(
        Data(
          "usage: mockkit-benchmarks --instructions SUBJECT ITERATIONS\n  SUBJECT: \(names)\n".utf8)
      )
      exit(2)
    }
    let body = subject.prepare()
    // Outside the counted region: the first calls bind symbols lazily and grow buffers once.
    body(subject.warmUpIterations)
    instructionCountedRegion(iterations, body)
    return true
  }
}

/// The only code callgrind counts in the instruction-count mode (`--toggle-collect`
/// names it), so it must stay a real function.
@inline(never)
func instructionCountedRegion(_ iterations: Int, _ body: (Int) -> Void) {
  body(iterations)
}
