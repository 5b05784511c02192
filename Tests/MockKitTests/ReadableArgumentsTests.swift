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
