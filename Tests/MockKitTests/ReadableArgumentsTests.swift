import Foundation
import Testing

@testable import MockKit

/// How arguments read in every message: `Data`, a type's own description, and a spy's
/// closure. The assertion messages are pinned for both surfaces in
/// `MessageScenario.readableArguments`; these pin the spy's own failures and the corners.
@Suite struct ReadableArgumentsTests {
  // MARK: Data

  @Test func dataThatIsTextReadsAsItsTextWithItsSize() {
    #expect(
      CallFormatter.render(value: Data(#"{"id":"o-1"}"#.utf8)) == #""{\"id\":\"o-1\"}" (12 bytes)"#)
    #expect(CallFormatter.render(value: Data("é".utf8)) == #""é" (2 bytes)"#)
    #expect(CallFormatter.render(value: Data("a\tb\r\n".utf8)) == #""a\tb\r\n" (5 bytes)"#)
    #expect(CallFormatter.render(value: Data()) == #""" (0 bytes)"#)
    #expect(CallFormatter.render(value: Data("a".utf8)) == #""a" (1 byte)"#)
  }

  @Test func dataIsCutAfter256Characters() {
    let text = String(repeating: "é", count: 300)
    #expect(
      CallFormatter.render(value: Data(text.utf8))
        == "\"\(String(repeating: "é", count: 256))…\" (600 bytes)")
    let exactly = String(repeating: "a", count: 256)
    #expect(CallFormatter.render(value: Data(exactly.utf8)) == "\"\(exactly)\" (256 bytes)")
  }

  @Test func dataThatIsNotTextReadsAsItsFirstBytesInHex() {
    #expect(CallFormatter.render(value: Data([0xff, 0xfe, 0x00])) == "<fffe00> (3 bytes)")
    #expect(CallFormatter.render(value: Data([0xc3])) == "<c3> (1 byte)")  // a cut-off "é"
    // Valid UTF-8, but control characters: bytes, not text.
    #expect(CallFormatter.render(value: Data([0x08, 0x01, 0x12, 0x03])) == "<08011203> (4 bytes)")
    #expect(
      CallFormatter.render(value: Data(repeating: 0xab, count: 33))
        == "<abababab abababab abababab abababab abababab abababab abababab abababab …> (33 bytes)"
    )
  }

  /// Two payloads cut before they differ print alike; beside each other, a `Differs:`
  /// block shows each from shortly before the difference.
  @Test func dataThatDiffersPastTheCutIsShownFromShortlyBeforeTheDifference() throws {
    let prefix = String(repeating: "a", count: 300)
    let rest = String(repeating: "a", count: 299)
    let text = try #require(
      CallFormatter.excerpts(
        of: Data((prefix + "b" + rest).utf8), beside: Data((prefix + "c" + rest).utf8)))
    let shared = String(repeating: "a", count: 32)
    let after = String(repeating: "a", count: 223)
    #expect(text.actual == "\"…\(shared)b\(after)…\" (600 bytes)")
    #expect(text.expected == "\"…\(shared)c\(after)…\" (600 bytes)")

