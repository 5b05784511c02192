import Testing

@testable import MockKit

/// Where two values differ, as a contract's broken example shows it below what was promised
/// and what came back: the parts that differ, followed down arrays, structs, tuples,
/// optionals and enum payloads.
@Suite struct ValueDifferenceTests {
  struct Item: Equatable {
    var id: Int
    var name: String
  }

  struct Basket: Equatable {
    var owner: String
    var items: [Item]
  }

  enum Delivery: Equatable {
    case courier(name: String, fee: Int)
    case pickup
  }

  struct Described: CustomStringConvertible {
    var value: Int
    var description: String { "Described(\(value * 2))" }
  }

  @Test func anElementOfAnArrayIsNamedByItsIndexAndItsProperty() throws {
    let difference = try #require(
      ValueDifference(
        [Item(id: 1, name: "Bread"), Item(id: 2, name: "Butter")],
        expected: [Item(id: 1, name: "Bread"), Item(id: 2, name: "Jam")]))
    #expect(
      difference.lines == [
        "  Differs:",
        #"    [1].name: "Butter", expected "Jam""#,
      ])
  }

  @Test func aShorterArrayGivesItsCountAndTheElementsThatDiffer() throws {
    let difference = try #require(ValueDifference([1, 5], expected: [1, 2, 3]))
    #expect(
      difference.lines == [
        "  Differs:",
        "    count: 2, expected 3",
        "    [1]: 5, expected 2",
      ])
  }

  @Test func nestedPropertiesArePathsFromTheValue() throws {
    let difference = try #require(
      ValueDifference(
        Basket(owner: "ada", items: [Item(id: 1, name: "Bread")]),
        expected: Basket(owner: "bob", items: [Item(id: 7, name: "Bread")])))
    #expect(
      difference.lines == [
        "  Differs:",
        #"    owner: "ada", expected "bob""#,
        "    items[0].id: 1, expected 7",
      ])
  }

  @Test func tuplesOptionalsAndEnumPayloadsAreFollowed() throws {
    let tuple = try #require(ValueDifference((1, "a"), expected: (1, "b")))
    #expect(tuple.lines == ["  Differs:", #"    1: "a", expected "b""#])

    let optional = try #require(
      ValueDifference(
        Optional(Item(id: 1, name: "a")) as Any, expected: Optional(Item(id: 2, name: "a")) as Any))
    #expect(optional.lines == ["  Differs:", "    id: 1, expected 2"])

    let payload = try #require(
      ValueDifference(
        Delivery.courier(name: "Ada", fee: 5), expected: Delivery.courier(name: "Ada", fee: 7)))
    #expect(payload.lines == ["  Differs:", "    fee: 5, expected 7"])
  }

  @Test func moreThanFivePartsAreCounted() throws {
    let difference = try #require(ValueDifference(Array(0..<8), expected: Array(10..<18)))
    #expect(
      difference.lines == [
        "  Differs:",
        "    [0]: 0, expected 10",
        "    [1]: 1, expected 11",
        "    [2]: 2, expected 12",
        "    [3]: 3, expected 13",
        "    [4]: 4, expected 14",
        "    and 3 more",
      ])
  }

  @Test func valuesWithNoPartsToPointAtGiveNone() {
    // The message prints both values already.
    #expect(ValueDifference(1, expected: 2)?.lines == nil)
    #expect(ValueDifference("Bread", expected: "Jam")?.lines == nil)
    let courier = Delivery.courier(name: "Ada", fee: 5)
    #expect(ValueDifference(Delivery.pickup, expected: courier)?.lines == nil)
    #expect(ValueDifference(Item(id: 1, name: "a"), expected: Item(id: 1, name: "a"))?.lines == nil)
  }

  @Test func aValueWithADescriptionOfItsOwnIsComparedByItsParts() throws {
    let difference = try #require(
      ValueDifference(
        [Described(value: 1), Described(value: 3)],
        expected: [Described(value: 1), Described(value: 2)]))
    #expect(difference.lines == ["  Differs:", "    [1].value: 3, expected 2"])
  }
}
