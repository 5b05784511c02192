import MockKit
import Testing

@Suite struct SpyRecordingTests {
  @Test func recordsArgumentsInCallOrder() {
    let refund = Spy<String, Void>()
    refund.call("r-1")
    refund.call("r-2")
    refund.call("r-1")

    #expect(refund.callCount == 3)
    #expect(refund.wasCalled)
    #expect(refund.arguments == ["r-1", "r-2", "r-1"])
    #expect(refund.lastArguments == "r-1")
    #expect(refund.calls.map(\.arguments) == ["r-1", "r-2", "r-1"])
  }

  @Test func aNewSpyHasNoCalls() {
    let refund = Spy<String, Void>()
    #expect(refund.callCount == 0)
    #expect(!refund.wasCalled)
    #expect(refund.arguments.isEmpty)
    #expect(refund.lastArguments == nil)
  }

  @Test func sequenceNumbersOrderCallsAcrossSpiesAndMocks() throws {
    let repository = MockUserRepository()
    let payments = MockPaymentTerminal()
    payments.charge.returns("receipt")

    repository.logout()
    _ = try payments.charge(amount: 10, currency: "EUR")
    payments.refund(receipt: "receipt")
    repository.logout()

    let logouts = repository.logoutSpy.calls.map(\.sequenceNumber)
    let charge = try #require(payments.charge.calls.first).sequenceNumber
    let refund = try #require(payments.refund.calls.first).sequenceNumber
    #expect(logouts[0] < charge)
    #expect(charge < refund)
    #expect(refund < logouts[1])
  }

  @Test func resetCallsKeepsStubs() {
    let price = Spy<String, Int>()
    price.returns(5)
    _ = price.call("apple")

    price.resetCalls()

    #expect(price.callCount == 0)
    #expect(price.call("pear") == 5)
    #expect(price.arguments == ["pear"])
  }

  @Test func resetForgetsCallsAndEveryKindOfStub() {
    let price = Spy<String, Int>(name: "price(of:)")
    price.returns(1)
    price.enqueue(2)
    price.when("apple").returns(3)
    _ = price.call("apple")

    price.reset()

    #expect(price.callCount == 0)
    let issues = recordedIssues {
      #expect(price.call("apple") == 0)  // unstubbed again: Int's default value
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasPrefix("price(of:) was called without a stub") == true)
  }

  /// A `Spy`'s calls throw `Never`, so neither form needs `try`.
  @Test func aSpysCallsNeedNoTry() async {
    let total = Spy<[Int], Int>(name: "total(of:)")
    total.returns(6)
    let synchronous: () -> Int = { total.call([1, 2, 3]) }
    #expect(synchronous() == 6)
    #expect(await total.call([1]) == 6)
    #expect(total.callCount == 2)
  }

  @Test func voidInputIsCalledWithoutArguments() async {
    let logout = Spy<Void, Void>()
    let callSynchronously = { logout.call() }
    callSynchronously()
    await logout.call()
    #expect(logout.callCount == 2)
  }

  @Test func tupleArgumentsAreRecordedAsPassed() throws {
    let payments = MockPaymentTerminal()
    payments.charge.returns("receipt")
    _ = try payments.charge(amount: 10, currency: "EUR")

    let last = try #require(payments.charge.lastArguments)
    #expect(last == (10, "EUR"))
  }

  @Test func referenceArgumentsShowTheirLaterState() {
    final class Cart: @unchecked Sendable {
      var items: [String] = []
    }
    let checkout = Spy<Cart, Void>()
    let cart = Cart()
    checkout.call(cart)
    cart.items.append("book")

    // Recorded as passed, not copied: the spy sees the cart as it is now.
    #expect(checkout.lastArguments?.items == ["book"])
  }
}

extension SpyRecordingTests {
  @Test func anExplicitNameWins() {
    let spy = Spy<String, Void>(name: "refund(receipt:)")
    spy.call("r-1", function: "somethingElse(_:)")
    #expect(spy.callRecord.name == "refund(receipt:)")
  }

  @Test func otherwiseTheFirstCallingMethodNamesTheSpy() {
    let payments = MockPaymentTerminal()
    payments.refund(receipt: "r-1")
    #expect(payments.refund.callRecord.name == "refund(receipt:)")
  }

  @Test func otherwiseTheDeclarationSiteNamesTheSpy() {
    let spy = ThrowingSpy<String, Int>(); let line = #line
    #expect(spy.callRecord.name == "ThrowingSpy at MockKitTests/SpyRecordingTests.swift:\(line)")
    #expect(spy.callRecord.declaredAt == "MockKitTests/SpyRecordingTests.swift:\(line)")
  }

  /// A completion-handler spy that the test declares and calls from a closure is not
  /// named after the test: the call comes from the function that declares the spy.
  @Test func aSpyCalledFromAClosureInTheTestIsNamedByItsDeclaration() {
    let completion = Spy<Int, Void>(); let line = #line
    let load: (@escaping (Int) -> Void) -> Void = { done in
      done(1)
      done(2)
    }
    load { completion.call($0) }

    let issues = recordedIssues { expectCalled(completion, times: 1) }

    #expect(completion.callRecord.name == "Spy at MockKitTests/SpyRecordingTests.swift:\(line)")
    #expect(
      issues.map(\.message) == [
        """
        Spy at MockKitTests/SpyRecordingTests.swift:\(line) was called 2 times, but expected to be called 1 time.
          Calls:
            #1 call(1)
            #2 call(2)
        """
      ])
  }

  /// A call from another file than the spy's (a helper, a closure in a test) does not
  /// come from the mock's method either; and the first call decides the name, so a later
  /// call from a mock's method does not rename the spy.
  @Test func aFirstCallFromAnotherFileLeavesTheSpyNamedByItsDeclaration() {
    let spy = Spy<String, Void>(); let line = #line
    spy.call("o-1", function: "submit(_:)", fileID: "MockKitTests/OrderFlowHelpers.swift")
    #expect(spy.callRecord.name == "Spy at MockKitTests/SpyRecordingTests.swift:\(line)")

    spy.call("o-2", function: "submit(_:)")
    #expect(spy.callRecord.name == "Spy at MockKitTests/SpyRecordingTests.swift:\(line)")
  }

  @Test func aLaterCallFromAnotherMethodDoesNotRenameTheSpy() {
    let payments = MockPaymentTerminal()
    payments.refund(receipt: "r-1")
    payments.refund.call(
      "r-2", function: "somethingElse(_:)", fileID: "MockKitTests/Support/Mocks.swift")
    #expect(payments.refund.callRecord.name == "refund(receipt:)")
  }

  @Test func callsRenderWithTheMethodsLabels() {
    let payments = MockPaymentTerminal()
    payments.charge.returns("receipt")
    _ = try? payments.charge(amount: 10, currency: "EUR")
    let issues = recordedIssues { expectCalled(payments.charge, times: 2) }
    #expect(issues.first?.message.contains("#1 charge(amount: 10, currency: \"EUR\")") == true)
  }
}