    let scan = Data((0..<48).map(UInt8.init))
    var other = scan
    other[40] = 0xff
    let bytes = try #require(CallFormatter.excerpts(of: scan, beside: other))
    #expect(bytes.actual == "<… 20212223 24252627 28292a2b 2c2d2e2f> (48 bytes)")
    #expect(bytes.expected == "<… 20212223 24252627 ff292a2b 2c2d2e2f> (48 bytes)")
  }

  @Test func onlyDataThatPrintsAlikeHasExcerpts() {
    #expect(CallFormatter.excerpts(of: Data("a".utf8), beside: Data("b".utf8)) == nil)
    #expect(CallFormatter.excerpts(of: Data("a".utf8), beside: Data("a".utf8)) == nil)
    #expect(CallFormatter.excerpts(of: "a", beside: "a") == nil)
  }

  @Test func optionalDataReadsAsTheDataOrNil() {
    #expect(CallFormatter.render(value: Data?.some(Data("ok".utf8)) as Any) == #""ok" (2 bytes)"#)
    #expect(CallFormatter.render(value: Data?.none as Any) == "nil")
  }

  /// An array of bytes reads as the array a test writes, `with: [1, 2, 3]`.
  @Test func bytesInAnArrayKeepTheArraysForm() {
    #expect(CallFormatter.render(value: [UInt8]("ok".utf8)) == "[111, 107]")
  }

  // MARK: Dictionaries and sets

  /// The standard library lists a dictionary in the order of its keys' hashes, seeded anew
  /// in each process: eight keys are all but never in sorted order by chance.
  @Test func aDictionaryReadsSortedByItsKeys() {
    #expect(
      CallFormatter.render(value: Analytics.failure(error: "timeout"))
        == #"["amount": "42", "currency": "EUR", "error": "timeout", "order": "o-1", "payment": "card", "room": "r-7", "step": "pay", "user": "u-1"]"#
    )
    #expect(CallFormatter.render(value: [String: Int]()) == "[:]")
  }

  /// Keys sort by their text, so `10` comes before `2`; keys that print alike, by their
  /// values.
  @Test func keysSortByTheirText() {
    #expect(
      CallFormatter.render(value: [2: "b", 10: "c", 1: "a", 30: "d", 3: "e"])
        == #"[1: "a", 10: "c", 2: "b", 3: "e", 30: "d"]"#)
    #expect(
      CallFormatter.render(value: [NamedKey("x", 2): 2, NamedKey("x", 1): 1, NamedKey("w", 3): 3])
        == "[w: 3, x: 1, x: 2]")
  }

  /// Two equal dictionaries built in different orders and sizes, which the standard
  /// library lists in different orders in the same process, read alike.
  @Test func equalDictionariesReadAlikeHoweverTheyWereBuilt() {
    let keys = (1...40).map { "sku-\($0)" }
    var small: [String: Int] = [:]
    for key in keys { small[key] = 1 }
    var large: [String: Int] = [:]
    large.reserveCapacity(1_000)
    for key in keys.reversed() { large[key] = 1 }
    #expect(small == large)
    #expect(CallFormatter.render(value: small) == CallFormatter.render(value: large))
    #expect(
      CallFormatter.render(value: small).hasPrefix(#"["sku-1": 1, "sku-10": 1, "sku-11": 1, "#))
  }

  @Test func aSetReadsSortedAndNamedInsideAnotherValue() {
    let currencies: Set = ["USD", "EUR", "GBP", "JPY", "CHF", "SEK", "NOK", "DKK"]
    #expect(
      CallFormatter.render(value: currencies)
        == #"["CHF", "DKK", "EUR", "GBP", "JPY", "NOK", "SEK", "USD"]"#)
    #expect(
      CallFormatter.render(value: [currencies])
        == #"[Set(["CHF", "DKK", "EUR", "GBP", "JPY", "NOK", "SEK", "USD"])]"#)
    #expect(CallFormatter.render(value: Set<Int>()) == "[]")
    #expect(
      CallFormatter.render(value: Set([Set([3, 1, 2]), Set([9, 8])]))
        == "[Set([1, 2, 3]), Set([8, 9])]")
  }

  /// A dictionary or set inside another value reads sorted wherever the standard library
  /// prints it: in an array, an optional, a tuple, a struct's properties and an enum
  /// case's values; the rest of the text is the standard library's.
  @Test func aDictionaryInsideAnotherValueReadsSorted() {
    let properties = ["step": "pay", "error": "timeout", "room": "r-7", "amount": "42"]
    let sorted = #"["amount": "42", "error": "timeout", "room": "r-7", "step": "pay"]"#
    #expect(CallFormatter.render(value: [properties, [:]]) == "[\(sorted), [:]]")
    #expect(CallFormatter.render(value: ["o-1": properties]) == #"["o-1": \#(sorted)]"#)
    #expect(
      CallFormatter.render(value: [properties] as [[String: String]?]) == "[Optional(\(sorted))]")
    #expect(CallFormatter.render(value: [String: String]?.some(properties) as Any) == sorted)
    #expect(
      CallFormatter.render(value: TrackedEvent(name: "failed", properties: properties, count: 2))
        == #"TrackedEvent(name: "failed", properties: \#(sorted), count: Optional(2))"#)
    #expect(
      CallFormatter.render(value: [TrackedEvent(name: "failed", properties: properties)])
        == #"[MockKitTests.TrackedEvent(name: "failed", properties: \#(sorted), count: nil)]"#)
    #expect(
      CallFormatter.render(value: (event: "failed", properties: properties))
        == #"(event: "failed", properties: \#(sorted))"#)
    #expect(
      CallFormatter.render(value: [
        MessageDelivery.failed(properties), .failedAt(step: 2, properties),
      ])
        == #"[MockKitTests.MessageDelivery.failed(\#(sorted)), MockKitTests.MessageDelivery.failedAt(step: 2, \#(sorted))]"#
    )
    #expect(CallFormatter.render(value: MessageDelivery.failed(properties)) == "failed(\(sorted))")
  }

  /// In a call of several arguments; `MessageScenario.readableArguments` pins a whole
  /// message, with its `Differs:` block, for both surfaces.
  @Test func aDictionaryArgumentReadsSortedInACall() {
    let arguments = ("checkout failed", Analytics.failure(error: "timeout"))
    #expect(
      CallFormatter.render(name: "track(_:properties:)", arguments: arguments)
        == #"track("checkout failed", properties: ["amount": "42", "currency": "EUR", "error": "timeout", "order": "o-1", "payment": "card", "room": "r-7", "step": "pay", "user": "u-1"])"#
    )
  }

  /// A type that prints itself prints as it says, dictionaries and all; so does a value
  /// that holds no dictionary or set.
  @Test func aTypeThatPrintsItselfIsLeftToIt() {
    #expect(CallFormatter.render(value: Tally(["b": 2])) == "tally of 1")
    #expect(CallFormatter.sortedDescription(of: [Tally(["b": 2])], debug: false) == nil)
    #expect(CallFormatter.sortedDescription(of: [1, 2], debug: false) == nil)
    // The standard library's own text, around a dictionary with nothing to sort.
    #expect(
      CallFormatter.render(value: [TrackedEvent(name: "a", properties: [:], count: 1)])
        == #"[MockKitTests.TrackedEvent(name: "a", properties: [:], count: Optional(1))]"#)
  }

  // MARK: A type's own description

  @Test func theOrderIsMockDescriptionThenTestDescriptionThenDescription() {
    #expect(
      CallFormatter.render(value: ChargeRequest(orderID: "o-1", amount: 42, currency: "EUR"))
        == "42 EUR for o-1")
    #expect(CallFormatter.render(value: RefundID(value: "r-1")) == "refund r-1")
    #expect(CallFormatter.render(value: PaymentCard(number: "4242")) == "card ending 4242")
    #expect(
      CallFormatter.render(value: RefundID?.some(RefundID(value: "r-1")) as Any) == "refund r-1")
  }

  /// Swift Testing conforms strings, optionals and ranges to `CustomTestStringConvertible`;
  /// the standard library's types keep MockKit's rules, and read as they always have.
  @Test func theStandardLibrarysTypesKeepMockKitsRules() {
    #expect(CallFormatter.render(value: #"say "hi""#) == #""say \"hi\"""#)
    #expect(CallFormatter.render(value: String?.some("a") as Any) == #""a""#)
    #expect(CallFormatter.render(value: String??.some(nil) as Any) == "Optional(nil)")
    #expect(CallFormatter.render(value: 1...3) == "1...3")
  }

  // MARK: A spy's closure in the spy's own failures

  @Test func anUnstubbedCallReadsAsTheSpysClosureSays() throws {
    let post = ThrowingSpy<Data, Int>(
      name: "post(_:)", describingArguments: { String(decoding: $0, as: UTF8.self) },
      fileID: "MockKitTests/Mocks.swift", line: 190)
    var thrown: (any Error)?

    let issues = recordedIssues {
      do { _ = try post.call(Payload.charge) } catch { thrown = error }
    }

    #expect(
      issues.map(\.message) == [
        """
        post(_:) was called without a stub to answer it, so it threw MockKitError.unstubbed.
          Call:
            #1 post({"jsonrpc":"2.0","id":1,"method":"charge","params":[42]})
          Declared at: MockKitTests/Mocks.swift:190
          To fix, stub it before the call with one of:
            .returns(value) to answer every call
            .enqueue(value, …) to answer the next calls in order
            .when(arguments).returns(value) to answer these arguments only
            .throws(error) to fail every call
        """
      ])
    #expect(
      thrown as? MockKitError
        == .unstubbed(
          spy: "post(_:)", call: #"post({"jsonrpc":"2.0","id":1,"method":"charge","params":[42]})"#)
    )
  }

  @Test func anUnstubbedCallOfAnUnnamedSpyReadsAsTheSpysClosureSays() {
    let total = Spy<(Int, Int), Int>(
      describingArguments: { "\($0.0) + \($0.1)" }, fileID: "MockKitTests/Mocks.swift",
      line: 200)

    let issues = recordedIssues { _ = total.call((2, 3)) }

    #expect(
      issues.map(\.message) == [
        """
        Spy at MockKitTests/Mocks.swift:200 was called without a stub to answer it.
          Call:
            #1 call(2 + 3)
          To fix, stub it before the call with one of:
            .returns(value) to answer every call
            .enqueue(value, …) to answer the next calls in order
            .when(arguments).returns(value) to answer these arguments only
        """
      ])
  }

  @Test func aHeldCallEndedByAResetReadsAsTheSpysClosureSays() async throws {
    let refund = Fixture.refund()
    refund.holdsCalls()
    let caller = Task { await refund.call(Refund(id: "r-1", amount: 42, reason: "late")) }
    _ = try #require(await refund.nextHeldCall(timeout: eventTimeout))

    let issues = recordedIssues { refund.reset() }
    await caller.value

    #expect(
      issues.map(\.message) == [
        """
        refund(_:) call #1 was held and never resumed: the spy was reset.
          Call:
            #1 refund(r-1: 42 EUR)
          Declared at: MockKitTests/Mocks.swift:170
          To fix, resume every held call: take it with nextHeldCall(), then resume it.
        """
      ])
  }

  /// The closure reads the spy, which takes the spy's lock: run under that lock, it would
  /// deadlock. It runs for the call's failure, for a held call's, and for assertions.
  @Test func theClosureNeverRunsUnderTheSpysLock() async throws {
    let box = Collected<Spy<Int, Int>>()
    let spy = Spy<Int, Int>(
      name: "score(of:)", describingArguments: { "\($0) of \(box.all.first?.callCount ?? 0)" })
    box.append(spy)

    let issues = await recordedIssues {
      _ = await spy.call(1)  // unstubbed: reported
      expectCalled(spy, with: 2)
      spy.holdsCalls()
      let caller = Task { await spy.call(3) }
      _ = await spy.nextHeldCall(timeout: eventTimeout)
      spy.reset()
      _ = await caller.value
    }

    #expect(
      issues.map(\.message.headlineAndFirstCall) == [
        "score(of:) was called without a stub to answer it. #1 score(of: 1 of 1)",
        "score(of:) was never called with the expected arguments. #1 score(of: 1 of 1)",
        "score(of:) call #2 was held and never resumed: the spy was reset. #2 score(of: 3 of 0)",
      ])
  }
}

extension String {
  /// The first line and the first numbered call of a message, on one line.
  fileprivate var headlineAndFirstCall: String {
    let lines = split(separator: "\n")
    let call = lines.dropFirst().first { $0.contains("#") }?.drop { $0 != "#" } ?? ""
    return "\(lines.first ?? "") \(call)"
  }
}

/// An analytics event as a tracker records it: a struct that prints by reflection.
struct TrackedEvent {
  var name: String
  var properties: [String: String]
  var count: Int?
}

/// How a message was delivered: an enum whose cases print by reflection.
enum MessageDelivery {
  case failed([String: String])
  case failedAt(step: Int, [String: String])
}

/// A key that prints as its name only: two keys can print alike.
struct NamedKey: Hashable, CustomStringConvertible {
  var name: String
  var number: Int
  init(_ name: String, _ number: Int) { (self.name, self.number) = (name, number) }
  var description: String { name }
}

/// A type that prints itself, holding a dictionary.
struct Tally: CustomStringConvertible {
  var values: [String: Int]
  init(_ values: [String: Int]) { self.values = values }
  var description: String { "tally of \(values.count)" }
}
