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

/// A mock of the shape macro-generated spies have (swift-spyable's `@Spyable` writes one
/// per protocol): per method, plain `var`s for the call count, the last arguments, every
/// call's arguments and the stub, a value or a closure, in a class marked
/// `@unchecked Sendable` with no lock. It is what MockKit's call must beat in
/// instructions while being thread-safe; it is not thread-safe itself, which is why it
/// is only a baseline.
final class MacroStyleMock: @unchecked Sendable {
  // @unchecked, as a generated spy's conformance is: nothing guards these `var`s, so
  // concurrent calls race.
  var callCallsCount = 0
  var callCalled: Bool { callCallsCount > 0 }
  var callReceivedInput: Int?
  var callReceivedInvocations: [Int] = []
  var callReturnValue: Int!
  var callClosure: ((Int) -> Int)?

  func call(_ input: Int) -> Int {
    callCallsCount += 1
    callReceivedInput = input
    callReceivedInvocations.append(input)
    if let callClosure {
      return callClosure(input)
    }
    return callReturnValue
  }
}

/// ``MacroStyleMock`` for an `async` requirement: the same `var`s, an `async` closure.
final class AsyncMacroStyleMock: @unchecked Sendable {
  // @unchecked, as a generated spy's conformance is: nothing guards these `var`s, so
  // concurrent calls race.
  var callCallsCount = 0
  var callCalled: Bool { callCallsCount > 0 }
  var callReceivedInput: Int?
  var callReceivedInvocations: [Int] = []
  var callReturnValue: Int!
  var callClosure: ((Int) async -> Int)?

