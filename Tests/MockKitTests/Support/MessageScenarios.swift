import Foundation
import MockKit
import Testing

/// A failure (or a pass) that both assertion surfaces must report identically.
struct MessageScenario: Sendable, CustomTestStringConvertible {
  let name: String
  let run: @Sendable (Surface) -> Void
  /// The exact message, or `nil` when the assertion must pass.
  let expected: String?

  var testDescription: String { name }
}

/// Spies with fixed names and declaration sites, so messages are deterministic.
enum Fixture {
  static func fetchUser() -> ThrowingSpy<String, User> {
    let spy = ThrowingSpy<String, User>(
      name: "fetchUser(id:)", fileID: "MockKitTests/Mocks.swift", line: 12)
    spy.returns(User(id: "1", name: "Ada"))
    return spy
  }

  static func charge() -> ThrowingSpy<(Int, String), String> {
    let spy = ThrowingSpy<(Int, String), String>(
      name: "charge(amount:currency:)", fileID: "MockKitTests/Mocks.swift", line: 30)
    spy.returns("receipt-1")
    return spy
  }

  static func reserve() -> Spy<String, Bool> {
    let spy = Spy<String, Bool>(name: "reserve(sku:)", fileID: "MockKitTests/Mocks.swift", line: 40)
    spy.returns(true)
    return spy
  }

  static func book() -> Spy<(String, Decimal, String, Int, Bool, String?), Void> {
    Spy<(String, Decimal, String, Int, Bool, String?), Void>(
      name: "book(room:price:currency:nights:breakfast:note:)",
      fileID: "MockKitTests/Mocks.swift", line: 65)
  }

  static func discount() -> Spy<(String, Int, Bool), Int> {
    let spy = Spy<(String, Int, Bool), Int>(
      name: "discount(code:quantity:member:)", fileID: "MockKitTests/Mocks.swift", line: 50)
    spy.returns(0)
    return spy
  }

  /// A `Void` spy: a `reset()` leaves it nothing to answer, and its calls need no stub.
  static func send() -> Spy<String, Void> {
    Spy<String, Void>(name: "send(_:)", fileID: "MockKitTests/Mocks.swift", line: 75)
  }

  static func quote() -> Spy<(String, Int, Bool, Double), Int> {
    let spy = Spy<(String, Int, Bool, Double), Int>(
      name: "quote", fileID: "MockKitTests/Mocks.swift", line: 60)
    spy.returns(0)
    return spy
  }
}

/// A mock for the "no other calls" check.
final class ScenarioRepository: Sendable {
  let fetchUser = Fixture.fetchUser()
  let deleteUser = ThrowingSpy<String, Void>(name: "deleteUser(id:)")
  let logout = Spy<Void, Void>(name: "logout()")
}

struct OrderValue {
  var id = "o-1"
  var total = 42
}

extension MessageScenario {
  static let all: [MessageScenario] =
    counts + messages + arguments + differences + argumentMatches + readableArguments + order
    + noOtherCalls

