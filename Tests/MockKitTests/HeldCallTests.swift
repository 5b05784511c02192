import Testing

@testable import MockKit

private let ada = User(id: "1", name: "Ada")
private let heldCallFileID = "MockKitTests/HeldCallTests.swift"

/// Held calls: a spy stubbed with `holdsCalls()` holds each call until the test takes
/// it with `nextHeldCall()` and resumes it, or until the caller is cancelled or the
/// spy reset. Every test ends every call it holds, so no call outlives its test.
///
/// A call abandoned by its own timeout is reported from a timer thread, where Swift
/// Testing has no current test and the issue would fail the whole run; that path is
/// tested in `XCTestAsyncTests`.
extension WaitingTests {

  // MARK: Taking and resuming

  @Test func nextHeldCallHandsOutTheCallWithItsArguments() async throws {
    let spy = Fixture.fetchUser()
    spy.holdsCalls()

    let caller = Task { try await spy.call("1") }
    let call = try #require(await spy.nextHeldCall(timeout: eventTimeout))

    #expect(call.arguments == "1")
    #expect(call.sequenceNumber == spy.calls.last?.sequenceNumber)
    #expect(call.isPending)
    #expect(!call.isCancelled)
    call.resume(returning: ada)
    #expect(!call.isPending)
    #expect(try await caller.value == ada)
  }

  @Test func nextHeldCallWaitsForACallMadeLater() async throws {
    let spy = Fixture.fetchUser()
    spy.holdsCalls()

    let taking = Task { await spy.nextHeldCall(timeout: eventTimeout) }
    #expect(await yieldUntil { spy.core.waiterCount == 1 })
    let caller = Task { try await spy.call("1") }
    let call = try #require(await taking.value)

    #expect(call.arguments == "1")
    #expect(spy.core.waiterCount == 0)
    call.resume(returning: ada)
    #expect(try await caller.value == ada)
  }

  @Test func heldCallsAreHandedOutOldestFirst() async throws {
    let spy = Fixture.fetchUser()
    spy.holdsCalls()
    let unclaimed = { spy.core.state.withLock { $0.holds.unclaimed.count } }

    let first = Task { try await spy.call("1") }
    #expect(await yieldUntil { unclaimed() == 1 })
    let second = Task { try await spy.call("2") }
    #expect(await yieldUntil { unclaimed() == 2 })

    let firstCall = try #require(await spy.nextHeldCall(timeout: eventTimeout))
    let secondCall = try #require(await spy.nextHeldCall(timeout: eventTimeout))
    #expect(firstCall.arguments == "1")
    #expect(secondCall.arguments == "2")
    secondCall.resume(returning: User(id: "2", name: "Grace"))
    firstCall.resume(returning: ada)
    #expect(try await second.value == User(id: "2", name: "Grace"))
    #expect(try await first.value == ada)
  }

  @Test func resumeThrowingMakesTheCallThrow() async throws {
    let spy = Fixture.fetchUser()
    spy.holdsCalls()

    let caller = Task { try await spy.call("1") }
    let call = try #require(await spy.nextHeldCall(timeout: eventTimeout))
    call.resume(throwing: RepositoryError.offline)

    await #expect(throws: RepositoryError.offline) { try await caller.value }
    #expect(!call.isPending)
    #expect(!call.isCancelled)
  }

  @Test func resumeEndsACallThatReturnsNothing() async throws {
    let save = Spy<String, Void>(name: "save(_:)", fileID: "MockKitTests/Mocks.swift", line: 70)
    save.holdsCalls()

    let caller = Task { await save.call("o-1") }
    let call = try #require(await save.nextHeldCall(timeout: eventTimeout))
    #expect(call.arguments == "o-1")
    #expect(call.isPending)

    call.resume()
    await caller.value
    #expect(!call.isPending)
  }

