import MockKit

extension MessageScenario {
  /// Assertions with one `ArgumentMatch` per argument: passing calls, and failures that
  /// print each expectation and point at the arguments that do not match, by label.
  static let argumentMatches: [MessageScenario] = [
    MessageScenario(
      name: "argument matches: a call that matches passes",
      run: { surface in
        let spy = Fixture.discount()
        _ = spy.call(("SPRING", 2, false))
        surface.called(spy, with: .arguments(.any, .matching { $0 > 1 }, .equal(to: false)))
        surface.calledOnce(spy, with: .arguments(.equal(to: "SPRING"), .any, .any))
      },
      expected: nil),
    MessageScenario(
      name: "argument matches: the argument a predicate rejects and the one that differs",
      run: { surface in
        let spy = Fixture.charge()
        _ = try? spy.call((42, "USD"))
        surface.called(spy, with: .arguments(.matching { $0 > 100 }, .equal(to: "EUR")))
      },
      expected: """
        charge(amount:currency:) was never called with the expected arguments.
          Expected:
            charge(amount: matching(…), currency: "EUR")
          Calls:
          ✗ #1 charge(amount: 42, currency: "USD")
          Differs:
            amount (argument 1): 42, which its predicate rejects
            currency (argument 2): "USD", expected "EUR"
          Declared at: MockKitTests/Mocks.swift:30
        """),
    MessageScenario(
      name: "argument matches: an argument any value matches is never named",
      run: { surface in
        let spy = Fixture.discount()
        _ = spy.call(("WINTER", 1, false))
        _ = spy.call(("SPRING", 3, true))
        surface.calledOnce(
          spy, with: .arguments(.any, .equal(to: 2), .equal(to: true)), "members get 2")
      },
      expected: """
        discount(code:quantity:member:) was called 2 times, but expected to be called 1 time.
          Expected:
            discount(code: any, quantity: 2, member: true)
          Calls:
            #1 discount(code: "WINTER", quantity: 1, member: false)
            #2 discount(code: "SPRING", quantity: 3, member: true)
          Declared at: MockKitTests/Mocks.swift:50
          Message: members get 2
        """),
    MessageScenario(
      name: "argument matches: the closest of several calls",
      run: { surface in
        let spy = Fixture.discount()
        _ = spy.call(("WINTER", 1, false))
        _ = spy.call(("SPRING", 1, true))
        surface.called(spy, with: .arguments(.any, .matching { $0 > 1 }, .equal(to: true)))
      },
      expected: """
        discount(code:quantity:member:) was never called with the expected arguments.
          Expected:
            discount(code: any, quantity: matching(…), member: true)
          Calls:
          ✗ #1 discount(code: "WINTER", quantity: 1, member: false)
          ✗ #2 discount(code: "SPRING", quantity: 1, member: true)
          Differs in #2, the closest call:
            quantity (argument 2): 1, which its predicate rejects
          Declared at: MockKitTests/Mocks.swift:50
        """),
    MessageScenario(
      name: "argument matches: one argument, by a predicate",
      run: { surface in
        let spy = Fixture.reserve()
        _ = spy.call("sku-1")
        surface.called(spy, with: .matching { $0.hasPrefix("book-") })
      },
      expected: """
        reserve(sku:) was never called with the expected arguments.
          Expected:
            reserve(sku: matching(…))
          Calls:
          ✗ #1 reserve(sku: "sku-1")
          Declared at: MockKitTests/Mocks.swift:40
        """),
    MessageScenario(
      name: "argument matches: one argument, equal to a value",
      run: { surface in
        let spy = Fixture.reserve()
        _ = spy.call("sku-1")
        surface.calledOnce(spy, with: .equal(to: "sku-2"))
      },
      expected: """
        reserve(sku:) was called once, with different arguments.
          Expected:
            reserve(sku: "sku-2")
          Calls:
          ✗ #1 reserve(sku: "sku-1")
          Declared at: MockKitTests/Mocks.swift:40
        """),
  ]
}
