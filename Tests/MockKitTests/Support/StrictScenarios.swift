import Foundation
import MockKit
import Testing

/// A mock whose spies' declaration lines the strict-mode messages name.
final class MockOrderDesk: Sendable {
  let fetchOrder = ThrowingSpy<String, String>()
  static let fetchOrderLine = #line - 1
  let charge = ThrowingSpy<(Int, String), String>()
  static let chargeLine = #line - 1
  let save = Spy<String, Void>()
  static let saveLine = #line - 1
  let updates = Spy<String, AsyncStream<String>>()
  static let updatesLine = #line - 1

  func fetchOrder(id: String) async throws -> String { try await fetchOrder.call(id) }
  func charge(amount: Int, currency: String) throws -> String {
    try charge.call((amount, currency))
  }
  func save(_ name: String) async { await save.call(name) }
  func updates(for id: String) -> AsyncStream<String> { updates.call(id) }

  static func declared(_ line: Int) -> String {
    "  Declared at: MockKitTests/StrictScenarios.swift:\(line)"
  }
}

/// What a strict scope reports, the same in Swift Testing and XCTest: each scenario runs
/// its body inside a scope and says what the scope reports when it ends, and where.
enum StrictScenario {
  struct Expected: Equatable {
    var message: String
    var fileID = "MockKitTests/StrictScenarios.swift"
    var line: Int
  }

  /// A specific `when` stub that a general one added after it shadows: stubs are tried
  /// newest first, so the general one answered the call meant for the specific one.
  static func shadowedStub() async -> [Expected] {
    let desk = MockOrderDesk()
    desk.fetchOrder.when("o-1").returns("Order o-1"); let stubLine = #line
    desk.fetchOrder.when(.any).returns("Any order"); let newerLine = #line
    _ = try? await desk.fetchOrder(id: "o-2")
    _ = try? await desk.fetchOrder(id: "o-1")
    return [
      Expected(
        message: """
          A stub of fetchOrder(id:) was never used: a newer stub answered the calls it matches, since when stubs are tried newest first.
            Stub:
              fetchOrder(id: "o-1")
            Answered instead by the stub at MockKitTests/StrictScenarios.swift:\(newerLine):
              fetchOrder(id: any)
            Calls it matches:
              #2 fetchOrder(id: "o-1")
          \(MockOrderDesk.declared(MockOrderDesk.fetchOrderLine))
            To fix, add the more specific stub after the more general one, or remove the one the test does not need.
          """, line: stubLine)
    ]
  }

  /// A `when` stub that no call used, beside one that a call used.
  static func unusedStub() async -> [Expected] {
    let desk = MockOrderDesk()
    desk.fetchOrder.when("o-1").returns("Order o-1")
    desk.fetchOrder.when("o-7").returns("Order o-7"); let stubLine = #line
    _ = try? await desk.fetchOrder(id: "o-1")
    return [
      Expected(
        message: """
          A stub of fetchOrder(id:) was never used: no call matched it.
            Stub:
              fetchOrder(id: "o-7")
            Calls:
              #1 fetchOrder(id: "o-1")
          \(MockOrderDesk.declared(MockOrderDesk.fetchOrderLine))
            To fix, remove the stub if the test no longer needs it, or check that the code under test still makes this call.
          """, line: stubLine)
    ]
  }