  @Test func aMatchedStubHoldsOnlyTheCallsItMatches() async throws {
    let spy = Fixture.fetchUser()
    spy.when("slow").holdsCalls()

    let slow = Task { try await spy.call("slow") }
    let call = try #require(await spy.nextHeldCall(timeout: eventTimeout))
    #expect(try await spy.call("fast") == ada)
    #expect(call.arguments == "slow")
    #expect(call.isPending)

    call.resume(returning: User(id: "slow", name: "Grace"))
    #expect(try await slow.value == User(id: "slow", name: "Grace"))
    #expect(spy.arguments == ["slow", "fast"])
  }

  // MARK: Resuming twice

  @Test func resumingTwiceIsReportedAndHasNoEffect() async throws {
    let spy = Fixture.fetchUser()
    spy.holdsCalls()
    let caller = Task { try await spy.call("1") }
    let call = try #require(await spy.nextHeldCall(timeout: eventTimeout))
    var resumedAgainAt = 0

    let issues = recordedIssues {
      call.resume(returning: ada)
      (_, resumedAgainAt) = (call.resume(returning: User(id: "2", name: "Grace")), #line)
    }

    #expect(try await caller.value == ada)
    let expected = """
      fetchUser(id:) call #1 was already resumed; a held call can be resumed only once.
        Call:
          #1 fetchUser(id: "1")
        Declared at: MockKitTests/Mocks.swift:12
      """
    #expect(
      issues == [RecordedIssue(message: expected, fileID: heldCallFileID, line: resumedAgainAt)])
  }

  // MARK: Cancellation

  @Test func cancellingTheCallerEndsAThrowingCallWithCancellationError() async throws {
    let spy = Fixture.fetchUser()
    spy.holdsCalls()
    let caller = Task { try await spy.call("1") }
    let call = try #require(await spy.nextHeldCall(timeout: eventTimeout))

    caller.cancel()

    await #expect(throws: CancellationError.self) { try await caller.value }
    #expect(call.isCancelled)
    #expect(!call.isPending)
  }

  @Test func cancellingTheCallerEndsANonThrowingCallWithTheDefaultValue() async throws {
    let score = Spy<String, Int>(
      name: "score(for:)", fileID: "MockKitTests/Mocks.swift", line: 80)
    score.holdsCalls()
    let caller = Task { await score.call("ada") }
    let call = try #require(await score.nextHeldCall(timeout: eventTimeout))

    caller.cancel()

    #expect(await caller.value == 0)
    #expect(call.isCancelled)
  }