  static let counts: [MessageScenario] = [
    MessageScenario(
      name: "called, but never called",
      run: { $0.called(Fixture.fetchUser()) },
      expected: """
        fetchUser(id:) was never called, but expected to be called.
          Declared at: MockKitTests/Mocks.swift:12
        """
    ),
    MessageScenario(
      name: "an unnamed, never-called spy is named by where it was declared",
      run: { $0.called(Spy<String, Void>(fileID: "MockKitTests/Mocks.swift", line: 20)) },
      expected: "Spy at MockKitTests/Mocks.swift:20 was never called, but expected to be called."
    ),
    MessageScenario(
      name: "called, and called",
      run: { surface in
        let spy = Fixture.fetchUser()
        _ = try? spy.call("1")
        surface.called(spy)
      },
      expected: nil
    ),
    MessageScenario(
      name: "times, called more often",
      run: { surface in
        let spy = Fixture.fetchUser()
        _ = try? spy.call("1")
        _ = try? spy.call("2")
        surface.called(spy, times: 1)
      },
      expected: """
        fetchUser(id:) was called 2 times, but expected to be called 1 time.
          Calls:
            #1 fetchUser(id: "1")
            #2 fetchUser(id: "2")
          Declared at: MockKitTests/Mocks.swift:12
        """
    ),
    MessageScenario(
      name: "times, never called",
      run: { $0.called(Fixture.fetchUser(), times: 2) },
      expected: """
        fetchUser(id:) was never called, but expected to be called 2 times.
          Declared at: MockKitTests/Mocks.swift:12
        """
    ),
    MessageScenario(
      name: "times, exact",
      run: { surface in
        let spy = Fixture.fetchUser()
        _ = try? spy.call("1")
        _ = try? spy.call("2")
        surface.called(spy, times: 2)
      },
      expected: nil
    ),
    MessageScenario(
      name: "called once, but called twice: the message of times: 1",
      run: { surface in
        let spy = Fixture.fetchUser()
        _ = try? spy.call("1")
        _ = try? spy.call("2")
        surface.calledOnce(spy)
      },
      expected: """
        fetchUser(id:) was called 2 times, but expected to be called 1 time.
          Calls:
            #1 fetchUser(id: "1")
            #2 fetchUser(id: "2")
          Declared at: MockKitTests/Mocks.swift:12
        """
    ),
    MessageScenario(
      name: "called once, but never called",
      run: { $0.calledOnce(Fixture.fetchUser()) },
      expected: """
        fetchUser(id:) was never called, but expected to be called 1 time.
          Declared at: MockKitTests/Mocks.swift:12
        """
    ),
    MessageScenario(
      name: "called once, and called once, whatever the arguments",
      run: { surface in
        let spy = Fixture.fetchUser()
        _ = try? spy.call("7")
        surface.calledOnce(spy)
      },
      expected: nil
    ),
    MessageScenario(
      name: "not called, but called",
      run: { surface in
        let spy = Fixture.fetchUser()
        _ = try? spy.call("1")
        surface.notCalled(spy)
      },
      expected: """
        fetchUser(id:) was called 1 time, but expected not to be called.
          Calls:
            #1 fetchUser(id: "1")
          Declared at: MockKitTests/Mocks.swift:12
        """
    ),
    MessageScenario(
      name: "not called, and not called",
      run: { $0.notCalled(Fixture.fetchUser()) },
      expected: nil
    ),
    MessageScenario(
      name: "at least (3...), too few",
      run: { surface in
        let spy = Fixture.fetchUser()
        _ = try? spy.call("1")
        surface.called(spy, times: 3...)
      },
      expected: """
        fetchUser(id:) was called 1 time, but expected to be called at least 3 times.
          Calls:
            #1 fetchUser(id: "1")
          Declared at: MockKitTests/Mocks.swift:12
        """
    ),
    MessageScenario(
      name: "at least once (1...), never called",
      run: { $0.called(Fixture.fetchUser(), times: 1...) },
      expected: """
        fetchUser(id:) was never called, but expected to be called.
          Declared at: MockKitTests/Mocks.swift:12
        """
    ),
    MessageScenario(
      name: "at least (2...), enough",
      run: { surface in
        let spy = Fixture.fetchUser()
        _ = try? spy.call("1")
        _ = try? spy.call("2")
        surface.called(spy, times: 2...)
      },
      expected: nil
    ),
    MessageScenario(
      name: "at most (0...1), too many",
      run: { surface in
        let spy = Fixture.fetchUser()
        _ = try? spy.call("1")
        _ = try? spy.call("2")
        surface.called(spy, times: 0...1)
      },
      expected: """
        fetchUser(id:) was called 2 times, but expected to be called at most 1 time.
          Calls:
            #1 fetchUser(id: "1")
            #2 fetchUser(id: "2")
          Declared at: MockKitTests/Mocks.swift:12
        """
    ),
    MessageScenario(
      name: "fewer than (0..<4), too many",
      run: { surface in
        let spy = Fixture.reserve()
        for sku in ["A-1", "A-2", "A-3", "A-4"] { _ = spy.call(sku) }
        surface.called(spy, times: 0..<4)
      },
      expected: """
        reserve(sku:) was called 4 times, but expected to be called at most 3 times.
          Calls:
            #1 reserve(sku: "A-1")
            #2 reserve(sku: "A-2")
            #3 reserve(sku: "A-3")
            #4 reserve(sku: "A-4")
          Declared at: MockKitTests/Mocks.swift:40
        """
    ),
    MessageScenario(
      name: "at most (0...1), never called passes",
      run: { $0.called(Fixture.fetchUser(), times: 0...1) },
      expected: nil
    ),
    MessageScenario(
      name: "between (1...3), never called",
      run: { $0.called(Fixture.fetchUser(), times: 1...3) },
      expected: """
        fetchUser(id:) was never called, but expected to be called 1 to 3 times.
          Declared at: MockKitTests/Mocks.swift:12
        """
    ),
    MessageScenario(
      name: "between (2..<4), called 3 times passes",
      run: { surface in
        let spy = Fixture.reserve()
        for sku in ["A-1", "A-2", "A-3"] { _ = spy.call(sku) }
        surface.called(spy, times: 2..<4)
      },
      expected: nil
    ),
    MessageScenario(
      name: "a one-count range (2...2) reads as a count",
      run: { $0.called(Fixture.fetchUser(), times: 2...2) },
      expected: """
        fetchUser(id:) was never called, but expected to be called 2 times.
          Declared at: MockKitTests/Mocks.swift:12
        """
    ),
  ]