  func call(_ input: Int) async -> Int {
    callCallsCount += 1
    callReceivedInput = input
    callReceivedInvocations.append(input)
    if let callClosure {
      return await callClosure(input)
    }
    return callReturnValue
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

/// A protocol with one requirement, and its contract: what the contract rows stub from
/// and verify.
protocol Pricing: Sendable {
  func price(sku: Int, currency: String) async throws -> Int
}

typealias PricingContract = ProtocolContract<any Pricing>

enum PricingExamples {
  static let price = PricingContract.Requirement<(Int, String), Int>("price(sku:currency:)") {
    pricing, arguments in
    try await pricing.price(sku: arguments.0, currency: arguments.1)
  }

  static let contract = PricingContract(
    "Pricing", examples: [price.example("prices sku 42 in euros", with: (42, "EUR"), .returns(7))]
  )
}

/// The implementation the contract row verifies: a price table.
struct TablePricing: Pricing {
  func price(sku: Int, currency: String) async throws -> Int { sku == 42 ? 7 : 0 }
}

/// A contract for the contracted spy's subject: doubling a number.
enum Doubling {
  static let twice = ProtocolContract<Int>.Requirement<Int, Int>("twice(_:)") { _, value in
    value * 2
  }
  static let contract = ProtocolContract<Int>(
    "Doubling", examples: [twice.example("doubles zero", with: 0, .returns(0))])
}

/// The work of a benchmark row's measure or baseline, shared by the timed table and the
/// instruction counts, so both measure the same code.
enum Subject: String, CaseIterable {
  case lockedMock = "locked-mock"
  case spyVoidNoStub = "spy-void-no-stub"
  case spyDefaultStub = "spy-default-stub"
  case macroStyleMock = "macro-style-mock"
  case spyDefaultStubStrict = "spy-default-stub-strict"
  case spyMatchedStubStrict = "spy-matched-stub-strict"
  case spyMatchedStubContracted = "spy-matched-stub-contracted"
  case spyMatchedStubs = "spy-10-matched-stubs"
  case spyPredicateStubs = "spy-10-predicate-stubs"
  case spyArgumentMatchStubs = "spy-10-argument-match-stubs"
  case spyWhenStub = "spy-when-stub"
  case spyExampleStub = "spy-example-stub"
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
    case .macroStyleMock:
      let mock = MacroStyleMock()
      mock.callReturnValue = 42
      return { n in
        for i in 0..<n { blackHole(mock.call(i)) }
      }
    case .spyDefaultStubStrict:
      return { n in
        withStrictMocks {
          let spy = Spy<Int, Int>()
          spy.returns(42)
          for i in 0..<n { blackHole(spy.call(i)) }
        }
      }
    case .spyMatchedStubStrict:
      return { n in
        withStrictMocks {
          let spy = Spy<Int, Int>()
          spy.when(0).returns(0)
          for _ in 0..<n { blackHole(spy.call(0)) }
        }
      }
    case .spyMatchedStubContracted:
      // The same stub on a spy that keeps a contract, at the level that checks it: the
      // check runs once, when the scope ends, and the calls cost what they cost above.
      return { n in
        withStrictMocks(.contracts) {
          let spy = Spy<Int, Int>()
          spy.keeps(Doubling.twice, of: Doubling.contract)
          spy.when(0).returns(0)
          for _ in 0..<n { blackHole(spy.call(0)) }
        }
      }
    case .spyMatchedStubs:
      let spy = Spy<Int, Int>()
      for value in 0..<10 { spy.when(value).returns(value) }
      // 0 matches the oldest stub: every call runs all 10 matchers.
      return { n in
        for _ in 0..<n { blackHole(spy.call(0)) }
      }
    case .spyPredicateStubs:
      // A test that cares about one of two arguments, before ArgumentMatch: a predicate
      // over the tuple.
      let spy = Spy<(Int, String), Int>()
      for value in runtimeValues(0..<10) { spy.when(matching: { $0.0 == value }).returns(value) }
      return { n in
        for _ in 0..<n { blackHole(spy.call((0, "EUR"))) }
      }
    case .spyArgumentMatchStubs:
      // The same stubs, one match per argument.
      let spy = Spy<(Int, String), Int>()
      for value in runtimeValues(0..<10) {
        spy.when(.arguments(.equal(to: value), .any)).returns(value)
      }
      return { n in
        for _ in 0..<n { blackHole(spy.call((0, "EUR"))) }
      }
    case .spyWhenStub:
      let spy = Spy<(Int, String), Int>()
      spy.when((42, "EUR")).returns(7)
      return { n in
        for _ in 0..<n { blackHole(spy.call((42, "EUR"))) }
      }
    case .spyExampleStub:
      // The same stub, from the contract's example: what a stub that cannot drift costs.
      let spy = Spy<(Int, String), Int>()
      spy.stub(from: PricingExamples.contract.examples(of: PricingExamples.price))
      return { n in
        for _ in 0..<n { blackHole(spy.call((42, "EUR"))) }
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

/// The `async` subjects: a call from an `async` method, MockKit's and the baseline's.
/// Their loops await calls that return without suspending, as a call answered by a stub
/// does, so the instruction-count mode can run them on one thread (see
/// ``prepareSynchronously()``).
enum AsyncSubject: String, CaseIterable {
  case spyDefaultStubAsync = "spy-default-stub-async"
  case macroStyleMockAsync = "macro-style-mock-async"

  /// Sets the subject up, then returns the loop that runs `n` iterations of it.
  func prepare() -> @Sendable (Int) async -> Void {
    switch self {
    case .spyDefaultStubAsync:
      let spy = Spy<Int, Int>()
      spy.returns(42)
      return { n in
        for i in 0..<n { blackHole(await spy.call(i)) }
      }
    case .macroStyleMockAsync:
      let mock = AsyncMacroStyleMock()
      mock.callReturnValue = 42
      return { n in
        for i in 0..<n { blackHole(await mock.call(i)) }
      }
    }
  }

  /// Iterations run before the counted ones, as for a synchronous call.
  var warmUpIterations: Int { 1_000 }

  /// The loop as a synchronous function, for the instruction-count mode, which counts
  /// only inside a synchronous function on one thread: each run starts a task that runs
  /// on the calling thread at once (`Task.immediate`) and returns when the task is done.
  /// A loop that suspended would go on on another thread, uncounted, so a run that returns
  /// before its task is done stops the benchmark.
  func prepareSynchronously() -> (Int) -> Void {
    let loop = prepare()
    return { n in
      guard #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) else {
        fatalError("Counting an async subject needs Task.immediate (macOS 26 or later, or Linux).")
      }
      let finished = Completion()
      Task.immediate {
        await loop(n)
        finished.mark()
      }
      guard finished.isMarked else {
        fatalError("\(rawValue) suspended: the rest of its loop ran on another thread, uncounted.")
      }
    }
  }
}

/// Whether a task has reached its end, read from another context.
final class Completion: @unchecked Sendable {
  // @unchecked: `marked` is only touched under `lock`.
  private let lock = NSLock()
  private var marked = false

  func mark() { lock.withLock { marked = true } }
  var isMarked: Bool { lock.withLock { marked } }
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
    guard rest.count == 2, let body = loop(named: rest[rest.startIndex]),
      let iterations = Int(rest[rest.startIndex + 1]), iterations >= 0
    else {
      let names = (Subject.allCases.map(\.rawValue) + AsyncSubject.allCases.map(\.rawValue))
        .joined(separator: ", ")
      FileHandle.standardError.write(
        Data(
          "usage: mockkit-benchmarks --instructions SUBJECT ITERATIONS\n  SUBJECT: \(names)\n".utf8)
      )
      exit(2)
    }
    // Outside the counted region: the first calls bind symbols lazily and grow buffers once.
    body.loop(body.warmUpIterations)
    instructionCountedRegion(iterations, body.loop)
    return true
  }

  /// The prepared loop of the subject named `name`, synchronous or `async`, and its
  /// warm-up iterations.
  static func loop(named name: String) -> (loop: (Int) -> Void, warmUpIterations: Int)? {
    if let subject = Subject(rawValue: name) {
      return (subject.prepare(), subject.warmUpIterations)
    }
    if let subject = AsyncSubject(rawValue: name) {
      return (subject.prepareSynchronously(), subject.warmUpIterations)
    }
    return nil
  }
}

/// The only code callgrind counts in the instruction-count mode (`--toggle-collect`
/// names it), so it must stay a real function.
/// `values`, as values the optimizer cannot know: a test matches the values it computed
/// (`$0.0 == order.id`), and a closure over a constant the optimizer sees is compiled for
/// that constant and carries no context, which a test's closure does not get.
@inline(never)
func runtimeValues(_ values: Range<Int>) -> [Int] {
  Array(values)
}

@inline(never)
func instructionCountedRegion(_ iterations: Int, _ body: (Int) -> Void) {
  body(iterations)
}
