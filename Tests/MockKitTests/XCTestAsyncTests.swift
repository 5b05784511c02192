import MockKit
import MockKitTestSupport
import XCTest

/// Waiting in XCTest: `waitForCalls` and `waitForCall` report the messages they report
/// in Swift Testing (`TimedOutWait`), at the line of the wait; a held
/// call abandoned by its own timeout fails the running test; and the view-model example.
final class XCTestAsyncTests: FailureCapturingTestCase {
  private let ada = User(id: "1", name: "Ada")
  /// The timeout of the tests that pin timeout messages: the only waits on time.
  private let timeout = WaitTimeout.milliseconds(50)
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

  func testWaitForCallWithTupleArgumentsPointsAtTheClosestCall() async {
    let spy = Fixture.discount()
    _ = await spy.call(("WINTER", 1, false))
    _ = await spy.call(("SPRING", 2, false))

    await spy.waitForCall(with: ("SPRING", 2, true), timeout: timeout); let line = #line

    assertCaptured([
      Failure(message: TimedOutWait.closestCallDiffers, file: #filePath, line: line)
    ])
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

  // MARK: A held call's own timeout

  /// The timer that ends the call runs on a dispatch thread; the caller reports the
  /// timeout once it wakes, in its own task, so the failure reaches the running test in
  /// either framework (HeldCallTests.swift has the Swift Testing side). It points at the
  /// spy's declaration.
  func testACallHeldPastItsTimeoutIsAbandonedAndReported() async throws {
    let spy = ThrowingSpy<String, User>(
      name: "fetchUser(id:)", fileID: "MockKitTests/Mocks.swift", line: 12)
    spy.holdsCalls(timeout: .milliseconds(50))
    let caller = Task { try await spy.call("1") }

    let taken = await spy.nextHeldCall(timeout: eventTimeout)
    let call = try XCTUnwrap(taken)
    let result = await caller.result

    XCTAssertThrowsError(try result.get()) { error in
      XCTAssertTrue(error is CancellationError, "\(error)")
    }
    XCTAssertFalse(call.isPending)
    XCTAssertFalse(call.isCancelled)
    let expected = """
      fetchUser(id:) call #1 was held and never resumed: it was held for 50 milliseconds.
        Call:
          #1 fetchUser(id: "1")
        Declared at: MockKitTests/Mocks.swift:12
        To fix, resume every held call: take it with nextHeldCall(), then resume it.
      """
    assertCaptured([Failure(message: expected, file: #filePath, line: 12)])

    // Resuming it now has no effect on the caller, and is reported at the resume.
    startCapturing()
    let resumeLine = #line + 1
    call.resume(returning: ada)
    let late = """
      fetchUser(id:) call #1 was resumed, but it had already ended: it was held for 50 milliseconds.
        Call:
          #1 fetchUser(id: "1")
        Declared at: MockKitTests/Mocks.swift:12
        To fix, resume the call the code under test still waits for: check isPending, or take the next one with nextHeldCall().
      """
    assertCaptured([Failure(message: late, file: #filePath, line: resumeLine)])
  }

  // MARK: The view-model example

  @MainActor
  func testTheModelShowsProgressWhileTheUserLoads() async throws {
    let repository = MockUserRepository()
    repository.fetchUser.holdsCalls()
    let model = ProfileViewModel(repository: repository)

    let loading = Task { await model.load(userID: "1") }
    let taken = await repository.fetchUser.nextHeldCall(timeout: eventTimeout)
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
    repository.fetchUser.holdsCalls()
    let model = ProfileViewModel(repository: repository)

    let loading = Task { await model.load(userID: "1") }
    let taken = await repository.fetchUser.nextHeldCall(timeout: eventTimeout)
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