  /// The caller's message is the last line of every failure, and a passing assertion
  /// never evaluates it.
  static let messages: [MessageScenario] = [
    MessageScenario(
      name: "message after a count failure",
      run: { $0.called(Fixture.fetchUser(), "the profile loads on appear") },
      expected: """
        fetchUser(id:) was never called, but expected to be called.
          Declared at: MockKitTests/Mocks.swift:12
          Message: the profile loads on appear
        """
    ),
    MessageScenario(
      name: "a multi-line message is indented under its label",
      run: { surface in
        let spy = Fixture.fetchUser()
        _ = try? spy.call("1")
        surface.notCalled(spy, "cached users are not fetched\nsee CacheTests")
      },
      expected: """
        fetchUser(id:) was called 1 time, but expected not to be called.
          Calls:
            #1 fetchUser(id: "1")
          Declared at: MockKitTests/Mocks.swift:12
          Message: cached users are not fetched
            see CacheTests
        """
    ),
    MessageScenario(
      name: "message after an exact count",
      run: { $0.called(Fixture.fetchUser(), times: 2, "one fetch per screen") },
      expected: """
        fetchUser(id:) was never called, but expected to be called 2 times.
          Declared at: MockKitTests/Mocks.swift:12
          Message: one fetch per screen
        """
    ),
    MessageScenario(
      name: "message after called once",
      run: { $0.calledOnce(Fixture.charge(), "one charge per order") },
      expected: """
        charge(amount:currency:) was never called, but expected to be called 1 time.
          Declared at: MockKitTests/Mocks.swift:30
          Message: one charge per order
        """
    ),
    MessageScenario(
      name: "message after a range",
      run: { $0.called(Fixture.fetchUser(), times: 1...3, "retries are bounded") },
      expected: """
        fetchUser(id:) was never called, but expected to be called 1 to 3 times.
          Declared at: MockKitTests/Mocks.swift:12
          Message: retries are bounded
        """
    ),
    MessageScenario(
      name: "message after an argument failure",
      run: { surface in
        let spy = Fixture.fetchUser()
        _ = try? spy.call("2")
        surface.called(spy, with: "1", "the signed-in user")
      },
      expected: """
        fetchUser(id:) was never called with the expected arguments.
          Expected:
            fetchUser(id: "1")
          Calls:
          ✗ #1 fetchUser(id: "2")
          Declared at: MockKitTests/Mocks.swift:12
          Message: the signed-in user
        """
    ),
    MessageScenario(
      name: "message after a single-call failure",
      run: { $0.calledOnce(Fixture.fetchUser(), with: "1", "the signed-in user") },
      expected: """
        fetchUser(id:) was never called, but expected to be called 1 time.
          Expected:
            fetchUser(id: "1")
          Declared at: MockKitTests/Mocks.swift:12
          Message: the signed-in user
        """
    ),
    MessageScenario(
      name: "message after an order failure",
      run: { $0.callOrder(Fixture.reserve(), Fixture.charge(), message: "reserve, then pay") },
      expected: """
        Calls were not made in the expected order: reserve(sku:) and charge(amount:currency:) were never called.
          Expected order:
            1. reserve(sku:)
            2. charge(amount:currency:)
          Calls: none
          Message: reserve, then pay
        """
    ),
    MessageScenario(
      name: "message after a fix line",
      run: { surface in
        let repository = ScenarioRepository()
        repository.logout.call()
        surface.noOtherCalls(on: repository, except: [], message: "checkout only reads")
      },
      expected: """
        ScenarioRepository received 1 unexpected call.
          Calls:
            #1 logout()
          To fix, assert on these calls, then name their spies in except:, or reset them with resetCalls().
          Message: checkout only reads
        """
    ),
    MessageScenario(
      name: "message after a misuse",
      run: { $0.called(Fixture.fetchUser(), times: -1, "a typo") },
      expected: """
        Cannot expect a call count of -1: a count is 0 or more.
          Message: a typo
        """
    ),
    MessageScenario(
      name: "a passing assertion with a message reports nothing",
      run: { surface in
        let spy = Fixture.fetchUser()
        _ = try? spy.call("1")
        surface.called(spy, with: "1", "unused")
      },
      expected: nil
    ),
  ]

