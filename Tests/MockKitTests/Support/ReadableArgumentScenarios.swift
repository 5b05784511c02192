import Foundation
import MockKit
import Testing

/// A charge as a payment provider's API takes it, read in messages as its
/// `mockDescription`.
struct ChargeRequest: Equatable, Sendable, CustomMockStringConvertible {
  var orderID: String
  var amount: Int
  var currency: String

  var mockDescription: String { "\(amount) \(currency) for \(orderID)" }
}

/// A refund's identifier, which Swift Testing prints by its `testDescription`, and so does
/// MockKit; its `description` is for logs.
struct RefundID: Equatable, Sendable, CustomStringConvertible, CustomTestStringConvertible {
  var value: String

  var description: String { "RefundID(value: \(value))" }
  var testDescription: String { "refund \(value)" }
}

/// A card that chooses how it reads in each framework's messages: MockKit's protocol wins.
struct PaymentCard: Equatable, Sendable, CustomMockStringConvertible,
  CustomTestStringConvertible
{
  var number: String

  var mockDescription: String { "card ending \(number.suffix(4))" }
  var testDescription: String { "card \(number)" }
}

/// A refund whose spy prints its ID and amount only: two refunds for different reasons
/// print alike.
struct Refund: Equatable, Sendable {
  var id: String
  var amount: Int
  var reason: String
}

extension Fixture {
  static func sendData() -> Spy<Data, Void> {
    Spy<Data, Void>(name: "send(_:)", fileID: "MockKitTests/Mocks.swift", line: 110)
  }

  static func attachScan() -> Spy<Data, Void> {
    Spy<Data, Void>(name: "attachScan(_:)", fileID: "MockKitTests/Mocks.swift", line: 120)
  }

  static func store() -> Spy<(Data, String), Void> {
    Spy<(Data, String), Void>(
      name: "store(_:forKey:)", fileID: "MockKitTests/Mocks.swift", line: 130)
  }

  static func submit() -> Spy<(ChargeRequest, String), Void> {
    Spy<(ChargeRequest, String), Void>(
      name: "submit(_:idempotencyKey:)", fileID: "MockKitTests/Mocks.swift", line: 140)
  }

  static func refundByID() -> Spy<RefundID, Void> {
    Spy<RefundID, Void>(name: "refund(_:)", fileID: "MockKitTests/Mocks.swift", line: 150)
  }

  static func pay() -> Spy<PaymentCard, Void> {
    Spy<PaymentCard, Void>(name: "pay(with:)", fileID: "MockKitTests/Mocks.swift", line: 160)
  }

  /// A spy told to print a refund as its ID and amount.
  static func refund() -> Spy<Refund, Void> {
    Spy<Refund, Void>(
      name: "refund(_:)", describingArguments: { "\($0.id): \($0.amount) EUR" },
      fileID: "MockKitTests/Mocks.swift", line: 170)
  }

  static func track() -> Spy<(String, [String: String]), Void> {
    Spy<(String, [String: String]), Void>(
      name: "track(_:properties:)", fileID: "MockKitTests/Mocks.swift", line: 210)
  }

  /// A spy of two arguments told to print them as one line of a ledger.
  static func record() -> Spy<(String, Int), Void> {
    Spy<(String, Int), Void>(
      name: "record(orderID:cents:)", describingArguments: { "\($0.0) → \($0.1) ¢" },
      fileID: "MockKitTests/Mocks.swift", line: 180)
  }
}

/// Properties of an analytics event: eight keys, which a dictionary lists in the order of
/// their hashes, seeded anew in each process.
enum Analytics {
  static func failure(error: String) -> [String: String] {
    [
      "room": "r-7", "error": error, "user": "u-1", "order": "o-1", "amount": "42",
      "currency": "EUR", "step": "pay", "payment": "card",
    ]
  }
}

