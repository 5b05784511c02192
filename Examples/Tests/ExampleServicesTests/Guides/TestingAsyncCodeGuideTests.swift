import ExampleServices
import Foundation
import MockKit
import Testing
import XCTest

/// The code of Docs/testing-async-code.md, compiled and run: each code block of the guide
/// is an excerpt of this file.
@MainActor
@Suite struct TestingAsyncCodeGuideTests {
  let users = MockUserFetching()

  @Test func waitsForTheCallsOfWorkItDidNotStartItself() async {
    users.user.returns(ada)
    let model = UserProfileViewModel(users: users)

    Task { await model.load(userID: "1") }  // like a view's .task { }: nobody awaits it

    await users.user.waitForCalls(1)
    expectCalledOnce(users.user, with: "1")
  }

  @Test func waitsForACallWithParticularArguments() async {
    let payments = MockPaymentProcessor()
    payments.charge.returns(PaymentReceipt(id: "r-1", amount: 42))
    let analytics = MockAnalyticsTracker()
    let checkout = CheckoutService(payments: payments, analytics: analytics)

    Task { _ = try await checkout.pay(orderID: "o-1", amount: 42) }

    await payments.charge.waitForCall(with: (Decimal(42), "EUR"))
    await analytics.track.waitForCall(where: { $0.name == "payment_completed" })
  }

  @Test func waitsForACallWithArguments() async {
    users.user.returns(ada)
    let model = UserProfileViewModel(users: users)

    Task { await model.load(userID: "1") }

    await users.user.waitForCall(with: "1")
  }

  @Test func aWaitThatTimesOutFailsAndReturnsFalse() async {
    let failures = await MockKitFailure.capture {
      let arrived = await users.user.waitForCalls(1, timeout: .milliseconds(100))
      #expect(!arrived)
    }
    #expect(failures.count == 1)  // captured by the test instead of failing it
  }

  @Test func aCancelledWaitReturnsAtOnce() async {
    let failures = await MockKitFailure.capture {
      let waiting = Task { await users.user.waitForCalls(1) }
      waiting.cancel()
      #expect(await waiting.value == false)
    }
    #expect(failures.count == 1)
  }

  @Test func aPaymentIsChargedOnceAndNeverAgain() async {
    let payments = MockPaymentProcessor()
    payments.charge.returns(PaymentReceipt(id: "r-1", amount: 42))
    let checkout = CheckoutService(payments: payments)

    Task { _ = try await checkout.pay(orderID: "o-1", amount: 42) }  // a button's action

    await payments.charge.waitForCalls(1)
    await expectNoMoreCalls(on: payments.charge, afterCount: 1, within: .milliseconds(200))
  }

  /// The pattern `expectNoMoreCalls` replaces: compiled, so the guide shows real code, and
  /// never run.
  func sleepsThenCounts() async throws {
    let payments = MockPaymentProcessor()
    payments.charge.returns(PaymentReceipt(id: "r-1", amount: 42))
    let checkout = CheckoutService(payments: payments)

    Task { _ = try await checkout.pay(orderID: "o-1", amount: 42) }

    try await Task.sleep(nanoseconds: 200_000_000)  // 200 ms on every run, and still a guess
    #expect(payments.charge.callCount == 1)
  }