  static let arguments: [MessageScenario] = [
    MessageScenario(
      name: "any call with 2 arguments",
      run: { surface in
        let spy = Fixture.charge()
        _ = try? spy.call((10, "EUR"))
        surface.called(spy, with: (20, "EUR"))
      },
      expected: """
        charge(amount:currency:) was never called with the expected arguments.
          Expected:
            charge(amount: 20, currency: "EUR")
          Calls:
          ✗ #1 charge(amount: 10, currency: "EUR")
          Differs:
            amount (argument 1): 10, expected 20
          Declared at: MockKitTests/Mocks.swift:30
        """
    ),
    MessageScenario(
      name: "any call with 2 arguments matches an earlier call",
      run: { surface in
        let spy = Fixture.charge()
        _ = try? spy.call((20, "EUR"))
        _ = try? spy.call((10, "EUR"))
        surface.called(spy, with: (20, "EUR"))
      },
      expected: nil
    ),
    MessageScenario(
      name: "any call with 3 arguments",
      run: { surface in
        let spy = Fixture.discount()
        _ = spy.call(("SPRING", 2, false))
        surface.called(spy, with: ("SPRING", 2, true))
      },
      expected: """
        discount(code:quantity:member:) was never called with the expected arguments.
          Expected:
            discount(code: "SPRING", quantity: 2, member: true)
          Calls:
          ✗ #1 discount(code: "SPRING", quantity: 2, member: false)
          Differs:
            member (argument 3): false, expected true
          Declared at: MockKitTests/Mocks.swift:50
        """
    ),
    MessageScenario(
      name: "any call with 4 arguments, named without labels",
      run: { surface in
        let spy = Fixture.quote()
        _ = spy.call(("SPRING", 2, true, 0.5))
        surface.called(spy, with: ("SPRING", 2, true, 0.25))
      },
      expected: """
        quote was never called with the expected arguments.
          Expected:
            quote("SPRING", 2, true, 0.25)
          Calls:
          ✗ #1 quote("SPRING", 2, true, 0.5)
          Differs:
            argument 4: 0.5, expected 0.25
          Declared at: MockKitTests/Mocks.swift:60
        """
    ),
    MessageScenario(
      name: "any call with 4 arguments matches",
      run: { surface in
        let spy = Fixture.quote()
        _ = spy.call(("SPRING", 2, true, 0.5))
        surface.called(spy, with: ("SPRING", 2, true, 0.5))
      },
      expected: nil
    ),
    MessageScenario(
      name: "any call with 6 arguments, literals typed by the spy",
      run: { surface in
        let spy = Fixture.book()
        spy.call(("A1", Decimal(120), "EUR", 2, true, nil))
        surface.called(spy, with: ("A1", 120, "EUR", 3, true, nil))
      },
      expected: """
        book(room:price:currency:nights:breakfast:note:) was never called with the expected arguments.
          Expected:
            book(room: "A1", price: 120, currency: "EUR", nights: 3, breakfast: true, note: nil)
          Calls:
          ✗ #1 book(room: "A1", price: 120, currency: "EUR", nights: 2, breakfast: true, note: nil)
          Differs:
            nights (argument 4): 2, expected 3
          Declared at: MockKitTests/Mocks.swift:65
        """
    ),
    MessageScenario(
      name: "only call with 6 arguments matches",
      run: { surface in
        let spy = Fixture.book()
        spy.call(("A1", Decimal(120), "EUR", 2, true, "late arrival"))
        surface.calledOnce(spy, with: ("A1", 120, "EUR", 2, true, "late arrival"))
      },
      expected: nil
    ),
    MessageScenario(
      name: "only call with 3 arguments",
      run: { surface in
        let spy = Fixture.discount()
        _ = spy.call(("SPRING", 2, false))
        surface.calledOnce(spy, with: ("SPRING", 2, true))
      },
      expected: """
        discount(code:quantity:member:) was called once, with different arguments.
          Expected:
            discount(code: "SPRING", quantity: 2, member: true)
          Calls:
          ✗ #1 discount(code: "SPRING", quantity: 2, member: false)
          Differs:
            member (argument 3): false, expected true
          Declared at: MockKitTests/Mocks.swift:50
        """
    ),
    MessageScenario(
      name: "only call with 4 arguments, called twice",
      run: { surface in
        let spy = Fixture.quote()
        _ = spy.call(("SPRING", 2, true, 0.5))
        _ = spy.call(("SPRING", 2, true, 0.5))
        surface.calledOnce(spy, with: ("SPRING", 2, true, 0.5))
      },
      expected: """
        quote was called 2 times, but expected to be called 1 time.
          Expected:
            quote("SPRING", 2, true, 0.5)
          Calls:
            #1 quote("SPRING", 2, true, 0.5)
            #2 quote("SPRING", 2, true, 0.5)
          Declared at: MockKitTests/Mocks.swift:60
        """
    ),
    MessageScenario(
      name: "only call, predicate rejects it",
      run: { surface in
        let spy = Fixture.fetchUser()
        _ = try? spy.call("1")
        surface.calledOnce(spy, where: { $0.hasPrefix("guest-") })
      },
      expected: """
        fetchUser(id:) was called once, with different arguments.
          Expected:
            fetchUser(id:) with arguments that satisfy the predicate
          Calls:
          ✗ #1 fetchUser(id: "1")
          Declared at: MockKitTests/Mocks.swift:12
        """
    ),
    MessageScenario(
      name: "only call, called twice",
      run: { surface in
        let spy = Fixture.fetchUser()
        _ = try? spy.call("1")
        _ = try? spy.call("1")
        surface.calledOnce(spy, with: "1")
      },
      expected: """
        fetchUser(id:) was called 2 times, but expected to be called 1 time.
          Expected:
            fetchUser(id: "1")
          Calls:
            #1 fetchUser(id: "1")
            #2 fetchUser(id: "1")
          Declared at: MockKitTests/Mocks.swift:12
        """
    ),
    MessageScenario(
      name: "only call, never called",
      run: { $0.calledOnce(Fixture.fetchUser(), with: "1") },
      expected: """
        fetchUser(id:) was never called, but expected to be called 1 time.
          Expected:
            fetchUser(id: "1")
          Declared at: MockKitTests/Mocks.swift:12
        """
    ),
    MessageScenario(
      name: "only call with other arguments",
      run: { surface in
        let spy = Fixture.fetchUser()
        _ = try? spy.call("2")
        surface.calledOnce(spy, with: "1")
      },
      expected: """
        fetchUser(id:) was called once, with different arguments.
          Expected:
            fetchUser(id: "1")
          Calls:
          ✗ #1 fetchUser(id: "2")
          Declared at: MockKitTests/Mocks.swift:12
        """
    ),
    MessageScenario(
      name: "only call with 2 arguments matches",
      run: { surface in
        let spy = Fixture.charge()
        _ = try? spy.call((20, "EUR"))
        surface.calledOnce(spy, with: (20, "EUR"))
      },
      expected: nil
    ),
    MessageScenario(
      name: "only call, predicate matches",
      run: { surface in
        let spy = Fixture.fetchUser()
        _ = try? spy.call("guest-1")
        surface.calledOnce(spy, where: { $0.hasPrefix("guest-") })
      },
      expected: nil
    ),
    MessageScenario(
      name: "any call with other arguments",
      run: { surface in
        let spy = Fixture.fetchUser()
        _ = try? spy.call("1")
        _ = try? spy.call("2")
        surface.called(spy, with: "3")
      },
      expected: """
        fetchUser(id:) was never called with the expected arguments.
          Expected:
            fetchUser(id: "3")
          Calls:
          ✗ #1 fetchUser(id: "1")
          ✗ #2 fetchUser(id: "2")
          Declared at: MockKitTests/Mocks.swift:12
        """
    ),
    MessageScenario(
      name: "any call, found among others",
      run: { surface in
        let spy = Fixture.fetchUser()
        _ = try? spy.call("1")
        _ = try? spy.call("2")
        surface.called(spy, with: "1")
      },
      expected: nil
    ),
    MessageScenario(
      name: "any call, never called",
      run: { $0.called(Fixture.charge(), with: (20, "EUR")) },
      expected: """
        charge(amount:currency:) was never called, but expected to be called.
          Expected:
            charge(amount: 20, currency: "EUR")
          Declared at: MockKitTests/Mocks.swift:30
        """
    ),
    MessageScenario(
      name: "any call, predicate",
      run: { surface in
        let spy = Fixture.fetchUser()
        _ = try? spy.call("1")
        surface.called(spy, where: { $0.isEmpty })
      },
      expected: """
        fetchUser(id:) was never called with the expected arguments.
          Expected:
            fetchUser(id:) with arguments that satisfy the predicate
          Calls:
          ✗ #1 fetchUser(id: "1")
          Declared at: MockKitTests/Mocks.swift:12
        """
    ),
  ]

