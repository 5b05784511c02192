import MockKit
import MockKitTestSupport
import XCTest

/// Waiting in XCTest: `waitForCalls` and `waitForCall` report the messages they report
/// in Swift Testing (`TimedOutWait`), at the line of the wait; a suspended
/// call abandoned by its own timeout fails the running test; and the view-model example.
final class XCTestAsyncTests: FailureCapturingTestCase {
  private let ada = User(id: "1", name: "Ada")
  /// The timeout of the tests that pin timeout messages: the only waits on time.
  private let timeout = Duration.milliseconds(50)
  private let isGuest: @Sendable (String) -> Bool = { $0.hasPrefix("guest-") }

  // MARK: Waits

  func testWaitForCallPassesOnceTheCallsArrive() async {
    let spy = Fixture.fetchUser()
    _ = try? await spy.call("1")
    let calling = Task {
      _ = try? await spy.call("guest-7")
      _ = try? await spy.call("2")
    }

    await spy.waitForCalls(3, timeout: eventTimeout)
    await spy.waitForCall(with: "2", timeout: eventTimeout)
    await spy.waitForCall(where: isGuest, timeout: eventTimeout)

    await calling.value
    assertCaptured([])
  }

  func testWaitForCallReportsTheTimeoutAtItsLine() async {
    let spy = Fixture.fetchUser()

    await spy.waitForCalls(timeout: timeout); let line = #line

    assertCaptured([Failure(message: TimedOutWait.neverCalled, file: #filePath, line: line)])
  }

  func testWaitForCallTimesReportsTheCallsSoFar() async {
    let spy = Fixture.fetchUser()
    _ = try? await spy.call("1")

    await spy.waitForCalls(2, timeout: timeout); let line = #line

    assertCaptured([Failure(message: TimedOutWait.calledOnceOfTwo, file: #filePath, line: line)])
  }

  func testWaitForCallWithArgumentsReportsTheExpectedCall() async {
    let spy = Fixture.fetchUser()
    _ = try? await spy.call("1")
    _ = try? await spy.call("2")

    await spy.waitForCall(with: "3", timeout: timeout); let line = #line

    assertCaptured([Failure(message: TimedOutWait.otherArguments, file: #filePath, line: line)])
  }

  func testWaitForCallWithArgumentsOnASpyNeverCalled() async {
    let spy = Fixture.fetchUser()

    await spy.waitForCall(with: "1", timeout: timeout); let line = #line

    assertCaptured([
      Failure(message: TimedOutWait.neverCalledWithArguments, file: #filePath, line: line)
    ])
  }

  func testWaitForCallWherePredicateReportsThePredicate() async {
    let spy = Fixture.fetchUser()
    _ = try? await spy.call("1")

    await spy.waitForCall(where: isGuest, timeout: timeout); let line = #line

    assertCaptured([
      Failure(message: TimedOutWait.predicateNotSatisfied, file: #filePath, line: line)
    ])
  }

  // MARK: A suspended call's own timeout

  /// The timer that abandons the call runs on a dispatch thread, where only XCTest can
  /// attribute a failure to the running test; so this path is tested here, not in
  /// `SuspendedCallTests`. The failure points at the spy's declaration.
  func testACallSuspendedPastItsTimeoutIsAbandonedAndReported() async throws {
    let spy = ThrowingSpy<String, User>(
      name: "fetchUser(id:)", fileID: "MockKitTests/Mocks.swift", line: 12)
    spy.suspends(timeout: .milliseconds(50))
    let caller = Task { try await spy.call("1") }

    let taken = await spy.nextSuspendedCall(timeout: eventTimeout)
    let call = try XCTUnwrap(taken)
    let result = await caller.result

    XCTAssertThrowsError(try result.get()) { error in
      XCTAssertTrue(error is CancellationError, "\(error)")
    }
    XCTAssertFalse(call.isPending)
    XCTAssertFalse(call.isCancelled)
    let expected = """
      fetchUser(id:) call #1 was suspended and never resumed: it was suspended for 50 milliseconds.
        Call:
          #1 fetchUser(id: "1")
        Declared at: MockKitTests/Mocks.swift:12
        To fix, resume every suspended call: take it with nextSuspendedCall(), then resume it.
      """
    assertCaptured([Failure(message: expected, file: #filePath, line: 12)])

    startCapturing()
    call.resume(returning: ada)
    assertCaptured([], "resuming an abandoned call must have no effect")
  }

  // MARK: The view-model example

  @MainActor
  func testTheModelShowsProgressWhileTheUserLoads() async throws {
    let repository = MockUserRepository()
    repository.fetchUser.suspends()
    let model = ProfileViewModel(repository: repository)

    let loading = Task { await model.load(userID: "1") }
    let taken = await repository.fetchUser.nextSuspendedCall(timeout: eventTimeout)
    let call = try XCTUnwrap(taken)
    XCTAssertEqual(call.arguments, "1")
    XCTAssertTrue(model.isLoading)

    await model.load(userID: "1")
    XCTAssertEqual(repository.fetchUser.callCount, 1, "a second load must not fetch again")

    call.resume(returning: ada)
    await loading.value
    XCTAssertFalse(model.isLoading)
    XCTAssertEqual(model.user, ada)
    XCTAssertNil(model.errorMessage)
    assertCaptured([])
  }

  @MainActor
  func testTheModelShowsAnErrorWhenLoadingFails() async throws {
    let repository = MockUserRepository()
    repository.fetchUser.suspends()
    let model = ProfileViewModel(repository: repository)

    let loading = Task { await model.load(userID: "1") }
    let taken = await repository.fetchUser.nextSuspendedCall(timeout: eventTimeout)
    let call = try XCTUnwrap(taken)
    XCTAssertTrue(model.isLoading)

    call.resume(throwing: RepositoryError.offline)
    await loading.value
    XCTAssertFalse(model.isLoading)
    XCTAssertNil(model.user)
    XCTAssertEqual(model.errorMessage, "Could not load the profile: offline.")
    assertCaptured([])
  }

  // MARK: Helpers

  /// Stops capturing and checks that the failures captured were exactly `expected`.
  private func assertCaptured(
    _ expected: [Failure], _ message: String = "", file: StaticString = #filePath,
    line: UInt = #line
  ) {
    XCTAssertEqual(takeFailures(), expected, message, file: file, line: line)
  }
}