  /// A stub that a test helper made on the test's behalf and no call used: reported at the
  /// test's line, which the helper forwarded as Swift Testing's `SourceLocation` or as
  /// XCTest's file and line.
  static func unusedStubFromAHelper(forwardingFileAndLine: Bool) async -> [Expected] {
    let desk = MockOrderDesk()
    desk.fetchOrder.when("o-1").returns("Order o-1")
    _ = try? await desk.fetchOrder(id: "o-1")
    if forwardingFileAndLine {
      stubOrder(desk, id: "o-7", file: #filePath, line: #line)
    } else {
      stubOrder(desk, id: "o-7")
    }
    let stubLine = #line - (forwardingFileAndLine ? 4 : 2)
    return [
      Expected(
        message: """
          A stub of fetchOrder(id:) was never used: no call matched it.
            Stub:
              fetchOrder(id: "o-7")
            Calls:
              #1 fetchOrder(id: "o-1")
          \(MockOrderDesk.declared(MockOrderDesk.fetchOrderLine))
            To fix, remove the stub if the test no longer needs it, or check that the code under test still makes this call.
          """, line: stubLine)
    ]
  }

  private static func stubOrder(
    _ desk: MockOrderDesk, id: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    reportingFailures(at: sourceLocation) {
      desk.fetchOrder.when(id).returns("Order \(id)")
    }
  }

  private static func stubOrder(
    _ desk: MockOrderDesk, id: String, file: StaticString, line: UInt
  ) {
    reportingFailures(file: file, line: line) {
      desk.fetchOrder.when(id).returns("Order \(id)")
    }
  }

  /// Two of three queued responses that no call used.
  static func unusedQueuedResponses() async -> [Expected] {
    let desk = MockOrderDesk()
    desk.fetchOrder.enqueue("first", "second", "third"); let queueLine = #line
    _ = try? await desk.fetchOrder(id: "o-1")
    return [
      Expected(
        message: """
          2 of the 3 responses queued for fetchOrder(id:) were never used.
            Never used:
              return "second"
              return "third"
            Calls:
              #1 fetchOrder(id: "o-1")
          \(MockOrderDesk.declared(MockOrderDesk.fetchOrderLine))
            To fix, queue one response for each call the test expects.
          """, line: queueLine)
    ]
  }

  enum DeskError: Error { case closed }

  /// Queued responses of each kind that no call used: an error, and returns of `Void`. A
  /// spy never called is named by its declaration.
  static func unusedQueuedErrorAndVoidResponses() async -> [Expected] {
    let desk = MockOrderDesk()
    desk.fetchOrder.enqueue(throwing: DeskError.closed); let errorLine = #line
    desk.save.enqueue((), ()); let saveLine = #line
    await desk.save("draft")
    return [
      Expected(
        message: """
          The response queued for ThrowingSpy at MockKitTests/StrictScenarios.swift:\(MockOrderDesk.fetchOrderLine) was never used.
            Never used:
              throw DeskError.closed
            Calls: none
            To fix, queue one response for each call the test expects.
          """, line: errorLine),
      Expected(
        message: """
          1 of the 2 responses queued for save(_:) was never used.
            Never used:
              return
            Calls:
              #1 save("draft")
          \(MockOrderDesk.declared(MockOrderDesk.saveLine))
            To fix, queue one response for each call the test expects.
          """, line: saveLine),
    ]
  }

  /// A call that missed both `when` stubs and was answered by the default: the closest
  /// stub differs in the currency only.
  static func missedStubAnsweredByTheDefault() -> [Expected] {
    let desk = MockOrderDesk()
    desk.charge.when((42, "EUR")).returns("r-eur"); let closestLine = #line
    desk.charge.when((7, "GBP")).returns("r-gbp")
    desk.charge.returns("r-default")
    _ = try? desk.charge(amount: 42, currency: "USD")
    return [
      Expected(
        message: """
          charge(amount:currency:) call #1 did not match the stub meant for it, so the default answered it.
            Call:
              #1 charge(amount: 42, currency: "USD")
            Closest stub:
              charge(amount: 42, currency: "EUR")
            Differences:
              currency: "USD" in the call, "EUR" in the stub
            Other unused stubs:
              charge(amount: 7, currency: "GBP")
          \(MockOrderDesk.declared(MockOrderDesk.chargeLine))
            To fix, stub the arguments the code under test passes, or correct the code under test.
          """, line: closestLine)
    ]
  }

  /// A call that no stub answered, beside a `when` stub for other arguments, of a method
  /// that returns a value: reported when it is made, with the stub it missed, and not again
  /// when the scope ends; nor is that stub reported as unused.
  static func missedStubReportedAtTheCall() async -> [Expected] {
    let desk = MockOrderDesk()
    desk.fetchOrder.when("o-7").returns("Order o-7")
    _ = try? await desk.fetchOrder(id: "o-1")
    return [
      Expected(
        message: """
          fetchOrder(id:) was called with arguments no stub matches, so it threw MockKitError.unstubbed.
            Call:
              #1 fetchOrder(id: "o-1")
            Closest stub:
              fetchOrder(id: "o-7")
            Differences:
              id: "o-1" in the call, "o-7" in the stub
          \(MockOrderDesk.declared(MockOrderDesk.fetchOrderLine))
            To fix, stub the arguments the code under test passes, or correct the code under test; .returns(value) answers every call no stub matches.
          """, line: MockOrderDesk.fetchOrderLine)
    ]
  }

  /// A call of a method that returns nothing, which no stub answered, beside a stub for
  /// other arguments.
  static func missedStubUnanswered() async -> [Expected] {
    let desk = MockOrderDesk()
    desk.save.when(matching: { $0.hasPrefix("draft-") }).answers { _ in }; let stubLine = #line
    await desk.save("o-1")
    return [
      Expected(
        message: """
          save(_:) call #1 did not match the stub meant for it, and no stub answered it.
            Call:
              #1 save("o-1")
            Closest stub:
              save(_:) with arguments that satisfy the predicate
          \(MockOrderDesk.declared(MockOrderDesk.saveLine))
            To fix, stub the arguments the code under test passes, or correct the code under test.
          """, line: stubLine)
    ]
  }

  /// A call that missed a stub of one `ArgumentMatch` per argument: the differences name
  /// the argument its predicate rejects and the one that differs, not the one `any`
  /// matches.
  static func missedStubOfArgumentMatches() -> [Expected] {
    let desk = MockOrderDesk()
    desk.charge.when(.arguments(.matching { $0 > 100 }, .equal(to: "EUR"))).returns("r-big")
    desk.charge.when(.arguments(.any, .equal(to: "GBP"))).returns("r-gbp"); let closestLine = #line
    desk.charge.returns("r-default")
    _ = try? desk.charge(amount: 42, currency: "USD")
    return [
      Expected(
        message: """
          charge(amount:currency:) call #1 did not match the stub meant for it, so the default answered it.
            Call:
              #1 charge(amount: 42, currency: "USD")
            Closest stub:
              charge(amount: any, currency: "GBP")
            Differences:
              currency: "USD" in the call, "GBP" in the stub
            Other unused stubs:
              charge(amount: matching(…), currency: "EUR")
          \(MockOrderDesk.declared(MockOrderDesk.chargeLine))
            To fix, stub the arguments the code under test passes, or correct the code under test.
          """, line: closestLine)
    ]
  }

  /// A call that missed a stub whose predicate rejects one of its arguments.
  static func missedStubOfAPredicateArgument() -> [Expected] {
    let desk = MockOrderDesk()
    desk.charge.when(.arguments(.matching { $0 > 100 }, .equal(to: "EUR"))).returns("r-big")
    let stubLine = #line - 1
    desk.charge.returns("r-default")
    _ = try? desk.charge(amount: 42, currency: "EUR")
    return [
      Expected(
        message: """
          charge(amount:currency:) call #1 did not match the stub meant for it, so the default answered it.
            Call:
              #1 charge(amount: 42, currency: "EUR")
            Closest stub:
              charge(amount: matching(…), currency: "EUR")
            Differences:
              amount: 42 in the call, which the stub's predicate rejects
          \(MockOrderDesk.declared(MockOrderDesk.chargeLine))
            To fix, stub the arguments the code under test passes, or correct the code under test.
          """, line: stubLine)
    ]
  }

  /// A stub from a contract's example that no call used: reported as any `when` stub is.
  static func unusedStubFromAnExample() -> [Expected] {
    let charge = ThrowingSpy<(Int, String), Charge>(name: "charge(amount:currency:)")
    let declaredLine = #line - 1
    charge.stub(from: Provider.chargesInEuros); let stubLine = #line
    return [
      Expected(
        message: """
          A stub of charge(amount:currency:) was never used: no call matched it.
            Stub:
              charge(amount: 42, currency: "EUR")
            Calls: none
            Declared at: MockKitTests/StrictScenarios.swift:\(declaredLine)
            To fix, remove the stub if the test no longer needs it, or check that the code under test still makes this call.
          """, line: stubLine)
    ]
  }

  /// A call that missed the stub meant for it by a payload that prints the same as the
  /// stub's until the cut: the difference shows both from shortly before where they differ,
  /// as an assertion's `Differs:` block does.
  static func missedStubOfDataPastTheCut() -> [Expected] {
    let post = Spy<Data, Bool>(name: "post(_:)")
    let declaredLine = #line - 1
    let prefix = String(repeating: "a", count: 300)
    let rest = String(repeating: "a", count: 299)
    post.when(Data((prefix + "c" + rest).utf8)).returns(true); let stubLine = #line
    post.returns(false)
    _ = post.call(Data((prefix + "b" + rest).utf8))
    let printed = "\"" + String(repeating: "a", count: 256) + "…\" (600 bytes)"
    let shared = String(repeating: "a", count: 32)
    let after = String(repeating: "a", count: 223)
    return [
      Expected(
        message: """
          post(_:) call #1 did not match the stub meant for it, so the default answered it.
            Call:
              #1 post(\(printed))
            Closest stub:
              post(\(printed))
            Differences:
              argument 1: "…\(shared)b\(after)…" (600 bytes) in the call, "…\(shared)c\(after)…" (600 bytes) in the stub
            Declared at: MockKitTests/StrictScenarios.swift:\(declaredLine)
            To fix, stub the arguments the code under test passes, or correct the code under test.
          """, line: stubLine)
    ]
  }

  /// Calls that missed their stubs by values that print the same as the stubs' but are
  /// not equal: a value whose description leaves out what `==` compares, and another
  /// instance of a class equal only to itself.
  static func missedStubsOfValuesThatPrintAlike() -> [Expected] {
    let authorize = Spy<SessionToken, Bool>(name: "authorize(token:)")
    let authorizeLine = #line - 1
    authorize.when(SessionToken(value: "t-1", issuedAt: 1)).returns(true); let tokenLine = #line
    authorize.returns(false)
    _ = authorize.call(SessionToken(value: "t-1", issuedAt: 2))
    let upload = Spy<(String, RequestBody), Bool>(name: "upload(path:body:)")
    let uploadLine = #line - 1
    upload.when(("/a", RequestBody([1]))).returns(true); let bodyLine = #line
    upload.returns(false)
    _ = upload.call(("/a", RequestBody([1])))
    return [
      Expected(
        message: """
          authorize(token:) call #1 did not match the stub meant for it, so the default answered it.
            Call:
              #1 authorize(token: SessionToken(t-1))
            Closest stub:
              authorize(token: SessionToken(t-1))
            Differences:
              token: SessionToken(t-1) in the call prints the same as in the stub, but is not equal (== returned false)
            Declared at: MockKitTests/StrictScenarios.swift:\(authorizeLine)
            To fix, stub the arguments the code under test passes, or correct the code under test.
          """, line: tokenLine),
      Expected(
        message: """
          upload(path:body:) call #1 did not match the stub meant for it, so the default answered it.
            Call:
              #1 upload(path: "/a", body: MockKitTests.RequestBody)
            Closest stub:
              upload(path: "/a", body: MockKitTests.RequestBody)
            Differences:
              body: MockKitTests.RequestBody in the call prints the same as in the stub, but is another instance, not equal to it (== returned false)
            Declared at: MockKitTests/StrictScenarios.swift:\(uploadLine)
            To fix, stub the arguments the code under test passes, or correct the code under test.
          """, line: bodyLine),
    ]
  }

  /// A call that missed the stub meant for it, on a spy that prints its JSON payloads
  /// with a closure: the call, the stub and their difference read as the closure says.
  static func missedStubOfADescribedSpy() -> [Expected] {
    let post = Spy<Data, Bool>(
      name: "post(_:)", describingArguments: { String(decoding: $0, as: UTF8.self) })
    let declaredLine = #line - 2
    post.when(Data(#"{"method":"charge"}"#.utf8)).returns(true); let stubLine = #line
    post.returns(false)
    _ = post.call(Data(#"{"method":"refund"}"#.utf8))
    return [
      Expected(
        message: """
          post(_:) call #1 did not match the stub meant for it, so the default answered it.
            Call:
              #1 post({"method":"refund"})
            Closest stub:
              post({"method":"charge"})
            Differences:
              argument 1: {"method":"refund"} in the call, {"method":"charge"} in the stub
            Declared at: MockKitTests/StrictScenarios.swift:\(declaredLine)
            To fix, stub the arguments the code under test passes, or correct the code under test.
          """, line: stubLine)
    ]
  }

  /// A call stream that nothing finished.
  static func openStream(keeping streams: Collected<CallStream<String>>) -> [Expected] {
    let desk = MockOrderDesk()
    streams.append(desk.save.callStream())
    return [
      Expected(
        message: """
          The test ended while a call stream of Spy at MockKitTests/StrictScenarios.swift:\(MockOrderDesk.saveLine) was still open.
            To fix, end every for-await loop over callStream() before the test ends: break after the calls you expect.
          """, line: MockOrderDesk.saveLine)
    ]
  }

  /// A stream that a stream stub answered with, which the code under test was still
  /// iterating: reported, and finished, so that the loop over it ends. The loop is kept in
  /// `loops`, for the test to see it end.
  static func iteratedStubStream(keeping loops: Collected<Task<[String], Never>>) async
    -> [Expected]
  {
    let desk = MockOrderDesk()
    let updates = desk.updates.returnsStream()
    loops.append(
      Task {
        var seen: [String] = []
        for await update in desk.updates(for: "o-1") { seen.append(update) }
        return seen
      })
    await updates.waitUntilIterated(timeout: eventTimeout)
    return [
      Expected(
        message: """
          The test ended while the code under test was still iterating a stream that updates(for:) answered with; strict mode finished it.
          \(MockOrderDesk.declared(MockOrderDesk.updatesLine))
            To fix, end the stream stub before the test ends, with finish() or finish(throwing:), once the code under test has what the test expects.
          """, line: MockOrderDesk.updatesLine)
    ]
  }

  /// At the `.verifyCalls` level: a call made after the only assertion, and a spy no
  /// assertion looked at.
  static func unverifiedCalls() async -> [Expected] {
    let desk = MockOrderDesk()
    desk.fetchOrder.returns("Order")
    await desk.save("o-1")
    expectCalled(desk.save, with: "o-1")
    await desk.save("o-2")
    _ = try? await desk.fetchOrder(id: "o-1")
    _ = try? await desk.fetchOrder(id: "o-2")
    return [
      Expected(
        message: """
          fetchOrder(id:) has 2 calls that no assertion looked at.
            Calls:
              #1 fetchOrder(id: "o-1")
              #2 fetchOrder(id: "o-2")
          \(MockOrderDesk.declared(MockOrderDesk.fetchOrderLine))
            To fix, assert on these calls with expectCalled or another assertion, or forget them with resetCalls().
          """, line: MockOrderDesk.fetchOrderLine),
      Expected(
        message: """
          save(_:) has 1 call that no assertion looked at.
            Calls:
              #2 save("o-2")
          \(MockOrderDesk.declared(MockOrderDesk.saveLine))
            To fix, assert on these calls with expectCalled or another assertion, or forget them with resetCalls().
          """, line: MockOrderDesk.saveLine),
    ]
  }

  /// Every stub used, every held call resumed, every call asserted, by calls from many
  /// tasks at once: nothing to report, even at the `.verifyCalls` level.
  static func cleanUnderConcurrency() async {
    let desk = MockOrderDesk()
    desk.charge.when((42, "EUR")).returns("r-eur")
    desk.charge.returns("r-default")
    desk.fetchOrder.enqueue("first", "second")
    desk.fetchOrder.returns("Order")
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<8 {
        group.addTask {
          for call in 0..<50 {
            _ = try? desk.charge(amount: call == 0 ? 42 : task, currency: "EUR")
            await desk.save("o-\(task)-\(call)")
          }
          _ = try? await desk.fetchOrder(id: "o-\(task)")
        }
      }
    }
    expectCalled(desk.charge, times: 400)
    expectCalled(desk.save, times: 400)
    expectCalled(desk.fetchOrder, times: 8)
  }
}