  static let order: [MessageScenario] = [
    MessageScenario(
      name: "call order across two mocks, reversed",
      run: { surface in
        let reserve = Fixture.reserve()
        let charge = Fixture.charge()
        _ = try? charge.call((10, "EUR"))
        _ = reserve.call("A-1")
        surface.callOrder(reserve, charge)
      },
      expected: """
        Calls were not made in the expected order.
          Expected order:
            1. reserve(sku:)
            2. charge(amount:currency:)
          Calls:
            #1 charge(amount: 10, currency: "EUR")
            #2 reserve(sku: "A-1")
        """
    ),
    MessageScenario(
      name: "call order across two mocks, in order with calls between",
      run: { surface in
        let reserve = Fixture.reserve()
        let charge = Fixture.charge()
        _ = try? charge.call((5, "EUR"))
        _ = reserve.call("A-1")
        _ = reserve.call("A-2")
        _ = try? charge.call((10, "EUR"))
        surface.callOrder(reserve, charge)
      },
      expected: nil
    ),
    MessageScenario(
      name: "call order, one spy never called",
      run: { surface in
        let reserve = Fixture.reserve()
        _ = reserve.call("A-1")
        surface.callOrder(reserve, Fixture.charge())
      },
      expected: """
        Calls were not made in the expected order: charge(amount:currency:) was never called.
          Expected order:
            1. reserve(sku:)
            2. charge(amount:currency:)
          Calls:
            #1 reserve(sku: "A-1")
        """
    ),
    MessageScenario(
      name: "call order, nothing called",
      run: { $0.callOrder(Fixture.reserve(), Fixture.charge()) },
      expected: """
        Calls were not made in the expected order: reserve(sku:) and charge(amount:currency:) were never called.
          Expected order:
            1. reserve(sku:)
            2. charge(amount:currency:)
          Calls: none
        """
    ),
    MessageScenario(
      name: "call order, a spy expected twice but called once",
      run: { surface in
        let reserve = Fixture.reserve()
        let charge = Fixture.charge()
        _ = reserve.call("A-1")
        _ = try? charge.call((10, "EUR"))
        surface.callOrder(reserve, charge, reserve)
      },
      expected: """
        Calls were not made in the expected order: reserve(sku:) is listed 2 times, but was called 1 time.
          Expected order:
            1. reserve(sku:)
            2. charge(amount:currency:)
            3. reserve(sku:)
          Calls:
            #1 reserve(sku: "A-1")
            #2 charge(amount: 10, currency: "EUR")
        """
    ),
  ]