  @Test func resumingACancelledCallHasNoEffectAndReportsHowItEnded() async throws {
    let spy = Fixture.fetchUser()
    spy.holdsCalls()
    let caller = Task { try await spy.call("1") }
    let call = try #require(await spy.nextHeldCall(timeout: eventTimeout))
    caller.cancel()
    await #expect(throws: CancellationError.self) { try await caller.value }

    let resumeLine = #line + 1
    let issues = recordedIssues { call.resume(returning: ada) }

    #expect(
      issues == [
        RecordedIssue(
          message: """
            fetchUser(id:) call #1 was resumed, but it had already ended: its task was cancelled.
              Call:
                #1 fetchUser(id: "1")
              Declared at: MockKitTests/Mocks.swift:12
              To fix, resume the call the code under test still waits for: check isPending, or take the next one with nextHeldCall().
            """,
          fileID: heldCallFileID, line: resumeLine)
      ])
    #expect(call.isCancelled)
  }

  @Test func aCallerCancelledBeforeItCallsReturnsAtOnceAndIsNeverHandedOut() async throws {
    let spy = Fixture.fetchUser()
    spy.holdsCalls()

    let caller = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await spy.call("1")
    }

    await #expect(throws: CancellationError.self) { try await caller.value }
    #expect(spy.callCount == 1)
    let issues = await recordedIssues {
      #expect(await spy.nextHeldCall(timeout: .milliseconds(50)) == nil)
    }
    #expect(
      issues.map { $0.message.prefix(while: { $0 != "\n" }) } == [
        "fetchUser(id:) had no held call to hand out within 50 milliseconds: it holds calls, but none of its calls is waiting to be handed out."
      ])
  }

  /// Search as you type: typing "a", then "ab", cancels the search for "a". The next held
  /// call is the search for "ab", which the field still waits for, not the cancelled one.
  @MainActor @Test func nextHeldCallSkipsTheSearchThatTypingCancelled() async throws {
    let search = ThrowingSpy<String, [String]>(name: "search(_:)")
    search.holdsCalls()
    let field = SearchField { query in try await search.call(query) }

    field.type("a")
    await search.waitForCalls(1)
    field.type("ab")
    let call = try #require(await search.nextHeldCall(timeout: eventTimeout))

    #expect(call.arguments == "ab")
    call.resume(returning: ["abba", "abbey road"])
    await field.settle()
    #expect(field.results == ["abba", "abbey road"])
    #expect(search.arguments == ["a", "ab"])
  }

  // MARK: Calls the test never resumes

  /// A matched stub's matcher runs after the call is recorded and the lock released; a
  /// reset that lands there (here, from the matcher itself) still ends the call at once,
  /// reported once, instead of leaving it held until its timeout.
  @Test func aResetWhileAMatcherRunsEndsTheCallItHolds() async throws {
    let spy = Fixture.fetchUser()
    spy.when(matching: { _ in
      spy.reset()
      return true
    }).holdsCalls()

    let issues = await recordedIssues {
      await #expect(throws: CancellationError.self) { try await spy.call("1") }
    }

    #expect(
      issues.map { $0.message.prefix(while: { $0 != "\n" }) } == [
        "fetchUser(id:) call #1 was held and never resumed: the spy was reset."
      ])
    #expect(spy.core.waiterCount == 0)
  }

  /// The timeout fires on a timer thread, but the failure is reported by the caller's
  /// task, so Swift Testing attributes it to this test.
  @Test func aCallHeldPastItsTimeoutIsReportedInTheCallersTest() async throws {
    let spy = Fixture.fetchUser()
    spy.holdsCalls(timeout: .milliseconds(20))

    let issues = await recordedIssues {
      let caller = Task { try await spy.call("1") }
      await #expect(throws: CancellationError.self) { try await caller.value }
    }

    #expect(
      issues == [
        RecordedIssue(
          message: """
            fetchUser(id:) call #1 was held and never resumed: it was held for 20 milliseconds.
              Call:
                #1 fetchUser(id: "1")
              Declared at: MockKitTests/Mocks.swift:12
              To fix, resume every held call: take it with nextHeldCall(), then resume it.
            """,
          fileID: "MockKitTests/Mocks.swift", line: 12)
      ])
  }

  @Test func resetEndsANeverResumedCallAndReportsIt() async throws {
    let spy = Fixture.fetchUser()
    spy.holdsCalls()
    let caller = Task { try await spy.call("1") }
    let call = try #require(await spy.nextHeldCall(timeout: eventTimeout))

    let issues = recordedIssues { spy.reset() }

    await #expect(throws: CancellationError.self) { try await caller.value }
    #expect(!call.isPending)
    #expect(!call.isCancelled)
    let expected = """
      fetchUser(id:) call #1 was held and never resumed: the spy was reset.
        Call:
          #1 fetchUser(id: "1")
        Declared at: MockKitTests/Mocks.swift:12
        To fix, resume every held call: take it with nextHeldCall(), then resume it.
      """
    #expect(
      issues == [RecordedIssue(message: expected, fileID: "MockKitTests/Mocks.swift", line: 12)])
  }

  @Test func resetEndsANonThrowingCallWithTheDefaultValue() async throws {
    let score = Spy<String, Int>(
      name: "score(for:)", fileID: "MockKitTests/Mocks.swift", line: 80)
    score.holdsCalls()
    let caller = Task { await score.call("ada") }
    _ = try #require(await score.nextHeldCall(timeout: eventTimeout))

    let issues = recordedIssues { score.reset() }

    #expect(await caller.value == 0)
    let expected = """
      score(for:) call #1 was held and never resumed: the spy was reset.
        Call:
          #1 score(for: "ada")
        Declared at: MockKitTests/Mocks.swift:80
        To fix, resume every held call: take it with nextHeldCall(), then resume it.
      """
    #expect(issues.map(\.message) == [expected])
  }

  @Test func resetEndsATypedThrowsCallWithTheDefaultValueAndReportsItOnce() async throws {
    struct PaymentError: Error {}
    let balance = ThrowingSpy<String, Int>(
      name: "balance(userID:)", fileID: "MockKitTests/Mocks.swift", line: 90)
    balance.holdsCalls()
    let caller = Task { () async throws(PaymentError) -> Int in
      try await balance.call("u-1", throwing: PaymentError.self)
    }
    _ = try #require(await balance.nextHeldCall(timeout: eventTimeout))

    let issues = await recordedIssues {
      balance.reset()
      _ = await caller.result
    }

    #expect(try await caller.value == 0)
    let expected = """
      balance(userID:) call #1 was held and never resumed: the spy was reset.
        Call:
          #1 balance(userID: "u-1")
        Declared at: MockKitTests/Mocks.swift:90
        To fix, resume every held call: take it with nextHeldCall(), then resume it.
      """
    #expect(issues.map(\.message) == [expected])
  }

  /// A method that throws only its own error cannot throw `CancellationError`: the spy
  /// gives its ended calls the error the test names, so a cancelled call of a method with
  /// no default output ends (it stopped the test process).
  @Test func aCancelledTypedThrowsCallThrowsTheErrorTheTestNamed() async throws {
    enum PaymentError: Error, Equatable { case cancelled }
    struct Receipt: Sendable {}
    let charge = ThrowingSpy<Int, Receipt>(
      name: "charge(_:)", fileID: "MockKitTests/Mocks.swift", line: 90)
    charge.holdsCalls(endingWith: PaymentError.cancelled)
    let paying = Task { () async throws(PaymentError) -> Receipt in
      try await charge.call(42, throwing: PaymentError.self)
    }
    let call = try #require(await charge.nextHeldCall(timeout: eventTimeout))

    let issues = await recordedIssues {
      paying.cancel()
      _ = await paying.result
    }

    let result = await paying.result
    #expect(throws: PaymentError.cancelled) { try result.get() }
    #expect(call.isCancelled)
    #expect(issues.isEmpty, "cancellation is behaviour to test, not a failure")
  }

  /// The same for a `when` stub that holds, ended by a reset: the named error, and the
  /// reset reported.
  @Test func aMatchedStubsHeldCallEndsWithTheErrorTheTestNamed() async throws {
    enum PaymentError: Error, Equatable { case cancelled }
    struct Receipt: Sendable {}
    let charge = ThrowingSpy<Int, Receipt>(
      name: "charge(_:)", fileID: "MockKitTests/Mocks.swift", line: 90)
    charge.when(42).holdsCalls(endingWith: PaymentError.cancelled)
    let paying = Task { () async throws(PaymentError) -> Receipt in
      try await charge.call(42, throwing: PaymentError.self)
    }
    _ = try #require(await charge.nextHeldCall(timeout: eventTimeout))

    let issues = await recordedIssues {
      charge.reset()
      _ = await paying.result
    }

    let result = await paying.result
    #expect(throws: PaymentError.cancelled) { try result.get() }
    #expect(issues.map { $0.message.prefix(while: { $0 != "\n" }) } == [
      "charge(_:) call #1 was held and never resumed: the spy was reset."
    ])
  }

  @Test func aCallResumedBeforeTheResetIsNotReported() async throws {
    let spy = Fixture.fetchUser()
    spy.holdsCalls()
    let caller = Task { try await spy.call("1") }
    let call = try #require(await spy.nextHeldCall(timeout: eventTimeout))
    call.resume(returning: ada)
    #expect(try await caller.value == ada)

    let issues = recordedIssues { spy.reset() }

    #expect(issues.isEmpty)
  }

  // MARK: Waiting for a held call

  // MARK: Synchronous calls

  @Test func aSynchronousCallToAHoldingThrowingSpyIsReportedAndThrows() {
    let spy = Fixture.fetchUser()
    spy.holdsCalls()

    let issues = recordedIssues {
      #expect(
        throws: MockKitError.requiresAwait(
          spy: "fetchUser(id:)", call: #"fetchUser(id: "1")"#)
      ) { try spy.call("1") }
    }

    let expected = """
      fetchUser(id:) holds its calls, but was called synchronously.
        Call:
          #1 fetchUser(id: "1")
        Declared at: MockKitTests/Mocks.swift:12
        To fix, call the spy with await from an async method, or give it a synchronous answer.
      """
    #expect(
      issues == [RecordedIssue(message: expected, fileID: "MockKitTests/Mocks.swift", line: 12)])
  }

  @Test func aSynchronousCallToAHoldingSpyReturnsTheDefaultValue() {
    let score = Spy<String, Int>(
      name: "score(for:)", fileID: "MockKitTests/Mocks.swift", line: 80)
    score.holdsCalls()
    var result = -1

    let issues = recordedIssues { result = score.call("ada") }

    #expect(result == 0)
    let expected = """
      score(for:) holds its calls, but was called synchronously.
        Call:
          #1 score(for: "ada")
        Declared at: MockKitTests/Mocks.swift:80
        To fix, call the spy with await from an async method, or give it a synchronous answer.
      """
    #expect(issues.map(\.message) == [expected])
  }

  // MARK: The view-model example

  @MainActor @Test func theModelShowsProgressWhileTheUserLoads() async throws {
    let repository = MockUserRepository()
    repository.fetchUser.holdsCalls()
    let model = ProfileViewModel(repository: repository)

    let loading = Task { await model.load(userID: "1") }
    let call = try #require(await repository.fetchUser.nextHeldCall(timeout: eventTimeout))
    #expect(call.arguments == "1")
    #expect(model.isLoading)

    await model.load(userID: "1")
    #expect(repository.fetchUser.callCount == 1, "a second load must not fetch again")

    call.resume(returning: ada)
    await loading.value
    #expect(!model.isLoading)
    #expect(model.user == ada)
    #expect(model.errorMessage == nil)
  }

  @MainActor @Test func theModelShowsAnErrorWhenLoadingFails() async throws {
    let repository = MockUserRepository()
    repository.fetchUser.holdsCalls()
    let model = ProfileViewModel(repository: repository)

    let loading = Task { await model.load(userID: "1") }
    let call = try #require(await repository.fetchUser.nextHeldCall(timeout: eventTimeout))
    #expect(model.isLoading)

    call.resume(throwing: RepositoryError.offline)
    await loading.value
    #expect(!model.isLoading)
    #expect(model.user == nil)
    #expect(model.errorMessage == "Could not load the profile: offline.")
  }
}

/// A search field that starts a search on every keystroke and cancels the one before.
@MainActor final class SearchField {
  private let search: @Sendable (String) async throws -> [String]
  private var running: Task<Void, Never>?
  private(set) var results: [String] = []

  init(search: @escaping @Sendable (String) async throws -> [String]) {
    self.search = search
  }

  func type(_ query: String) {
    running?.cancel()
    running = Task {
      guard let found = try? await search(query), !Task.isCancelled else { return }
      results = found
    }
  }

  func settle() async {
    await running?.value
  }
}
