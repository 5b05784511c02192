import Testing

@testable import MockKit

/// Waiting and holding under real concurrency: thousands of tasks, exact totals, and
/// nothing left registered afterwards. These also run under ThreadSanitizer. Serialized,
/// so that each has the cooperative pool to itself rather than starving the others; the
/// recording tests of ConcurrencyTests.swift join this suite for the same reason.
@Suite(.serialized) struct AsyncStressTests {
  static let waiters = 1_000

  @Test func oneCallResumesAThousandWaiters() async {
    let spy = Fixture.fetchUser()

    let resumed = await withTaskGroup(of: Bool.self) { group in
      for _ in 0..<Self.waiters {
        group.addTask { await spy.waitForCalls(1, timeout: eventTimeout) }
      }
      let registered = await yieldUntil { spy.core.waiterCount == Self.waiters }
      #expect(registered, "\(spy.core.waiterCount) of \(Self.waiters) waiters registered")
      _ = try? await spy.call("1")
      return await group.reduce(into: [Bool]()) { $0.append($1) }
    }

    #expect(resumed.count == Self.waiters)
    #expect(resumed.allSatisfy { $0 })
    #expect(spy.core.waiterCount == 0)
  }

  @Test func cancellingAThousandWaitersLeavesNoWaiter() async {
    let spy = Fixture.fetchUser()
    var resumed: [Bool] = []

    let issues = await recordedIssues {
      resumed = await withTaskGroup(of: Bool.self) { group in
        for _ in 0..<Self.waiters {
          group.addTask { await spy.waitForCalls(1, timeout: .seconds(60)) }
        }
        let registered = await yieldUntil { spy.core.waiterCount == Self.waiters }
        #expect(registered, "\(spy.core.waiterCount) of \(Self.waiters) waiters registered")
        group.cancelAll()
        return await group.reduce(into: [Bool]()) { $0.append($1) }
      }
    }

    #expect(resumed.count == Self.waiters)
    #expect(resumed.allSatisfy { !$0 })
    #expect(spy.core.waiterCount == 0)
    #expect(issues.count == Self.waiters)
    let expected = """
      Stopped waiting for fetchUser(id:) to be called: the waiting task was cancelled.
        Declared at: MockKitTests/Mocks.swift:12
      """
    #expect(issues.allSatisfy { $0.message == expected })
    #expect(!spy.wasCalled)
  }

  @Test func tenThousandHeldCallsEachReturnTheirOwnResult() async {
    await heldCallsEachReturnTheirOwnResult(count: 10_000, heldAtOnce: 100)
  }

  @Test func aThousandCallsHeldAtOnceEachReturnTheirOwnResult() async {
    await heldCallsEachReturnTheirOwnResult(count: 1_000, heldAtOnce: 1_000)
  }

  @Test func tenThousandCallsHeldAtOnceEachReturnTheirOwnResult() async {
    await heldCallsEachReturnTheirOwnResult(count: 10_000, heldAtOnce: 10_000)
  }

  /// Makes `count` calls from a task group, `heldAtOnce` of them in flight at a time, and
  /// resumes them from another task: it takes every call in flight, then resumes them in
  /// a random order, each with twice its argument. Each caller must get the result made
  /// from its own argument.
  ///
  /// The order comes from a seed that a failure prints; pass it to `SplitMix64(seed:)` to
  /// replay the order.
  private func heldCallsEachReturnTheirOwnResult(count: Int, heldAtOnce: Int) async {
    let seed = UInt64.random(in: .min ... .max)
    let double = Spy<Int, Int>(name: "double(_:)", fileID: "MockKitTests/Mocks.swift", line: 100)
    double.holdsCalls()

    let resumer = Task {
      var generator = SplitMix64(seed: seed)
      var resumed = 0
      while resumed < count {
        let wanted = min(heldAtOnce, count - resumed)
        var held: [HeldCall<Int, Int, Never>] = []
        while held.count < wanted,
          let call = await double.nextHeldCall(timeout: eventTimeout)
        {
          held.append(call)
        }
        held.shuffle(using: &generator)
        for call in held { call.resume(returning: call.arguments * 2) }
        resumed += held.count
        if held.count < wanted { break }
      }
      return resumed
    }
    let results = await withTaskGroup(of: (argument: Int, result: Int).self) { group in
      var next = 0
      func addCaller() {
        let argument = next
        group.addTask { (argument, await double.call(argument)) }
        next += 1
      }
      while next < min(heldAtOnce, count) { addCaller() }
      var results: [(argument: Int, result: Int)] = []
      while let result = await group.next() {
        results.append(result)
        if next < count { addCaller() }
      }
      return results
    }

    #expect(await resumer.value == count, "seed \(seed)")
    #expect(results.count == count, "seed \(seed)")
    let wrong = results.filter { $0.result != $0.argument * 2 }
    #expect(wrong.isEmpty, "\(wrong.count) callers got another call's result; seed \(seed)")
    #expect(Set(results.map(\.argument)) == Set(0..<count), "seed \(seed)")
    #expect(double.callCount == count)
    #expect(double.core.waiterCount == 0)
  }
}