/// Payloads as a JSON-RPC client sends them.
enum Payload {
  static let charge = Data(#"{"jsonrpc":"2.0","id":1,"method":"charge","params":[42]}"#.utf8)
  static let refund = Data(#"{"jsonrpc":"2.0","id":1,"method":"refund","params":[42]}"#.utf8)

  /// An order of 20 lines, 536 bytes: past the 256 characters a message shows.
  static func order(lastQuantity: Int) -> Data {
    let lines = (1...20).map { line in
      #"{"sku":"book-\#(line)","qty":\#(line == 20 ? lastQuantity : 1)}"#
    }
    return Data(#"{"order":"o-1","lines":[\#(lines.joined(separator: ","))]}"#.utf8)
  }

  /// The start of a PNG file: bytes that are not UTF-8.
  static let scan = Data(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] + (0..<40).map(UInt8.init))
}

extension MessageScenario {
  /// How arguments read: `Data` as its text or its bytes, a type's own description for
  /// MockKit or for Swift Testing, and a spy's own closure.
  static let readableArguments: [MessageScenario] = [
    MessageScenario(
      name: "a JSON payload reads as its text",
      run: { surface in
        let spy = Fixture.sendData()
        spy.call(Payload.charge)
        surface.called(spy, with: Payload.refund)
      },
      expected: #"""
        send(_:) was never called with the expected arguments.
          Expected:
            send("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"refund\",\"params\":[42]}" (56 bytes))
          Calls:
          ✗ #1 send("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"charge\",\"params\":[42]}" (56 bytes))
          Declared at: MockKitTests/Mocks.swift:110
        """#
    ),
    MessageScenario(
      name: "a long payload is cut, and Differs shows where two such payloads differ",
      run: { surface in
        let spy = Fixture.sendData()
        spy.call(Payload.order(lastQuantity: 1))
        surface.calledOnce(spy, with: Payload.order(lastQuantity: 2))
      },
      expected: #"""
        send(_:) was called once, with different arguments.
          Expected:
            send("{\"order\":\"o-1\",\"lines\":[{\"sku\":\"book-1\",\"qty\":1},{\"sku\":\"book-2\",\"qty\":1},{\"sku\":\"book-3\",\"qty\":1},{\"sku\":\"book-4\",\"qty\":1},{\"sku\":\"book-5\",\"qty\":1},{\"sku\":\"book-6\",\"qty\":1},{\"sku\":\"book-7\",\"qty\":1},{\"sku\":\"book-8\",\"qty\":1},{\"sku\":\"book-9\",\"qty\":1},{\"sku\":…" (536 bytes))
          Calls:
          ✗ #1 send("{\"order\":\"o-1\",\"lines\":[{\"sku\":\"book-1\",\"qty\":1},{\"sku\":\"book-2\",\"qty\":1},{\"sku\":\"book-3\",\"qty\":1},{\"sku\":\"book-4\",\"qty\":1},{\"sku\":\"book-5\",\"qty\":1},{\"sku\":\"book-6\",\"qty\":1},{\"sku\":\"book-7\",\"qty\":1},{\"sku\":\"book-8\",\"qty\":1},{\"sku\":\"book-9\",\"qty\":1},{\"sku\":…" (536 bytes))
          Differs:
            argument: "…\"qty\":1},{\"sku\":\"book-20\",\"qty\":1}]}" (536 bytes), expected "…\"qty\":1},{\"sku\":\"book-20\",\"qty\":2}]}" (536 bytes)
          Declared at: MockKitTests/Mocks.swift:110
        """#
    ),
    MessageScenario(
      name: "bytes that are not text read as their first bytes in hex",
      run: { surface in
        let spy = Fixture.attachScan()
        spy.call(Payload.scan)
        surface.called(spy, with: Data([0xff]))
      },
      expected: """
        attachScan(_:) was never called with the expected arguments.
          Expected:
            attachScan(<ff> (1 byte))
          Calls:
          ✗ #1 attachScan(<89504e47 0d0a1a0a 00010203 04050607 08090a0b 0c0d0e0f 10111213 14151617 …> (48 bytes))
          Declared at: MockKitTests/Mocks.swift:120
        """
    ),
    MessageScenario(
      name: "Data beside another argument, in the Differs block",
      run: { surface in
        let spy = Fixture.store()
        spy.call((Data(#"{"theme":"dark"}"#.utf8), "preferences"))
        surface.calledOnce(spy, with: (Data(#"{"theme":"light"}"#.utf8), "preferences"))
      },
      expected: #"""
        store(_:forKey:) was called once, with different arguments.
          Expected:
            store("{\"theme\":\"light\"}" (17 bytes), forKey: "preferences")
          Calls:
          ✗ #1 store("{\"theme\":\"dark\"}" (16 bytes), forKey: "preferences")
          Differs:
            argument 1: "{\"theme\":\"dark\"}" (16 bytes), expected "{\"theme\":\"light\"}" (17 bytes)
          Declared at: MockKitTests/Mocks.swift:130
        """#
    ),
    MessageScenario(
      name: "a dictionary reads sorted by its keys, in the Differs block too",
      run: { surface in
        let spy = Fixture.track()
        spy.call(("checkout failed", Analytics.failure(error: "timeout")))
        surface.calledOnce(spy, with: ("checkout failed", Analytics.failure(error: "declined")))
      },
      expected: """
        track(_:properties:) was called once, with different arguments.
          Expected:
            track("checkout failed", properties: ["amount": "42", "currency": "EUR", "error": "declined", "order": "o-1", "payment": "card", "room": "r-7", "step": "pay", "user": "u-1"])
          Calls:
          ✗ #1 track("checkout failed", properties: ["amount": "42", "currency": "EUR", "error": "timeout", "order": "o-1", "payment": "card", "room": "r-7", "step": "pay", "user": "u-1"])
          Differs:
            properties (argument 2): ["amount": "42", "currency": "EUR", "error": "timeout", "order": "o-1", "payment": "card", "room": "r-7", "step": "pay", "user": "u-1"], expected ["amount": "42", "currency": "EUR", "error": "declined", "order": "o-1", "payment": "card", "room": "r-7", "step": "pay", "user": "u-1"]
          Declared at: MockKitTests/Mocks.swift:210
        """
    ),
    MessageScenario(
      name: "a type adopting CustomMockStringConvertible reads as its mockDescription",
      run: { surface in
        let spy = Fixture.submit()
        spy.call((ChargeRequest(orderID: "o-1", amount: 42, currency: "EUR"), "k-1"))
        surface.calledOnce(
          spy, with: (ChargeRequest(orderID: "o-1", amount: 42, currency: "USD"), "k-1"))
      },
      expected: """
        submit(_:idempotencyKey:) was called once, with different arguments.
          Expected:
            submit(42 USD for o-1, idempotencyKey: "k-1")
          Calls:
          ✗ #1 submit(42 EUR for o-1, idempotencyKey: "k-1")
          Differs:
            argument 1: 42 EUR for o-1, expected 42 USD for o-1
          Declared at: MockKitTests/Mocks.swift:140
        """
    ),
    MessageScenario(
      name: "a type adopting CustomTestStringConvertible reads as its testDescription",
      run: { surface in
        let spy = Fixture.refundByID()
        spy.call(RefundID(value: "r-1"))
        surface.called(spy, with: RefundID(value: "r-2"))
      },
      expected: """
        refund(_:) was never called with the expected arguments.
          Expected:
            refund(refund r-2)
          Calls:
          ✗ #1 refund(refund r-1)
          Declared at: MockKitTests/Mocks.swift:150
        """
    ),
    MessageScenario(
      name: "a type adopting both protocols reads as its mockDescription",
      run: { surface in
        let spy = Fixture.pay()
        spy.call(PaymentCard(number: "4000 0000 0000 0002"))
        surface.called(spy, with: PaymentCard(number: "4242 4242 4242 4242"))
      },
      expected: """
        pay(with:) was never called with the expected arguments.
          Expected:
            pay(with: card ending 4242)
          Calls:
          ✗ #1 pay(with: card ending 0002)
          Declared at: MockKitTests/Mocks.swift:160
        """
    ),
    MessageScenario(
      name: "a spy's closure prints its only argument, in the Differs block too",
      run: { surface in
        let spy = Fixture.refund()
        spy.call(Refund(id: "r-1", amount: 42, reason: "damaged"))
        surface.calledOnce(spy, with: Refund(id: "r-1", amount: 42, reason: "late"))
      },
      expected: """
        refund(_:) was called once, with different arguments.
          Expected:
            refund(r-1: 42 EUR)
          Calls:
          ✗ #1 refund(r-1: 42 EUR)
          Differs:
            argument: r-1: 42 EUR prints the same as expected, but is not equal (== returned false)
          Declared at: MockKitTests/Mocks.swift:170
        """
    ),
    MessageScenario(
      name: "a spy's closure prints the whole list of several arguments",
      run: { surface in
        let spy = Fixture.record()
        spy.call(("o-1", 4_200))
        spy.call(("o-2", 990))
        surface.called(spy, with: ("o-2", 1_990))
      },
      expected: """
        record(orderID:cents:) was never called with the expected arguments.
          Expected:
            record(o-2 → 1990 ¢)
          Calls:
          ✗ #1 record(o-1 → 4200 ¢)
          ✗ #2 record(o-2 → 990 ¢)
          Differs in #2, the closest call:
            cents (argument 2): 990, expected 1990
          Declared at: MockKitTests/Mocks.swift:180
        """
    ),
    MessageScenario(
      name: "a spy's closure prints the calls a predicate rejected",
      run: { surface in
        let spy = Fixture.refund()
        spy.call(Refund(id: "r-1", amount: 42, reason: "damaged"))
        surface.called(spy, where: { $0.amount > 100 })
      },
      expected: """
        refund(_:) was never called with the expected arguments.
          Expected:
            refund(_:) with arguments that satisfy the predicate
          Calls:
          ✗ #1 refund(r-1: 42 EUR)
          Declared at: MockKitTests/Mocks.swift:170
        """
    ),
  ]
}