  @Test func aSecondChargeFailsTheTestAtOnce() async {
    let payments = MockPaymentProcessor()
    payments.charge.returns(PaymentReceipt(id: "r-1", amount: 42))
    let checkout = CheckoutService(payments: payments)

    let failures = await MockKitFailure.capture {
      Task {
        _ = try await checkout.pay(orderID: "o-1", amount: 42)
        _ = try await checkout.pay(orderID: "o-1", amount: 42)  // the bug: paid twice
      }
      await payments.charge.waitForCalls(1)
      let chargedOnce = await expectNoMoreCalls(
        on: payments.charge, afterCount: 1, within: .seconds(10))  // fails at the second call
      #expect(!chargedOnce)
    }
    #expect(
      failures.map(\.message) == [
        """
        charge(amount:currency:) was called 2 times, but expected no more than 1 call within 10 seconds.
          Calls:
            #1 charge(amount: 42, currency: "EUR")
          ✗ #2 charge(amount: 42, currency: "EUR")
          Declared at: ExampleServicesTests/Mocks.swift:22
        """
      ])
  }

  @Test func showsProgressWhileLoading() async throws {
    users.user.holdsCalls()
    let model = UserProfileViewModel(users: users)

    let loading = Task { await model.load(userID: "1") }
    let call = try #require(await users.user.nextHeldCall())

    #expect(call.arguments == "1")
    #expect(model.isLoading)

    call.resume(returning: ada)
    await loading.value

    #expect(!model.isLoading)
    #expect(model.user == ada)
  }

  @Test func showsAnErrorWhenTheHeldCallFails() async throws {
    users.user.holdsCalls()
    let model = UserProfileViewModel(users: users)

    let loading = Task { await model.load(userID: "1") }
    let call = try #require(await users.user.nextHeldCall())
    call.resume(throwing: URLError(.notConnectedToInternet))
    await loading.value

    #expect(
      model.errorMessage == "Could not load the profile. Check your connection and try again.")
  }

  @Test func aSecondTapWhileLoadingFetchesNothing() async throws {
    users.user.holdsCalls()
    let model = UserProfileViewModel(users: users)

    let loading = Task { await model.load(userID: "1") }
    let call = try #require(await users.user.nextHeldCall())
    await model.load(userID: "1")
    expectCalled(users.user, times: 1)

    call.resume(returning: ada)
    await loading.value
  }

  @Test func cancellingTheCallerEndsTheHeldCall() async throws {
    users.user.holdsCalls()
    let model = UserProfileViewModel(users: users)

    let loading = Task { await model.load(userID: "1") }
    let call = try #require(await users.user.nextHeldCall())
    loading.cancel()
    await loading.value

    #expect(call.isCancelled)
    #expect(!model.isLoading)
    #expect(model.errorMessage == nil)
    let late = MockKitFailure.capture { call.resume(returning: ada) }  // too late: no effect
    #expect(late.count == 1)  // and reported
    #expect(model.user == nil)
  }

  @Test func resumingTwiceFails() async throws {
    users.user.holdsCalls()
    let model = UserProfileViewModel(users: users)

    let loading = Task { await model.load(userID: "1") }
    let call = try #require(await users.user.nextHeldCall())
    call.resume(returning: ada)
    let failures = MockKitFailure.capture {
      call.resume(returning: grace)  // reported: a call can be resumed only once
    }
    #expect(failures.count == 1)
    await loading.value
    #expect(model.user == ada)
  }

  @Test func resettingTheSpyEndsAHeldCall() async throws {
    users.user.holdsCalls()
    let model = UserProfileViewModel(users: users)

    let loading = Task { await model.load(userID: "1") }
    let call = try #require(await users.user.nextHeldCall())
    let failures = MockKitFailure.capture {
      users.user.reset()  // reported: the call was held and never resumed
    }
    #expect(failures.count == 1)
    await loading.value

    #expect(!call.isPending)
    #expect(model.user == nil)
  }

  @Test func streamsTheCallsInOrder() async {
    let payments = MockPaymentProcessor()
    payments.charge.returns(PaymentReceipt(id: "r-1", amount: 42))
    let analytics = MockAnalyticsTracker()
    let checkout = CheckoutService(payments: payments, analytics: analytics)

    let calls = analytics.track.callStream()  // subscribe before the calls are made
    Task { _ = try await checkout.pay(orderID: "o-1", amount: 42) }

    var names: [String] = []
    for await call in calls {
      names.append(call.arguments.name)
      if names.count == 2 { break }
    }
    #expect(names == ["payment_started", "payment_completed"])
  }

  @Test func anAsyncAnswerAwaitsAtTheTimeOfTheCall() async {
    let session = SessionStore()
    users.user.answers { id in
      guard await session.isLoggedIn else { throw AuthError.notLoggedIn }
      return ada
    }
    let model = UserProfileViewModel(users: users)

    await model.load(userID: "1")
    #expect(model.user == nil)

    await session.store(AuthToken(accessToken: "access-1", refreshToken: "refresh-1"))
    await model.load(userID: "1")
    #expect(model.user == ada)
  }
}

extension DocumentationXCTests {
  @MainActor
  func testLoadingFetchesTheUser() async {
    let users = MockUserFetching()
    users.user.returns(ada)
    let model = UserProfileViewModel(users: users)

    Task { await model.load(userID: "1") }

    await users.user.waitForCall(with: "1")
  }

  func testAPaymentIsChargedOnce() async {
    let payments = MockPaymentProcessor()
    payments.charge.returns(PaymentReceipt(id: "r-1", amount: 42))
    let checkout = CheckoutService(payments: payments)

    Task { _ = try await checkout.pay(orderID: "o-1", amount: 42) }

    await payments.charge.waitForCalls(1)
    await XCTAssertNoMoreCalls(on: payments.charge, afterCount: 1, within: .milliseconds(200))
  }
}
