import MockKit
import Testing

@Suite struct PredicateTests {
  @Test func countPredicates() {
    let track = Spy<String, Void>()
    #expect(track.wasCalled(times: 0))
    #expect(track.wasCalled(atMost: 0))
    #expect(!track.wasCalled(atLeast: 1))

    track.call("opened")
    track.call("closed")

    #expect(track.wasCalled(times: 2))
    #expect(!track.wasCalled(times: 1))
    #expect(track.wasCalled(atLeast: 2))
    #expect(!track.wasCalled(atLeast: 3))
    #expect(track.wasCalled(atMost: 2))
    #expect(!track.wasCalled(atMost: 1))
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
        expectAnyCall(track, with: "opened"),
        expectNotCalled(track),
      ]
    }
    #expect(results == [true, false, true, false])
    #expect(issues.count == 2)
  }
}
