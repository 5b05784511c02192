import Foundation
import MockKit
import Testing
import MockKitTestSupport
import XCTest

@Suite struct PredicateTests {
  @Test func countPredicates() {
    let track = Spy<String, Void>()
    #expect(track.wasCalled(times: 0))
    #expect(track.wasCalled(times: 0...0))
    #expect(!track.wasCalled(times: 1...))

    track.call("opened")
    track.call("closed")

    #expect(track.wasCalled(times: 2))
    #expect(!track.wasCalled(times: 1))
    #expect(track.wasCalled(times: 2...))
    #expect(!track.wasCalled(times: 3...))
    #expect(track.wasCalled(times: 0...2))
    #expect(!track.wasCalled(times: 0...1))
  }

  @Test func argumentPredicatesLookAtEveryCall() {
    let track = Spy<String, Void>()
    track.call("opened")
    track.call("closed")
    #expect(track.wasCalled(with: "opened"))
    #expect(track.wasCalled(with: "closed"))
    #expect(!track.wasCalled(with: "paid"))
    #expect(track.wasCalled(where: { $0.hasSuffix("ed") }))
    #expect(!track.wasCalled(where: \.isEmpty))
  }

  @Test func argumentPredicatesCompareTuplesElementByElement() {
    let two = Spy<(String, Int), Void>()
    let three = Spy<(String, Int, Bool), Void>()
    let four = Spy<(String, Int, Bool, Double), Void>()
    two.call(("a", 1))
    three.call(("a", 1, true))
    four.call(("a", 1, true, 0.5))

    #expect(two.wasCalled(with: ("a", 1)))
    #expect(!two.wasCalled(with: ("a", 2)))
    #expect(three.wasCalled(with: ("a", 1, true)))
    #expect(!three.wasCalled(with: ("a", 1, false)))
    #expect(four.wasCalled(with: ("a", 1, true, 0.5)))
    #expect(!four.wasCalled(with: ("a", 1, true, 0.25)))
  }

  /// One `with:` signature serves every arity, and literals take the spy's element types.
  @Test func tuplesOfAnyLengthStubWaitAndMatch() async {
    let book = Spy<(String, Decimal, String, Int, Bool, String?), String>()
    book.returns("held")
    book.when(("A1", 120, "EUR", 2, true, nil)).returns("booked")
    book.when(("A1", 120, "EUR", 2, false, nil)).returns("room only")

    #expect(await book.call(("A1", 120, "EUR", 2, true, nil)) == "booked")
    #expect(await book.call(("A1", 120, "EUR", 2, false, nil)) == "room only")
    #expect(await book.call(("A1", 120, "EUR", 2, true, "late")) == "held")

    #expect(await book.waitForCall(with: ("A1", 120, "EUR", 2, true, "late"), timeout: .zero))
    #expect(book.wasCalled(with: ("A1", 120, "EUR", 2, false, nil)))
    #expect(!book.wasCalled(with: ("A1", 120, "USD", 2, false, nil)))
  }

  @Test func predicatesReportNothingThemselves() {
    let track = Spy<String, Void>()
    let issues = recordedIssues { _ = track.wasCalled(times: 3) }
    #expect(issues.isEmpty)
  }

  @Test func expectationsReturnWhetherTheyHeld() {
    let track = Spy<String, Void>(name: "track(_:)")
    track.call("opened")
    var results: [Bool] = []
    let issues = recordedIssues {
      results = [
        expectCalled(track),
        expectCalled(track, times: 2),
        expectCalled(track, with: "opened"),
        expectNotCalled(track),
      ]
    }
    #expect(results == [true, false, true, false])
    #expect(issues.count == 2)
  }
}

extension PredicateTests {
  @Test func timesOneFailsOnASecondCall() {
    let track = Spy<String, Void>(name: "track(_:)", fileID: "MockKitTests/Mocks.swift", line: 90)
    track.call("opened")
    #expect(expectCalled(track, times: 1))
    track.call("closed")
    let issues = recordedIssues { expectCalled(track, times: 1) }
    #expect(
      issues.map(\.message) == [
        """
        track(_:) was called 2 times, but expected to be called 1 time.
          Calls:
            #1 track("opened")
            #2 track("closed")
          Declared at: MockKitTests/Mocks.swift:90
        """
      ])
  }

  @Test func waitsForTupleArguments() async {
    let discount = Spy<(String, Int), Void>(
      name: "discount(code:quantity:)", fileID: "MockKitTests/Mocks.swift", line: 91)
    let three = Spy<(String, Int, Bool), Void>()
    let four = Spy<(String, Int, Bool, Double), Void>()
    let caller = Task {
      await discount.call(("SPRING", 2))
      await three.call(("SPRING", 2, true))
      await four.call(("SPRING", 2, true, 0.5))
    }
    #expect(await discount.waitForCall(with: ("SPRING", 2), timeout: eventTimeout))
    #expect(await three.waitForCall(with: ("SPRING", 2, true), timeout: eventTimeout))
    #expect(await four.waitForCall(with: ("SPRING", 2, true, 0.5), timeout: eventTimeout))
    await caller.value
    let issues = await recordedIssues {
      await discount.waitForCall(with: ("WINTER", 1), timeout: .milliseconds(10))
    }
    #expect(
      issues.map(\.message) == [
        """
        discount(code:quantity:) was never called with the expected arguments within 10 milliseconds.
          Expected:
            discount(code: "WINTER", quantity: 1)
          Calls:
          ✗ #1 discount(code: "SPRING", quantity: 2)
          Differs:
            code (argument 1): "SPRING", expected "WINTER"
            quantity (argument 2): 2, expected 1
          Declared at: MockKitTests/Mocks.swift:91
        """
      ])
  }
}

extension ReportingXCTestTests {
  func testTimesOneAndWaitsWithTupleArguments() async {
    let discount = Spy<(String, Int), Void>(
      name: "discount(code:quantity:)", fileID: "MockKitTests/Mocks.swift", line: 91)
    await discount.call(("SPRING", 2))
    XCTAssertCalled(discount, times: 1)
    await discount.waitForCall(with: ("SPRING", 2), timeout: eventTimeout)
    await discount.waitForCall(with: ("WINTER", 1), timeout: .milliseconds(10))
    XCTAssertEqual(
      takeFailures().map(\.message),
      [
        """
        discount(code:quantity:) was never called with the expected arguments within 10 milliseconds.
          Expected:
            discount(code: "WINTER", quantity: 1)
          Calls:
          ✗ #1 discount(code: "SPRING", quantity: 2)
          Differs:
            code (argument 1): "SPRING", expected "WINTER"
            quantity (argument 2): 2, expected 1
          Declared at: MockKitTests/Mocks.swift:91
        """
      ])
  }
}
