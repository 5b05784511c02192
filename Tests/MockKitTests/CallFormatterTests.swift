import Testing

@testable import MockKit

/// How arguments read in messages. Whole messages are pinned in `MessageScenarios`; these
/// pin the corners no scenario reaches.
extension MessageTests {
  @Test func anOptionalReadsAsItsValueOrNil() {
    #expect(CallFormatter.render(value: Int?.some(3) as Any) == "3")
    #expect(CallFormatter.render(value: Int?.none as Any) == "nil")
    #expect(CallFormatter.render(value: String?.some("ada") as Any) == #""ada""#)
    #expect(
      CallFormatter.render(value: User?.some(User(id: "1", name: "Ada")) as Any)
        == #"User(id: "1", name: "Ada")"#)
  }

  @Test func anOptionalHoldingNilKeepsItsWrapper() {
    #expect(CallFormatter.render(value: String??.some(nil) as Any) == "Optional(nil)")
    #expect(CallFormatter.render(value: String??.some("ada") as Any) == #""ada""#)
    #expect(CallFormatter.render(value: String??.none as Any) == "nil")
  }

  @Test func anOptionalArgumentReadsAsItsValueInACall() {
    let arguments: (String, Int?) = ("a.png", 320)
    #expect(
      CallFormatter.render(name: "resize(path:width:)", arguments: arguments)
        == #"resize(path: "a.png", width: 320)"#)
  }

  @Test func labelsComeFromTheMethodElseFromTheTuple() {
    #expect(CallFormatter.labels(name: "move(_:to:)", arguments: ("a", "b")) == [nil, "to"])
    #expect(
      CallFormatter.labels(name: nil, arguments: (amount: 10, currency: "EUR"))
        == ["amount", "currency"])
    #expect(CallFormatter.labels(name: "quote", arguments: (1, 2)) == [nil, nil])
    #expect(CallFormatter.labels(name: "fetchUser(id:)", arguments: "1") == ["id"])
  }

  /// A generated mock names overloads with their parameters' types, and with their result
  /// type when only that tells them apart: a call still reads with the method's labels.
  @Test func aNameWithTypesOrAResultTypeGivesItsLabelsAndItsBaseName() {
    #expect(
      CallFormatter.render(name: "value(forKey: String) -> Int?", arguments: "k")
        == #"value(forKey: "k")"#)
    #expect(
      CallFormatter.render(name: "save(_: [String: Int], to: URL)", arguments: ([:] as [String: Int], "f"))
        == #"save([:], to: "f")"#)
    #expect(
      CallFormatter.render(name: "handle(_: (Int) -> Void) -> Bool", arguments: 1)
        == "handle(1)")
    #expect(
      CallFormatter.labels(of: "charge(amount: Decimal, currency: String) -> Receipt", count: 2)
        == ["amount", "currency"])
  }
}