  static let noOtherCalls: [MessageScenario] = [
    MessageScenario(
      name: "no other calls, but there were",
      run: { surface in
        let repository = ScenarioRepository()
        repository.logout.call()
        try? repository.deleteUser.call("7")
        surface.noOtherCalls(on: repository, except: [])
      },
      expected: """
        ScenarioRepository received 2 unexpected calls.
          Calls:
            #1 logout()
            #2 deleteUser(id: "7")
          To fix, assert on these calls, then name their spies in except:, or reset them with resetCalls().
        """
    ),
    MessageScenario(
      name: "no other calls, with the expected one excepted",
      run: { surface in
        let repository = ScenarioRepository()
        _ = try? repository.fetchUser.call("1")
        surface.noOtherCalls(on: repository, except: [repository.fetchUser])
      },
      expected: nil
    ),
    MessageScenario(
      name: "no other calls, one unexpected beside the excepted",
      run: { surface in
        let repository = ScenarioRepository()
        _ = try? repository.fetchUser.call("1")
        repository.logout.call()
        surface.noOtherCalls(on: repository, except: [repository.fetchUser])
      },
      expected: """
        ScenarioRepository received 1 unexpected call.
          Calls:
            #1 logout()
          To fix, assert on these calls, then name their spies in except:, or reset them with resetCalls().
        """
    ),
    MessageScenario(
      name: "no other calls on an implicitly unwrapped mock, as XCTest properties hold one",
      run: { surface in
        let repository: ScenarioRepository! = ScenarioRepository()
        repository.logout.call()
        surface.noOtherCalls(on: repository as Any, except: [])
      },
      expected: """
        ScenarioRepository received 1 unexpected call.
          Calls:
            #1 logout()
          To fix, assert on these calls, then name their spies in except:, or reset them with resetCalls().
        """
    ),
    MessageScenario(
      name: "no other calls on a value without spies",
      run: { $0.noOtherCalls(on: OrderValue(), except: []) },
      expected: """
        OrderValue has no spies to check: no stored property is a Spy or a ThrowingSpy.
          To fix, pass the mock that holds the spies, not a value or a copy of them.
        """
    ),
  ]
}
